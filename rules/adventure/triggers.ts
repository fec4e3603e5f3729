/**
 * Triggers (seed: "Actions & Triggers"): persistent, started by the engine when an effect of a listed type is
 * processed. The engine's own core rules are triggers too — "at the start of the draw phase, untap, add mana,
 * refill and draw" — registered without a card. Fired triggers wait in the queue with their items bound.
 */
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';
import { cardOf } from './context.ts';
import { effectItems } from './items.ts';
import type { Binding } from './items.ts';
import { adv } from './state.ts';
import type { TriggerAbility, TriggerKey } from './types.ts';

/** A core rule written as a trigger. `bind` says where its arguments come from; `order` puts it before or after card triggers. */
export interface EngineTrigger {
  name: string;
  on: TriggerKey[];
  effects: string[];
  bind: 'active' | 'event_card' | 'event_player';
  order: 'first' | 'last';
}

/**
 * The core rules (seeds/adventure-cards-engine.md, "Phase 1: DRAW" and "Triggers"): the draw phase; and the
 * checks the seed leaves implicit — a creature with lethal damage is destroyed, a player with no life left or
 * who drew from an empty library loses, damage wears off in the END phase.
 */
export const CORE_TRIGGERS: readonly EngineTrigger[] = [
  { name: 'draw phase', on: ['PHASE_DRAW'], effects: ['untap-all-permanents', 'add-max-mana-1', 'refill-mana', 'draw-card'], bind: 'active', order: 'first' },
  { name: 'lethal damage', on: ['DAMAGE', 'PUMP'], effects: ['destroy-if-lethal'], bind: 'event_card', order: 'first' },
  { name: 'no life left', on: ['LOSE_LIFE'], effects: ['lose-if-dead'], bind: 'event_player', order: 'first' },
  { name: 'empty library', on: ['DRAW'], effects: ['lose-if-dead'], bind: 'event_player', order: 'first' },
  { name: 'end of turn', on: ['PHASE_END'], effects: ['clear-damage'], bind: 'active', order: 'last' },
];

/** The effect-type keys an event answers to. @example triggerKeys({ type: 'step', step: 'end', turn: 1, active: 0 }) // ['PHASE_END'] */
export function triggerKeys(ev: GameEvent): TriggerKey[] {
  switch (ev.type) {
    case 'step': return [`PHASE_${ev.step.toUpperCase()}` as TriggerKey];
    case 'damage': return ev.combat ? ['DAMAGE', 'COMBAT_DAMAGE'] : ['DAMAGE'];
    case 'life': return ev.amount > 0 ? ['GAIN_LIFE'] : ['LOSE_LIFE'];
    case 'draw': return ['DRAW'];
    case 'zone_change':
      if (ev.to === 'battlefield') return ['ENTER'];
      if (ev.from === 'battlefield' && ev.to === 'graveyard') return ['DIES'];
      if (ev.from === 'battlefield' && ev.to === 'hand') return ['RETURN_TO_HAND_OWNER'];
      if (ev.cause === 'discard') return ['DISCARD'];
      return [];
    case 'destroy': return ['DESTROY'];
    case 'sacrifice': return ['SACRIFICE'];
    case 'tap': return ['TAP'];
    case 'untap': return ['UNTAP'];
    case 'cast': return ['CAST'];
    case 'activate': return ['ABILITY'];
    case 'attack': return ['DECLARE_ATTACK'];
    case 'block': return ['DECLARE_BLOCK'];
    case 'adv_pump': return ['PUMP'];
    case 'counter': return ['COUNTER'];
    case 'adv_mana_max': return ['ADD_MANA'];
    case 'adv_mana_refill': return ['REFILL_MANA'];
    case 'adv_mana_pay': return ['MANA'];
    case 'adv_cleanup': return ['CLEAR_DAMAGE'];
    default: return [];
  }
}

/** The card an event is about, if any. */
export function eventCard(ev: GameEvent): ObjectId | undefined {
  switch (ev.type) {
    case 'damage': return ev.target.kind === 'object' ? ev.target.id : undefined;
    case 'zone_change': case 'tap': case 'untap': case 'destroy': case 'sacrifice': case 'counter': case 'adv_pump': case 'cast': return ev.object;
    case 'activate': return ev.source;
    case 'attack': return ev.attacker;
    case 'block': return ev.blocker;
    default: return undefined;
  }
}

