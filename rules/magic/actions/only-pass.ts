/**
 * A player who can do nothing but pass (CR 117.1, 117.3d): nothing in hand or graveyard castable at this timing with
 * the mana in reach, no ability activatable, no land play. Proved from the listing's own filters (candidates.ts), so
 * it is exact in one direction: when it says so, the full listing would offer only a pass.
 */
import type { ActivatedAbility } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import { fromRecord, perPlayer, type FromRecord, type PerComputation } from '../layers/per-computation.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { Characteristics } from '../layers/types.ts';
import { abilityMayBeActivated, filtersOf, flashbackMayBeCast, handAbilityMayBeActivated, landPlayPossible, spellMayBeCast } from './candidates.ts';
import type { Reach } from './candidates.ts';

/**
 * True when no card or ability passes the listing's filters: the legal actions are a pass alone.
 * @example if (onlyPass(core, 1, sorceryTiming(core, 1), reach)) return [{ type: 'pass', player: 1 }];
 */
export function onlyPass(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach): boolean {
  const me = core.player(player);
  const landPlay = landPlayPossible(core, player, sorcery);
  // Indexed loops: asked at most decisions, they make no iterator.
  const hand = me.hand;
  for (let i = 0; i < hand.length; i++) {
    const id = hand[i]!;
    const def = core.def(core.obj(id));
    const f = filtersOf(core, id, def);
    if (f.land ? landPlay : spellMayBeCast(core, f, sorcery, reach)) return false;
    const abilities = f.handAbilities;
    for (let k = 0; k < abilities.length; k++) if (handAbilityMayBeActivated(abilities[k]!, reach)) return false;
  }
  const graveyard = me.graveyard;
  for (let i = 0; i < graveyard.length; i++) {
    const id = graveyard[i]!;
    if (flashbackMayBeCast(filtersOf(core, id, core.def(core.obj(id))), sorcery, reach)) return false;
  }
  const activated = activatedAbilities(core, player);
  for (let i = 0; i < activated.length; i++) {
    const a = activated[i]!;
    if (abilityMayBeActivated(core, a.id, a.ability, sorcery, reach)) return false;
  }
  return true;
}

/**
 * A non-mana activated ability of a permanent, with the index an action names it by (counting the permanent's mana
 * and activated abilities, CR 602.1) and the permanent's colors (what its targets may be checked against).
 */
export interface Activated { id: ObjectId; ability: ActivatedAbility; index: number; colors: readonly string[] }

/** Each player's permanents' non-mana activated abilities, for one computation of the characteristics. */
const ACTIVATED = memoKey<PerComputation<Map<PlayerId, Activated[]>>>('activated abilities');

/**
 * The player's permanents' non-mana activated abilities, in battlefield order then the abilities' order (most
 * permanents have none), for one computation of the characteristics.
 * @example for (const { id, ability, index } of activatedAbilities(core, 0)) abilityMayBeActivated(core, id, ability, false, reach)
 */
export function activatedAbilities(core: GameCore, player: PlayerId): readonly Activated[] {
  return perPlayer(core, ACTIVATED, player, activatedOf);
}

/** A permanent's non-mana activated abilities, kept with the record they were listed from (fromRecord), for each game. */
const ACTIVATED_PARTS = memoKey<(FromRecord<Activated[]> | undefined)[]>('activated abilities by permanent');

function activatedOf(chars: ReadonlyMap<ObjectId, Characteristics>, player: PlayerId, core: GameCore): Activated[] {
  const list: Activated[] = [];
  for (const c of chars.values()) {
    if (c.controller !== player) continue;
    const own = fromRecord(core, ACTIVATED_PARTS, c, recordActivated);
    for (let i = 0; i < own.length; i++) list.push(own[i]!);
  }
  return list;
}

/** A permanent's non-mana activated abilities, with the index an action names each by, from its characteristics record. */
function recordActivated(c: Characteristics): Activated[] {
  const list: Activated[] = [];
  let index = -1;
  for (const ab of c.abilities) {
    if (ab.kind !== 'activated' && ab.kind !== 'mana') continue;
    index++;
    if (ab.kind === 'activated') list.push({ id: c.id, ability: ab, index, colors: c.colors });
  }
  return list;
}
