/**
 * The rules drawer of the Knizia card game: our own concise summary in English and French
 * (not the rulebook's text), with the decisions of RULES-NOTES.md where they matter at the table.
 */
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { RuleSection } from '$lib/ui/contract';
import { phaseOf } from '../definition';
import type { KcContext } from '../types';

const EN: RuleSection[] = [
	{
		id: 'goal',
		title: 'Goal',
		body: [
			'Lay your cards around the regions of the journey. As soon as a region has a card on each of its ten places it is scored: the highest totals take its points. Then the next region is laid. Most points at the end wins.'
		]
	},
	{
		id: 'turn',
		title: 'Your turn',
		body: [
			'Lay at least one card at the current region: any number of 1s, or one higher card (2 to 5). A 0 and the Nazgûl may come instead or besides.',
			'Tap a card in your hand, then a glowing place. Lay more cards if you may, then tap “End turn”: your hand is refilled to 6 from your own pile while it lasts.',
			'With 2 players each plays two colours shuffled into one pile; the colours may be mixed in a turn and are scored apart.'
		]
	},
	{
		id: 'places',
		title: 'Light and dark regions',
		body: [
			'Light region (sun): cards go only on free places.',
			'Dark region (moon): you may also cover another player’s card with a strictly higher one; the covered card no longer counts.',
			'Hobbits (the 3s) and cards carrying a ring can never be covered nor taken.'
		]
	},
	{
		id: 'nazgul',
		title: 'The Nazgûl',
		body: [
			'Laid on another player’s card at a dark region, the Nazgûl and that card leave the game. Laid on a free place it simply leaves the game. It never takes a Hobbit or a card with a ring.'
		]
	},
	{
		id: 'specials',
		title: 'Special regions',
		body: [
			'The Ford: one or two cards of any kind per turn (0 and Nazgûl included).',
			'Caradhras: at most one 1 per turn.',
			'Moria: at its scoring, the lowest total among the colours that have a card there loses 3 points (never below 0).'
		]
	},
	{
		id: 'scoring',
		title: 'Scoring',
		body: [
			'The tenth card scores the region at once. Each colour adds the values of its visible cards on the ten places; the highest takes the first value, the next the second, then the third.',
			'The lowest never scores (with 3 players only two score), and a colour needs at least one card there, even a 0.',
			'Ties go to the player sitting nearest the left of the one who laid the last card.'
		]
	},
	{
		id: 'rings',
		title: 'Ring tiles',
		body: [
			'The first at Bag End, Bree, Weathertop and Lothlórien, and the first and second at Rivendell, win a ring. Play it later with a card (never the Nazgûl), one per card, several per turn: tap the ring, then the card, then the place. The card is protected for good.',
			'Bag End: turns the region light ↔ dark, and any later region that card borders. Bree: at scoring every card there counts 1 (also for a later region). Weathertop: lay a second card of a value you already laid this turn. Rivendell (1st): its card is worth 2 more. Rivendell (2nd): protection only. Lothlórien: move one of your cards (without a ring) from around a scored region to a place here.',
			'Rings not played when their owner runs out of cards lose their power.'
		]
	},
	{
		id: 'next-region',
		title: 'The next region',
		body: [
			'Whoever laid the last card lays the next region: tap a glowing spot. It must touch an earlier card by a side (a corner is not enough), lie the same way, and keep its ten places clear of other regions. Cards already on its places count for it too, and their rings keep working.',
			'That player then starts at the new region.'
		]
	},
	{
		id: 'end',
		title: 'End of the game',
		body: [
			'A player with no cards left leaves the game; their cards on the map still count.',
			'The game ends when every card is laid (the current region is scored even with free places), when after a scoring only one player still has cards, or after Amon Hen. If only one player still has cards during a region, they go on laying there.',
			'Most points wins; a tie goes to whoever won more at the latest scoring (then the one before).',
			'Scores may be hidden during play (a setup option): each player then sees only their own.'
		]
	}
];

