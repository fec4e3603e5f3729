/** Shared test helpers: the built-in decks, seeded random games, positions built from scratch, invariants. */
import { Game, newGame, randomPolicy, scriptedPolicy } from '../../actors/index.ts';
import type { GameOptions, Policy } from '../../actors/index.ts';
import { addObject, battlefieldCharacteristics, createGameState, freshCharacteristics } from '../../rules/index.ts';
import type { GameState, ObjectId, PlayerId } from '../../rules/index.ts';
import { builtInMagic, fullPoolMagic, multiplayerMagic } from '../../scripts/lib/decks.ts';
import type { CardPool } from '../../rules/cards/index.ts';

export { builtInMagic };

/**
 * A seeded game between random bots with the built-in decks (the same as `npm start -- --seed N`); with `players`
 * 3 or 4, a free-for-all (the same as `npm start -- --players N --seed S`).
 */
export function randomGame(seed: number, options: { objectActors?: boolean; keepLog?: boolean; fullPool?: boolean; players?: 2 | 3 | 4 } = {}): Game {
  const { fullPool, players, ...rest } = options;
  const { pool, decks } = players && players > 2 ? multiplayerMagic(players) : fullPool ? fullPoolMagic() : builtInMagic();
  return newGame({ seed, decks, cards: pool, policies: decks.map((_, i) => randomPolicy(seed * 2 + 1 + i)), ...rest });
}

/** A card in a position: its name, and on the battlefield whether it is tapped or arrived this turn. */
export type CardSpec = string | { card: string; tapped?: boolean; sick?: boolean };
export interface PlayerSpec { hand?: CardSpec[]; battlefield?: CardSpec[]; library?: CardSpec[]; graveyard?: CardSpec[]; life?: number }
/** Object ids of a position, per player and zone, in the order the spec lists them. */
export type PositionIds = { hand: ObjectId[]; battlefield: ObjectId[]; library: ObjectId[]; graveyard: ObjectId[] }[];
export interface PositionSpec {
  turn?: number;
  active?: PlayerId;
  step: string;
  /** Two players, or three or four for a free-for-all (seated in this order). */
  players: [PlayerSpec, PlayerSpec, ...PlayerSpec[]];
  /** The players' policies (default: scripted, passing), or a function that builds them from the position's ids. */
  policies?: Policy[] | ((ids: PositionIds) => Policy[]);
  objectActors?: boolean;
  /** The card pool (default: the shipped Magic cards). */
  pool?: CardPool;
  /** The runtime's safety bound on resolutions without a player's action (GameOptions.maxResolutions). */
  maxResolutions?: number;
  /** XState's inspection observer (GameOptions.inspect). */
  inspect?: GameOptions['inspect'];
}

/**
 * A game at an exact position, started there with `resume()` (no turn-based actions for that step).
 * Returns the game and the object ids per player and zone, in the order given.
 */
export function position(spec: PositionSpec): { game: Game; ids: PositionIds } {
  const pool = spec.pool ?? builtInMagic().pool;
  const turn = spec.turn ?? 3;
  const state: GameState = createGameState({ seed: 1, players: spec.players.map((_, i) => ({ name: 'ABCD'[i] ?? `P${i}`, deck: [] })) });
  state.turn = turn;
  state.active = spec.active ?? 0;
  state.step = spec.step;
  const ids = spec.players.map((ps, pid) => {
    const p = state.players[pid]!;
    if (ps.life !== undefined) p.life = ps.life;
    const out = { hand: [] as ObjectId[], battlefield: [] as ObjectId[], library: [] as ObjectId[], graveyard: [] as ObjectId[] };
    for (const zone of ['library', 'hand', 'graveyard', 'battlefield'] as const) {
      for (const entry of ps[zone] ?? []) {
        const e = typeof entry === 'string' ? { card: entry } : entry;
        const def = pool.require(e.card);
        const o = addObject(state, def.name, pid, zone, def.token);
        if (zone === 'battlefield') {
          state.battlefield.push(o.id);
          o.tapped = !!e.tapped;
          o.controlledSince = e.sick ? turn : turn - 1;
        } else {
          p[zone].push(o.id);
        }
        out[zone].push(o.id);
      }
    }
    return out;
  });
  const game = new Game(state, {
    cards: pool,
    policies: typeof spec.policies === 'function' ? spec.policies(ids) : spec.policies ?? spec.players.map(() => scriptedPolicy({})),
    objectActors: spec.objectActors ?? false,
    ...(spec.maxResolutions !== undefined ? { maxResolutions: spec.maxResolutions } : {}),
    ...(spec.inspect ? { inspect: spec.inspect } : {}),
  });
  game.resume();
  return { game, ids };
}

