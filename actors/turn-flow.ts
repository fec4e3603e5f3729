/**
 * How a ruleset's turn goes on between decisions, on the shared runtime (actors/ruleset-game.ts): who must decide
 * now, what an action does to the flow, and how the turn actor moves through the steps. Two flows come with the
 * framework: priority windows (actors/priority-flow.ts: everyone in a step's window passes in succession, as in
 * Adventure and Duel) and Pocket's, where the active player acts until the turn ends and a player whose Active
 * Pokémon was Knocked Out promotes another (actors/pocket/flow.ts). A ruleset of one's own may bring its own.
 */
import type { GameCore } from '../rules/index.ts';
import type { GameActor } from './game-actor.ts';
import type { TurnActor } from './machine-actor.ts';

/**
 * What a flow may use of its runtime: the core, the game actor (to spawn and stop the turn actor and its own
 * actors), and the guarded way to perform an action.
 */
export interface FlowHost<A> {
  readonly core: GameCore;
  readonly actor: GameActor;
  /** Decisions made so far (the runtime's counter). */
  decisions: number;
  /**
   * Run `perform` for an action that is not a pass: at once when legal-action listing just offered this very action
   * in this very state, otherwise against a backup of the state that a refusal restores (`restored` then runs).
   */
  guarded(action: A, perform: () => void, restored?: () => void): void;
  /** Whether a scenario asked the game to stop here, in a step without decisions, once its effects are done. */
  halted(): boolean;
}

/**
 * A ruleset's turn flow. Its methods run inside the runtime's transactions (a seat may answer a choice later);
 * `D` is its decision type.
 */
export interface TurnFlow<A, D> {
  /** The turn actor (null before a flow that spawns it at the start has started). */
  readonly turn: TurnActor | null;
  /** The decision the game waits for, or null. */
  pending(): D | null;
  /** Begin the game: the first turn's first step (`first`: the player who goes first, where the ruleset asks it). */
  start(first?: number): void;
  /** Go on from the state's position (a scenario's setup, a save). */
  resume(): void;
  /** Run the game forward until a player must decide or the game is over. */
  advance(): void;
  /** Perform a checked action for the waiting decision (or a concession at any time); IllegalActionError changes nothing. */
  perform(action: A): void;
  /** The legal actions of the waiting player. */
  legal(player: number): A[];
  /** The land plays among the legal actions, for a policy that plays a land first (Magic, CR 305.1); without it, none are offered apart. */
  lands?(player: number): A[];
  /** What a player does when its policy's action was refused (a pass, or the ruleset's way to end its turn); null: rethrow. */
  fallback(player: number): A | null;
  /** The flow's fields an action rolled back while it waited for an answer puts back (its machines' snapshots). */
  save(): unknown;
  rollBack(saved: unknown): void;
}
