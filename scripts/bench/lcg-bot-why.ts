/**
 * Why the LCG partner loses (issue 21): plays seeded partner games (every seat the computer,
 * bench.ts's seeds and chooser, bot/sim.ts) and sums, per cell, what went wrong: how the game
 * ended (threat 50 or every hero dead) and in which round; the quest stage reached; questing
 * (rounds failed, willpower short, threat from failed quests, from the refresh phase and from
 * other effects); resources left unspent when the quest began; enemies (engaged enemy-rounds,
 * destroyed, attacks undefended, chump-blocks by allies, heroes killed and by what); locations
 * (travelled, left in the staging area at the end). A diagnostic to choose what to fix, not a
 * bench: no targets.
 *
 * Usage: `npx tsx scripts/bench/lcg-bot-why.ts [games=20] [scenario=mirkwood] [decks=leadership] [level=normal] [seed=1]`
 * (scenario: mirkwood, anduin, dol-guldur; decks comma-separated). `WHY_TRACE=1` prints every
 * game's last round of log.
 */
import { fileURLToPath } from 'node:url';
import { createRng, rngCursor } from '../../src/lib/engine/rng';
import type { BotLevel, GameSnapshot, LogEntry } from '../../src/lib/engine/types';
import lcg, { DEFAULT_OPTIONS } from '../../src/lib/games/lcg/definition';
import { legalEvents } from '../../src/lib/games/lcg/flow';
import { simSend, simStart, simTurn } from '../../src/lib/games/lcg/bot/sim';
import { cardData } from '../../src/lib/games/lcg/data/cards';
import { engagedWith, heroes, stagingThreat, zoneIds } from '../../src/lib/games/lcg/state';
import type { LcgContext, ScenarioId, StarterDeckId } from '../../src/lib/games/lcg/types';

const SCENARIOS: Record<string, ScenarioId> = {
	mirkwood: 'passage-through-mirkwood',
	anduin: 'journey-down-the-anduin',
	'dol-guldur': 'escape-from-dol-guldur'
};

/** What went wrong in one game (counts over the whole game). */
export interface Why {
	won: boolean;
	cause: 'won' | 'threat' | 'heroes' | 'other';
	round: number;
	stage: string;
	questFailed: number;
	willShort: number;
	threatQuest: number;
	threatRefresh: number;
	threatOther: number;
	unspent: number;
	enemyRounds: number;
	enemiesKilled: number;
	undefended: number;
	chumps: number;
	alliesLost: number;
	heroKills: Record<string, number>;
	/** Attacks left undefended although the seat had a ready character that could defend. */
	undefendedByChoice: number;
	/** The partner's reasons (bot/reason.ts keys), counted. */
	reasons: Record<string, number>;
	travelled: number;
	locationsLeft: number;
	stagingEnd: number;
}

const name = (code: string | number | undefined) => (typeof code === 'string' && code ? cardData(code).name : String(code));

/** Plays one game and says what went wrong. */
export function whyGame(scenario: ScenarioId, decks: StarterDeckId[], level: BotLevel, seed: number, trace = false): Why {
	let g = simStart({ seats: decks.map((_, i) => `P${i + 1}`), options: { ...DEFAULT_OPTIONS, scenario, decks }, seed });
	const chooser = rngCursor(createRng(seed * 7919 + 13));
	const random = () => chooser.int(0, 999_999) / 1_000_000;
	const decide = (ctx: LcgContext, seat: number) => lcg.botChoice!({ status: 'active', context: ctx } as unknown as GameSnapshot<LcgContext>, seat, level, random);
	const w: Why = { won: false, cause: 'other', round: 0, stage: '', questFailed: 0, willShort: 0, threatQuest: 0, threatRefresh: 0, threatOther: 0, unspent: 0, enemyRounds: 0, enemiesKilled: 0, undefended: 0, chumps: 0, alliesLost: 0, heroKills: {}, undefendedByChoice: 0, reasons: {}, travelled: 0, locationsLeft: 0, stagingEnd: 0 };
	let lastStep = '';
	let lastRound = 0;
	let lastCtx = g.ctx;
	for (let n = 0; n < 30000; n++) {
		const c = g.ctx;
		if (c.step === 'quest.commit' && lastStep !== 'quest.commit') for (let s = 0; s < c.players.length; s++) w.unspent += heroes(c, s).reduce((k, h) => k + c.cards[h].resources, 0);
		if (c.round !== lastRound) {
			for (let s = 0; s < c.players.length; s++) w.enemyRounds += engagedWith(c, s).length;
			lastRound = c.round;
		}
		lastStep = c.step;
		const t = simTurn(g, decide);
		if (!t) break;
		const key = t.choice.reason?.key.replace('lcgbot_reason_', '') ?? '?';
		w.reasons[key] = (w.reasons[key] ?? 0) + 1;
		if (c.step === 'combat.enemyDefend' && t.choice.event.type === 'NO_DEFENDER' && legalEvents(c, t.seat).some((e) => e.type === 'DEFEND')) w.undefendedByChoice++;
		lastCtx = g.ctx;
		g = simSend(g, t.choice.event);
	}
	const c = g.ctx;
	w.won = c.outcome === 'victory';
	w.round = c.round;
	const stageId = zoneIds(c, 'quest').map((id) => c.cards[id].cardId)[0];
	w.stage = `${c.quest.stage}${stageId ? ':' + cardData(stageId).sideBName : ''}`;
	w.stagingEnd = stagingThreat(c);
	w.locationsLeft = zoneIds(c, 'staging').filter((id) => !c.cards[id].faceDown && cardData(c.cards[id].cardId).type === 'location').length;
	if (!w.won) {
		if (c.players.some((p) => p.threat >= 50)) w.cause = 'threat';
		else if (c.players.every((p, s) => p.eliminated || heroes(c, s).length === 0 || heroes(lastCtx, s).length === 0)) w.cause = 'heroes';
	} else w.cause = 'won';
	// The log, in order: what came before each entry tells where a threat rise or a death came from.
	let prev: LogEntry | null = null;
	let attacker = '';
	let undefendedNow = false;
	let phase = '';
	for (const e of c.log) {
		const p = e.params ?? {};
		switch (e.key) {
			case 'lcg_log_phase':
				phase = String(p.phase);
				attacker = '';
				break;
			case 'lcg_log_quest_failure':
				w.questFailed++;
				w.willShort += Number(p.threat) - Number(p.willpower);
				break;
			case 'lcg_log_threat_up':
				if (prev?.key === 'lcg_log_quest_failure') w.threatQuest += Number(p.amount);
				else if (phase === 'refresh' && Number(p.amount) === 1) w.threatRefresh += 1;
				else w.threatOther += Number(p.amount);
				break;
			case 'lcg_log_attack_begins':
				attacker = name(p.card);
				undefendedNow = false;
				break;
			case 'lcg_log_undefended':
				w.undefended++;
				undefendedNow = true;
				break;
			case 'lcg_log_destroyed': {
				const d = cardData(String(p.card));
				if (d.type === 'enemy') w.enemiesKilled++;
				else if (d.type === 'ally') {
					w.alliesLost++;
					if (phase === 'combat' && !undefendedNow && attacker) w.chumps++;
				} else if (d.type === 'hero') {
					const by = phase === 'combat' && attacker ? `${attacker}${undefendedNow ? ' undefended' : ' defended'}` : `${phase} effect`;
					w.heroKills[by] = (w.heroKills[by] ?? 0) + 1;
				}
				break;
			}
			case 'lcg_log_travel':
				w.travelled++;
				break;
		}
		prev = e;
	}
	if (trace) {
		const from = c.log.findLastIndex((e) => e.key === 'lcg_log_phase' && e.params?.phase === 'resource');
		console.log(`--- seed ${seed}: ${w.cause} round ${w.round}, stage ${w.stage}, threat ${c.players.map((p) => p.threat).join('/')}`);
		for (const e of c.log.slice(Math.max(0, from))) console.log(`    ${e.key} ${Object.entries(e.params ?? {}).map(([k, v]) => `${k}=${k === 'card' || k === 'target' || k === 'enemy' ? name(v) : v}`).join(' ')}`);
	}
	return w;
}

