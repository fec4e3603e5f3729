/**
 * npm run replay -- FILE: replay a recorded game (`npm start -- --record FILE`, `npm run simulate -- --replays DIR`),
 * print it with the same log as `npm start`, and check its final state's hash. A file that is truncated, edited,
 * of another version or ruleset, or whose decisions are not legal where they stand, is refused with what is wrong
 * and where (its JSON path), and exits 1 with nothing printed but the error.
 */
import { Command } from 'commander';
import { ReplayFileError, readReplay, runReplay } from './lib/replay/index.ts';

const program = new Command()
  .name('replay')
  .description('Replay a recorded game, print its log and check its final state hash.')
  .argument('<file>', 'the replay file (JSON, at most 16 MiB)')
  .option('--quiet', 'print only the verdict')
  .showHelpAfterError('(run with --help for the options)')
  .parse();
const file = program.args[0]!;
const opts = program.opts<{ quiet?: boolean }>();

try {
  const replay = readReplay(file);
  const { lines, hash, decisions } = runReplay(replay, file);
  if (!opts.quiet) console.log(lines.join('\n'));
  console.log(`${opts.quiet ? '' : '\n'}${file}: ${decisions} recorded decisions replayed; final state matches (hash ${hash})`);
} catch (e) {
  // A refused file says what and where; anything else (the card pool failing to load, an engine error) is
  // reported as what it is, without a stack trace.
  console.error(e instanceof ReplayFileError ? `replay refused:\n${e.message}` : `replay failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
