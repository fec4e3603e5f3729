/**
 * npm run inspect -- [--ruleset magic|adventure|pocket] --seed 7 [--port N] [--stately]: a seeded game between
 * random bots, served on localhost with its statecharts lit live; works offline. `--stately` also sends the
 * inspection stream to Stately's inspector (needs internet).
 */
import { Command, Option } from 'commander';
import type { InspectionEvent } from 'xstate';
import { integerArg } from './lib/args.ts';
import { INSPECTABLE, type InspectableRuleset } from './inspector/rulesets.ts';
import { startInspector } from './inspector/server.ts';

const program = new Command()
  .name('inspect')
  .description("Serve a seeded game on localhost with the ruleset's statecharts (turn, priority, ...) lit live.")
  .addOption(new Option('--ruleset <name>', 'the rules and decks to play').choices(Object.keys(INSPECTABLE)).default('magic'))
  .option('--seed <n>', 'the game seed', integerArg(), 7)
  .option('--port <n>', 'the port (0: any free port)', integerArg(0, 65535), 7357)
  .option('--stately', "also connect Stately's inspector through @statelyai/inspect (needs internet)")
  .parse();
const opts = program.opts<{ ruleset: InspectableRuleset; seed: number; port: number; stately?: boolean }>();

let forward: ((event: InspectionEvent) => void) | undefined;
if (opts.stately) {
  try {
    const { createSkyInspector } = await import('@statelyai/inspect');
    const sky = createSkyInspector({ onerror: (e) => console.error(`inspect: Stately inspector: ${e.message}`) });
    forward = (event) => sky.inspect.next?.(event as never);
    console.log("Stately inspector: connecting; it prints its URL once connected (it needs internet).");
  } catch (e) {
    console.error(`inspect: --stately is unavailable: @statelyai/inspect could not be loaded (${(e as Error).message}).`);
    console.error('         Install it with `npm install --save-dev --save-exact @statelyai/inspect`; the local page works without it.');
  }
}

const inspector = await startInspector({ ruleset: opts.ruleset, seed: opts.seed, port: opts.port, forward }).catch((e: NodeJS.ErrnoException) => {
  if (e.code !== 'EADDRINUSE') throw e;
  console.error(`inspect: port ${opts.port} is in use; pass another with --port N, or --port 0 for any free port`);
  process.exit(2);
});
console.log(`Hyperdraft inspector — ${opts.ruleset}, seed ${opts.seed}: ${inspector.url}`);
console.log('Step one decision at a time, or Run/Pause, from the page. Ctrl-C to stop.');
const stop = async () => {
  await inspector.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
