/** CR 704.5a (life 0 or less), 704.5b (drew from an empty library), 704.5c (ten or more poison counters). */
import type { GameEvent } from '../../events/types.ts';
import type { StateBasedAction } from './types.ts';

export const playerLoses: StateBasedAction = {
  rule: '704.5a-c',
  check(core) {
    const out: GameEvent[] = [];
    for (const p of core.s.players) {
      if (p.lost) continue;
      if (p.life <= 0) out.push({ type: 'lose', player: p.id, reason: 'life 0 or less (CR 704.5a)' });
      else if (p.drewFromEmpty) out.push({ type: 'lose', player: p.id, reason: 'drew from an empty library (CR 704.5b)' });
      else if (p.poison >= 10) out.push({ type: 'lose', player: p.id, reason: 'ten poison counters (CR 704.5c)' });
    }
    return out;
  },
};
