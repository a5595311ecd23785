/**
 * Scenario builder for LCG tests (LCG-DESIGN.md "Tests"): puts named cards in named zones,
 * starts the real statechart at a chosen step, and plays events by name.
 *
 *   const g = table({ p1: { heroes: ['Aragorn'], hand: ['Steward of Gondor'] }, at: 'planning.play' });
 *   g.play(0, 'Steward of Gondor', { target: g.id('Aragorn') });
 *
 * Every event sent is checked against `legalEvents` first (an illegal one throws), exactly
 * like the session does.
 */
import { createActor, type AnyActor } from 'xstate';
import def, { DEFAULT_OPTIONS } from '$lib/games/lcg/definition';
import { lcgMachine } from '$lib/games/lcg/machine';
import { enterStep, legalEvents } from '$lib/games/lcg/flow';
import { settle } from '$lib/games/lcg/replay';
import { codeByName, cardData } from '$lib/games/lcg/data/cards';
import { createInstance, stat as statOf } from '$lib/games/lcg/state';
import { emptyContext } from '$lib/games/lcg/rules';
import { createRng } from '$lib/engine/rng';
import type { Iid, Json, LcgContext, LcgEvent, LcgOptions, Pay, Phase, Stat, Step, Zone } from '$lib/games/lcg/types';
import { jsonEqual } from '$lib/engine/equal';

/** One player's part of the table. Card names are English or French titles. */
export interface SeatSpec {
	heroes?: string[];
	hand?: string[];
	/** Top card first. */
	deck?: string[];
	/** Allies (and heroes given here) in play. */
	play?: string[];
	discard?: string[];
	/** Enemies engaged with this player, in order. */
	engaged?: string[];
	/** Attachments: [attachment, host] pairs (host: a card of this seat in play). */
	attachments?: [string, string][];
	threat?: number;
	/** Resources on heroes, by name. */
	resources?: Record<string, number>;
	/** Damage on cards of this seat in play (or engaged enemies), by name. */
	damage?: Record<string, number>;
	exhausted?: string[];
	/** Characters committed to the quest (and exhausted). */
	committed?: string[];
	/** The player was eliminated earlier. */
	eliminated?: boolean;
	/** A hero of this seat held face down as the prisoner (Escape from Dol Guldur). */
	prisoner?: string;
}

/** The whole table. */
export interface TableSpec {
	players?: SeatSpec[];
	p1?: SeatSpec;
	p2?: SeatSpec;
	p3?: SeatSpec;
	p4?: SeatSpec;
	staging?: string[];
	active?: string;
	/** Progress on the active location. */
	activeProgress?: number;
	/** Top card first. */
	encounterDeck?: string[];
	encounterDiscard?: string[];
	/** Cards set aside (out of play: the Nazgûl of Dol Guldur). */
	setAside?: string[];
	victory?: string[];
	/** The current quest card (side B title or code); default Flies and Spiders. */
	quest?: string;
	questProgress?: number;
	/** The cards under it, top first; default: the later stages of Passage Through Mirkwood. */
	questDeck?: string[];
	firstPlayer?: number;
	round?: number;
	/** The step to start at (its entry runs). */
	at: Step;
	options?: Partial<LcgOptions>;
	seed?: number;
}

/** The XState state value of a step. */
function stateValue(step: Step) {
	const [phase, sub] = step.split('.');
	return { [phase]: sub };
}

/** A running test game. */
export class TestGame {
	constructor(readonly actor: AnyActor) {}

	get ctx(): LcgContext {
		return this.actor.getSnapshot().context as LcgContext;
	}
	get step(): Step {
		return this.ctx.step;
	}
	get snapshot() {
		return this.actor.getSnapshot();
	}

	/** The instance id of the first card with this name (optionally in a zone). */
	id(name: string, zone?: Zone): Iid {
		const all = this.ids(name, zone);
		if (all.length === 0) throw new Error(`no ${name}${zone ? ` in ${zone}` : ''} on the table`);
		return all[0];
	}
	/** Every instance id of cards with this name (optionally in a zone), in zone order. */
	ids(name: string, zone?: Zone): Iid[] {
		const code = /^\d{5}$/.test(name) ? name : codeByName(name);
		const out: Iid[] = [];
		for (const [z, ids] of Object.entries(this.ctx.zones)) {
			if (zone && z !== zone) continue;
			for (const id of ids) if (this.ctx.cards[id].cardId === code) out.push(id);
		}
		return out;
	}
	/** The zone of the first card with that name. */
	zoneOf(name: string): Zone {
		return this.ctx.cards[this.id(name)].zone;
	}
	/** A card's current stat. */
	stat(nameOrId: string, s: Stat): number {
		const id = this.ctx.cards[nameOrId] ? nameOrId : this.id(nameOrId);
		return statOf(this.ctx, id, s);
	}
	card(nameOrId: string) {
		const id = this.ctx.cards[nameOrId] ? nameOrId : this.id(nameOrId);
		return this.ctx.cards[id];
	}
	threat(seat: number): number {
		return this.ctx.players[seat].threat;
	}
	names(zone: Zone): string[] {
		return (this.ctx.zones[zone] ?? []).map((id) => cardData(this.ctx.cards[id].cardId).name);
	}
	legal(seat: number): LcgEvent[] {
		return def.legalEvents(this.snapshot, seat);
	}

