/** CR 704.5j: a player with two or more legendary permanents of one name chooses one; the rest go to the graveyard. */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

/** The legendary permanents of one name one player controls. */
interface Group { player: PlayerId; ids: ObjectId[] }

export const legendRule: StateBasedAction = {
  rule: '704.5j',
  kind: (c) => c.supertypes.includes('Legendary') && !!c.name,
  picks: () => true,
  check(core, picked = pickedAlone(core, legendRule)) {
    if (picked.length < 2) return [];
    // The walk's characteristics: the checks before this one change nothing.
    const all = battlefieldCharacteristics(core);
    const groups = new Map<string, Group>();
    for (const id of picked) {
      const c = all.get(id)!;
      const key = `${c.controller}\u0000${c.name}`;
      let group = groups.get(key);
      if (!group) { group = { player: c.controller, ids: [] }; groups.set(key, group); }
      group.ids.push(id);
    }
    const out: GameEvent[] = [];
    for (const { player, ids } of groups.values()) {
      if (ids.length < 2) continue;
      const pick = core.ask({ kind: 'cards', player, reason: `legend rule: choose the ${core.obj(ids[0]!).card} to keep`, options: ids, min: 1, max: 1 }) as ObjectId[];
      const keep = ids.includes(pick[0]!) ? pick[0]! : ids[0]!;
      for (const id of ids) if (id !== keep) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
    }
    return out;
  },
};
