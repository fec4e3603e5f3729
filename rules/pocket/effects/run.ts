/**
 * Resolving card effects in the order the card gives them. For an attack, coin flips and extra damage
 * are settled before the attack's damage; the other effects happen after it.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { registerEffect } from '../active-effects/index.ts';
import { attackDamage } from '../calc/damage.ts';
import type { PocketEffect, TargetFilter, TargetKind } from '../card-types.ts';
import { mon, opponent, pocket, pocketRules, side } from '../state.ts';
import type { EnergyType } from '../types.ts';
import { sameBaseName } from '../base-name.ts';
import { chooseTarget, flipCoin, isChosen, pickRandom, targetOptions } from './context.ts';
import { moveEnergy, moveFromFilter, moveProblem } from './move-energy.ts';
import { switchSelf } from './switch-self.ts';
import { benchFromDiscard, benchFromDiscardOptions } from './bench-from-discard.ts';
import { topCard } from './top-card.ts';
import { extraDamagePer } from './damage-per.ts';
import { discardRandomEnergy } from './discard-random-energy.ts';
import { extraEnergyBonus } from './extra-energy.ts';
import { flipCoins } from './flip-coins.ts';
import { revealHand } from './reveal-hand.ts';
import { damageEach, healEach } from './each.ts';
import { flipAllHeads } from './flip-all-heads.ts';
import type { EffectContext } from './context.ts';
import { recoil } from './recoil.ts';
import { healDealt } from './heal-dealt.ts';
import { randomDamage } from './random-damage.ts';
import { discardRandomHand } from './discard-random-hand.ts';
import { lookTop } from './look-top.ts';
import { discardSelf } from './discard-self.ts';
import { returnActive } from './return-active.ts';
import { moveAllEnergy } from './move-all-energy.ts';
import { attackShield } from './prevent-attacks.ts';

function conditionHolds(ctx: EffectContext, cond: NonNullable<Extract<PocketEffect, { kind: 'extra_damage' }>['if']>): boolean {
  const { core } = ctx;
  switch (cond) {
    case 'defender_poisoned': return ctx.defender !== null && !!pocket(core).pokemon[ctx.defender]?.conditions.includes('Poisoned');
    case 'defender_ex': return ctx.defender !== null && core.obj(ctx.defender).card.endsWith(' ex');
    case 'ko_last_turn': return pocket(core).knockOuts.includes(`${core.s.turn - 1}:${ctx.player}`);
    case 'defender_damaged': return ctx.defender !== null && !!pocket(core).pokemon[ctx.defender] && core.obj(ctx.defender).damage > 0;
    case 'self_damaged': return ctx.pokemon !== null && !!pocket(core).pokemon[ctx.pokemon] && core.obj(ctx.pokemon).damage > 0;
  }
}

function heal(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'heal' }>): void {
  const id = chooseTarget(ctx, e, e.to, { ...e.filter, damaged: true });
  if (id !== null) emit(ctx.core, { type: 'pocket_heal', object: id, amount: e.amount });
}

function search(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'search' }>): void {
  const { core } = ctx;
  const pool = pocketRules(core).pool;
  for (let i = 0; i < e.count; i++) {
    const options = core.player(ctx.player).library.filter((id) => {
      const c = pool.get(core.obj(id).card);
      return c?.kind === 'pokemon' && !c.playedAs && (!e.filter.pokemon_type || c.type === e.filter.pokemon_type) && (!e.filter.stage || c.stage === e.filter.stage) && (!e.filter.name || sameBaseName(c.name, e.filter.name)) && (!e.filter.names || e.filter.names.some((n) => sameBaseName(c.name, n)));
    });
    if (e.to === 'bench' && side(core, ctx.player).bench.length >= 3) return;
    const pick = pickRandom(core, ctx.player, ctx.name, options);
    if (pick === null) break;
    emit(core, { type: 'pocket_move', object: pick, card: core.obj(pick).card, owner: ctx.player, from: 'deck', to: e.to, cause: ctx.name });
  }
  emit(core, { type: 'shuffle', player: ctx.player });
}

function discardEnergy(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'discard_energy' }>): void {
  if (ctx.pokemon === null || !pocket(ctx.core).pokemon[ctx.pokemon]) return;
  const attached = mon(ctx.core, ctx.pokemon).energy;
  const matching = attached.filter((x) => !e.energy || x === e.energy);
  const energy: EnergyType[] = e.count === 'all' ? matching : matching.slice(-e.count);
  if (energy.length) emit(ctx.core, { type: 'pocket_discard_energy', object: ctx.pokemon, energy, cause: ctx.name });
}

function switchOpponent(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'switch_opponent' }>): void {
  const { core } = ctx;
  const opp = opponent(ctx.player);
  const old = side(core, opp).active;
  let pick: number | null;
  if (e.chooser === 'you') pick = chooseTarget(ctx, e, 'opponent_bench', e.filter);
  else {
    const options = targetOptions(ctx, 'opponent_bench', e.filter);
    if (!options.length) return;
    const answer = core.ask({ kind: 'cards', player: opp, reason: `${ctx.name}: choose your new Active Pokémon`, options, min: 1, max: 1 }) as number[];
    pick = answer[0] !== undefined && options.includes(answer[0]) ? answer[0] : options[0]!;
  }
  if (pick !== null) emit(core, { type: 'pocket_switch', player: opp, active: pick, benched: old, cause: ctx.name });
}

function shuffleHandDraw(ctx: EffectContext, e: Extract<PocketEffect, { kind: 'shuffle_hand_draw' }>): void {
  const { core } = ctx;
  const who = e.who === 'you' ? ctx.player : opponent(ctx.player);
  for (const id of [...core.player(who).hand]) emit(core, { type: 'pocket_move', object: id, card: core.obj(id).card, owner: who, from: 'hand', to: 'deck', cause: ctx.name });
  emit(core, { type: 'shuffle', player: who });
  const n = e.count === 'opponent_hand' ? core.player(opponent(who)).hand.length : e.count;
  for (let i = 0; i < n; i++) emit(core, { type: 'draw', player: who, object: null });
}

/**
 * Resolve effects now, in order.
 * @example runEffects(ctx, card.effects)
 */
