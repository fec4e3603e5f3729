/**
 * The Vitest configuration of `npm run test:services`: the tests that need a service beside Node and npm (Redis, for
 * `simulate --queue`). `npm test` leaves this folder out, so it passes on a machine with only Node and npm; .ci/run
 * installs Debian's redis-server and runs both.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The repository root: this file lives in test/services/.
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['test/services/**/*.test.ts'],
    // These tests start servers and processes and play hundreds of games on a shared machine: the limits only catch
    // a hang, as in `npm test`.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 600_000 } },
    // One file at a time: each starts its own redis-server and worker processes.
    fileParallelism: false,
  },
});
