/**
 * Player actions (seed, "Actions & Triggers"): CAST, ABILITY, DECLARE_ATTACK, DECLARE_BLOCK. Each is checked in
 * full first — an illegal action throws IllegalActionError and changes nothing — then its cost items are
 * paid and its effect items processed, as one batch.
 */
import type { GameCore } from '../core.ts';
import { IllegalActionError } from '../core.ts';
import type { PlayerAction } from '../magic/actions/index.ts';
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

/** Why an action is illegal: the error code and a message that says what to do. */
export interface Problem { code: string; message: string }
const problem = (code: string, message: string): Problem => ({ code, message });

function targetsProblem(core: GameCore, effects: readonly string[], targets: Target[] | undefined): Problem | null {
  const kinds = effects.map((n) => effectDef(n).target).filter((k): k is TargetKind => !!k);
  const given = targets ?? [];
  if (given.length !== kinds.length) return problem('action/targets', `needs ${kinds.length} target(s) (${kinds.join(', ') || 'none'}), got ${given.length}`);
  for (let i = 0; i < kinds.length; i++) {
    if (!isLegalTarget(core, kinds[i]!, given[i]!)) return problem('action/illegal_target', `target ${i + 1} is not a legal ${kinds[i]!.toLowerCase()}`);
  }
  return null;
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

function castItems(core: GameCore, player: PlayerId, card: ObjectId): CostItem[] {
  const def = cardOf(core, card);
  return costItems([manaCost(def.cost), ...def.costs], { controller: player, source: card });
}

/** Why `player` can't cast this card now whatever its targets (where it is, timing, costs), or null. */
export function castBaseProblem(core: GameCore, player: PlayerId, card: ObjectId): Problem | null {
  const o = core.tryObj(card);
  if (!o || o.zone !== 'hand' || o.owner !== player) return problem('action/not_in_hand', 'that card is not in your hand');
  const def = cardOf(core, card);
  const timing = castTiming(core, player, def.type);
  if (timing) return problem('action/timing', `${def.name}: ${timing}`);
  const cost = costProblem(core, castItems(core, player, card), player);
  return cost ? problem('action/cost', `${def.name}: ${cost}`) : null;
}

/** Why a CAST action is illegal, or null. */
export function castProblem(core: GameCore, a: Cast): Problem | null {
  const base = castBaseProblem(core, a.player, a.card);
  if (base) return base;
  const t = targetsProblem(core, cardOf(core, a.card).effects, a.targets);
  return t ? { ...t, message: `${core.obj(a.card).card}: ${t.message}` } : null;
}

/** Why `player` can't use this ability now whatever its targets (control, timing, costs), or null. */
export function activateBaseProblem(core: GameCore, player: PlayerId, source: ObjectId, ability: number): Problem | null {
  const o = core.tryObj(source);
  if (!o || o.zone !== 'battlefield' || o.controller !== player) return problem('action/not_yours', 'that permanent is not on the battlefield under your control');
  const ab = cardOf(core, source).abilities[ability];
  if (!ab) return problem('action/no_ability', `${o.card} has no ability ${ability}`);
  const timing = abilityTiming(core, player, ab.speed);
  if (timing) return problem('action/timing', `${o.card}: ${timing} (this ability is ${ab.speed})`);
  const cost = costProblem(core, costItems(ab.costs, { controller: player, source }), player);
  return cost ? problem('action/cost', `${o.card}: ${cost}`) : null;
}

/** Why an ABILITY action is illegal, or null. */
export function activateProblem(core: GameCore, a: Activate): Problem | null {
  const base = activateBaseProblem(core, a.player, a.source, a.ability);
  if (base) return base;
  const t = targetsProblem(core, cardOf(core, a.source).abilities[a.ability]!.effects, a.targets);
  return t ? { ...t, message: `${core.obj(a.source).card}: ${t.message}` } : null;
}

/** Why a DECLARE_ATTACK action is illegal, or null. */
export function attackProblem(core: GameCore, a: Attack): Problem | null {
  const timing = attackTiming(core, a.player);
  if (timing) return problem('action/timing', timing);
  if (!a.attackers.length) return problem('action/no_attackers', 'declare at least one attacker, or pass');
  const seen = new Set<ObjectId>();
  for (const { id, target } of a.attackers) {
    const o = core.tryObj(id);
    if (!o || o.zone !== 'battlefield' || o.controller !== a.player || !isCreature(core, id)) return problem('action/attacker', 'only your creatures on the battlefield can attack');
    if (seen.has(id) || core.s.combat?.attackers.some((x) => x.id === id)) return problem('action/attacker', `${o.card} is already attacking`);
    if (o.tapped) return problem('action/attacker', `${o.card} is tapped`);
    if (isSick(core, id)) return problem('action/attacker', `${o.card} came under your control this turn`);
    if (target.kind !== 'player' || target.id === a.player || !core.s.players[target.id]) return problem('action/attack_target', 'a creature attacks the opponent');
    seen.add(id);
  }
  return null;
}

/** Why a DECLARE_BLOCK action is illegal, or null. */
export function blockProblem(core: GameCore, a: Block): Problem | null {
  const timing = blockTiming(core, a.player);
  if (timing) return problem('action/timing', timing);
  if (!a.blockers.length) return problem('action/no_blockers', 'declare at least one blocker, or pass');
  const seen = new Set<ObjectId>();
  for (const { id, blocks } of a.blockers) {
    const o = core.tryObj(id);
    if (!o || o.zone !== 'battlefield' || o.controller !== a.player || !isCreature(core, id)) return problem('action/blocker', 'only your creatures on the battlefield can block');
    if (seen.has(id) || core.s.combat?.blockers.some((x) => x.id === id)) return problem('action/blocker', `${o.card} is already blocking`);
    if (o.tapped) return problem('action/blocker', `${o.card} is tapped`);
    if (!core.s.combat?.attackers.some((x) => x.id === blocks)) return problem('action/block_target', 'a creature blocks an attacking creature');
    seen.add(id);
  }
  return null;
}

/**
 * Targets an action left out are asked of its player, one `target` choice per targeted effect, among the
 * legal ones (players first, then permanents in timestamp order). Given targets are kept as they are.
 */
function askTargets(core: GameCore, player: PlayerId, source: string, effects: readonly string[], given: Target[] | undefined): Target[] {
  if (given !== undefined) return given;
  const out: Target[] = [];
  for (const name of effects) {
    const kind = effectDef(name).target;
    if (!kind) continue;
    const legal = legalTargets(core, kind);
    const answer = core.ask({ kind: 'target', player, source, legal, min: 1, max: 1 }) as Target[];
    const pick = Array.isArray(answer) ? answer[0] : undefined;
    if (pick) out.push(pick);
  }
  return out;
}

function refuseIf(p: Problem | null): void {
  if (p) throw new IllegalActionError(p.code, p.message);
}

/** Check a CAST action without changing anything; throws IllegalActionError. */
export function checkCast(core: GameCore, a: Cast): void { refuseIf(castProblem(core, a)); }
/** Check an ABILITY action without changing anything; throws IllegalActionError. */
export function checkActivate(core: GameCore, a: Activate): void { refuseIf(activateProblem(core, a)); }
/** Check a DECLARE_ATTACK action; throws IllegalActionError. */
export function checkAttack(core: GameCore, a: Attack): void { refuseIf(attackProblem(core, a)); }
/** Check a DECLARE_BLOCK action; throws IllegalActionError. */
export function checkBlock(core: GameCore, a: Block): void { refuseIf(blockProblem(core, a)); }

/**
 * Perform a player's action. Passing belongs to the priority machine; conceding may happen at any time.
 * @example performAdventureAction(core, { type: 'cast', player: 0, card: ogreId })
 */
export function performAdventureAction(core: GameCore, a: PlayerAction): void {
  core.leftInBatch = [];
  switch (a.type) {
    case 'cast': {
      refuseIf(castBaseProblem(core, a.player, a.card));
      const cast: Cast = { ...a, targets: askTargets(core, a.player, core.obj(a.card).card, cardOf(core, a.card).effects, a.targets) };
      checkCast(core, cast);
      const card = cardOf(core, a.card);
      const costs = castItems(core, a.player, a.card);
      batch(core, () => {
        for (const c of costs) payCost(core, c);
        const o = core.obj(a.card);
        emit(core, { type: 'cast', player: a.player, object: a.card, card: card.name, targets: cast.targets ?? [] });
        if (card.type === 'spell') {
          emit(core, { type: 'zone_change', object: o.id, oldId: null, card: o.card, from: 'hand', to: 'graveyard', owner: o.owner, controller: a.player, cause: 'cast' });
          for (const item of effectItems(core, card.effects, { controller: a.player, source: a.card, targets: cast.targets })) runEffect(core, item);
        } else {
          for (const item of effectItems(core, ['enter-battlefield'], { controller: a.player, source: a.card, card: a.card })) runEffect(core, item);
        }
      });
      return;
    }
    case 'activate': {
      refuseIf(activateBaseProblem(core, a.player, a.source, a.ability));
      const act: Activate = { ...a, targets: askTargets(core, a.player, core.obj(a.source).card, cardOf(core, a.source).abilities[a.ability]!.effects, a.targets) };
      checkActivate(core, act);
      const ab = cardOf(core, a.source).abilities[a.ability]!;
      batch(core, () => {
        for (const c of costItems(ab.costs, { controller: a.player, source: a.source })) payCost(core, c);
        emit(core, { type: 'activate', player: a.player, source: a.source, card: core.obj(a.source).card });
        for (const item of effectItems(core, ab.effects, { controller: a.player, source: a.source, targets: act.targets })) runEffect(core, item);
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
      throw new IllegalActionError('action/unavailable', `"${a.type}" is not an Adventure action (cast, activate, attack, block, pass, concede)`);
  }
}
