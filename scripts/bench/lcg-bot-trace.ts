/**
 * One partner game, round by round (issue 21 diagnostics): for a seed of the bench's cells
 * (same seeds and chooser as scripts/bench/lcg-bot.ts), prints at each round's start every
 * seat's threat and heroes' hit points left, the staging area, the engaged enemies, then every
 * choice the partner made that was not a pass, with its reason, and the log's deaths,
 * quest results and threat changes. A diagnostic, not a bench.
 *
 * Usage: `npx tsx scripts/bench/lcg-bot-trace.ts <seed> [scenario=mirkwood] [decks=leadership] [level=normal]`
 */
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import type { BotLevel, GameSnapshot } from '../../src/lib/engine/types';
import lcg, { DEFAULT_OPTIONS } from '../../src/lib/games/lcg/definition';
import { simSend, simStart, simTurn } from '../../src/lib/games/lcg/bot/sim';
import { cardData } from '../../src/lib/games/lcg/data/cards';
import { engagedWith, heroes, stagingThreat, stat, zoneIds } from '../../src/lib/games/lcg/state';
import type { Iid, LcgContext, ScenarioId, StarterDeckId } from '../../src/lib/games/lcg/types';

const SCENARIOS: Record<string, ScenarioId> = { mirkwood: 'passage-through-mirkwood', anduin: 'journey-down-the-anduin', 'dol-guldur': 'escape-from-dol-guldur' };
const [seedS = '1', sc = 'mirkwood', deckS = 'leadership', level = 'normal'] = process.argv.slice(2);
const seed = Number(seedS);
const decks = deckS.split(',') as StarterDeckId[];
const name = (c: LcgContext, id: Iid) => (c.cards[id].cardId === '?' ? '?' : cardData(c.cards[id].cardId).name);
const card = (c: LcgContext, id: Iid) => {
	const x = c.cards[id];
	if (x.cardId === '?' || x.faceDown) return '?';
	const d = cardData(x.cardId);
	const bits = [`${d.name}`];
	if (d.type === 'enemy') bits.push(`A${stat(c, id, 'attack')}/D${stat(c, id, 'defense')}/hp${stat(c, id, 'health') - x.damage} t${stat(c, id, 'threat')} e${stat(c, id, 'engagementCost')}`);
	if (d.type === 'location') bits.push(`t${stat(c, id, 'threat')} qp${stat(c, id, 'questPoints')}`);
	if (d.type === 'hero' || d.type === 'ally') bits.push(`${stat(c, id, 'willpower')}/${stat(c, id, 'attack')}/${stat(c, id, 'defense')} hp${stat(c, id, 'health') - x.damage}${x.resources ? ` r${x.resources}` : ''}`);
	return bits.join(' ');
};
let g = simStart({ seats: decks.map((_, i) => `P${i + 1}`), options: { ...DEFAULT_OPTIONS, scenario: SCENARIOS[sc] ?? (sc as ScenarioId), decks }, seed });
const chooser = rngCursor(createRng(seed * 7919 + 13));
const random = () => chooser.int(0, 999_999) / 1_000_000;
const decide = (ctx: LcgContext, seat: number) => lcg.botChoice!({ status: 'active', context: ctx } as unknown as GameSnapshot<LcgContext>, seat, level as BotLevel, random);
let round = -1;
let logAt = 0;
const LOGS = /quest_(failure|success)|destroyed|threat_up|undefended|reveal|engage|stage|shadow|damage/;
for (let n = 0; n < 30000; n++) {
	const c = g.ctx;
	for (const e of c.log.slice(logAt)) if (LOGS.test(e.key)) console.log(`      · ${e.key.replace('lcg_log_', '')} ${Object.entries(e.params ?? {}).map(([k, v]) => `${k}=${typeof v === 'string' && /^\d{5}$/.test(v) ? cardData(v).name : v}`).join(' ')}`);
	logAt = c.log.length;
	if (c.round !== round) {
		round = c.round;
		console.log(`== round ${round}, stage ${c.quest.stage} (${c.quest.progress} progress), staging threat ${stagingThreat(c)}`);
		for (let s = 0; s < c.players.length; s++) {
			console.log(`  seat ${s} threat ${c.players[s].threat}; hand ${zoneIds(c, `hand:${s}`).length} [${zoneIds(c, `hand:${s}`).map((id) => name(c, id)).join(", ")}]; play: ${zoneIds(c, `play:${s}`).filter((id) => ['hero', 'ally'].includes(cardData(c.cards[id].cardId).type)).map((id) => card(c, id)).join('; ')}`);
			const en = engagedWith(c, s);
			if (en.length) console.log(`    engaged: ${en.map((id) => card(c, id)).join('; ')}`);
		}
		console.log(`  staging: ${zoneIds(c, 'staging').map((id) => card(c, id)).join('; ') || '-'}; active: ${zoneIds(c, 'active').map((id) => card(c, id)).join('') || '-'}`);
	}
	const t = simTurn(g, decide);
	if (!t) break;
	const r = t.choice.reason;
	if (r && !/pass|planning_done|attack_order/.test(r.key)) {
		const ps = Object.entries(r.params ?? {}).map(([k, v]) => `${k}=${typeof v === 'string' && /^\d{5}$/.test(v) ? cardData(v).name : v}`).join(' ');
		console.log(`    [${c.step} s${t.seat}] ${t.choice.event.type} ${r.key.replace('lcgbot_reason_', '')} ${ps}`);
	}
	g = simSend(g, t.choice.event);
}
const c = g.ctx;
console.log(`END ${c.outcome} round ${c.round}, threat ${c.players.map((p) => p.threat).join('/')}, heroes ${c.players.map((_, s) => heroes(c, s).length).join('/')}`);
void name;
