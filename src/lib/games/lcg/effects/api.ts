/**
 * The card-definition API (LCG-DESIGN.md "Card definitions"): what a `defineCard` record may
 * hold, and the small `game.*` API its callbacks receive.
 *
 * Callbacks never touch the context: `Query` reads it, `Game` (a Query) only records effect
 * records (types.ts `Effect`), which the engine pushes onto the pending stack when the
 * callback returns, to run in the order they were recorded. A choice is a decision for a
 * player; what happens after it is named, never a closure: `game.choose(seat, prompt,
 * options, 'hookName')` calls `hooks.hookName(game, self, { ...args, choice })` once the
 * player has chosen, so the stack survives a save.
 */
import type { LogEntry } from '$lib/engine/types';
import { cardData, type CardData, type Keyword, type Sphere } from '../data/cards';
import { getDef } from '../cards/registry';
import * as S from '../state';
import type {
	CardInstance,
	DecisionOption,
	Duration,
	Effect,
	Iid,
	Json,
	LcgContext,
	Pay,
	Phase,
	Stat,
	TriggerEvent,
	Zone
} from '../types';

/** The attack a shadow effect belongs to (« Résoudre l'effet ombre »). */
export interface AttackInfo {
	enemy: Iid;
	/** The defending player (« le joueur en défense »). */
	seat: number;
	/** The defending character (the first one), or null when the attack is undefended. */
	defender: Iid | null;
	/** Every defending character still in play (several with Stand Together). */
	defenders: Iid[];
	undefended: boolean;
}

/**
 * What a constant effect may give: a stat, a resource icon, a keyword, a trait, or a
 * « cannot » (`ConstantEffect`'s fields). A definition lists those of its `constant` in
 * `gives`, so that a read of something no card in play gives skips the computation of the
 * constant effects (state.ts `constantsFor`).
 */
export type ConstantKind = Stat | 'icon' | 'keyword' | 'trait' | 'cannot';

/** A constant effect of a card in play (« Effets Permanents »), recomputed whenever a stat is read. */
export interface ConstantEffect {
	target: Iid;
	stat?: Stat;
	delta?: number;
	/** A resource icon given to a hero (Celebrían's Stone on Aragorn). */
	icon?: Sphere;
	keyword?: Keyword;
	trait?: string;
	/** The target cannot attack / cannot defend (Gandalf's Map). */
	cannot?: 'attack' | 'defend';
}

/** A Forced effect (« Forcé : »), or any automatic trigger of an encounter or quest card. */
export interface ForcedDef<E extends TriggerEvent['type'] = TriggerEvent['type']> {
	on: E;
	/** Extra condition (the default: the event concerns this card, see `concerns` in the engine). */
	when?(q: Query, self: Iid, ev: Extract<TriggerEvent, { type: E }>): boolean;
	run(g: Game, self: Iid, ev: Extract<TriggerEvent, { type: E }>): void;
}

/** A Response (« Réponse : ») of a card in play: optional, offered to its controller with "decline". */
export interface ResponseDef<E extends TriggerEvent['type'] = TriggerEvent['type']> {
	on: E;
	/** Who may trigger it: the card's controller (default), or the first player (encounter cards). */
	who?: 'controller' | 'firstPlayer';
	/**
	 * 'hand': the Response is triggered from its owner's hand (Brok Ironfist: « put into play
	 * from your hand »); no cost is charged unless `payments` says so. Default: in play.
	 */
	from?: 'play' | 'hand';
	when?(q: Query, self: Iid, ev: Extract<TriggerEvent, { type: E }>, seat: number): boolean;
	/** Targets to choose from when responding (each one becomes an option). */
	targets?(q: Query, self: Iid, seat: number, ev: Extract<TriggerEvent, { type: E }>): Json[];
	/** Resource payments that may pay the cost (each distinct one becomes an option); none = free. */
	payments?(q: Query, self: Iid, seat: number, ev: Extract<TriggerEvent, { type: E }>): Pay[];
	run(g: Game, self: Iid, a: { seat: number; target: Json; ev: Extract<TriggerEvent, { type: E }> }): void;
}

/** A Forced effect for any trigger (a union discriminated by `on`, so callbacks see the right event type). */
export type AnyForcedDef = { [E in TriggerEvent['type']]: ForcedDef<E> }[TriggerEvent['type']];
/** A Response for any trigger (discriminated by `on`). */
export type AnyResponseDef = { [E in TriggerEvent['type']]: ResponseDef<E> }[TriggerEvent['type']];

