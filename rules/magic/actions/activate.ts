/** Activating abilities (CR 602); mana abilities resolve at once (605.3); loyalty abilities once a turn at sorcery speed (606.3). */
import { putOnStack } from '../stack/push.ts';
import type { ActivatedAbility, Ability, ManaAbility } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { planPayment } from '../costs/mana.ts';
import { NO_MANA } from '../costs/mana-symbols.ts';
import type { PaymentPlan } from '../costs/mana.ts';
import { canUseTapAbility } from '../costs/tap.ts';
import { emit } from '../../events/emit.ts';
import { announceTargets } from '../targets/becomes-target.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { characteristics } from '../layers/compute.ts';
import type { Characteristics } from '../../state/characteristics.ts';
import type { GameObject, StackItem, Target } from '../../state/types.ts';
import { payCosts } from './cast.ts';
import { orThrow, Refusal } from './refusal.ts';
import type { Asking } from './refusal.ts';
import { checkTargets } from './targets.ts';
import { handAbilities } from './hand-abilities.ts';
import { priorityRefusal, sorceryTiming, splitSecondActive } from './timing.ts';
import type { PlayerAction } from './types.ts';

type Activate = Extract<PlayerAction, { type: 'activate' }>;

/** Pay "Discard N cards": the player chooses which (CR 701.9). */
function discardCost(core: GameCore, player: number, n: number): void {
  const hand = core.player(player).hand;
  const pick = (core.ask({ kind: 'cards', player, reason: `discard ${n} card(s) to pay a cost`, options: [...hand], min: n, max: n }) as number[]).filter((id) => hand.includes(id));
  for (const id of hand) { if (pick.length >= n) break; if (!pick.includes(id)) pick.push(id); }
  for (const id of pick.slice(0, n)) emit(core, leaveEvent(core, id, 'graveyard', 'discard'));
}

/**
 * The abilities a player can activate on an object, in order: mana and activated (the index an action names). A card
 * in a hand has only the abilities that work from there (cycling, CR 702.29a).
 */
export function activatedAbilities(core: GameCore, id: number): (ActivatedAbility | ManaAbility)[] {
  const o = core.tryObj(id);
  if (o && o.zone === 'hand') return handAbilities(core.def(o));
  const c = characteristics(core, id);
  return (c?.abilities ?? []).filter((a: Ability): a is ActivatedAbility | ManaAbility => a.kind === 'activated' || a.kind === 'mana');
}

/** What a checked activation needs to be carried out. */
export interface PreparedActivation {
  o: GameObject; c: Characteristics; ab: ActivatedAbility | ManaAbility; isMana: boolean; targets: Target[];
  plan: PaymentPlan; life: number; discard: number;
}

/** Validate an activation fully, changing nothing; returns what is needed to carry it out, or throws IllegalActionError. */
export function prepareActivation(core: GameCore, a: Activate): PreparedActivation {
  return orThrow(checkActivation(core, a, 'ask'));
}

/**
 * Check an activation fully (CR 602.2, 606.3), changing nothing: what is needed to carry it out, or why it can't be
 * activated now. With `asking` 'refuse' (a trial of the legal-action listing), targets not given refuse it.
 * @example checkActivation(core, { type: 'activate', player: 0, source: prodigalId, ability: 0, targets: [{ kind: 'player', id: 1 }] }, 'refuse')
 */
