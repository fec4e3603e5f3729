/** Trigger detection: triggered abilities indexed by the event type they listen on (CR 603.2, 603.10). */
import type { TriggeredAbility } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import type { EventOf, GameEvent, GameEventType } from '../../events/types.ts';
import { TRIGGER_EVENT } from '../../interceptors/index.ts';
import { keptList, type KeptLists } from '../interceptors/kept-lists.ts';
import { inBattlefieldOrder } from '../interceptors/sync.ts';
import { evalExpr } from '../select/expr-context.ts';
import type { ObjectId, PlayerId, TriggerContext } from '../../state/types.ts';
import type { Characteristics } from '../layers/types.ts';
import { eachDelayed } from './delayed-runs.ts';
import { triggerMatches } from './match.ts';

interface Listener { id: ObjectId; controller: PlayerId; ability: TriggeredAbility; index: number; name: string }

const LISTENING = memoKey<KeptLists<Listener>>('listening');

/**
 * The triggered abilities listening for an event type: the react interceptors the permanents' actors registered
 * for their current abilities, in the permanents' timestamp order (CR 603.3b orders them later, per player). A list
 * kept while it holds (kept-lists.ts).
 */
export function listeners(core: GameCore, type: string): readonly Listener[] {
  return keptList(core, LISTENING, type, listenersOf);
}

/** The registry's react interceptors for an event type, as listeners with their permanents' controllers and names now. */
function listenersOf(core: GameCore, type: string, chars: ReadonlyMap<ObjectId, Characteristics>): readonly Listener[] {
  const out: Listener[] = [];
  for (const i of core.interceptors.list(type)) {
    if (i.kind !== 'react' || !('ability' in i)) continue;
    const c = chars.get(i.source);
    if (c) out.push({ id: i.source, controller: c.controller, ability: i.ability, index: i.index, name: c.name });
  }
  return inBattlefieldOrder(core, out, listenerId, listenerIndex);
}

const listenerId = (l: Listener): ObjectId => l.id;
const listenerIndex = (l: Listener): number => l.index;

/** Abilities of objects that left the battlefield in this batch still look back in time (CR 603.10a). */
const NONE: readonly Listener[] = Object.freeze([]);

function lookBack(core: GameCore, ev: GameEvent & { type: 'zone_change' }): readonly Listener[] {
  if (ev.from !== 'battlefield') return NONE;
  const out: Listener[] = [];
  for (const id of core.leftInBatch) {
    const l = core.s.lki[id];
    (l?.abilities ?? []).forEach((ab, i) => {
      if (ab.kind === 'triggered' && TRIGGER_EVENT[ab.on.event] === 'zone_change') out.push({ id, controller: l.controller, ability: ab, index: i, name: l.name ?? l.card });
    });
  }
  return out;
}

/**
 * What a triggered ability remembers of its event, in the words its effects read: `event.amount` of a life event is
 * how much was gained or lost (Exquisite Blood: "that much life"); `event_player` is "that player" (who discarded);
 * `event_object` of a combat event is the attacking creature (for "blocks a creature", the creature blocked).
 */
function eventContext(ev: GameEvent): Record<string, unknown> {
  switch (ev.type) {
    case 'life': return { ...ev, amount: Math.abs(ev.amount) };
    case 'zone_change': return ev.cause === 'discard' ? { ...ev, player: ev.owner } : (ev as unknown as Record<string, unknown>);
    case 'attack': case 'unblocked': case 'block': return { ...ev, object: ev.attacker };
    default: return ev as unknown as Record<string, unknown>;
  }
}

function snapshotOf(core: GameCore, id: ObjectId): TriggerContext['sourceSnapshot'] {
  const o = core.tryObj(id);
  const l = core.s.lki[id];
  if (o) return { power: 0, toughness: 0, counters: { ...o.counters }, controller: o.controller, owner: o.owner, card: o.card };
  if (l) return { power: l.power, toughness: l.toughness, counters: { ...l.counters }, controller: l.controller, owner: l.owner, card: l.card };
  return null;
}

/**
 * Check an event against every listening triggered ability; matches wait as pending triggers (CR 603.3).
 * `type` is the event's type (the pipeline hands it over, read once).
 * @example detectTriggers(core, { type: 'life', player: 0, amount: 2 })
 */
export function detectTriggers(core: GameCore, ev: GameEvent, type: GameEventType = ev.type): void {
  const ls = listeners(core, type);
  const back = type === 'zone_change' ? lookBack(core, ev as GameEvent & { type: 'zone_change' }) : NONE;
  for (const l of back.length ? [...ls, ...back] : ls) {
    // Its own id: a permanent's now, or, looking back, the id it had when it left (CR 603.10a).
    if (!triggerMatches(core, l.ability.on, ev, l.id, l.controller, [l.id])) continue;
    // `event.amount` of a life event is how much was gained or lost (Exquisite Blood: "that much life").
    const event = eventContext(ev);
    // CR 603.4: an intervening "if" clause is checked when the ability triggers.
    if (l.ability.condition && !evalExpr(core, l.ability.condition, { controller: l.controller, source: l.id, event })) continue;
    core.s.pendingTriggers.push({
      source: l.id, controller: l.controller, abilityIndex: l.index, sourceName: l.name,
      context: { event: { ...event }, sourceSnapshot: snapshotOf(core, l.id) },
      ability: l.ability,
    } as typeof core.s.pendingTriggers[number]);
  }
  if (type !== 'step') return;
  const step = (ev as EventOf<'step'>).step;
  for (const d of core.s.delayed) {
    if (d.on === 'next_end_step' && step === 'end') {
      // A run (a loop shortcut's, rules/magic/triggers/delayed-runs.ts) is that many delayed triggers, each triggering.
      for (const one of eachDelayed(d)) {
        core.s.pendingTriggers.push({ source: one.source, controller: one.controller, abilityIndex: -1, sourceName: one.sourceName, context: { event: { ...ev }, sourceSnapshot: null }, delayed: one });
      }
    }
  }
  if (step === 'end') core.s.delayed = core.s.delayed.filter((d) => d.on !== 'next_end_step');
}
