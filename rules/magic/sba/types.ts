import type { GameCore } from '../../core.ts';
import type { GameEvent } from '../../events/types.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { GameObject, ObjectId } from '../../state/types.ts';

/**
 * A state-based action check: what it would do now, as events performed together with the others (CR 704.3).
 *
 * An action that looks at permanents one at a time says so with `picks` (and `kind`): checkStateBasedActions then walks
 * the battlefield once for every such action (sba/walk.ts) and hands each its permanents as `picked`. After a loop
 * shortcut's million tokens that is one pass over them instead of one an action. Called alone, `check(core)` walks for
 * itself.
 */
export interface StateBasedAction {
  rule: string;
  /** Whether permanents with these characteristics can be picked at all (asked once for each kind of permanent). */
  kind?(c: Characteristics): boolean;
  /**
   * Whether the action applies to this permanent, of these characteristics: read from its object and characteristics
   * alone (a walk after only some permanents changed asks it of those only: sba/walk.ts, walkChanged). Changes nothing.
   */
  picks?(o: GameObject, c: Characteristics): boolean;
  /** The events that perform the action; `picked` are the permanents `picks` chose, in battlefield characteristics order. */
  check(core: GameCore, picked?: readonly ObjectId[]): GameEvent[];
}