	/**
	 * Sends an event after checking it is legal.
	 * @throws Error listing the legal events when it is not
	 */
	send(ev: LcgEvent): this {
		const legal = this.legal(ev.seat);
		if (!legal.some((l) => jsonEqual(l, ev))) {
			throw new Error(`illegal ${JSON.stringify(ev)} at ${this.step}; legal: ${JSON.stringify(legal)}`);
		}
		this.actor.send(ev);
		if (this.snapshot.status === 'error') throw new Error(String(this.snapshot.error));
		return this;
	}
	continue(): this {
		return this.send({ type: 'CONTINUE', seat: this.ctx.firstPlayer });
	}
	/** Sends CONTINUE (first player) while the step is an action window, until `step` (or another non-window step). */
	continueTo(step: Step, max = 40): this {
		for (let i = 0; i < max && this.step !== step; i++) {
			const l = this.legal(this.ctx.firstPlayer);
			if (!l.some((e) => e.type === 'CONTINUE')) break;
			this.continue();
		}
		if (this.step !== step) throw new Error(`expected step ${step}, at ${this.step}`);
		return this;
	}
	done(seat: number): this {
		return this.send({ type: 'DONE', seat });
	}
	choose(value: Json, seat = this.ctx.decision?.seat ?? 0): this {
		return this.send({ type: 'CHOOSE', seat, value });
	}
	commit(seat: number, names: string[]): this {
		for (const n of names) this.send({ type: 'COMMIT', seat, card: this.id(n, `play:${seat}`) });
		return this.done(seat);
	}
	/** Plays a hand card with the first legal payment (or the one given) and target. */
	play(seat: number, name: string, opts: { target?: Json; pay?: Pay } = {}): this {
		const card = this.id(name, `hand:${seat}`);
		const ev = this.legal(seat).find(
			(e) =>
				e.type === 'PLAY' &&
				e.card === card &&
				(opts.target === undefined || jsonEqual(e.target, opts.target)) &&
				(opts.pay === undefined || jsonEqual(e.pay, opts.pay))
		);
		if (!ev) throw new Error(`${name} cannot be played now (${this.step}); legal: ${JSON.stringify(this.legal(seat))}`);
		return this.send(ev);
	}
	activate(seat: number, name: string, opts: { target?: Json; ability?: number } = {}): this {
		const card = this.id(name);
		const ev = this.legal(seat).find(
			(e) => e.type === 'ACTIVATE' && e.card === card && (opts.ability ?? 0) === e.ability && (opts.target === undefined || jsonEqual(e.target, opts.target))
		);
		if (!ev) throw new Error(`${name} cannot be activated now (${this.step}); legal: ${JSON.stringify(this.legal(seat))}`);
		return this.send(ev);
	}
	log(): string[] {
		return this.ctx.log.map((e) => e.key);
	}
}

/**
 * Builds a table and starts the statechart at `spec.at` (its entry runs, as when the game
 * reaches it). Options default to the game's defaults with `pauseAtEveryWindow: true`
 * unless given, so that windows wait for CONTINUE.
 */
