/**
 * Checking a game state that comes from outside (a save, a message) before a runtime plays from it: its shape, and
 * that it is consistent: every object in exactly the zone list that says so, owners and controllers that are
 * players, cards that exist in the pool, the step one of the ruleset's steps. A state that fails is refused with the
 * path and what is wrong, and nothing is built from it; nothing in it can reach a prototype.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { z } from 'zod';
import { FORBIDDEN_NAMES } from '../expr/parse.ts';
import type { CardSource } from '../core.ts';
import type { GameState } from './types.ts';

/** Whole numbers as a state holds them (life, damage, counts): 32-bit, one check each. */
const Int = z.int32();
/** Ids, players and timestamps: 0 to 2^32 - 1. */
const Id = z.uint32();
const Ids = z.array(Id).max(100_000);
const Zone = z.enum(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack', 'command']);
const Counters = z.record(z.string().max(100), Int);
/** Data the rules keep as plain JSON (stack items, effects, triggers): `plainProblem` has walked all of it before the schema runs. */
const Plain = z.custom<unknown>((v) => v !== undefined, { message: 'missing: a JSON value is required here' });

/** A mana pool: each of the six kinds of mana (W, U, B, R, G, C, CR 106.1), no other. */
const Pool = z.strictObject({ W: Int, U: Int, B: Int, R: Int, G: Int, C: Int });

const Player = z.strictObject({
  id: Id, name: z.string().max(200), life: Int, poison: Int, pool: Pool,
  library: Ids, hand: Ids, graveyard: Ids, exile: Ids, landsPlayed: Int, drewFromEmpty: z.boolean(), lost: z.boolean(),
  conceded: z.boolean(), mulligans: Int,
});

export const GameObjectSchema = z.strictObject({
  id: Id, card: z.string().min(1).max(200), owner: Id, controller: Id, zone: Zone, tapped: z.boolean(), damage: Int,
  deathtouched: z.boolean(), counters: Counters, attachedTo: Id.nullable(), timestamp: Int, controlledSince: Int,
  token: z.boolean(), faceDown: z.boolean(), chosen: z.record(z.string(), Plain).nullable(), copyOf: z.string().max(200).nullable(),
  regenShields: Int, phasedOut: z.boolean(), transformed: z.boolean().optional(), flashback: z.boolean().optional(),
  copyKeywords: z.array(z.string().max(100)).max(100).optional(),
  enchantedPlayer: Id.optional(),
});

/** The shape of a serialised game state (Magic's; the other rulesets add their own part under a key of their own). */
export const GameStateSchema = z.object({
  seed: Int, rng: z.array(z.number()).max(64), turn: Int.min(0), active: Id, step: z.string().min(1).max(100),
  players: z.array(Player).min(1).max(8), objects: z.record(z.string(), GameObjectSchema),
  battlefield: Ids, stack: z.array(Plain).max(10_000), nextId: Id, nextTimestamp: Int, effects: z.array(Plain), shields: z.array(Plain),
  delayed: z.array(Plain), pendingTriggers: z.array(Plain), combat: Plain.nullable(), priority: Id.nullable(), passes: Int.min(0),
  result: Plain.nullable(), lki: z.record(z.string(), Plain), pending: Plain.nullable(), ruleset: z.string().max(50),
  firstPlayerSkipsDraw: z.boolean(), stateHistory: z.array(z.string()), eventCount: Int.min(0), loyaltyUsed: Ids.optional(),
  spellsCast: z.strictObject({ turn: Int, now: z.array(Int).max(8), last: z.array(Int).max(8) }).optional(),
});

const DIGITS = /^\d+$/;

/** What `plainProblemAt` found: the keys from the top down to it, and what is wrong there. */
interface Found { keys: (string | number)[]; problem: string }

/** What is wrong with a value that is not an object, as JSON sees it, or null when JSON can hold it. */
function leafProblem(value: unknown): string | null {
  switch (typeof value) {
    case 'string': case 'boolean': return null;
    case 'number': return Number.isFinite(value) ? null : `${value} is not a number JSON can hold`;
    default: return `a ${typeof value} is not a JSON value`;
  }
}

/**
 * The first thing anywhere in a value that JSON cannot hold (undefined, a function, NaN, a Map or a class instance),
 * a key that could reach a prototype, or a nesting deeper than 64 levels: the keys that lead to it (gathered on the
 * way back up, so that nothing is built while the value is clean), or null. One walk checks the whole state, so the
 * schema below needs no recursive JSON type of its own for the parts the rules keep as plain data.
 */
function plainProblemAt(value: unknown, depth: number): Found | null {
  if (value === null) return null;
  if (typeof value !== 'object') {
    const problem = leafProblem(value);
    return problem ? { keys: [], problem } : null;
  }
  if (depth > 64) return { keys: [], problem: 'nested more than 64 levels deep' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
      const found = plainProblemAt(v, depth + 1);
      if (found) { found.keys.unshift(i); return found; }
    }
    return null;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return { keys: [], problem: 'not a plain object (JSON holds only plain objects)' };
  const keys = Object.keys(value);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (FORBIDDEN_NAMES.has(key)) return { keys: [key], problem: `the key "${key}" is not allowed` };
    const v = (value as Record<string, unknown>)[key];
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    const found = plainProblemAt(v, depth + 1);
    if (found) { found.keys.unshift(key); return found; }
  }
  return null;
}

