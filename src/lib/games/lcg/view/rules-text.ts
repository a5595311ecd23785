/**
 * The rules drawer of the LCG: our own concise summary (never the rulebook's text), in English
 * and French, with one section per phase of « Séquence du Tour » (ressource, organisation,
 * quête, voyage, rencontre, combat, restauration) plus the goal, setup, end and scoring
 * (« DÉCOMPTE »), keywords, and how to play on this tablet. The locale comes from Paraglide.
 */
import { getLocale } from '$lib/paraglide/runtime.js';
import type { GameSnapshot } from '$lib/engine/types';
import type { RuleSection } from '$lib/ui/contract';
import type { LcgContext } from '../types';

type Lang = 'en' | 'fr';

const TEXT: Record<Lang, RuleSection[]> = {
	en: [
		{
			id: 'goal',
			title: 'Goal',
			body: [
				'A cooperative game: 1 to 4 players together against the encounter deck of the scenario (here Passage Through Mirkwood). The players win when they complete the last stage of the quest deck with at least one player still in the game; they lose when every player is eliminated.',
				'Each player has up to 3 heroes, a deck of allies, attachments and events, and a threat level. A player is eliminated when their threat reaches 50 or when all their heroes are dead.'
			]
		},
		{
			id: 'setup',
			title: 'Setup',
			body: [
				"Each player starts at a threat equal to the total threat cost of their heroes, shuffles their deck and draws 6 cards; once, they may shuffle that hand back and draw 6 new ones (mulligan). A first player is chosen and takes the first player token.",
				'The quest deck is put in order with stage 1 on top; the encounter deck is shuffled. The first stage tells what to put in the staging area (Passage Through Mirkwood: a Forest Spider and the Old Forest Road).',
				'A round has 7 phases. The first player always acts first in a phase, then the others clockwise. Between the steps, action windows let players play Actions (event cards and card abilities).'
			]
		},
		{
			id: 'resource',
			title: '1. Resource phase',
			body: [
				"Each player puts 1 resource token on each of their heroes (the hero's resource pool), then draws 1 card.",
				"A card is paid with resources from heroes whose sphere icon matches the card's sphere (Gandalf, neutral, is paid by any hero). A card costing 0 still needs a hero of its sphere. Exhausted heroes may still spend their resources."
			]
		},
		{
			id: 'planning',
			title: '2. Planning phase',
			body: [
				'The only phase where allies and attachments are played from hand: the first player plays as many as they like and can pay, then the next player, and so on. Cards enter play ready. An attachment is placed under the card it is attached to.',
				'Unique cards (◆): only one copy of a title may be in play at a time.'
			]
		},
		{
			id: 'quest',
			title: '3. Quest phase',
			body: [
				'1) Commit: each player, in turn, exhausts any of their ready characters to commit them to the quest.',
				'2) Staging: reveal 1 encounter card per player, one by one, resolving each « when revealed » effect. Enemies and locations go to the staging area; treacheries resolve and are discarded. If the encounter deck runs out during this phase, its discard pile is shuffled back.',
				'3) Resolve: compare the total willpower of committed characters with the total threat of the cards in the staging area. More willpower: place the difference as progress tokens, first on the active location until it is explored, then on the quest card. More threat: every player raises their threat by the difference. A tie: nothing happens.',
				'When a quest card has progress equal to its quest points, the players advance to the next stage at once (extra progress is lost).'
			]
		},
		{
			id: 'travel',
			title: '4. Travel phase',
			body: [
				'If there is no active location, the first player may have the group travel to one location of the staging area. It becomes the active location: its threat no longer counts, and it takes the progress before the quest card. Some locations have a travel cost that must be paid to go there.',
				'A location with progress equal to its quest points is explored and discarded.'
			]
		},
		{
			id: 'encounter',
			title: '5. Encounter phase',
			body: [
				'1) Optional engagement: each player may take 1 enemy from the staging area and engage it, whatever its engagement cost.',
				"2) Engagement checks: in turn, each player compares their threat with the enemies in the staging area; the enemy with the highest engagement cost not above that threat engages them. This repeats, player after player, until no enemy can engage anyone."
			]
		},
		{
			id: 'combat',
			title: '6. Combat phase',
			body: [
				'Deal 1 face-down shadow card from the encounter deck to each engaged enemy (not in the basic game variant).',
				'Enemy attacks: the first player resolves the attacks of their enemies one at a time, then the next player. For each: declare at most 1 ready character as defender (it exhausts), or none; turn its shadow card face up and resolve its shadow effect; the damage is attack − defence of the defender. An undefended attack puts all its attack as damage on one hero of the defending player. A character with damage equal to its hit points is destroyed.',
				"Player attacks: then each player may attack each enemy engaged with them once: exhaust one or more ready characters as attackers; the damage is the sum of their attack − the enemy's defence. Ranged characters may join attacks against enemies engaged with other players.",
				'At the end of the combat phase the shadow cards are discarded.'
			]
		},
		{
			id: 'refresh',
			title: '7. Refresh phase',
			body: [
				'Every exhausted card is readied. Each player raises their threat by 1. The first player token passes to the next player clockwise, and a new round begins.'
			]
		},
		{
			id: 'end',
			title: 'End of the game and score',
			body: [
				'Victory: the last stage of the quest is completed with at least one player still in the game. Defeat: every player is eliminated.',
				'An eliminated player discards everything; enemies engaged with them return to the staging area with their damage, and one card fewer is revealed during staging.',
				'Score (lower is better): for each player, final threat + threat cost of each dead hero + damage tokens on surviving heroes; add the players together and subtract the victory points of the cards in the victory display. An eliminated player counts 50 threat and all heroes dead.'
			]
		},
		{
			id: 'keywords',
			title: 'Keywords',
			body: [
				'Surge: reveal one more encounter card. Doomed X: every player raises their threat by X when the card enters play. Guarded: the next encounter card is put on the objective; it can be claimed once that card has left play.',
				'Sentinel: may defend attacks against other players. Ranged: may attack enemies engaged with other players. Restricted: a character holds at most 2 Restricted attachments. Victory X: the card goes to the victory display when defeated or explored.',
				'Responses are played right after their trigger; Forced effects happen by themselves; Actions are played in action windows.'
			]
		},
		{
			id: 'tablet',
			title: 'Playing on this tablet',
			body: [
				'Tap a card to use it: a character to commit, defend or attack, an enemy or a location to choose it. Cards that can be used glow. A card from your hand (or an ability) is selected first; then tap the glowing target, or a button for who pays.',
				'Long-press any card (or tap ⓘ) to read it large. A card marked ⚠ is not built yet: its text is ignored (an ally still plays with its printed values; such events and attachments cannot be played).',
				'In an action window the first player closes it with Continue; another player with an Action picks their name at the top first. Revealed encounter cards and shadow cards are shown one at a time: tap OK. "Every move" lists everything you may do now.'
			]
		}
	],
	fr: [
		{
			id: 'goal',
			title: 'But du jeu',
			body: [
				"Un jeu coopératif : 1 à 4 joueurs ensemble contre le deck de rencontre du scénario (ici Passage dans la Forêt Noire). Les joueurs gagnent s'ils accomplissent la dernière étape du deck de quête avec au moins un joueur encore en jeu ; ils perdent si tous les joueurs sont éliminés.",
				'Chaque joueur a jusqu’à 3 héros, un deck d’alliés, d’attachements et d’événements, et un niveau de menace. Un joueur est éliminé quand sa menace atteint 50 ou quand tous ses héros sont morts.'
			]
		},
		{
			id: 'setup',
			title: 'Mise en place',
			body: [
				'Chaque joueur commence avec une menace égale au total des coûts de menace de ses héros, mélange son deck et pioche 6 cartes ; une fois, il peut remélanger cette main et en piocher 6 nouvelles (mulligan). On choisit un premier joueur, qui prend le marqueur premier joueur.',
				'Le deck de quête est rangé dans l’ordre, étape 1 au-dessus ; le deck de rencontre est mélangé. La première étape indique quoi placer dans la zone de cheminement (Passage dans la Forêt Noire : une Araignée des Forêts et la Route de la Vieille Forêt).',
				'Un tour a 7 phases. Le premier joueur agit toujours le premier dans une phase, puis les autres dans le sens horaire. Entre les étapes, des fenêtres d’action permettent de jouer des Actions (cartes événement et capacités).'
			]
		},
		{
			id: 'resource',
			title: '1. Phase de ressource',
			body: [
				'Chaque joueur place 1 ressource sur chacun de ses héros (sa réserve de ressources), puis pioche 1 carte.',
				'On paie une carte avec les ressources de héros dont l’icône de sphère correspond à celle de la carte (Gandalf, neutre, se paie avec n’importe quel héros). Une carte à coût 0 demande quand même un héros de sa sphère. Un héros incliné peut encore dépenser ses ressources.'
			]
		},
		{
			id: 'planning',
			title: '2. Phase d’organisation',
			body: [
				'La seule phase où l’on joue des alliés et des attachements de sa main : le premier joueur en joue autant qu’il veut et peut payer, puis le joueur suivant, etc. Les cartes entrent en jeu redressées. Un attachement se place sous la carte à laquelle il est attaché.',
				'Cartes uniques (◆) : un seul exemplaire d’un même titre peut être en jeu.'
			]
		},
		{
			id: 'quest',
			title: '3. Phase de quête',
			body: [
				'1) Engager : chaque joueur, à son tour, incline autant de ses personnages redressés qu’il veut pour les engager dans la quête.',
				'2) Renforcement : on révèle 1 carte de rencontre par joueur, une par une, en résolvant chaque effet « une fois révélée ». Ennemis et lieux vont dans la zone de cheminement ; les traîtrises se résolvent puis sont défaussées. Si le deck de rencontre est épuisé pendant cette phase, on remélange sa défausse.',
				'3) Résolution : on compare la volonté totale des personnages engagés à la menace totale de la zone de cheminement. Plus de volonté : la différence en marqueurs de progression, d’abord sur le lieu actif jusqu’à ce qu’il soit exploré, puis sur la carte quête. Plus de menace : chaque joueur augmente sa menace de la différence. Égalité : rien.',
				'Quand une carte quête a autant de progression que de points de quête, on passe aussitôt à l’étape suivante (l’excédent est perdu).'
			]
		},
		{
			id: 'travel',
			title: '4. Phase de voyage',
			body: [
				'S’il n’y a pas de lieu actif, le premier joueur peut faire voyager le groupe vers un lieu de la zone de cheminement. Il devient le lieu actif : sa menace ne compte plus, et il reçoit la progression avant la carte quête. Certains lieux ont un effet trajet, un coût à payer pour y aller.',
				'Un lieu qui a autant de progression que de points de quête est exploré et défaussé.'
			]
		},
		{
			id: 'encounter',
			title: '5. Phase de rencontre',
			body: [
				'1) Engagement intentionnel : chaque joueur peut prendre 1 ennemi de la zone de cheminement et s’engager au combat avec lui, quel que soit son coût d’engagement.',
				'2) Tests d’engagement : à tour de rôle, chaque joueur compare sa menace aux ennemis de la zone de cheminement ; celui qui a le plus haut coût d’engagement sans dépasser cette menace l’engage. On recommence, joueur après joueur, jusqu’à ce qu’aucun ennemi ne puisse plus engager personne.'
			]
		},
		{
			id: 'combat',
			title: '6. Phase de combat',
			body: [
				'On attribue 1 carte ombre face cachée du deck de rencontre à chaque ennemi engagé (pas dans la variante « Jeu de Base »).',
				'Attaques ennemies : le premier joueur résout une à une les attaques de ses ennemis, puis le joueur suivant. Pour chacune : déclarer au plus 1 personnage redressé comme défenseur (il s’incline), ou aucun ; retourner la carte ombre et résoudre son effet ombre ; les dégâts sont l’attaque moins la défense du défenseur. Une attaque sans défense met toute son attaque en dégâts sur un seul héros du joueur attaqué. Un personnage qui a autant de dégâts que de points de vie est détruit.',
				'Attaques des joueurs : ensuite chaque joueur peut attaquer une fois chaque ennemi engagé avec lui : incliner un ou plusieurs personnages redressés comme attaquants ; les dégâts sont la somme de leurs attaques moins la défense de l’ennemi. Les personnages à Distance peuvent participer aux attaques contre les ennemis engagés avec d’autres joueurs.',
				'À la fin de la phase de combat, les cartes ombre sont défaussées.'
			]
		},
		{
			id: 'refresh',
			title: '7. Phase de restauration',
			body: [
				'Toutes les cartes inclinées sont redressées. Chaque joueur augmente sa menace de 1. Le marqueur premier joueur passe au joueur suivant dans le sens horaire, et un nouveau tour commence.'
			]
		},
		{
			id: 'end',
			title: 'Fin de la partie et décompte',
			body: [
				'Victoire : la dernière étape de la quête est accomplie avec au moins un joueur encore en jeu. Défaite : tous les joueurs sont éliminés.',
				'Un joueur éliminé défausse tout ; les ennemis engagés avec lui retournent dans la zone de cheminement avec leurs dégâts, et on révèle une carte de moins au renforcement.',
				'Score (le plus bas est le meilleur) : pour chaque joueur, menace finale + coût de menace de chaque héros mort + marqueurs de dégâts sur les héros survivants ; on additionne les joueurs et on retire les points de victoire des cartes de la zone de victoire. Un joueur éliminé compte 50 de menace et tous ses héros morts.'
			]
		},
		{
			id: 'keywords',
			title: 'Mots-clés',
			body: [
				'Renfort : révélez une carte de rencontre de plus. Maudit X : chaque joueur augmente sa menace de X quand la carte entre en jeu. Protégé : la carte de rencontre suivante est placée sur l’objectif ; on peut le réclamer quand cette carte a quitté le jeu.',
				'Sentinelle : peut défendre contre les attaques visant d’autres joueurs. À Distance : peut attaquer les ennemis engagés avec d’autres joueurs. Restreint : un personnage porte au plus 2 attachements Restreint. Victoire X : la carte va dans la zone de victoire quand elle est vaincue ou explorée.',
				'Les Réponses se jouent juste après leur déclencheur ; les effets Forcés se produisent d’eux-mêmes ; les Actions se jouent dans les fenêtres d’action.'
			]
		},
		{
			id: 'tablet',
			title: 'Jouer sur cette tablette',
			body: [
				'Touchez une carte pour l’utiliser : un personnage pour l’engager dans la quête, défendre ou attaquer, un ennemi ou un lieu pour le choisir. Les cartes utilisables brillent. Une carte de votre main (ou une capacité) se sélectionne d’abord ; touchez ensuite la cible qui brille, ou un bouton pour qui paie.',
				'Un appui long sur une carte (ou ⓘ) l’affiche en grand. Une carte marquée ⚠ n’est pas encore programmée : son texte est ignoré (un allié joue quand même avec ses valeurs imprimées ; ces événements et attachements ne peuvent pas être joués).',
				'Dans une fenêtre d’action, le premier joueur la ferme avec Continuer ; un autre joueur qui a une Action touche d’abord son nom en haut. Les cartes de rencontre révélées et les cartes ombre s’affichent une par une : touchez OK. « Tous les coups » liste tout ce que vous pouvez faire maintenant.'
			]
		}
	]
};

/** The rules drawer's sections in the current locale (GameUi.rules). */
export function rules(): RuleSection[] {
	return TEXT[getLocale() === 'fr' ? 'fr' : 'en'];
}

/** The id of the section about the current phase: setup, resource … refresh, or end (GameUi.currentRule). */
export function currentRule(s: GameSnapshot<LcgContext>): string {
	const c = s.context;
	if (c.outcome || c.step.startsWith('end.')) return 'end';
	const phase = c.step.split('.')[0];
	return ['setup', 'resource', 'planning', 'quest', 'travel', 'encounter', 'combat', 'refresh'].includes(phase) ? phase : 'goal';
}
