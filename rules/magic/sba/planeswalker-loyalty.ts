/** CR 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard. */
import type { GameEvent } from '../../events/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

export const planeswalkerLoyalty: StateBasedAction = {
  rule: '704.5i',
  kind: (c) => c.types.includes('Planeswalker'),
  picks: (o) => (o.counters['loyalty'] ?? 0) <= 0,
  check(core, picked = pickedAlone(core, planeswalkerLoyalty)) {
    const out: GameEvent[] = [];
    for (const id of picked) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
    return out;
  },
};
