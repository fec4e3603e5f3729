/** The replacement and prevention effects that apply to an event (CR 614, 615), indexed by event type. */
import type { GameCore } from '../../core.ts';
import type { GameEvent, GameEventType } from '../../events/types.ts';
import type { Replacement } from '../../events/pipeline.ts';
import { damageReplacements } from './damage.ts';
import { zoneChangeReplacements } from './zone-change.ts';
import { counterReplacements, lifeReplacements, tokenReplacements, untapReplacements, destroyReplacements } from './other.ts';

export type { Replacement };

type Collector = (core: GameCore, ev: never) => Replacement[];
/** By event type, in a Map (see handlers/index.ts). */
const BY_TYPE = new Map<GameEvent['type'], Collector>(Object.entries({
  damage: damageReplacements,
  zone_change: zoneChangeReplacements,
  counter: counterReplacements,
  life: lifeReplacements,
  create_token: tokenReplacements,
  untap: untapReplacements,
  destroy: destroyReplacements,
} satisfies Partial<Record<GameEvent['type'], Collector>>) as [GameEvent['type'], Collector][]);

/**
 * No replacement applies (most events): one array for all of them, frozen (a caller adding to it would throw rather
 * than reach the next event).
 */
const NONE: Replacement[] = Object.freeze([]) as unknown as Replacement[];

/**
 * Replacement effects that could apply to this event now.
 * @example applicableReplacements(core, damageEvent).map((r) => r.description)
 */
export function applicableReplacements(core: GameCore, ev: GameEvent, type: GameEventType = ev.type): Replacement[] {
  const c = BY_TYPE.get(type);
  return c ? c(core, ev as never) : NONE;
}
