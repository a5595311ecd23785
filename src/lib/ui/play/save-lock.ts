/**
 * One tab plays a save at a time (issue 10 "Two tabs on one save"; Web Locks, `met-save:<id>`):
 * the first tab holds the lock; another shows the game read-only. `take(id, true)` takes the lock
 * over ("play here instead"): the other tab's hold is aborted and its `onStolen` runs.
 */
export class SaveLock {
	private release: (() => void) | null = null;
	private closed = false;

	/** @param onStolen runs when another tab takes this tab's lock (this tab turns read-only). */
	constructor(private readonly onStolen: () => void) {}

	/**
	 * Asks for the save's lock: at once if free (`steal` false), or taking it over (`steal` true).
	 * @returns true when this tab now holds the lock (or the browser has no Web Locks)
	 * @throws nothing
	 */
	take(id: string, steal: boolean): Promise<boolean> {
		const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
		if (!locks) return Promise.resolve(true);
		this.release?.();
		this.release = null;
		return new Promise<boolean>((resolve) => {
			locks
				.request(`met-save:${id}`, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
					if (!lock || this.closed) {
						resolve(false);
						return;
					}
					resolve(true);
					return new Promise<void>((release) => (this.release = release));
				})
				.catch(() => {
					// Stolen by another tab ("play here instead" there): watch from now on.
					this.release = null;
					if (!this.closed) this.onStolen();
				});
		});
	}

	/** Lets the lock go for good (the page is left). */
	close(): void {
		this.closed = true;
		this.release?.();
		this.release = null;
	}
}
