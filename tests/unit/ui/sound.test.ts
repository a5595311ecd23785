import { afterEach, describe, expect, it, vi } from 'vitest';
import { playSound, soundOf } from '$lib/ui/sound';

/** A minimal AudioContext that counts the sounds started. */
class FakeAudio {
	static started = 0;
	state = 'running';
	currentTime = 0;
	sampleRate = 8000;
	destination = {};
	createBuffer(_c: number, length: number) {
		const data = new Float32Array(length);
		return { getChannelData: () => data };
	}
	createBufferSource() {
		const node = { buffer: null as unknown, connect: (n: unknown) => n, start: () => void FakeAudio.started++ };
		return node;
	}
	createBiquadFilter() {
		return { type: '', frequency: { value: 0 }, connect: (n: unknown) => n };
	}
	createGain() {
		return { gain: { value: 0 }, connect: (n: unknown) => n };
	}
	resume() {
		return Promise.resolve();
	}
}

afterEach(() => vi.unstubAllGlobals());

describe('table sounds (issue 11: off by default, card and dice when on)', () => {
	it('plays nothing while sound is off, and never creates an audio context then', () => {
		const ctor = vi.fn();
		vi.stubGlobal('AudioContext', ctor);
		expect(playSound('card', false)).toBe(false);
		expect(ctor).not.toHaveBeenCalled();
	});

	it('when on: one short burst for a card, several clicks for dice', () => {
		vi.stubGlobal('AudioContext', FakeAudio);
		FakeAudio.started = 0;
		expect(playSound('card', true)).toBe(true);
		expect(FakeAudio.started).toBe(1);
		expect(playSound('dice', true)).toBe(true);
		expect(FakeAudio.started).toBe(5);
	});

	it('dice only for the events that roll dice', () => {
		expect(soundOf('risk', { type: 'ATTACK' })).toBe('dice');
		expect(soundOf('coop-board', { type: 'ROLL' })).toBe('dice');
		expect(soundOf('lcg', { type: 'ATTACK' })).toBe('card');
		expect(soundOf('two-towers', { type: 'TAKE' })).toBe('card');
	});
});
