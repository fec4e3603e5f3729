/**
 * Hyperdraft's statecharts: step lists as data, and the turn, priority, stack, combat and game machines.
 * Each machine runs alone; `gameMachine` composes turn and priority.
 *
 * @example
 * import { createActor } from 'xstate';
 * import { priorityMachine, turnMachine } from './machines/index.ts';
 * const turn = createActor(turnMachine, { input: { players: 2 } }).start();
 */
export { magicSteps, adventureSteps, pocketSteps, type StepDef } from './steps.ts';
export { magicJumps, type TurnCondition, type TurnJump } from './turn-jumps.ts';
export {
  createTurnMachine,
  turnMachine,
  turnSnapshotAt,
  UNBOUNDED_TURNS,
  type TurnContext,
  type TurnInput,
  type TurnEvent,
  type TurnOptions,
  type TurnMachine,
  type TurnPosition,
} from './turn.ts';
export { priorityMachine, type PriorityContext, type PriorityInput, type PriorityEvent, type PriorityMachine } from './priority.ts';
export {
  stackMachine,
  DEFAULT_STACK_MAX,
  type StackContext,
  type StackInput,
  type StackEvent,
  type StackEmitted,
  type StackMachine,
} from './stack.ts';
export {
  combatMachine,
  DEFAULT_COMBAT_MAX,
  type CombatContext,
  type CombatInput,
  type CombatEvent,
  type CombatMachine,
} from './combat.ts';
export {
  createGameMachine,
  gameMachine,
  MAX_MULLIGANS,
  type GameContext,
  type GameInput,
  type GameEvent,
  type GameOutput,
  type GameMachine,
} from './game.ts';
export { specialConditionsMachine, conditionsOf, type SpecialConditionsEvent, type SpecialConditionsMachine } from './special-conditions.ts';
export {
  machineGraph,
  toMermaid,
  toStatelyConfig,
  edgeLabel,
  machinePathSpecs,
  legalEvents,
  enumeratePaths,
  priorityWindowLogic,
  type MachineGraph,
  type DiagramState,
  type DiagramEdge,
  type PathSpec,
  type PathReport,
  type PriorityWindowContext,
  type PriorityWindowEvent,
  type PriorityWindowInput,
} from './graph/index.ts';
export { compileMachine, CompileError, type CompiledMachine } from './compiled-machine.ts';
export { CompiledActor, CompiledSnapshot, type CompiledOptions, type CompiledStart } from './compiled-actor.ts';
export { takesCompiledTransitions, withCompiledTransitions } from './compiled-transitions.ts';
export { withMemoizedStart } from './memoized-start.ts';
