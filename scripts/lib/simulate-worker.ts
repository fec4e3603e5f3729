/** The worker-thread side of `simulate --workers N`: each task is a batch of seeds (simulate-batch.ts). */
import { playBatch } from './simulate-batch.ts';

export default playBatch;
