/**
 * Checking a state from outside (a save, a message) for any ruleset before a game is built from it: the JSON
 * parsed, the shared state checked (rules/state/check-state.ts), the ruleset named in it, and the ruleset's own part
 * (`adventure`, `pocket`) checked by its schema. Problems are `path: message` lines; nothing is built from a state
 * that has any.
 */
import type { z } from 'zod';
import { StateError, checkedStateValue } from './restore-game.ts';

/** What the shared check needs to know of a ruleset's state. */
export interface RulesetStateCheck {
  /** The ruleset's name, as the state's `ruleset` says it. */
  ruleset: string;
  /** The key of the ruleset's own part of the state, and its schema. */
  key: string;
  schema: z.ZodType;
  /** The ruleset's step names. */
  steps: readonly string[];
  /** Whether a card of that name is in the pool. */
  knows(card: string): boolean;
  /** The objects in play that the ruleset's part lists instead of `state.battlefield` (given the part as its schema parsed it). */
  lists?(own: unknown): number[];
  /** Cross-checks of the ruleset's part against the shared state (players, objects), as `path: message` lines. */
  consistent?(state: Record<string, unknown>): string[];
}

/**
 * The state as a plain value, checked: a StateError (every problem with its path) when it is not one the ruleset can
 * play from.
 * @example const state = checkedRulesetState(text, check) as AdventureState;
 */
export function checkedRulesetState(input: unknown, check: RulesetStateCheck): Record<string, unknown> {
  const checked = checkedStateValue(input, { steps: check.steps });
  const value = checked.value;
  let problems = checked.problems;
  // Objects in play that the ruleset's own part lists (Pocket's Active Spot and Bench) need no shared zone list.
  if (check.lists && problems.length && value !== null && typeof value === 'object') {
    const own = check.schema.safeParse((value as Record<string, unknown>)[check.key]);
    const listed = new Set(own.success ? check.lists(own.data) : []);
    problems = problems.filter((p) => { const m = /^state\.objects\.(\d+): in battlefield but no zone lists it$/.exec(p); return !(m && listed.has(Number(m[1]))); });
  }
  if (problems.length) throw new StateError(problems);
  const state = value as Record<string, unknown>;
  // The card names against the ruleset's own pool.
  const objects = state['objects'] as Record<string, { card: string; copyOf: string | null }>;
  const unknown = Object.entries(objects).filter(([, o]) => !check.knows(o.copyOf ?? o.card)).map(([id, o]) => `state.objects.${id}.card: unknown card "${o.copyOf ?? o.card}"`);
  if (unknown.length) throw new StateError(unknown.slice(0, 20));
  if (state['ruleset'] !== check.ruleset) throw new StateError([`state.ruleset: ${JSON.stringify(state['ruleset'])}, not "${check.ruleset}": a state of another game`]);
  const own = check.schema.safeParse(state[check.key]);
  if (!own.success) {
    throw new StateError(own.error.issues.slice(0, 10).map((i) => `state.${check.key}${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}: ${i.message}`));
  }
  const more = check.consistent?.(state) ?? [];
  if (more.length) throw new StateError(more.slice(0, 20));
  return state;
}
