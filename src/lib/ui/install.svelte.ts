/**
 * Whether and how the app can be installed (issue 10 "The tablet PWA": install help). Kept
 * apart from the service worker (pwa.svelte.ts) so screens and tests use it without the PWA
 * plugin's virtual modules.
 */

/** The browser's install prompt event (Chromium; not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
	prompt(): Promise<void>;
	userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** localStorage key: '1' once the iPad "Add to Home Screen" guide was closed (it shows once). */
export const IOS_GUIDE_SEEN = 'met-ios-install-guide-seen';
/** localStorage key: '1' once the player said "not now" to the install offer on the home screen. */
export const INSTALL_DISMISSED = 'met-install-dismissed';

/**
 * Whether this browser is Safari on iPad/iPhone, which has no install prompt: the app is added
 * from Share → Add to Home Screen (iPadOS reports itself as a Mac with touch).
 * @param nav navigator-like: userAgent, maxTouchPoints
 */
export function isIosSafari(nav: { userAgent: string; maxTouchPoints?: number }): boolean {
	const ua = nav.userAgent;
	const ios = /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && (nav.maxTouchPoints ?? 0) > 1);
	return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
}

/** Whether the app runs installed (standalone window or iOS Home Screen app). */
export function isStandalone(): boolean {
	if (typeof window === 'undefined') return false;
	return (navigator as { standalone?: boolean }).standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** The install state the screens read. */
class InstallState {
	/** The browser offers to install the app (a `beforeinstallprompt` was kept for a tap). */
	canInstall = $state(false);
	/** The app runs installed (standalone). */
	installed = $state(false);
	/** Safari on iPad/iPhone: no prompt, the "Add to Home Screen" guide applies. */
	ios = $state(false);
	private event: BeforeInstallPromptEvent | null = null;
	private watching = false;

	/**
	 * Starts following installability (once): keeps the browser's `beforeinstallprompt` so the
	 * app offers it from its own button, and notices `appinstalled`.
	 */
	watch(): void {
		if (typeof window === 'undefined' || this.watching) return;
		this.watching = true;
		this.installed = isStandalone();
		this.ios = isIosSafari(navigator);
		window.addEventListener('beforeinstallprompt', (e) => {
			e.preventDefault();
			this.event = e as BeforeInstallPromptEvent;
			this.canInstall = true;
		});
		window.addEventListener('appinstalled', () => {
			this.installed = true;
			this.canInstall = false;
			this.event = null;
		});
	}

	/**
	 * Shows the browser's install prompt (call it from a tap).
	 * @returns true when the player accepted
	 */
	async prompt(): Promise<boolean> {
		const e = this.event;
		if (!e) return false;
		this.event = null;
		this.canInstall = false;
		await e.prompt();
		const { outcome } = await e.userChoice;
		return outcome === 'accepted';
	}
}

/** The app's one InstallState. */
export const install = new InstallState();
