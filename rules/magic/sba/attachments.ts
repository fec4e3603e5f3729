/** CR 704.5m (an Aura attached illegally or to nothing goes to the graveyard), 704.5n (Equipment attached illegally becomes unattached). */
import type { GameEvent } from '../../events/types.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { ObjectId } from '../../state/types.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { protectedFromPlayer } from '../layers/player-protection.ts';
import { eachKind } from './each-kind.ts';
import type { StateBasedAction } from './types.ts';

export const attachments: StateBasedAction = {
  rule: '704.5m-n',
  check(core) {
    const out: GameEvent[] = [];
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
      else if (o.attachedTo !== null) { o.attachedTo = null; core.touch(); }   // Equipment (CR 704.5n)
    };
    eachKind(core, (c, ids) => {
      const isAura = c.subtypes.includes('Aura');
      if (!isAura && !c.subtypes.includes('Equipment')) return;
      for (let i = 0; i < ids.length; i++) look(c, ids[i]!, isAura);
    });
    return out;
  },
};
