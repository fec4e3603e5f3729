/**
 * Loop shortcuts (CR 732 "Taking Shortcuts", 725 in the 2022 rules; 104.4b). A player who holds priority proposes a
 * sequence of their own actions, with every player passing in between so the top of the stack resolves, and a number
 * of times to repeat it (732.2a). Each other player, in turn order, accepts it or names a smaller number of
 * iterations, after which they will act differently (732.2b); the game then does the least accepted number.
 *
 * Applying N iterations. The first two are played through the rules like any actions (the proposer's scripted
 * answers answer the proposer's choices). If each of them left the game as it found it except for
 *   - new permanents (tokens) that stay on the battlefield,
 *   - new delayed triggers (603.7) about those permanents or about permanents that were there,
 *   - life and poison totals, and counters on permanents that were there,
 * and both did exactly the same (the same objects at the same id and timestamp offsets, the same changes), then the
 * iteration's net effect is applied the remaining N − 2 times at once: each token is a fresh object with the id and
 * timestamp it would have had, each delayed trigger is there (those of an iteration that makes one, about objects it
 * made, as one record standing for each: rules/magic/triggers/delayed-runs.ts), each total moves by N − 2 times its
 * change. The resulting state is the one N honest iterations give (a test compares them, runs given one by one),
 * except for the event log, which holds the events of the two played iterations, and last known information of
 * objects that came and went inside an iteration. Anything else (a card drawn, a spell cast counted, a random
 * choice, a continuous effect) makes every iteration play through the rules. What only a later iteration would
 * reveal (a threshold such as "if you control ten or more creatures" crossed after the second) is not seen: a loop
 * is a repetition, and its proposer vouches for it as 732.2a asks; the other players may shorten it.
 */
import { activateAbility } from '../actions/activate.ts';
import { castSpell } from '../actions/cast.ts';
import { requirePriority } from '../actions/timing.ts';
import type { LoopAnswer, PlayerAction } from '../actions/types.ts';
import type { Answer } from '../../choices.ts';
import type { GameCore } from '../../core.ts';
import { IllegalActionError } from '../../core.ts';
import { objectsEntered } from '../../interceptors/lifecycle.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { resolveTop } from '../stack/resolve.ts';
import { cloneState } from '../../state/clone.ts';
import { jsonKeys, sameJson } from '../../state/same-json.ts';
import { NO_COUNTERS, ownCounters } from '../../state/counters.ts';
import type { DelayedTrigger, GameObject, GameState } from '../../state/types.ts';
import { resetLoopHistory } from './loops.ts';
import { settleBeforePriority } from './priority.ts';

export type Shortcut = Extract<PlayerAction, { type: 'shortcut' }>;

/** What a shortcut did: iterations proposed, accepted by everyone, done, and of those applied as a whole. */
export interface ShortcutResult { proposed: number; accepted: number; done: number; compacted: number }

/** The net effect of one iteration, relative to the ids and timestamps it started at. */
export interface Delta {
  ids: number;
  timestamps: number;
  events: number;
  life: number[];
  poison: number[];
  counters: { id: number; kind: string; n: number }[];
  created: { offset: number; ts: number; obj: GameObject }[];
  delayed: { offset: number; trigger: DelayedTrigger; objects: { rel: boolean; v: number }[] }[];
}

/** Keys of the state an iteration may change only in the ways a Delta describes. */
const BOOKKEEPING = new Set(['nextId', 'nextTimestamp', 'eventCount', 'lki', 'stateHistory', 'objects', 'battlefield', 'delayed', 'players']);

/** The fields an iteration may change only in the ways a Delta describes, as the residue writes them: not at all. */
const NO_LIFE = Object.freeze({ life: 0, poison: 0 });
const NO_COUNTERS_WRITTEN = Object.freeze({ counters: null });

/** The objects there before an iteration began (ids below `start`), in the order of the state's keys. */
function objectsBefore(s: GameState, start: number): GameObject[] {
  const out: GameObject[] = [];
  for (const id of Object.keys(s.objects)) {
    const o = s.objects[Number(id)]!;
    if (o.id < start) out.push(o);
  }
  return out;
}

/**
 * Is the state the same before and after an iteration, with what a Delta accounts for taken out (the bookkeeping,
 * life, poison and counters, what the iteration made)? Compared as their JSON would be (sameJson), field by field.
 */
