/** The target specs and effects of a stack item: its spell text (chosen mode) or its ability. */
import type { Ability, TargetSpec } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { StackItem, Target } from '../../state/types.ts';
import { colorsOf } from '../layers/compute.ts';
import { textChangedSpell } from '../layers/text-change.ts';
import type { TargetSource } from '../targets/legal.ts';

export function itemAbility(item: StackItem): Ability | null {
  return (item.ability as Ability | undefined) ?? null;
}

export function itemSpecs(core: GameCore, item: StackItem): TargetSpec[] {
  if (item.delayed) return [];
  if (item.kind === 'spell') {
    const def = textChangedSpell(core, item.id, core.cards.require(item.sourceName));   // CR 612: its text as changed
    if (def.spell?.modes?.length) return item.mode.flatMap((m) => def.spell!.modes![m]?.targets ?? []);
    if (def.enchant) return [def.enchant];
    return def.spell?.targets ?? [];
  }
  const ab = itemAbility(item);
  if (ab?.kind === 'triggered' && ab.modes?.length) return item.mode.flatMap((m) => ab.modes![m]?.targets ?? []);
  return ab && 'targets' in ab ? ab.targets : [];
}

export function itemEffects(core: GameCore, item: StackItem): readonly unknown[] {
  if (item.delayed) return item.delayed.effects;
  if (item.kind === 'spell') {
    const def = textChangedSpell(core, item.id, core.cards.require(item.sourceName));   // CR 612: its text as changed
    if (def.spell?.modes?.length) return item.mode.flatMap((m) => def.spell!.modes![m]?.effects ?? []);
    return def.spell?.effects ?? [];
  }
  const ab = itemAbility(item);
  if (ab?.kind === 'triggered' && ab.modes?.length) return item.mode.flatMap((m) => ab.modes![m]?.effects ?? []);
  return ab && 'effects' in ab ? ab.effects : [];
}

/** Which spec the i-th chosen target answers (a spec with count N takes up to N targets). */
export function specForTarget(specs: TargetSpec[], targets: Target[], i: number): TargetSpec | undefined {
  if (specs.length === 1) return specs[0];
  if (specs.length >= targets.length) return specs[i];
  let k = 0;
  for (const s of specs) { const n = s.count ?? 1; if (i < k + n) return s; k += n; }
  return specs[specs.length - 1];
}

/** The source as a targeting source: its controller and colours (for protection). */
export function targetSource(core: GameCore, item: StackItem): TargetSource {
  const colors = colorsOf(core, item.source) ?? core.s.lki[item.source]?.colors ?? [];
  return { id: item.kind === 'spell' ? item.id : item.source, controller: item.controller, colors };
}
