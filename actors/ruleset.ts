/**
 * A ruleset as data and modules: what the shared runtime (`RulesetGame`, actors/ruleset-game.ts) needs to run a card
 * game — its turn structure, its state, its actions and their legality, its rules as an event pipeline, and what each
 * player may see. A ruleset with priority windows gives them (`RulesetDefinition`: Adventure,
 * actors/adventure/definition.ts, and the example game of docs/new-ruleset.md, scripts/examples/duel/); a ruleset
 * whose turn goes otherwise brings its own turn flow, seats and player actors (`FlowRuleset`: Pocket,
 * actors/pocket/definition.ts).
 */
import type { StepDef, TurnMachine } from '../machines/index.ts';
import type { CardSource, GameCore, GameState, PlayerAction, PlayerId, PlayerView, RulesetHooks } from '../rules/index.ts';
import type { PlayerLogic } from './game-actor.ts';
import type { SeatDecision, SeatLine } from './seats.ts';
import type { FlowHost, TurnFlow } from './turn-flow.ts';
import type { RedactEvent } from './views/index.ts';

/**
 * Who may act in a step and what they are asked for: the players of its priority window, in the order they get
 * priority, and the window's kind (a key of `RulesetDefinition.expected`). A step without a window (a draw step, an
 * end step) runs its effects and the turn goes on.
 * @example { participants: [1], kind: 'blockers' }
 */
export interface StepWindow { participants: PlayerId[]; kind: string }

/** What every ruleset definition gives the shared runtime. */
export interface RulesetBase<S extends GameState, Pool, V extends PlayerView> {
  /** The ruleset's name, as `--ruleset` takes it and logs show it. */
  readonly name: string;
  /** The steps of a turn, in order (the turn machine is built from them; `steps.ts` has the built-in lists). */
  readonly steps: readonly StepDef[];
  /** The turn machine made from `steps` (`createTurnMachine(steps, { conditional: [] })`), built once. */
  readonly turn: TurnMachine;
  /** The rules as the core's event pipeline (handlers, triggers, replacements) for a pool of cards. */
  rules(pool: Pool): RulesetHooks;
  /** Magic cards the core may look up; a ruleset with cards of its own gives a source that has none. */
  readonly magicCards: CardSource;
  /** The state as a player may see it (CR 400.2: hidden zones hidden). */
  view(state: S, player: PlayerId): V;
  /** An event as a player may see it. */
  readonly viewEvent: RedactEvent<S>;
}

/**
 * The definition of a ruleset with priority windows that the shared runtime takes.
 * @example
 * const game = new RulesetGame(duelRuleset, state, { cards: pool, policies: [bot(1), bot(2)] });
 */
export interface RulesetDefinition<S extends GameState, Pool, V extends PlayerView> extends RulesetBase<S, Pool, V> {
  /** The priority window of a step, or null when nobody acts in it. */
  window(step: string, active: PlayerId, players: number): StepWindow | null;
  /** The action types a player may submit in each kind of window (`pass` and `concede` included where allowed). */
  readonly expected: Readonly<Record<string, readonly PlayerAction['type'][]>>;
  /** A new turn begins (its number and active player), before its first step. */
  beginTurn(core: GameCore, turn: number, active: PlayerId): void;
  /** A step begins: its turn-based effects. */
  beginStep(core: GameCore, step: string): void;
  /** A step ends, after everyone in its window passed in succession. */
  endStep(core: GameCore): void;
  /** The legal actions of a player who must decide, `pass` first. */
  legalActions(core: GameCore, player: PlayerId): PlayerAction[];
  /** Perform a legal action that is not a pass; throw IllegalActionError, changing nothing, for an illegal one. */
  perform(core: GameCore, action: PlayerAction): void;
}

/** The priority-window part of a definition, as actors/priority-flow.ts runs it. */
export type PriorityRules<S extends GameState, Pool, V extends PlayerView> = RulesetDefinition<S, Pool, V>;

/**
 * A ruleset whose turn goes its own way (the active player acts until the turn ends, say): its turn flow, its
 * actions' boundary check, and its own player actors and the requests they are sent. `A` is its action type, `D`
 * its decision type.
 * @example new RulesetGame(pocketRuleset, state, { cards: pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] })
 */
export interface FlowRuleset<S extends GameState, Pool, V extends PlayerView, A, D extends SeatDecision> extends RulesetBase<S, Pool, V> {
  /** The turn flow of one game, on the runtime `host`. */
  flow(host: FlowHost<A>): TurnFlow<A, D>;
  /** Check an action from outside (its shape, and the players and objects it names); throws IllegalActionError. */
  check(state: S, input: unknown): A;
  /** The prefix of the runtime's own refusals' codes (`pocket/awaiting_choice`). */
  readonly codes: string;
  /** The player actors' logic (the game actor spawns one per seat). */
  readonly playerLogic: PlayerLogic;
  /** How the seats send the player actors their requests, made from each player's view and the pool. */
  seats(core: () => GameCore, players: readonly unknown[], pool: Pool): SeatLine<A, D>;
  /** The cards the core looks up, when the ruleset's are Magic's (`magicCards` otherwise). */
  cardSource?(pool: Pool): CardSource;
  /** An actor per permanent, which registers its interceptors (Magic's; in actor mode unless `objectActors: false`). */
  readonly objectActors?: boolean;
}

/** Either kind of definition. */
export type AnyRuleset<S extends GameState, Pool, V extends PlayerView, A, D extends SeatDecision> =
  | RulesetDefinition<S, Pool, V>
  | FlowRuleset<S, Pool, V, A, D>;
