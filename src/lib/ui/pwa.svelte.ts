/**
 * Service-worker state for the whole app: "ready offline" and "a new version is ready".
 * The update prompt is shown only between moves (the play screen sets `busy` while a move
 * is being applied and saved), never over a half-finished move.
 *
 * "Update now" reloads only the tab where it was tapped (issue 10): when the new worker takes
 * control, every open tab hears of it, but a tab that did not ask keeps its page, shows the
 * prompt again and waits until the player taps it there, between moves.
 */
class PwaState {
	needRefresh = $state(false);
	offlineReady = $state(false);
	/** True while a move is being sent and saved. */
	busy = $state(false);
	/** This tab tapped "Update now" (only such a tab reloads when the new worker takes control). */
	private asked = false;
	/** The new worker already controls this tab: updating is a plain reload. */
	private activated = false;
	/** A reload was asked for already (the plugin and our own listener may both say so). */
	private reloading = false;
	private updater: ((reload?: boolean) => Promise<void>) | null = null;

	/** Registers the service worker (once, in the browser, not in dev). */
	async register(): Promise<void> {
		if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
		const { registerSW } = await import('virtual:pwa-register');
		this.updater = registerSW({
			immediate: true,
			onNeedRefresh: () => (this.needRefresh = true),
			onOfflineReady: () => (this.offlineReady = true),
			onNeedReload: () => this.controlled()
		});
	}

	/**
	 * The new worker now controls this page (after "Update now" in this tab or another).
	 * Reloads only when this tab asked; otherwise the prompt stays up for this tab's own moment.
	 */
	controlled(): void {
		this.activated = true;
		if (this.asked) {
			if (this.reloading) return;
			this.reloading = true;
			location.reload();
		} else this.needRefresh = true;
	}

	/** Activates the waiting worker (this tab then reloads), or reloads when another tab already did. */
	async update(): Promise<void> {
		this.asked = true;
		this.needRefresh = false;
		if (this.activated || !this.updater) {
			location.reload();
			return;
		}
		// The plugin reloads on its `controlling` event only in a tab that was already controlled
		// when it registered (not in the tab of the very first visit): hear the change ourselves.
		navigator.serviceWorker?.addEventListener('controllerchange', () => this.controlled(), { once: true });
		await this.updater(true);
	}
}

/** The app's one PwaState. */
export const pwa = new PwaState();
