/** Permanents moved the way the zone-change handler moves them, for layer-cache tests (rules/magic/layers/compute.ts). */
import { addObject, relocate } from '../../rules/index.ts';
import type { ObjectId, PlayerId } from '../../rules/index.ts';
import type { Position } from './position.ts';

/**
 * A permanent put onto the battlefield with the only change said to be its entering (core.entered), with counters if
 * given, a token if asked.
 * @example const giant = enter(p, 'Hill Giant', 1, { '+1/+1': 2 });
 */
export function enter(p: Position, card: string, controller: PlayerId, counters: Record<string, number> = {}, token = false): ObjectId {
  const o = addObject(p.core.s, card, controller, 'battlefield', token);
  Object.assign(o.counters, counters);
  p.core.s.battlefield.push(o.id);
  p.core.entered(o.id);
  return o.id;
}

/**
 * A permanent put into its owner's graveyard as the zone-change handler moves it (relocate: core.left when the cache
 * can take it out alone, a touch otherwise).
 * @example leave(p, p.id('Hill Giant'));
 */
export function leave(p: Position, id: ObjectId): void {
  relocate(p.core, id, 'graveyard');
}

/**
 * A resolved continuous effect from `affected` on itself (CR 611.2c: its objects locked in), with the only change said
 * to be a resolved effect beginning (`touch('effects')`).
 * @example resolved(p, p.id('Grizzly Bears'), { pump: [3, 3] }); // Giant Growth
 */
export function resolved(p: Position, affected: ObjectId, mod: Record<string, unknown>): void {
  const s = p.core.s;
  s.effects.push({ id: 900 + s.effects.length, timestamp: s.nextTimestamp++, source: affected, controller: 0, affected: [affected], mod, duration: 'permanent' });
  p.core.touch('effects');
}
