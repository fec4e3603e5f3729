/**
 * Where `simulate --queue` and `sim-worker` find Redis: a `redis://HOST:PORT` URL checked before anything connects,
 * and a first connection that gives up after a few seconds with a message instead of retrying for ever.
 */
import { InvalidArgumentError } from 'commander';
import type { RedisOptions } from 'bullmq';

/** The BullMQ queue every producer adds its jobs to and every sim-worker takes them from. */
export const QUEUE_NAME = 'hyperdraft-simulate';

/** How long the first connection keeps trying before it gives up. */
export const CONNECT_GIVE_UP_MS = 5000;

/** A problem with the queue a person can act on: printed as one line, without a stack trace. */
export class QueueError extends Error {
  override name = 'QueueError';
}

/** A Redis server to connect to, parsed from its URL. */
export interface QueueTarget {
  /** The URL as given, without its password, for messages. */
  url: string;
  options: RedisOptions;
}

/**
 * Parse `redis://[user:password@]HOST:PORT[/DB]` (or `rediss://` for TLS). Throws a QueueError naming what is wrong.
 * @example parseQueueUrl('redis://10.0.0.5:6379').options // { host: '10.0.0.5', port: 6379, db: 0 }
 */
export function parseQueueUrl(text: string): QueueTarget {
  const fix = 'expected redis://HOST:PORT, e.g. redis://localhost:6379';
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new QueueError(`"${text}" is not a URL; ${fix}`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') throw new QueueError(`"${text}": the scheme must be redis: or rediss:, not ${url.protocol}; ${fix}`);
  if (!url.hostname) throw new QueueError(`"${text}" names no host; ${fix}`);
  if (!url.port) throw new QueueError(`"${text}" names no port; ${fix}`);
  if (url.search || url.hash) throw new QueueError(`"${text}": a queue URL takes no query or fragment; ${fix}`);
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,2}$/.test(path)) throw new QueueError(`"${text}": the path must be a database number such as /0, not /${path}; ${fix}`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const options: RedisOptions = { host, port: Number(url.port), db: path === '' ? 0 : Number(path) };
  if (url.username) options.username = decodeURIComponent(url.username);
  if (url.password) options.password = decodeURIComponent(url.password);
  if (url.protocol === 'rediss:') options.tls = { servername: host };
  const shown = new URL(url.href);
  shown.password = '';
  return { url: shown.href.replace(/\/$/, ''), options };
}

/**
 * A commander parser for `--queue <url>` (commander names the flag in the error).
 * @example new Command().option('--queue <url>', 'Redis to use', queueUrlArg)
 */
export function queueUrlArg(value: string): QueueTarget {
  try {
    return parseQueueUrl(value);
  } catch (e) {
    throw new InvalidArgumentError((e as Error).message);
  }
}

/**
 * Connect once to the target, retrying for CONNECT_GIVE_UP_MS, and disconnect: resolves when Redis answered (and
 * is new enough for BullMQ), or rejects with a QueueError that says where it looked and what to do.
 * @example await checkReachable(parseQueueUrl('redis://localhost:6379'))
 */
export async function checkReachable(target: QueueTarget, giveUpMs = CONNECT_GIVE_UP_MS): Promise<void> {
  const started = Date.now();
  let last: Error | null = null;
  // Loaded here, not with the module: `simulate` without --queue parses its options without loading BullMQ.
  const { Queue } = await import('bullmq');
  const probe = new Queue(QUEUE_NAME, {
    connection: {
      ...target.options,
      connectTimeout: Math.min(2000, giveUpMs),
      retryStrategy: () => (Date.now() - started > giveUpMs ? null : 250),
    },
  });
  probe.on('error', (e) => { last = e; });
  try {
    await probe.waitUntilReady();
  } catch (e) {
    const reason = (last ?? (e as Error)).message || String(e);
    throw new QueueError(`cannot reach Redis at ${target.url} (${reason}); gave up after ${Math.round((Date.now() - started) / 1000)} s. Is redis-server running there and reachable from this machine?`);
  } finally {
    await probe.close().catch(() => undefined);
  }
}
