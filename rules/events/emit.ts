/**
 * The event pipeline: replacement and prevention (each applies at most once to an event, CR 614.5),
 * then the handler that changes the state, then triggers (CR 603.2).
 */
import type { GameCore } from '../core.ts';
import { appReactions } from '../interceptors/app-reactions.ts';
import { appReplacements } from '../interceptors/app-replacements.ts';
import type { Replacement } from './pipeline.ts';
import type { GameEvent, GameEventType } from './types.ts';

function chooseReplacement(core: GameCore, ev: GameEvent, options: Replacement[]): Replacement {
  // CR 616.1a: self-replacement effects first; then the affected player or controller chooses (616.1b-e).
  const selfFirst = options.filter((r) => r.self);
  const pool = selfFirst.length ? selfFirst : options;
  if (pool.length === 1) return pool[0]!;
  const chooser = pool[0]!.chooser;
  const i = core.ask({ kind: 'replacement_order', player: chooser, options: pool.map((r) => r.description) }) as number;
  return pool[Math.max(0, Math.min(pool.length - 1, i))]!;
}

/** The ruleset's replacement effects for this event (of type `type`), and an app's transform and prevent interceptors. */
function replacementsFor(core: GameCore, ev: GameEvent, type: GameEventType = ev.type): Replacement[] {
  const own = core.ruleset.replacements?.(core, ev, type) ?? [];
  return core.interceptors.handlers ? [...own, ...appReplacements(core, ev)] : own;
}

/** The replacements that haven't yet applied to an event (each applies once, CR 614.5), given those that have. */
function unapplied(applied: readonly string[] | undefined, options: Replacement[]): Replacement[] {
  return applied && options.length ? options.filter((r) => !applied.includes(r.id)) : options;
}

/**
 * What replacements made of an event, waiting their turn: the events, and beside each the ids of the replacements
 * that already applied to it (kept apart from the events: no field added to an event and deleted again).
 */
interface Replaced { events: GameEvent[]; applied: (readonly string[])[] }

/** Put what a replacement made of an event (which `applied` had already applied to) first in line. */
function replaceWith(core: GameCore, ev: GameEvent, applied: readonly string[] | undefined, options: Replacement[], queue: Replaced): void {
  const r = chooseReplacement(core, ev, options);
  const replaced = r.apply(ev);
  const now = [...(applied ?? []), r.id];
  queue.events.unshift(...replaced);
  queue.applied.unshift(...replaced.map(() => now));
}

/**
 * Send one event through the pipeline. Returns the events that actually happened.
 * @example emit(core, { type: 'damage', source: boltId, sourceName: 'Lightning Bolt', target: { kind: 'player', id: 1 }, amount: 3, combat: false })
 */
export function emit(core: GameCore, event: GameEvent): GameEvent[] {
  if (core.s.result) return [];
  // Made with the first event that happens (an array made with its element grows no store for it).
  let out: GameEvent[] | null = null;
  const hooks = core.ruleset;
  // What replacements made of the event, waiting their turn; made only when one applies (most events: none).
  let queue: Replaced | null = null;
  let ev: GameEvent | undefined = event;
  let applied: readonly string[] | undefined;
  for (; ev !== undefined; ev = queue?.events.shift(), applied = queue?.applied.shift()) {
    // Read once and handed to each stage: an event's fields are read from many shapes of event, each read a lookup.
    const type = ev.type;
    const options = unapplied(applied, replacementsFor(core, ev, type));
    if (options.length) {
      replaceWith(core, ev, applied, options, (queue ??= { events: [], applied: [] }));
      continue;
    }
    const done = hooks.handle(core, ev, type);
    // Counted even when the event did not happen: a draw from an empty library only marks the player (704.5b).
    if (!hooks.inert?.has(type)) core.sbaEvents++;
    if (done) {
      core.record(ev);
      if (out) out.push(ev); else out = [ev];
      hooks.detect?.(core, ev, type);
      if (typeof done === 'function') done();
      if (core.interceptors.handlers) for (const next of appReactions(core, ev)) out.push(...emit(core, next));
      // CR 514.2: "until end of turn" effects end in the cleanup step; at the latest, when the next turn begins.
      if (type === 'turn') core.interceptors.endTurn();
    }
  }
  return out ?? [];
}

/**
 * Apply replacement effects to an event without performing it: what it would become (CR 614.1). Used where
 * a change is part of another event, such as the counters a permanent enters with (CR 122.6, 614.1c).
 * @example replaceOnly(core, { type: 'counter', object: finksId, kind: '-1/-1', amount: 1 })
 */
export function replaceOnly(core: GameCore, event: GameEvent): GameEvent[] {
  const out: GameEvent[] = [];
  const queue: Replaced = { events: [{ ...event }], applied: [[]] };
  while (queue.events.length) {
    const ev = queue.events.shift()!;
    const applied = queue.applied.shift()!;
    const options = unapplied(applied, replacementsFor(core, ev));
    if (!options.length) { out.push(ev); continue; }
    replaceWith(core, ev, applied, options, queue);
  }
  return out;
}
