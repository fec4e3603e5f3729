/** CR 704.5d: a token in a zone other than the battlefield ceases to exist. */
import { memoKey, type GameCore } from '../../core.ts';
import type { GameState } from '../../state/types.ts';
import type { StateBasedAction } from './types.ts';
import { detach } from '../handlers/relocate.ts';

/**
 * The zones hold no token as of this state and this count of tokens put elsewhere than the battlefield
 * (GameCore.tokensAway): until either changes, there is nothing to look for.
 */
const CLEAR = memoKey<{ state: GameState; tokensAway: number }>('tokens cleared');

export const tokensCeaseToExist: StateBasedAction = {
  rule: '704.5d',
  check(core) {
    const seen = core.memoGet(CLEAR);
    if (seen && seen.state === core.s && seen.tokensAway === core.tokensAway) return [];
    for (const p of core.s.players) {
      for (const zone of [p.hand, p.graveyard, p.exile, p.library]) {
        // Backwards, so that removing a token doesn't skip the next id (no copy of each zone per check).
        for (let i = zone.length - 1; i >= 0; i--) {
          const id = zone[i]!;
          const o = core.s.objects[id];
          // Off the battlefield: what the layers compute changes only where an expression reads the zone (changedAlone).
          if (o?.token) { detach(core, o); delete core.s.objects[id]; core.changedAlone([]); }
        }
      }
    }
    core.memoSet(CLEAR, { state: core.s, tokensAway: core.tokensAway });
    return [];
  },
};
