/** Building Pocket positions for tests: the scenario format's `setup` (FORMAT.md) turned into a running game. */
import { fileURLToPath } from 'node:url';
import { PocketGame } from '../../actors/pocket/index.ts';
import type { PocketPolicy } from '../../actors/pocket/index.ts';
import { defaultAnswer } from '../../rules/index.ts';
import type { Answer, Choice, GameCore, GameEvent, ObjectId } from '../../rules/index.ts';
import { createPocketRules, loadPocketPool, startPassiveAbilities } from '../../rules/pocket/index.ts';
import type { PocketAction, PocketPool, PocketRules } from '../../rules/pocket/index.ts';
import { buildPocketState } from '../../scripts/scenario/pocket/index.ts';
import { requirePocketObject } from '../../scripts/scenario/pocket/refs.ts';
import type { Obj } from '../../scripts/scenario/types.ts';

let cachedPool: PocketPool | null = null;

/** The project's Pocket cards (loaded once). */
export function pool(): PocketPool {
  cachedPool ??= loadPocketPool(fileURLToPath(new URL('../../cards/pocket', import.meta.url)));
  return cachedPool;
}

const idle: PocketPolicy = { name: 'test', act: (r) => r.legal().at(-1)!, choose: (c) => defaultAnswer(c) };

export interface Position {
  game: PocketGame;
  core: GameCore;
  rules: PocketRules;
  /** The object a reference names now: `Weedle (B)`, `Snivy (A) #2`. */
  id(ref: string): ObjectId;
  /** Submit an action; `flips` are the coin flips it causes (true = heads). */
  act(action: PocketAction, flips?: boolean[]): GameEvent[];
  /** The events of the last act(). */
  events: GameEvent[];
  /** Choices the game asked during the last act(). */
  asked: Choice[];
}

/**
 * A Pocket game at a position written like a scenario's `setup`.
 * @example const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Heatmor', energy: ['Fire'] } }, B: { active: 'Bulbasaur' } } });
 */
export function position(setup: Obj, answer?: (c: Choice) => Answer | undefined): Position {
  const players = (setup['players'] ?? {}) as Record<string, Obj>;
  // Every player keeps a few cards in the deck so that drawing never runs dry by accident.
  for (const n of ['A', 'B']) {
    players[n] ??= {};
    players[n]!['deck'] ??= [{ card: 'Caterpie', count: 8 }];
  }
  const sc = { id: 'test', ruleset: 'pocket' as const, setup: { ...setup, players }, actions: [], expect: [], file: 'test' };
  const p = pool();
  const state = buildPocketState(sc, p);
  const rules = createPocketRules(p);
  const asked: Choice[] = [];
  const game = new PocketGame(state, {
    pool: p, rules, policies: [idle, idle],
    choose: (c) => { asked.push(c); return answer?.(c) ?? defaultAnswer(c); },
  });
  for (const id of Object.keys(state.pocket.pokemon).map(Number)) startPassiveAbilities(game.core, id);
  game.resume();
  const pos: Position = {
    game, core: game.core, rules, events: [], asked,
    id: (ref) => requirePocketObject(game.core, ref),
    act(action, flips = []) {
      asked.length = 0;
      rules.forced.coins.splice(0, Infinity, ...flips);
      const before = game.core.log.length;
      try { game.submit(action); } finally { pos.events = game.core.log.slice(before); rules.forced.coins.length = 0; }
      return pos.events;
    },
  };
  return pos;
}

/** The types of events, for order-of-effects assertions. */
export const types = (events: GameEvent[]) => events.map((e) => e.type);
