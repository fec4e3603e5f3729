/** CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard. */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { StateBasedAction } from './types.ts';

export const planeswalkerLoyalty: StateBasedAction = {
  rule: '704.5i',
  check(core) {
    const out: GameEvent[] = [];
    for (const c of battlefieldCharacteristics(core).values()) {
      if (c.types.includes('Planeswalker') && (core.obj(c.id).counters['loyalty'] ?? 0) <= 0) out.push(leaveEvent(core, c.id, 'graveyard', 'sba'));
    }
    return out;
  },
};