export function table(spec: TableSpec): TestGame {
	const seats = spec.players ?? [spec.p1, spec.p2, spec.p3, spec.p4].filter((s): s is SeatSpec => !!s);
	const options: LcgOptions = { ...DEFAULT_OPTIONS, pauseAtEveryWindow: true, ...(spec.options ?? {}) };
	const phase = spec.at.split('.')[0] as Phase;
	const ctx: LcgContext = {
		...emptyContext(options, seats.map((_, i) => `P${i + 1}`)),
		firstPlayer: spec.firstPlayer ?? 0,
		round: spec.round ?? 1,
		phase,
		step: spec.at,
		quest: { stage: 1, progress: spec.questProgress ?? 0 },
		rng: createRng(spec.seed ?? 1)
	};
	for (const z of ['staging', 'active', 'questDeck', 'quest', 'questDone', 'encounterDeck', 'encounterDiscard', 'victory', 'setAside', 'removed', 'limbo', 'attached', 'shadow'])
		ctx.zones[z] = [];
	const code = (n: string) => (/^\d{5}$/.test(n) ? n : codeByName(n));
	const put = (name: string, zone: Zone, owner: number | null) => {
		const id = createInstance(ctx, code(name), zone, owner);
		ctx.cards[id].faceDown = zone === 'encounterDeck' || zone.startsWith('deck:') || zone === 'questDeck';
		return id;
	};
	seats.forEach((s, seat) => {
		for (const z of ['deck', 'hand', 'play', 'discard', 'engaged']) ctx.zones[`${z}:${seat}`] = [];
		const heroes = (s.heroes ?? []).map((h) => put(h, `play:${seat}`, seat));
		for (const n of s.play ?? []) put(n, `play:${seat}`, seat);
		for (const n of s.hand ?? []) put(n, `hand:${seat}`, seat);
		for (const n of s.deck ?? []) put(n, `deck:${seat}`, seat);
		for (const n of s.discard ?? []) put(n, `discard:${seat}`, seat);
		for (const n of s.engaged ?? []) put(n, `engaged:${seat}`, null);
		const threat = s.threat ?? heroes.reduce((t, h) => t + (cardData(ctx.cards[h].cardId).threat ?? 0), 0);
		ctx.players.push({ threat, eliminated: s.eliminated ?? false, heroes, mulliganed: true });
	});
	const find = (seat: number, name: string): Iid => {
		const c = code(name);
		const id = [...ctx.zones[`play:${seat}`], ...ctx.zones[`engaged:${seat}`], ...ctx.zones.attached].find((x) => ctx.cards[x].cardId === c);
		if (!id) throw new Error(`table: no ${name} for seat ${seat}`);
		return id;
	};
	seats.forEach((s, seat) => {
		for (const [a, host] of s.attachments ?? []) {
			const id = put(a, 'attached', seat);
			ctx.cards[id].attachedTo = find(seat, host);
			ctx.cards[id].controller = seat;
		}
		for (const [n, v] of Object.entries(s.resources ?? {})) ctx.cards[find(seat, n)].resources = v;
		for (const [n, v] of Object.entries(s.damage ?? {})) ctx.cards[find(seat, n)].damage = v;
		for (const n of s.exhausted ?? []) ctx.cards[find(seat, n)].exhausted = true;
		if (s.prisoner) {
			const id = find(seat, s.prisoner);
			ctx.cards[id].faceDown = true;
			ctx.cards[id].tokens = { prisoner: 1 };
		}
		for (const n of s.committed ?? []) {
			const id = find(seat, n);
			ctx.cards[id].exhausted = true;
			ctx.committed.push(id);
		}
	});
	for (const n of spec.staging ?? []) put(n, 'staging', null);
	if (spec.active) {
		const id = put(spec.active, 'active', null);
		ctx.cards[id].progress = spec.activeProgress ?? 0;
	}
	for (const n of spec.encounterDeck ?? []) put(n, 'encounterDeck', null);
	for (const n of spec.encounterDiscard ?? []) put(n, 'encounterDiscard', null);
	for (const n of spec.victory ?? []) put(n, 'victory', null);
	for (const n of spec.setAside ?? []) put(n, 'setAside', null);
	const questName = spec.quest ?? 'Flies and Spiders';
	const q = put(questName, 'quest', null);
	ctx.quest.stage = cardData(ctx.cards[q].cardId).sequence ?? 1;
	const rest = spec.questDeck ?? ['01119', '01120', '01121', '01122'].filter((c) => (cardData(c).sequence ?? 0) > ctx.quest.stage);
	for (const n of rest) put(n, 'questDeck', null);

	// Enter the step and go on while steps finish at once (as the statechart's actions do,
	// replay.ts `settle`). A plain copy: the engine never changes a context it did not create
	// in the current step.
	const { ctx: entered, at } = settle(enterStep(ctx, spec.at), spec.at);
	const value = at === 'victory' || at === 'defeat' ? at : stateValue(at);
	const snapshot = lcgMachine.resolveState({ value, context: structuredClone(entered) });
	const actor = createActor(lcgMachine, {
		snapshot,
		input: { seats: ctx.seatNames, options, seed: spec.seed ?? 1 }
	});
	actor.start();
	return new TestGame(actor);
}

/** Every card id of a context, counted by zone: each instance must be listed once, in its own zone. */
export function checkZones(ctx: LcgContext): void {
	const seen = new Set<string>();
	for (const [z, ids] of Object.entries(ctx.zones)) {
		for (const id of ids) {
			if (seen.has(id)) throw new Error(`${id} is in two zones`);
			seen.add(id);
			if (ctx.cards[id].zone !== z) throw new Error(`${id} is listed in ${z} but says ${ctx.cards[id].zone}`);
		}
	}
	for (const id of Object.keys(ctx.cards)) if (!seen.has(id)) throw new Error(`${id} is in no zone`);
}

export { legalEvents };