/** The path of the first thing anywhere in a value that JSON cannot hold or that could reach a prototype, or null. */
function plainProblem(value: unknown, path: string): string | null {
  const found = plainProblemAt(value, 0);
  return found ? problemAt(path, found) : null;
}

/** What `plainProblemAt` found, as `path` and the keys below it, then what is wrong there. */
function problemAt(path: string, found: Found): string {
  return `${path}${found.keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}: ${found.problem}`;
}

/** The fields of an object whose contents the schema leaves open (records, plain data); a player's are all fixed. */
const OPEN_OBJECT_FIELDS = ['counters', 'chosen'] as const;

/**
 * `plainProblem` for a state that has the schema's shape, walking only what the schema leaves open: every top-level
 * part but the objects and the players (whose fields the schema fixes, each a string, number, boolean, list of them
 * or, a player's mana pool, an object of six numbers), and the open fields of each object. Keep OPEN_OBJECT_FIELDS in
 * step with the schema: a record or plain field added to an object is added there (and one added to a player walked).
 */
function openPartsProblem(s: Record<string, unknown>): string | null {
  const bad = topPartsProblem(s);
  if (bad) return bad;
  const objects = s.objects as Record<string, Record<string, unknown>>;
  for (const id of Object.keys(objects)) {
    if (FORBIDDEN_NAMES.has(id)) return `state.objects.${id}: the key "${id}" is not allowed`;
    const found = openFieldsProblem(objects[id]!, id);
    if (found) return found;
  }
  return null;
}

/** `plainProblem` for every top-level part of a state but its objects and players (see openPartsProblem). */
export function topPartsProblem(s: Record<string, unknown>): string | null {
  for (const key of Object.keys(s)) {
    if (FORBIDDEN_NAMES.has(key)) return `state.${key}: the key "${key}" is not allowed`;
    if (key === 'objects' || key === 'players') continue;
    const bad = plainProblem(s[key], `state.${key}`);
    if (bad) return bad;
  }
  return null;
}

/** `plainProblem` for an object's open fields (OPEN_OBJECT_FIELDS), its path written out only when something is found. */
export function openFieldsProblem(o: Record<string, unknown>, id: string | number): string | null {
  for (let i = 0; i < OPEN_OBJECT_FIELDS.length; i++) {
    const field = OPEN_OBJECT_FIELDS[i]!;
    const found = plainProblemAt(o[field], 0);
    if (found) return problemAt(`state.objects.${id}.${field}`, found);
  }
  return null;
}

let shapeCheck: ValidateFunction | null = null;

/**
 * Whether a value has the shape of GameStateSchema, by the same schema compiled once to a validator (ajv, from the
 * schema's JSON Schema form, made the first time a state is checked): several times quicker than walking the zod
 * schema for a state that is fine. Only a state it refuses is walked by zod, whose issues name each problem.
 */
function hasStateShape(value: unknown): boolean {
  shapeCheck ??= shapeValidator(GameStateSchema);
  return shapeCheck(value);
}

/**
 * A zod schema compiled to an ajv validator (from its JSON Schema form): whether a value has its shape, several times
 * quicker than zod for a value that does. Zod's own walk names the problems of one that does not.
 * @example const check = shapeValidator(GameStateSchema); check(state); // true
 */
