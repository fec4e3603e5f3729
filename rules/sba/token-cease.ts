/** CR 704.5d: a token in a zone other than the battlefield ceases to exist. */
import type { StateBasedAction } from './types.ts';
import { detach } from '../handlers/relocate.ts';

export const tokensCeaseToExist: StateBasedAction = {
  rule: '704.5d',
  check(core) {
    for (const p of core.s.players) {
      for (const zone of [p.hand, p.graveyard, p.exile, p.library]) {
        for (const id of [...zone]) {
          const o = core.s.objects[id];
          if (o?.token) { detach(core, o); delete core.s.objects[id]; core.touch(); }
        }
      }
    }
    return [];
  },
};
