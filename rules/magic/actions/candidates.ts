/**
 * The cheap filters of the legal-action listing: whether a card or ability could possibly be cast or activated now,
 * judged by timing (CR 117.1a, 307.1, 305.2, 606.3), its {T} (302.6, 107.5) and the mana in reach (601.2f-h), before
 * the full check tries it. Each is a necessary condition: what fails one is never legal, so the listing skips it and
 * `onlyPass` (only-pass.ts) proves from them that a player can do nothing but pass.
 */
import type { ActivatedAbility, CardDef } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import { anyCostModifier, ownCostModifier } from '../costs/modifiers.ts';
import { canUseTapAbility } from '../costs/tap.ts';
import { manaValue } from '../../cards/parse-mana-cost.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { ManaReach } from './mana-reach.ts';
import { handAbilities } from './hand-abilities.ts';
import { cheapest, withinReach } from './mana-reach.ts';
import { pipCounts, pipsWithin } from '../costs/mana-symbols.ts';

/** The mana in reach, worked out the first time a filter needs it (often none does). */
export type Reach = () => ManaReach;

/**
 * Could the player play a land now (CR 305.2: main phase, empty stack, none played this turn)?
 * @example landPlayPossible(core, 0, sorceryTiming(core, 0))
 */
export function landPlayPossible(core: GameCore, player: PlayerId, sorcery: boolean): boolean {
  return sorcery && core.player(player).landsPlayed === 0;
}

/** Can a spell be cast at this timing: sorcery timing, or an instant or a card with flash (CR 307.1, 702.8a)? */
export function spellTimingAllows(def: CardDef, sorcery: boolean): boolean {
  return sorcery || def.types.includes('Instant') || def.keywords.includes('flash');
}

/**
 * Could this nonland card in hand be cast now, by timing and the mana in reach (its filters, filtersOf)? Cost
 * reductions (CR 601.2f) and convoke (702.51) can make a spell cost less than its mana cost, so a spell they may
 * apply to always passes. The mana in reach is looked at before whether any permanent modifies costs: both are worked
 * out at most once for a listing (the modifiers' answer is kept on the reach).
 * @example spellMayBeCast(core, filtersOf(core, boltId, def), false, reach); // true with a red source untapped
 */
export function spellMayBeCast(core: GameCore, f: SpellFilters, sorcery: boolean, reach: Reach): boolean {
  if (!sorcery && !f.instantSpeed) return false;
  if (f.cheaper) return true;
  const r = reach();
  if (f.cheapest <= r.total && (f.altCosts || f.pips === null || pipsWithin(f.pips, r.most))) return true;
  // Asked once for a listing (its trials change nothing): kept beside the mana in reach.
  return (r.anyModifier ??= anyCostModifier(core));
}

/**
 * What the filters read of a card in hand or in a graveyard, worked out once for each card definition (the pool never
 * changes), so that the walks of a hand and a graveyard read one record of fixed shape rather than the definition.
 * `pips` is its mana cost's coloured pips by kind (pipCounts), null when it has none.
 */
export interface SpellFilters {
  def: CardDef; land: boolean; instantSpeed: boolean; cheaper: boolean; cheapest: number; altCosts: boolean; pips: readonly number[] | null;
  handAbilities: readonly ActivatedAbility[]; flashback: number | null;
}
const filters = new WeakMap<CardDef, SpellFilters>();
/** Each object's filters, by id, for this game (an array read: the filters are asked at most decisions). */
const BY_ID = memoKey<(SpellFilters | undefined)[]>('spell filters by object');

/**
 * What the cheap filters read of a card (whether it is a land, its timing, its own cost modifiers, its cheapest cost,
 * its abilities that work from the hand, its flashback cost's mana value).
 * @example filtersOf(core, boltId, pool.require('Lightning Bolt')).instantSpeed; // true
 */
export function filtersOf(core: GameCore, id: ObjectId, def: CardDef): SpellFilters {
  let byId = core.memoGet(BY_ID);
  if (!byId) { byId = []; core.memoSet(BY_ID, byId); }
  let f = byId[id];
  if (f !== undefined && f.def === def) return f;
  f = filters.get(def);
  if (!f) {
    f = {
      def,
      land: def.types.includes('Land'),
      instantSpeed: spellTimingAllows(def, false),
      // Convoke (702.51) and the card's own cost modifiers (affinity), from its printed abilities.
      cheaper: def.keywords.includes('convoke') || ownCostModifier(def),
      cheapest: cheapest(def),
      altCosts: !!def.spell?.alt_costs?.length,
      // The mana cost's coloured pips by kind (null when it has none): what spellMayBeCast compares with the reach (pipsWithin).
      pips: def.cost?.pips.length ? pipCounts(def.cost) : null,
      handAbilities: handAbilities(def),
      // The mana value of its flashback cost (CR 702.34a), null without flashback: what a graveyard's walk compares.
      flashback: def.spell?.flashback ? manaValue(def.spell.flashback.mana ?? null) : null,
    };
    filters.set(def, f);
  }
  byId[id] = f;
  return f;
}

/**
 * Could this card in a graveyard be cast now for its flashback cost (CR 702.34a), by its filters (filtersOf)?
 * @example flashbackMayBeCast(filtersOf(core, id, def), true, reach); // Think Twice with three lands untapped
 */
export function flashbackMayBeCast(f: SpellFilters, sorcery: boolean, reach: Reach): boolean {
  if (f.flashback === null || (!sorcery && !f.instantSpeed)) return false;
  return f.flashback <= reach().total;
}

/**
 * Could this non-mana activated ability of a permanent be activated now: its {T}, its timing, its mana?
 * @example abilityMayBeActivated(core, prodigalId, ab, false, reach)
 */
export function abilityMayBeActivated(core: GameCore, id: ObjectId, ab: ActivatedAbility, sorcery: boolean, reach: Reach): boolean {
  if (ab.cost.tap && !canUseTapAbility(core, id)) return false;
  if ((ab.sorcery || ab.cost.loyalty !== undefined) && !sorcery) return false;
  return withinReach(ab.cost.mana ?? null, reach());
}

/**
 * Could an ability of a card in hand (cycling, CR 702.29a) be paid with the mana in reach?
 * @example handAbilityMayBeActivated(handAbilities(def)[0]!, reach)
 */
export function handAbilityMayBeActivated(ab: ActivatedAbility, reach: Reach): boolean {
  return withinReach(ab.cost.mana ?? null, reach());
}
