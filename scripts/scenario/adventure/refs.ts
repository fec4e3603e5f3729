/** Resolving scenario references in an adventure game: "Ogre", "Ogre (B)", "Peasant (A) #2", "A". */
import type { GameCore, ObjectId, Target, ZoneName } from '../../../rules/index.ts';
import { ScenarioError } from '../types.ts';

export const PLAYERS: Record<string, number> = { A: 0, B: 1 };
export const playerName = (p: number | null | undefined): string => (p === 0 ? 'A' : p === 1 ? 'B' : String(p));

export interface ParsedRef { name: string; player: number | null; index: number | null }

export function parseRef(ref: string): ParsedRef {
  const m = /^(.*?)(?:\s*\(([AB])\))?(?:\s*#(\d+))?\s*$/.exec(ref.trim())!;
  return { name: m[1]!.trim(), player: m[2] ? PLAYERS[m[2]]! : null, index: m[3] ? Number(m[3]) : null };
}

export function sameName(a: string, b: string): boolean {
  const n = (s: string) => s.toLowerCase().replace(/\s+token$/, '').trim();
  return n(a) === n(b);
}

/** On the battlefield a reference's player is the controller; elsewhere the owner. */
function matchesIn(core: GameCore, zone: ZoneName, r: ParsedRef): ObjectId[] {
  const s = core.s;
  let ids: ObjectId[] = [];
  if (zone === 'battlefield') ids = s.battlefield.filter((id) => r.player === null || core.obj(id).controller === r.player);
  else if (zone !== 'stack') for (const p of s.players) if (r.player === null || r.player === p.id) ids.push(...(p[zone as 'hand'] ?? []));
  return ids.filter((id) => sameName(core.obj(id).card, r.name)).sort((x, y) => core.obj(x).timestamp - core.obj(y).timestamp);
}

/** The object a reference means now: battlefield, then the other zones (FORMAT.md). */
export function findObject(core: GameCore, ref: string, zones: ZoneName[] = ['battlefield', 'hand', 'graveyard', 'exile', 'library']): ObjectId | null {
  const r = parseRef(ref);
  for (const z of zones) {
    const m = matchesIn(core, z, r);
    if (m.length) return m[(r.index ?? 1) - 1] ?? null;
  }
  return null;
}

export function requireObject(core: GameCore, ref: string, zones?: ZoneName[]): ObjectId {
  const id = findObject(core, ref, zones);
  if (id === null) throw new ScenarioError(`no object "${ref}"${zones ? ` in ${zones.join('/')}` : ''}`);
  return id;
}

/** A target: a player (A/B) or a permanent. */
export function resolveTarget(core: GameCore, ref: string): Target {
  if (ref in PLAYERS) return { kind: 'player', id: PLAYERS[ref]! };
  return { kind: 'object', id: requireObject(core, ref, ['battlefield']) };
}