/** An Action (« Action : ») of a card in play, usable in action windows. */
export interface ActionDef {
	/** « [Phase] Action » : only in that phase's windows. */
	phase?: Phase;
	/** Who may trigger it: its controller (default) or any player (Éowyn's errata). */
	who?: 'controller' | 'anyPlayer';
	/** « Limit N times per phase/round » (per player when `perPlayer`). */
	limit?: { times: number; per: 'phase' | 'round'; perPlayer?: boolean };
	can?(q: Query, self: Iid, seat: number): boolean;
	targets?(q: Query, self: Iid, seat: number): Json[];
	payments?(q: Query, self: Iid, seat: number): Pay[];
	run(g: Game, self: Iid, a: { seat: number; target: Json }): void;
}

/** How an event card is played from hand (its cost is paid by the engine from sphere-matching heroes). */
export interface PlayDef {
	/** 'action': in action windows; 'response': offered when its trigger happens. */
	timing: 'action' | 'response';
	phase?: Phase;
	/** For responses: the trigger. */
	on?: TriggerEvent['type'];
	when?(q: Query, self: Iid, seat: number, ev: TriggerEvent | null): boolean;
	targets?(q: Query, self: Iid, seat: number, ev: TriggerEvent | null, x: number): Json[];
	/** For cost X: the values of X that may be chosen. */
	xValues?(q: Query, self: Iid, seat: number): number[];
	run(g: Game, self: Iid, a: { seat: number; target: Json; ev: TriggerEvent | null; x: number }): void;
}

/**
 * The behaviour of one card (`defineCard(code, def)`). Every field is optional; a card
 * without text needs no definition (its status is 'no-text' in data).
 */
