/**
 * The rulesets the command-line scripts can play. A ruleset is one entry in RULESETS: its decks and how
 * to set up a seeded random game between them; simulate and bench look rulesets up here by name.
 */
import { Game, newGame, randomPolicy, type RuntimeMode } from '../../actors/index.ts';
import { adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import type { AdventureGame } from '../../actors/adventure/index.ts';
import { adventureInvariants } from '../../rules/adventure/index.ts';
import { builtInAdventure, builtInMagic, fullPoolMagic, multiplayerMagic } from './decks.ts';
import { brokenInvariants, cardCounts } from './magic-invariants.ts';
import { builtInPocket, pocketGameInvariants, randomPocketGame } from './pocket.ts';
import { duelDeck, duelPool, duelRandomPolicy, newDuelGame } from '../examples/duel/index.ts';

/** How a game is run: the runtime options the scripts let the user switch. */
export interface RunOptions {
  /** Spawn a game-object actor per permanent (the runtime's default). */
  objectActors: boolean;
  /** Keep every event in `game.core.log` (the runtime's default). */
  keepLog: boolean;
  /** Check the ruleset's invariants after every decision (rulesets that define them). */
  check?: boolean;
  /** `actors` (the runtime's default) or `fast`: the machines compiled to tables (docs/fast-mode.md). */
  mode?: RuntimeMode;
}

/** The runtime's defaults: what `newGame` does when given no options. */
export const DEFAULT_RUN: RunOptions = { objectActors: true, keepLog: true };

/** What the scripts need of a game, whichever ruleset's runtime plays it. */
export type PlayableGame = Pick<Game, 'start' | 'run' | 'step' | 'state' | 'decisions' | 'dispose'>;

/** A ruleset the scripts can play: a name, its decks, and a seeded game between two random bots. */
export interface Ruleset {
  name: string;
  description: string;
  /** The names of the decks, in seat order (a game's winner is an index into this list). */
  deckNames(): string[];
  /** A new game, not started, between two random policies seeded from `seed`. */
  randomGame(seed: number, options: RunOptions): PlayableGame;
  /** The ruleset's invariants broken in this position (empty when all hold), for `simulate --check`. */
  invariants?(game: PlayableGame): string[];
}

const magic: Ruleset = {
  name: 'magic',
  description: 'Magic: The Gathering, built-in Red-Green vs White-Blue',
  deckNames: () => builtInMagic().decks.map((d) => d.name),
  randomGame(seed, options) {
    const { pool, decks } = builtInMagic();
    // The same policies as `npm start -- --seed N`, so a simulated game can be replayed and read.
    return newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], objectActors: options.objectActors, keepLog: options.keepLog, mode: options.mode });
  },
  invariants: (game) => magicInvariants(game as Game),
};

/** Magic with every card of the pool in play: the two full-pool decks (98 cards each). */
const magicFullPool: Ruleset = {
  name: 'magic-full-pool',
  description: 'Magic: The Gathering, the whole card pool in two decks (Full Pool 1 vs Full Pool 2)',
  deckNames: () => fullPoolMagic().decks.map((d) => d.name),
  randomGame(seed, options) {
    const { pool, decks } = fullPoolMagic();
    return newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], objectActors: options.objectActors, keepLog: options.keepLog, mode: options.mode });
  },
  invariants: (game) => magicInvariants(game as Game),
};

/** A Magic free-for-all of three or four players (CR 806): the built-in decks, then the full-pool decks. */
function magicFreeForAll(players: 3 | 4): Ruleset {
  return {
    name: `magic-${players}-players`,
    description: `Magic: The Gathering, a free-for-all of ${players}: Red-Green, White-Blue, Full Pool 1${players === 4 ? ', Full Pool 2' : ''}`,
    deckNames: () => multiplayerMagic(players).decks.map((d) => d.name),
    randomGame(seed, options) {
      const { pool, decks } = multiplayerMagic(players);
      // The same policies as `npm start -- --players N --seed S`.
      return newGame({ seed, decks, cards: pool, policies: decks.map((_, i) => randomPolicy(seed * 2 + 1 + i)), objectActors: options.objectActors, keepLog: options.keepLog, mode: options.mode });
    },
    invariants: (game) => magicInvariants(game as Game),
  };
}

/** Magic's invariants, against each player's number of cards when the game began (kept per game). */
const startCounts = new WeakMap<Game, number[]>();
function magicInvariants(game: Game): string[] {
  let counts = startCounts.get(game);
  if (!counts) { counts = cardCounts(game.state); startCounts.set(game, counts); }
  return brokenInvariants(game.state, counts);
}

