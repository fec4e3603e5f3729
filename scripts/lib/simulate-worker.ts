/**
 * The worker-thread side of `simulate --workers N`: each task is a batch of seeds (simulate-batch.ts). On loading, the
 * thread loads the ruleset's cards (its name comes as the pool's workerData) and tells the pool it is ready, so that
 * the games are timed from there, as on one thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { playBatch, WORKER_READY } from './simulate-batch.ts';
import { rulesetNamed } from './rulesets.ts';

const wanted = (workerData as { ruleset?: unknown } | null | undefined)?.ruleset;
if (typeof wanted === 'string') rulesetNamed(wanted).deckNames();
parentPort?.postMessage(WORKER_READY);

export default playBatch;