function sameResidue(before: GameState, after: GameState, start: number): boolean {
  const b = before as unknown as Record<string, unknown>;
  const a = after as unknown as Record<string, unknown>;
  const keysOf = (r: Record<string, unknown>) => jsonKeys(r).filter((k) => !BOOKKEEPING.has(k)).sort();
  const bk = keysOf(b);
  const ak = keysOf(a);
  if (bk.length !== ak.length) return false;
  for (let i = 0; i < bk.length; i++) if (bk[i] !== ak[i] || !sameJson(b[bk[i]!], a[ak[i]!])) return false;
  if (before.players.length !== after.players.length) return false;
  for (let i = 0; i < before.players.length; i++) if (!sameJson(before.players[i], after.players[i], NO_LIFE, NO_LIFE)) return false;
  const bo = objectsBefore(before, start);
  const ao = objectsBefore(after, start);
  if (bo.length !== ao.length) return false;
  for (let i = 0; i < bo.length; i++) if (!sameJson(bo[i], ao[i], NO_COUNTERS_WRITTEN, NO_COUNTERS_WRITTEN)) return false;
  return sameJson(before.battlefield.filter((id) => id < start), after.battlefield.filter((id) => id < start))
    && sameJson(before.delayed.filter((d) => d.id < start), after.delayed.filter((d) => d.id < start));
}

/**
 * Did an object that was there change in a way the residue shows (gone, tapped or untapped, moved, damaged)? What
 * most iterations that are no loop do (the {T} source stays tapped): found without writing the two states out.
 */
function plainlyDifferent(before: GameState, after: GameState): boolean {
  for (const key in before.objects) {
    const b = before.objects[key as unknown as number]!;
    const a = after.objects[key as unknown as number];
    if (!a || a.tapped !== b.tapped || a.zone !== b.zone || a.damage !== b.damage) return true;
  }
  return false;
}

/**
 * What one iteration did, from the state before it to the state after it; null when it did more than a Delta holds,
 * or with `mustChange` when it changed nothing a Delta holds either (then the two states are not written out).
 */
function deltaOf(before: GameState, after: GameState, mustChange = false): Delta | null {
  const start = before.nextId;
  const ts = before.nextTimestamp;
  if (plainlyDifferent(before, after)) return null;
  const counters: Delta['counters'] = [];
  for (const id of before.battlefield) {
    const a = after.objects[id]!.counters;
    const b = before.objects[id]!.counters;
    if (a === b) continue;
    // Each kind once: those after, then those only before.
    for (const kind of Object.keys(a)) {
      const n = (a[kind] ?? 0) - (b[kind] ?? 0);
      if (n !== 0) counters.push({ id, kind, n });
    }
    for (const kind of Object.keys(b)) {
      if (Object.hasOwn(a, kind)) continue;
      const n = -(b[kind] ?? 0);
      if (n !== 0) counters.push({ id, kind, n });
    }
  }
  const created: Delta['created'] = [];
  for (const id of after.battlefield) {
    if (id < start) continue;
    const o = after.objects[id]!;
    if (o.attachedTo !== null && o.attachedTo >= start) return null;
    created.push({ offset: id - start, ts: o.timestamp - ts, obj: o });
  }
  const delayed: Delta['delayed'] = [];
  for (const d of after.delayed) {
    if (d.id < start) continue;
    // A delayed trigger about an object that came and went inside the iteration: its own iteration cleans it up.
    if (d.objects.some((id) => id >= start && !after.battlefield.includes(id))) return null;
    delayed.push({ offset: d.id - start, trigger: d, objects: d.objects.map((id) => (id >= start ? { rel: true, v: id - start } : { rel: false, v: id })) });
  }
  const delta: Delta = {
    ids: after.nextId - start, timestamps: after.nextTimestamp - ts, events: after.eventCount - before.eventCount,
    life: after.players.map((p, i) => p.life - before.players[i]!.life), poison: after.players.map((p, i) => p.poison - before.players[i]!.poison),
    counters, created, delayed,
  };
  if (mustChange && !changesSomething(delta)) return null;
  return sameResidue(before, after, start) ? delta : null;
}

