/** Copying the game state: it is plain data (no classes, no cycles), so a recursive copy is enough. */
import { NO_COUNTERS } from './counters.ts';
import { OBJECT_ROW } from './compact-state.ts';
import type { GameObject, GameState } from './types.ts';

/**
 * A deep copy of plain data (the game state), several times faster than structuredClone here. The runtimes
 * back the state up with it before an action they have not validated, and restore it if the action is refused.
 * @example const backup = clonePlain(core.s);
 */
export function clonePlain<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = clonePlain(v[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = clonePlain((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * A deep copy of a game state, quicker than clonePlain for its objects: each is made with all its fields at once (in
 * the order every object has them, then any other field it has), and objects without counters keep sharing the
 * frozen empty record. Forks and backups use it.
 * @example const fork = cloneState(core.s);
 */
export function cloneState<S extends GameState>(s: S): S {
  const out: Record<string, unknown> = {};
  for (const k in s) out[k] = k === 'objects' ? cloneObjects(s.objects) : clonePlain((s as Record<string, unknown>)[k]);
  return out as S;
}

function cloneObjects(objects: Record<number, GameObject>): Record<number, GameObject> {
  const out: Record<number, GameObject> = {};
  for (const k in objects) out[k] = cloneObject(objects[k]!);
  return out;
}

/** How many fields every object has (the literal below lists them in OBJECT_ROW's order). */
const OBJECT_FIELDS = OBJECT_ROW.length;

function cloneObject(o: GameObject): GameObject {
  const c: GameObject = {
    id: o.id, card: o.card, owner: o.owner, controller: o.controller, zone: o.zone, tapped: o.tapped, damage: o.damage,
    deathtouched: o.deathtouched, counters: o.counters === NO_COUNTERS ? NO_COUNTERS : clonePlain(o.counters), attachedTo: o.attachedTo,
    timestamp: o.timestamp, controlledSince: o.controlledSince, token: o.token, faceDown: o.faceDown,
    chosen: o.chosen === null ? null : clonePlain(o.chosen), copyOf: o.copyOf, regenShields: o.regenShields, phasedOut: o.phasedOut,
  };
  let fields = 0;
  for (const _ in o) fields++;
  if (fields === OBJECT_FIELDS) return c;
  const extra = c as unknown as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!(key in extra)) extra[key] = clonePlain((o as unknown as Record<string, unknown>)[key]);
  return c;
}
