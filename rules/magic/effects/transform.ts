/** "Transform [permanent]" (CR 701.28): a transforming double-faced permanent turns to its other face. */
import { emit } from '../../events/emit.ts';
import { characteristics } from '../layers/compute.ts';
import type { EffectContext } from './context.ts';
import { refObjects } from './context.ts';

/**
 * Transform each permanent the reference names. CR 701.28f: an ability of a permanent that says to transform it does
 * nothing if the permanent has already transformed since the ability was put on the stack (it shows another face).
 * @example transformEffect(ctx, { transform: 'self' })
 */
export function transformEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  for (const id of refObjects(ctx, e['transform'] ?? 'self')) {
    const o = core.tryObj(id);
    if (!o || o.zone !== 'battlefield') continue;
    if (id === ctx.source && !ctx.isSpell && characteristics(core, id)?.name !== ctx.sourceName) continue;
    emit(core, { type: 'transform', object: id, card: core.def(o).name, back: !o.transformed });
  }
}
