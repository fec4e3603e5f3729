/**
 * Working out what casting a spell costs (CR 601.2f) and how it is paid (601.2g-h): X counted, cost increases and
 * reductions applied (rules/magic/costs/modifiers.ts), then a payment planned from the pool, mana abilities and, for a
 * spell with convoke, creatures to tap (CR 702.51). Also the even division of "divided evenly" damage (Fireball).
 */
import type { CardDef, ManaCost } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { convokeSources, planPayment } from '../costs/mana.ts';
import type { PaymentPlan } from '../costs/mana.ts';
import { spellTotalCost } from '../costs/modifiers.ts';
import { evalNumber } from '../select/expr-context.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { PlayerAction } from './types.ts';

type Cast = Extract<PlayerAction, { type: 'cast' }>;

/**
 * The total cost of a cast and a plan to pay it (null when it can't be paid). With `pay` listing permanents, only
 * those are tapped: lands and other mana sources for mana, and (convoke) creatures for one mana each.
 * @example castingCost(core, action, def, cardId, def.cost!, 3, 1).total.text; // '{3}{R}'
 */
export function castingCost(core: GameCore, a: Cast, def: CardDef, card: ObjectId, base: ManaCost, x: number, targets: number): { total: ManaCost; plan: PaymentPlan | null } {
  const total = spellTotalCost(core, base, { player: a.player, card, x, targets });
  const only = Array.isArray(a.pay) ? a.pay : undefined;
  let convoke = def.keywords.includes('convoke') ? convokeSources(core, a.player) : [];
  if (only) convoke = convoke.filter((c) => only.includes(c.id));
  return { total, plan: planPayment(core, a.player, total, 0, 0, only, [], convoke) };
}

/**
 * The shares of "N damage divided evenly, rounded down, among any number of targets" (`divided: evenly`): each
 * target gets N / targets, rounded down. Null when the spell has no such effect.
 * @example evenShares(core, fireball.spell.effects, 2, 5, 0, fireballId); // [2, 2]
 */
export function evenShares(core: GameCore, effects: readonly unknown[], targets: number, x: number, player: PlayerId, source: ObjectId): number[] | null {
  for (const e of effects as Record<string, unknown>[]) {
    if (e['divided'] !== 'evenly') continue;
    if (!targets) return [];
    const amount = Math.max(0, evalNumber(core, e['damage'] as string | number, { controller: player, source, x, target_count: targets }));
    return Array.from({ length: targets }, () => Math.floor(amount / targets));
  }
  return null;
}
