/**
 * A Svelte action: a long press (≥ 500 ms without moving more than 10 px) or a context menu
 * (right click, or the long press of some touch browsers) calls `handler` instead of the
 * following click (UI.md "Touch": long-press shows a card large with its text).
 */
import type { Action } from 'svelte/action';

/** How long a press must last to count as a long press, in milliseconds. */
export const LONG_PRESS_MS = 500;

/** `use:longpress={() => showCard(id)}` on a card's button. */
export const longpress: Action<HTMLElement, () => void> = (node, handler) => {
	let fire = handler;
	let timer: ReturnType<typeof setTimeout> | undefined;
	let x = 0;
	let y = 0;
	let fired = false;
	const cancel = () => {
		clearTimeout(timer);
		timer = undefined;
	};
	const down = (e: PointerEvent) => {
		if (e.button !== 0) return;
		fired = false;
		x = e.clientX;
		y = e.clientY;
		cancel();
		timer = setTimeout(() => {
			fired = true;
			timer = undefined;
			fire?.();
		}, LONG_PRESS_MS);
	};
	const move = (e: PointerEvent) => {
		if (timer && Math.hypot(e.clientX - x, e.clientY - y) > 10) cancel();
	};
	const click = (e: MouseEvent) => {
		if (fired) {
			fired = false;
			e.preventDefault();
			e.stopImmediatePropagation();
		}
	};
	const menu = (e: Event) => {
		e.preventDefault();
		cancel();
		if (!fired) fire?.();
		fired = true;
	};
	node.addEventListener('pointerdown', down);
	node.addEventListener('pointermove', move);
	node.addEventListener('pointerup', cancel);
	node.addEventListener('pointerleave', cancel);
	node.addEventListener('pointercancel', cancel);
	node.addEventListener('click', click, true);
	node.addEventListener('contextmenu', menu);
	return {
		update(h) {
			fire = h;
		},
		destroy() {
			cancel();
			node.removeEventListener('pointerdown', down);
			node.removeEventListener('pointermove', move);
			node.removeEventListener('pointerup', cancel);
			node.removeEventListener('pointerleave', cancel);
			node.removeEventListener('pointercancel', cancel);
			node.removeEventListener('click', click, true);
			node.removeEventListener('contextmenu', menu);
		}
	};
};
