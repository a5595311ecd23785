/**
 * Calling card-definition callbacks: builds the `game.*` API for one callback, runs it, and
 * pushes the effects it recorded onto the pending stack (to run in recorded order).
 */
import { getDef } from '../cards/registry';
import { pushEffects } from '../state';
import type { Iid, Json, LcgContext } from '../types';
import { GameImpl, type AttackInfo } from './api';

/**
 * Runs a named hook of the definition of `code` for the instance `self`. Reserved names:
 * '#whenRevealed', '#shadow' (args: AttackInfo), '#travel', '#setup', '#onDefeated',
 * '#forced:N', '#response:N', '#action:N', '#play'; any other name is `hooks[name]`.
 * @throws Error when the definition or the hook does not exist (a broken saved stack)
 */
export function runHook(ctx: LcgContext, code: string, hook: string, self: Iid, args: Json): void {
	const def = getDef(code);
	if (!def) throw new Error(`no definition for card ${code} (hook ${hook})`);
	const g = new GameImpl(ctx, code, self);
	const a = args as never;
	if (hook === '#whenRevealed') def.whenRevealed?.(g, self);
	else if (hook === '#shadow') def.shadow?.(g, self, args as unknown as AttackInfo);
	else if (hook === '#travel') def.travel?.pay(g, self);
	else if (hook === '#setup') def.setup?.(g, self);
	else if (hook === '#onDefeated') def.onDefeated?.(g, self);
	else if (hook === '#play') def.play?.run(g, self, a);
	else if (hook.startsWith('#forced:')) def.forced![Number(hook.slice(8))].run(g, self, a);
	else if (hook.startsWith('#response:')) def.responses![Number(hook.slice(10))].run(g, self, a);
	else if (hook.startsWith('#action:')) def.actions![Number(hook.slice(8))].run(g, self, a);
	else {
		const fn = def.hooks?.[hook];
		if (!fn) throw new Error(`card ${code} has no hook ${hook}`);
		fn(g, self, args);
	}
	pushEffects(ctx, g.effects);
}
