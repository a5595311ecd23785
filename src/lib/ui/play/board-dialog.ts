/**
 * Which of the Board's panels the whole table waits for (UI.md "Results are shown"; DESIGN.md,
 * the table layer: "a panel of the board's is open: the curtain, the tips and the summaries
 * wait"). A panel is one the Board draws modally: an element `role="dialog"` with
 * `aria-modal="true"` (a reveal, an evaluation) or a native `<dialog>` opened with `showModal()`
 * (the shared ConfirmDialog, e.g. the LCG's "Commit none of your characters?"): a native modal
 * dialog carries no such attributes, and before this a fading summary was drawn over its backdrop.
 */

/** The selector of an open modal panel inside the Board. */
export const BOARD_DIALOG_SELECTOR = '[role="dialog"][aria-modal="true"], dialog[open]';

/** The attributes whose change may open or close a panel (for a MutationObserver's attributeFilter). */
export const BOARD_DIALOG_ATTRIBUTES = ['role', 'aria-modal', 'open', 'data-table-moves'];

/**
 * Whether a panel is open in `box`, and whether it holds the table's automatic moves (every
 * panel does, except one marked `data-table-moves="go"`: the LCG's reveal, under which quiet
 * windows pass).
 * @param box the Board's container element
 * @returns `open`: some panel is open; `holdsAuto`: some open panel holds the automatic moves
 */
export function boardDialogState(box: ParentNode): { open: boolean; holdsAuto: boolean } {
	const open = [...box.querySelectorAll(BOARD_DIALOG_SELECTOR)];
	return { open: open.length > 0, holdsAuto: open.some((d) => d.getAttribute('data-table-moves') !== 'go') };
}
