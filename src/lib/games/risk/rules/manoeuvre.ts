/**
 * Manoeuvres (rulebook « Phase 3 : les manœuvres »): battalions move between territories the
 * player holds, through its own connected territories only (« Vous ne pouvez pas traverser un
 * territoire ennemi »), never over mountains nor unbridged rivers (they are not adjacencies in
 * data/map.ts), leaving at least one battalion behind.
 */
import { NEIGHBOURS } from './board';

/**
 * The shortest path from `from` to `to` through territories `who` holds (both ends included),
 * or null when there is none. Breadth-first, neighbours in map order (deterministic).
 */
export function manoeuvrePath(owner: number[], who: number, from: number, to: number): number[] | null {
	if (owner[from] !== who || owner[to] !== who || from === to) return null;
	const prev = new Map<number, number>([[from, -1]]);
	const queue = [from];
	while (queue.length) {
		const t = queue.shift() as number;
		if (t === to) break;
		for (const n of NEIGHBOURS[t]) {
			if (owner[n] !== who || prev.has(n)) continue;
			prev.set(n, t);
			queue.push(n);
		}
	}
	if (!prev.has(to)) return null;
	const path = [to];
	while (path[0] !== from) path.unshift(prev.get(path[0]) as number);
	return path;
}

/** Every territory reachable from `from` through `who`'s territories (not `from` itself). */
export function reachable(owner: number[], who: number, from: number): number[] {
	const seen = new Set([from]);
	const queue = [from];
	while (queue.length) {
		const t = queue.shift() as number;
		for (const n of NEIGHBOURS[t]) {
			if (owner[n] !== who || seen.has(n)) continue;
			seen.add(n);
			queue.push(n);
		}
	}
	seen.delete(from);
	return [...seen].sort((a, b) => a - b);
}
