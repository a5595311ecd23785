/**
 * Keeps the screen on during a game (issue 10 "The tablet PWA"), through the Screen Wake Lock
 * API where the browser has it (Chrome/Edge; Safari from iPadOS/iOS 16.4 in the browser, but in a
 * web app installed on the Home Screen only from iPadOS/iOS 18.4); elsewhere it does nothing.
 *
 * The browser drops a wake lock when the page is hidden; this takes it again when the page is
 * visible, and lets it go when the page is hidden or the returned function is called.
 */

/** The part of `navigator.wakeLock` used here. */
interface WakeLockLike {
	request(type: 'screen'): Promise<{ released: boolean; release(): Promise<void> }>;
}

/**
 * Asks for a screen wake lock now and again each time the page becomes visible.
 * @param nav the navigator (tests pass a fake); default `navigator`
 * @param doc the document whose visibility is followed; default `document`
 * @returns stop(): releases the lock and stops following visibility (safe to call twice)
 */
export function keepScreenOn(nav: { wakeLock?: WakeLockLike } | undefined = globalThis.navigator as never, doc: Document | undefined = globalThis.document): () => void {
	const api = nav?.wakeLock;
	if (!api || !doc) return () => {};
	let lock: { released: boolean; release(): Promise<void> } | null = null;
	let stopped = false;
	let pending = false;

	async function acquire() {
		if (stopped || pending || doc!.visibilityState !== 'visible' || (lock && !lock.released)) return;
		pending = true;
		try {
			const l = await api!.request('screen');
			if (stopped) await l.release();
			else lock = l;
		} catch {
			// Refused (battery saver, not allowed): the screen may sleep, the game goes on.
		} finally {
			pending = false;
		}
	}
	function release() {
		const l = lock;
		lock = null;
		if (l && !l.released) void l.release().catch(() => undefined);
	}
	const onVisibility = () => (doc!.visibilityState === 'visible' ? void acquire() : release());
	doc.addEventListener('visibilitychange', onVisibility);
	void acquire();
	return () => {
		if (stopped) return;
		stopped = true;
		doc.removeEventListener('visibilitychange', onVisibility);
		release();
	};
}
