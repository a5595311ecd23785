/**
 * How the Board turns the viewer's legal events into taps (UI.md "Touch": tap to select, tap
 * to place). Pure functions over `legal` (the session's list for the viewer), so every legal
 * event stays reachable:
 *
 * - **direct** events have one subject card and nothing else to choose (COMMIT, TRAVEL,
 *   ENGAGE, RESOLVE_ATTACK, DEFEND, ATTACK, ADD_ATTACKER, and CHOOSE about a card):
 *   a tap on that card sends it;
 * - **selectable** events (PLAY, ACTIVATE) start with a tap on the card, then each open
 *   question (ability, target — one question per key of an object target —, X, payment) is
 *   answered by a tap on a glowing card or on a button, until one event remains;
 * - **buttons**: CONTINUE, DONE, KEEP, MULLIGAN, NO_DEFENDER, CONFIRM;
 * - **choices**: CHOOSE events, all listed in the decision panel.
 */
import type { Iid, Json, LcgContext, LcgEvent } from '../types';

/** The viewer's legal events, sorted by how the Board reaches them. */
export interface Moves {
	/** Card instance id → the event a tap on it sends. */
	direct: Map<Iid, LcgEvent>;
	/** Card instance id → its PLAY / ACTIVATE events. */
	selectable: Map<Iid, LcgEvent[]>;
	/** Events with a button of their own, in the order of `legal`. */
	buttons: LcgEvent[];
	/** CHOOSE events (the open decision). */
	choices: LcgEvent[];
}

const BUTTONS = new Set(['CONTINUE', 'DONE', 'KEEP', 'MULLIGAN', 'NO_DEFENDER', 'CONFIRM']);

/** The card a direct event is about, or null for other events. */
export function subjectOf(ev: LcgEvent): Iid | null {
	switch (ev.type) {
		case 'COMMIT':
		case 'DEFEND':
		case 'ADD_ATTACKER':
			return ev.card;
		case 'TRAVEL':
			return ev.location;
		case 'ENGAGE':
		case 'RESOLVE_ATTACK':
		case 'ATTACK':
			return ev.enemy;
		default:
			return null;
	}
}

/**
 * The card a decision option is about: the value itself when it is a card id, or the target
 * `t` of a response option (`{ src, r, t }`, `{ play, pay, t }`).
 */
export function choiceCard(value: Json): Iid | null {
	if (typeof value === 'string') return value;
	if (value && typeof value === 'object' && !Array.isArray(value) && typeof value.t === 'string') return value.t;
	return null;
}

/**
 * Sorts `legal` for the Board. A CHOOSE about a card in `ctx.cards` (see `choiceCard`) is also
 * a direct event on that card (it stays in `choices` too).
 */
export function sortMoves(ctx: LcgContext, legal: LcgEvent[]): Moves {
	const out: Moves = { direct: new Map(), selectable: new Map(), buttons: [], choices: [] };
	for (const ev of legal) {
		if (BUTTONS.has(ev.type)) out.buttons.push(ev);
		else if (ev.type === 'CHOOSE') {
			out.choices.push(ev);
			const card = choiceCard(ev.value);
			if (card && ctx.cards[card] && !out.direct.has(card)) out.direct.set(card, ev);
		} else if (ev.type === 'PLAY' || ev.type === 'ACTIVATE') {
			const list = out.selectable.get(ev.card) ?? [];
			list.push(ev);
			out.selectable.set(ev.card, list);
		} else {
			const s = subjectOf(ev);
			if (s && !out.direct.has(s)) out.direct.set(s, ev);
		}
	}
	return out;
}

/**
 * Equivalent cards: the engine lists one of several identical cards (same title, zone and
 * state) once (`distinctByCard`); a tap on a twin means the listed one. Returns card id →
 * the id that has the event, for every twin without an event of its own.
 */
