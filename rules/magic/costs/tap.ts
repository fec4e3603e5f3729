/** Whether a permanent can pay a {T} or {Q} cost: untapped, and a creature needs haste or to have been controlled since the turn began (CR 302.6). */
import type { GameCore } from '../../core.ts';
import { characteristics } from '../layers/compute.ts';
import type { GameObject, ObjectId } from '../../state/types.ts';

/**
 * CR 302.6: a creature without haste is sick until its controller has controlled it continuously since their most
 * recent turn began; `creature` and `haste` are what its characteristics say.
 * @example sickNow(o, true, false, core.s.turn)
 */
export function sickNow(o: GameObject, creature: boolean, haste: boolean, turn: number): boolean {
  return creature && !haste && o.controlledSince >= turn;
}

export function isSummoningSick(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  const c = characteristics(core, id);
  if (!o || !c) return false;
  return sickNow(o, c.types.includes('Creature'), c.keywords.includes('haste'), core.s.turn);
}

export function canUseTapAbility(core: GameCore, id: ObjectId): boolean {
  const o = core.tryObj(id);
  return !!o && o.zone === 'battlefield' && !o.tapped && !isSummoningSick(core, id);
}
