/**
 * The rules drawer of Les Deux Tours: our own concise summary (not the rulebook's text), in
 * English and French, one section per phase. The locale comes from Paraglide's getLocale().
 */
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { RuleSection } from '$lib/ui/contract';
import { LOCATIONS, PATH_CARD_SPACES } from '../data/game';
import { phaseOf } from '../rules';
import type { TTContext } from '../types';
import { qualityName } from './text';

type Lang = 'en' | 'fr';

function journeyLine(lang: Lang): string {
	const parts = LOCATIONS.slice(1).map((l) => `${lang === 'fr' ? l.names.fr : l.names.en}: ${l.qualities.map(qualityName).join(' + ')}${l.qualitiesReconstructed ? ' *' : ''}`);
	return parts.join(' · ');
}

const TEXT: Record<Lang, (journey: string) => RuleSection[]> = {
	en: (journey) => [
		{
			id: 'goal',
			title: 'Goal',
			body: [
				'The hobbits travel from Amon Hen to Minas Tirith through six locations. At each one, the players compare the cards they show for the qualities the location asks for and win point tokens. Most points at the end wins.'
			]
		},
		{
			id: 'setup',
			title: 'Setup',
			body: [
				'The 7 locations lie in order with a shuffled path card (2 to 4 spaces) between each two. Every location but Amon Hen gets one point token fewer than there are players, with at least one 5 at Minas Tirith; the other tokens go back to the box.',
				'96 cards: 80 quality cards (4 colours × strength, wisdom, endurance, resolve × 5) and 16 Gandalf cards (wild). Each player gets 6 cards, 4 cards are laid face up, the rest is the pile. The youngest player takes the ring and starts.',
				`Qualities asked for: ${journey}.`,
				'* Reconstructed: the printed symbols of these locations and the spaces on the path cards (' + PATH_CARD_SPACES.join(', ') + ') could not be checked; only Fangorn (wisdom + strength) comes from the rulebook.'
			]
		},
		{
			id: 'movement',
			title: 'Movement phase',
			body: [
				'The marker moves one space at a time along the path card. On each space, each player in turn (from the round\'s start player) takes cards:',
				'a) the top card of the pile or one face-up card; or',
				'b) put one card from your hand face up with the others, then take two: two face-up cards, two from the pile, or one face-up card first and then one from the pile. You may not take back the card you just put down.',
				'The face-up cards are not refilled. When the pile runs out, the set-aside cards are shuffled into a new pile. When the marker reaches the next location, the evaluation phase begins.'
			]
		},
		{
			id: 'evaluation',
			title: 'Evaluation phase',
			body: [
				'Each player in turn, from the round\'s start player, lays as many cards as they like in front of them, or passes.',
				'One row per colour; all cards of a row show the same quality; two rows may show the same quality. A Gandalf card only ever starts a new row, with a quality card on it, and is never alone.',
				'Rows stay on the table from round to round. You may add cards of the same quality to a row (but no Gandalf). To lay another quality in a colour you already have, first set that whole row aside.'
			]
		},
		{
			id: 'scoring',
			title: 'Scoring a location',
			body: [
				'Count your cards in rows whose quality is one the location asks for (a Gandalf card in such a row counts). The highest count takes the highest token and the ring, the next the next token, and so on; the last player gets nothing, nor does anyone with no matching card. Unused tokens go back to the box.',
				'Ties: whoever presented cards first in this phase wins (players who laid cards, in order; then players who passed).',
				'Then every player who won a token removes one quality card from each row that was counted; a Gandalf card left alone goes too. These cards are set aside.'
			]
		},
		{
			id: 'new-round',
			title: 'New round',
			body: ['The ring holder starts the next round: the marker goes to the first space of the next path card.']
		},
		{
			id: 'end',
			title: 'End of the game',
			body: [
				'After Minas Tirith is scored, the player with the most points wins. Ties: most matching cards presented at Minas Tirith, then whoever presented first there.'
			]
		},
		{
			id: 'two-player',
			title: 'Two-player game',
			body: [
				'One token lies under each quality symbol of each location (at least one 5 at Minas Tirith). Each symbol is scored on its own, from the left: the player with more cards of that quality takes its token. The winner of the last symbol takes the ring. Afterwards, the same cards are removed as in the normal game.'
			]
		}
	],
	fr: (journey) => [
		{
			id: 'goal',
			title: 'But du jeu',
			body: [
				"Les Hobbits voyagent d'Amon Hen à Minas Tirith en passant par six lieux. À chaque lieu, les joueurs comparent les cartes qu'ils présentent pour les qualités demandées et gagnent des jetons de points. Le plus de points à la fin l'emporte."
			]
		},
		{
			id: 'setup',
			title: 'Préparatifs',
			body: [
				"Les 7 lieux sont posés dans l'ordre avec, entre deux lieux, une carte de chemin tirée au hasard (2 à 4 cases). Chaque lieu sauf Amon Hen reçoit un jeton de points de moins qu'il n'y a de joueurs, avec au moins un 5 à Minas Tirith ; les autres jetons retournent dans la boîte.",
				'96 cartes : 80 cartes qualité (4 couleurs × force, sagesse, persévérance, résolution × 5) et 16 cartes de Gandalf (jokers). Chaque joueur reçoit 6 cartes, 4 cartes sont retournées, le reste forme la pioche. Le plus jeune joueur prend l\'anneau et commence.',
				`Qualités demandées : ${journey}.`,
				'* Reconstitué : les symboles imprimés de ces lieux et les cases des cartes de chemin (' + PATH_CARD_SPACES.join(', ') + ") n'ont pas pu être vérifiés ; seul Fangorn (sagesse + force) vient de la règle."
			]
		},
		{
			id: 'movement',
			title: 'Phase de déplacement',
			body: [
				'Le repère avance case par case sur la carte de chemin. À chaque case, chaque joueur à son tour (depuis le premier joueur de la manche) prend des cartes :',
				'a) la première carte de la pioche ou une carte retournée ; ou',
				"b) poser une carte de sa main face visible avec les cartes retournées, puis en prendre deux : deux cartes retournées, deux de la pioche, ou d'abord une carte retournée puis une de la pioche. On ne reprend pas la carte qu'on vient de poser.",
				"Les cartes retournées ne sont pas complétées. Quand la pioche s'épuise, les cartes mises de côté sont mélangées en une nouvelle pioche. Quand le repère atteint le lieu suivant, la phase d'évaluation commence."
			]
		},
		{
			id: 'evaluation',
			title: "Phase d'évaluation",
			body: [
				'Chaque joueur à son tour, depuis le premier joueur de la manche, pose devant lui autant de cartes qu\'il veut, ou passe.',
				'Une rangée par couleur ; toutes les cartes d\'une rangée montrent la même qualité ; deux rangées peuvent montrer la même qualité. Une carte de Gandalf ne fait que commencer une nouvelle rangée, sous une carte qualité, et n\'est jamais seule.',
				"Les rangées restent sur la table d'une manche à l'autre. On peut y ajouter des cartes de la même qualité (mais pas de Gandalf). Pour poser une autre qualité dans une couleur déjà en jeu, il faut d'abord mettre toute cette rangée de côté."
			]
		},
		{
			id: 'scoring',
			title: "L'évaluation",
			body: [
				"Comptez vos cartes dans les rangées dont la qualité est demandée par le lieu (une carte de Gandalf dans une telle rangée compte). Le meilleur total prend le jeton le plus fort et l'anneau, le suivant le jeton suivant, etc. ; le dernier n'a rien, pas plus que ceux qui n'ont aucune bonne carte. Les jetons restants retournent dans la boîte.",
				'Égalité : celui qui a présenté ses cartes le premier dans cette phase (les joueurs qui ont posé, dans l\'ordre ; puis ceux qui ont passé).',
				'Ensuite, chaque joueur qui a gagné un jeton retire une carte qualité de chaque rangée comptée ; une carte de Gandalf restée seule part aussi. Ces cartes sont mises de côté.'
			]
		},
		{
			id: 'new-round',
			title: 'Une nouvelle manche',
			body: ["Le joueur qui a l'anneau commence la manche suivante : le repère va sur la première case de la carte de chemin suivante."]
		},
		{
			id: 'end',
			title: 'Fin de la partie',
			body: [
				"Après l'évaluation de Minas Tirith, le joueur qui a le plus de points gagne. Égalité : le plus de bonnes cartes présentées à Minas Tirith, puis celui qui y a présenté ses cartes en premier."
			]
		},
		{
			id: 'two-player',
			title: 'La partie à deux',
			body: [
				"Un jeton est placé sous chaque symbole de qualité de chaque lieu (au moins un 5 à Minas Tirith). Chaque symbole est évalué séparément, en commençant par la gauche : le joueur qui a le plus de cartes de cette qualité prend son jeton. Le gagnant du dernier symbole prend l'anneau. Ensuite, on retire les cartes comme dans la partie normale."
			]
		}
	]
};

/** The rules drawer's sections in the current locale. */
export function rules(): RuleSection[] {
	const lang: Lang = getLocale() === 'fr' ? 'fr' : 'en';
	return TEXT[lang](journeyLine(lang));
}

/** The section about the current phase: 'movement', 'evaluation', 'end' (or 'two-player' at a two-player evaluation). */
export function currentRule(s: GameSnapshot<TTContext>): string {
	const phase = phaseOf(s.value);
	if (phase === 'end') return 'end';
	if (phase === 'evaluation' || phase === 'scoring') return s.context.twoPlayer ? 'two-player' : 'evaluation';
	if (phase === 'setup') return 'setup';
	return 'movement';
}