const FR: RuleSection[] = [
	{
		id: 'goal',
		title: 'But du jeu',
		body: [
			'Posez vos cartes autour des régions du voyage. Dès qu’une région a une carte sur chacune de ses dix places, elle est décomptée : les plus gros totaux gagnent ses points. Puis la région suivante est posée. Le plus de points à la fin gagne.'
		]
	},
	{
		id: 'turn',
		title: 'Votre tour',
		body: [
			'Posez au moins une carte à la région actuelle : autant de 1 que vous voulez, ou une seule carte plus forte (2 à 5). Le 0 et le Nazgûl peuvent venir à la place ou en plus.',
			'Touchez une carte de votre main, puis une place en surbrillance. Posez d’autres cartes si vous le pouvez, puis touchez « Fin du tour » : votre main revient à 6 cartes depuis votre pile tant qu’elle dure.',
			'À 2 joueurs, chacun joue deux couleurs mélangées en une pile ; on peut les combiner dans un tour et elles sont décomptées séparément.'
		]
	},
	{
		id: 'places',
		title: 'Régions claires et obscures',
		body: [
			'Région claire (soleil) : seulement sur des places libres.',
			'Région obscure (lune) : on peut aussi couvrir la carte d’un autre joueur avec une carte strictement plus forte ; la carte couverte ne compte plus.',
			'Les Hobbits (les 3) et les cartes portant un anneau ne sont jamais couverts ni pris.'
		]
	},
	{
		id: 'nazgul',
		title: 'Le Nazgûl',
		body: [
			'Posé sur la carte d’un autre joueur dans une région obscure, le Nazgûl et cette carte quittent le jeu. Posé sur une place libre, il quitte simplement le jeu. Il ne prend jamais un Hobbit ni une carte portant un anneau.'
		]
	},
	{
		id: 'specials',
		title: 'Régions spéciales',
		body: [
			'Le Gué : une ou deux cartes quelconques par tour (0 et Nazgûl compris).',
			'Caradhras : un seul 1 par tour.',
			'Moria : à son décompte, le plus petit total parmi les couleurs qui y ont une carte perd 3 points (jamais sous 0).'
		]
	},
	{
		id: 'scoring',
		title: 'Décompte',
		body: [
			'La dixième carte déclenche aussitôt le décompte. Chaque couleur additionne ses cartes visibles sur les dix places ; le plus gros total prend la première valeur, le suivant la deuxième, puis la troisième.',
			'Le plus petit ne marque jamais (à 3 joueurs, deux seulement marquent), et il faut au moins une carte dans la région, même un 0.',
			'En cas d’égalité, l’avantage va au joueur le plus proche à gauche de celui qui a posé la dernière carte.'
		]
	},
	{
		id: 'rings',
		title: 'Les anneaux',
		body: [
			'Le premier à Cul-de-Sac, Bree, aux Collines du Temps et en Lothlórien, le premier et le deuxième à Imladris gagnent un anneau. Jouez-le plus tard avec une carte (jamais le Nazgûl), un par carte, plusieurs par tour : touchez l’anneau, puis la carte, puis la place. La carte est protégée pour de bon.',
			'Cul-de-Sac : la région devient claire ↔ obscure, ainsi que toute région suivante que cette carte borde. Bree : au décompte, chaque carte y compte 1 (aussi pour une région suivante). Collines du Temps : posez une seconde carte d’une valeur déjà posée ce tour. Imladris (1er) : sa carte vaut 2 de plus. Imladris (2e) : protège seulement. Lothlórien : déplacez ici une de vos cartes (sans anneau) posée autour d’une région décomptée.',
			'Les anneaux non joués quand leur propriétaire n’a plus de cartes perdent leur pouvoir.'
		]
	},
	{
		id: 'next-region',
		title: 'La région suivante',
		body: [
			'Celui qui a posé la dernière carte pose la région suivante : touchez un emplacement en surbrillance. Elle doit toucher une carte déjà posée par un côté (un coin ne suffit pas), dans le même sens, et ses dix places ne doivent pas empiéter sur une autre région. Les cartes déjà sur ses places comptent aussi pour elle, et leurs anneaux agissent encore.',
			'Ce joueur commence alors à la nouvelle région.'
		]
	},
	{
		id: 'end',
		title: 'Fin du jeu',
		body: [
			'Un joueur sans cartes quitte la partie ; ses cartes posées comptent encore.',
			'La partie finit quand toutes les cartes sont posées (la région actuelle est décomptée même avec des places libres), quand après un décompte un seul joueur a encore des cartes, ou après Amon Hen. Si un seul joueur a encore des cartes pendant une région, il continue d’y poser.',
			'Le plus de points gagne ; en cas d’égalité, celui qui a gagné le plus au dernier décompte (puis au précédent).',
			'Les scores peuvent rester cachés pendant la partie (option de départ) : chacun ne voit alors que le sien.'
		]
	}
];

/** The rules drawer's sections in the current locale. */
export function rules(): RuleSection[] {
	return getLocale() === 'fr' ? FR : EN;
}

/** The section the drawer opens at: the turn, the next region, or the end. */
export function currentRule(s: GameSnapshot<KcContext>): string {
	const phase = phaseOf(s);
	if (phase === 'placingRegion') return 'next-region';
	if (phase === 'gameOver') return 'end';
	return 'turn';
}
