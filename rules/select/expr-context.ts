/** Binding the card expression language to the game: `it`, `you`, `x`, `event`, `count(...)`. */
import type { GameCore } from '../core.ts';
import { compile } from '../expr/index.ts';
import type { ExprContext, ExprObject, ExprValue } from '../expr/index.ts';
import { characteristics } from '../layers/compute.ts';
import type { Characteristics } from '../layers/types.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { hasTypeWord } from './query.ts';

export interface ExprBindings {
  controller: PlayerId;
  source: ObjectId | null;
  it?: ExprObject;
  x?: number;
  kicked?: boolean;
  event?: Record<string, unknown>;
  sacrificed?: ExprObject;
  target?: ExprObject;
}

/** A read-only view of an object for expressions. */
export function objectView(core: GameCore, id: ObjectId, c?: Characteristics): ExprObject {
  const o = core.tryObj(id);
  const ch = c ?? (o ? characteristics(core, id) : undefined);
  if (!o || !ch) return {};
  return {
    name: ch.name,
    power: ch.power ?? 0,
    toughness: ch.toughness ?? 0,
    mana_value: ch.manaValue,
    color: ch.colors[0] ?? 'colorless',
    colors: ch.colors,
    controller: ch.controller,
    owner: o.owner,
    tapped: o.tapped,
    damage: o.damage,
    counters: { ...o.counters, plus1: o.counters['+1/+1'] ?? 0, minus1: o.counters['-1/-1'] ?? 0, loyalty: o.counters['loyalty'] ?? 0 },
    type: (t: ExprValue) => typeof t === 'string' && hasTypeWord(ch, t),
    has: (k: ExprValue) => typeof k === 'string' && ch.keywords.includes(k),
  };
}

function playerView(core: GameCore, id: PlayerId): ExprObject {
  const p = core.player(id);
  return { life: p.life, poison: p.poison, hand_size: p.hand.length, library_size: p.library.length, id };
}

function countMatching(core: GameCore, word: string, whoValue: ExprValue, controller: PlayerId): number {
  const who = whoValue && typeof whoValue === 'object' && 'id' in whoValue
    ? ((whoValue as ExprObject)['id'] === controller ? 'you' : 'opponent')
    : String(whoValue ?? 'any');
  let n = 0;
  for (const id of core.s.battlefield) {
    const c = characteristics(core, id);
    if (!c || !hasTypeWord(c, word)) continue;
    if (who === 'you' && c.controller !== controller) continue;
    if (who === 'opponent' && c.controller === controller) continue;
    n++;
  }
  return n;
}

/**
 * Evaluate a card expression in the game.
 * @example evalExpr(core, 'count(swamp, you)', { controller: 0, source: 12 })
 */
export function evalExpr(core: GameCore, src: string | number, b: ExprBindings): ExprValue {
  if (typeof src === 'number') return src;
  const fn = compile(src);
  const ctx: ExprContext = {
    get(name: string): ExprValue {
      switch (name) {
        case 'it': return b.it;
        case 'x': return b.x ?? 0;
        case 'kicked': return b.kicked ?? false;
        case 'event': return (b.event ?? {}) as ExprObject;
        case 'sacrificed': return b.sacrificed;
        case 'target': return b.target;
        case 'you': return playerView(core, b.controller);
        case 'opponent': return playerView(core, core.opponents(b.controller)[0] ?? b.controller);
        case 'self': return b.source !== null ? objectView(core, b.source) : undefined;
        case 'turn': return core.s.turn;
        default: return name;   // bare words such as creature, you, swamp are strings for count()
      }
    },
    call(name: string, args: ExprValue[]): ExprValue {
      if (name === 'count') return countMatching(core, String(args[0]), args[1], b.controller);
      throw new Error(`unknown function "${name}"`);
    },
  };
  return fn(ctx);
}

/** Evaluate to a number (undefined and booleans become numbers). */
export function evalNumber(core: GameCore, src: string | number | undefined, b: ExprBindings, fallback = 0): number {
  if (src === undefined) return fallback;
  const v = evalExpr(core, src, b);
  return typeof v === 'number' ? v : typeof v === 'boolean' ? (v ? 1 : 0) : fallback;
}
