/**
 * Words of Risk's view in the current locale (Paraglide messages, names from data/map.ts):
 * territory and card names, log lines, the top bar's phase label, the prompt, result lines.
 */
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameSnapshot, LogEntry, SeatId, SeatSetup } from '$lib/engine/types';
import { TERRITORIES } from '../data/map';
import { ADVENTURE_CARDS } from '../data/adventure';
import { mustTrade } from '../rules/reinforcement';
import { actingSeat } from '../rules/reactions';
import { ranking, scoreSheet } from '../rules/scoring';
import type { RiskContext } from '../types';

type Msg = (inputs?: Record<string, unknown>) => string;
const messages = m as unknown as Record<string, Msg>;
const fr = () => getLocale() === 'fr';

/** Our short names of the adventure cards (English, French). */
const CARD_NAMES: Record<string, [string, string]> = {
	hobbiton: ['Hobbiton', 'Hobbitebourg'],
	grey_havens: ['Grey Havens', 'Havres Gris'],
	harlond: ['Harlond', 'Harlond'],
	weathertop: ['Weathertop', 'Mont Venteux'],
	mount_gundabad: ['Mount Gundabad', 'Mont Gundabad'],
	carn_dum: ['Carn Dûm', 'Carn Dûm'],
	bree: ['Bree', 'Bree'],
	tharbad: ['Tharbad', 'Tharbad'],
	gates_of_moria: ['Gates of Moria', 'Portes de la Moria'],
	edoras: ['Edoras', 'Edoras'],
	lothlorien: ['Lothlórien', 'Lothlórien'],
	rauros: ['Rauros', 'Rauros'],
	dagorlad: ['Dagorlad', 'Dagorlad'],
	easterling_encampment: ['Easterling Encampment', 'Camp des Orientaux'],
	elven_halls: ['Elven Halls', 'Palais des Elfes'],
	erebor: ['Erebor', 'Erebor'],
	second_leader: ['Appoint a Second Leader', 'Nommer un second héros'],
	winter_storms: ['Winter Storms', "Tempêtes d'hiver"],
	raiders: ['Raiders', 'Pillards'],
	mustering: ['Mustering of Middle-earth', 'Levée en masse'],
	cave_troll: ["They've Brought a Cave Troll", 'Un troll des cavernes'],
	entmoot: ['The Entmoot', "L'Ent-moot"],
	ambush: ['Ambush!', 'Embuscade !'],
	grima: ['Gríma Wormtongue', 'Gríma Langue-de-Serpent'],
	enemy_at_hand: ['The Enemy Is at Hand', "L'ennemi est là"],
	siege_machines: ['Siege Machines', 'Machines de siège'],
	move_by_night: ['Move by Night', 'Marche de nuit'],
	borne: ['Borne to Another Place', 'Emporté ailleurs'],
	hunt: ['Hunt for the Ringbearer', "Chasse au Porteur de l'Anneau"],
	knife: ['Knife in the Dark', 'Poignard dans la nuit'],
	dangerous_crossing: ['Dangerous Crossing', 'Passage dangereux'],
	gollum: ['Gollum', 'Gollum'],
	boromir: ['Boromir Tries to Seize the Ring', "Boromir veut prendre l'Anneau"],
	balrog: ['A Balrog Is Come', 'Un Balrog est venu'],
	smeagol: ['Sméagol', 'Sméagol'],
	courage_alone: ['Courage Alone Will Not Save You', 'Le courage seul ne vous sauvera pas'],
	strategic_withdrawal: ['Strategic Withdrawal', 'Repli stratégique'],
	violent_storms: ['Violent Storms', 'Violentes tempêtes'],
	faramir: ['Faramir Finds the Ringbearer', 'Faramir trouve le Porteur'],
	local_uprising: ['Local Uprising', 'Soulèvement local'],
	corsairs: ['Corsairs of Umbar', "Corsaires d'Umbar"],
	you_shall_not_pass: ['You Shall Not Pass!', 'Vous ne passerez pas !'],
	mountain_way: ['The Way Is Under the Mountains', 'Le chemin passe sous la montagne']
};

/** Our one-line wording of what each power or mission does (English, French). */
const POWER_TEXT: Record<string, [string, string]> = {
	ambush: ['Combat: 3 battalions in a territory you attack from.', 'Combat : 3 bataillons dans un territoire d’où vous attaquez.'],
	grima: ['Combat: move up to 2 battalions from an enemy next door to your territory.', 'Combat : prenez jusqu’à 2 bataillons à un ennemi voisin.'],
	siege: ['Combat: an enemy stronghold loses its +1 this turn.', 'Combat : une forteresse ennemie perd son +1 ce tour.'],
	moveByNight: ['Manoeuvre: 3 more moves.', 'Manœuvres : 3 déplacements de plus.'],
	borne: ['Reinforcements: move a leader to any territory you hold.', 'Renforts : déplacez un héros sur un de vos territoires.'],
	hunt: ['Reinforcements: 4 battalions where the Fellowship is if you hold it, else the Fellowship moves on.', 'Renforts : 4 bataillons là où est la Communauté si vous y êtes, sinon elle avance.'],
	knife: ['Fellowship: it must roll to leave a step without a die.', 'Communauté : elle doit lancer le dé même sans dé.'],
	boromir: ['Fellowship: it stays this turn.', 'Communauté : elle reste ce tour.'],
	balrog: ['Fellowship in Moria: it stays this turn.', 'Communauté en Moria : elle reste ce tour.'],
	smeagol: ['Fellowship: +2 to its roll.', 'Communauté : +2 à son dé.'],
	courage: ['Reaction, when a battle is declared on your territory: 4 battalions there.', 'Réaction, quand on attaque votre territoire : 4 bataillons sur place.'],
	withdrawal: ['Reaction, when a battle is declared on your territory: all but 1 battalion withdraw next door.', 'Réaction, quand on attaque votre territoire : tous les bataillons sauf 1 se replient à côté.'],
	violentStorms: ['Reaction, when a battle comes by sea to your port: the attacking battalions are lost.', 'Réaction, quand on attaque votre port par la mer : les bataillons attaquants sont perdus.'],
	faramir: ['Reaction, after any Fellowship roll: +2 or −2 to it.', 'Réaction, après un dé de la Communauté : +2 ou −2.'],
	youShallNotPass: ['Reinforcements: block a bridge until your next turn; battalions cross it only with a leader.', 'Renforts : bloquez un pont jusqu’à votre prochain tour ; on ne le franchit qu’avec un héros.'],
	mountainWay: ['Combat: invade across one mountain border this turn.', 'Combat : envahissez à travers une frontière de montagne ce tour.']
};

