/** "deals N damage to ..." (CR 120), divided damage (CR 601.2d, 608.2b). */
import { emit } from '../../events/emit.ts';
import type { EffectContext } from './context.ts';
import { num, resolveRef } from './context.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId, Target } from '../../state/types.ts';

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
    const hit = e['or_planeswalker'] ? playerOrPlaneswalker(ctx, t) : t;
    emit(ctx.core, { type: 'damage', source: ctx.source, sourceName: ctx.sourceName, target: hit, amount, combat: false });
  }
}

/**
 * "That player or a planeswalker that player controls": the controller chooses on resolution, without targeting
 * (Curse of the Pierced Heart; CR 306.7 as it now reads). Choosing no planeswalker means the player.
 */
function playerOrPlaneswalker(ctx: EffectContext, t: Target): Target {
  if (t.kind !== 'player') return t;
  const walkers = [...battlefieldCharacteristics(ctx.core).values()].filter((c) => c.controller === t.id && c.types.includes('Planeswalker')).map((c) => c.id);
  if (!walkers.length) return t;
  const pick = ctx.core.ask({ kind: 'cards', player: ctx.controller, reason: `${ctx.sourceName}: a planeswalker to deal the damage to instead of the player (none: the player)`, options: walkers, min: 0, max: 1 }) as ObjectId[];
  const id = pick.find((x) => walkers.includes(x));
  return id !== undefined ? { kind: 'object', id } : t;
}
