/**
 * Checking a game state that comes from outside (a save, a message) before a runtime plays from it: its shape, and
 * that it is consistent: every object in exactly the zone list that says so, owners and controllers that are
 * players, cards that exist in the pool, the step one of the ruleset's steps. A state that fails is refused with the
 * path and what is wrong, and nothing is built from it; nothing in it can reach a prototype.
 */
import { z } from 'zod';
import type { CardSource } from '../core.ts';
import type { GameState } from './types.ts';

const Int = z.number().int().min(-1e9).max(1e9);
const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Ids = z.array(Id).max(100_000);
const Zone = z.enum(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'stack', 'command']);
const Counters = z.record(z.string().max(100), Int);
const Plain = z.json();

const Player = z.strictObject({
  id: Id, name: z.string().max(200), life: Int, poison: Int, pool: z.record(z.string().max(10), Int),
  library: Ids, hand: Ids, graveyard: Ids, exile: Ids, landsPlayed: Int, drewFromEmpty: z.boolean(), lost: z.boolean(),
  conceded: z.boolean(), mulligans: Int,
});

const GameObjectSchema = z.strictObject({
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
  players: z.array(Player).min(1).max(8), objects: z.record(z.string().regex(/^\d+$/), GameObjectSchema),
  battlefield: Ids, stack: z.array(Plain).max(10_000), nextId: Id, nextTimestamp: Int, effects: z.array(Plain), shields: z.array(Plain),
  delayed: z.array(Plain), pendingTriggers: z.array(Plain), combat: Plain.nullable(), priority: Id.nullable(), passes: Int.min(0),
  result: Plain.nullable(), lki: z.record(z.string(), Plain), pending: Plain.nullable(), ruleset: z.string().max(50),
  firstPlayerSkipsDraw: z.boolean(), stateHistory: z.array(z.string()), eventCount: Int.min(0), loyaltyUsed: Ids.optional(),
  spellsCast: z.strictObject({ turn: Int, now: z.array(Int).max(8), last: z.array(Int).max(8) }).optional(),
});

const FORBIDDEN = ['__proto__', 'constructor', 'prototype'] as const;

/** What `forbiddenAt` found: the keys from the top down to it, and what is wrong there. */
interface Found { keys: (string | number)[]; problem: string }

/**
 * The first key anywhere in a value that could reach a prototype, or a nesting deeper than 64 levels: the keys that
 * lead to it (gathered on the way back up, so that nothing is built while the value is clean), or null.
 */
function forbiddenAt(value: unknown, depth: number): Found | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth > 64) return { keys: [], problem: 'nested more than 64 levels deep' };
  for (const key of FORBIDDEN) if (Object.hasOwn(value, key)) return { keys: [key], problem: `the key "${key}" is not allowed` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = forbiddenAt(value[i], depth + 1);
      if (found) { found.keys.unshift(i); return found; }
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = forbiddenAt((value as Record<string, unknown>)[key], depth + 1);
    if (found) { found.keys.unshift(key); return found; }
  }
  return null;
}

/** The path of the first key anywhere in a value that could reach a prototype, or null. */
function forbiddenKey(value: unknown, path: string): string | null {
  const found = forbiddenAt(value, 0);
  if (!found) return null;
  return `${path}${found.keys.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('')}: ${found.problem}`;
}

/**
 * What is wrong with a state, as `path: message` lines (empty when it is fine).
 * @example stateProblems(JSON.parse(text), { cards: pool, steps: magicSteps.map((s) => s.name) }); // []
 */
export function stateProblems(input: unknown, options: { cards?: CardSource; steps?: readonly string[] } = {}): string[] {
  const bad = forbiddenKey(input, 'state');
  if (bad) return [bad];
  const parsed = GameStateSchema.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.slice(0, 10).map((i) => `state${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}: ${i.message}`);
  }
  const s = parsed.data as unknown as GameState;
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
    const path = `state.objects.${key}`;
    if (o.id !== Number(key)) out.push(`${path}.id: ${o.id}, expected ${key}`);
    player(o.owner, `${path}.owner`);
    player(o.controller, `${path}.controller`);
    if (o.zone !== 'stack' && o.zone !== 'command' && !listed.has(o.id)) out.push(`${path}: in ${o.zone} but no zone lists it`);
    if (options.cards && !options.cards.get(o.copyOf ?? o.card)) out.push(`${path}.card: unknown card "${o.copyOf ?? o.card}"`);
  }
  return out.slice(0, 20);
}