const adventure: Ruleset = {
  name: 'adventure',
  description: 'Adventure Cards, built-in Knights of the Shrine vs Wildfire Raiders',
  deckNames: () => builtInAdventure().decks.map((d) => d.name),
  randomGame(seed, options) {
    const { pool, decks } = builtInAdventure();
    return newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], objectActors: options.objectActors, keepLog: options.keepLog, mode: options.mode });
  },
  invariants: (game) => adventureInvariants((game as AdventureGame).core),
};

const pocket: Ruleset = {
  name: 'pocket',
  description: 'Pokémon TCG Pocket, built-in Grass-Poison vs Water-Psychic',
  deckNames: () => builtInPocket().decks.map((d) => d.name),
  randomGame: (seed, options) => randomPocketGame(seed, { conditionActors: options.objectActors, keepLog: options.keepLog, mode: options.mode }),
  invariants: pocketGameInvariants,
};

/** Pokémon TCG Pocket with two of the well-known built-in decks (scripts/lib/pocket.ts, POCKET_META_DECKS) facing each other. */
function pocketMeta(name: string, decks: string, first: number, second: number): Ruleset {
  const pair = () => { const { meta } = builtInPocket(); return [meta[first]!, meta[second]!] as const; };
  return {
    name,
    description: `Pokémon TCG Pocket, built-in ${decks}`,
    deckNames: () => pair().map((d) => d.name),
    randomGame: (seed, options) => randomPocketGame(seed, { conditionActors: options.objectActors, keepLog: options.keepLog, mode: options.mode }, pair()),
    invariants: pocketGameInvariants,
  };
}

/** Duel, the example of a ruleset of one's own on the shared runtime (scripts/examples/duel, docs/new-ruleset.md). */
const duel: Ruleset = {
  name: 'duel',
  description: 'Duel, the example game of docs/new-ruleset.md: North vs South',
  deckNames: () => ['North', 'South'],
  randomGame: (seed, options) => newDuelGame({
    seed, decks: [duelDeck('North'), duelDeck('South')], cards: duelPool(), policies: [duelRandomPolicy(seed * 2 + 1), duelRandomPolicy(seed * 2 + 2)],
    objectActors: options.objectActors, keepLog: options.keepLog, mode: options.mode,
  }),
};

/** Every ruleset by name. Add a ruleset by adding an entry. */
export const RULESETS: Readonly<Record<string, Ruleset>> = { magic, 'magic-full-pool': magicFullPool, 'magic-3-players': magicFreeForAll(3), 'magic-4-players': magicFreeForAll(4), adventure, pocket, 'pocket-meta': pocketMeta('pocket-meta', 'Pikachu ex vs Mewtwo ex + Gardevoir', 0, 1),
  'pocket-meta-2': pocketMeta('pocket-meta-2', 'Celebi ex + Serperior vs Starmie ex + Misty', 2, 3), duel };

/**
 * The ruleset of that name, or an Error that lists the ones there are.
 * @example rulesetNamed('magic').randomGame(42, DEFAULT_RUN)
 */
export function rulesetNamed(name: string): Ruleset {
  const r = Object.hasOwn(RULESETS, name) ? RULESETS[name] : undefined;
  if (!r) throw new Error(`unknown ruleset "${name}"; available: ${Object.keys(RULESETS).join(', ')}`);
  return r;
}

/** What one finished (or abandoned) game came to. */
export interface GameSummary {
  seed: number;
  /** Seat index of the winner, or null for a draw or an unfinished game. */
  winner: number | null;
  draw: boolean;
  /** False when the decision cap stopped the game before it ended. */
  finished: boolean;
  turns: number;
  decisions: number;
  events: number;
}

/** The most decisions a simulated game may take before it is abandoned as unfinished. */
export const DECISION_CAP = 100_000;

/**
 * Play one seeded random game to the end and summarise it.
 * @example playRandomGame(rulesetNamed('magic'), 42, DEFAULT_RUN).winner
 */
export function playRandomGame(ruleset: Ruleset, seed: number, options: RunOptions, maxDecisions = DECISION_CAP): GameSummary {
  const game = ruleset.randomGame(seed, options);
  try {
    game.start();
    if (options.check && ruleset.invariants) {
      // Every card in one zone, nothing negative, ...: checked after every decision; the first break stops the run.
      const broken = () => { const b = ruleset.invariants!(game); if (b.length) throw new Error(`${ruleset.name} seed ${seed}, turn ${game.state.turn} ${game.state.step}: ${b.join('; ')}`); };
      broken();
      for (let i = 0; i < maxDecisions && game.step(); i++) broken();
    } else {
      game.run(maxDecisions);
    }
    const r = game.state.result;
    return {
      seed, winner: r && !r.draw ? r.winner : null, draw: !!r?.draw, finished: r !== null,
      turns: game.state.turn, decisions: game.decisions, events: game.state.eventCount,
    };
  } finally {
    game.dispose();
  }
}
