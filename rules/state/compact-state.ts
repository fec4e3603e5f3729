/**
 * A game state in its compact form, for saves: each object a row of its fields' values instead of a record that
 * names them (a mid-game Magic state is about 10 KB instead of 26, and quicker to write and to read). Only
 * `objects` changes; every other part is as in the state. `expandState` gives the state back, field for field and
 * in the same order, and refuses a row it cannot read; the state it gives is checked as any other (check-state.ts).
 */
import { FORBIDDEN_NAMES } from '../expr/parse.ts';
import type { GameObject, GameState } from './types.ts';

/** The fields every object has, in the order every object has them (addObject's): a row holds their values in this order. */
export const OBJECT_ROW = [
  'id', 'card', 'owner', 'controller', 'zone', 'tapped', 'damage', 'deathtouched', 'counters', 'attachedTo', 'timestamp',
  'controlledSince', 'token', 'faceDown', 'chosen', 'copyOf', 'regenShields', 'phasedOut',
] as const;

/** The fields only some objects have (Magic's): a row that has any ends with a record of them, in the object's own order. */
export const OBJECT_EXTRAS = ['copyKeywords', 'enchantedPlayer', 'transformed', 'flashback'] as const;

/** An object as a row: OBJECT_ROW's values, then a record of its other fields (if it has any). */
export type ObjectRow = unknown[];

/** A state whose objects are rows. */
export type CompactState = Omit<GameState, 'objects'> & { objects: ObjectRow[] };

const ROW_NAMES: ReadonlySet<string> = new Set(OBJECT_ROW);

function rowOf(o: GameObject): ObjectRow {
  const row: unknown[] = [o.id, o.card, o.owner, o.controller, o.zone, o.tapped, o.damage, o.deathtouched, o.counters, o.attachedTo, o.timestamp, o.controlledSince, o.token, o.faceDown, o.chosen, o.copyOf, o.regenShields, o.phasedOut];
  let fields = 0;
  for (const _ in o) fields++;
  if (fields === OBJECT_ROW.length) return row;
  // Every other field (OBJECT_EXTRAS, or a ruleset's own), in the object's order: none is lost.
  const extras: Record<string, unknown> = {};
  for (const key of Object.keys(o)) if (!ROW_NAMES.has(key)) extras[key] = (o as unknown as Record<string, unknown>)[key];
  row.push(extras);
  return row;
}

/**
 * The state with its objects as rows (the parts are shared with the state, not copied: write it out at once).
 * @example const text = JSON.stringify(compactState(game.state)); restoreGame(text, options);
 */
export function compactState<S extends GameState>(s: S): Omit<S, 'objects'> & { objects: ObjectRow[] } {
  const rows: ObjectRow[] = [];
  for (const key in s.objects) rows.push(rowOf(s.objects[key]!));
  return { ...s, objects: rows };
}

/** Whether a value is a state in its compact form (its objects a list). */
export function isCompactState(value: unknown): value is CompactState {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Array.isArray((value as { objects?: unknown }).objects);
}

/** An object read back from a row, or what is wrong with the row (`path` names it). */
function objectOf(row: unknown, path: string): GameObject | string {
  if (!Array.isArray(row)) return `${path}: an object's row must be a list of its fields' values`;
  const n = OBJECT_ROW.length;
  if (row.length !== n && row.length !== n + 1) return `${path}: a row has ${n} values (${OBJECT_ROW.join(', ')}) and may end with a record of its other fields; this one has ${row.length}`;
  const r = row as unknown[];
  const o = {
    id: r[0], card: r[1], owner: r[2], controller: r[3], zone: r[4], tapped: r[5], damage: r[6], deathtouched: r[7], counters: r[8],
    attachedTo: r[9], timestamp: r[10], controlledSince: r[11], token: r[12], faceDown: r[13], chosen: r[14], copyOf: r[15],
    regenShields: r[16], phasedOut: r[17],
  } as unknown as GameObject & Record<string, unknown>;
  if (r.length === n) return o;
  const extras = r[n];
  if (typeof extras !== 'object' || extras === null || Array.isArray(extras)) return `${path}[${n}]: must be a record of the object's other fields (${OBJECT_EXTRAS.join(', ')})`;
  for (const key of Object.keys(extras)) {
    // A name that could reach a prototype is never written; the state's schema then checks the fields.
    if (FORBIDDEN_NAMES.has(key)) return `${path}[${n}].${key}: the key "${key}" is not allowed`;
    if (ROW_NAMES.has(key)) return `${path}[${n}].${key}: a field of the row itself, given twice`;
    o[key] = (extras as Record<string, unknown>)[key];
  }
  return o;
}

/**
 * The state a compact state stands for (any other value as it is), or what is wrong with its rows, each with its
 * path. Objects are keyed by their ids; the same id twice is refused.
 * @example const { value, problems } = expandState(JSON.parse(text));
 */
export function expandState(value: unknown): { value: unknown; problems: string[] } {
  if (!isCompactState(value)) return { value, problems: [] };
  const objects: Record<number, GameObject> = {};
  const problems: string[] = [];
  const rows = value.objects;
  for (let i = 0; i < rows.length && problems.length < 10; i++) {
    const o = objectOf(rows[i], `state.objects[${i}]`);
    if (typeof o === 'string') { problems.push(o); continue; }
    if (!Number.isSafeInteger(o.id) || o.id < 0) { problems.push(`state.objects[${i}][0]: the id must be a whole number from 0, not ${JSON.stringify(o.id)}`); continue; }
    if (Object.hasOwn(objects, o.id)) { problems.push(`state.objects[${i}][0]: id ${o.id} is given twice`); continue; }
    objects[o.id] = o;
  }
  if (problems.length) return { value, problems };
  return { value: { ...value, objects }, problems: [] };
}