export function runEffects(ctx: EffectContext, effects: readonly PocketEffect[]): void {
  const { core } = ctx;
  for (const e of effects) {
    if (core.s.result) return;
    switch (e.kind) {
      case 'damage': {
        const id = chooseTarget(ctx, e, e.to, e.filter);
        if (id === null) break;
        // Damage from an attack counts damage effects (and Weakness, if it hits the Active Pokémon); an Ability's doesn't.
        const amount = ctx.sourceKind === 'attack' && ctx.pokemon !== null ? attackDamage(core, ctx.pokemon, id, e.amount).value : e.amount;
        emit(core, { type: 'damage', source: ctx.source, sourceName: ctx.name, target: { kind: 'object', id }, amount, combat: ctx.sourceKind === 'attack' });
        break;
      }
      case 'extra_damage': if (!e.if || conditionHolds(ctx, e.if)) ctx.extraDamage += e.amount; break;
      case 'status': {
        const id = e.to === 'self' ? ctx.pokemon : side(core, opponent(ctx.player)).active;
        if (id !== null && !(ctx.sourceKind === 'attack' && attackShield(core, id, ctx.player))) emit(core, { type: 'pocket_condition', object: id, condition: e.condition, on: true, cause: ctx.name });
        break;
      }
      case 'flip': runEffects(ctx, flipCoin(core, ctx.player, ctx.name) ? e.heads : e.tails); break;
      case 'flip_until_tails': {
        for (let i = 0; i < 100 && flipCoin(core, ctx.player, ctx.name); i++) runEffects(ctx, e.each);
        break;
      }
      case 'discard_energy': discardEnergy(ctx, e); break;
      case 'heal': heal(ctx, e); break;
      case 'draw': for (let i = 0; i < e.count; i++) emit(core, { type: 'draw', player: ctx.player, object: null }); break;
      case 'search': search(ctx, e); break;
      case 'attach': {
        const id = chooseTarget(ctx, e, e.to, e.filter);
        if (id !== null) emit(core, { type: 'pocket_attach', player: ctx.player, object: id, energy: e.energy, cause: ctx.name });
        break;
      }
      case 'switch_opponent': switchOpponent(ctx, e); break;
      case 'shuffle_hand_draw': shuffleHandDraw(ctx, e); break;
      case 'switch_self': switchSelf(ctx, e); break;
      case 'move_energy': moveEnergy(ctx, e, e.energy, e.from, e.to, e.filter); break;
      case 'top_card': topCard(ctx, e); break;
      case 'bench_from_discard': benchFromDiscard(ctx, e); break;
      case 'effect':
        if (ctx.sourceKind === 'attack' && e.spec.scope === 'defender' && ctx.defender !== null && attackShield(core, ctx.defender, ctx.player)) break;
        registerEffect(core, e.spec, { name: ctx.name, sourceKind: ctx.sourceKind, source: ctx.source, sourceCard: ctx.sourceCard, player: ctx.player, defender: ctx.defender });
        break;
      case 'extra_damage_per': extraDamagePer(ctx, e); break;
      case 'flip_coins': flipCoins(ctx, e, (heads) => runEffects(ctx, heads)); break;
      case 'extra_energy_bonus': extraEnergyBonus(ctx, e); break;
      case 'discard_random_energy': discardRandomEnergy(ctx, e); break;
      case 'reveal_hand': revealHand(ctx, e); break;
      case 'copy_attack': break; // the attack itself is replaced (actions/attack.ts, effects/copy-attack.ts)
      case 'damage_each': damageEach(ctx, e); break;
      case 'heal_each': healEach(ctx, e); break;
      case 'flip_all_heads': runEffects(ctx, flipAllHeads(ctx, e)); break;
      case 'cancel_attack': ctx.cancelled = true; return;
      case 'recoil': recoil(ctx, e); break;
      case 'heal_dealt': healDealt(ctx, e); break;
      case 'random_damage': randomDamage(ctx, e); break;
      case 'discard_random_hand': discardRandomHand(ctx, e); break;
      case 'look_top': lookTop(ctx, e); break;
      case 'discard_self': discardSelf(ctx, e); break;
      case 'return_active': returnActive(ctx, e); break;
      case 'move_all_energy': moveAllEnergy(ctx, e); break;
    }
  }
}