/** The player an event is about, if any. */
export function eventPlayer(core: GameCore, ev: GameEvent): PlayerId | undefined {
  switch (ev.type) {
    case 'draw': case 'life': case 'cast': case 'activate': case 'adv_mana_max': case 'adv_mana_refill': case 'adv_mana_pay': case 'adv_discard': return ev.player;
    case 'damage': return ev.target.kind === 'player' ? ev.target.id : core.tryObj(ev.target.id)?.controller;
    case 'zone_change': return ev.controller;
    case 'step': case 'turn': return ev.active;
    default: {
      const c = eventCard(ev);
      return c === undefined ? undefined : core.tryObj(c)?.controller;
    }
  }
}

function inScope(core: GameCore, t: TriggerAbility, ev: GameEvent, source: ObjectId, controller: PlayerId): boolean {
  switch (t.if) {
    case 'any': return true;
    case 'self': return eventCard(ev) === source;
    case 'you': return eventPlayer(core, ev) === controller;
    case 'opponent': { const p = eventPlayer(core, ev); return p !== undefined && p !== controller; }
    case 'your_turn': return core.s.active === controller;
    case 'opponent_turn': return core.s.active !== controller;
  }
}

function queueEngine(core: GameCore, ev: GameEvent, keys: TriggerKey[], order: EngineTrigger['order']): void {
  for (const t of CORE_TRIGGERS) {
    if (t.order !== order || !t.on.some((k) => keys.includes(k))) continue;
    const b: Binding = { controller: core.s.active, source: null };
    if (t.bind === 'event_card') { b.card = eventCard(ev); if (b.card === undefined) continue; }
    if (t.bind === 'event_player') { b.player = eventPlayer(core, ev); if (b.player === undefined) continue; }
    adv(core).queue.push({ source: null, controller: core.s.active, name: t.name, effects: effectItems(core, t.effects, b) });
  }
}

/**
 * The triggers listening for this event, as the permanents' actors registered them, by permanent in APNAP order
 * then timestamp; a card that just left play looks back at its own leaving (its actor has stopped: its card says).
 */
function listeners(core: GameCore, ev: GameEvent): [ObjectId, TriggerAbility[]][] {
  const s = core.s;
  const bySource = new Map<ObjectId, TriggerAbility[]>();
  for (const i of core.interceptors.list(ev.type)) {
    if (i.kind !== 'react' || !('trigger' in i)) continue;
    const list = bySource.get(i.source);
    if (list) list.push(i.trigger as TriggerAbility); else bySource.set(i.source, [i.trigger as TriggerAbility]);
  }
  if (ev.type === 'zone_change' && ev.from === 'battlefield' && core.tryObj(ev.object)?.zone !== 'battlefield' && !bySource.has(ev.object)) {
    const own = cardOf(core, ev.object).triggers;
    if (own.length) bySource.set(ev.object, [...own]);
  }
  const ids = [...bySource.keys()];
  if (ids.length > 1) {
    const rank = (id: ObjectId) => (core.obj(id).controller === s.active ? 0 : 1);
    ids.sort((a, b) => rank(a) - rank(b) || core.obj(a).timestamp - core.obj(b).timestamp);
  }
  return ids.map((id) => [id, bySource.get(id)!]);
}

/**
 * The trigger stage of the Adventure pipeline: every trigger listening on the event's type waits in the
 * queue, engine rules marked `first`, then cards (APNAP, timestamp order), then engine rules marked `last`.
 * @example detectAdventure(core, { type: 'step', step: 'end', turn: 1, active: 0 })
 */
export function detectAdventure(core: GameCore, ev: GameEvent): void {
  const keys = triggerKeys(ev);
  if (!keys.length) return;
  queueEngine(core, ev, keys, 'first');
  for (const [id, triggers] of listeners(core, ev)) {
    const o = core.obj(id);
    const card = cardOf(core, id);
    const leftNow = o.zone !== 'battlefield';
    for (const t of triggers) {
      if (!t.on.some((k) => keys.includes(k))) continue;
      if (leftNow && t.if !== 'self') continue;
      if (!inScope(core, t, ev, id, o.controller)) continue;
      adv(core).queue.push({ source: id, controller: o.controller, name: card.name, effects: effectItems(core, t.effects, { controller: o.controller, source: id, card: eventCard(ev) === id ? id : undefined }) });
    }
  }
  queueEngine(core, ev, keys, 'last');
}
