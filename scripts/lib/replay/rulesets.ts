/**
 * The three rulesets as a replay sees them: their built-in decks and how a deck is given in full, a game between
 * given seats, the bots of `npm start`, and the readable log (the same lines `npm start` prints).
 */
import { formatEvent, newGame, randomPolicy } from '../../../actors/index.ts';
import type { ActRequest, ChoiceRequest, DecisionRequest, EventBus, RecordablePolicy } from '../../../actors/index.ts';
import { adventureRandomPolicy, formatAdventureEvent, newAdventureGame } from '../../../actors/adventure/index.ts';
import { formatPocketEvent, newPocketGame, randomPocketPolicy } from '../../../actors/pocket/index.ts';
import type { PocketChoiceRequest, PocketDecisionRequest, PocketGame } from '../../../actors/pocket/index.ts';
import { hint } from '../../../rules/cards/index.ts';
import type { GameEvent, GameState, PlayerAction, PlayerView } from '../../../rules/index.ts';
import { duelDeck, duelPool, duelRandomPolicy, newDuelGame, type DuelPool } from '../../examples/duel/index.ts';
import type { AdventurePool, AdventureView } from '../../../rules/adventure/index.ts';
import { DECK_SIZE, ENERGY_TYPES, MAX_COPIES, deckEnergyTypes } from '../../../rules/pocket/index.ts';
import type { EnergyType, PocketAction } from '../../../rules/pocket/index.ts';
import { builtInAdventure, builtInMagic, fullPoolMagic } from '../decks.ts';
import { allPocketDecks, builtInPocket, pocketBoard } from '../pocket.ts';
import type { ReplayProblem } from './errors.ts';
import type { DeckSpec, ReplayOptions, ReplayRulesetName } from './format.ts';

/** A deck ready to play: its name, its cards, and (Pocket) the Energy its Energy Zone makes. */
export interface PlayDeck { name: string; cards: string[]; energy?: EnergyType[] }

/** What a replay needs of a game, whichever ruleset's runtime plays it. */
export interface ReplayGame {
  readonly bus: EventBus;
  readonly state: GameState;
  readonly decisions: number;
  start(): void;
  step(): boolean;
  dispose(): void;
}

/**
 * What gives a game its seats: handed the bots of `npm start` for the seed (seat i's generator seeded seed × 2 + 1 + i), it returns the policies to play (the
 * bots themselves, the bots wrapped in recorders, or a replay's seats).
 * @example const asIs: Seating = (bots) => bots;
 */
export type Seating = <A, R extends ActRequest<A>, Q>(bots: RecordablePolicy<A, R, Q>[]) => RecordablePolicy<A, R, Q>[];

/** Runtime switches that change no game: object actors (Pocket: Special Conditions actors), the kept log. */
export interface Runtime { objectActors?: boolean; keepLog?: boolean }

/** A ruleset for replays: decks, games and the readable log. */
export interface ReplayRuleset {
  readonly name: ReplayRulesetName;
  /** The built-in decks, by name. */
  builtIn(): PlayDeck[];
  /** The two decks `npm start` plays. */
  standard(): PlayDeck[];
  /** The action types of this ruleset, to refuse a decision of another's. */
  readonly actionTypes: readonly string[];
  /** A deck given in full, checked against the pool (problems under `path`). */
  deck(spec: DeckSpec, path: string, problems: ReplayProblem[]): PlayDeck | null;
  /**
   * A new game, set up (opening hands and their choices asked of the seats) and not started; `runtime` switches
   * what changes no game (object actors, the kept log).
   */
  game(seed: number, decks: PlayDeck[], seating: Seating, options: ReplayOptions, runtime?: Runtime): ReplayGame;
  /** The lines printed before the game starts. */
  header(game: ReplayGame, seed: number): string[];
  /** An event as a line of the log, or null for events the log leaves out. */
  line(state: GameState, event: GameEvent): string | null;
  /** The lines printed when the game is over. */
  footer(game: ReplayGame): string[];
}

function unknownCards(cards: readonly string[], known: (name: string) => string | undefined, names: () => string[], path: string, problems: ReplayProblem[]): string[] {
  const out: string[] = [];
  cards.forEach((card, i) => {
    const found = known(card);
    if (found === undefined) problems.push({ path: `${path}.cards[${i}]`, message: `unknown card "${card}"${hint(card, names())}` });
    else out.push(found);
  });
  return out;
}

function noEnergy(spec: DeckSpec, path: string, problems: ReplayProblem[]): void {
  if (spec.energy) problems.push({ path: `${path}.energy`, message: 'only Pocket decks have an Energy Zone' });
}

const resultLine = (s: GameState, withReason: boolean): string => {
  const r = s.result;
  const names = s.players.map((p) => p.name);
  if (!r) return '\nResult: unfinished';
  if (r.draw) return `\nResult: draw (${r.reason}) after ${s.turn} turns`;
  return `\nResult: ${names[r.winner!]} wins on turn ${s.turn}${withReason ? ` (${r.reason})` : ''}`;
};

