/**
 * The rules drawer of Risk: our own concise summary (not the rulebook's text), in English and
 * French, one section per phase of the turn.
 */
import { getLocale } from '$lib/paraglide/runtime.js';
import { m } from '$lib/paraglide/messages.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { RuleSection } from '$lib/ui/contract';
import type { RiskContext } from '../types';

const EN: RuleSection[] = [
	{ id: 'goal', title: 'Goal', body: ['Good (green, yellow) against Evil (red, black). Score the most points before the Fellowship leaves the Dead Marshes: 1 per territory, points for whole regions, 2 per stronghold, and your played or completed adventure cards. Holding all of Middle-earth also ends the game.'] },
	{ id: 'setup', title: 'Setup', body: ['35 battalions each (30 with 4 players). Territory cards are dealt by side; one battalion goes on each. Then players claim free territories in turn, then add one battalion at a time, then place a leader. Each player gets 3 adventure cards. With 2 players a neutral army holds 14 territories with 2 battalions each; it only defends.'] },
	{ id: 'reinforce', title: '1. Reinforcements', body: ['Territories ÷ 3 (at least 3), plus each whole region’s bonus (Arnor 7, Rhovanion 5, Rohan 4, Mirkwood 4, Eriador 3, Rhûn 2). Trade 3 territory cards: 3 infantry 4, 3 cavalry 6, 3 creatures 8, one of each 10, +2 if a card shows a territory you hold. Above 5 cards you must trade.'] },
	{ id: 'combat', title: '2. Combat', body: ['Attack a neighbour (border, bridge or sea line) from a territory with 2 or more battalions: up to 3 dice, one battalion stays. The defender rolls 2 dice (1 against a single die). Highest against highest; ties go to the defender. A leader adds 1 to its side’s highest die; a stronghold adds 1 to the defender’s. After a conquest, move in at least as many battalions as dice; an attacking leader moves in too.', 'Reactions: when you declare the first battle against a territory, its owner may play a reaction card first (Courage Alone: 4 battalions there; Strategic Withdrawal: all but 1 battalion pull back next door; Violent Storms: a battle by sea into a port loses its attacking battalions). Then the battle is fought.'] },
	{ id: 'manoeuvre', title: '3. Manoeuvre', body: ['One move: battalions (and your leader) from one territory to another through your own connected territories, never over mountains or rivers without a bridge, leaving one behind. A leader that completed a mission this turn stays.'] },
	{ id: 'draw', title: '4. Cards', body: ['If you conquered a territory, draw a territory card; if your leader crossed or took a stronghold, you may draw an adventure card instead (hand limit 3). Events are played at once. Missions are completed when your leader reaches their site; powers are played in their phase. Both score at the end.'] },
	{ id: 'fellowship', title: '5. The Fellowship', body: ['After each turn the Ring moves one step along its path. On a die step (Moria, Lothlórien, the Dead Marshes) it moves on only on a successful roll: exactly 3 by default, 4–6 with the printed-game option. When it leaves the Dead Marshes the game ends.', 'Faramir Finds the Ringbearer: after any Fellowship roll, its holder may add or take away 2 (offered only when that changes the result).'] },
	{ id: 'end', title: 'End and ties', body: ['Ties: most territories, then most strongholds, then most adventure points, then a die.'] }
];

