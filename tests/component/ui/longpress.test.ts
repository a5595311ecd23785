/**
 * The `longpress` action (UI.md "Touch": "Long-press shows a card large with its text"): a press
 * held 450 ms without moving more than 10 px fires the callback and swallows the release's click;
 * a normal tap only clicks; moving, lifting early, a second finger or a cancel stop it; no context
 * menu; the "i" key fires it too; update and destroy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longpress, LONGPRESS_DELAY } from '$lib/ui/longpress';

let button: HTMLButtonElement;
let clicks: number;

beforeEach(() => {
	vi.useFakeTimers();
	button = document.createElement('button');
	button.textContent = 'card';
	clicks = 0;
	button.addEventListener('click', () => clicks++);
	document.body.append(button);
});
afterEach(() => {
	button.remove();
	vi.useRealTimers();
});

/** The hold time, then the one task the action waits for a release already queued (fake timers count it 1 ms). */
const HELD = LONGPRESS_DELAY + 1;

const pointer = (type: string, x = 10, y = 10, init: PointerEventInit = {}) =>
	new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true, button: 0, ...init });

/** Presses at (x, y) on the button. */
const down = (x = 10, y = 10, init: PointerEventInit = {}) => button.dispatchEvent(pointer('pointerdown', x, y, init));
/** Releases, then clicks as a browser does after a press and release on the same element. */
function release(x = 10, y = 10) {
	button.dispatchEvent(pointer('pointerup', x, y));
	button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
}

describe('longpress', () => {
	it('fires after 450 ms held still, once, and the click of the release is swallowed', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down();
		vi.advanceTimersByTime(LONGPRESS_DELAY);
		expect(cb).not.toHaveBeenCalled();
		vi.advanceTimersByTime(HELD - LONGPRESS_DELAY);
		expect(cb).toHaveBeenCalledTimes(1);
		expect(cb).toHaveBeenCalledWith(button);
		vi.advanceTimersByTime(2000);
		release();
		expect(cb).toHaveBeenCalledTimes(1);
		expect(clicks).toBe(0);
		// The next tap clicks again.
		down();
		release();
		expect(clicks).toBe(1);
		action.destroy();
	});

	it('a release already waiting when the hold time comes up is a tap (a busy page), not a long-press', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down();
		// The hold time's timer runs, and the release, queued behind it while the page was busy,
		// comes before the long-press's next task.
		vi.advanceTimersByTime(LONGPRESS_DELAY);
		release();
		vi.advanceTimersByTime(2000);
		expect(cb).not.toHaveBeenCalled();
		expect(clicks).toBe(1);
		action.destroy();
	});

	it('a normal tap clicks and never fires', () => {
		const cb = vi.fn();
		const action = longpress(button, { onlongpress: cb });
		down();
		vi.advanceTimersByTime(200);
		release();
		vi.advanceTimersByTime(2000);
		expect(cb).not.toHaveBeenCalled();
		expect(clicks).toBe(1);
		action.destroy();
	});

	it('a small wobble (≤ 10 px) still counts; moving further (a drag or a pan) cancels', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down(10, 10);
		button.dispatchEvent(pointer('pointermove', 16, 18)); // 10 px exactly
		vi.advanceTimersByTime(HELD);
		expect(cb).toHaveBeenCalledTimes(1);
		release(16, 18);

		down(10, 10);
		// Moves are followed on the window: a parent holding pointer capture still cancels.
		window.dispatchEvent(pointer('pointermove', 10, 21));
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		expect(cb).toHaveBeenCalledTimes(1);
		window.dispatchEvent(pointer('pointerup', 10, 21));
		action.destroy();
	});

	it('a second finger (pinch), a pointer cancel (scroll) or a right button stop it', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down();
		button.dispatchEvent(pointer('pointerdown', 40, 40, { pointerId: 2, isPrimary: false }));
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		down(); // (a fresh press after the pinch)
		button.dispatchEvent(pointer('pointercancel'));
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		down(10, 10, { button: 2 });
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		expect(cb).not.toHaveBeenCalled();
		action.destroy();
	});

	it('moves of another pointer do not cancel the press', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down();
		window.dispatchEvent(pointer('pointermove', 300, 300, { pointerId: 7, isPrimary: false }));
		vi.advanceTimersByTime(HELD);
		expect(cb).toHaveBeenCalledTimes(1);
		action.destroy();
	});

	it('no context menu during or right after a long-press, nor text selection while pressing', () => {
		const action = longpress(button, () => {});
		const menu = () => button.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
		const select = () => button.dispatchEvent(new Event('selectstart', { bubbles: true, cancelable: true }));
		down();
		expect(select()).toBe(false);
		vi.advanceTimersByTime(HELD);
		expect(menu()).toBe(false); // dispatchEvent returns false when the default was prevented
		release();
		expect(menu()).toBe(true); // an ordinary right-click later is left alone
		expect(button.style.userSelect).toBe('none');
		action.destroy();
	});

	it('on touch, when no click follows the long-press, the next tap still clicks', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		down(10, 10, { pointerType: 'touch' });
		vi.advanceTimersByTime(HELD);
		button.dispatchEvent(pointer('pointerup'));
		// (no click here)
		down();
		release();
		expect(clicks).toBe(1);
		expect(cb).toHaveBeenCalledTimes(1);
		action.destroy();
	});

	it('the "i" key fires it (not with a modifier); the node says so', () => {
		const cb = vi.fn();
		const action = longpress(button, cb);
		expect(button.getAttribute('aria-keyshortcuts')).toBe('i');
		button.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', bubbles: true, cancelable: true }));
		expect(cb).toHaveBeenCalledTimes(1);
		button.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', ctrlKey: true, bubbles: true, cancelable: true }));
		button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
		expect(cb).toHaveBeenCalledTimes(1);
		action.destroy();
	});

	it('update swaps the callback or turns it off; destroy removes every listener and timer', () => {
		const first = vi.fn();
		const second = vi.fn();
		const action = longpress(button, first);
		action.update({ onlongpress: second, delay: 100 });
		down();
		vi.advanceTimersByTime(100 + 1);
		expect(first).not.toHaveBeenCalled();
		expect(second).toHaveBeenCalledTimes(1);
		release();

		action.update({ onlongpress: second, enabled: false });
		down();
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		release();
		expect(second).toHaveBeenCalledTimes(1);
		expect(clicks).toBe(1);

		action.update(second);
		down();
		action.destroy();
		vi.advanceTimersByTime(2 * LONGPRESS_DELAY);
		button.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', bubbles: true }));
		expect(second).toHaveBeenCalledTimes(1);
	});
});
