/** Counters, tokens, tapping, regeneration shields (CR 122, 111, 701.26, 701.15). */
import { emit } from '../../events/emit.ts';
import type { EffectContext } from './context.ts';
import { num, refObjects, refPlayers } from './context.ts';
import { putOntoBattlefieldAttacking } from './attacking.ts';

export function addCountersEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const spec = e['add_counters'] as { kind?: string; amount?: unknown };
  const n = num(ctx, spec.amount ?? 1);
  for (const id of refObjects(ctx, e['to'] ?? 'target')) emit(ctx.core, { type: 'counter', object: id, kind: spec.kind ?? '+1/+1', amount: n });
}

/** Create tokens (CR 111.2); `tapped: true` and `attacking: true`: "tapped and attacking" (CR 508.4). */
export function createTokenEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['count'] ?? 1);
  const before = e['attacking'] ? new Set(ctx.core.s.battlefield) : null;
  for (const p of refPlayers(ctx, e['for'] ?? e['who'] ?? 'you')) {
    emit(ctx.core, { type: 'create_token', player: p, card: String(e['create_token']), count: n, ...(e['tapped'] ? { tapped: true } : {}) });
  }
  if (before) putOntoBattlefieldAttacking(ctx, ctx.core.s.battlefield.filter((id) => !before.has(id) && ctx.core.obj(id).token));
}

export function tapEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['tap'])) emit(ctx.core, { type: 'tap', object: id });
}

export function untapEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['untap'])) emit(ctx.core, { type: 'untap', object: id });
}

/** "Regenerate": the next time it would be destroyed this turn, it isn't (CR 701.15a). */
export function regenerateEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['regenerate'])) {
    const o = ctx.core.tryObj(id);
    if (o && o.zone === 'battlefield') { o.regenShields++; ctx.core.touch('aside'); }
  }
}

/** Attach the source (an Equipment or Aura) to the target (CR 701.3). */
export function attachEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const [host] = refObjects(ctx, e['attach']);
  const src = ctx.core.tryObj(ctx.source);
  if (host === undefined || !src || src.zone !== 'battlefield') return;
  const was = src.attachedTo;
  src.attachedTo = host;
  src.timestamp = ctx.core.s.nextTimestamp++;   // CR 613.7e
  // What it grants, it grants to its host alone: the hosts before and after are what change.
  ctx.core.changedAlone(was !== null && was !== host ? [was, host] : [host]);
}
