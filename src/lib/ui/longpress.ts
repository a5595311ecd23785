/**
 * `use:longpress`: a Svelte action for UI.md "Touch" ("Long-press shows a card large with its
 * text"). A press held still fires a callback; a normal tap is left alone.
 *
 * - A primary pointer (finger, pen, left mouse button) held down for `delay` ms (450 by default)
 *   without moving more than `tolerance` px (10 by default) fires `onlongpress`. Moving further,
 *   lifting the pointer, a cancel (the browser scrolls) or a second finger cancels it. Moves are
 *   followed on the window, so a parent that captures the pointer (a pannable map) still cancels.
 * - After a long-press, the click that the release would make is swallowed (so the press does not
 *   also select the card); the system's context menu, the iOS callout and text selection are
 *   suppressed on the node.
 * - Keyboard: the "i" key (no modifier) on the focused node fires the callback too; the node gets
 *   `aria-keyshortcuts="i"`.
 *
 * Usage: `<button use:longpress={() => show(card)}>` or `use:longpress={{ onlongpress, delay }}`.
 */

/** Options of `longpress`: the callback, and optionally the hold time (ms) and the move tolerance (px). */
export interface LongpressOptions {
	onlongpress: (node: Element) => void;
	/** Hold time in milliseconds (default 450). */
	delay?: number;
	/** How far (CSS px) the pointer may move and still count as held (default 10). */
	tolerance?: number;
	/** false turns the action off (taps still work). Default true. */
	enabled?: boolean;
}

/** What `use:longpress` takes: the callback alone, or options. */
export type LongpressParam = LongpressOptions | ((node: Element) => void);

/** The default hold time (ms). */
export const LONGPRESS_DELAY = 450;
/** The default move tolerance (px). */
export const LONGPRESS_TOLERANCE = 10;

const normalise = (p: LongpressParam): Required<LongpressOptions> => {
	const o = typeof p === 'function' ? { onlongpress: p } : p;
	return { delay: LONGPRESS_DELAY, tolerance: LONGPRESS_TOLERANCE, enabled: true, ...o };
};

/**
 * The action: wires `node` for long-press and the "i" key.
 * @param node any element (an HTML button, an SVG group with a role)
 * @param param the callback or `LongpressOptions`
 * @returns Svelte's `{ update, destroy }`
 */
export function longpress(node: Element, param: LongpressParam) {
	let opts = normalise(param);
	let timer: ReturnType<typeof setTimeout> | undefined;
	let start: { id: number; x: number; y: number } | null = null;
	/** A long-press fired and its release's click is still to come. */
	let swallowClick = false;

	const el = node as HTMLElement | SVGElement;
	const style = el.style as CSSStyleDeclaration & { webkitTouchCallout?: string; webkitUserSelect?: string };
	style.webkitTouchCallout = 'none';
	style.webkitUserSelect = 'none';
	style.userSelect = 'none';
	node.setAttribute('aria-keyshortcuts', 'i');

	function stopWatching() {
		clearTimeout(timer);
		timer = undefined;
		start = null;
		window.removeEventListener('pointermove', onMove, true);
		window.removeEventListener('pointerup', onUp, true);
		window.removeEventListener('pointercancel', onUp, true);
	}

	/**
	 * The hold time is up: fire one task later, so a release already waiting in the queue (the
	 * page was busy when the finger lifted: a slow tablet, a loaded machine) is seen first and
	 * the press stays a tap.
	 */
	function held() {
		timer = setTimeout(fire, 0);
	}

	function fire() {
		stopWatching();
		swallowClick = true;
		window.addEventListener('click', onClickAfter, true);
		window.addEventListener('pointerdown', onNextDown, true);
		opts.onlongpress(node);
	}

	function onDown(e: Event) {
		const p = e as PointerEvent;
		// A second finger (pinch) or a non-primary button: not a long-press.
		if (start !== null) return stopWatching();
		if (!opts.enabled || (p.button !== undefined && p.button > 0) || p.isPrimary === false) return;
		start = { id: p.pointerId ?? 0, x: p.clientX, y: p.clientY };
		timer = setTimeout(held, opts.delay);
		window.addEventListener('pointermove', onMove, true);
		window.addEventListener('pointerup', onUp, true);
		window.addEventListener('pointercancel', onUp, true);
	}

	function onMove(e: Event) {
		const p = e as PointerEvent;
		if (!start || (p.pointerId ?? 0) !== start.id) return;
		if (Math.hypot(p.clientX - start.x, p.clientY - start.y) > opts.tolerance) stopWatching();
	}

	function onUp(e: Event) {
		const p = e as PointerEvent;
		if (!start || (p.pointerId ?? 0) !== start.id) return;
		stopWatching();
	}

	function stopSwallowing() {
		swallowClick = false;
		window.removeEventListener('click', onClickAfter, true);
		window.removeEventListener('pointerdown', onNextDown, true);
	}

	/** Swallows the one click that follows the release of a long-press (window, capture phase). */
	function onClickAfter(e: Event) {
		stopSwallowing();
		e.preventDefault();
		e.stopPropagation();
		e.stopImmediatePropagation();
	}

	/** A new press anywhere: a click that never came after the last long-press (touch) must not eat the next tap's. */
	function onNextDown() {
		stopSwallowing();
	}

	function onContextMenu(e: Event) {
		if (start !== null || swallowClick) e.preventDefault();
	}

	function onSelectStart(e: Event) {
		if (start !== null) e.preventDefault();
	}

	function onKey(e: Event) {
		const k = e as KeyboardEvent;
		if (!opts.enabled || k.ctrlKey || k.metaKey || k.altKey) return;
		if (k.key === 'i' || k.key === 'I') {
			k.preventDefault();
			opts.onlongpress(node);
		}
	}

	node.addEventListener('pointerdown', onDown);
	node.addEventListener('contextmenu', onContextMenu);
	node.addEventListener('selectstart', onSelectStart);
	node.addEventListener('keydown', onKey);

	return {
		/** New options or callback (a press under way keeps going). */
		update(p: LongpressParam) {
			opts = normalise(p);
			if (!opts.enabled) stopWatching();
		},
		/** Removes every listener and timer. */
		destroy() {
			stopWatching();
			stopSwallowing();
			node.removeEventListener('pointerdown', onDown);
			node.removeEventListener('contextmenu', onContextMenu);
			node.removeEventListener('selectstart', onSelectStart);
			node.removeEventListener('keydown', onKey);
		}
	};
}
