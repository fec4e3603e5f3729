/** An app's react interceptors (seed 003): they act right after an event has happened. */
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import type { HandlerReact, Interceptor } from './types.ts';

const isHandlerReact = (i: Interceptor): i is HandlerReact => i.kind === 'react' && 'handler' in i;

/**
 * Run the app's react interceptors on an event that happened; returns the events they say happen next, in order.
 * @example for (const next of appReactions(core, ev)) emit(core, next);
 */
export function appReactions(core: GameCore, ev: GameEvent): GameEvent[] {
  if (!core.interceptors.handlers) return [];
  const out: GameEvent[] = [];
  for (const i of core.interceptors.list(ev.type).filter(isHandlerReact)) {
    if (i.filter && !i.filter(ev as never, core)) continue;
    core.interceptors.use(i);
    const next = i.handler(ev as never, core);
    if (next) out.push(...next);
  }
  return out;
}
