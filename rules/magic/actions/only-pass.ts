/**
 * A player who can do nothing but pass (CR 117.1, 117.3d): nothing in hand or graveyard castable at this timing with
 * the mana in reach, no ability activatable, no land play. Proved from the listing's own filters (candidates.ts), so
 * it is exact in one direction: when it says so, the full listing would offer only a pass.
 */
import type { GameCore } from '../../core.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { PlayerId } from '../../state/types.ts';
import { abilityMayBeActivated, flashbackMayBeCast, handAbilityMayBeActivated, landPlayPossible, spellMayBeCast } from './candidates.ts';
import type { Reach } from './candidates.ts';
import { handAbilities } from './hand-abilities.ts';

/**
 * True when no card or ability passes the listing's filters: the legal actions are a pass alone.
 * @example if (onlyPass(core, 1, sorceryTiming(core, 1), reach)) return [{ type: 'pass', player: 1 }];
 */
export function onlyPass(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach): boolean {
  const me = core.player(player);
  const landPlay = landPlayPossible(core, player, sorcery);
  for (const id of me.hand) {
    const def = core.def(core.obj(id));
    if (def.types.includes('Land') ? landPlay : spellMayBeCast(core, id, def, sorcery, reach)) return false;
    for (const ab of handAbilities(def)) if (handAbilityMayBeActivated(ab, reach)) return false;
  }
  for (const id of me.graveyard) if (flashbackMayBeCast(core.def(core.obj(id)), sorcery, reach)) return false;
  // Values, not entries: an entry is a new pair for every permanent, and this runs at most decisions.
  for (const c of battlefieldCharacteristics(core).values()) {
    if (c.controller !== player) continue;
    for (const ab of c.abilities) if (ab.kind === 'activated' && abilityMayBeActivated(core, c.id, ab, sorcery, reach)) return false;
  }
  return true;
}
