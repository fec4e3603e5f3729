/**
 * Player actions (seed, "Actions & Triggers"): CAST, ABILITY, DECLARE_ATTACK, DECLARE_BLOCK. Each is checked in
 * full first — an illegal action throws IllegalActionError and changes nothing — then its cost items are
 * paid and its effect items processed, as one batch.
 */
import type { GameCore } from '../core.ts';
import { IllegalActionError } from '../core.ts';
import type { PlayerAction } from '../actions/index.ts';
import { emit } from '../events/emit.ts';
import type { ObjectId, PlayerId, Target } from '../state/types.ts';
import { cardOf, isCreature, isSick } from './context.ts';
import { manaCost } from './costs.ts';
import { costDef, costItems, effectDef, effectItems } from './items.ts';
import { batch, payCost, runEffect, sacrificeOptions } from './process.ts';
import { adv } from './state.ts';
import { abilityTiming, attackTiming, blockTiming, castTiming } from './timing.ts';
import type { CostItem, TargetKind } from './types.ts';

type Cast = Extract<PlayerAction, { type: 'cast' }>;
type Activate = Extract<PlayerAction, { type: 'activate' }>;
type Attack = Extract<PlayerAction, { type: 'attack' }>;
type Block = Extract<PlayerAction, { type: 'block' }>;

const refuse = (code: string, message: string): never => { throw new IllegalActionError(code, message); };

/** Whether a target fits what an effect chooses. */
export function isLegalTarget(core: GameCore, kind: TargetKind, t: Target): boolean {
  if (t.kind === 'player') return (kind === 'PLAYER' || kind === 'ANY') && !!core.s.players[t.id] && !core.s.players[t.id]!.lost;
  const o = core.tryObj(t.id);
  if (!o || o.zone !== 'battlefield' || kind === 'PLAYER') return false;
  return kind === 'PERMANENT' || isCreature(core, t.id);
}

/** Every legal target for an effect that chooses `kind`. */
export function legalTargets(core: GameCore, kind: TargetKind): Target[] {
  const players: Target[] = core.s.players.filter((p) => !p.lost).map((p) => ({ kind: 'player', id: p.id }));
  const objects: Target[] = core.s.battlefield.map((id) => ({ kind: 'object', id }));
  return [...players, ...objects].filter((t) => isLegalTarget(core, kind, t));
}

function checkTargets(core: GameCore, effects: readonly string[], targets: Target[] | undefined): void {
  const kinds = effects.map((n) => effectDef(n).target).filter((k): k is TargetKind => !!k);
  const given = targets ?? [];
  if (given.length !== kinds.length) refuse('action/targets', `needs ${kinds.length} target(s) (${kinds.join(', ') || 'none'}), got ${given.length}`);
  kinds.forEach((k, i) => { if (!isLegalTarget(core, k, given[i]!)) refuse('action/illegal_target', `target ${i + 1} is not a legal ${k.toLowerCase()}`); });
}

/** Why these cost items can't all be paid now, or null. */
export function costProblem(core: GameCore, items: CostItem[], player: PlayerId): string | null {
  let mana = 0;
  let life = 0;
  for (const item of items) {
    const c = costDef(item.cost);
    if (c.type === 'MANA') mana += c.amount ?? 0;
    else if (c.type === 'PAY_LIFE') life += c.amount ?? 0;
    else if (c.type === 'TAP') {
      const o = core.tryObj(item.args.cardId ?? -1);
      if (!o || o.zone !== 'battlefield') return 'tap: the permanent is not on the battlefield';
      if (o.tapped) return `tap: ${o.card} is already tapped`;
      if (isSick(core, o.id)) return `tap: ${o.card} came under your control this turn`;
    } else if (c.target === 'THIS') {
      if (core.tryObj(item.args.cardId ?? -1)?.zone !== 'battlefield') return 'sacrifice: the permanent is not on the battlefield';
    } else if (sacrificeOptions(core, player, c.target!).length < (c.number ?? 1)) {
      return `${item.cost}: you have fewer than ${c.number ?? 1} ${c.target!.toLowerCase()}(s) to sacrifice`;
    }
  }
  const available = adv(core).mana[player]?.available ?? 0;
  if (mana > available) return `needs ${mana} mana, ${available} available`;
  if (life > core.player(player).life) return `needs ${life} life to pay, has ${core.player(player).life}`;
  return null;
}

function castItems(core: GameCore, a: Cast): CostItem[] {
  const card = cardOf(core, a.card);
  return costItems([manaCost(card.cost), ...card.costs], { controller: a.player, source: a.card });
}

/** Check a CAST action without changing anything; throws IllegalActionError. */
export function checkCast(core: GameCore, a: Cast): void {
  const o = core.tryObj(a.card);
  if (!o || o.zone !== 'hand' || o.owner !== a.player) return refuse('action/not_in_hand', 'that card is not in your hand');
  const card = cardOf(core, a.card);
  const timing = castTiming(core, a.player, card.type);
  if (timing) refuse('action/timing', `${card.name}: ${timing}`);
  checkTargets(core, card.effects, a.targets);
  const cost = costProblem(core, castItems(core, a), a.player);
  if (cost) refuse('action/cost', `${card.name}: ${cost}`);
}

