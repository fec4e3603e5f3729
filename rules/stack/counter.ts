/** Countering spells and abilities (CR 701.5): removed from the stack; a countered spell goes to its owner's graveyard. */
import type { GameCore } from '../core.ts';
import type { EffectContext } from '../effects/context.ts';
import { emit } from '../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import type { ObjectId } from '../state/types.ts';

/** Counter the stack item with this id. A spell that can't be countered stays (CR 101.2). */
export function counterItem(core: GameCore, id: ObjectId): boolean {
  const item = core.s.stack.find((i) => i.id === id);
  if (!item) return false;
  if (item.kind === 'spell') {
    const o = core.tryObj(item.id);
    if (o && core.def(o).spell?.uncounterable) return false;
    emit(core, { type: 'counter_spell', object: item.id, card: item.sourceName });
    core.s.stack = core.s.stack.filter((i) => i.id !== id);
    if (o) emit(core, { ...leaveEvent(core, o.id, 'graveyard', 'countered'), from: 'stack' });
  } else {
    emit(core, { type: 'counter_spell', object: item.id, card: item.sourceName });
    core.s.stack = core.s.stack.filter((i) => i.id !== id);
  }
  core.touch();
  return true;
}

export function counterEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const ref = e['counter'] ?? 'target';
  const t = ref === 'target' ? ctx.targets[0] : null;
  if (t && t.kind === 'object') counterItem(ctx.core, t.id);
}
