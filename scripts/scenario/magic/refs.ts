/** Resolving scenario references: "Grizzly Bears", "Grizzly Bears (B)", "Plains (A) #2", "A", "Spirit Token". */
import { characteristics } from '../../../rules/index.ts';
import type { GameCore, ObjectId, Target, ZoneName } from '../../../rules/index.ts';
import { ScenarioError } from '../types.ts';

export interface ParsedRef { name: string; player: number | null; index: number | null }

/** Seats A and B, and C and D in a free-for-all of three or four (FORMAT.md, References). */
export const PLAYERS: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };
export const playerName = (p: number | null | undefined): string => (p !== null && p !== undefined && p >= 0 && p < 4 ? 'ABCD'[p]! : String(p));

export function parseRef(ref: string): ParsedRef {
  const m = /^(.*?)(?:\s*\(([ABCD])\))?(?:\s*#(\d+))?\s*$/.exec(ref.trim())!;
  return { name: m[1]!.trim(), player: m[2] ? PLAYERS[m[2]]! : null, index: m[3] ? Number(m[3]) : null };
}

/** Card names compare without case and without a trailing " Token" (FORMAT.md). */
export function sameName(a: string, b: string): boolean {
  const n = (s: string) => s.toLowerCase().replace(/\s+token$/, '').trim();
  return n(a) === n(b);
}

/** The name an object has now: on the battlefield a copy has the copied name (CR 707.2). */
export function nameOf(core: GameCore, id: ObjectId): string {
  const o = core.obj(id);
  return o.zone === 'battlefield' ? characteristics(core, id)?.name || o.card : o.card;
}

/** Both face names of a transforming double-faced card (CR 712), the front first; none for other cards. */
export function faceNames(core: GameCore, id: ObjectId): string[] {
  const o = core.tryObj(id);
  if (!o) return [];
  const def = core.cards.get(o.copyOf ?? o.card);
  return def?.back ? [def.name, def.back.name] : [];
}

function ordered(core: GameCore, ids: ObjectId[]): ObjectId[] {
  return [...ids].sort((x, y) => core.obj(x).timestamp - core.obj(y).timestamp);
}

/** Objects in a zone matching a parsed reference, in timestamp order. */
function matchesIn(core: GameCore, zone: ZoneName, r: ParsedRef, anyFace = false): ObjectId[] {
  const s = core.s;
  let ids: ObjectId[] = [];
  if (zone === 'battlefield') ids = s.battlefield.filter((id) => r.player === null || characteristics(core, id)?.controller === r.player);
  else if (zone === 'stack') ids = s.stack.map((i) => i.id).filter((id) => core.tryObj(id));
  else for (const p of s.players) if (r.player === null || r.player === p.id) ids.push(...(p[zone as 'hand'] ?? []));
  const named = anyFace ? (id: ObjectId) => faceNames(core, id).some((n) => sameName(n, r.name)) : (id: ObjectId) => sameName(nameOf(core, id), r.name);
  return ordered(core, ids.filter(named));
}

/**
 * The object a reference means now: battlefield, then stack, then the other zones (FORMAT.md).
 * Returns null if there is none.
 */
export function findObject(core: GameCore, ref: string, zones: ZoneName[] = ['battlefield', 'stack', 'hand', 'graveyard', 'exile', 'library'], anyFace = true): ObjectId | null {
  const r = parseRef(ref);
  for (const z of zones) {
    const m = matchesIn(core, z, r);
    if (m.length) return m[(r.index ?? 1) - 1] ?? null;
  }
  // A double-faced card is named by its current face; failing that, by its other face (CR 712: one object).
  if (anyFace) for (const z of zones) {
    const m = matchesIn(core, z, r, true);
    if (m.length) return m[(r.index ?? 1) - 1] ?? null;
  }
  return null;
}

export function requireObject(core: GameCore, ref: string, zones?: ZoneName[]): ObjectId {
  const id = findObject(core, ref, zones);
  if (id === null) throw new ScenarioError(`no object "${ref}"${zones ? ` in ${zones.join('/')}` : ''}`);
  return id;
}

/** A target reference: a player (A/B), an object, or a spell or ability on the stack (by its source name). */
export function resolveTarget(core: GameCore, ref: string, legal?: Target[]): Target {
  if (ref in PLAYERS) return { kind: 'player', id: PLAYERS[ref]! };
  const r = parseRef(ref);
  if (legal) {
    const named = legal.filter((t) => t.kind === 'object' && sameName(stackOrObjectName(core, t.id), r.name)
      && (r.player === null || ownerOrController(core, t.id) === r.player));
    const pick = named[(r.index ?? 1) - 1];
    if (pick) return pick;
  }
  const id = findObject(core, ref);
  if (id !== null) return { kind: 'object', id };
  const item = [...core.s.stack].reverse().find((i) => sameName(i.sourceName, r.name));
  if (item) return { kind: 'object', id: item.id };
  throw new ScenarioError(`no target "${ref}"`);
}

function stackOrObjectName(core: GameCore, id: ObjectId): string {
  const o = core.tryObj(id);
  if (o) return nameOf(core, id);
  return core.s.stack.find((i) => i.id === id)?.sourceName ?? '';
}

function ownerOrController(core: GameCore, id: ObjectId): number | null {
  const o = core.tryObj(id);
  if (o) return o.zone === 'battlefield' ? characteristics(core, id)?.controller ?? o.controller : o.owner;
  return core.s.stack.find((i) => i.id === id)?.controller ?? null;
}
