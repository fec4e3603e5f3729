/** Replacement abilities of permanents on the battlefield, found through computed characteristics. */
import type { GameCore } from '../core.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';

export interface ReplacementSource { id: ObjectId; controller: PlayerId; kind: string; arg: unknown; name: string }

const cache = new WeakMap<GameCore, { version: number; list: ReplacementSource[] }>();

/** All replacement abilities in force, cached until the game changes. */
export function replacementSources(core: GameCore): ReplacementSource[] {
  const c = cache.get(core);
  if (c && c.version === core.version) return c.list;
  const list: ReplacementSource[] = [];
  for (const ch of battlefieldCharacteristics(core).values()) {
    for (const ab of ch.abilities) {
      if (ab.kind !== 'replacement') continue;
      const r = ab.replace as Record<string, unknown>;
      const kind = typeof r['kind'] === 'string' ? r['kind'] : Object.keys(r)[0]!;
      list.push({ id: ch.id, controller: ch.controller, kind, arg: r[kind], name: ch.name });
    }
  }
  cache.set(core, { version: core.version, list });
  return list;
}

export function sourcesOf(core: GameCore, kind: string): ReplacementSource[] {
  return replacementSources(core).filter((r) => r.kind === kind);
}
