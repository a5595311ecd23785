/**
 * The table waits for a panel the Board draws modally (src/lib/ui/play/board-dialog.ts): a
 * reveal (`role="dialog"` + `aria-modal`), and a native `<dialog>` opened by the shared
 * ConfirmDialog (the LCG's "Commit none of your characters?"), over whose backdrop a fading
 * summary used to be drawn (issue 16 newcomer run, LCG two players at 1180×820).
 */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/svelte';
import ConfirmDialog from '$lib/ui/ConfirmDialog.svelte';
import { boardDialogState } from '$lib/ui/play/board-dialog';

describe('boardDialogState', () => {
	it('no panel: the table goes on', () => {
		const box = document.createElement('div');
		box.innerHTML = '<section role="region"><button>Done</button></section><div role="dialog">not modal</div>';
		expect(boardDialogState(box)).toEqual({ open: false, holdsAuto: false });
	});
	it('a reveal holds the table; one marked data-table-moves="go" lets automatic moves on', () => {
		const box = document.createElement('div');
		box.innerHTML = '<div role="dialog" aria-modal="true" data-table-moves="go">reveal</div>';
		expect(boardDialogState(box)).toEqual({ open: true, holdsAuto: false });
		box.innerHTML += '<div role="dialog" aria-modal="true">evaluation</div>';
		expect(boardDialogState(box)).toEqual({ open: true, holdsAuto: true });
	});
	it("the shared ConfirmDialog, opened inside the Board, holds the table until it is closed", () => {
		// jsdom has no top layer: showModal sets the `open` attribute, as the browser does.
		const proto = HTMLDialogElement.prototype as unknown as { showModal?: () => void };
		const had = proto.showModal;
		proto.showModal ??= function (this: HTMLDialogElement) {
			this.setAttribute('open', '');
		};
		try {
			const box = document.createElement('div');
			document.body.appendChild(box);
			const { unmount } = render(ConfirmDialog, { target: box, props: { message: 'Commit none of your characters?', onconfirm: () => {}, oncancel: () => {} } });
			expect(box.querySelector('dialog')?.hasAttribute('open')).toBe(true);
			expect(boardDialogState(box)).toEqual({ open: true, holdsAuto: true });
			unmount();
			expect(boardDialogState(box)).toEqual({ open: false, holdsAuto: false });
		} finally {
			if (!had) delete proto.showModal;
		}
	});
});
