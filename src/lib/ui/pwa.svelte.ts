/**
 * Service-worker state for the whole app: "ready offline" and "a new version is ready".
 * The update prompt is shown only between moves (the play screen sets `busy` while a move
 * is being applied and saved), never over a half-finished move.
 */
class PwaState {
	needRefresh = $state(false);
	offlineReady = $state(false);
	/** True while a move is being sent and saved. */
	busy = $state(false);
	private updater: ((reload?: boolean) => Promise<void>) | null = null;

	/** Registers the service worker (once, in the browser, not in dev). */
	async register(): Promise<void> {
		if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
		const { registerSW } = await import('virtual:pwa-register');
		this.updater = registerSW({
			immediate: true,
			onNeedRefresh: () => (this.needRefresh = true),
			onOfflineReady: () => (this.offlineReady = true)
		});
	}

	/** Activates the waiting worker and reloads. */
	async update(): Promise<void> {
		await this.updater?.(true);
	}
}

/** The app's one PwaState. */
export const pwa = new PwaState();