export function twins(ctx: LcgContext, withEvent: Iterable<Iid>): Map<Iid, Iid> {
	const key = (id: Iid) => {
		const c = ctx.cards[id];
		return `${c.cardId}|${c.zone}|${c.damage}|${c.progress}|${c.resources}|${c.exhausted}|${c.attachedTo ?? ''}`;
	};
	const has = new Set(withEvent);
	const byKey = new Map<string, Iid>();
	for (const id of has) if (ctx.cards[id] && !byKey.has(key(id))) byKey.set(key(id), id);
	const out = new Map<Iid, Iid>();
	if (byKey.size === 0) return out;
	for (const id of has) {
		const z = ctx.cards[id]?.zone;
		if (!z) continue;
		for (const other of ctx.zones[z] ?? []) {
			if (has.has(other) || out.has(other) || ctx.cards[other].cardId === '?') continue;
			const target = byKey.get(key(other));
			if (target) out.set(other, target);
		}
	}
	return out;
}

/* ------------------------------------------------------ open questions */

/** One question asked to narrow the events of a selected card down to one. */
export interface Dim {
	/** 'ability' | 'target' | 'target.<key>' | 'x' | 'pay' */
	id: string;
	/** Where the answer sits in the event. */
	path: string[];
}

function at(ev: LcgEvent, path: string[]): Json | undefined {
	let v: unknown = ev;
	for (const k of path) {
		if (v === null || typeof v !== 'object') return undefined;
		v = (v as Record<string, unknown>)[k];
	}
	return v as Json | undefined;
}

/** The value of a question in an event, as a comparable string (JSON; '' when absent). */
export function answerOf(ev: LcgEvent, dim: Dim): string {
	const v = at(ev, dim.path);
	return v === undefined ? '' : JSON.stringify(v);
}

/** The questions of a card's events, in the order they are asked. */
export function dimsOf(events: LcgEvent[]): Dim[] {
	const dims: Dim[] = [];
	if (events.some((e) => e.type === 'ACTIVATE')) dims.push({ id: 'ability', path: ['ability'] });
	const targets = events.map((e) => ('target' in e ? e.target : undefined));
	const objects = targets.filter((t) => t !== undefined && t !== null && typeof t === 'object' && !Array.isArray(t)) as Record<string, Json>[];
	if (objects.length > 0 && objects.length === targets.length) {
		const keys: string[] = [];
		for (const o of objects) for (const k of Object.keys(o)) if (!keys.includes(k)) keys.push(k);
		for (const k of keys) dims.push({ id: `target.${k}`, path: ['target', k] });
	} else dims.push({ id: 'target', path: ['target'] });
	dims.push({ id: 'x', path: ['x'] });
	dims.push({ id: 'pay', path: ['pay'] });
	return dims;
}

/** The events that agree with every answer given so far (answers: dim id → answer string). */
export function narrow(events: LcgEvent[], answers: Record<string, string>): LcgEvent[] {
	const dims = dimsOf(events);
	return events.filter((e) => dims.every((d) => !(d.id in answers) || answerOf(e, d) === answers[d.id]));
}

/** The next open question: the first with more than one possible answer, and its answers (distinct, in order). */
export function nextQuestion(events: LcgEvent[]): { dim: Dim; answers: string[] } | null {
	for (const dim of dimsOf(events)) {
		const answers: string[] = [];
		for (const e of events) {
			const a = answerOf(e, dim);
			if (!answers.includes(a)) answers.push(a);
		}
		if (answers.length > 1) return { dim, answers };
	}
	return null;
}

/** The card ids among a question's answers (the cards that glow while it is asked). */
export function cardAnswers(ctx: LcgContext, answers: string[]): Iid[] {
	const out: Iid[] = [];
	for (const a of answers) {
		if (!a) continue;
		const v = JSON.parse(a) as Json;
		if (typeof v === 'string' && ctx.cards[v]) out.push(v);
	}
	return out;
}
