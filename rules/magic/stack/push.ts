/** Putting a spell or ability on the stack (CR 405.1): on top, through the runtime's stack machine when it has one. */
import type { GameCore } from '../../core.ts';
import type { StackItem } from '../../state/types.ts';

/**
 * Put `item` on top of the stack; the runtime's stack machine hears of it (PUSH).
 * @example putOnStack(core, item)
 */
export function putOnStack(core: GameCore, item: StackItem): void {
  core.s.stack.push(item);
  core.machines?.pushed(core);
}
