/** What a ruleset's stages of the event pipeline give back (rules/events/emit.ts): a handler's result and a replacement effect. */
import type { PlayerId } from '../state/types.ts';
import type { GameEvent } from './types.ts';

/** What a handler returns: false if nothing happened; true, or a follow-up to run after the event is recorded. */
export type HandlerResult = boolean | (() => void);

/** A replacement or prevention effect that applies to an event (CR 614, 615): offered, chosen, applied once. */
export interface Replacement {
  id: string;
  description: string;
  self: boolean;          // a self-replacement effect (CR 614.15)
  chooser: PlayerId;      // the affected player or controller of the affected object (CR 616.1)
  apply(ev: GameEvent): GameEvent[];
}
