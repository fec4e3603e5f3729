/** Destroy, exile, bounce, sacrifice, mill, return to the battlefield, exile graveyards (CR 701). */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import type { SelectorQuery } from '../../cards/types.ts';
import type { ObjectId } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { num, refObjects, refPlayers } from './context.ts';
import { sacrificeObjects } from './copy-token.ts';

function onBattlefield(core: GameCore, id: ObjectId): boolean {
  return core.tryObj(id)?.zone === 'battlefield';
}

export function destroyEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const ids = refObjects(ctx, e['destroy']).filter((id) => onBattlefield(ctx.core, id));
  for (const id of ids) emit(ctx.core, { type: 'destroy', object: id, noRegen: !!e['no_regen'] });
}

export function exileEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['exile'])) {
    const o = ctx.core.tryObj(id);
    if (!o || o.zone === 'exile') continue;
    const [done] = emit(ctx.core, leaveEvent(ctx.core, id, 'exile', 'exile'));
    if (done && done.type === 'zone_change') ctx.remembered.push(done.object);
  }
}

export function bounceEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['bounce'])) {
    if (onBattlefield(ctx.core, id)) emit(ctx.core, leaveEvent(ctx.core, id, 'hand', 'bounce'));
  }
}

/** "Target player sacrifices a creature": the player chooses (CR 701.21). */
export function sacrificeEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  if (typeof e['sacrifice'] === 'string') { sacrificeObjects(ctx, e['sacrifice']); return; }   // "sacrifice it" (Kiki-Jiki)
  const spec = (e['sacrifice'] ?? {}) as { who?: unknown; what?: string | SelectorQuery };
  // `what` is a type word or, as the loader normalises it, a query ({ all: creature }).
  const what = typeof spec.what === 'object' && spec.what !== null ? spec.what : { all: spec.what ?? 'permanent' };
  const query: SelectorQuery = { ...what, controller: undefined };   // the sacrificing player's own permanents
  for (const p of refPlayers(ctx, spec.who ?? 'target')) {
    const options = ctx.core.s.battlefield.filter((id) => {
      const c = characteristics(ctx.core, id);
      return !!c && c.controller === p && matchQuery(ctx.core, query, c, ctx.source, p);
    });
    if (!options.length) continue;
    const pick = options.length === 1 ? options : (ctx.core.ask({ kind: 'cards', player: p, reason: `sacrifice a ${what.all ?? 'permanent'}`, options, min: 1, max: 1 }) as ObjectId[]);
    const id = pick.find((x) => options.includes(x)) ?? options[0]!;
    emit(ctx.core, { type: 'sacrifice', object: id });
  }
}

export function millEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['mill']);
  for (const p of refPlayers(ctx, e['who'] ?? 'target')) {
    // CR 701.13a: the top N cards are milled together; a card shuffled back (Blightsteel) isn't milled again.
    for (const id of ctx.core.player(p).library.slice(0, Math.max(0, n))) {
      if (ctx.core.tryObj(id)?.zone === 'library') emit(ctx.core, leaveEvent(ctx.core, id, 'graveyard', 'mill'));
    }
  }
}

export function returnToBattlefieldEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['return_to_battlefield'])) {
    const o = ctx.core.tryObj(id);
    if (!o || o.zone === 'battlefield') continue;
    const counters = e['with_counters'] as Record<string, number> | undefined;
    emit(ctx.core, { ...leaveEvent(ctx.core, id, 'battlefield', 'return'), controller: o.owner, ...(counters ? { counters } : {}) });
  }
}

export function exileGraveyardsEffect(ctx: EffectContext): void {
  for (const p of ctx.core.s.players) {
    for (const id of [...p.graveyard]) emit(ctx.core, leaveEvent(ctx.core, id, 'exile', 'exile'));
  }
}