/** Check an ABILITY action without changing anything; throws IllegalActionError. */
export function checkActivate(core: GameCore, a: Activate): void {
  const o = core.tryObj(a.source);
  if (!o || o.zone !== 'battlefield' || o.controller !== a.player) return refuse('action/not_yours', 'that permanent is not on the battlefield under your control');
  const ab = cardOf(core, a.source).abilities[a.ability];
  if (!ab) return refuse('action/no_ability', `${o.card} has no ability ${a.ability}`);
  const timing = abilityTiming(core, a.player, ab.speed);
  if (timing) refuse('action/timing', `${o.card}: ${timing} (this ability is ${ab.speed})`);
  checkTargets(core, ab.effects, a.targets);
  const cost = costProblem(core, costItems(ab.costs, { controller: a.player, source: a.source }), a.player);
  if (cost) refuse('action/cost', `${o.card}: ${cost}`);
}

/** Check a DECLARE_ATTACK action; throws IllegalActionError. */
export function checkAttack(core: GameCore, a: Attack): void {
  const timing = attackTiming(core, a.player);
  if (timing) refuse('action/timing', timing);
  if (!a.attackers.length) refuse('action/no_attackers', 'declare at least one attacker, or pass');
  const seen = new Set<ObjectId>();
  for (const { id, target } of a.attackers) {
    const o = core.tryObj(id);
    if (!o || o.zone !== 'battlefield' || o.controller !== a.player || !isCreature(core, id)) refuse('action/attacker', 'only your creatures on the battlefield can attack');
    if (seen.has(id) || core.s.combat?.attackers.some((x) => x.id === id)) refuse('action/attacker', `${o!.card} is already attacking`);
    if (o!.tapped) refuse('action/attacker', `${o!.card} is tapped`);
    if (isSick(core, id)) refuse('action/attacker', `${o!.card} came under your control this turn`);
    if (target.kind !== 'player' || target.id === a.player || !core.s.players[target.id]) refuse('action/attack_target', 'a creature attacks the opponent');
    seen.add(id);
  }
}

/** Check a DECLARE_BLOCK action; throws IllegalActionError. */
export function checkBlock(core: GameCore, a: Block): void {
  const timing = blockTiming(core, a.player);
  if (timing) refuse('action/timing', timing);
  if (!a.blockers.length) refuse('action/no_blockers', 'declare at least one blocker, or pass');
  const seen = new Set<ObjectId>();
  for (const { id, blocks } of a.blockers) {
    const o = core.tryObj(id);
    if (!o || o.zone !== 'battlefield' || o.controller !== a.player || !isCreature(core, id)) refuse('action/blocker', 'only your creatures on the battlefield can block');
    if (seen.has(id) || core.s.combat?.blockers.some((x) => x.id === id)) refuse('action/blocker', `${o!.card} is already blocking`);
    if (o!.tapped) refuse('action/blocker', `${o!.card} is tapped`);
    if (!core.s.combat?.attackers.some((x) => x.id === blocks)) refuse('action/block_target', 'a creature blocks an attacking creature');
    seen.add(id);
  }
}

/**
 * Perform a player's action. Passing belongs to the priority machine; conceding may happen at any time.
 * @example performAdventureAction(core, { type: 'cast', player: 0, card: ogreId })
 */
export function performAdventureAction(core: GameCore, a: PlayerAction): void {
  core.leftInBatch = [];
  switch (a.type) {
    case 'cast': {
      checkCast(core, a);
      const card = cardOf(core, a.card);
      const costs = castItems(core, a);
      batch(core, () => {
        for (const c of costs) payCost(core, c);
        const o = core.obj(a.card);
        emit(core, { type: 'cast', player: a.player, object: a.card, card: card.name, targets: a.targets ?? [] });
        if (card.type === 'spell') {
          emit(core, { type: 'zone_change', object: o.id, oldId: null, card: o.card, from: 'hand', to: 'graveyard', owner: o.owner, controller: a.player, cause: 'cast' });
          for (const item of effectItems(core, card.effects, { controller: a.player, source: a.card, targets: a.targets })) runEffect(core, item);
        } else {
          for (const item of effectItems(core, ['enter-battlefield'], { controller: a.player, source: a.card, card: a.card })) runEffect(core, item);
        }
      });
      return;
    }
    case 'activate': {
      checkActivate(core, a);
      const ab = cardOf(core, a.source).abilities[a.ability]!;
      batch(core, () => {
        for (const c of costItems(ab.costs, { controller: a.player, source: a.source })) payCost(core, c);
        emit(core, { type: 'activate', player: a.player, source: a.source, card: core.obj(a.source).card });
        for (const item of effectItems(core, ab.effects, { controller: a.player, source: a.source, targets: a.targets })) runEffect(core, item);
      });
      return;
    }
    case 'attack': {
      checkAttack(core, a);
      batch(core, () => {
        for (const { id, target } of a.attackers) {
          for (const item of effectItems(core, ['declare-attack'], { controller: a.player, source: id, card: id, player: target.id })) runEffect(core, item);
        }
      });
      return;
    }
    case 'block': {
      checkBlock(core, a);
      batch(core, () => {
        for (const { id, blocks } of a.blockers) {
          for (const item of effectItems(core, ['declare-block'], { controller: a.player, source: id, card: id, attacker: blocks })) runEffect(core, item);
        }
      });
      return;
    }
    case 'concede':
      batch(core, () => { emit(core, { type: 'lose', player: a.player, reason: 'conceded' }); });
      return;
    default:
      refuse('action/unavailable', `"${a.type}" is not an Adventure action (cast, activate, attack, block, pass, concede)`);
  }
}
