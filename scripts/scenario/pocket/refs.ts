/** Object references in Pocket scenarios: `Name`, `Name (A)`, `Name (B) #2` (FORMAT.md, "References"). */
import type { GameCore, ObjectId } from '../../../rules/index.ts';
import { inPlay, pocket, zoneOf } from '../../../rules/pocket/index.ts';
import type { PocketZone } from '../../../rules/pocket/index.ts';
import { ScenarioError } from '../types.ts';

export const PLAYERS: Record<string, number> = { A: 0, B: 1 };
export const playerName = (p: number | null): string => (p === null ? 'none' : p === 0 ? 'A' : 'B');

export interface Ref { name: string; player: number | null; index: number | null }

/** @example parseRef('Weedle (B) #2') // { name: 'Weedle', player: 1, index: 2 } */
export function parseRef(ref: string): Ref {
  const m = /^(.*?)(?:\s*\(([AB])\))?(?:\s*#(\d+))?\s*$/.exec(ref.trim());
  if (!m) throw new ScenarioError(`bad reference "${ref}"`);
  return { name: m[1]!.trim(), player: m[2] ? PLAYERS[m[2]]! : null, index: m[3] ? Number(m[3]) : null };
}

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Zone groups in lookup order: in play (Active before Bench), then hand, discard pile, deck, under evolved Pokémon. */
const GROUPS: PocketZone[][] = [['active', 'bench'], ['hand'], ['discard'], ['deck'], ['under']];

function inPlayOrder(core: GameCore, owner: number | null): ObjectId[] {
  return (owner === null ? [0, 1] : [owner]).flatMap((p) => inPlay(core, p));
}

/**
 * The object a reference names now, or null. In play it counts Active then Bench (A's before B's);
 * elsewhere in creation (timestamp) order.
 * @example findPocketObject(core, 'Bulbasaur (B)')
 */
export function findPocketObject(core: GameCore, ref: string, only?: PocketZone[]): ObjectId | null {
  const r = parseRef(ref);
  const ok = (id: ObjectId) => sameName(core.obj(id).card, r.name) && (r.player === null || core.obj(id).owner === r.player);
  for (const group of GROUPS) {
    const zones = only ? group.filter((z) => only.includes(z)) : group;
    if (!zones.length) continue;
    const ids = group[0] === 'active'
      ? inPlayOrder(core, r.player).filter((id) => zones.includes(zoneOf(core, id)))
      : Object.values(core.s.objects).map((o) => o.id).filter((id) => zones.includes(zoneOf(core, id)));
    const hits = ids.filter(ok);
    if (hits.length) return hits[(r.index ?? 1) - 1] ?? null;
  }
  return null;
}

/** Like findPocketObject, but a reference that names nothing is a scenario error. */
export function requirePocketObject(core: GameCore, ref: string, only?: PocketZone[]): ObjectId {
  const id = findPocketObject(core, ref, only);
  if (id === null) throw new ScenarioError(`no ${only ? `${only.join('/')} ` : ''}object matches "${ref}"`);
  return id;
}

/** Scenario zone names, Pocket and core spellings alike. */
export function pocketZoneName(z: string): PocketZone | 'in_play' {
  const k = z.trim().toLowerCase();
  const map: Record<string, PocketZone | 'in_play'> = {
    active: 'active', 'active spot': 'active', bench: 'bench', hand: 'hand', deck: 'deck', library: 'deck',
    discard: 'discard', 'discard pile': 'discard', graveyard: 'discard', battlefield: 'in_play', in_play: 'in_play', 'in play': 'in_play', under: 'under',
  };
  const out = map[k];
  if (!out) throw new ScenarioError(`unknown Pocket zone "${z}" (active, bench, hand, deck, discard)`);
  return out;
}

export { pocket };
