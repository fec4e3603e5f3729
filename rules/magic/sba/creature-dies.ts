/** CR 704.5f (toughness 0 or less: put into the graveyard), 704.5g (lethal damage: destroyed), 704.5h (deathtouch damage: destroyed). */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { characteristics } from '../layers/compute.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

export const creatureDies: StateBasedAction = {
  rule: '704.5f-h',
  kind: (c) => c.types.includes('Creature') && c.toughness !== null,
  picks: (o, c) => c.toughness! <= 0 || o.damage >= c.toughness! || o.deathtouched,
  check(core, picked = pickedAlone(core, creatureDies)) {
    const out: GameEvent[] = [];
    for (const id of picked) {
      // The walk's characteristics: nothing has changed the game since (the checks before this one change nothing).
      if (characteristics(core, id)!.toughness! <= 0) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
      else out.push({ type: 'destroy', object: id });
    }
    return out;
  },
};