const magic: ReplayRuleset = {
  name: 'magic',
  builtIn: () => [...builtInMagic().decks, ...fullPoolMagic().decks],
  standard: () => builtInMagic().decks,
  actionTypes: ['pass', 'cast', 'activate', 'play_land', 'attack', 'block', 'concede'],
  deck(spec, path, problems) {
    noEnergy(spec, path, problems);
    const { pool } = builtInMagic();
    return { name: spec.name, cards: unknownCards(spec.cards ?? [], (n) => pool.get(n)?.name, () => pool.names(), path, problems) };
  },
  game(seed, decks, seating, options, runtime = {}) {
    const policies = seating<PlayerAction, DecisionRequest, ChoiceRequest>(decks.map((_, i) => randomPolicy(seed * 2 + 1 + i)));
    return newGame({ seed, decks, cards: builtInMagic().pool, policies, ...runtime, ...options });
  },
  header: (game, seed) => [`Hyperdraft — seed ${seed}: ${game.state.players.map((p) => p.name).join(' vs ')}`],
  line: formatEvent,
  footer: (game) => [resultLine(game.state, true), `Life: ${game.state.players.map((p) => `${p.name} ${p.life}`).join(', ')}; ${game.decisions} decisions, ${game.state.eventCount} events`],
};

const adventure: ReplayRuleset = {
  name: 'adventure',
  builtIn: () => builtInAdventure().decks,
  standard: () => builtInAdventure().decks,
  actionTypes: ['pass', 'cast', 'activate', 'play_land', 'attack', 'block', 'concede'],
  deck(spec, path, problems) {
    noEnergy(spec, path, problems);
    const { pool } = builtInAdventure();
    return { name: spec.name, cards: unknownCards(spec.cards ?? [], (n) => pool.get(n)?.name, () => pool.names(), path, problems) };
  },
  game(seed, decks, seating, options, runtime = {}) {
    const policies = seating<PlayerAction, DecisionRequest<AdventureView, AdventurePool>, ChoiceRequest<AdventureView, AdventurePool>>(decks.map((_, i) => adventureRandomPolicy(seed * 2 + 1 + i)));
    return newAdventureGame({ seed, decks, cards: builtInAdventure().pool, policies, ...runtime, ...options });
  },
  header: (game, seed) => [`Hyperdraft Adventure — seed ${seed}: ${game.state.players.map((p) => p.name).join(' vs ')}`],
  line: (s, e) => formatAdventureEvent(s as Parameters<typeof formatAdventureEvent>[0], e),
  footer: (game) => [resultLine(game.state, false), `Life: ${game.state.players.map((p) => `${p.name} ${p.life}`).join(', ')}; ${game.decisions} decisions, ${game.state.eventCount} events`],
};

const pocket: ReplayRuleset = {
  name: 'pocket',
  builtIn: () => allPocketDecks(),
  standard: () => builtInPocket().decks,
  actionTypes: ['attach_energy', 'play_basic', 'evolve', 'play_trainer', 'use_ability', 'retreat', 'attack', 'end_turn', 'promote', 'concede'],
  deck(spec, path, problems) {
    const { pool } = builtInPocket();
    const before = problems.length;
    const cards = unknownCards(spec.cards ?? [], (n) => pool.get(n)?.name, () => pool.names(), path, problems);
    const energy: EnergyType[] = [];
    spec.energy?.forEach((t, i) => {
      if ((ENERGY_TYPES as readonly string[]).includes(t) && t !== 'Colorless') energy.push(t as EnergyType);
      else problems.push({ path: `${path}.energy[${i}]`, message: `unknown Energy type "${t}"${hint(t, ENERGY_TYPES.filter((x) => x !== 'Colorless'))}` });
    });
    if (problems.length > before) return null;
    if (cards.length !== DECK_SIZE) problems.push({ path: `${path}.cards`, message: `a Pocket deck has exactly ${DECK_SIZE} cards; this one has ${cards.length}` });
    const copies = new Map<string, number>();
    for (const c of cards) copies.set(c, (copies.get(c) ?? 0) + 1);
    for (const [c, n] of copies) if (n > MAX_COPIES) problems.push({ path: `${path}.cards`, message: `${n} copies of "${c}"; a Pocket deck has at most ${MAX_COPIES}` });
    if (!cards.some((n) => { const c = pool.get(n)!; return c.kind === 'pokemon' && c.stage === 'Basic'; })) problems.push({ path: `${path}.cards`, message: 'a Pocket deck needs at least one Basic Pokémon' });
    if (!energy.length) energy.push(...deckEnergyTypes(cards, pool));
    if (!energy.length) problems.push({ path: `${path}.energy`, message: 'the deck has only Colorless Pokémon; say which Energy its Energy Zone makes' });
    return problems.length > before ? null : { name: spec.name, cards, energy };
  },
  game(seed, decks, seating, options, runtime = {}) {
    const policies = seating<PocketAction, PocketDecisionRequest, PocketChoiceRequest>(decks.map((_, i) => randomPocketPolicy(seed * 2 + 1 + i)));
    const switches = { ...(runtime.objectActors === undefined ? {} : { conditionActors: runtime.objectActors }), ...(runtime.keepLog === undefined ? {} : { keepLog: runtime.keepLog }) };
    return newPocketGame({ seed, decks: decks.map((d) => ({ name: d.name, cards: d.cards, energy: d.energy ?? [] })), pool: builtInPocket().pool, policies, ...switches, ...options });
  },
  header(game, seed) {
    const names = game.state.players.map((p) => p.name);
    return [`Hyperdraft Pokémon TCG Pocket — seed ${seed}: ${names.join(' vs ')}; ${names[game.state.active]} goes first`, pocketBoard(game as PocketGame)];
  },
  line: formatPocketEvent,
  footer: (game) => [resultLine(game.state, true), `${pocketBoard(game as PocketGame)}\n${game.decisions} decisions, ${game.state.eventCount} events`],
};

