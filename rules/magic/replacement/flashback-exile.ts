/** Flashback's exile (CR 702.34a): a spell cast with flashback that would leave the stack is exiled instead. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import type { Replacement } from '../../events/pipeline.ts';

/**
 * The replacement for a spell cast with flashback leaving the stack anywhere but exile: resolving, countered or
 * with all its targets gone (CR 608.2b), it is exiled instead of going anywhere else.
 * @example flashbackExile(core, leaveEvent(core, thinkTwiceId, 'graveyard', 'resolve'))[0]?.description
 */
export function flashbackExile(core: GameCore, ev: EventOf<'zone_change'>): Replacement[] {
  if (ev.to === 'exile' || ev.from !== 'stack') return [];
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'stack' || !o.flashback) return [];
  return [{ id: `flashback:${o.id}`, description: `${o.card}: flashback, exile instead`, self: false, chooser: o.owner,
    apply: () => [{ ...ev, to: 'exile' }] }];
}
