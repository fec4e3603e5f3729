/** CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs. */
import type { GameEvent } from '../../events/types.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

const pairs = (k: Readonly<Record<string, number>>): number => Math.min(k['+1/+1'] ?? 0, k['-1/-1'] ?? 0);

export const counterAnnihilation: StateBasedAction = {
  rule: '704.5q',
  picks: (o) => pairs(o.counters) > 0,
  check(core, picked = pickedAlone(core, counterAnnihilation)) {
    const out: GameEvent[] = [];
    for (const id of picked) {
      const n = pairs(core.obj(id).counters);
      out.push({ type: 'counter', object: id, kind: '+1/+1', amount: -n }, { type: 'counter', object: id, kind: '-1/-1', amount: -n });
    }
    return out;
  },
};
