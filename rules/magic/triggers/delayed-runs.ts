/**
 * Runs of delayed triggers (CR 603.7, 732.2a). Each iteration of a loop shortcut can make a delayed trigger alike but
 * for its id and the objects it names (Splinter Twin: "exile that token at the beginning of the next end step"). Those
 * the shortcut applies at once are one record of `s.delayed` with a `run`; the rules still see each of them: at the
 * end step each one triggers on its own, in the order the iterations made them, as if each had a record of its own.
 */
import type { DelayedTrigger, GameState } from '../../state/types.ts';

/**
 * The k-th delayed trigger (from 0) a record stands for: its id and the objects it names are k steps on. A record
 * without a run stands for itself alone (k is 0).
 * @example nthDelayed({ id: 10, on: 'next_end_step', controller: 0, source: 2, effects, objects: [9], sourceName: 'Splinter Twin', run: { count: 3, step: 4 } }, 2).objects // [17]
 */
export function nthDelayed(d: DelayedTrigger, k: number): DelayedTrigger {
  const shift = d.run ? k * d.run.step : 0;
  // The keys in the order rules/magic/effects/continuous.ts makes a delayed trigger with (a state's JSON follows it).
  return {
    id: d.id + shift, on: d.on, controller: d.controller, source: d.source, effects: d.effects,
    objects: d.objects.map((id) => id + shift), sourceName: d.sourceName,
  };
}

/**
 * Every delayed trigger a record of `s.delayed` stands for, in order: the record itself, or each of its run.
 * @example eachDelayed(record).length // record.run?.count ?? 1
 */
export function eachDelayed(d: DelayedTrigger): DelayedTrigger[] {
  if (!d.run) return [d];
  const out = new Array<DelayedTrigger>(d.run.count);
  for (let k = 0; k < d.run.count; k++) out[k] = nthDelayed(d, k);
  return out;
}

/**
 * Every delayed trigger waiting in the game, in the order they were made, each run given one by one.
 * @example delayedTriggers(core.s).length // 1,000,000 after a million-iteration Splinter Twin loop
 */
export function delayedTriggers(s: GameState): DelayedTrigger[] {
  return s.delayed.some((d) => d.run) ? s.delayed.flatMap(eachDelayed) : s.delayed;
}

/**
 * How many delayed triggers are waiting in the game (a run counts each of its own).
 * @example delayedCount(core.s) // 1,000,000
 */
export function delayedCount(s: GameState): number {
  let n = 0;
  for (const d of s.delayed) n += d.run ? d.run.count : 1;
  return n;
}
