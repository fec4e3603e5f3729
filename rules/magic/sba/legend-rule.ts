/** CR 704.5j: a player with two or more legendary permanents of one name chooses one; the rest go to the graveyard. */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { eachKind } from './each-kind.ts';
import type { StateBasedAction } from './types.ts';

/** The legendary permanents of one name one player controls. */
interface Group { player: PlayerId; ids: ObjectId[] }

export const legendRule: StateBasedAction = {
  rule: '704.5j',
  check(core) {
    const groups: { of: Map<string, Group> | null } = { of: null };
    eachKind(core, (c, ids) => {
      if (!c.supertypes.includes('Legendary') || !c.name) return;
      const key = `${c.controller}\u0000${c.name}`;
      groups.of ??= new Map();
      let group = groups.of.get(key);
      if (!group) { group = { player: c.controller, ids: [] }; groups.of.set(key, group); }
      for (const id of ids) group.ids.push(id);
    });
    const out: GameEvent[] = [];
    for (const { player, ids } of groups.of?.values() ?? []) {
      if (ids.length < 2) continue;
      const pick = core.ask({ kind: 'cards', player, reason: `legend rule: choose the ${core.obj(ids[0]!).card} to keep`, options: ids, min: 1, max: 1 }) as ObjectId[];
      const keep = ids.includes(pick[0]!) ? pick[0]! : ids[0]!;
      for (const id of ids) if (id !== keep) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
    }
    return out;
  },
};
