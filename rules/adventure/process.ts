/**
 * Processing cost and effect items: each type turns its item into events, and emit() sends them through the
 * pipeline, where the handlers change the state. Triggers fired meanwhile wait in the queue; drain()
 * processes them, in order, until none is left.
 */
import type { GameCore } from '../core.ts';
import { emit } from '../events/emit.ts';
import type { GameEvent } from '../events/types.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { combatDamageEvents } from './combat.ts';
import { battlefieldOf, isCreature, toughness } from './context.ts';
import { costDef, effectDef } from './items.ts';
import { leave } from './handlers/zones.ts';
import { adv } from './state.ts';
import type { CostItem, Effect, EffectItem } from './types.ts';

/** Processing more trigger items than this in one go is a loop: the game is a draw. */
export const MAX_TRIGGER_ITEMS = 10_000;

function sourceName(core: GameCore, id: ObjectId | null): string {
  return id === null ? 'the game' : core.tryObj(id)?.card ?? 'the game';
}

function damage(core: GameCore, item: EffectItem, to: { kind: 'player' | 'object'; id: number }, amount: number): GameEvent {
  return { type: 'damage', source: item.source ?? 0, sourceName: sourceName(core, item.source), target: to, amount, combat: false };
}

function onBattlefield(core: GameCore, id: ObjectId | undefined): id is ObjectId {
  return id !== undefined && core.tryObj(id)?.zone === 'battlefield';
}

/** The events one effect item causes now. */
function effectEvents(core: GameCore, item: EffectItem, e: Effect): GameEvent[] {
  const s = core.s;
  const { cardId, playerId, attackerId } = item.args;
  const amount = e.amount ?? 0;
  const player = playerId as PlayerId;
  switch (e.type) {
    case 'PHASE_DRAW': case 'PHASE_MAIN': case 'PHASE_ATTACKERS': case 'PHASE_BLOCKERS': case 'PHASE_BATTLE': case 'PHASE_END':
      return [{ type: 'step', step: e.type.slice('PHASE_'.length).toLowerCase(), turn: s.turn, active: s.active }];
    case 'UNTAP_ALL':
      return battlefieldOf(core, player).filter((id) => core.obj(id).tapped).map((id) => ({ type: 'untap', object: id }));
    case 'ADD_MANA': return [{ type: 'adv_mana_max', player, amount }];
    case 'REFILL_MANA': return [{ type: 'adv_mana_refill', player }];
    case 'DRAW': return Array.from({ length: amount }, () => ({ type: 'draw', player, object: null }));
    case 'CLEAR_DAMAGE': return [{ type: 'adv_cleanup', turn: s.turn }];
    case 'COMBAT_DAMAGE': return combatDamageEvents(core);
    case 'DAMAGE': {
      if (e.subject === 'EACH_CREATURE' || e.subject === 'EACH_OPPONENT_CREATURE') {
        const ids = s.battlefield.filter((id) => isCreature(core, id) && (e.subject === 'EACH_CREATURE' || core.obj(id).controller !== item.controller));
        return ids.map((id) => damage(core, item, { kind: 'object', id }, amount));
      }
      if (playerId !== undefined) return [damage(core, item, { kind: 'player', id: playerId }, amount)];
      return onBattlefield(core, cardId) ? [damage(core, item, { kind: 'object', id: cardId }, amount)] : [];
    }
    case 'GAIN_LIFE': return [{ type: 'life', player, amount }];
    case 'LOSE_LIFE': return [{ type: 'life', player, amount: -amount }];
    case 'RETURN_TO_HAND_OWNER': return onBattlefield(core, cardId) ? [leave(core, cardId, 'hand', 'return')] : [];
    case 'DESTROY': return onBattlefield(core, cardId) ? [{ type: 'destroy', object: cardId }] : [];
    case 'TAP': return onBattlefield(core, cardId) ? [{ type: 'tap', object: cardId }] : [];
    case 'UNTAP': return onBattlefield(core, cardId) ? [{ type: 'untap', object: cardId }] : [];
    case 'PUMP': return onBattlefield(core, cardId) ? [{ type: 'adv_pump', object: cardId, power: e.power ?? 0, toughness: e.toughness ?? 0 }] : [];
    case 'COUNTER': return onBattlefield(core, cardId) ? [{ type: 'counter', object: cardId, kind: '+1/+1', amount }] : [];
    case 'DISCARD': return [{ type: 'adv_discard', player, count: amount }];
    case 'ENTER': {
      const o = cardId === undefined ? undefined : core.tryObj(cardId);
      if (!o || o.zone === 'battlefield') return [];
      return [{ type: 'zone_change', object: o.id, oldId: null, card: o.card, from: o.zone, to: 'battlefield', owner: o.owner, controller: item.controller, cause: 'cast' }];
    }
    case 'DECLARE_ATTACK': return onBattlefield(core, cardId) ? [{ type: 'attack', attacker: cardId, target: { kind: 'player', id: player } }] : [];
    case 'DECLARE_BLOCK': return onBattlefield(core, cardId) && attackerId !== undefined ? [{ type: 'block', blocker: cardId, attacker: attackerId }] : [];
    case 'DESTROY_IF_LETHAL': {
      if (!onBattlefield(core, cardId) || !isCreature(core, cardId)) return [];
      const t = toughness(core, cardId);
      return t <= 0 || core.obj(cardId).damage >= t ? [{ type: 'destroy', object: cardId }] : [];
    }
    case 'LOSE_IF_DEAD': {
      const p = s.players[player];
      if (!p || p.lost) return [];
      if (p.life <= 0) return [{ type: 'lose', player, reason: 'no life left' }];
      if (p.drewFromEmpty) return [{ type: 'lose', player, reason: 'drew from an empty library' }];
      return [];
    }
  }
}

