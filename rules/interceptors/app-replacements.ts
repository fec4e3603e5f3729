/**
 * An app's transform and prevent interceptors (seed 003) among the replacement effects: offered with the cards'
 * replacements, the affected player choosing their order (CR 616.1), each applying once to an event (614.5).
 */
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import type { Replacement } from '../events/pipeline.ts';
import type { HandlerTransform, Interceptor } from './types.ts';
import type { PlayerId } from '../state/types.ts';

const isHandlerTransform = (i: Interceptor): i is HandlerTransform => (i.kind === 'transform' || i.kind === 'prevent') && 'handler' in i;

/** The player an event affects, who chooses among replacements by default (CR 616.1). */
export function affectedPlayer(core: GameCore, ev: GameEvent): PlayerId {
  const e = ev as { player?: unknown; target?: { kind: string; id: number }; object?: unknown; controller?: unknown };
  if (typeof e.player === 'number') return e.player;
  if (e.target?.kind === 'player') return e.target.id;
  if (e.target?.kind === 'object') return core.tryObj(e.target.id)?.controller ?? core.s.active;
  if (typeof e.controller === 'number') return e.controller;
  if (typeof e.object === 'number') return core.tryObj(e.object)?.controller ?? core.s.active;
  return core.s.active;
}

/**
 * The app's transform and prevent interceptors that apply to this event, as replacement options.
 * @example appReplacements(core, damageEvent).map((r) => r.description)
 */
export function appReplacements(core: GameCore, ev: GameEvent): Replacement[] {
  if (!core.interceptors.handlers) return [];
  const out: Replacement[] = [];
  for (const i of core.interceptors.list(ev.type)) {
    if (!isHandlerTransform(i) || (i.filter && !i.filter(ev as never, core))) continue;
    out.push({
      id: `app:${i.id}`, description: i.description, self: false, chooser: i.chooser ?? affectedPlayer(core, ev),
      apply: (e) => {
        core.interceptors.use(i);
        const r = i.handler(e as never, core);
        return r === null ? [] : Array.isArray(r) ? [...(r as GameEvent[])] : [r as GameEvent];
      },
    });
  }
  return out;
}

