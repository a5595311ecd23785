/**
 * One tab plays a save at a time (issue 10 "Two tabs on one save"; Web Locks, `met-save:<id>`):
 * the first tab holds the lock; another shows the game read-only.
 *
 * `take(id, true)` takes the lock over ("play here instead") in an orderly hand-over (issue 20:
 * a take-over while the old tab still had a move in flight made the new tab's first bot move
 * refused, and the bots paused):
 * 1. the new tab asks the holder on a BroadcastChannel to let go, and queues for the lock;
 * 2. the holder stops playing (`onStolen`), waits for its move in flight to be saved or
 *    dropped (`drain`), then releases the lock;
 * 3. the new tab gets the lock only then, and loads the save after that.
 * A holder that does not answer within `HANDOVER_MS` (a frozen tab) loses the lock by force
 * (`steal`), as before.
 */

/** The channel on which a tab asks the holder of a save's lock to let it go. */
export const LOCK_CHANNEL = 'met-save-lock';

/** How long a take-over waits for the holder to finish its move in flight before taking the lock by force. */
export const HANDOVER_MS = 3000;

export class SaveLock {
	private release: (() => void) | null = null;
	private closed = false;
	private held: string | null = null;
	private channel: BroadcastChannel | null = null;

	/**
	 * @param onStolen runs when another tab takes this tab's lock (this tab turns read-only and
	 *   stops playing); it runs before `drain`
	 * @param drain resolves once this tab's move in flight, if any, is saved or dropped
	 *   (`LiveGame.idle`); the lock is handed over after it
	 */
	constructor(
		private readonly onStolen: () => void,
		private readonly drain: () => Promise<void> = () => Promise.resolve()
	) {
		if (typeof BroadcastChannel === 'function') {
			this.channel = new BroadcastChannel(LOCK_CHANNEL);
			this.channel.onmessage = (e: MessageEvent) => {
				const msg = e.data as { type?: unknown; id?: unknown } | null;
				if (msg?.type === 'let-go' && msg.id === this.held && this.release) void this.letGo();
			};
		}
	}

	/**
	 * Asks for the save's lock: at once if free (`steal` false), or taking it over (`steal` true:
	 * the holder finishes its move in flight first, see above).
	 * @returns true when this tab now holds the lock (or the browser has no Web Locks)
	 * @throws nothing
	 */
	async take(id: string, steal: boolean): Promise<boolean> {
		const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
		if (!locks) return true;
		this.release?.();
		this.release = null;
		this.held = null;
		if (!steal) return this.request(locks, id, { ifAvailable: true });
		this.channel?.postMessage({ type: 'let-go', id });
		const timeout = new AbortController();
		const timer = setTimeout(() => timeout.abort(), HANDOVER_MS);
		const orderly = await this.request(locks, id, { signal: timeout.signal });
		clearTimeout(timer);
		if (orderly || this.closed) return orderly;
		return this.request(locks, id, { steal: true });
	}

	/** Lets the lock go for good (the page is left). */
	close(): void {
		this.closed = true;
		this.release?.();
		this.release = null;
		this.held = null;
		this.channel?.close();
		this.channel = null;
	}

	/** Another tab asked for the lock: stop, finish the move in flight, then hand the lock over. */
	private async letGo(): Promise<void> {
		const release = this.release;
		this.release = null;
		this.held = null;
		if (!this.closed) this.onStolen();
		try {
			await this.drain();
		} catch {
			/* a move that failed is rolled back: nothing of it is left to write */
		}
		release?.();
	}

	private request(locks: LockManager, id: string, options: LockOptions): Promise<boolean> {
		return new Promise<boolean>((resolve) => {
			locks
				.request(`met-save:${id}`, options, (lock) => {
					if (!lock || this.closed) {
						resolve(false);
						return;
					}
					this.held = id;
					resolve(true);
					return new Promise<void>((release) => (this.release = release));
				})
				.catch(() => {
					// Timed out (an orderly take-over not answered): the caller steals next.
					// Or stolen by force by another tab: watch from now on.
					if (this.held === id) {
						this.release = null;
						this.held = null;
						if (!this.closed) this.onStolen();
					}
					resolve(false);
				});
		});
	}
}
