/** "deals N damage to ..." (CR 120), divided damage (CR 601.2d, 608.2b). */
import { emit } from '../events/emit.ts';
import type { EffectContext } from './context.ts';
import { num, resolveRef } from './context.ts';

export function damageEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const to = e['to'] ?? 'target';
  const amount = num(ctx, e['damage']);
  if (e['divided'] && ctx.divide) {
    // Each target keeps the share announced on casting; an illegal target's share is not dealt (608.2b).
    ctx.targets.forEach((t, i) => {
      if (!t) return;
      emit(ctx.core, { type: 'damage', source: ctx.source, sourceName: ctx.sourceName, target: t, amount: ctx.divide![i] ?? 0, combat: false });
    });
    return;
  }
  for (const t of resolveRef(ctx, to)) {
    emit(ctx.core, { type: 'damage', source: ctx.source, sourceName: ctx.sourceName, target: t, amount, combat: false });
  }
}
