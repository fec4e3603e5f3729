/** CR 704.5j: a player with two or more legendary permanents of one name chooses one; the rest go to the graveyard. */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId } from '../../state/types.ts';
import type { StateBasedAction } from './types.ts';

export const legendRule: StateBasedAction = {
  rule: '704.5j',
  check(core) {
    let groups: Map<string, ObjectId[]> | null = null;
    const all = battlefieldCharacteristics(core);
    for (const c of all.values()) {
      if (!c.supertypes.includes('Legendary') || !c.name) continue;
      const key = `${c.controller}\u0000${c.name}`;
      groups ??= new Map();
      groups.set(key, [...(groups.get(key) ?? []), c.id]);
    }
    const out: GameEvent[] = [];
    if (!groups) return out;
    for (const ids of groups.values()) {
      if (ids.length < 2) continue;
      const player = all.get(ids[0]!)!.controller;
      const pick = core.ask({ kind: 'cards', player, reason: `legend rule: choose the ${core.obj(ids[0]!).card} to keep`, options: ids, min: 1, max: 1 }) as ObjectId[];
      const keep = ids.includes(pick[0]!) ? pick[0]! : ids[0]!;
      for (const id of ids) if (id !== keep) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
    }
    return out;
  },
};
