/**
 * CR 704.5p: a battle or creature attached to an object or player becomes unattached and remains on the battlefield;
 * so does a permanent that is neither an Aura, an Equipment nor a Fortification. An Aura that became a creature is
 * then attached to nothing, and goes to the graveyard by 704.5m (attachments.ts, checked after this one).
 */
import type { Characteristics } from '../../state/characteristics.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

const ATTACHMENTS = ['Aura', 'Equipment', 'Fortification'];

/** May a permanent with these characteristics stay attached (704.5p)? */
const mayBeAttached = (c: Characteristics) =>
  !c.types.includes('Creature') && !c.types.includes('Battle') && c.subtypes.some((t) => ATTACHMENTS.includes(t));

export const becomesUnattached: StateBasedAction = {
  rule: '704.5p',
  kind: (c) => !mayBeAttached(c),
  picks: (o) => o.attachedTo !== null || o.enchantedPlayer !== undefined,
  check(core, picked = pickedAlone(core, becomesUnattached)) {
    for (const id of picked) {
      const o = core.obj(id);
      o.attachedTo = null;
      delete o.enchantedPlayer;
      core.touch();
    }
    // Nothing moves: the permanent stays on the battlefield, so there is no event to perform.
    return [];
  },
};