/**
 * Process one effect item.
 * @example runEffect(core, { effect: 'gain-life-1', args: { playerId: 0 }, source: keeperId, controller: 0 })
 */
export function runEffect(core: GameCore, item: EffectItem): void {
  for (const ev of effectEvents(core, item, effectDef(item.effect))) {
    if (core.s.result) return;
    emit(core, ev);
  }
}

/**
 * Pay one cost item. A SACRIFICE of a chosen permanent asks its controller which (a `cards` choice).
 * Payability is checked before (see canPay); here the item is only paid.
 * @example payCost(core, { cost: 'mana-2', args: {}, source: ogreId, controller: 0 })
 */
export function payCost(core: GameCore, item: CostItem): void {
  const c = costDef(item.cost);
  const p = item.controller;
  switch (c.type) {
    case 'MANA': if ((c.amount ?? 0) > 0) emit(core, { type: 'adv_mana_pay', player: p, amount: c.amount! }); return;
    case 'TAP': emit(core, { type: 'tap', object: item.args.cardId! }); return;
    case 'PAY_LIFE': if ((c.amount ?? 0) > 0) emit(core, { type: 'life', player: p, amount: -c.amount! }); return;
    case 'SACRIFICE': {
      if (c.target === 'THIS') { emit(core, { type: 'sacrifice', object: item.args.cardId! }); return; }
      const n = c.number ?? 1;
      const options = sacrificeOptions(core, p, c.target!);
      const picked = core.ask({ kind: 'cards', player: p, reason: `${item.cost}: choose ${n} to sacrifice`, options, min: n, max: n }) as ObjectId[];
      const chosen = [...new Set((Array.isArray(picked) ? picked : []).filter((id) => options.includes(id)))].slice(0, n);
      for (const id of options) { if (chosen.length >= n) break; if (!chosen.includes(id)) chosen.push(id); }
      for (const id of chosen) emit(core, { type: 'sacrifice', object: id });
    }
  }
}

/** What a player could sacrifice for a SACRIFICE cost. */
export function sacrificeOptions(core: GameCore, p: PlayerId, target: 'PERMANENT' | 'CREATURE' | 'THIS'): ObjectId[] {
  return battlefieldOf(core, p).filter((id) => target !== 'CREATURE' || isCreature(core, id));
}

/**
 * Process the triggers waiting in the queue, first in first out, with the triggers they fire in turn.
 * A card's trigger is recorded as a `trigger` event before its effects.
 */
export function drain(core: GameCore): void {
  const ext = adv(core);
  let n = 0;
  while (ext.queue.length && !core.s.result) {
    const t = ext.queue.shift()!;
    if (t.source !== null) emit(core, { type: 'trigger', source: t.source, card: t.name, controller: t.controller });
    for (const item of t.effects) {
      if (++n > MAX_TRIGGER_ITEMS) { ext.queue = []; emit(core, { type: 'game_draw', reason: `more than ${MAX_TRIGGER_ITEMS} triggered effects in a row (a loop)` }); return; }
      runEffect(core, item);
      // A player who lost is out at once: losses within one item are simultaneous, later triggers don't run.
      settle(core);
    }
  }
  ext.queue = [];
}

/** After simultaneous losses: the last player left wins; if none is left, the game is a draw. */
export function settle(core: GameCore): void {
  const s = core.s;
  if (s.result || !s.players.some((p) => p.lost)) return;
  const left = s.players.filter((p) => !p.lost);
  if (left.length === 1) emit(core, { type: 'win', player: left[0]!.id });
  else if (left.length === 0) emit(core, { type: 'game_draw', reason: 'both players lost at once' });
}

/**
 * Process an action's or a phase's items as one batch: losses while its own items are processed are
 * simultaneous; then the queue is drained, each triggered item settling the result on its own.
 * @example batch(core, () => runEffect(core, item))
 */
export function batch(core: GameCore, work: () => void): void {
  const outer = core.deferResult;
  core.deferResult = true;
  try {
    work();
    settle(core);
    drain(core);
  } finally {
    core.deferResult = outer;
  }
  if (!outer) settle(core);
}

