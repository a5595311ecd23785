/**
 * Writes tests/fixtures/lcg/nightmare-near-victory.json: a "saves" export file holding a solo
 * nightmare campaign (« Pour un niveau "cauchemar", on ne réinitialise pas le niveau de menace,
 * les points de vie ou les decks des joueurs ») and its first scenario's game, Passage Through
 * Mirkwood, played by the computer's own choices from a seed and saved just before it is won:
 * every move left is an action window's Continue. The e2e test (tests/e2e/lcg-campaign.spec.ts)
 * wins it on the board and checks the carry-over into Journey Down the Anduin.
 *   npx tsx scripts/dev/lcg-campaign-fixture.ts
 */
import 'fake-indexeddb/auto';
import { writeFileSync } from 'node:fs';
import def from '../../src/lib/games/lcg/definition';
import { GameSession } from '../../src/lib/engine/session';
import type { AnyGameDefinition } from '../../src/lib/engine/types';
import type { LcgContext } from '../../src/lib/games/lcg/types';
import { STARTER_DECKS } from '../../src/lib/games/lcg/data/decks';
import { finishScenario, newCampaign, nextScenarioOptions, startScenario } from '../../src/lib/games/lcg/campaign/rules';
import { savesFileBody } from '../../src/lib/storage/transfer';
import type { CampaignRecord } from '../../src/lib/storage/types';
import { fixtureSave } from './fixture-file';
import { createRng, nextFloat } from './fixture-rng';

const DEF = def as unknown as AnyGameDefinition;
const CAMPAIGN = 'lcg-nightmare-campaign';
const SAVE = 'lcg-nightmare-mirkwood';
const T = Date.UTC(2026, 10, 27, 12, 0, 0);

/** The players and their starter decks. */
const PLAYERS: [string, keyof typeof STARTER_DECKS, string][] = [['Frodo', 'leadership', 'Leadership (starter deck)']];
const SEATS = PLAYERS.map(([name]) => ({ name }));
const fresh = newCampaign(
	'nightmare',
	PLAYERS.map(([name, deck, deckName]) => ({ name, deckName, deck: STARTER_DECKS[deck] }))
);
const options = { ...nextScenarioOptions(fresh), firstPlayer: 0, campaignId: CAMPAIGN };
let written = false;
for (let seed = 1; seed < 200 && !written; seed++) {
	const session = GameSession.start(DEF, SEATS, seed, options as Record<string, unknown>);
	const rng = createRng(seed * 7919);
	for (let k = 0; k < 20000 && !DEF.result(session.snapshot); k++) {
		const seat = DEF.activeSeats(session.snapshot)[0];
		if (seat === undefined) break;
		session.send(DEF.botEvent(session.snapshot, seat, 'normal', () => nextFloat(rng)), 'human');
	}
	const ctx = session.snapshot.context as LcgContext;
	if (ctx.outcome !== 'victory') {
		session.stop();
		continue;
	}
	// Back to the last move that was not a window's Continue: the rest is the board's to play.
	const log = session.log;
	let keep = log.length;
	while (keep > 0 && log[keep - 1].ev.type === 'CONTINUE') keep--;
	const replay = GameSession.start(DEF, SEATS, seed, options as Record<string, unknown>);
	for (const e of log.slice(0, keep)) replay.send(e.ev, e.by, e.auto);
	session.stop();
	if (DEF.result(replay.snapshot) || keep === log.length) {
		replay.stop();
		continue;
	}
	const save = fixtureSave(replay, SAVE, T, false);
	const data = startScenario(fresh, SAVE);
	const campaign: CampaignRecord = { id: CAMPAIGN, gameId: 'lcg', saveIds: [SAVE], status: 'active', data: data as unknown as Record<string, unknown>, createdAt: T, updatedAt: T + 1000 };
	const file = { ...savesFileBody([save], [campaign]), exportedAt: T + 3_600_000 };
	writeFileSync('tests/fixtures/lcg/nightmare-near-victory.json', JSON.stringify(file, null, 1) + '\n');
	// What the campaign records once the game is won (for the e2e test's expectations).
	const after = finishScenario(data, ctx);
	console.log(`nightmare-near-victory.json: seed ${seed}, ${keep} moves kept of ${log.length}, round ${ctx.round}`);
	console.log(`won: ${JSON.stringify(after.results.at(-1))}`);
	console.log(`checkpoint: ${JSON.stringify(after.checkpoint.seats.map((x) => ({ ...x, cards: x.cards.length })))}`);
	replay.stop();
	written = true;
}
if (!written) console.log('nightmare-near-victory: no victory found');