/** A territory's name in the current locale (by index or id). */
export function territoryName(t: number | string): string {
	const x = typeof t === 'number' ? TERRITORIES[t] : TERRITORIES.find((y) => y.id === t);
	if (!x) return String(t);
	return fr() ? x.name.fr : x.name.en;
}

/** An adventure card's name (by id or key). */
export function cardName(card: number | string): string {
	const key = typeof card === 'number' ? ADVENTURE_CARDS[card].key : card;
	const n = CARD_NAMES[key];
	return n ? n[fr() ? 1 : 0] : key;
}

/** What an adventure card does, in one line. */
export function cardText(card: number, side: 'good' | 'evil'): string {
	const k = ADVENTURE_CARDS[card].kind;
	if (k.type === 'mission') {
		const r = k.reward[side];
		const where = territoryName(k.territory);
		const reward = r.battalions ? m.risk_battalions_n({ count: r.battalions }) : fr() ? '1 carte Territoire' : '1 territory card';
		return fr() ? `Mission : amenez un héros en ${where} → ${reward}, ${k.points[side]} pt.` : `Mission: bring a leader to ${where} → ${reward}, ${k.points[side]} pt.`;
	}
	if (k.type === 'power') return (POWER_TEXT[k.effect] ?? ['', ''])[fr() ? 1 : 0] + (fr() ? ` ${k.points} pt une fois jouée.` : ` ${k.points} pt once played.`);
	return fr() ? 'Événement, joué dès qu’il est pioché.' : 'Event, played when drawn.';
}

/** A log line in the current locale. */
export function formatLog(entry: LogEntry, seats: SeatSetup[]): string {
	const fn = messages[entry.key];
	if (!fn) return entry.key;
	const p: Record<string, unknown> = { ...(entry.params ?? {}) };
	if (entry.seat !== undefined) p.player = seats[entry.seat]?.name ?? `#${entry.seat + 1}`;
	for (const k of ['territory', 'from', 'to']) if (typeof p[k] === 'string') p[k] = territoryName(p[k] as string);
	if (typeof p.card === 'string') p.card = cardName(p.card);
	if (p.side === 'good' || p.side === 'evil') p.side = p.side === 'good' ? m.risk_side_good() : m.risk_side_evil();
	if (p.other === 'neutral') p.other = m.risk_neutral();
	return fn(p);
}

/** "Turn 3 · Combat". */
export function phaseLabel(s: GameSnapshot<RiskContext>): string {
	const c = s.context;
	const phase = c.phase === 'react' && c.reaction?.ring ? m.risk_phase_react_ring() : messages[`risk_phase_${c.phase}`]();
	return c.turnNumber > 0 && c.phase !== 'end' ? m.risk_turn_label({ turn: c.turnNumber, phase }) : phase;
}

/** What is asked of `seat` now. */
export function prompt(s: GameSnapshot<RiskContext>, seat: SeatId, seats: SeatSetup[]): string {
	const c = s.context;
	const acting = actingSeat(c);
	if (acting !== seat) return m.risk_prompt_wait({ player: seats[acting]?.name ?? '' });
	if (c.phase === 'react' && c.reaction?.ring) return m.risk_prompt_react_ring({ die: c.reaction.ring.die, plus: c.reaction.ring.plus });
	if (c.phase === 'react' && c.reaction?.attack) {
		const a = c.reaction.attack;
		return m.risk_prompt_react({ player: seats[a.attacker]?.name ?? '', from: territoryName(a.from), to: territoryName(a.to), dice: a.dice });
	}
	if (c.phase === 'reinforce') return mustTrade(c.hands[seat]) ? m.risk_prompt_reinforce_trade() : m.risk_prompt_reinforce({ left: c.pool[seat] });
	if (c.phase === 'setupPlace') return m.risk_prompt_setupPlace({ left: c.pool[seat] });
	const fn = messages[`risk_prompt_${c.phase}`];
	return fn ? fn() : '';
}

/** The final score sheet, best first. */
export function resultLines(s: GameSnapshot<RiskContext>, seats: SeatSetup[]): string[] {
	const lines = scoreSheet(s.context);
	const order = ranking(lines, s.context.tieRolls).order;
	return order.map((seat) => m.risk_result_line({ player: seats[seat]?.name ?? '', ...lines[seat] }));
}
