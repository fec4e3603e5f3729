/**
 * The Pocket game state: the shared GameState (objects, deck = library, hand, discard = graveyard, turn,
 * seeded RNG, result) plus a `pocket` part for what only Pocket has (Active Spot, Bench, Energy, points,
 * Special Conditions, active effects). Lookups used throughout the Pocket rules.
 */
import type { GameCore, RulesetHooks } from '../core.ts';
import { addObject, createGameState } from '../state/create.ts';
import type { GameState, ObjectId, PlayerId } from '../state/types.ts';
import type { PocketCard, PocketPool, PokemonCard } from './cards.ts';
import type { EnergyType, PocketPlayer, PocketState, PocketZone, PokemonInPlay } from './types.ts';

/** A GameState with its Pocket part. */
export type PocketGameState = GameState & { pocket: PocketState };

/** Results a test or a scenario imposes on the next random events (FORMAT.md: `coin_flips`, `random`). */
export interface ForcedRandom {
  coins: boolean[];
  /** Card names or 0-based indexes into the options, for random picks. */
  picks: (string | number)[];
}

/** The Pocket rules as a GameCore sees them: the event pipeline stages, the card pool, forced random results. */
export interface PocketRules extends RulesetHooks {
  readonly pool: PocketPool;
  readonly forced: ForcedRandom;
}

/** Pocket's turn limit: a game with no winner after 30 turns is a draw. */
export const DEFAULT_MAX_TURNS = 30;
/** Points to win. */
export const WINNING_POINTS = 3;
/** Bench size. */
export const BENCH_SIZE = 3;

/** A fresh player record. */
export function newPocketPlayer(energyTypes: EnergyType[]): PocketPlayer {
  return {
    active: null, bench: [], points: 0, energyTypes: [...energyTypes], energyPlan: [], energy: null,
    turnsTaken: 0, supporterPlayed: false, retreated: false, abilitiesUsed: [],
  };
}

/**
 * A new Pocket game: each deck in order in its owner's deck (shuffled by the game's setup), nothing in play.
 * @example const s = createPocketState({ seed: 1, players: [{ name: 'A', deck, energy: ['Grass'] }, { name: 'B', deck, energy: ['Water'] }] });
 */
export function createPocketState(setup: { seed: number; players: { name: string; deck: string[]; energy: EnergyType[] }[]; maxTurns?: number }): PocketGameState {
  const s = createGameState({ seed: setup.seed, players: setup.players.map((p) => ({ name: p.name, deck: p.deck })), ruleset: 'pocket', startingLife: 0 }) as PocketGameState;
  s.firstPlayerSkipsDraw = false;
  s.pocket = {
    players: setup.players.map((p) => newPocketPlayer(p.energy)),
    pokemon: {}, effects: [], nextEffectId: 1, pending: null, turnEnding: false,
    maxTurns: setup.maxTurns ?? DEFAULT_MAX_TURNS, knockOuts: [],
  };
  return s;
}

/** Add a card object to a player's zone list (setup only: building a position). */
export function addCard(s: PocketGameState, card: string, owner: PlayerId, zone: 'deck' | 'hand' | 'discard'): ObjectId {
  const z = zone === 'deck' ? 'library' : zone === 'discard' ? 'graveyard' : 'hand';
  const o = addObject(s, card, owner, z);
  s.players[owner]![z].push(o.id);
  return o.id;
}

/** The Pocket part of the state. @example pocket(core).players[0].points */
export function pocket(core: GameCore): PocketState {
  return (core.s as PocketGameState).pocket;
}

/** The Pocket rules of a core (its pool and forced random results). */
export function pocketRules(core: GameCore): PocketRules {
  const r = core.ruleset as PocketRules | undefined;
  if (!r || r.name !== 'pocket') throw new Error('this GameCore does not run the Pocket rules; create it with { ruleset: createPocketRules(pool) }');
  return r;
}

export function side(core: GameCore, p: PlayerId): PocketPlayer {
  const x = pocket(core).players[p];
  if (!x) throw new Error(`no player ${p}`);
  return x;
}

export function opponent(p: PlayerId): PlayerId {
  return p === 0 ? 1 : 0;
}

/** The card definition of an object. */
export function cardOf(core: GameCore, id: ObjectId): PocketCard {
  return pocketRules(core).pool.require(core.obj(id).card);
}

/** The Pokémon card of an object (throws if it is a Trainer). */
export function pokemonCardOf(core: GameCore, id: ObjectId): PokemonCard {
  return pocketRules(core).pool.pokemon(core.obj(id).card);
}

/** A Pokémon in play, by its top card's id. */
export function mon(core: GameCore, id: ObjectId): PokemonInPlay {
  const m = pocket(core).pokemon[id];
  if (!m) throw new Error(`object ${id} (${core.tryObj(id)?.card ?? '?'}) is not a Pokémon in play`);
  return m;
}

export function isInPlay(core: GameCore, id: ObjectId): boolean {
  return pocket(core).pokemon[id] !== undefined;
}

/** A player's Pokémon in play: the Active Pokémon first, then the Bench in order. */
export function inPlay(core: GameCore, p: PlayerId): ObjectId[] {
  const x = side(core, p);
  return x.active === null ? [...x.bench] : [x.active, ...x.bench];
}

export function isActive(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  return !!o && side(core, o.owner).active === id;
}

/**
 * Where a card is, in Pocket terms.
 * @example zoneOf(core, id) // 'bench'
 */
export function zoneOf(core: GameCore, id: ObjectId): PocketZone {
  const o = core.obj(id);
  switch (o.zone) {
    case 'library': return 'deck';
    case 'hand': return 'hand';
    case 'graveyard': return 'discard';
    default: {
      const x = side(core, o.owner);
      if (x.active === id) return 'active';
      if (x.bench.includes(id)) return 'bench';
      return 'under';
    }
  }
}

/** The player whose turn it is. */
export function activePlayer(core: GameCore): PlayerId {
  return core.s.active;
}

/** Remaining HP of a Pokémon in play. */
export function remainingHp(core: GameCore, id: ObjectId): number {
  return pokemonCardOf(core, id).hp - core.obj(id).damage;
}
