/** CR 704.5m (an Aura attached illegally or to nothing goes to the graveyard), 704.5n (Equipment attached illegally becomes unattached). */
import type { GameEvent } from '../../events/types.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { ObjectId } from '../../state/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { protectedFromPlayer } from '../layers/player-protection.ts';
import type { StateBasedAction } from './types.ts';
import { pickedAlone } from './walk.ts';

const isAttachment = (c: Characteristics): boolean => c.subtypes.includes('Aura') || c.subtypes.includes('Equipment');

export const attachments: StateBasedAction = {
  rule: '704.5m-n',
  kind: isAttachment,
  picks: () => true,
  check(core, picked = pickedAlone(core, attachments)) {
    const out: GameEvent[] = [];
    if (!picked.length) return out;
    // Read after 704.5p (becomes-unattached.ts, checked before this one), which may have made an Aura's host leave it.
    const all = battlefieldCharacteristics(core);
    const look = (c: Characteristics, id: ObjectId, isAura: boolean) => {
      const o = core.obj(id);
      // An Aura enchanting a player stays while that player is in the game (CR 303.4d, 800.4a).
      if (isAura && o.enchantedPlayer !== undefined) {
        if (core.s.players[o.enchantedPlayer]?.lost !== false) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
        return;
      }
      const host = o.attachedTo !== null ? all.get(o.attachedTo) : undefined;
      const hostOk = !!host && host.types.includes('Creature') && !(isAura && c.colors.some((col) => host.keywords.includes(`protection_from_${col}`)))
        && !protectedFromPlayer(host.keywords, c.controller);   // CR 702.16k: not enchanted or equipped by what that player controls
      if (hostOk) return;
      if (isAura) out.push(leaveEvent(core, id, 'graveyard', 'sba'));
      else if (o.attachedTo !== null) { const was = o.attachedTo; o.attachedTo = null; core.changedAlone([was]); }   // Equipment (CR 704.5n)
    };
    for (const id of picked) {
      const c = all.get(id);
      if (c && isAttachment(c)) look(c, id, c.subtypes.includes('Aura'));
    }
    return out;
  },
};
