/** Destroy (CR 701.8, indestructible 702.12b), regenerate (701.15), sacrifice (701.21). */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { leaveEvent } from './relocate.ts';

export function handleDestroy(core: GameCore, ev: EventOf<'destroy'>): HandlerResult {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield') return false;
  if (characteristics(core, o.id)?.keywords.includes('indestructible')) return false;
  return () => { emit(core, leaveEvent(core, o.id, 'graveyard', 'destroy')); };
}

export function handleRegenerate(core: GameCore, ev: EventOf<'regenerate'>): HandlerResult {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield') return false;
  o.regenShields = Math.max(0, o.regenShields - 1);
  o.damage = 0;
  o.deathtouched = false;
  const combat = core.s.combat;
  if (combat && (combat.attackers.some((a) => a.id === o.id) || combat.blockers.some((b) => b.id === o.id))) {
    combat.attackers = combat.attackers.filter((a) => a.id !== o.id);
    combat.blockers = combat.blockers.filter((b) => b.id !== o.id);
    core.touch('combat');   // CR 701.15a: removed from combat; "attacking" queries (War Horn) change
  }
  return () => { emit(core, { type: 'tap', object: o.id }); };
}

export function handleSacrifice(core: GameCore, ev: EventOf<'sacrifice'>): HandlerResult {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield') return false;
  return () => { emit(core, leaveEvent(core, o.id, 'graveyard', 'sacrifice')); };
}
