/**
 * The game state as one player may see it (CR 400.2): public zones in full, their own hand, every other hand
 * and every library as a count (401.2, 402.3), face-down objects nameless unless they control them (708.5),
 * and nothing of the random generator.
 */
import { clonePlain } from '../state/clone.ts';
import type { GameEvent } from '../events/types.ts';
import type { CombatState, DelayedTrigger, GameObject, GameState, ObjectId, PendingTrigger, PlayerId, PlayerState, StackItem, TriggerContext } from '../state/types.ts';
import { cardVisible } from './face-down.ts';
import { knownId, zoneVisible } from './hidden-zones.ts';
import type { ObjectView, PendingTriggerView, PlayerSideView, PlayerView, StackItemView, TriggerContextView } from './types.ts';
import { viewEvent } from './view-event.ts';

function objectView(o: GameObject, viewer: PlayerId, known: (id: ObjectId) => boolean): ObjectView {
  const v: ObjectView = { ...o, counters: { ...o.counters }, chosen: o.chosen && { ...o.chosen } };
  if (v.attachedTo !== null && !known(v.attachedTo)) v.attachedTo = null;
  if (!cardVisible(o, viewer)) { v.card = null; v.copyOf = null; v.chosen = null; }
  return v;
}

function sideView(p: PlayerState, viewer: PlayerId): PlayerSideView {
  return {
    player: p.id, name: p.name, life: p.life, poison: p.poison, pool: { ...p.pool },
    librarySize: p.library.length, handSize: p.hand.length, hand: p.id === viewer ? [...p.hand] : null,
    graveyard: [...p.graveyard], exile: [...p.exile],
    landsPlayed: p.landsPlayed, drewFromEmpty: p.drewFromEmpty, lost: p.lost, conceded: p.conceded, mulligans: p.mulligans,
  };
}

/** Who attacks and blocks is public (CR 506-509); an Adventure creature keeps its id in its owner's hand, so the lists keep to known ids. */
function combatView(c: CombatState, known: (id: ObjectId) => boolean): CombatState {
  return {
    ...c,
    attackers: c.attackers.filter((a) => known(a.id)).map((a) => ({ id: a.id, target: { ...a.target } })),
    blockers: c.blockers.filter((b) => known(b.id) && known(b.blocks)).map((b) => ({ ...b })),
    blocked: c.blocked.filter(known),
    dealtFirstStrike: c.dealtFirstStrike.filter(known),
  };
}

function contextView(c: TriggerContext, state: GameState, viewer: PlayerId): TriggerContextView {
  return { event: viewEvent(c.event as GameEvent, state, viewer), sourceSnapshot: clonePlain(c.sourceSnapshot) };
}

function delayedView(d: DelayedTrigger, state: GameState, viewer: PlayerId): DelayedTrigger {
  return { ...clonePlain(d), objects: d.objects.filter((id) => knownId(state, id, viewer)) };
}

/** Whether `viewer` knows the same of the objects each trigger of a run names as of the first's. */
function runKnownAlike(d: DelayedTrigger, run: { count: number; step: number }, state: GameState, viewer: PlayerId): boolean {
  const first = d.objects.map((id) => knownId(state, id, viewer));
  for (let k = 1; k < run.count; k++) {
    for (let j = 0; j < d.objects.length; j++) if (knownId(state, d.objects[j]! + k * run.step, viewer) !== first[j]) return false;
  }
  return true;
}

/**
 * The delayed triggers a record of the state stands for, as `viewer` may see them. A run of them (a loop
 * shortcut's, CR 732.2a, rules/magic/triggers/delayed-runs.ts) stays one record when the viewer knows the same of
 * each one's objects; otherwise each is shown on its own, with the objects the viewer knows.
 */
function delayedViews(d: DelayedTrigger, state: GameState, viewer: PlayerId): DelayedTrigger[] {
  const { run, ...one } = d;
  if (!run || runKnownAlike(d, run, state, viewer)) return [delayedView(d, state, viewer)];
  const out: DelayedTrigger[] = [];
  for (let k = 0; k < run.count; k++) {
    const shift = k * run.step;
    out.push(delayedView({ ...one, id: d.id + shift, objects: d.objects.map((id) => id + shift) }, state, viewer));
  }
  return out;
}

function stackItemView(item: StackItem, state: GameState, viewer: PlayerId): StackItemView {
  const { trigger, ...rest } = item;
  const v: StackItemView = { ...clonePlain(rest), trigger: trigger ? contextView(trigger, state, viewer) : null };
  if (item.delayed) v.delayed = delayedView(item.delayed, state, viewer);
  const spell = item.kind === 'spell' ? state.objects[item.id] : undefined;
  if (spell && !cardVisible(spell, viewer)) v.sourceName = null;
  return v;
}

function pendingTriggerView(t: PendingTrigger, state: GameState, viewer: PlayerId): PendingTriggerView {
  const { context, ...rest } = t;
  const v: PendingTriggerView = { ...clonePlain(rest), context: contextView(context, state, viewer) };
  if (t.delayed) v.delayed = delayedView(t.delayed, state, viewer);
  return v;
}

/**
 * What `viewer` may see of the game. The result is a new value: changing it changes nothing in the game.
 * @example
 * const v = viewOf(game.state, 1);
 * v.players[0].hand        // null: player 0's hand is hidden from player 1 (CR 402.3)
 * v.players[0].handSize    // 7
 * v.players[1].hand        // player 1's own hand ids, each in v.objects
 */
export function viewOf(state: GameState, viewer: PlayerId): PlayerView {
  if (!state.players[viewer]) throw new Error(`viewOf: there is no player ${viewer}; players are numbered 0 to ${state.players.length - 1}`);
  const known = (id: ObjectId) => knownId(state, id, viewer);
  const objects: Record<number, ObjectView> = {};
  for (const key in state.objects) {
    const o = state.objects[key]!;
    if (zoneVisible(o.zone, o.owner, viewer)) objects[o.id] = objectView(o, viewer, known);
  }
  const lki: PlayerView['lki'] = {};
  for (const key in state.lki) {
    const id = Number(key);
    if (!known(id)) continue;
    const l = clonePlain(state.lki[id]!);
    if (l.newId !== null && !known(l.newId)) l.newId = null;
    lki[id] = l;
  }
  return {
    viewer,
    ruleset: state.ruleset,
    turn: state.turn,
    active: state.active,
    step: state.step,
    priority: state.priority,
    passes: state.passes,
    pending: state.pending && { ...state.pending },
    result: state.result && { ...state.result },
    firstPlayerSkipsDraw: state.firstPlayerSkipsDraw,
    players: state.players.map((p) => sideView(p, viewer)),
    objects,
    battlefield: [...state.battlefield],
    stack: state.stack.map((i) => stackItemView(i, state, viewer)),
    effects: state.effects.map((e) => ({ ...clonePlain(e), affected: e.affected.filter(known) })),
    shields: state.shields.map((s) => ({ ...s, object: s.object !== null && known(s.object) ? s.object : null })),
    delayed: state.delayed.flatMap((d) => delayedViews(d, state, viewer)),
    pendingTriggers: state.pendingTriggers.map((t) => pendingTriggerView(t, state, viewer)),
    combat: state.combat && combatView(state.combat, known),
    lki,
    loyaltyUsed: [...(state.loyaltyUsed ?? [])],
  };
}
