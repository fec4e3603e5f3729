/** The replacement and prevention effects that apply to an event (CR 614, 615), indexed by event type. */
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import type { PlayerId } from '../state/types.ts';
import { damageReplacements } from './damage.ts';
import { zoneChangeReplacements } from './zone-change.ts';
import { counterReplacements, lifeReplacements, tokenReplacements, untapReplacements, destroyReplacements } from './other.ts';

export interface Replacement {
  id: string;
  description: string;
  self: boolean;          // a self-replacement effect (CR 614.15)
  chooser: PlayerId;      // the affected player or controller of the affected object (CR 616.1)
  apply(ev: GameEvent): GameEvent[];
}

type Collector = (core: GameCore, ev: never) => Replacement[];
const BY_TYPE: Partial<Record<GameEvent['type'], Collector>> = {
  damage: damageReplacements,
  zone_change: zoneChangeReplacements,
  counter: counterReplacements,
  life: lifeReplacements,
  create_token: tokenReplacements,
  untap: untapReplacements,
  destroy: destroyReplacements,
};

/**
 * Replacement effects that could apply to this event now.
 * @example applicableReplacements(core, damageEvent).map((r) => r.description)
 */
export function applicableReplacements(core: GameCore, ev: GameEvent): Replacement[] {
  const c = BY_TYPE[ev.type];
  return c ? c(core, ev as never) : [];
}