import { brokenInvariants, cardCounts } from '../../scripts/lib/magic-invariants.ts';

export { brokenInvariants, cardCounts };

/** The most decisions a random game may take in the tests before it counts as never ending. */
export const DECISION_CAP = 20_000;

/** What playing one game under watch found. */
export interface CheckedGame { seed: number; ended: boolean; decisions: number; turns: number; problems: string[] }

/**
 * Play a seeded random game one decision at a time, checking the invariants after every decision and,
 * whenever a step begins (the previous one has ended), that the stack is empty and mana pools are empty.
 */
export function playChecked(seed: number, options: { objectActors?: boolean; fullPool?: boolean; checkLayers?: boolean; players?: 2 | 3 | 4 } = {}): CheckedGame {
  const game = randomGame(seed, { objectActors: options.objectActors, keepLog: false, fullPool: options.fullPool, players: options.players });
  const problems: string[] = [];
  const cards = cardCounts(game.state);
  const note = (where: string, list: string[]) => { for (const p of list) if (problems.length < 10) problems.push(`seed ${seed}, ${where}: ${p}`); };
  let steps = 0;
  const sub = game.bus.channel('step').subscribe((e) => {
    steps++;
    const s = game.state;
    if (s.stack.length) note(`turn ${e.turn} ${e.step} began`, [`the stack still holds ${s.stack.map((i) => i.sourceName).join(', ')}`]);
    for (const p of s.players) {
      const left = Object.entries(p.pool).filter(([, n]) => n !== 0);
      if (left.length) note(`turn ${e.turn} ${e.step} began`, [`player ${p.id}'s pool kept ${left.map(([c, n]) => `${n} ${c}`).join(', ')}`]);
    }
  });
  game.start();
  note('after the start', brokenInvariants(game.state, cards));
  let decisions = 0;
  while (decisions < DECISION_CAP && game.step()) {
    decisions++;
    note(`decision ${decisions} (turn ${game.state.turn}, ${game.state.step})`, brokenInvariants(game.state, cards));
    if (options.checkLayers) note(`decision ${decisions} (turn ${game.state.turn}, ${game.state.step})`, staleCharacteristics(game));
  }
  if (steps === 0) note('the game', ['no step ever began']);
  sub.unsubscribe();
  const out = { seed, ended: game.state.result !== null, decisions, turns: game.state.turn, problems };
  game.dispose();
  return out;
}

/** The permanents whose cached characteristics differ from a computation from scratch (CR 613: the cache is invisible). */
export function staleCharacteristics(game: Game): string[] {
  const cached = battlefieldCharacteristics(game.core);
  const fresh = freshCharacteristics(game.core);
  const out: string[] = [];
  if (JSON.stringify([...cached.keys()]) !== JSON.stringify([...fresh.keys()])) out.push(`cached objects ${[...cached.keys()].join(',')} but fresh ${[...fresh.keys()].join(',')}`);
  for (const [id, c] of fresh) {
    if (JSON.stringify(cached.get(id)) !== JSON.stringify(c)) out.push(`${c.name} (#${id}): cached ${JSON.stringify(cached.get(id))}, fresh ${JSON.stringify(c)}`);
  }
  return out;
}
