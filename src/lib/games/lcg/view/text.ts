/**
 * Words of the LCG's view in the current locale (Paraglide messages, keys `lcg_*`): card,
 * sphere, phase and step names, log lines (the engine's `lcg_log_*` keys), decision prompts
 * and options, labels of legal events, the top bar's phase label, the prompt and the score
 * sheet (« DÉCOMPTE »). Everything here reads a context; nothing changes it.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import { listJoin } from '$lib/ui/names';
import type { GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { CARDS, CARD_BY_CODE, type CardData, type Sphere } from '../data/cards';
import { SCENARIOS, type ScenarioId } from '../data/scenarios';
import { getDef } from '../cards/registry';
import { endState, groupScore } from '../rules';
import { legalEvents } from '../flow';
import { stagingThreat, stat } from '../state';
import type { Iid, Json, LcgContext, LcgEvent, Pay, Phase, Step } from '../types';
import { responseTrigger, type ResponseTrigger } from './trigger';

type Msg = (inputs?: Record<string, unknown>) => string;
const messages = m as unknown as Record<string, Msg>;

/** A message by key with params (and their grammar flags: `gram`), or the key itself when the message does not exist. */
export function msg(key: string, params?: Record<string, unknown>): string {
	const f = messages[key];
	return f ? f(gram(params ?? {})) : key;
}

let pluralNames: { locale: string; names: Set<string> } | null = null;
/** True when `name` is a card title that is plural in the current locale (the card data's `namePlural`, `nameFrPlural`). */
function pluralName(name: string): boolean {
	const locale = getLocale();
	if (pluralNames?.locale !== locale) pluralNames = { locale, names: new Set(CARDS.filter((c) => (locale === 'fr' ? c.nameFrPlural : c.namePlural)).map((c) => cardName(c.code))) };
	return pluralNames.names.has(name);
}

/**
 * Message params with the flags French messages select on (issue 17: elision and agreement by
 * Paraglide, never by pasting words): for each text param `x`, `xV` = 'yes' when it starts
 * with a vowel (« phase d'organisation », « la menace d'Éowyn ») and `xPl` = 'yes' when it is
 * a plural card title (« Orques de Dol Guldur attaquent », "Dol Guldur Orcs attack"); 'no'
 * otherwise. English messages use `xPl` only (a verb agreeing with a plural title). For each
 * number param `n`, `nZero` = 'yes' when it is 0 (a plural selector cannot tell 0 in French,
 * where it is « one »): "Forest Spider attacks Théodred with 2: no damage.", while a non-zero
 * damage is told by the damage line that follows. Typed loosely on purpose: a message declares
 * only the flags it uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function gram(params: Record<string, unknown>): any {
	const out: Record<string, unknown> = { ...params };
	for (const [k, v] of Object.entries(params)) {
		if (typeof v === 'number') out[`${k}Zero`] = v === 0 ? 'yes' : 'no';
		if (typeof v !== 'string') continue;
		out[`${k}V`] = /^[aeiouyàâäéèêëîïôöûüœæ]/i.test(v) ? 'yes' : 'no';
		out[`${k}Pl`] = pluralName(v) ? 'yes' : 'no';
	}
	return out;
}

/**
 * What a card does as a shadow card (« Ombre »): the part of its text from "Shadow:" /
 * « Ombre : » on, or null when it has no shadow effect (its other text, "When revealed: …",
 * does not apply to a shadow card: issue 17).
 */
export function shadowText(code: string): string | null {
	const d = dataOrNull(code);
	const t = cardText(code);
	if (!d?.shadow || !t) return null;
	const i = t.search(/(Shadow|Ombre)\s*:/);
	return i >= 0 ? t.slice(i) : t;
}

/** True when a message with this key exists. */
export function hasMsg(key: string): boolean {
	return typeof messages[key] === 'function';
}

/** True when the current locale is French. */
export function isFrench(): boolean {
	return getLocale() === 'fr';
}

