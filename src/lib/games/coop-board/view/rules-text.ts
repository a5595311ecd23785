/**
 * The rules drawer: our own concise summary of the 2010 rulebook (not its text), in English
 * and French, one section per phase and mechanism.
 */
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { RuleSection } from '$lib/ui/contract';
import type { CoopContext } from '../types';
import Legend from './Legend.svelte';
import { t } from './text';

const EN: RuleSection[] = [
	{ id: 'goal', title: 'Goal', body: ['Together, carry the Ring from Bag End to Mount Doom and destroy it before Sauron reaches the Ring-bearer on the corruption track. There is no individual winner: the Fellowship scores together.', 'Edition: the 2010 FFG/Edge rules; the components were read from the 2000 print (see the game notes).'] },
	{ id: 'corruption', title: 'Corruption track', body: ['Hobbits start on 0 and move right toward darkness; Sauron starts on 15, 12 or 10 and only moves left. A hobbit meeting or passing Sauron is eliminated: its cards and life tokens are discarded, it keeps its runes. If the Ring-bearer falls the game ends.', 'A hobbit that cannot pay cards or runes it must pay discards what it can and is eliminated.'] },
	{ id: 'haven', title: 'Peaceful havens', body: ['Bag End, Rivendell and Lothlórien: the actions are resolved left to right, the Ring-bearer being the active player. Only an optional action (Preparations, Recovery) may be skipped.', 'Legend cards of Rivendell and Lothlórien are shuffled and dealt one at a time from the Ring-bearer clockwise.'] },
	{ id: 'storyTiles', title: 'Story tiles', body: ['The active hobbit reveals tiles until one advances an activity track. Time Passes moves the event marker and resolves the event; The Ring\'s Influence moves the Ring-bearer; Sauron\'s Will: two dark steps or Sauron moves; Last Resort and Retreat: the group may pay, otherwise the next event happens.', 'An activity tile whose track is absent or finished lets the active hobbit advance any track one space.'] },
	{ id: 'cards', title: 'Playing cards', body: ['Then play up to two cards, one brown and one grey (Pippin: any two). Each symbol moves its track one space; every space passed is resolved (runes, life tokens, Legend cards, purity, then the Peril die). All stars of one card go on one track. Or play none and draw two cards or take one step to the light.', 'When paying, each star may stand for a different symbol. Epic cards and payments do not count toward the two cards.'] },
	{ id: 'events', title: 'Events and group payments', body: ['EACH PLAYER: every hobbit from the active one clockwise pays or suffers. The group: the players decide who contributes; contributions wait in the pot until the whole cost is met, or the group declines and suffers the consequence.'] },
	{ id: 'ring', title: 'The Ring', body: ['Once per adventure the Ring-bearer may put on the Ring (even in another player\'s turn): roll the Peril die and suffer it, then move one track 4 minus the die\'s symbols spaces without resolving them.'] },
	{ id: 'specials', title: 'Gandalf and Epic cards, at any time', body: ['Any hobbit may call Gandalf for 5 runes (Healing, Persistence, Guidance, Foresight, Magic) and play Epic cards whenever the game waits for a step, in any turn: use the "Special card" button beside that hobbit. Belt and Mithril are offered when a die is rolled, the Phial before a reveal, the Staff on its tiles.'] },
	{ id: 'endOfAdventure', title: 'End of an adventure', body: ['When the main track is finished or the last event is resolved: each missing life-token type is one step toward darkness (Merry needs one fewer); the hobbit with most Ring tokens carries the Ring (ties: nearest to the old bearer in turn order) and draws two; tokens go back; Fatty draws two.'] },
	{ id: 'mountDoom', title: 'Mordor and Mount Doom', body: ['The Eye of Sauron, the last Mordor event, ends the game. Reaching the last Mordor space puts the Ring in the fire: the active hobbit rolls the Peril die; if it survives the Ring is destroyed, otherwise the next hobbit rolls.'] },
	{ id: 'score', title: 'Score', body: ['Victory: 60 plus every rune still held (even by eliminated hobbits). All hobbits fall at Mount Doom: 60 without runes. Otherwise: the value of the main-track space.'] },
	{ id: 'variants', title: 'Variants', body: ['Sauron on 15 (introductory), 12 (normal) or 10 (expert). Passing the Ring: a Ring-bearer eliminated for not paying, still left of Sauron, passes the Ring to the left. Equal turns: adventures do not start with the Ring-bearer. Competitive game: runes are kept hidden; if the Ring is destroyed each hobbit scores 60 plus its own runes (even if eliminated) and the best score wins; a Ring-bearer holding three Ring tokens when it meets Sauron is corrupted and wins alone with the main-track value, the others score 0; otherwise nobody wins and all score the main-track value.', 'Group payments with computer hobbits: the people at the table choose who pays first; a computer hobbit contributes when they hand it the choice or when no person can.'] }
];

