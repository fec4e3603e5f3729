/**
 * The condition language of the Generic Modifier System (seed 004, "Post-Launch TODO": `condition:
 * "attacker.type == fire"`). A small, safe language, parsed into data once (no eval):
 *
 *   condition := clause ("and" clause)*
 *   clause    := subject "." field ("==" | "!=") value
 *   subject   := attacker | defender | pokemon      (pokemon = the Pokémon the effect applies to)
 *   field     := type | stage | ex | name | active
 *   value     := a word or "quoted text" (true/false for ex and active)
 *
 * Types and stages compare without regard to case ("fire" is Fire); names compare exactly.
 */
import type { ObjectId } from '../../state/types.ts';

export const CONDITION_SUBJECTS = ['attacker', 'defender', 'pokemon'] as const;
export type ConditionSubject = (typeof CONDITION_SUBJECTS)[number];
export const CONDITION_FIELDS = ['type', 'stage', 'ex', 'name', 'active'] as const;
export type ConditionField = (typeof CONDITION_FIELDS)[number];

export interface ConditionClause { subject: ConditionSubject; field: ConditionField; equal: boolean; value: string }

/** The Pokémon a condition can speak of, where the calculation has them. */
export type ConditionBindings = Partial<Record<ConditionSubject, ObjectId | null>>;

const CLAUSE = /^\s*([a-z]+)\.([a-z]+)\s*(==|!=)\s*("([^"]*)"|[^\s"]+)\s*$/i;

/**
 * Parse a condition; throws an Error whose message says what is wrong and what to write.
 * @example parseCondition('attacker.type == Fire') // [{ subject: 'attacker', field: 'type', equal: true, value: 'Fire' }]
 */
export function parseCondition(text: string): ConditionClause[] {
  const parts = text.split(/\s+and\s+/i);
  return parts.map((part) => {
    const m = CLAUSE.exec(part);
    if (!m) throw new Error(`cannot read condition "${part.trim()}"; write e.g. attacker.type == Fire (clauses joined with "and")`);
    const subject = m[1]!.toLowerCase();
    const field = m[2]!.toLowerCase();
    if (!(CONDITION_SUBJECTS as readonly string[]).includes(subject)) throw new Error(`unknown subject "${m[1]}" in condition; use one of ${CONDITION_SUBJECTS.join(', ')}`);
    if (!(CONDITION_FIELDS as readonly string[]).includes(field)) throw new Error(`unknown field "${m[2]}" in condition; use one of ${CONDITION_FIELDS.join(', ')}`);
    const value = m[5] ?? m[4]!;
    if ((field === 'ex' || field === 'active') && !['true', 'false'].includes(value.toLowerCase())) throw new Error(`${subject}.${field} is true or false, not "${value}"`);
    return { subject: subject as ConditionSubject, field: field as ConditionField, equal: m[3] === '==', value };
  });
}

/**
 * What is wrong with a `modifier` effect's parameters, or null (for card-file checking): it needs
 * `target`, `operation` and `value`, and a readable `condition`. Other effect types must not use them.
 * @example modifierProblem('modifier', { target: 'damage.taken', operation: 'add', value: -20, condition: 'attacker.type = fire' })
 *   // { key: 'condition', message: 'cannot read condition …' }
 */
export function modifierProblem(type: string, p: { target?: string; operation?: string; value?: number; condition?: string }): { key: string; message: string } | null {
  if (type !== 'modifier') {
    const stray = (['target', 'operation', 'value', 'condition'] as const).find((k) => p[k] !== undefined);
    return stray ? { key: stray, message: `"${stray}" belongs to type: modifier (the generic modifier); remove it or change the type` } : null;
  }
  for (const k of ['target', 'operation', 'value'] as const) if (p[k] === undefined) return { key: k, message: `a modifier effect needs ${k}:` };
  if (p.condition !== undefined) {
    try { parseCondition(p.condition); } catch (err) { return { key: 'condition', message: (err as Error).message }; }
  }
  return null;
}