/** The printed facts of a card code, or null for a hidden card ('?') or an unknown code. */
export function dataOrNull(code: string): CardData | null {
	return CARD_BY_CODE[code] ?? null;
}

/**
 * A card's title in the current locale: the French title when known, else the English one.
 * Quest cards use their side B title (the stage the players face). '?' is a hidden card.
 */
export function cardName(code: string): string {
	const d = dataOrNull(code);
	if (!d) return m.lcg_ui_hidden_card();
	const fr = isFrench();
	if (d.type === 'quest' && d.sideBName) return (fr ? d.sideBNameFr : null) ?? d.sideBName;
	return (fr ? d.nameFr : null) ?? d.name;
}

/** Our own short wording of a card's text in the current locale (its definition's `text`), or null when it has none. */
export function cardText(code: string): string | null {
	const t = getDef(code)?.text;
	if (!t) return null;
	return isFrench() ? t.fr : t.en;
}

/**
 * The card's text as its face in play shows it: without the keywords it opens with when the
 * face's keyword line already names them ("Sentinel. Response: …" → "Response: …"), so that
 * the few lines a small face has go to the ability (issue 17). The whole text: cardText.
 * @param shown the keywords written on the face, in the current locale ("Sentinel", « Sentinelle »)
 */
export function faceText(code: string, shown: string[]): string | null {
	let t = cardText(code);
	if (!t) return null;
	const names = new Set(shown.map((k) => k.toLowerCase()));
	for (;;) {
		const m = /^([^.:]+)\.\s*/.exec(t);
		if (!m || !names.has(m[1].trim().toLowerCase())) break;
		t = t.slice(m[0].length);
	}
	return t || null;
}

/** A sphere's name ("Leadership", « Commandement »). */
export function sphereName(s: Sphere): string {
	return msg(`lcg_ui_sphere_${s}`);
}

/** A sphere's letter cue (colour is never the only cue, UI.md "Look"). */
export function sphereLetter(s: Sphere): string {
	return msg(`lcg_ui_sphere_letter_${s}`);
}

/** The message key part of a trait: 'Dol Guldur' → 'dol_guldur', 'Dúnedain' → 'dunedain'. */
export function traitKey(trait: string): string {
	return trait
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '_');
}

/** A trait in the current locale ("Dwarf" → « Nain »); an unknown trait is shown as printed. */
export function traitName(trait: string): string {
	const key = `lcg_trait_${traitKey(trait)}`;
	return messages[key] ? msg(key) : trait;
}

/** A card type's name ("Ally", « Allié »). */
export function typeName(t: CardData['type']): string {
	return msg(`lcg_ui_type_${t}`);
}

/** A phase's name, lower case as in the log ("quest", « quête »). */
export function phaseName(p: Phase | string): string {
	return msg(`lcg_phase_${p}`);
}

/** A seat's player name (or "#n" when the seat list is shorter). */
export function seatName(seats: SeatSetup[], seat: number): string {
	return seats[seat]?.name ?? `#${seat + 1}`;
}

/** A scenario's name in the current locale. */
export function scenarioName(id: string): string {
	const s = SCENARIOS[id as ScenarioId];
	if (!s) return id;
	return isFrench() ? s.nameFr : s.name;
}

const CARD_PARAMS = ['card', 'target', 'enemy'];

/**
 * Any engine LogEntry (log line, decision prompt, decision option label) in the current locale.
 * Params: `card`/`target`/`enemy` are card codes (→ titles), `seat` a seat number (→ name),
 * `phase` a phase id, `scenario` a scenario id, `choice` a word (→ `lcg_choice_<choice>`);
 * `{player}` is the entry's seat (or `fallbackSeat`). Unknown keys are shown as is.
 */
