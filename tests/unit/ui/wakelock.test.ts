// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { keepScreenOn } from '$lib/ui/wakelock';

/** A fake Screen Wake Lock API that counts requests and releases. */
function fakeWakeLock() {
	const locks: { released: boolean; release(): Promise<void> }[] = [];
	return {
		locks,
		wakeLock: {
			async request(type: 'screen') {
				expect(type).toBe('screen');
				const l = {
					released: false,
					async release() {
						l.released = true;
					}
				};
				locks.push(l);
				return l;
			}
		}
	};
}

function setVisibility(state: 'visible' | 'hidden') {
	Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
	document.dispatchEvent(new Event('visibilitychange'));
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('keepScreenOn (issue 10: screen wake lock during a game)', () => {
	it('takes the lock, lets it go when hidden, takes it again when visible, releases on stop', async () => {
		setVisibility('visible');
		const fake = fakeWakeLock();
		const stop = keepScreenOn(fake, document);
		await tick();
		expect(fake.locks).toHaveLength(1);
		expect(fake.locks[0].released).toBe(false);
		setVisibility('hidden');
		await tick();
		expect(fake.locks[0].released).toBe(true);
		setVisibility('visible');
		await tick();
		expect(fake.locks).toHaveLength(2);
		expect(fake.locks[1].released).toBe(false);
		stop();
		await tick();
		expect(fake.locks[1].released).toBe(true);
		// After stop, visibility changes take nothing.
		setVisibility('hidden');
		setVisibility('visible');
		await tick();
		expect(fake.locks).toHaveLength(2);
	});

	it('does nothing where the API is missing or refuses', async () => {
		setVisibility('visible');
		expect(() => keepScreenOn({}, document)()).not.toThrow();
		const refusing = { wakeLock: { request: () => Promise.reject(new Error('NotAllowedError')) } };
		const stop = keepScreenOn(refusing as never, document);
		await tick();
		stop();
	});
});
