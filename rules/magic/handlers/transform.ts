/** The transform handler (CR 701.28, 712): a double-faced permanent turns to its other face; it stays the same object. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';

export function handleTransform(core: GameCore, ev: EventOf<'transform'>): boolean {
  const o = core.tryObj(ev.object);
  // CR 701.28c: only a transforming double-faced card on the battlefield transforms.
  if (!o || o.zone !== 'battlefield' || o.faceDown || !core.cards.require(o.copyOf ?? o.card).back) return false;
  o.transformed = !o.transformed;
  ev.back = o.transformed;
  ev.card = core.def(o).name;
  core.touch();
  return true;
}
