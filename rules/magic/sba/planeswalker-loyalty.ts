/** CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard. */
import type { GameEvent } from '../../events/types.ts';
import type { ObjectId } from '../../state/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { eachKind } from './each-kind.ts';
import type { StateBasedAction } from './types.ts';

export const planeswalkerLoyalty: StateBasedAction = {
  rule: '704.5i',
  check(core) {
    const out: GameEvent[] = [];
    const look = (id: ObjectId) => { if ((core.obj(id).counters['loyalty'] ?? 0) <= 0) out.push(leaveEvent(core, id, 'graveyard', 'sba')); };
    eachKind(core, (c, ids) => {
      if (!c.types.includes('Planeswalker')) return;
      for (let i = 0; i < ids.length; i++) look(ids[i]!);
    });
    return out;
  },
};
