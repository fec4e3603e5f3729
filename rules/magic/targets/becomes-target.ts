/**
 * "Becomes the target" (CR 115.9c): as a spell or ability is put on the stack with its targets, each object or
 * player it targets becomes its target, once however many times it was chosen. Ward (CR 702.21a) triggers on this.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { StackItem } from '../../state/types.ts';

/**
 * Announce the targets of a spell or ability just put on the stack, one `becomes_target` event per target.
 * @example announceTargets(core, item); // emits { type: 'becomes_target', target, spell: item.id, player: item.controller, card }
 */
export function announceTargets(core: GameCore, item: StackItem): void {
  const seen = new Set<string>();
  for (const t of item.targets) {
    const key = `${t.kind}:${t.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    emit(core, { type: 'becomes_target', target: t, spell: item.id, player: item.controller, card: item.sourceName });
  }
}
