/** What the Adventure rules read from a game: its card pool, a card's definition, a creature's power and toughness. */
import type { CardSource, GameCore, RulesetHooks } from '../core.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import type { AdventurePool } from './cards.ts';
import { adv } from './state.ts';
import type { AdventureCard } from './types.ts';

/** The Adventure event pipeline with the card pool it reads. */
export interface AdventureRules extends RulesetHooks {
  readonly name: 'adventure';
  readonly cards: AdventurePool;
}

/** An Adventure game has no Magic cards: the core's Magic card source answers nothing. */
export const NO_MAGIC_CARDS: CardSource = {
  get: () => undefined,
  require: (name) => { throw new Error(`an adventure game has no Magic card "${name}"`); },
};

/** The Adventure card pool of a game. */
export function poolOf(core: GameCore): AdventurePool {
  const r = core.ruleset as AdventureRules | undefined;
  if (r?.name !== 'adventure') throw new Error('not an adventure game: create the GameCore with { ruleset: adventureRules(pool) }');
  return r.cards;
}

/** The card definition of an object. @example cardOf(core, id).cost */
export function cardOf(core: GameCore, id: ObjectId): AdventureCard {
  return poolOf(core).require(core.obj(id).card);
}

export function isCreature(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  return !!o && cardOf(core, id).type === 'creature';
}

function pumped(core: GameCore, id: ObjectId, key: 'power' | 'toughness'): number {
  let n = 0;
  for (const p of adv(core).pumps) if (p.object === id) n += p[key];
  return n;
}

/** Printed power, plus +1/+1 counters, plus pumps until end of turn. */
export function power(core: GameCore, id: ObjectId): number {
  const o = core.obj(id);
  return cardOf(core, id).power + (o.counters['+1/+1'] ?? 0) + pumped(core, id, 'power');
}

export function toughness(core: GameCore, id: ObjectId): number {
  const o = core.obj(id);
  return cardOf(core, id).toughness + (o.counters['+1/+1'] ?? 0) + pumped(core, id, 'toughness');
}

/** A creature that came under its controller's control this turn can't attack or pay a TAP cost. */
export function isSick(core: GameCore, id: ObjectId): boolean {
  const o = core.obj(id);
  return isCreature(core, id) && o.controlledSince >= core.s.turn;
}

/** The other player (Adventure is a two-player game). */
export function opponentOf(core: GameCore, p: PlayerId): PlayerId {
  return (p + 1) % core.s.players.length;
}

export function battlefieldOf(core: GameCore, p: PlayerId): ObjectId[] {
  return core.s.battlefield.filter((id) => core.obj(id).controller === p);
}
