/** CR 704.5f (toughness 0 or less: put into the graveyard), 704.5g (lethal damage: destroyed), 704.5h (deathtouch damage: destroyed). */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { StateBasedAction } from './types.ts';

export const creatureDies: StateBasedAction = {
  rule: '704.5f-h',
  check(core) {
    const out: GameEvent[] = [];
    for (const c of battlefieldCharacteristics(core).values()) {
      if (!c.types.includes('Creature') || c.toughness === null) continue;
      const o = core.obj(c.id);
      if (c.toughness <= 0) out.push(leaveEvent(core, c.id, 'graveyard', 'sba'));
      else if (o.damage >= c.toughness || o.deathtouched) out.push({ type: 'destroy', object: c.id });
    }
    return out;
  },
};