/**
 * An attack's effects before its damage: coin flips and extra damage now; the rest is returned, to
 * happen after the damage, in order.
 */
export function beforeDamage(ctx: EffectContext, effects: readonly PocketEffect[]): PocketEffect[] {
  const later: PocketEffect[] = [];
  for (const e of effects) {
    if (ctx.cancelled) return [];
    if (e.kind === 'cancel_attack') { ctx.cancelled = true; return []; }
    if (e.kind === 'flip_all_heads') { later.push(...beforeDamage(ctx, flipAllHeads(ctx, e))); continue; }
    if (e.kind === 'extra_damage' || e.kind === 'extra_damage_per' || e.kind === 'extra_energy_bonus') runEffects(ctx, [e]);
    else if (e.kind === 'flip_coins') for (const rest of flipCoins(ctx, e, (heads) => beforeDamage(ctx, heads))) later.push(...rest);
    else if (e.kind === 'flip') later.push(...beforeDamage(ctx, flipCoin(ctx.core, ctx.player, ctx.name) ? e.heads : e.tails));
    // "Flip a coin until you get tails. This attack does 20 damage for each heads.": every flip before the damage.
    else if (e.kind === 'flip_until_tails') for (let i = 0; i < 100 && flipCoin(ctx.core, ctx.player, ctx.name); i++) later.push(...beforeDamage(ctx, e.each));
    else later.push(e);
  }
  return later;
}

/**
 * Why these effects can't be used now, or null: an effect that needs a Pokémon to act on has none
 * (a coin flip's outcomes are not checked: they may do nothing).
 * @example unusable(ctx, potion.effects) // 'Potion: none of your Pokémon has damage to heal'
 */