/** Sums `games` games of a cell and prints what went wrong. */
export function whyCell(scenario: ScenarioId, decks: StarterDeckId[], level: BotLevel, games: number, seed = 1, log = console.log) {
	const all: Why[] = [];
	for (let i = 0; i < games; i++) all.push(whyGame(scenario, decks, level, seed + i, !!process.env.WHY_TRACE));
	const sum = (f: (w: Why) => number) => all.reduce((n, w) => n + f(w), 0);
	const avg = (f: (w: Why) => number) => (sum(f) / games).toFixed(1);
	const count = (xs: string[]) => {
		const m: Record<string, number> = {};
		for (const x of xs) m[x] = (m[x] ?? 0) + 1;
		return Object.entries(m).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
	};
	log(`${scenario} ${decks.join('+')} ${level}: won ${sum((w) => +w.won)}/${games}; ended by ${count(all.map((w) => w.cause))}; mean round ${avg((w) => w.round)}`);
	log(`  stage at the end: ${count(all.map((w) => w.stage))}`);
	log(`  per game: quests failed ${avg((w) => w.questFailed)} (willpower short ${avg((w) => w.willShort)}); threat from failed quests ${avg((w) => w.threatQuest)}, refresh ${avg((w) => w.threatRefresh)}, other effects ${avg((w) => w.threatOther)}`);
	log(`  per game: resources unspent at quest ${avg((w) => w.unspent)} (summed over rounds); engaged enemy-rounds ${avg((w) => w.enemyRounds)}; enemies destroyed ${avg((w) => w.enemiesKilled)}; attacks undefended ${avg((w) => w.undefended)}; allies lost ${avg((w) => w.alliesLost)} (chump-blocks ${avg((w) => w.chumps)})`);
	log(`  per game: locations travelled ${avg((w) => w.travelled)}; left in staging at the end ${avg((w) => w.locationsLeft)}; staging threat at the end ${avg((w) => w.stagingEnd)}`);
	const kills: Record<string, number> = {};
	for (const w of all) for (const [k, v] of Object.entries(w.heroKills)) kills[k] = (kills[k] ?? 0) + v;
	log(`  attacks left undefended with a defender ready: ${avg((w) => w.undefendedByChoice)} per game`);
	const reasons: Record<string, number> = {};
	for (const w of all) for (const [k, v] of Object.entries(w.reasons)) reasons[k] = (reasons[k] ?? 0) + v;
	log(`  reasons per game: ${Object.entries(reasons).filter(([k]) => k !== 'pass').sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / games).toFixed(1)}`).join(', ')}`);
	log(`  heroes killed by: ${Object.entries(kills).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ') || '-'}`);
	return all;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const [games = '20', sc = 'mirkwood', decks = 'leadership', level = 'normal', seed = '1'] = process.argv.slice(2);
	whyCell(SCENARIOS[sc] ?? (sc as ScenarioId), decks.split(',') as StarterDeckId[], level as BotLevel, Number(games), Number(seed));
}