export function shapeValidator(schema: z.ZodType): ValidateFunction {
  return new Ajv({ strict: false }).compile(ajvForm(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07' })));
}

type JsonSchema = { [key: string]: unknown };
const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The same JSON Schema with each "X or null" (`anyOf: [X, { type: 'null' }]`, how zod writes `.nullable()`) as X with
 * `null` among its types, and without `propertyNames: { type: 'string' }` (every key is one): the same values pass,
 * and ajv checks a null at once instead of failing X first (most of an object's nullable fields are null). A tuple
 * (`items` a list, zod's `z.tuple` without a rest or optional items) holds exactly its items: zod's draft-07 form
 * leaves its length out, which would let a shorter or longer list pass.
 */
function ajvForm(schema: unknown): JsonSchema {
  const visit = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(visit);
    if (!isSchema(v)) return v;
    const out: JsonSchema = {};
    for (const [k, x] of Object.entries(v)) out[k] = visit(x);
    // Every key is a string: a check that it is one costs a loop over the keys for nothing.
    const names = out['propertyNames'];
    if (isSchema(names) && names['type'] === 'string' && Object.keys(names).length === 1) delete out['propertyNames'];
    const items = out['items'];
    if (Array.isArray(items) && !('additionalItems' in out)) Object.assign(out, { minItems: items.length, maxItems: items.length, additionalItems: false });
    const any = out['anyOf'];
    if (!Array.isArray(any) || any.length !== 2 || Object.keys(out).length !== 1) return out;
    const [first, second] = any as unknown[];
    const nullOnly = (x: unknown) => isSchema(x) && x['type'] === 'null' && Object.keys(x).length === 1;
    const typed = (x: unknown): x is JsonSchema & { type: string } => isSchema(x) && typeof x['type'] === 'string' && x['type'] !== 'null' && !('enum' in x) && !('const' in x);
    if (nullOnly(second) && typed(first)) return { ...first, type: [first.type, 'null'] };
    return out;
  };
  return visit(schema) as JsonSchema;
}

/**
 * What is wrong with a state, as `path: message` lines (empty when it is fine).
 * @example stateProblems(JSON.parse(text), { cards: pool, steps: magicSteps.map((s) => s.name) }); // []
 */
export function stateProblems(input: unknown, options: { cards?: CardSource; steps?: readonly string[] } = {}): string[] {
  let s = input as GameState;
  if (hasStateShape(input)) {
    const bad = openPartsProblem(input as Record<string, unknown>);
    if (bad) return [bad];
  } else {
    const bad = plainProblem(input, 'state');
    if (bad) return [bad];
    const parsed = GameStateSchema.safeParse(input);
    if (!parsed.success) {
      return parsed.error.issues.slice(0, 10).map((i) => `state${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}: ${i.message}`);
    }
    s = parsed.data as unknown as GameState;
  }
  return consistencyProblems(s, options);
}

/**
 * What is wrong with a state that has GameStateSchema's shape, as `path: message` lines: players numbered in order,
 * every object in exactly the zone list that says so, owners and controllers that are players, the step one of the
 * game's, cards the pool has.
 */
export function consistencyProblems(s: GameState, options: { cards?: CardSource; steps?: readonly string[] } = {}): string[] {
  const out: string[] = [];
  const n = s.players.length;
  const player = (p: number, path: string) => { if (p >= n) out.push(`${path}: there is no player ${p} (players are 0 to ${n - 1})`); };
  s.players.forEach((p, i) => { if (p.id !== i) out.push(`state.players[${i}].id: ${p.id}, expected ${i}`); });
  player(s.active, 'state.active');
  if (s.priority !== null) player(s.priority, 'state.priority');
  if (options.steps && !options.steps.includes(s.step)) out.push(`state.step: "${s.step}" is not a step of this game (${options.steps.join(', ')})`);
  const listed = new Map<number, string>();
  const list = (ids: number[], zone: string, owner: number | null, path: string) => ids.forEach((id, k) => {
    const o = s.objects[id];
    if (!o) { out.push(`${path}[${k}]: no object ${id}`); return; }
    if (listed.has(id)) out.push(`${path}[${k}]: object ${id} is also listed in ${listed.get(id)}`);
    listed.set(id, path);
    if (o.zone !== zone) out.push(`${path}[${k}]: object ${id} says it is in ${o.zone}`);
    if (owner !== null && o.owner !== owner) out.push(`${path}[${k}]: object ${id} is owned by player ${o.owner}`);
  });
  s.players.forEach((p, i) => {
    for (const zone of ['library', 'hand', 'graveyard', 'exile'] as const) list(p[zone], zone, i, `state.players[${i}].${zone}`);
  });
  list(s.battlefield, 'battlefield', null, 'state.battlefield');
  for (const key of Object.keys(s.objects)) {
    const o = s.objects[Number(key)]!;
    // An object's path is written out only for a problem found (a state has hundreds of objects).
    if (!DIGITS.test(key)) { out.push(`state.objects.${key}: an object's key is its id, digits only`); continue; }
    if (o.id !== Number(key)) out.push(`state.objects.${key}.id: ${o.id}, expected ${key}`);
    if (o.owner >= n) player(o.owner, `state.objects.${key}.owner`);
    if (o.controller >= n) player(o.controller, `state.objects.${key}.controller`);
    if (o.zone !== 'stack' && o.zone !== 'command' && !listed.has(o.id)) out.push(`state.objects.${key}: in ${o.zone} but no zone lists it`);
    if (options.cards && !options.cards.get(o.copyOf ?? o.card)) out.push(`state.objects.${key}.card: unknown card "${o.copyOf ?? o.card}"`);
  }
  return out.slice(0, 20);
}
