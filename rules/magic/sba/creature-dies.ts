/** CR 704.5f (toughness 0 or less: put into the graveyard), 704.5g (lethal damage: destroyed), 704.5h (deathtouch damage: destroyed). */
import type { GameEvent } from '../../events/types.ts';
import type { ObjectId } from '../../state/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { eachKind } from './each-kind.ts';
import type { StateBasedAction } from './types.ts';

export const creatureDies: StateBasedAction = {
  rule: '704.5f-h',
  check(core) {
    const out: GameEvent[] = [];
    const look = (id: ObjectId, toughness: number) => {
      const o = core.obj(id);
      if (toughness <= 0) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
      else if (o.damage >= toughness || o.deathtouched) out.push({ type: 'destroy', object: id });
    };
    eachKind(core, (c, ids) => {
      const toughness = c.toughness;
      if (!c.types.includes('Creature') || toughness === null) return;
      for (const id of ids) look(id, toughness);
    });
    return out;
  },
};
