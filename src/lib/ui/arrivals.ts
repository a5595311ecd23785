/**
 * What has just arrived on a board (issue 11 "animations of card moves ≤ 200 ms"): a board
 * lists the keys it shows ("zone:card" strings) after each render; the keys new since the last
 * render get the shared `.card-arrive` class once (app.css).
 */

/**
 * Remembers which keys were shown at the last render, to tell the ones that have just arrived
 * (laid, put face up, drawn into the hand). The first render and a change of `who` (another
 * viewer) show nothing as arrived.
 */
export class Arrivals {
	private prev: Set<string> | null = null;
	private who = '';

	/**
	 * The keys in `now` that were not there at the last `commit` (for the same `who`).
	 * @param now the keys shown now
	 * @param who whose board it is (the viewer)
	 * @returns the new keys (empty on the first render or for another viewer)
	 */
	arrived(now: readonly string[], who: string): Set<string> {
		const prev = this.prev;
		if (prev === null || who !== this.who) return new Set();
		return new Set(now.filter((k) => !prev.has(k)));
	}

	/**
	 * Records what is shown now (call after each render).
	 * @param now the keys shown now
	 * @param who whose board it is
	 */
	commit(now: readonly string[], who: string): void {
		this.prev = new Set(now);
		this.who = who;
	}
}
