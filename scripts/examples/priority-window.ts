/**
 * Example: a priority window embedded alone — no game, no rules, just `priorityMachine` driven by its
 * events. A small table app keeps its own stack of spells; the machine says who holds priority and when
 * everyone has passed, and the app resolves the top spell or closes the window.
 *
 * Run it: `npx tsx scripts/examples/priority-window.ts` (from the package: `node -e "import('hyperdraft/examples/priority-window').then((m) => m.main())"`).
 */
import { pathToFileURL } from 'node:url';
import { createActor } from 'xstate';
import { priorityMachine } from '../../machines/index.ts';

/** What a seat does when it holds priority: cast a named spell, or pass. */
export type Move = { cast: string } | 'pass';

/**
 * Runs one priority window for `players` seats. `moves[seat]` is that seat's queue of moves (a seat whose
 * queue is empty passes). Returns the table's log.
 *
 * @example
 * runPriorityWindow(3, { 0: [{ cast: 'Shock' }], 1: [{ cast: 'Giant Growth' }] });
 */
export function runPriorityWindow(players: number, moves: Record<number, Move[]>, active = 0): string[] {
  const log: string[] = [];
  const stack: { spell: string; by: number }[] = [];
  const priority = createActor(priorityMachine, { input: { players, active } });
  priority.subscribe((snapshot) => {
    if (snapshot.value !== 'allPassed') return;
    // CR 117.4: everyone passed in succession — resolve the top of the stack, or the window closes.
    const top = stack.pop();
    if (!top) return void log.push('all passed with an empty stack: the step ends');
    log.push(`${top.spell} (seat ${top.by}) resolves`);
    priority.send({ type: 'GRANT', to: active }); // CR 117.3b: the active player receives priority again
  });
  priority.start();
  for (let guard = 0; guard < 1000 && priority.getSnapshot().value === 'open'; guard++) {
    const { holder, passes } = priority.getSnapshot().context;
    const move = moves[holder]?.shift() ?? 'pass';
    if (move === 'pass') {
      log.push(`seat ${holder} passes (${passes + 1}/${players})`);
      priority.send({ type: 'PASS' });
    } else {
      stack.push({ spell: move.cast, by: holder });
      log.push(`seat ${holder} casts ${move.cast} and keeps priority`);
      priority.send({ type: 'ACT' }); // CR 117.3c: the caster receives priority again
    }
  }
  priority.stop();
  return log;
}

/** The example's demo: three seats, a spell, a response, and everyone passing twice. */
export function main(): string[] {
  const log = runPriorityWindow(3, { 0: [{ cast: 'Shock' }], 1: [{ cast: 'Giant Growth' }] });
  for (const line of log) console.log(line);
  return log;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
