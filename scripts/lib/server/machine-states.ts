/**
 * The statecharts beside the browser table: the game's own machine actors (turn, priority, and Magic's stack and
 * combat) read from its actor tree (`game.actor.root.getSnapshot().children`), each drawn once as the inspector
 * draws it (scripts/inspector/svg.ts) and lit with its current states on every view the server sends.
 */
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { machineSvg } from '../../inspector/svg.ts';
import { stateIds } from '../../inspector/session.ts';

/** How many states a chart row holds, by machine (as the inspector lays them out). */
const COLUMNS: Readonly<Record<string, number>> = { turn: 5, priority: 2, stack: 2, combat: 3 };

/** The game's machine actors by id (`turn`, `priority`, `priority-2`, `stack`, `combat`); players' and objects' actors left out. */
function machineActors(game: unknown): [string, AnyActorRef][] {
  const root = (game as { actor?: { root?: AnyActorRef } }).actor?.root;
  if (!root) return [];
  const children = (root.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  return Object.entries(children).filter((e): e is [string, AnyActorRef] => e[1] !== undefined && /^(turn|priority|stack|combat)(-\d+)?$/.test(e[0]));
}

/**
 * Each machine actor's current states (atomic state ids, as the charts' `data-state`).
 * @example machineStates(session.game) // { turn: ['precombat_main'], priority: ['open'], stack: ['empty'], combat: ['idle'] }
 */
export function machineStates(game: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, actor] of machineActors(game)) out[id] = stateIds((actor.getSnapshot() as { value?: unknown }).value);
  return out;
}

const drawn = new WeakMap<AnyStateMachine, Map<string, string>>();

/**
 * The SVG chart of each machine actor (drawn once a machine and id, then kept).
 * @example machineCharts(session.game).turn // '<svg … data-machine="turn" …>'
 */
export function machineCharts(game: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, actor] of machineActors(game)) {
    const machine = (actor as { logic?: unknown }).logic as AnyStateMachine | undefined;
    if (!machine || typeof machine !== 'object' || !('root' in machine)) continue;
    let byId = drawn.get(machine);
    if (!byId) { byId = new Map(); drawn.set(machine, byId); }
    let svg = byId.get(id);
    if (svg === undefined) {
      const kind = id.replace(/-\d+$/, '');
      svg = machineSvg(id, machine, COLUMNS[kind] ?? 3, id.startsWith('priority-') ? `priority (${id.slice(9)} players)` : id);
      byId.set(id, svg);
    }
    out[id] = svg;
  }
  return out;
}