/** Did the iteration change something a Delta holds (a loop that changes nothing is not worth proposing)? */
function changesSomething(d: Delta): boolean {
  return d.created.length > 0 || d.delayed.length > 0 || d.counters.length > 0 || d.life.some((n) => n !== 0) || d.poison.some((n) => n !== 0);
}

/**
 * The net effect of one iteration from `before` to `after`, when it is one a shortcut can repeat as a whole and it
 * changed something (rules/magic/flow/find-loop.ts); null otherwise.
 * @example loopDelta(stateBefore, core.s)?.created.length // 1: a token an iteration
 */
export function loopDelta(before: GameState, after: GameState): Delta | null {
  return deltaOf(before, after, true);
}

/** Two iterations did the same thing (ids and timestamps taken relative to where each began). */
function sameDelta(a: Delta, b: Delta): boolean {
  const plain = (d: Delta) => JSON.stringify({
    ...d,
    created: d.created.map((c) => ({ ...c, obj: { ...c.obj, id: 0, timestamp: 0 } })),
    delayed: d.delayed.map((x) => ({ ...x, trigger: { ...x.trigger, id: 0, objects: [] } })),
  });
  return plain(a) === plain(b);
}

/**
 * The keys of a GameObject a token is built with literally (tokenLike), in the order the shortcut has always written
 * them (a state's JSON, and so a replay's final hash, follows it); any other key of the played token is copied after.
 */
const TOKEN_KEYS = new Set(['id', 'card', 'owner', 'controller', 'zone', 'tapped', 'damage', 'deathtouched', 'counters', 'attachedTo', 'timestamp', 'controlledSince', 'token', 'faceDown', 'chosen', 'copyOf', 'regenShields', 'phasedOut']);

/**
 * A fresh object like `src` with its own id, timestamp and choices. An object literal (spreading `src` is several
 * times slower). copyKeywords is never changed in place, so it is shared; so is an empty counters record
 * (NO_COUNTERS: a million fewer objects for the collector to move; a counter put on one gives it its own).
 */
function tokenLike(src: GameObject, id: number, timestamp: number, counters: boolean, keywords: boolean): GameObject {
  const n = counters ? { ...src.counters } : NO_COUNTERS;
  const chosen = src.chosen ? { ...src.chosen } : null;
  // Without copyKeywords, or with more keys the caller adds after these in their order: no such key here.
  if (!keywords) {
    return {
      id, card: src.card, owner: src.owner, controller: src.controller, zone: src.zone, tapped: src.tapped, damage: src.damage,
      deathtouched: src.deathtouched, counters: n, attachedTo: src.attachedTo, timestamp, controlledSince: src.controlledSince,
      token: src.token, faceDown: src.faceDown, chosen, copyOf: src.copyOf, regenShields: src.regenShields, phasedOut: src.phasedOut,
    };
  }
  return {
    id, card: src.card, owner: src.owner, controller: src.controller, zone: src.zone, tapped: src.tapped, damage: src.damage,
    deathtouched: src.deathtouched, counters: n, attachedTo: src.attachedTo, timestamp, controlledSince: src.controlledSince,
    token: src.token, faceDown: src.faceDown, chosen, copyOf: src.copyOf, regenShields: src.regenShields, phasedOut: src.phasedOut,
    copyKeywords: src.copyKeywords,
  };
}

/** How a Delta's tokens are built, and whether its delayed triggers are one run (see applyDelta). */
interface Shape { withCounters: boolean[]; keywords: boolean[]; extras: (keyof GameObject)[][]; run: boolean }

const SLICE = 4096;

