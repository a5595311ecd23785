/**
 * Manoeuvres (rulebook « Phase 3 : les manœuvres »): battalions move between territories the
 * player holds, through its own connected territories only (« Vous ne pouvez pas traverser un
 * territoire ennemi »), never over mountains nor unbridged rivers (they are not adjacencies in
 * data/map.ts), leaving at least one battalion behind.
 */
import { NEIGHBOURS } from './board';

/** A crossing closed to the move (You Shall Not Pass!'s bridge `a` – `b`, rules/special.ts), or null. */
export type Closed = { a: number; b: number } | null | undefined;

const closedEdge = (closed: Closed, x: number, y: number): boolean => !!closed && ((closed.a === x && closed.b === y) || (closed.a === y && closed.b === x));

/**
 * The shortest path from `from` to `to` through territories `who` holds (both ends included),
 * never over the `closed` crossing, or null when there is none. Breadth-first, neighbours in
 * map order (deterministic).
 */
export function manoeuvrePath(owner: number[], who: number, from: number, to: number, closed?: Closed): number[] | null {
	if (owner[from] !== who || owner[to] !== who || from === to) return null;
	const prev = new Map<number, number>([[from, -1]]);
	const queue = [from];
	while (queue.length) {
		const t = queue.shift() as number;
		if (t === to) break;
		for (const n of NEIGHBOURS[t]) {
			if (owner[n] !== who || prev.has(n) || closedEdge(closed, t, n)) continue;
			prev.set(n, t);
			queue.push(n);
		}
	}
	if (!prev.has(to)) return null;
	const path = [to];
	while (path[0] !== from) path.unshift(prev.get(path[0]) as number);
	return path;
}

/** Every territory reachable from `from` through `who`'s territories, never over the `closed` crossing (not `from` itself). */
export function reachable(owner: number[], who: number, from: number, closed?: Closed): number[] {
	const seen = new Set([from]);
	const queue = [from];
	while (queue.length) {
		const t = queue.shift() as number;
		for (const n of NEIGHBOURS[t]) {
			if (owner[n] !== who || seen.has(n) || closedEdge(closed, t, n)) continue;
			seen.add(n);
			queue.push(n);
		}
	}
	seen.delete(from);
	return [...seen].sort((a, b) => a - b);
}
