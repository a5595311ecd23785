/**
 * Battles (rulebook « Phase 2 : le combat », « Les héros », « Les forteresses »):
 * the attacker rolls up to 3 red dice and keeps one battalion home; the defender rolls 1 or 2
 * black dice (only 1 against a single attacking die); highest against highest, ties to the
 * defender; a leader adds 1 to its side's highest die, a defended stronghold 1 to the
 * defender's highest die. Also the exact probabilities the view and the bots use.
 */

/** The most dice the attacker may roll from a territory holding `armies` battalions (0 = cannot attack). */
export function maxAttackDice(armies: number): number {
	return Math.max(0, Math.min(3, armies - 1));
}

/**
 * Defender's dice (« Lancez autant de dés noirs que vous avez déployé de bataillons de défense.
 * Si vous n'êtes attaqué que par 1 bataillon, vous ne pouvez vous défendre qu'avec 1 bataillon »):
 * 2 when it has 2 or more battalions and the attacker rolls 2 or 3, else 1.
 */
export function defendDice(defenders: number, attackDice: number): number {
	return attackDice >= 2 && defenders >= 2 ? 2 : 1;
}

/**
 * Resolves one roll. `attack`/`defend` are the raw dice (any order); the bonuses are added to
 * each side's highest die (leader +1, stronghold +1).
 * @returns losses of each side (their sum = the number of dice pairs compared)
 */
export function resolveRoll(attack: number[], defend: number[], attackBonus: number, defendBonus: number): { attackerLosses: number; defenderLosses: number } {
	const a = attack.slice().sort((x, y) => y - x);
	const d = defend.slice().sort((x, y) => y - x);
	if (a.length) a[0] += attackBonus;
	if (d.length) d[0] += defendBonus;
	let attackerLosses = 0;
	let defenderLosses = 0;
	for (let i = 0; i < Math.min(a.length, d.length); i++) {
		if (a[i] > d[i]) defenderLosses++;
		else attackerLosses++;
	}
	return { attackerLosses, defenderLosses };
}

const rollCache = new Map<string, number[]>();

/**
 * Exact distribution of one roll by enumerating all 6^(a+d) dice outcomes.
 * @returns p[k] = probability that the attacker loses k battalions (k = 0..min(a, d))
 */
export function rollDistribution(attackDice: number, defendDiceCount: number, attackBonus = 0, defendBonus = 0): number[] {
	const key = `${attackDice},${defendDiceCount},${attackBonus},${defendBonus}`;
	const hit = rollCache.get(key);
	if (hit) return hit;
	const n = attackDice + defendDiceCount;
	const pairs = Math.min(attackDice, defendDiceCount);
	const counts = new Array(pairs + 1).fill(0);
	const total = 6 ** n;
	const dice = new Array(n).fill(1);
	for (let i = 0; i < total; i++) {
		let x = i;
		for (let j = 0; j < n; j++) {
			dice[j] = (x % 6) + 1;
			x = Math.floor(x / 6);
		}
		const r = resolveRoll(dice.slice(0, attackDice), dice.slice(attackDice), attackBonus, defendBonus);
		counts[r.attackerLosses]++;
	}
	const out = counts.map((c) => c / total);
	rollCache.set(key, out);
	return out;
}

/**
 * Exact probability of taking a territory: the attacker commits `attackers` battalions (those
 * it may lose; it rolls min(3, left) dice each time) against `defenders`, and keeps rolling
 * until the territory falls or no committed battalion is left. Bonuses as in `resolveRoll`.
 * @returns a probability in [0, 1]
 */
export function conquestProbability(attackers: number, defenders: number, attackBonus = 0, defendBonus = 0): number {
	return conquestOutcome(attackers, defenders, attackBonus, defendBonus).win;
}

const outcomeCache = new Map<string, { win: number; survivors: number }>();

/**
 * Like `conquestProbability`, with the expected number of committed attackers left when it wins
 * (`survivors`, expectation over all outcomes, 0 on a loss).
 */
export function conquestOutcome(attackers: number, defenders: number, attackBonus = 0, defendBonus = 0): { win: number; survivors: number } {
	if (defenders <= 0) return { win: 1, survivors: attackers };
	if (attackers <= 0) return { win: 0, survivors: 0 };
	const key = `${attackers},${defenders},${attackBonus},${defendBonus}`;
	const hit = outcomeCache.get(key);
	if (hit) return hit;
	const a = Math.min(3, attackers);
	const d = defendDice(defenders, a);
	const dist = rollDistribution(a, d, attackBonus, defendBonus);
	const pairs = Math.min(a, d);
	let win = 0;
	let survivors = 0;
	for (let k = 0; k <= pairs; k++) {
		if (dist[k] === 0) continue;
		const next = conquestOutcome(attackers - k, defenders - (pairs - k), attackBonus, defendBonus);
		win += dist[k] * next.win;
		survivors += dist[k] * next.survivors;
	}
	const out = { win, survivors };
	outcomeCache.set(key, out);
	return out;
}
