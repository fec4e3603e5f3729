/**
 * A game state in its compact form, for saves: each object a short row, its own values (id, card, owner,
 * controller, zone, timestamp, controlledSince) then, when it has any, a record of the fields whose values are not a
 * new object's (tapped, damage, counters, ...: NEW_OBJECT) and of the fields only some objects have. A mid-game Magic
 * state is about 6 KB instead of 26, and quicker to write and to read. Only `objects` changes; every other part is as
 * in the state. `expandState` gives the state back, field for field and in the same order (OBJECT_ROW's, then the
 * others in the object's own order), and refuses a row it cannot read; the state it gives is checked as any other
 * (check-state.ts). It reads the long rows of earlier saves too (every field of OBJECT_ROW in order).
 */
import { FORBIDDEN_NAMES } from '../expr/parse.ts';
import type { GameObject, GameState } from './types.ts';

/** The fields every object has, in the order every object has them (addObject's): a long row holds their values in this order. */
export const OBJECT_ROW = [
  'id', 'card', 'owner', 'controller', 'zone', 'tapped', 'damage', 'deathtouched', 'counters', 'attachedTo', 'timestamp',
  'controlledSince', 'token', 'faceDown', 'chosen', 'copyOf', 'regenShields', 'phasedOut',
] as const;

/** The values a short row holds, in this order: what each object has of its own. */
export const SHORT_ROW = ['id', 'card', 'owner', 'controller', 'zone', 'timestamp', 'controlledSince'] as const;

/**
 * The other fields of OBJECT_ROW as a new object has them (addObject's): a short row's record names only those that
 * differ. `counters` stands for an empty record (each object gets one of its own).
 */
export const NEW_OBJECT = {
  tapped: false, damage: 0, deathtouched: false, counters: {}, attachedTo: null, token: false, faceDown: false,
  chosen: null, copyOf: null, regenShields: 0, phasedOut: false,
} as const;

/** The fields only some objects have (Magic's): a row that has any ends with a record of them, in the object's own order. */
export const OBJECT_EXTRAS = ['copyKeywords', 'enchantedPlayer', 'transformed', 'flashback'] as const;

/** An object as a row: SHORT_ROW's values, then a record of its other fields (if it has any that are not a new object's). */
export type ObjectRow = unknown[];

/** A state whose objects are rows. */
export type CompactState = Omit<GameState, 'objects'> & { objects: ObjectRow[] };

const ROW_NAMES: ReadonlySet<string> = new Set(OBJECT_ROW);
const SHORT_NAMES: ReadonlySet<string> = new Set(SHORT_ROW);

function rowOf(o: GameObject): ObjectRow {
  const row: unknown[] = [o.id, o.card, o.owner, o.controller, o.zone, o.timestamp, o.controlledSince];
  // Each field read by name (the same shape at every object), written only when it is not a new object's (NEW_OBJECT:
  // a loop over it reads by computed keys and made save + restore 1.1× slower; test/game/compact-save.test.ts checks
  // these against NEW_OBJECT field by field).
  let other: Record<string, unknown> | null = null;
  if (o.tapped !== false) (other ??= {}).tapped = o.tapped;
  if (o.damage !== 0) (other ??= {}).damage = o.damage;
  if (o.deathtouched !== false) (other ??= {}).deathtouched = o.deathtouched;
  for (const _ in o.counters) { (other ??= {}).counters = o.counters; break; }
  if (o.attachedTo !== null) (other ??= {}).attachedTo = o.attachedTo;
  if (o.token !== false) (other ??= {}).token = o.token;
  if (o.faceDown !== false) (other ??= {}).faceDown = o.faceDown;
  if (o.chosen !== null) (other ??= {}).chosen = o.chosen;
  if (o.copyOf !== null) (other ??= {}).copyOf = o.copyOf;
  if (o.regenShields !== 0) (other ??= {}).regenShields = o.regenShields;
  if (o.phasedOut !== false) (other ??= {}).phasedOut = o.phasedOut;
  let fields = 0;
  for (const _ in o) fields++;
  // Every other field (OBJECT_EXTRAS, or a ruleset's own), in the object's order: none is lost.
  if (fields !== OBJECT_ROW.length) {
    for (const key of Object.keys(o)) if (!ROW_NAMES.has(key)) (other ??= {})[key] = (o as unknown as Record<string, unknown>)[key];
  }
  if (other) row.push(other);
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

/** An object read back from a short row (SHORT_ROW's values, the rest a new object's): its record is added after. */
function fromShortRow(r: unknown[]): GameObject & Record<string, unknown> {
  return {
    id: r[0], card: r[1], owner: r[2], controller: r[3], zone: r[4], tapped: false, damage: 0, deathtouched: false, counters: {},
    attachedTo: null, timestamp: r[5], controlledSince: r[6], token: false, faceDown: false, chosen: null, copyOf: null,
    regenShields: 0, phasedOut: false,
  } as unknown as GameObject & Record<string, unknown>;
}

/** An object read back from a long row (OBJECT_ROW's values, earlier saves): its record is added after. */
function fromLongRow(r: unknown[]): GameObject & Record<string, unknown> {
  return {
    id: r[0], card: r[1], owner: r[2], controller: r[3], zone: r[4], tapped: r[5], damage: r[6], deathtouched: r[7], counters: r[8],
    attachedTo: r[9], timestamp: r[10], controlledSince: r[11], token: r[12], faceDown: r[13], chosen: r[14], copyOf: r[15],
    regenShields: r[16], phasedOut: r[17],
  } as unknown as GameObject & Record<string, unknown>;
}

/** An object read back from a row, or what is wrong with the row (`path` names it). */
function objectOf(row: unknown, path: string): GameObject | string {
  if (!Array.isArray(row)) return `${path}: an object's row must be a list of its fields' values`;
  const short = SHORT_ROW.length;
  const long = OBJECT_ROW.length;
  const n = row.length === short || row.length === short + 1 ? short : row.length === long || row.length === long + 1 ? long : -1;
  if (n === -1) {
    return `${path}: a row has ${short} values (${SHORT_ROW.join(', ')}), or in earlier saves ${long} (${OBJECT_ROW.join(', ')}), and may end with a record of its other fields; this one has ${row.length}`;
  }
  const r = row as unknown[];
  const o = n === short ? fromShortRow(r) : fromLongRow(r);
  if (r.length === n) return o;
  const other = r[n];
  if (typeof other !== 'object' || other === null || Array.isArray(other)) {
    return `${path}[${n}]: must be a record of the object's other fields (${n === short ? `those not a new object's, ${Object.keys(NEW_OBJECT).join(', ')}, and ` : ''}${OBJECT_EXTRAS.join(', ')})`;
  }
  // A short row's record may name the fields a new object has (in their places already) and others (added in order).
  const given = n === short ? SHORT_NAMES : ROW_NAMES;
  for (const key of Object.keys(other)) {
    // A name that could reach a prototype is never written; the state's schema then checks the fields.
    if (FORBIDDEN_NAMES.has(key)) return `${path}[${n}].${key}: the key "${key}" is not allowed`;
    if (given.has(key)) return `${path}[${n}].${key}: a field of the row itself, given twice`;
    o[key] = (other as Record<string, unknown>)[key];
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
