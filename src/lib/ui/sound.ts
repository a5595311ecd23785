/**
 * Table sounds (issue 11 "Sound off by default; short card and dice sounds when turned on";
 * UI.md "Motion and sound"): generated with WebAudio, no sound files. Nothing plays unless the
 * table turned sound on (`prefs.sound`); the AudioContext is created on the first sound after
 * that (browsers allow it after a tap).
 */

/** What a sound stands for: a card laid, taken or turned; dice rolled. */
export type SoundKind = 'card' | 'dice';

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
	if (ctx) return ctx;
	const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
	if (!Ctor) return null;
	try {
		ctx = new Ctor();
	} catch {
		return null;
	}
	return ctx;
}

/** A short burst of filtered noise: a card sliding (one, ~90 ms) or dice (a few clicks, ~250 ms). */
function burst(ac: AudioContext, at: number, ms: number, freq: number, gain: number) {
	const length = Math.max(1, Math.round((ac.sampleRate * ms) / 1000));
	const buffer = ac.createBuffer(1, length, ac.sampleRate);
	const data = buffer.getChannelData(0);
	for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 2;
	const src = ac.createBufferSource();
	src.buffer = buffer;
	const filter = ac.createBiquadFilter();
	filter.type = 'bandpass';
	filter.frequency.value = freq;
	const g = ac.createGain();
	g.gain.value = gain;
	src.connect(filter).connect(g).connect(ac.destination);
	src.start(at);
}

/**
 * Plays one table sound when `enabled` (the table's `prefs.sound`); otherwise does nothing.
 * @returns true when a sound was started (false: sound off, or no WebAudio here)
 * @throws nothing: a browser that refuses audio stays silent
 */
export function playSound(kind: SoundKind, enabled: boolean): boolean {
	if (!enabled) return false;
	const ac = audio();
	if (!ac) return false;
	try {
		if (ac.state === 'suspended') void ac.resume();
		const t = ac.currentTime + 0.01;
		if (kind === 'card') burst(ac, t, 90, 2400, 0.25);
		else for (let i = 0; i < 4; i++) burst(ac, t + i * 0.06 + Math.random() * 0.02, 35, 900 + i * 250, 0.35);
		return true;
	} catch {
		return false;
	}
}

/** Per game, the event types that roll dice: Risk's attack and ring roll, the co-op board's die. */
const DICE_EVENTS: Record<string, readonly string[]> = { risk: ['ATTACK', 'RING_ROLL'], 'coop-board': ['ROLL'] };

/** The sound of a game event: a dice roll sounds like dice, every other move like a card. */
export function soundOf(gameId: string, ev: { type: string }): SoundKind {
	return DICE_EVENTS[gameId]?.includes(ev.type) ? 'dice' : 'card';
}