export function checkActivation(core: GameCore, a: Activate, asking: Asking): PreparedActivation | Refusal {
  const o = core.tryObj(a.source);
  const c = characteristics(core, a.source);
  // A card in its owner's hand may have abilities that work from there (CR 113.6a, 702.29a).
  const fromHand = !!o && o.zone === 'hand' && o.owner === a.player && handAbilities(core.def(o)).length > 0;
  if (!o || !c || (o.zone !== 'battlefield' && !fromHand)) return new Refusal('action/no_source', `object #${a.source} is not on the battlefield`);
  if (c.controller !== a.player) return new Refusal('action/not_controller', `${c.name} is not controlled by ${core.player(a.player).name}`);
  const ab = activatedAbilities(core, a.source)[a.ability];
  if (!ab) return new Refusal('action/no_ability', `${c.name} has no activated ability ${a.ability}`);
  const isMana = ab.kind === 'mana';
  const turn = priorityRefusal(core, a.player);
  if (turn) return turn;
  if (!isMana && splitSecondActive(core)) return new Refusal('action/split_second', 'a spell with split second is on the stack (CR 702.61a)');
  if (ab.cost.tap && !canUseTapAbility(core, a.source)) {
    return new Refusal(o.tapped ? 'action/tapped' : 'action/summoning_sick', `${c.name} can't pay {T}: ${o.tapped ? 'it is tapped (CR 107.5)' : 'it has summoning sickness (CR 302.6)'}`);
  }
  const loyalty = ab.cost.loyalty;
  if (loyalty !== undefined) {
    if (!sorceryTiming(core, a.player)) return new Refusal('action/sorcery_timing', 'loyalty abilities only at sorcery speed (CR 606.3)');
    if ((core.s.loyaltyUsed ?? []).includes(o.id)) return new Refusal('action/loyalty_used', `${c.name}: one loyalty ability per turn (CR 606.3)`);
    if (loyalty < 0 && (o.counters['loyalty'] ?? 0) < -loyalty) return new Refusal('action/cannot_pay', `${c.name} has too little loyalty`);
  }
  if (!isMana && (ab as ActivatedAbility).sorcery && !sorceryTiming(core, a.player)) return new Refusal('action/sorcery_timing', `${c.name}: activate only as a sorcery`);
  const specs = isMana ? [] : (ab as ActivatedAbility).targets;
  const targets = checkTargets(core, a.player, specs, a.targets, { id: o.id, controller: a.player, colors: c.colors }, c.name, asking);
  if (targets instanceof Refusal) return targets;
  // Automatic payment avoids tapping the ability's own source for mana when other sources can pay (Mutavault's {1}).
  const only = Array.isArray(a.pay) ? a.pay : undefined;
  const plan = (only ? null : planPayment(core, a.player, ab.cost.mana ?? NO_MANA, a.x ?? 0, 0, only, [o.id]))
    ?? planPayment(core, a.player, ab.cost.mana ?? NO_MANA, a.x ?? 0, 0, only, ab.cost.tap ? [o.id] : []);
  if (!plan) return new Refusal('action/cannot_pay', `${core.player(a.player).name} can't pay ${ab.cost.mana?.text ?? ''} for ${c.name}`);
  const life = typeof ab.cost.life === 'number' ? ab.cost.life : 0;
  if (life > core.player(a.player).life) return new Refusal('action/cannot_pay', 'not enough life');
  const discard = ab.cost.discard ?? 0;
  if (discard > core.player(a.player).hand.length) return new Refusal('action/cannot_pay', `${c.name}: discard ${discard} card(s) with ${core.player(a.player).hand.length} in hand`);
  return { o, c, ab, isMana, targets, plan, life, discard };
}

/**
 * Activate an ability. Mana abilities add mana at once; others go on the stack.
 * @example activateAbility(core, { type: 'activate', player: 0, source: forestId, ability: 0 })
 */
export function activateAbility(core: GameCore, a: Activate): StackItem | null {
  const p = prepareActivation(core, a);
  const { o, c, ab } = p;
  if (ab.cost.tap) emit(core, { type: 'tap', object: o.id });
  if (ab.cost.loyalty !== undefined) {
    core.s.loyaltyUsed = [...(core.s.loyaltyUsed ?? []), o.id];
    emit(core, { type: 'counter', object: o.id, kind: 'loyalty', amount: ab.cost.loyalty, cost: true });   // a cost, not an effect (Doubling Season)
  }
  if (p.isMana) {
    payCosts(core, a.player, { paid: {} } as StackItem, p.plan, p.life, ab.cost.sacrifice === 'self' ? o.id : null, null);
    const options = (ab as ManaAbility).produce;
    const pick = options.length > 1 ? (core.ask({ kind: 'mana_color', player: a.player, options: options.map((x) => x.join('')) }) as number) : 0;
    emit(core, { type: 'mana', player: a.player, mana: (options[pick] ?? options[0]!).map((s) => `{${s}}`).join(''), source: o.id, tapped: !!ab.cost.tap });
    return null;
  }
  const item: StackItem = {
    id: core.s.nextId++, kind: 'activated', source: o.id, controller: a.player, abilityIndex: a.ability, mode: [],
    targets: p.targets, divide: null, x: a.x ?? 0, kicked: false, paid: {}, trigger: null, sourceName: c.name, ability: ab,
  };
  putOnStack(core, item);
  payCosts(core, a.player, item, p.plan, p.life, ab.cost.sacrifice === 'self' ? o.id : null, null);
  if (ab.cost.discard_self) emit(core, leaveEvent(core, o.id, 'graveyard', 'discard'));   // cycling: "Discard this card" (CR 702.29a)
  if (p.discard > 0) discardCost(core, a.player, p.discard);
  emit(core, { type: 'activate', player: a.player, source: o.id, card: c.name });
  announceTargets(core, item);
  return item;
}
