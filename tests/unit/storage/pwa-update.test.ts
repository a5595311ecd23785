/**
 * "Update now" in one tab must not reload the others mid-game (issue 10): when the new
 * service worker takes control, a tab that did not ask keeps its page and shows the prompt;
 * it reloads only when its own player taps "Update now" (between moves).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pwa } from '$lib/ui/pwa.svelte';

afterEach(() => vi.unstubAllGlobals());

describe('update in another tab', () => {
	it('a tab that did not ask is not reloaded; it reloads when its player taps Update now', async () => {
		const reload = vi.fn();
		vi.stubGlobal('location', { reload });
		pwa.needRefresh = false;
		// the worker activated by another tab now controls this one
		pwa.controlled();
		expect(reload).not.toHaveBeenCalled();
		expect(pwa.needRefresh).toBe(true);
		// this tab's player taps "Update now" (the layout shows it only when not busy)
		await pwa.update();
		expect(reload).toHaveBeenCalledTimes(1);
		expect(pwa.needRefresh).toBe(false);
	});

	it('the tab that asked reloads once when the new worker takes control, even where the plugin does not say so', async () => {
		const reload = vi.fn();
		vi.stubGlobal('location', { reload });
		const sw = new EventTarget();
		vi.stubGlobal('navigator', { serviceWorker: sw });
		const skipWaiting = vi.fn(async () => {});
		(pwa as unknown as { updater: unknown; activated: boolean; asked: boolean }).updater = skipWaiting;
		(pwa as unknown as { activated: boolean }).activated = false;
		(pwa as unknown as { asked: boolean }).asked = false;
		await pwa.update();
		expect(skipWaiting).toHaveBeenCalledWith(true);
		expect(reload).not.toHaveBeenCalled();
		sw.dispatchEvent(new Event('controllerchange'));
		expect(reload).toHaveBeenCalledTimes(1);
		// The plugin's own onNeedReload after that: no second reload.
		pwa.controlled();
		expect(reload).toHaveBeenCalledTimes(1);
	});
});
