/** The public interceptor API (seed 003): how an app or a house rule adds its own interceptor to a game. */
import type { GameCore } from '../core.ts';
import type { GameEventType } from '../events/types.ts';
import type { InterceptorLife } from './registry.ts';
import type { HandlerQuery, HandlerReact, HandlerTransform, InterceptorDuration, QueryName } from './types.ts';

interface SpecBase { description?: string; duration?: InterceptorDuration; uses?: number; source?: number | null }

/** What `intercept` takes: an interceptor of one of the four kinds, with how long it lasts and how often it may act. */
export type InterceptSpec<T extends GameEventType = GameEventType> =
  | (SpecBase & Pick<HandlerTransform<T>, 'kind' | 'on' | 'filter' | 'handler' | 'chooser'>)
  | (SpecBase & Pick<HandlerReact<T>, 'kind' | 'on' | 'filter' | 'handler'>)
  | (SpecBase & Pick<HandlerQuery, 'kind' | 'on' | 'filter' | 'handler'>);

const KINDS = ['transform', 'prevent', 'react', 'query'] as const;
const DURATIONS: readonly InterceptorDuration[] = ['game', 'turn', 'source'];
const QUERIES: readonly QueryName[] = ['power', 'toughness'];

function fail(what: string): never {
  throw new TypeError(`intercept: ${what}`);
}

/**
 * Register an app's interceptor in a game's core; returns the function that removes it. Transform and prevent
 * interceptors are replacement and prevention effects (CR 614, 615): `handler` returns what happens instead (an
 * event, a list, or null for nothing). React interceptors return the events that happen right after the one they
 * watched. Query interceptors change a value read after the layers (`power`, `toughness`).
 *
 * @example
 * // House rule: the first time each turn a player would lose life, they lose 1 less.
 * intercept(core, { on: 'life', kind: 'transform', duration: 'turn', uses: 1, filter: (e) => e.amount < 0,
 *   handler: (e) => ({ ...e, amount: e.amount + 1 }) });
 */
export function intercept<T extends GameEventType>(core: GameCore, spec: InterceptSpec<T>): () => void {
  if (typeof spec !== 'object' || spec === null) fail(`expected an object { on, kind, handler }; got ${String(spec)}`);
  if (!KINDS.includes(spec.kind)) fail(`"kind" must be one of ${KINDS.join(', ')}; got ${JSON.stringify(spec.kind)}`);
  if (typeof spec.on !== 'string' || (spec.on as string) === '') fail(`"on" must name the event type it watches (such as "damage"); got ${JSON.stringify(spec.on)}`);
  if (spec.kind === 'query' && !QUERIES.includes(spec.on as QueryName)) fail(`a query interceptor watches one of ${QUERIES.join(', ')}; got "${spec.on}"`);
  if (typeof spec.handler !== 'function') fail(`"handler" must be a function; got ${typeof spec.handler}`);
  if (spec.filter !== undefined && typeof spec.filter !== 'function') fail(`"filter" must be a function when given; got ${typeof spec.filter}`);
  if (spec.duration !== undefined && !DURATIONS.includes(spec.duration)) fail(`"duration" must be one of ${DURATIONS.join(', ')}; got ${JSON.stringify(spec.duration)}`);
  if (spec.uses !== undefined && !(Number.isInteger(spec.uses) && spec.uses > 0)) fail(`"uses" must be a positive integer; got ${String(spec.uses)}`);
  const source = spec.source ?? null;
  if (source !== null && !core.tryObj(source)) fail(`"source" ${source} is no object in the game`);
  if (spec.duration === 'source' && source === null) fail(`duration "source" needs a "source" object`);
  const id = `${spec.kind}:${spec.on}:${++core.interceptors.added}`;
  const interceptor = { ...spec, id, source, description: spec.description ?? `${spec.kind} ${spec.on} (${id})` } as unknown as HandlerTransform | HandlerReact | HandlerQuery;
  const life: InterceptorLife = { duration: spec.duration ?? 'game', ...(spec.uses !== undefined ? { uses: spec.uses } : {}) };
  return core.interceptors.add(interceptor, life);
}
