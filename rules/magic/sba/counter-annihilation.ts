/** CR 704.5q: +1/+1 and -1/-1 counters on one permanent are removed in pairs. */
import type { GameEvent } from '../../events/types.ts';
import type { StateBasedAction } from './types.ts';

export const counterAnnihilation: StateBasedAction = {
  rule: '704.5q',
  check(core) {
    const out: GameEvent[] = [];
    for (const id of core.s.battlefield) {
      const k = core.obj(id).counters;
      const n = Math.min(k['+1/+1'] ?? 0, k['-1/-1'] ?? 0);
      if (n > 0) out.push({ type: 'counter', object: id, kind: '+1/+1', amount: -n }, { type: 'counter', object: id, kind: '-1/-1', amount: -n });
    }
    return out;
  },
};
