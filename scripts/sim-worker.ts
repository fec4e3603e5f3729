/**
 * npm run sim-worker -- --queue redis://HOST:PORT: plays the jobs that `npm run simulate -- --queue redis://HOST:PORT`
 * puts on the queue, one at a time, until stopped (Ctrl-C or SIGTERM: it finishes the job it is playing; a second
 * Ctrl-C stops at once, and the job goes to another worker). Run any number of them, on any machines that reach Redis.
 */
import { Command } from 'commander';
import { integerArg } from './lib/args.ts';
import { checkReachable, QueueError, queueUrlArg, type QueueTarget } from './lib/simulate-queue-connection.ts';
import { DEFAULT_WORKER_OPTIONS, startSimWorker } from './lib/simulate-queue-worker.ts';

const program = new Command()
  .name('sim-worker')
  .description('Play the seeded games that `simulate --queue` puts on a BullMQ queue, until stopped.')
  .requiredOption('--queue <url>', 'the Redis holding the queue: redis://HOST:PORT', queueUrlArg)
  .option('--lock-ms <ms>', 'how long a job stays locked to this worker between renewals; when it dies, its job goes to another worker after this', integerArg(100), DEFAULT_WORKER_OPTIONS.lockDurationMs)
  .option('--stalled-ms <ms>', 'how often to look for jobs whose worker died', integerArg(100), DEFAULT_WORKER_OPTIONS.stalledIntervalMs)
  .option('--max-stalled <n>', 'how many times a job may be taken back from dead workers before it fails', integerArg(1), DEFAULT_WORKER_OPTIONS.maxStalled)
  .option('--quiet', 'no line per job started or done (failures and errors are still written, to stderr)')
  .showHelpAfterError('(run with --help for the options)')
  .parse();
const opts = program.opts<{ queue: QueueTarget; lockMs: number; stalledMs: number; maxStalled: number; quiet?: boolean }>();

try {
  await checkReachable(opts.queue);
} catch (e) {
  if (!(e instanceof QueueError)) throw e;
  console.error(`sim-worker: ${e.message}`);
  process.exit(2);
}
const log = opts.quiet ? () => undefined : (line: string) => console.log(`sim-worker ${process.pid}: ${line}`);
const warn = (line: string) => console.error(`sim-worker ${process.pid}: ${line}`);
const worker = startSimWorker(opts.queue, { lockDurationMs: opts.lockMs, stalledIntervalMs: opts.stalledMs, maxStalled: opts.maxStalled, log, warn });
console.log(`sim-worker ${process.pid}: waiting for jobs on ${opts.queue.url}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) {
    console.log(`sim-worker ${process.pid}: ${signal} again, stopping now`);
    void worker.close(true).finally(() => process.exit(130));
    return;
  }
  stopping = true;
  console.log(`sim-worker ${process.pid}: ${signal}, stopping after the current job (again to stop now)`);
  worker.close().then(() => {
    console.log(`sim-worker ${process.pid}: stopped`);
    process.exit(0);
  }, (e: Error) => {
    console.error(`sim-worker ${process.pid}: ${e.message}`);
    process.exit(1);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
