import { getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from '@xstate/graph';
import type { AnyActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import type { PathSpec } from './specs.ts';

/**
 * What {@link enumeratePaths} found for one spec: the states and edges of the bounded graph (an edge is a
 * snapshot and an event tried in it), the shortest path to every state, and the simple paths when the spec
 * asks for them.
 *
 * @example
 * const { states, edges, shortest, simple } = enumeratePaths(spec);
 */
export interface PathReport<L extends AnyActorLogic = AnyActorLogic> {
  spec: PathSpec<L>;
  states: number;
  edges: number;
  shortest: StatePath<SnapshotFrom<L>, EventFromLogic<L>>[];
  simple: StatePath<SnapshotFrom<L>, EventFromLogic<L>>[];
}

/**
 * Enumerates a spec's paths with @xstate/graph: `getAdjacencyMap`, `getShortestPaths` and, when
 * `spec.simple`, `getSimplePaths`, all with the spec's events and bounded serialisation.
 *
 * @example
 * import { enumeratePaths, machinePathSpecs } from 'hyperdraft/machines';
 * for (const spec of machinePathSpecs()) console.log(spec.name, enumeratePaths(spec).shortest.length);
 */
export function enumeratePaths<L extends AnyActorLogic>(spec: PathSpec<L>): PathReport<L> {
  const options = {
    input: spec.input,
    events: spec.events,
    ...(spec.serializeState ? { serializeState: spec.serializeState } : {}),
  } as never;
  const simpleOptions = spec.simpleSerializeState ? ({ ...(options as object), serializeState: spec.simpleSerializeState } as never) : options;
  const adjacency = getAdjacencyMap(spec.logic, options) as unknown as Record<string, { transitions: Record<string, unknown> }>;
  const vertices = Object.values(adjacency);
  return {
    spec,
    states: vertices.length,
    edges: vertices.reduce((n, v) => n + Object.keys(v.transitions).length, 0),
    shortest: getShortestPaths(spec.logic, options) as never,
    simple: spec.simple ? (getSimplePaths(spec.logic, simpleOptions) as never) : [],
  };
}
