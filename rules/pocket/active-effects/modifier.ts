/**
 * The Generic Modifier System (seed 004, "Post-Launch TODO: Generic Modifier System"): `modifier` effects
 * change a number the rules compute — `damage.dealt` (an attacker's attack damage, after its damage boosts
 * and before Weakness), `damage.taken` (attack damage to the affected Pokémon, after damage reductions) and
 * `retreat.cost` (after Retreat Cost reductions) — by `add`, `multiply`, `set`, `min` (at most value) or
 * `max` (at least value), when their `condition` holds. They apply in the order set → multiply → add →
 * max → min; `add` and `multiply` stack by key like the named types (combine.ts); the newest `set` wins;
 * a fractional result (`multiply` by 0.5) rounds down.
 * Every modifier, used or not, is in the trace.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { combine } from './combine.ts';
import { conditionHolds } from './condition-holds.ts';
import { parseCondition } from './modifier-condition.ts';
import type { ConditionBindings, ConditionClause } from './modifier-condition.ts';
import { queryEffects } from './query.ts';
import type { ActiveEffect, ModifierOperation, ModifierTarget, TraceEntry } from './types.ts';

const parsed = new Map<string, ConditionClause[]>();

function holds(core: GameCore, e: ActiveEffect, b: ConditionBindings): boolean {
  const text = e.params.condition;
  if (!text) return true;
  let clauses = parsed.get(text);
  if (!clauses) { clauses = parseCondition(text); parsed.set(text, clauses); }
  return conditionHolds(core, clauses, b);
}

const ORDER: ModifierOperation[] = ['set', 'multiply', 'add', 'max', 'min'];

/**
 * Apply the live `modifier` effects on `target` that apply to Pokémon `affected` to `value`.
 * @example applyModifiers(core, 'damage.taken', defender, 60, { attacker, defender }).value // 40 under "Fire attacks -20" from a Fire attacker
 */
export function applyModifiers(core: GameCore, target: ModifierTarget, affected: ObjectId, value: number, b: ConditionBindings): { value: number; trace: TraceEntry[]; steps: string[] } {
  const q = queryEffects(core, { type: 'modifier', pokemon: affected });
  const mine = q.effects.filter((e) => e.params.target === target);
  // Nothing modifies it (the usual case): the value as it is, with nothing to trace.
  if (!mine.length && !q.suppressed.length) return { value, trace: [], steps: [] };
  const trace: TraceEntry[] = [];
  const steps: string[] = [];
  const live: ActiveEffect[] = [];
  for (const e of mine) {
    if (holds(core, e, { pokemon: affected, ...b })) live.push(e);
    else trace.push({ effect: e.id, name: e.name, source: e.sourceCard, type: e.type, value: e.params.value ?? 0, used: false, note: `condition ${e.params.condition} does not hold` });
  }
  let v = value;
  for (const op of ORDER) {
    const these = live.filter((e) => (e.params.operation ?? 'add') === op);
    if (!these.length) continue;
    const items = these.map((effect) => ({ effect, value: effect.params.value ?? 0 }));
    let next = v;
    if (op === 'add' || op === 'multiply') {
      const r = combine(items, op === 'add' ? 0 : 1, op);
      trace.push(...r.trace);
      next = op === 'add' ? v + r.value : v * r.value;
    } else {
      const pick = op === 'set' ? items.reduce((a, c) => (c.effect.id > a.effect.id ? c : a)) : op === 'min' ? items.reduce((a, c) => (c.value < a.value ? c : a)) : items.reduce((a, c) => (c.value > a.value ? c : a));
      for (const c of items) trace.push({ effect: c.effect.id, name: c.effect.name, source: c.effect.sourceCard, type: c.effect.type, value: c.value, used: c === pick, ...(c === pick ? {} : { note: `another ${op} modifier counts instead` }) });
      next = op === 'set' ? pick.value : op === 'min' ? Math.min(v, pick.value) : Math.max(v, pick.value);
    }
    next = Math.floor(next); // a fractional multiplier (0.5: half damage) rounds down
    if (next !== v) steps.push(`${op} (${these.map((e) => e.name).join(', ')}) = ${next}`);
    v = next;
  }
  for (const s of q.suppressed.filter((x) => x.effect.params.target === target)) trace.push({ effect: s.effect.id, name: s.effect.name, source: s.effect.sourceCard, type: s.effect.type, value: 0, used: false, note: s.by });
  return { value: v, trace, steps };
}