/** Duel, the example of a card game of one's own on the shared runtime (docs/new-ruleset.md). */
const duel: ReplayRuleset = {
  name: 'duel',
  builtIn: () => [duelDeck('North'), duelDeck('South')],
  standard: () => [duelDeck('North'), duelDeck('South')],
  actionTypes: ['pass', 'cast', 'attack', 'concede'],
  deck(spec, path, problems) {
    noEnergy(spec, path, problems);
    const pool = duelPool();
    return { name: spec.name, cards: unknownCards(spec.cards ?? [], (n) => pool.get(n)?.name, () => pool.names(), path, problems) };
  },
  game(seed, decks, seating, options, runtime = {}) {
    const policies = seating<PlayerAction, DecisionRequest<PlayerView, DuelPool>, ChoiceRequest<PlayerView, DuelPool>>(decks.map((_, i) => duelRandomPolicy(seed * 2 + 1 + i)));
    return newDuelGame({ seed, decks, cards: duelPool(), policies, ...runtime, ...options });
  },
  header: (game, seed) => [`Hyperdraft Duel — seed ${seed}: ${game.state.players.map((p) => p.name).join(' vs ')}`],
  line: formatEvent,
  footer: (game) => [resultLine(game.state, true), `Life: ${game.state.players.map((p) => `${p.name} ${p.life}`).join(', ')}; ${game.decisions} decisions, ${game.state.eventCount} events`],
};

/** The replay rulesets by name. */
export const REPLAY_RULESET: Readonly<Record<ReplayRulesetName, ReplayRuleset>> = { magic, adventure, pocket, duel };

/**
 * The decks of a replay, built-in ones found by name and the others checked card by card (problems under
 * `decks[i]`); null when any is wrong.
 * @example resolveDecks(REPLAY_RULESET.magic, [{ name: 'Red-Green' }, { name: 'White-Blue' }], problems)
 */
export function resolveDecks(ruleset: ReplayRuleset, specs: readonly DeckSpec[], problems: ReplayProblem[]): PlayDeck[] | null {
  const before = problems.length;
  const builtIn = ruleset.builtIn();
  const decks = specs.map((spec, i): PlayDeck | null => {
    const path = `decks[${i}]`;
    if (spec.cards) return ruleset.deck(spec, path, problems);
    const found = builtIn.find((d) => d.name === spec.name);
    if (!found) problems.push({ path: `${path}.name`, message: `"${spec.name}" is not a built-in ${ruleset.name} deck (${builtIn.map((d) => `"${d.name}"`).join(', ')}); give a deck of another name with its cards` });
    if (found && spec.energy) problems.push({ path: `${path}.energy`, message: 'a built-in deck is given by its name alone' });
    return found ?? null;
  });
  return problems.length > before ? null : (decks as PlayDeck[]);
}

/**
 * How a replay file gives a deck: a built-in deck by its name alone, any other with its cards (and Energy).
 * @example deckSpec(REPLAY_RULESET.magic, builtInMagic().decks[0]) // { name: 'Red-Green' }
 */
export function deckSpec(ruleset: ReplayRuleset, deck: PlayDeck): DeckSpec {
  const builtIn = ruleset.builtIn().find((d) => d.name === deck.name);
  if (builtIn && builtIn.cards.length === deck.cards.length && builtIn.cards.every((c, i) => c === deck.cards[i]) && (builtIn.energy ?? []).join() === (deck.energy ?? []).join()) return { name: deck.name };
  return { name: deck.name, cards: [...deck.cards], ...(deck.energy?.length ? { energy: [...deck.energy] } : {}) };
}
