/**
 * npm run serve: the game server on 127.0.0.1 (docs/server.md). Tables are created over HTTP, seats played over
 * WebSocket with their tokens, records kept in SQLite (--db, created on first start) so tables survive a restart.
 */
import { Command } from 'commander';
import { startServer } from './lib/server/index.ts';

const program = new Command()
  .name('serve')
  .description('Start the Hyperdraft game server on localhost (127.0.0.1 only).')
  .option('--port <n>', 'the port; 0 for a free one', (v) => Number.parseInt(v, 10), 8080)
  .option('--db <file>', 'the SQLite file of the game records (created on first start)', 'hyperdraft.db')
  .parse();
const opts = program.opts<{ port: number; db: string }>();
if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) { console.error('serve: --port must be a number from 0 to 65535'); process.exit(2); }

const server = await startServer({ port: opts.port, db: opts.db }).catch((e: unknown) => {
  console.error(`serve: ${(e as Error).message}`);
  return process.exit(1);
});
console.log(`Hyperdraft server listening on ${server.url} (records in ${opts.db}; ${server.tables.size} table(s) loaded)`);
const stop = () => { server.close().then(() => process.exit(0), () => process.exit(1)); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
