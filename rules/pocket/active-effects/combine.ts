/**
 * Combining effects into one value (design: get_combined_value), by stacking key: `additive` effects
 * all count; `max_only` and `min_only` keep the strongest or weakest; `no_stack` keeps only the earliest.
 * Every effect is in the trace, with what it contributed and whether it counted.
 */
import type { ActiveEffect, TraceEntry, Traced } from './types.ts';

export interface Contribution { effect: ActiveEffect; value: number }

/**
 * Combine contributions into a value: `add` sums group values onto the base, `multiply` multiplies.
 * @example combine([{ effect: barrier, value: 20 }], 0, 'add').value // 20
 */
export function combine(items: Contribution[], base: number, op: 'add' | 'multiply' = 'add', suppressed: { effect: ActiveEffect; by: string }[] = []): Traced {
  const groups = new Map<string, Contribution[]>();
  for (const c of items) groups.set(c.effect.key, [...(groups.get(c.effect.key) ?? []), c]);
  const trace: TraceEntry[] = [];
  let value = base;
  const entry = (c: Contribution, used: boolean, note?: string): TraceEntry =>
    ({ effect: c.effect.id, name: c.effect.name, source: c.effect.sourceCard, type: c.effect.type, value: c.value, used, ...(note ? { note } : {}) });
  for (const group of groups.values()) {
    const mode = group[0]!.effect.stacking;
    let kept: Contribution[];
    if (mode === 'additive') kept = group;
    else if (mode === 'no_stack') kept = [group.reduce((a, b) => (b.effect.id < a.effect.id ? b : a))];
    else {
      const pick = mode === 'max_only' ? Math.max(...group.map((c) => c.value)) : Math.min(...group.map((c) => c.value));
      kept = [group.find((c) => c.value === pick)!];
    }
    for (const c of group) {
      const used = kept.includes(c);
      trace.push(entry(c, used, used ? undefined : mode === 'no_stack' ? "doesn't stack" : `${mode === 'max_only' ? 'a stronger' : 'a weaker'} effect with key ${c.effect.key} counts instead`));
    }
    const groupValue = op === 'add' ? kept.reduce((n, c) => n + c.value, 0) : kept.reduce((n, c) => n * c.value, 1);
    value = op === 'add' ? value + groupValue : value * groupValue;
  }
  for (const s of suppressed) trace.push({ effect: s.effect.id, name: s.effect.name, source: s.effect.sourceCard, type: s.effect.type, value: 0, used: false, note: s.by });
  return { value, base, trace, steps: [] };
}
