/**
 * Opens a saved game for the play screen and builds its table (src/lib/table: TableSession)
 * with the browser around it: the tab's lock on the save (SaveLock, with the hand-over that
 * waits for the move in flight: `LiveGame.idle`), the device's settings, the first-game mark,
 * sounds and the timing marks of `npm run bench`, the read-only tab following the saves of the
 * tab that plays (BroadcastChannel), and the "busy" flag of the update prompt.
 */
import { m } from '$lib/paraglide/messages.js';
import { appDb, type OpenedGame } from '$lib/ui/app-db';
import { SAVES_CHANNEL } from '$lib/storage/live';
import { SaveLock } from './save-lock';
import { moveRefusal } from '$lib/ui/storage-text';
import { playSound, soundOf } from '$lib/ui/sound';
import { pwa } from '$lib/ui/pwa.svelte';
import { AUTO_DELAY_MS, BOT_DELAY_MS, motionReduced, prefs, savePref } from '$lib/ui/prefs.svelte';
import { gameEntry } from '$lib/games/registry';
import { TableSession, type TableSettings } from '$lib/table/session';
import { UndoRefusedError } from '$lib/table/undo';
import type { GameId } from '$lib/engine/types';

/** A game open at the table. */
export interface OpenTable {
	game: OpenedGame;
	table: TableSession;
	/** "Play here instead": takes the save's lock over from the other tab and plays again. */
	playHere(): Promise<void>;
	/** Leaves the game: the table stops, the lock and the save are let go. */
	close(): void;
}

/** The device's table settings, read at each use (`prefs` is reactive, the table reads it when it plans). */
export function tableSettings(gameId: GameId): TableSettings {
	const speed = prefs.botSpeed;
	return {
		curtain: prefs.curtain,
		// Reduced motion keeps the old short pause at the default speed (no move to watch); a speed the table picked holds.
		delayMs: speed === 'normal' && motionReduced() ? 60 : BOT_DELAY_MS[speed],
		autoDelayMs: AUTO_DELAY_MS[speed],
		autoPass: prefs.autoPass,
		summariesConfirm: prefs.summaries === 'confirm',
		coachDone: prefs.coachDone,
		strict: prefs.strictGames.includes(gameId)
	};
}

/**
 * Opens save `id` and starts its table.
 * @param say shows one sentence to the player (a refused move, the move lost when the page died)
 * @returns the open table, or why it could not be opened (`actions`: the save exists and may be exported or deleted)
 */
export async function openTable(id: string, say: (msg: string) => void): Promise<{ ok: true; open: OpenTable } | { ok: false; reason: string; actions: boolean }> {
	const opened = await appDb.open(id);
	if (!opened.ok) return { ok: false, reason: opened.reason, actions: !opened.notFound };
	const game = opened.game;
	const gameId = game.save.gameId;
	let table: TableSession | null = null;
	const lock = new SaveLock(
		// Taken over by another tab ("play here instead" there): watch from now on.
		() => table?.setReadOnly(true),
		// The move in flight is saved (or dropped) before the other tab gets the save.
		() => game.live.idle()
	);
	const readOnly = !(await lock.take(id, false));
	// The first game of a kind on this device is remembered as "gameId:saveId"; the coach speaks in it.
	const mark = `${gameId}:${id}`;
	const first = prefs.gamesPlayed.find((g) => g.startsWith(`${gameId}:`));
	if (first === undefined) savePref('gamesPlayed', [...prefs.gamesPlayed, mark]);
	table = new TableSession(game.live, game.ui, {
		settings: () => tableSettings(gameId),
		firstGame: first === undefined || first === mark,
		cooperative: !!gameEntry(gameId)?.cooperative,
		onError: (e, what) => {
			const msg = e instanceof UndoRefusedError ? e.message : moveRefusal(e, what);
			if (msg) say(msg);
		},
		onCoachNever: () => savePref('coachDone', [...prefs.coachDone, `${gameId}:*`]),
		// Marks for `npm run bench` (scripts/bench-browser.mjs): tap → computed/painted → durable; a bot's thinking apart.
		// The mark before is dropped: measures look a mark up by name, and a game's marks piled up.
		onMoveStart: () => (performance.clearMarks('met:move-start'), performance.mark('met:move-start')),
		onMoveDurable: () => performance.measure('met:move-durable', 'met:move-start'),
		onBotChosen: () => {
			performance.measure('met:bot-think', 'met:move-start');
			performance.clearMarks('met:move-start');
			performance.mark('met:move-start');
		}
	});
	const t = table;
	if (readOnly) t.setReadOnly(true);
	const offLive = game.live.subscribe((change) => {
		if (change !== 'painted') return;
		performance.measure('met:move-computed', 'met:move-start');
		const last = game.live.log[game.live.log.length - 1];
		if (last) playSound(soundOf(gameId, last.ev), prefs.sound);
		// After the frame that shows it is painted (before the commit starts: LiveGame waits for the same frame).
		requestAnimationFrame(() => setTimeout(() => performance.measure('met:move-painted', 'met:move-start'), 0));
	});
	const offBusy = t.subscribe(() => (pwa.busy = t.sending));
	let channel: BroadcastChannel | null = null;
	if (typeof BroadcastChannel === 'function') {
		channel = new BroadcastChannel(SAVES_CHANNEL);
		// A read-only tab follows the moves saved by the tab that plays.
		channel.onmessage = (e) => {
			if (t.watching && e.data?.id === id) void game.live.reload();
		};
	}
	t.start();
	// A move painted in an earlier visit whose commit was cut off: say it was taken back.
	if (opened.game.lostMove && !readOnly) say(m.st_move_lost_on_reopen());
	return {
		ok: true,
		open: {
			game,
			table: t,
			async playHere() {
				if (!(await lock.take(id, true))) return;
				await game.live.reload();
				t.setReadOnly(false);
			},
			close() {
				t.close();
				offLive();
				offBusy();
				pwa.busy = false;
				channel?.close();
				game.live.close();
				lock.close();
			}
		}
	};
}