export function unusable(ctx: Pick<EffectContext, 'core' | 'player' | 'pokemon' | 'name'>, effects: readonly PocketEffect[]): string | null {
  for (const e of effects) {
    if (e.kind === 'flip_until_tails') { const r = unusable(ctx, e.each); if (r) return r; }
    if (e.kind === 'heal' && !targetOptions(ctx, e.to, { ...e.filter, damaged: true }).length) return `${ctx.name}: no Pokémon has damage to heal`;
    if ((e.kind === 'damage' || e.kind === 'attach') && isChosen(e.to) && !targetOptions(ctx, e.to, e.filter).length) return `${ctx.name}: there is no Pokémon to choose`;
    // "attach it to the {P} Pokémon in the Active Spot" (Gardevoir, Psy Shadow): a fixed target that doesn't pass the filter.
    if (e.kind === 'attach' && !isChosen(e.to) && e.filter && !targetOptions(ctx, e.to, e.filter).length) return `${ctx.name}: the Pokémon to attach to is not a ${e.filter.pokemon_type ?? e.filter.names?.join(' or ') ?? 'fitting'} Pokémon`;
    if (e.kind === 'move_energy') { const r = moveProblem(ctx, e.energy, e.from, e.to, e.filter); if (r) return r; }
    if (e.kind === 'bench_from_discard' && !benchFromDiscardOptions(ctx, e).length) return `${ctx.name}: no card in that discard pile can go onto the Bench (or the Bench is full)`;
    if (e.kind === 'top_card' && !ctx.core.player(ctx.player).library.length) return `${ctx.name}: your deck is empty`;
    if ((e.kind === 'return_active' || e.kind === 'move_all_energy') && !targetOptions(ctx, e.kind === 'move_all_energy' ? e.to : e.who === 'you' ? 'own_active' : 'opponent_active', e.filter).length) return `${ctx.name}: there is no ${e.filter?.names?.join(' or ') ?? 'Pokémon'} in the Active Spot`;
    // The Active Pokémon leaves play only if a Benched Pokémon can take its place (Budding Expeditioner, Koga).
    if (e.kind === 'return_active' && e.who === 'you' && !side(ctx.core, ctx.player).bench.length) return `${ctx.name}: you have no Benched Pokémon to take the Active Pokémon's place`;
    if (e.kind === 'switch_opponent' && !targetOptions(ctx, 'opponent_bench', e.filter).length) return `${ctx.name}: your opponent has no Benched Pokémon${e.filter?.stage ? ` that is a ${e.filter.stage}` : ''} to switch in`;
  }
  return null;
}

/** A choice of target an effect makes. */
export interface TargetSlot { kind: TargetKind; filter?: TargetFilter }

/**
 * The target choices effects make, in the order an action's `targets` answer them (for listing legal
 * actions). Choices inside coin flips are left out: they are asked if they happen.
 * @example targetSlots(greninja.abilities[0].effects) // [{ kind: 'opponent_any' }]
 */
export function targetSlots(effects: readonly PocketEffect[]): TargetSlot[] {
  const out: TargetSlot[] = [];
  for (const e of effects) {
    if (e.kind === 'flip_until_tails') out.push(...targetSlots(e.each));
    else if (e.kind === 'switch_opponent' && e.chooser === 'you') out.push({ kind: 'opponent_bench', filter: e.filter });
    else if (e.kind === 'switch_self') out.push({ kind: 'own_bench' });
    else if (e.kind === 'move_energy' && isChosen(e.from)) out.push({ kind: e.from, filter: moveFromFilter(e.energy, e.filter) });
    else if (e.kind === 'heal' && isChosen(e.to)) out.push({ kind: e.to, filter: { ...e.filter, damaged: true } });
    else if ((e.kind === 'damage' || e.kind === 'attach') && isChosen(e.to)) out.push({ kind: e.to, filter: e.filter });
  }
  return out;
}
