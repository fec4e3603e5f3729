/**
 * Seeing and testing the machines: their drawable graph, Mermaid diagrams, Stately Studio configs, and the
 * path specifications that @xstate/graph enumerates.
 *
 * @example
 * import { machinePathSpecs, toMermaid } from './index.ts';
 */
export { machineGraph, toMermaid, edgeLabel, guardLabel, actionLabel, type MachineGraph, type DiagramState, type DiagramEdge } from './diagram.ts';
export { toStatelyConfig } from './stately.ts';
export { machinePathSpecs, legalEvents, type PathSpec } from './specs.ts';
export { enumeratePaths, type PathReport } from './enumerate.ts';
export {
  priorityWindowLogic,
  type PriorityWindowContext,
  type PriorityWindowEvent,
  type PriorityWindowInput,
} from './window.ts';