export function formatEntry(entry: LogEntry, seats: SeatSetup[], fallbackSeat?: number): string {
	const fn = messages[entry.key];
	if (!fn) return entry.key;
	const p: Record<string, unknown> = { ...(entry.params ?? {}) };
	const seat = entry.seat ?? fallbackSeat;
	if (seat !== undefined && !('player' in p)) p.player = seatName(seats, seat);
	for (const k of CARD_PARAMS) if (typeof p[k] === 'string') p[k] = cardName(p[k] as string);
	if (typeof p.seat === 'number') p.seat = seatName(seats, p.seat);
	if (typeof p.phase === 'string') p.phase = phaseName(p.phase);
	if (typeof p.scenario === 'string') p.scenario = scenarioName(p.scenario);
	if (typeof p.choice === 'string') p.choice = msg(`lcg_choice_${p.choice}`);
	return fn(gram(p));
}

/** A log line in the current locale (GameUi.formatLog). */
export function formatLog(entry: LogEntry, seats: SeatSetup[]): string {
	return formatEntry(entry, seats);
}

/* ------------------------------------------------------------ steps */

/** The step a window follows ('quest.stagingWindow' → 'quest.staging'; 'resource.window' → 'resource.gather'). */
export function windowBase(step: Step): Step | null {
	if (step === 'combat.endWindow') return null;
	if (step.endsWith('Window')) return step.slice(0, -'Window'.length) as Step;
	if (step.endsWith('.window')) {
		const first: Record<string, Step> = { resource: 'resource.gather', planning: 'planning.play', travel: 'travel.choose', refresh: 'refresh.ready' };
		return first[step.split('.')[0]] ?? null;
	}
	return null;
}

/** True for an action window step (« Actions des joueurs »). */
export function isWindowStep(step: Step): boolean {
	return step === 'combat.endWindow' || step.endsWith('Window') || step.endsWith('.window');
}