/** Make `times` iterations' tokens and delayed triggers (those not made as a run), and move the ids and timestamps past them. */
function repeatDelta(core: GameCore, d: Delta, shape: Shape, times: number): void {
  const s = core.s;
  const created = d.created;
  const delayed = shape.run ? [] : d.delayed;
  for (let k = 0; k < times; k++) {
    const id0 = s.nextId;
    const ts0 = s.nextTimestamp;
    for (let i = 0; i < created.length; i++) {
      const c = created[i]!;
      const id = id0 + c.offset;
      const o = tokenLike(c.obj, id, ts0 + c.ts, shape.withCounters[i]!, shape.keywords[i]!);
      const extras = shape.extras[i]!;
      for (let e = 0; e < extras.length; e++) (o as unknown as Record<string, unknown>)[extras[e]!] = c.obj[extras[e]!];
      s.objects[id] = o;
      s.battlefield.push(id);
      core.entered(id);
    }
    for (const x of delayed) {
      const t = x.trigger;
      // Literal lists of their exact length, where V8 can allocate them to stay (a list grown from empty holds room for 17).
      const r0 = x.objects[0];
      const objects = x.objects.length === 1 ? [r0!.rel ? id0 + r0!.v : r0!.v] : x.objects.map((r) => (r.rel ? id0 + r.v : r.v));
      s.delayed.push({ id: id0 + x.offset, on: t.on, controller: t.controller, source: t.source, effects: t.effects, objects, sourceName: t.sourceName });
    }
    s.nextId += d.ids;
    s.nextTimestamp += d.timestamps;
  }
}

/**
 * The delayed triggers of `times` (two or more) iterations as one record (rules/magic/triggers/delayed-runs.ts), when
 * an iteration makes one delayed trigger and it names only objects the iteration made: the k-th iteration's is then
 * the first's with its id and objects k iterations' ids on (a million records fewer for the collector to move, and
 * for every later event to look through). Otherwise (several an iteration, whose order a run would change, or one
 * naming an object that was there) null: each gets a record of its own.
 */
function delayedRun(s: GameState, d: Delta, times: number): DelayedTrigger | null {
  const x = d.delayed.length === 1 && times > 1 ? d.delayed[0]! : null;
  if (!x || !x.objects.every((r) => r.rel)) return null;
  const t = x.trigger;
  const id0 = s.nextId;
  return {
    id: id0 + x.offset, on: t.on, controller: t.controller, source: t.source, effects: t.effects,
    objects: x.objects.map((r) => id0 + r.v), sourceName: t.sourceName, run: { count: times, step: d.ids },
  };
}

/**
 * Apply an iteration's net effect `times` more times, each as the iteration would have left the game. The layer
 * cache adds the tokens to the characteristics it has (core.entered) rather than compute every permanent again, and
 * the runtime is told of them at once (objectsEntered).
 */
function applyDelta(core: GameCore, d: Delta, times: number): void {
  const s = core.s;
  // Brought up to date while the battlefield is small: the tokens are then added to these (rules/magic/layers/compute.ts).
  battlefieldCharacteristics(core);
  const first = s.battlefield.length;
  const created = d.created;
  const withCounters = created.map((c) => Object.keys(c.obj.counters).length > 0);
  // The played token's other keys, in its order, come after the usual ones; copyKeywords alone has a literal of its own.
  const after = created.map((c) => (Object.keys(c.obj) as (keyof GameObject)[]).filter((k) => !TOKEN_KEYS.has(k)));
  const keywords = after.map((x) => x.length === 1 && x[0] === 'copyKeywords');
  const extras = after.map((x, i) => (keywords[i] ? [] : x));
  const run = delayedRun(s, d, times);
  if (run) s.delayed.push(run);
  const shape: Shape = { withCounters, keywords, extras, run: run !== null };
  // In slices, each a call of its own: code V8 recompiles meanwhile (to allocate what stays where it stays) is used.
  for (let done = 0; done < times; done += SLICE) repeatDelta(core, d, shape, Math.min(SLICE, times - done));
  if (core.lifecycle && s.battlefield.length > first) objectsEntered(core, s.battlefield.slice(first));
  s.eventCount += d.events * times;
  s.players.forEach((p, i) => { p.life += d.life[i]! * times; p.poison += d.poison[i]! * times; });
  for (const c of d.counters) {
    const o = s.objects[c.id]!;
    const counters = ownCounters(o);
    counters[c.kind] = (counters[c.kind] ?? 0) + c.n * times;
  }
  // Counters and totals on what was there can change more than the tokens' characteristics.
  if (!created.length || d.counters.length || d.life.some((n) => n !== 0) || d.poison.some((n) => n !== 0)) core.touch();
}

