/** Countering spells and abilities (CR 701.5): removed from the stack; a countered spell goes to its owner's graveyard. */
import type { GameCore } from '../../core.ts';
import type { EffectContext } from '../effects/context.ts';
import { resolveRef } from '../effects/context.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import type { ObjectId } from '../../state/types.ts';

/** Whether the stack item with this id is there and can be countered (CR 101.2: "can't be countered"). */
export function canCounter(core: GameCore, id: ObjectId): boolean {
  const item = core.s.stack.find((i) => i.id === id);
  if (!item) return false;
  const o = item.kind === 'spell' ? core.tryObj(item.id) : undefined;
  return !(o && core.def(o).spell?.uncounterable);
}

/**
 * Counter the stack item with this id (CR 701.6a), through the runtime's stack machine (COUNTER) when it has one.
 * A spell that can't be countered stays (CR 101.2). Returns whether it was countered.
 */
export function counterItem(core: GameCore, id: ObjectId): boolean {
  return core.machines ? core.machines.counter(core, id) : counterNow(core, id);
}

/** Counter the stack item with this id now: the stack machine's `counter` action, or a bare core's. */
export function counterNow(core: GameCore, id: ObjectId): boolean {
  const item = core.s.stack.find((i) => i.id === id);
  if (!item || !canCounter(core, id)) return false;
  if (item.kind === 'spell') {
    const o = core.tryObj(item.id);
    emit(core, { type: 'counter_spell', object: item.id, card: item.sourceName });
    core.s.stack = core.s.stack.filter((i) => i.id !== id);
    if (o) emit(core, { ...leaveEvent(core, o.id, 'graveyard', 'countered'), from: 'stack' });
  } else {
    emit(core, { type: 'counter_spell', object: item.id, card: item.sourceName });
    core.s.stack = core.s.stack.filter((i) => i.id !== id);
  }
  // Nothing on the battlefield changed: computed characteristics change only where an expression reads the stack or
  // a graveyard (changedAlone with no permanent).
  core.changedAlone([]);
  return true;
}

export function counterEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const ref = e['counter'] ?? 'target';
  const t = ref === 'target' ? ctx.targets[0] : ref === 'event_spell' ? resolveRef(ctx, ref)[0] : null;
  if (t && t.kind === 'object') counterItem(ctx.core, t.id);
}