const FR: RuleSection[] = [
	{ id: 'goal', title: 'But', body: ['Le Bien (vert, jaune) contre le Mal (rouge, noir). Marquez le plus de points avant que la Communauté ne quitte les Marais des morts : 1 par territoire, des points pour les régions entières, 2 par forteresse, et vos cartes Aventure jouées ou accomplies. Tenir toute la Terre du Milieu finit aussi la partie.'] },
	{ id: 'setup', title: 'Mise en place', body: ['35 bataillons chacun (30 à 4 joueurs). Les cartes Territoire sont distribuées par camp ; un bataillon sur chacune. Puis on occupe les territoires libres à tour de rôle, puis on ajoute un bataillon à la fois, puis on place un héros. Chacun reçoit 3 cartes Aventure. À 2 joueurs, une armée neutre tient 14 territoires avec 2 bataillons chacun ; elle ne fait que se défendre.'] },
	{ id: 'reinforce', title: '1. Renforts', body: ['Territoires ÷ 3 (au moins 3), plus le bonus de chaque région entière (Arnor 7, Rhovanion 5, Rohan 4, Forêt Noire 4, Eriador 3, Rhûn 2). Échangez 3 cartes : 3 infanteries 4, 3 cavaleries 6, 3 créatures 8, une de chaque 10, +2 si une carte montre un de vos territoires. Au-delà de 5 cartes, l’échange est obligatoire.'] },
	{ id: 'combat', title: '2. Combat', body: ['Attaquez un voisin (frontière, pont ou ligne maritime) depuis un territoire de 2 bataillons ou plus : jusqu’à 3 dés, un bataillon reste. Le défenseur lance 2 dés (1 contre un seul dé). Le plus fort contre le plus fort ; égalité au défenseur. Un héros ajoute 1 au meilleur dé de son camp ; une forteresse 1 à celui du défenseur. Après une conquête, entrez avec au moins autant de bataillons que de dés ; le héros qui attaque entre aussi.', 'Réactions : quand vous annoncez le premier combat contre un territoire, son propriétaire peut d’abord jouer une carte de réaction (Le courage seul : 4 bataillons sur place ; Repli stratégique : tous les bataillons sauf 1 se replient à côté ; Violentes tempêtes : un combat par la mer contre un port perd ses bataillons attaquants). Puis le combat a lieu.'] },
	{ id: 'manoeuvre', title: '3. Manœuvres', body: ['Un déplacement : des bataillons (et votre héros) d’un territoire à un autre à travers vos territoires reliés, jamais par la montagne ni par une rivière sans pont, en laissant un bataillon. Un héros qui a accompli une mission ce tour reste.'] },
	{ id: 'draw', title: '4. Pioche', body: ['Si vous avez conquis un territoire, piochez une carte Territoire ; si votre héros a traversé ou pris une forteresse, vous pouvez piocher une carte Aventure à la place (3 en main au plus). Les événements se jouent aussitôt. Une mission est accomplie quand votre héros atteint son site ; les pouvoirs se jouent dans leur phase. Les deux rapportent des points à la fin.'] },
	{ id: 'fellowship', title: '5. La Communauté', body: ['Après chaque tour, l’Anneau avance d’une étape. Sur une étape à dé (Moria, Lothlórien, Marais des morts), il n’avance que sur un jet réussi : exactement 3 par défaut, 4 à 6 avec l’option du jeu imprimé. Quand il quitte les Marais des morts, la partie s’arrête.', 'Faramir trouve le Porteur : après tout dé de la Communauté, son détenteur peut ajouter ou retirer 2 (proposé seulement si cela change le résultat).'] },
	{ id: 'end', title: 'Fin et égalités', body: ['Égalité : le plus de territoires, puis de forteresses, puis de points Aventure, puis un dé.'] }
];

/** The rules drawer's sections in the current locale; the goal also says how 3 players play (issue 19, the new-game screen's sentence). */
export function rules(): RuleSection[] {
	const sections = getLocale() === 'fr' ? FR : EN;
	return sections.map((s) => (s.id === 'goal' ? { ...s, body: [...s.body, m.risk_three_players()] } : s));
}

/** The section of the current phase. */
export function currentRule(s: GameSnapshot<RiskContext>): string {
	const p = s.context.phase;
	if (p === 'claim' || p === 'setupPlace' || p === 'setupLeader') return 'setup';
	if (p === 'reinforce') return 'reinforce';
	if (p === 'combat' || p === 'conquer' || (p === 'react' && !s.context.reaction?.ring)) return 'combat';
	if (p === 'manoeuvre' || p === 'manoeuvreCount') return 'manoeuvre';
	if (p === 'draw' || p === 'discardAdventure' || p === 'placeLeader') return 'draw';
	if (p === 'fellowship' || (p === 'react' && s.context.reaction?.ring)) return 'fellowship';
	return 'end';
}