/** Play one iteration through the rules; the proposer's choices are answered from `answers` in order. */
function playIteration(core: GameCore, a: Shortcut): void {
  const queue: LoopAnswer[] = [...(a.answers ?? [])];
  const outer = core.decider;
  core.decider = (c) => {
    const next = queue[0];
    if (next && c.player === a.player && next.kind === c.kind) { queue.shift(); return next.value as Answer; }
    return outer(c);
  };
  try {
    for (const [i, step] of a.steps.entries()) {
      if (core.s.result) return;
      core.leftInBatch = [];
      if (step.type === 'act') {
        // Everyone agreed to pass until this step (732.2a): the proposer holds priority for it.
        core.s.pending = { kind: 'priority', player: a.player };
        if (step.action.type === 'cast') castSpell(core, step.action);
        else activateAbility(core, step.action);
      } else {
        if (!core.s.stack.length) throw new IllegalActionError('action/shortcut_step', `shortcut step ${i}: nothing on the stack to resolve`);
        resolveTop(core);
      }
      settleBeforePriority(core);
    }
  } finally {
    core.decider = outer;
  }
}

/**
 * How many iterations every other player allows, asked in turn order from the proposer (CR 732.2b).
 * @example acceptedIterations(core, action) // 1000000, or less when someone shortens it
 */
export function acceptedIterations(core: GameCore, a: Shortcut): number {
  let n = a.iterations;
  const players = core.s.players.length;
  const description = a.steps.map((st) => (st.type === 'resolve' ? 'resolve' : `${st.action.type} #${st.action.type === 'cast' ? st.action.card : st.action.source}`)).join(', ');
  for (let i = 1; i < players && n > 0; i++) {
    const p = (a.player + i) % players;
    if (core.s.players[p]!.lost) continue;
    const answer = core.ask({ kind: 'shortcut', player: p, proposer: a.player, iterations: n, description });
    if (Number.isSafeInteger(answer) && (answer as number) >= 0) n = Math.min(n, answer as number);
  }
  return n;
}

/**
 * Take a loop shortcut (CR 732.2): the others accept or shorten it, then its iterations are done, the first two
 * through the rules and, when they prove a plain repetition, the rest as a whole (see the file's comment). A first
 * iteration that can't be done (an illegal step) refuses the whole shortcut and changes nothing; in a later one the
 * shortcut ends at the step that was refused.
 * With `scratch`, the core is a copy its caller throws away when a step is refused (a probe for a loop, find-loop.ts):
 * a single iteration then makes no copy of the state to put back.
 * @example performShortcut(core, { type: 'shortcut', player: 0, steps: [{ type: 'act', action }, { type: 'resolve' }, { type: 'resolve' }], iterations: 1000, answers: [{ kind: 'mode', value: 0 }] })
 */
export function performShortcut(core: GameCore, a: Shortcut, scratch = false): ShortcutResult {
  requirePriority(core, a.player);
  // The stack and combat machines of a runtime are put back in step with the state afterwards (they re-attach).
  const machines = core.machines;
  core.machines = undefined;
  try {
    const accepted = acceptedIterations(core, a);
    const result: ShortcutResult = { proposed: a.iterations, accepted, done: 0, compacted: 0 };
    // The state where the iteration being played began, while the first two are compared; null after that.
    let before: GameState | null = scratch && accepted <= 1 ? null : cloneState(core.s);
    let previous: Delta | null = null;
    while (result.done < accepted && !core.s.result) {
      try {
        playIteration(core, a);
      } catch (e) {
        if (result.done === 0) { if (before) core.restore(before); throw e; }
        if (!(e instanceof IllegalActionError)) throw e;
        break;   // a later iteration can't be done: the shortcut ends where its step was refused
      }
      result.done++;
      const left = accepted - result.done;
      if (left === 0 || core.s.result || before === null) continue;
      const after = cloneState(core.s);
      const delta = deltaOf(before, after);
      if (delta && previous && sameDelta(previous, delta)) {
        applyDelta(core, delta, left);
        result.done += left;
        result.compacted = left;
        break;
      }
      previous = delta;
      before = delta && result.done < 2 ? after : null;
    }
    resetLoopHistory(core);
    core.s.pending = { kind: 'priority', player: a.player };
    // Recorded, not sent through the pipeline: nothing replaces or triggers on taking a shortcut.
    core.record({ type: 'shortcut', player: a.player, ...result });
    return result;
  } finally {
    core.machines = machines;
  }
}