const FR: RuleSection[] = [
	{ id: 'goal', title: 'But du jeu', body: ['Ensemble, portez l\'Anneau de Cul-de-Sac à la Montagne du Destin et détruisez-le avant que Sauron n\'atteigne le porteur sur l\'échelle de corruption. Pas de vainqueur individuel : la Communauté marque ensemble.', 'Édition : règles FFG/Edge 2010 ; le matériel a été lu sur l\'édition 2000 (voir les notes du jeu).'] },
	{ id: 'corruption', title: 'Échelle de corruption', body: ['Les Hobbits partent de 0 et avancent vers les ténèbres ; Sauron part de 15, 12 ou 10 et ne fait que reculer vers eux. Un Hobbit qui atteint ou dépasse Sauron est éliminé : ses cartes et jetons Vie sont défaussés, il garde ses runes. Si le porteur tombe, la partie s\'arrête.', 'Un joueur qui ne peut pas payer des cartes ou des runes dues défausse ce qu\'il peut et est éliminé.'] },
	{ id: 'haven', title: 'Havres de paix', body: ['Cul-de-Sac, Fondcombe, Lothlórien : les actions sont résolues de gauche à droite, le porteur étant le joueur actif. Seule une action facultative (Préparatifs, Repos) peut être sautée.', 'Les cartes Légende de Fondcombe et de la Lothlórien sont mélangées et distribuées une à une à partir du porteur, dans le sens horaire.'] },
	{ id: 'storyTiles', title: 'Tuiles Récit', body: ['Le joueur actif révèle des tuiles jusqu\'à ce qu\'une fasse avancer une échelle d\'activité. Le Temps s\'Écoule avance le pion Événement et résout l\'événement ; L\'Influence de l\'Anneau fait avancer le porteur ; La Volonté de Sauron : deux cases vers les ténèbres ou Sauron avance ; Dernier Recours et Battre en Retraite : le groupe peut payer, sinon l\'événement suivant survient.', 'Une tuile d\'activité dont l\'échelle est absente ou terminée permet d\'avancer n\'importe quelle échelle d\'une case.'] },
	{ id: 'cards', title: 'Jouer des cartes', body: ['Puis jouez jusqu\'à deux cartes, une brune et une grise (Pippin : deux quelconques). Chaque symbole avance son échelle d\'une case ; chaque case traversée est résolue (runes, jetons Vie, cartes Légende, pureté, puis le dé de Péril). Toutes les étoiles d\'une carte vont sur la même échelle. Ou ne jouez rien et piochez deux cartes ou reculez d\'une case.', 'Pour payer, chaque étoile peut représenter un symbole différent. Les cartes Épopée et les paiements ne comptent pas dans les deux cartes.'] },
	{ id: 'events', title: 'Événements et paiements du groupe', body: ['CHAQUE JOUEUR : chacun, à partir du joueur actif dans le sens horaire, paie ou subit. Le groupe : les joueurs décident qui contribue ; les contributions attendent jusqu\'à ce que tout soit payé, ou le groupe refuse et subit la conséquence.'] },
	{ id: 'ring', title: 'L\'Anneau', body: ['Une fois par aventure, le porteur peut mettre l\'Anneau (même pendant le tour d\'un autre) : il lance le dé de Péril et le subit, puis avance une échelle de 4 moins le nombre de symboles du dé, sans résoudre les cases.'] },
	{ id: 'specials', title: 'Gandalf et cartes Épopée, à tout moment', body: ['Tout joueur peut appeler Gandalf pour 5 runes (Guérison, Persévérance, Conseil, Clairvoyance, Magie) et jouer des cartes Épopée chaque fois que le jeu attend une étape, pendant n\'importe quel tour : bouton « Carte spéciale » à côté du Hobbit. La Ceinture et la Cotte en Mithril sont proposées lors d\'un lancer de dé, la Fiole avant une révélation, le Bâton sur ses tuiles.'] },
	{ id: 'endOfAdventure', title: 'Fin d\'une aventure', body: ['Quand l\'échelle principale est terminée ou le dernier événement résolu : chaque type de jeton Vie manquant coûte une case vers les ténèbres (Merry en demande un de moins) ; celui qui a le plus de jetons Anneau devient porteur (égalité : le plus proche de l\'ancien porteur dans l\'ordre du tour) et pioche deux cartes ; les jetons sont rendus ; Gros Bolger pioche deux cartes.'] },
	{ id: 'mountDoom', title: 'Mordor et Montagne du Destin', body: ['L\'Œil de Sauron, dernier événement du Mordor, termine la partie. Atteindre la dernière case du Mordor jette l\'Anneau au feu : le joueur actif lance le dé ; s\'il reste en jeu l\'Anneau est détruit, sinon le joueur suivant lance.'] },
	{ id: 'score', title: 'Score', body: ['Victoire : 60 plus toutes les runes encore possédées (même par les éliminés). Tous tombés à la Montagne du Destin : 60 sans les runes. Sinon : la valeur de la case de l\'échelle principale.'] },
	{ id: 'variants', title: 'Variantes', body: ['Sauron sur 15 (initiation), 12 (normal) ou 10 (expert). Passage de l\'Anneau : un porteur éliminé faute de payer, encore à gauche de Sauron, passe l\'Anneau à sa gauche. Égalité de tours : les aventures ne commencent pas par le porteur. Jeu compétitif : les runes restent cachées ; si l\'Anneau est détruit, chaque Hobbit marque 60 plus ses propres runes (même éliminé) et le meilleur score gagne ; un porteur qui possède trois jetons Anneau quand il rejoint Sauron est corrompu et gagne seul avec la valeur de l\'échelle principale, les autres marquent 0 ; sinon personne ne gagne et tous marquent la valeur de l\'échelle principale.', 'Paiements du groupe avec des Hobbits de l\'ordinateur : les personnes à la table choisissent d\'abord qui paie ; un Hobbit de l\'ordinateur contribue quand elles lui laissent le choix ou quand aucune personne ne le peut.'] }
];

/** The rules drawer's sections in the current locale; the second is the legend of every icon (Legend.svelte). */
export function rules(): RuleSection[] {
	const [goal, ...rest] = getLocale() === 'fr' ? FR : EN;
	return [goal, { id: 'legend', title: t('cb_legend_title'), body: [], extra: Legend }, ...rest];
}

/** The section about the current step. */
export function currentRule(s: GameSnapshot<CoopContext>): string {
	const c = s.context;
	const d = c.decision;
	if (d?.kind === 'pay' || d?.kind === 'choose') return 'events';
	if (d?.kind === 'die') return 'specials';
	switch (c.phase) {
		case 'haven':
			return 'haven';
		case 'storyTiles':
			return 'storyTiles';
		case 'cards':
			return 'cards';
		case 'endOfAdventure':
			return 'endOfAdventure';
		case 'mountDoom':
			return 'mountDoom';
		default:
			return 'score';
	}
}