/** A step, zone or other camelCase id as a message key part ('combat.enemyChoose' → 'combat_enemy_choose'). */
export function snake(id: string): string {
	return id.replace('.', '_').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** A step's short name ("Commit characters", « Engager les personnages »). Windows: "Actions (after …)". */
export function stepName(step: Step): string {
	if (step === 'combat.endWindow') return m.lcg_ui_step_end_window();
	if (isWindowStep(step)) {
		const base = windowBase(step);
		return m.lcg_ui_step_window({ after: base ? stepName(base) : '' });
	}
	return msg(`lcg_ui_step_${snake(step)}`);
}

/** "Round 2 · Quest · Commit characters" (GameUi.phaseLabel). */
export function phaseLabel(s: GameSnapshot<LcgContext>): string {
	const c = s.context;
	if (c.outcome === 'victory' || c.step === 'end.victory') return m.lcg_ui_label_victory();
	if (c.outcome === 'defeat' || c.step === 'end.defeat') return m.lcg_ui_label_defeat();
	const phase = cap(phaseName(c.step.split('.')[0]));
	if (c.round === 0) return `${phase} · ${stepName(c.step)}`;
	return `${m.lcg_ui_round({ round: c.round })} · ${phase} · ${stepName(c.step)}`;
}

function cap(s: string): string {
	return s.charAt(0).toUpperCase() + s.slice(1);
}

/* ------------------------------------------------------------ labels */

/** Where a card is, in a few words (to tell twins apart in lists): "staging area", "Ann's hand"… */
export function zoneLabel(ctx: LcgContext, id: Iid, seats: SeatSetup[]): string {
	const c = ctx.cards[id];
	if (!c) return '';
	const z = c.zone;
	const i = z.indexOf(':');
	if (i >= 0) {
		const seat = Number(z.slice(i + 1));
		return msg(`lcg_ui_zone_${z.slice(0, i)}`, { player: seatName(seats, seat) });
	}
	if (z === 'attached' || z === 'shadow') {
		const host = c.attachedTo ? ctx.cards[c.attachedTo] : null;
		return host ? m.lcg_ui_zone_on({ card: cardName(host.cardId) }) : '';
	}
	return msg(`lcg_ui_zone_${snake(z)}`);
}

/** The name of the card instance `id` ('?' when hidden or unknown). */
export function instName(ctx: LcgContext, id: string): string {
	const c = ctx.cards[id];
	return c ? cardName(c.cardId) : id;
}

/** A payment in words: "Aragorn 2 + Glóin 1"; empty for a free payment. */
export function payLabel(ctx: LcgContext, pay: Pay | undefined | null): string {
	if (!pay) return '';
	const parts = Object.entries(pay)
		.filter(([, n]) => n > 0)
		.map(([id, n]) => `${instName(ctx, id)} ${n}`);
	return parts.join(' + ');
}

/**
 * A target (Json) in words: a card instance id → its title; a seat number → the player's
 * name; a word → `lcg_choice_<word>`; an object → "exhaust Aragorn, ready Glóin" (keys through
 * `lcg_ui_key_<key>` when known).
 */
export function targetLabel(ctx: LcgContext, t: Json | undefined, seats: SeatSetup[]): string {
	if (t === undefined || t === null) return '';
	if (typeof t === 'string') return ctx.cards[t] ? instName(ctx, t) : messages[`lcg_choice_${t}`] ? msg(`lcg_choice_${t}`) : t;
	if (typeof t === 'number') return seatName(seats, t);
	if (typeof t === 'boolean') return String(t);
	if (Array.isArray(t)) return t.map((x) => targetLabel(ctx, x, seats)).join(', ');
	return Object.entries(t)
		.map(([k, v]) => {
			const key = messages[`lcg_ui_key_${k}`] ? msg(`lcg_ui_key_${k}`) : k;
			return `${key} ${targetLabel(ctx, v, seats)}`;
		})
		.join(', ');
}

/** The label of DONE in the current step ("Done committing", "Do not travel", …). */
export function doneLabel(ctx: LcgContext): string {
	if (ctx.step === 'combat.enemyDefend') return m.lcg_ui_done_sentinel();
	// A player asked to join another's attack with a Ranged character passes (« À Distance »).
	if (ctx.step === 'combat.playerDeclare' && ctx.combat.playerAttack?.joining?.length) return m.lcg_ui_done_join();
	const k = `lcg_ui_done_${snake(ctx.step)}`;
	return messages[k] ? msg(k) : m.lcg_ui_done();
}

/**
 * A legal event in words, for buttons and the list of every move: "Play Guard of the Citadel
 * (pay Aragorn 2)", "Commit Éowyn to the quest", "Defend with Gimli", "Continue"…
 * CHOOSE events are labelled by the open decision's option label.
 */
export function eventLabel(ctx: LcgContext, ev: LcgEvent, seats: SeatSetup[]): string {
	const name = (id: string) => instName(ctx, id);
	switch (ev.type) {
		case 'KEEP':
			return m.lcg_ui_ev_keep();
		case 'MULLIGAN':
			return m.lcg_ui_ev_mulligan();
		case 'CONTINUE':
			return m.lcg_ui_ev_continue();
		case 'DONE':
			return doneLabel(ctx);
		case 'NO_DEFENDER':
			return m.lcg_ui_ev_no_defender();
		case 'CONFIRM':
			return m.lcg_ui_ev_confirm();
		case 'COMMIT':
			return m.lcg_ui_ev_commit({ card: name(ev.card) });
		case 'TRAVEL':
			return m.lcg_ui_ev_travel({ card: name(ev.location) });
		case 'ENGAGE':
			return m.lcg_ui_ev_engage({ card: name(ev.enemy) });
		case 'RESOLVE_ATTACK':
			return m.lcg_ui_ev_resolve_attack(gram({ card: name(ev.enemy) }));
		case 'DEFEND':
			return m.lcg_ui_ev_defend({ card: name(ev.card) });
		case 'ATTACK':
			return m.lcg_ui_ev_attack({ card: name(ev.enemy) });
		case 'ADD_ATTACKER':
			return m.lcg_ui_ev_add_attacker({ card: name(ev.card) });
		case 'PLAY':
		case 'ACTIVATE': {
			let s: string = ev.type === 'PLAY' ? m.lcg_ui_ev_play({ card: name(ev.card) }) : m.lcg_ui_ev_activate({ card: name(ev.card) });
			if (ev.type === 'ACTIVATE' && abilityCount(ctx, ev.card) > 1) s += ` #${ev.ability + 1}`;
			const t = targetLabel(ctx, ev.target, seats);
			if (t) s += ` → ${t}`;
			if (ev.type === 'PLAY' && ev.x !== undefined) s += ` (X = ${ev.x})`;
			const p = payLabel(ctx, ev.pay);
			if (p) s += ` · ${m.lcg_ui_pay({ pay: p })}`;
			return s;
		}
		case 'CHOOSE':
			return chooseLabel(ctx, ev.value, seats);
	}
}

/** How many Actions a card's definition has. */
export function abilityCount(ctx: LcgContext, id: Iid): number {
	const c = ctx.cards[id];
	return c ? (getDef(c.cardId)?.actions?.length ?? 0) : 0;
}

/**
 * The label of one option of the open decision, found by its value, in words; a payment in
 * the value ({ pay }) is added so that two options differing only by who pays stay distinct.
 */
export function chooseLabel(ctx: LcgContext, value: Json, seats: SeatSetup[]): string {
	const d = ctx.decision;
	const key = JSON.stringify(value);
	const o = d?.options.find((x) => JSON.stringify(x.value) === key);
	let s = o ? formatEntry(o.label, seats, d!.seat) : targetLabel(ctx, value, seats);
	if (value && typeof value === 'object' && !Array.isArray(value) && value.pay && typeof value.pay === 'object' && !Array.isArray(value.pay)) {
		const p = payLabel(ctx, value.pay as Pay);
		if (p) s += ` · ${m.lcg_ui_pay({ pay: p })}`;
	}
	return s;
}

/* ------------------------------------------------------------ prompt */

/** Non-decline card codes offered by a response decision, and whether they are all played from hand. */
function responseCards(ctx: LcgContext): { cards: string[]; fromHand: boolean } {
	const d = ctx.decision;
	if (!d) return { cards: [], fromHand: false };
	const out = new Set<string>();
	let fromHand = true;
	for (const o of d.options) {
		if (o.value === 'decline') continue;
		const c = o.label.params?.card;
		if (typeof c === 'string') out.add(c);
		if (!o.label.key.startsWith('lcg_opt_play')) fromHand = false;
	}
	return { cards: [...out], fromHand };
}

/** What happened to the card behind a Response offer, in one sentence ("Necromancer's Reach was just revealed."). */
export function triggerLine(t: ResponseTrigger): string {
	const card = cardName(t.code);
	const other = t.others[0] ? cardName(t.others[0]) : '';
	switch (t.type) {
		case 'revealed':
			return m.lcg_ui_trigger_revealed(gram({ card }));
		case 'shadowTriggered':
		case 'shadowDealt':
		case 'shadowResolved':
			return m.lcg_ui_trigger_shadow(gram({ card }));
		case 'attacks':
		case 'enemyAttacked':
			return m.lcg_ui_trigger_attacks(gram({ card }));
		case 'engaged':
			return m.lcg_ui_trigger_engaged(gram({ card }));
		case 'defenderDeclared':
			return m.lcg_ui_trigger_defender({ card, other });
		case 'attackResolved':
			return m.lcg_ui_trigger_attack_resolved(gram({ card }));
		case 'destroyed':
			return m.lcg_ui_trigger_destroyed(gram({ card }));
		case 'leftPlay':
			return m.lcg_ui_trigger_left_play(gram({ card }));
		case 'damaged':
			return m.lcg_ui_trigger_damaged(gram({ card }));
		case 'enteredPlay':
			return m.lcg_ui_trigger_entered_play({ card });
		case 'travelled':
			return m.lcg_ui_trigger_travelled({ card });
		case 'explored':
			return m.lcg_ui_trigger_explored(gram({ card }));
		case 'stageRevealed':
			return m.lcg_ui_trigger_stage(gram({ card }));
		case 'progressPlaced':
			return m.lcg_ui_trigger_progress({ card });
		case 'committed':
			return m.lcg_ui_trigger_committed(gram({ card: listJoin([card, ...t.others.map(cardName)]), count: 1 + t.others.length }));
		default:
			return m.lcg_ui_trigger_any({ card });
	}
}

/**
 * The text of the open decision, as its chooser should read it: the engine's prompt, or for a
 * response offer naming one card, "Use Eleanor's response to The Necromancer's Reach?" (a card
 * in play) or "Play Hasty Stroke now, in response to Despair?" (a response event from hand).
 * `full`, when given, is the whole context (its pending stack names the trigger; a seat's view
 * has none): without it the prompt names the responding card only.
 */
export function decisionPrompt(ctx: LcgContext, seats: SeatSetup[], full?: LcgContext): string {
	const d = ctx.decision;
	if (!d) return '';
	if (d.prompt.key === 'lcg_prompt_response') {
		const { cards, fromHand } = responseCards(ctx);
		const t = responseTrigger(full ?? ctx);
		// Named unless the responding card is the one it is about (Aragorn after he commits).
		if (cards.length === 1 && t && t.code !== cards[0]) {
			const p = { card: cardName(cards[0]), trigger: cardName(t.code) };
			return fromHand ? m.lcg_ui_prompt_play_response_to(p) : m.lcg_ui_prompt_use_response_to(gram(p));
		}
		if (cards.length === 1) return fromHand ? m.lcg_ui_prompt_play_response({ card: cardName(cards[0]) }) : m.lcg_ui_prompt_use_response(gram({ card: cardName(cards[0]) }));
		if (cards.length > 1) return m.lcg_ui_prompt_use_responses(gram({ cards: listJoin(cards.map(cardName)) }));
	}
	return formatEntry(d.prompt, seats, d.seat);
}

/**
 * What `seat` is asked to do now (GameUi.prompt): the open decision, the step's move ("Commit
 * characters to the quest", "Declare a defender against Hill Troll"), an action window
 * ("Actions before the quest resolves? Continue when ready"), or who is playing.
 */
export function prompt(s: GameSnapshot<LcgContext>, seat: SeatId, seats: SeatSetup[]): string {
	const c = s.context;
	if (c.outcome || c.step.startsWith('end.')) return m.lcg_ui_prompt_over();
	if (c.players[seat]?.eliminated) return m.lcg_ui_prompt_eliminated();
	if (c.decision) {
		if (c.decision.seat === seat) return decisionPrompt(c, seats);
		return m.lcg_ui_prompt_wait_choice({ player: seatName(seats, c.decision.seat) });
	}
	if (isWindowStep(c.step)) {
		const base = windowBase(c.step);
		const after = base ? stepName(base) : stepName(c.step);
		return seat === c.firstPlayer ? m.lcg_ui_prompt_window_first({ after }) : m.lcg_ui_prompt_window_other({ after, player: seatName(seats, c.firstPlayer) });
	}
	const name = (id: string) => instName(c, id);
	const a = c.combat.attack;
	const pa = c.combat.playerAttack;
	const mine = c.cursor === seat;
	// While the attack is declared, every player may see it; once the other players are asked to join (« À Distance »), the one asked acts.
	if (!mine && !(c.step === 'combat.playerDeclare' && pa && !pa.confirmed && !pa.joining?.length)) {
		return c.cursor !== null ? m.lcg_ui_prompt_wait({ player: seatName(seats, c.cursor) }) : m.lcg_ui_prompt_auto();
	}
	switch (c.step) {
		case 'setup.mulligan':
			return m.lcg_ui_prompt_mulligan();
		case 'planning.play':
			return m.lcg_ui_prompt_planning();
		case 'quest.commit': {
			const will = [...c.committed, ...c.selection].reduce((n, id) => n + stat(c, id, 'willpower'), 0);
			return m.lcg_ui_prompt_commit({ willpower: will, threat: stagingThreat(c) });
		}
		case 'travel.choose':
			return m.lcg_ui_prompt_travel();
		case 'encounter.optional':
			return m.lcg_ui_prompt_engage();
		case 'combat.enemyChoose':
			return m.lcg_ui_prompt_enemy_choose();
		case 'combat.enemyDefend':
			if (a && a.seat !== seat) return m.lcg_ui_prompt_sentinel(gram({ card: name(a.enemy), player: seatName(seats, a.seat) }));
			return a ? m.lcg_ui_prompt_defend({ card: name(a.enemy), attack: stat(c, a.enemy, 'attack') }) : m.lcg_ui_prompt_auto();
		case 'combat.playerDeclare':
			if (pa && !pa.confirmed) {
				if (pa.seat !== seat) return m.lcg_ui_prompt_join_attack({ card: name(pa.target), player: seatName(seats, pa.seat) });
				return m.lcg_ui_prompt_attackers({ card: name(pa.target) });
			}
			return m.lcg_ui_prompt_attack();
		default:
			return m.lcg_ui_prompt_auto();
	}
}

/**
 * What the table is asked in an action window where several players may act (GameUi.tablePrompt):
 * "Any Actions after Staging? Tap your name to play one, or Legolas continues." Empty otherwise.
 */
export function tablePrompt(s: GameSnapshot<LcgContext>, seats: SeatSetup[]): string {
	const c = s.context;
	if (c.outcome || c.decision || !isWindowStep(c.step)) return '';
	const base = windowBase(c.step);
	return m.lcg_ui_table_window({ after: base ? stepName(base) : stepName(c.step), player: seatName(seats, c.firstPlayer) });
}

/** The first player's Continue in an action window, one tap from the table (GameUi.tableMove); null otherwise. */
export function tableMove(s: GameSnapshot<LcgContext>, seats: SeatSetup[]): { label: string; event: LcgEvent } | null {
	const c = s.context;
	if (c.outcome || c.decision || !isWindowStep(c.step)) return null;
	const ev = legalEvents(c, c.firstPlayer).find((e) => e.type === 'CONTINUE');
	return ev ? { label: m.lcg_ui_table_continue({ player: seatName(seats, c.firstPlayer) }), event: ev } : null;
}

/* ------------------------------------------------------------ result */

/**
 * Each player's end state in a lost game, as it stands (no score): threat (or eliminated at a
 * threat), and the dead heroes when there are some.
 */
export function lostLines(c: LcgContext, seats: SeatSetup[]): string[] {
	return endState(c).flatMap((e) => {
		const player = seatName(seats, e.seat);
		const threat = e.eliminated ? m.lcg_end_lost_eliminated({ player, threat: e.threat }) : m.lcg_end_lost_threat({ player, threat: e.threat });
		return e.deadHeroes.length ? [threat, m.lcg_end_lost_dead(gram({ player, heroes: listJoin(e.deadHeroes.map(cardName)) }))] : [threat];
	});
}

/**
 * The outcome, then for a won game the score sheet (« DÉCOMPTE »), one line per player: final
 * threat + threat cost of dead heroes + damage on surviving heroes = subtotal; the victory
 * points and the group score (lower is better). A lost game has no score (« Si les joueurs ont
 * gagné la partie »): its players' end state instead (`lostLines`). Empty while the game goes on.
 */
export function resultLines(s: GameSnapshot<LcgContext>, seats: SeatSetup[]): string[] {
	const c = s.context;
	if (!c.outcome) return [];
	const sheet = groupScore(c);
	if (!sheet) return [m.lcg_ui_result_defeat(), m.lcg_end_no_score(), ...lostLines(c, seats)];
	const lines = [m.lcg_ui_result_victory()];
	for (const l of sheet.lines) {
		const p = { player: seatName(seats, l.seat), threat: l.threat, dead: l.deadHeroes, damage: l.damage, subtotal: l.subtotal };
		lines.push(l.eliminated ? m.lcg_ui_result_line_eliminated(p) : m.lcg_ui_result_line(p));
	}
	lines.push(m.lcg_ui_result_victory_points({ points: sheet.victoryPoints > 0 ? `−${sheet.victoryPoints}` : '0' }));
	lines.push(m.lcg_ui_result_total({ total: sheet.total }));
	return lines;
}
