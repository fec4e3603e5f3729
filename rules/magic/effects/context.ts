/** What an effect knows while it resolves: its controller, source, targets, X, kicker, trigger event (CR 608.2). */
import type { Color, TargetSpec } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { battlefieldCharacteristics, characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import { evalExpr, evalNumber, objectView } from '../select/expr-context.ts';
import type { ExprBindings } from '../select/expr-context.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';

export interface EffectContext {
  core: GameCore;
  controller: PlayerId;
  source: ObjectId;                 // the spell, or the source of the ability
  sourceName: string;
  targets: (Target | null)[];       // null: a target that became illegal (CR 608.2b)
  specs: TargetSpec[];
  divide: number[] | null;
  x: number;
  kicked: boolean;
  paid: Record<string, number>;
  event: Record<string, unknown> | null;
  chosen: { color?: Color; player?: PlayerId };
  remembered: ObjectId[];           // objects an earlier effect of this resolution acted on (Flickerwisp)
  /** What earlier effects of this resolution did, for "this way" (`discarded`: cards discarded, `life_lost`). */
  tally?: Record<string, number>;
  /** In the effects of a coin flip: the player who flipped that coin (`flipper`, CR 705). */
  flipper?: PlayerId;
  isSpell: boolean;
}

/** Bindings for card expressions inside this resolution. */
export function bindings(ctx: EffectContext): ExprBindings {
  const t = ctx.targets[0];
  return {
    controller: ctx.controller, source: ctx.source, x: ctx.x, kicked: ctx.kicked, target_count: ctx.targets.length,
    discarded: ctx.tally?.['discarded'] ?? 0, life_lost: ctx.tally?.['life_lost'] ?? 0,
    event: ctx.event ?? undefined,
    sacrificed: ctx.paid['sacrificed_power'] !== undefined ? { power: ctx.paid['sacrificed_power']!, toughness: ctx.paid['sacrificed_toughness'] ?? 0 } : undefined,
    target: t && t.kind === 'object' ? objectView(ctx.core, t.id) : undefined,
  };
}

export function num(ctx: EffectContext, v: unknown, fallback = 0): number {
  return evalNumber(ctx.core, v as string | number | undefined, bindings(ctx), fallback);
}

export function truthyExpr(ctx: EffectContext, v: string): boolean {
  return !!evalExpr(ctx.core, v, bindings(ctx));
}

const P = (id: PlayerId): Target => ({ kind: 'player', id });
const O = (id: ObjectId): Target => ({ kind: 'object', id });

function controllerOf(ctx: EffectContext, id: ObjectId): PlayerId | null {
  const c = characteristics(ctx.core, id);
  if (c) return c.controller;
  return ctx.core.s.lki[id]?.controller ?? null;
}

/**
 * Resolve a reference (`to:`, `who:`) to the players and objects it means now.
 * @example resolveRef(ctx, 'target') // [{ kind: 'object', id: 7 }]
 */
export function resolveRef(ctx: EffectContext, ref: unknown): Target[] {
  const core = ctx.core;
  const live = ctx.targets.filter((t): t is Target => t !== null);
  switch (ref) {
    case undefined: case 'target': return ctx.targets[0] ? [ctx.targets[0]] : [];
    case 'targets': return live;
    case 'target2': return ctx.targets[1] ? [ctx.targets[1]] : [];
    case 'self': return core.tryObj(ctx.source) ? [O(ctx.source)] : [];
    case 'you': return [P(ctx.controller)];
    case 'opponent': return core.opponents(ctx.controller).slice(0, 1).map(P);
    case 'each_opponent': return core.opponents(ctx.controller).map(P);
    case 'each_player': return core.apnap().filter((p) => !core.s.players[p]!.lost).map(P);
    // "Each other player" (CR 102.2): every player still in the game but you, in APNAP order.
    case 'each_other_player': return core.apnap().filter((p) => p !== ctx.controller).map(P);
    case 'enchanted_player': {
      // The player an Aura with "enchant player" is attached to (CR 303.4, 702.5).
      const p = core.tryObj(ctx.source)?.enchantedPlayer;
      return p != null && !core.s.players[p]?.lost ? [P(p)] : [];
    }
    case 'flipper': return ctx.flipper !== undefined ? [P(ctx.flipper)] : [];
    case 'enchanted': case 'equipped': {
      const a = core.tryObj(ctx.source)?.attachedTo;
      return a != null ? [O(a)] : [];
    }
    case 'event_object': {
      // For a damage event ("is dealt damage") the event's object is the one dealt damage.
      const hit = ctx.event?.['target'] as Target | undefined;
      const id = (ctx.event?.['object'] ?? (hit?.kind === 'object' ? hit.id : undefined) ?? ctx.event?.['source']) as number | undefined;
      return id !== undefined && core.tryObj(id) ? [O(id)] : [];
    }
    case 'chosen_player': {
      // The source's choice, as it last existed if it has left the battlefield (CR 608.2h).
      const p = ctx.chosen.player ?? core.tryObj(ctx.source)?.chosen?.player ?? core.s.lki[ctx.source]?.chosen?.player;
      return p !== undefined ? [P(p)] : [];
    }
    case 'controller_of_target': case 'owner_of_target': {
      const t = ctx.targets[0];
      if (!t || t.kind !== 'object') return t && t.kind === 'player' ? [t] : [];
      const o = core.tryObj(t.id);
      const owner = o?.owner ?? core.s.lki[t.id]?.owner;
      const p = ref === 'owner_of_target' ? owner : controllerOf(ctx, t.id);
      return p != null ? [P(p)] : [];
    }
    case 'exiled': return ctx.remembered.filter((id) => core.tryObj(id)).map(O);
    case 'event_spell': {
      // "That spell or ability": the one the trigger event is about (ward: the one that targeted; a cast: the spell).
      const id = ctx.event?.['spell'] ?? (ctx.event?.['type'] === 'cast' ? ctx.event?.['object'] : undefined);
      return typeof id === 'number' && core.s.stack.some((i) => i.id === id) ? [O(id)] : [];
    }
    case 'event_player': {
      // "That player": the player the trigger event is about (who cast, drew, discarded, tapped a land for mana).
      // A step's trigger ("at the beginning of each player's upkeep"): the player whose step it is (Karma).
      const p = ctx.event?.['player'] ?? (ctx.event?.['type'] === 'step' ? ctx.event['active'] : undefined);
      return typeof p === 'number' && core.s.players[p] ? [P(p)] : [];
    }
    case 'created': return ctx.remembered.filter((id) => core.tryObj(id)).map(O);
    default:
      if (typeof ref === 'object' && ref !== null) {
        const out: Target[] = [];
        for (const c of battlefieldCharacteristics(core).values()) {
          if (matchQuery(core, ref as never, c, ctx.source, ctx.controller)) out.push(O(c.id));
        }
        return out;
      }
      return [];
  }
}

/** Objects only. */
export function refObjects(ctx: EffectContext, ref: unknown): ObjectId[] {
  return resolveRef(ctx, ref).filter((t) => t.kind === 'object').map((t) => t.id);
}

/** Players only (an object reference means its controller). */
export function refPlayers(ctx: EffectContext, ref: unknown, fallback: unknown = 'you'): PlayerId[] {
  return resolveRef(ctx, ref ?? fallback).map((t) => (t.kind === 'player' ? t.id : controllerOf(ctx, t.id))).filter((p): p is PlayerId => p !== null);
}
