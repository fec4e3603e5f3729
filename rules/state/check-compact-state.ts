/**
 * Checking a state in the compact form of a save (compact-state.ts) as it comes: its short rows checked as rows, so
 * that an object as it was made (a card in a library: its own seven values) costs seven checks rather than the
 * eighteen fields of the object it stands for, whose other values are then a new object's and right by construction.
 * A state that passes is expanded and cross-checked as any other (check-state.ts); one that does not, or one with the
 * long rows of earlier saves, is expanded and checked field by field, so that each problem is named as it always is.
 */
import { z } from 'zod';
import type { ValidateFunction } from 'ajv';
import type { CardSource } from '../core.ts';
import { SHORT_ROW, expandState, type CompactState } from './compact-state.ts';
import { GameObjectSchema, GameStateSchema, consistencyProblems, openFieldsProblem, shapeValidator, stateProblems, topPartsProblem } from './check-state.ts';
import type { GameState } from './types.ts';

const fields = GameObjectSchema.shape;
const own = SHORT_ROW.map((k) => fields[k]) as unknown as [z.ZodType, ...z.ZodType[]];
/** The fields a short row's record may name: every field of an object but the row's own, each optional. */
const Other = GameObjectSchema.omit(Object.fromEntries(SHORT_ROW.map((k) => [k, true])) as { [K in (typeof SHORT_ROW)[number]]: true }).partial();
/** A short row: an object's own values (SHORT_ROW), then, if any, a record of its other fields. */
const ShortRow = z.union([z.tuple(own), z.tuple([...own, Other] as [z.ZodType, ...z.ZodType[]])]);

/** The shape of a state in its compact form with short rows: GameStateSchema's, its objects a list of rows. */
export const CompactStateSchema = GameStateSchema.extend({ objects: z.array(ShortRow).max(100_000) });

let compactCheck: ValidateFunction | null = null;

/**
 * A state in its compact form checked: the state it stands for and what is wrong with it, as `path: message` lines
 * (the problems are empty when it is fine). The same problems as expandState then stateProblems find, quicker for a
 * state that is fine.
 * @example const { value, problems } = compactStateProblems(JSON.parse(game.save()), { cards: pool });
 */
export function compactStateProblems(compact: CompactState, options: { cards?: CardSource; steps?: readonly string[] } = {}): { value: unknown; problems: string[] } {
  compactCheck ??= shapeValidator(CompactStateSchema);
  const expanded = expandState(compact);
  if (expanded.problems.length) return expanded;
  const value = expanded.value as GameState;
  if (!compactCheck(compact)) return { value, problems: stateProblems(value, options) };
  // What the schema leaves open: the state's other parts, and an object's counters and choices where its row names them.
  const bad = topPartsProblem(compact as unknown as Record<string, unknown>) ?? recordsProblem(compact.objects, value);
  if (bad) return { value, problems: [bad] };
  return { value, problems: consistencyProblems(value, options) };
}

/** The first problem in the open fields (counters, choices) of the objects whose rows have a record of other fields. */
function recordsProblem(rows: readonly unknown[][], s: GameState): string | null {
  const n = SHORT_ROW.length;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row.length === n) continue;
    const id = row[0] as number;
    const bad = openFieldsProblem(s.objects[id] as unknown as Record<string, unknown>, id);
    if (bad) return bad;
  }
  return null;
}
