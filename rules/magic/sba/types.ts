import type { GameCore } from '../../core.ts';
import type { GameEvent } from '../../events/types.ts';

/** A state-based action check: what it would do now, as events performed together with the others (CR 704.3). */
export interface StateBasedAction {
  rule: string;
  check(core: GameCore): GameEvent[];
}
