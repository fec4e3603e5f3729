/** Whether a permanent can pay a {T} or {Q} cost: untapped, and a creature needs haste or to have been controlled since the turn began (CR 302.6). */
import type { GameCore } from '../../core.ts';
import { characteristics } from '../layers/compute.ts';
import type { ObjectId } from '../../state/types.ts';

export function isSummoningSick(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  const c = characteristics(core, id);
  if (!o || !c || !c.types.includes('Creature')) return false;
  return o.controlledSince >= core.s.turn && !c.keywords.includes('haste');
}

export function canUseTapAbility(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  return !!o && o.zone === 'battlefield' && !o.tapped && !isSummoningSick(core, id);
}