export interface CardDefinition {
	/** Our own short wording of the card's text, shown by the UI (never the printed text). */
	text?: { en: string; fr: string };
	/** « Une fois révélée » (encounter cards, quest side B). Not resolved for a shadow card. */
	whenRevealed?(g: Game, self: Iid): void;
	/** « Ombre » : resolved when dealt to an attacking enemy and turned face up. */
	shadow?(g: Game, self: Iid, attack: AttackInfo): void;
	/** « Trajet » : a travel cost; the location cannot be travelled to unless `can`. */
	travel?: { can(q: Query, self: Iid): boolean; pay(g: Game, self: Iid): void };
	/** Quest side A setup instructions (« Suivre les Instructions de Mise en Place du Scénario »). */
	setup?(g: Game, self: Iid): void;
	/** A quest stage that progress alone never defeats (quest points do not count). */
	noQuestPoints?: boolean;
	/** A quest stage: whether it may be defeated now (default: always). */
	canDefeat?(q: Query, self: Iid): boolean;
	/** A quest stage: what happens when it is defeated, instead of revealing the next card. */
	onDefeated?(g: Game, self: Iid): void;
	forced?: AnyForcedDef[];
	responses?: AnyResponseDef[];
	actions?: ActionDef[];
	/** Constant effects while the card is in play. Must not read the stat it changes on the same card. */
	constant?(q: Query, self: Iid): ConstantEffect[];
	/**
	 * What `constant` may give (every kind of effect it can return, whatever the state): a
	 * read of a kind that no card in play gives does not compute the constant effects. The
	 * engine throws when `constant` returns an effect of a kind not listed. Without it, the card
	 * may give anything (every read computes them).
	 */
	gives?: readonly ConstantKind[];
	/** While in play: `seat` cannot draw cards. */
	cannotDraw?(q: Query, self: Iid, seat: number): boolean;
	/**
	 * While in play: `enemy` cannot attack `seat` (Forest Snare). For « this phase » effects
	 * (Feint, Thicket of Spears) push the flag `phase:noAttack:<enemy>:<seat>` instead;
	 * flags starting with `phase:` are cleared at the end of each phase.
	 */
	cannotAttack?(q: Query, self: Iid, enemy: Iid, seat: number): boolean;
	/**
	 * A character that may attack an enemy of the staging area when it attacks alone
	 * (Dúnhere). During such an attack `q.ctx.combat.playerAttack.target` is in the staging area.
	 */
	canAttackStaging?(q: Query, self: Iid): boolean;
	/** While in play: `target` does not ready in the refresh phase. */
	blocksReady?(q: Query, self: Iid, target: Iid): boolean;
	/** Event cards: how they are played. */
	play?: PlayDef;
	/** A quest stage: reveal this many more encounter cards in each staging step (Anduin Passage). */
	extraStagingReveals?: number;
	/** A quest stage: no engagement checks in the encounter phase (Anduin Passage). */
	noEngagementChecks?: boolean;
	/** A quest stage: the staging step is skipped (Ambush on the Shore). */
	skipStaging?: boolean;
	/** A quest stage: the players win as soon as this holds (checked after every effect: Ambush on the Shore). */
	victoryWhen?(q: Query, self: Iid): boolean;
	/** While in play: `seat` cannot play `card` from hand (The Necromancer's Tower: 1 ally per round for the group). */
	cannotPlay?(q: Query, self: Iid, card: Iid, seat: number): boolean;
	/** An enemy: combat damage beyond the hit points left of the damaged character raises its controller's threat (Hill Troll). */
	excessDamageToThreat?: boolean;
	/** An enemy: players cannot optionally engage it now (Goblin Sniper). */
	cannotOptionallyEngage?(q: Query, self: Iid): boolean;
	/** No attachments can be played on this card (Nazgûl of Dol Guldur). */
	noAttachments?: boolean;
	/** A location: when there is no active location, the players must travel to it (The East Bight). */
	forcedTravel?: boolean;
	/** Leaving play, the card goes on top of the encounter deck instead of the discard pile (Banks of the Anduin). */
	leavesPlayToEncounterTop?: boolean;
	/** A card set next to a player deck (Iron Shackles): the next draw from that deck discards it instead. */
	replacesDraw?: boolean;
	/** Player cards: an extra condition on a payment (e.g. resources from 3 different heroes). */
	payment?(q: Query, self: Iid, seat: number, pay: Pay): boolean;
	/** Attachments: the cards it may be attached to when played by `seat`. */
	attachTo?(q: Query, self: Iid, seat: number): Iid[];
	/** Named continuations after a choice (`game.choose(..., 'name')`). */
	hooks?: Record<string, (g: Game, self: Iid, args: any) => void>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Read access to the game for card definitions. Never changes anything. */
export interface Query {
	readonly ctx: Readonly<LcgContext>;
	card(id: Iid): Readonly<CardInstance>;
	data(id: Iid): CardData;
	stat(id: Iid, s: Stat): number;
	title(id: Iid): string;
	hasTrait(id: Iid, t: string): boolean;
	hasKeyword(id: Iid, k: Keyword): boolean;
	isType(id: Iid, ...types: CardData['type'][]): boolean;
	zone(z: Zone): Iid[];
	inPlay(id: Iid): boolean;
	/** Heroes and allies in play, controlled by `seat` (all seats when omitted). */
	characters(seat?: number): Iid[];
	heroes(seat: number): Iid[];
	/** Enemies in the staging area and engaged with players. */
	enemies(): Iid[];
	engagedWith(seat: number): Iid[];
	/** Seat an enemy is engaged with, or null. */
	engagedSeat(enemy: Iid): number | null;
	staging(): Iid[];
	activeLocation(): Iid | null;
	questCard(): Iid | null;
	committed(): Iid[];
	attachments(host: Iid): Iid[];
	/** Players still in the game, from the first player clockwise. */
	players(): number[];
	firstPlayer(): number;
	threat(seat: number): number;
	hand(seat: number): Iid[];
	deck(seat: number): Iid[];
	discardPile(seat: number): Iid[];
	controller(id: Iid): number | null;
	phase(): Phase;
	round(): number;
	/** The enemy attack being resolved, if any. */
	attack(): AttackInfo | null;
	/** Cards of a zone matching a filter (« chercher »). */
	search(z: Zone, filter: (id: Iid) => boolean): Iid[];
}

/** Options of `Game.choose`. */
export interface ChooseOptions {
	/** The player may decline (an option with value 'decline' is added). */
	optional?: boolean;
	/** Extra arguments passed to the hook with `choice`. */
	args?: Record<string, Json>;
	/** Parameters of the prompt message. */
	params?: Record<string, string | number>;
}

/** The `game.*` API: reads like `Query`, and records effects that run after the callback, in order. */
export interface Game extends Query {
	damage(target: Iid, amount: number, source?: Iid | null): void;
	heal(target: Iid, amount: number): void;
	exhaust(target: Iid): void;
	ready(target: Iid): void;
	raiseThreat(seat: number, amount: number): void;
	reduceThreat(seat: number, amount: number): void;
	draw(seat: number, count: number): void;
	/** Discards a card from play or hand to its owner's (or the encounter) discard pile. */
	discard(card: Iid): void;
	moveTo(card: Iid, zone: Zone, bottom?: boolean): void;
	/** Adds (or, negative, spends) resource tokens on a card. */
	addResources(target: Iid, amount: number): void;
	/** Places progress on a location, or on the current quest card ('quest', not the active location). */
	placeProgress(target: Iid | 'quest', amount: number): void;
	addModifier(target: Iid, stat: Stat, delta: number, until: Duration): void;
	/** A « set » effect: the stat becomes `value` (before additive modifiers) until `until`. */
	setStat(target: Iid, stat: Stat, value: number, until: Duration): void;
	/**
	 * An « ignore » effect: the card does not count (contribute) that stat until `until`, whatever
	 * bonus it gets meanwhile (Radagast's Cunning, Secret Paths, Despair's shadow).
	 */
	ignoreStat(target: Iid, stat: Stat, until: Duration): void;
	/** Raises the total threat of the staging area by `delta` until `until` (Under the Shadow). */
	addStagingThreat(delta: number, until: Duration): void;
	/** Reveals the top card(s) of the encounter deck (when revealed, keywords...). */
	revealEncounter(count?: number): void;
	addToStaging(card: Iid): void;
	engage(enemy: Iid, seat: number): void;
	attach(card: Iid, host: Iid): void;
	shuffle(zone: Zone): void;
	/** Discards `count` cards at random from `seat`'s hand. */
	discardAtRandom(seat: number, count: number): void;
	/**
	 * Asks `seat` to choose one option. Options are card ids or {value, label}. `then` is a hook
	 * name of this card's definition (called with `{ ...args, choice }`) or effects in which the
	 * string '$choice' stands for the chosen value. With one option and not optional, it is
	 * taken at once; with none, nothing happens.
	 */
	choose(seat: number, prompt: string, options: (Iid | DecisionOption)[], then: string | Effect[], opts?: ChooseOptions): void;
	/**
	 * Puts a card into play under `seat`'s control without paying (Sneak Attack, Stand and Fight,
	 * Brok Ironfist); its « enters play » trigger says `played: false`. `before` is called at once:
	 * the effects it records run once the card is in play, before that trigger (and not at all
	 * when the card cannot enter play, e.g. a unique title already in play).
	 */
	putIntoPlay(card: Iid, seat: number, before?: () => void): void;
	/**
	 * A delayed effect « à la fin de la phase » (Sneak Attack): calls this card's hook `hook`
	 * with `args` when the current phase ends. Recorded in the context as plain JSON
	 * (`LcgContext.delayed`). With `whileInPlay`, it is forgotten if that card leaves play first.
	 */
	atEndOfPhase(hook: string, args?: Record<string, Json>, whileInPlay?: Iid): void;
	/** Gives control of a card in play (with its attachments) to `seat` (Wandering Took). */
	giveControl(card: Iid, seat: number): void;
	/**
	 * Lets `seat` declare any number of defenders against each enemy attacking them this phase
	 * (Stand Together): pushes the flag `phase:multiDefend:<seat>`.
	 */
	allowMultipleDefenders(seat: number): void;
	/** Picks one option at random (the game's seeded generator); `then` as for `choose`. */
	random(options: Json[], then: string | Effect[], args?: Record<string, Json>): void;
	/** Calls one of this card's hooks later (after the effects recorded so far). */
	run(hook: string, args?: Record<string, Json>): void;
	emit(ev: TriggerEvent): void;
	/** The card being revealed gains Surge for this reveal. */
	surge(card: Iid): void;
	/** Cancels the when-revealed or shadow effects of a card about to resolve them. */
	cancel(what: 'whenRevealed' | 'shadow', card: Iid): void;
	log(key: string, params?: Record<string, string | number>, seat?: number): void;
	/** The players win (the last stage's victory condition). */
	win(): void;
	eliminate(seat: number): void;
	/** Records a raw effect (for effects the helpers above do not cover). */
	push(e: Effect): void;
}

/** Read-only view of a context (see `Query`). */
export class QueryImpl implements Query {
	constructor(readonly ctx: LcgContext) {}
	card(id: Iid) {
		return this.ctx.cards[id];
	}
	data(id: Iid) {
		return cardData(this.ctx.cards[id].cardId);
	}
	stat(id: Iid, s: Stat) {
		return S.stat(this.ctx, id, s);
	}
	title(id: Iid) {
		return this.data(id).name;
	}
	hasTrait(id: Iid, t: string) {
		return S.traits(this.ctx, id).includes(t);
	}
	hasKeyword(id: Iid, k: Keyword) {
		return S.hasKeyword(this.ctx, id, k);
	}
	isType(id: Iid, ...types: CardData['type'][]) {
		const c = this.ctx.cards[id];
		if (c.faceDown) return !!c.tokens.orcGuard && types.includes('enemy');
		return types.includes(this.data(id).type);
	}
	zone(z: Zone) {
		return S.zoneIds(this.ctx, z).slice();
	}
	inPlay(id: Iid) {
		return S.inPlay(this.ctx, id);
	}
	characters(seat?: number) {
		return S.characters(this.ctx, seat);
	}
	heroes(seat: number) {
		return S.heroes(this.ctx, seat);
	}
	enemies() {
		return S.enemiesInPlay(this.ctx);
	}
	engagedWith(seat: number) {
		return S.engagedWith(this.ctx, seat);
	}
	engagedSeat(enemy: Iid) {
		return S.engagedSeat(this.ctx, enemy);
	}
	staging() {
		return S.zoneIds(this.ctx, 'staging').slice();
	}
	activeLocation() {
		return S.activeLocation(this.ctx);
	}
	questCard() {
		return S.questCard(this.ctx);
	}
	committed() {
		return this.ctx.committed.slice();
	}
	attachments(host: Iid) {
		return S.attachmentsOf(this.ctx, host);
	}
	players() {
		return S.turnOrder(this.ctx);
	}
	firstPlayer() {
		return this.ctx.firstPlayer;
	}
	threat(seat: number) {
		return this.ctx.players[seat].threat;
	}
	hand(seat: number) {
		return S.zoneIds(this.ctx, `hand:${seat}`).slice();
	}
	deck(seat: number) {
		return S.zoneIds(this.ctx, `deck:${seat}`).slice();
	}
	discardPile(seat: number) {
		return S.zoneIds(this.ctx, `discard:${seat}`).slice();
	}
	controller(id: Iid) {
		return this.ctx.cards[id].controller;
	}
	phase() {
		return this.ctx.phase;
	}
	round() {
		return this.ctx.round;
	}
	attack(): AttackInfo | null {
		const a = this.ctx.combat.attack;
		if (!a) return null;
		const defenders = a.defenders.filter((d) => S.inPlay(this.ctx, d));
		const defender = defenders[0] ?? null;
		return { enemy: a.enemy, seat: a.seat, defender, defenders, undefended: defender === null };
	}
	search(z: Zone, filter: (id: Iid) => boolean) {
		return S.zoneIds(this.ctx, z).filter(filter);
	}
}

S.setQueryFactory((ctx) => new QueryImpl(ctx));

/** The `game.*` API handed to a callback of the definition of `code`; `effects` is what it recorded. */
export class GameImpl extends QueryImpl implements Game {
	readonly effects: Effect[] = [];
	constructor(
		ctx: LcgContext,
		readonly code: string,
		readonly self: Iid
	) {
		super(ctx);
	}
	push(e: Effect) {
		this.effects.push(e);
	}
	damage(target: Iid, amount: number, source: Iid | null = this.self) {
		if (amount > 0) this.push({ k: 'damage', target, amount, source });
	}
	heal(target: Iid, amount: number) {
		if (amount > 0) this.push({ k: 'heal', target, amount });
	}
	exhaust(target: Iid) {
		this.push({ k: 'exhaust', target });
	}
	ready(target: Iid) {
		this.push({ k: 'ready', target });
	}
	raiseThreat(seat: number, amount: number) {
		if (amount) this.push({ k: 'threat', seat, amount });
	}
	reduceThreat(seat: number, amount: number) {
		if (amount) this.push({ k: 'threat', seat, amount: -amount });
	}
	draw(seat: number, count: number) {
		if (count > 0) this.push({ k: 'draw', seat, count });
	}
	discard(card: Iid) {
		this.push({ k: 'discard', card });
	}
	moveTo(card: Iid, zone: Zone, bottom = false) {
		this.push({ k: 'move', card, to: zone, bottom });
	}
	addResources(target: Iid, amount: number) {
		if (amount) this.push({ k: 'resources', target, amount });
	}
	placeProgress(target: Iid | 'quest', amount: number) {
		if (amount > 0) this.push({ k: 'progress', target, amount });
	}
	addModifier(target: Iid, stat: Stat, delta: number, until: Duration) {
		this.push({ k: 'modifier', mod: { target, stat, delta, until, source: this.self } });
	}
	setStat(target: Iid, stat: Stat, value: number, until: Duration) {
		this.push({ k: 'modifier', mod: { target, stat, delta: 0, set: value, until, source: this.self } });
	}
	ignoreStat(target: Iid, stat: Stat, until: Duration) {
		this.push({ k: 'modifier', mod: { target, stat, delta: 0, ignore: true, until, source: this.self } });
	}
	addStagingThreat(delta: number, until: Duration) {
		this.push({ k: 'modifier', mod: { target: 'staging', stat: 'threat', delta, until, source: this.self } });
	}
	revealEncounter(count = 1) {
		if (count > 0) this.push({ k: 'reveal', count });
	}
	addToStaging(card: Iid) {
		this.push({ k: 'toStaging', card });
	}
	engage(enemy: Iid, seat: number) {
		this.push({ k: 'engage', enemy, seat });
	}
	attach(card: Iid, host: Iid) {
		this.push({ k: 'attach', card, host });
	}
	shuffle(zone: Zone) {
		this.push({ k: 'shuffle', zone });
	}
	discardAtRandom(seat: number, count: number) {
		if (count > 0) this.push({ k: 'rule', name: 'discardRandom', args: { seat, count } });
	}
	choose(seat: number, prompt: string, options: (Iid | DecisionOption)[], then: string | Effect[], opts: ChooseOptions = {}) {
		const opt: DecisionOption[] = options.map((o) =>
			typeof o === 'string' ? { value: o, label: S.cardLabel(this.ctx, o) } : o
		);
		const p: LogEntry = { key: prompt };
		if (opts.params) p.params = opts.params;
		const thenEffects: Effect[] =
			typeof then === 'string'
				? [{ k: 'hook', card: this.code, hook: then, self: this.self, args: { ...(opts.args ?? {}), choice: '$choice' } }]
				: then;
		this.push({ k: 'choose', seat, prompt: p, options: opt, optional: !!opts.optional, source: this.self, then: thenEffects });
	}
	putIntoPlay(card: Iid, seat: number, before?: () => void) {
		let then: Effect[] = [];
		if (before) {
			const mark = this.effects.length;
			before();
			then = this.effects.splice(mark);
		}
		this.push(then.length > 0 ? { k: 'putIntoPlay', card, seat, then } : { k: 'putIntoPlay', card, seat });
	}
	atEndOfPhase(hook: string, args: Record<string, Json> = {}, whileInPlay?: Iid) {
		this.push({
			k: 'delay',
			delayed: { at: 'endOfPhase', whileInPlay: whileInPlay ?? null, effects: [{ k: 'hook', card: this.code, hook, self: this.self, args }] }
		});
	}
	giveControl(card: Iid, seat: number) {
		this.push({ k: 'control', card, seat });
	}
	allowMultipleDefenders(seat: number) {
		this.push({ k: 'flag', flag: `phase:multiDefend:${seat}` });
	}
	random(options: Json[], then: string | Effect[], args: Record<string, Json> = {}) {
		const thenEffects: Effect[] =
			typeof then === 'string' ? [{ k: 'hook', card: this.code, hook: then, self: this.self, args: { ...args, choice: '$choice' } }] : then;
		this.push({ k: 'random', options, then: thenEffects });
	}
	run(hook: string, args: Record<string, Json> = {}) {
		this.push({ k: 'hook', card: this.code, hook, self: this.self, args });
	}
	emit(ev: TriggerEvent) {
		this.push({ k: 'emit', ev });
	}
	surge(card: Iid) {
		this.push({ k: 'flag', flag: `surge:${card}` });
	}
	cancel(what: 'whenRevealed' | 'shadow', card: Iid) {
		this.push({ k: 'flag', flag: `cancel:${what}:${card}` });
	}
	log(key: string, params?: Record<string, string | number>, seat?: number) {
		const entry: LogEntry = { key };
		if (params) entry.params = params;
		if (seat !== undefined) entry.seat = seat;
		this.push({ k: 'log', entry });
	}
	win() {
		this.push({ k: 'win' });
	}
	eliminate(seat: number) {
		this.push({ k: 'eliminate', seat });
	}
}

/** The definition of a card instance's card, if any. */
export function defOf(ctx: LcgContext, id: Iid): CardDefinition | undefined {
	return getDef(ctx.cards[id].cardId);
}
