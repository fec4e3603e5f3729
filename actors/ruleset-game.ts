/**
 * The shared runtime of a ruleset given as data and modules (actors/ruleset.ts): under one game actor, the turn
 * machine built from the ruleset's steps walks the steps, the ruleset's turn flow says who must decide (priority
 * windows, actors/priority-flow.ts, or a flow of its own such as Pocket's), the rules do the work through the core's
 * event pipeline, player actors decide through their policies (from their own view), object actors live while their
 * permanents do, and every event goes out on the RxJS bus. Adventure and Pocket run on it (actors/adventure,
 * actors/pocket), and so does a game of your own (docs/new-ruleset.md).
 */
import { Subscription } from 'rxjs';
import type { Observable } from 'rxjs';
import type { Actor } from 'xstate';
import type { TurnMachine } from '../machines/index.ts';
import { GameCore, IllegalActionError, cloneState, compactState, intercept, objectEntered } from '../rules/index.ts';
import type {
  Answer, Choice, GameEvent, GameEventType, GameResult, GameState, InterceptSpec, PendingDecision, PlayerAction, PlayerId, PlayerView, RulesetHooks, ViewEvent,
} from '../rules/index.ts';
import { checkedAtBoundary } from './boundary.ts';
import type { GameActor } from './game-actor.ts';
import { startRuntimeActor, wantsObjectActors, type RuntimeMode } from './runtime-mode.ts';
import type { Inspect } from './inspect.ts';
import { ObjectActors } from './object-actor.ts';
import type { PlayerActor } from './player-actor.ts';
import type { Policy } from './policy.ts';
import { PriorityFlow } from './priority-flow.ts';
import type { AnyRuleset, FlowRuleset, RulesetDefinition } from './ruleset.ts';
import { Seats, playerSeats, type Awaited, type SeatDecision, type SeatLine, type SeatPolicy } from './seats.ts';
import { EventBus } from './streams.ts';
import type { FlowHost, TurnFlow } from './turn-flow.ts';
import { FlowLink, SeatsLink } from './game-links.ts';
import { playerEvents } from './views/index.ts';

/**
 * Options of a game on the shared runtime: its cards, a policy per seat, and what to keep and watch.
 * @example { cards: pool, policies: [bot(1), bot(2)], maxTurns: 50 }
 */
export interface RulesetGameOptions<Pool, V extends PlayerView, P extends SeatPolicy = Policy<V, Pool>> {
  cards: Pool;
  policies: P[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  objectActors?: boolean;
  /** `actors` (default) or `fast` (compiled machines, docs/fast-mode.md). */
  mode?: RuntimeMode;
  keepLog?: boolean;
  /** The last turn; when it ends the game is a draw (rulesets with priority windows; others keep their own limit). */
  maxTurns?: number;
  /** XState's inspection observer, given to the game actor, so it sees every actor under it (turn, priority windows, players, objects). */
  inspect?: Inspect;
  /** The rules' event pipeline to use instead of `ruleset.rules(cards)` (a scenario's, to force random results). */
  hooks?: RulesetHooks;
}

/** What an action rolled back while it waited for an answer puts back: the decisions counted and the flow's machines. */
interface RuntimeFields { decisions: number; flow: unknown }

const isFlowRuleset = <S extends GameState, Pool, V extends PlayerView, A, D extends SeatDecision>(r: AnyRuleset<S, Pool, V, A, D>): r is FlowRuleset<S, Pool, V, A, D> => 'flow' in r;

/**
 * A running game of a ruleset given as a definition. `A` and `D` are the ruleset's action and decision types, `P`
 * its policies' and `PA` its player actors' (the shared ones unless the ruleset brings its own).
 * @example const g = new RulesetGame(duelRuleset, state, { cards: pool, policies: [duelBot(1), duelBot(2)] }); g.start(); g.run();
 */
export class RulesetGame<S extends GameState, Pool, V extends PlayerView, A = PlayerAction, D extends SeatDecision = PendingDecision, P extends SeatPolicy = Policy<V, Pool>, PA = PlayerActor> {
  readonly core: GameCore;
  readonly bus = new EventBus();
  readonly players: PA[];
  readonly objects: ObjectActors | null;
  decisions = 0;
  /** When set, advance() stops in a phase without priority once its effects are done and this returns true (scenarios). */
  haltAt: ((s: S) => boolean) | null = null;
  private offered: { list: A[]; version: number } | null = null;
  /**
   * The game actor, root of the actor tree: it spawns the turn actor, the flow's actors (a priority actor per window
   * size, `priority-2`, `priority-1`), the players' actors and, when inspected, the objects'; stopping it stops them all.
   */
  readonly actor: GameActor;
  /** The players' seats: asked every decision, waited for when they answer later. */
  private readonly seats: Seats<RuntimeFields, A, D>;
  /** Who must decide and how the turn goes on. */
  protected readonly flow: TurnFlow<A, D>;
  private readonly check: (state: S, input: unknown) => A;
  private readonly codes: string;

  constructor(readonly ruleset: AnyRuleset<S, Pool, V, A, D>, state: S, options: RulesetGameOptions<Pool, V, P>) {
    const own = isFlowRuleset(ruleset) ? ruleset : null;
    this.actor = startRuntimeActor(ruleset.turn, options, own?.playerLogic);
    // As in Magic, objects' actors are the game actor's children only when the game is inspected (cheaper otherwise).
    this.objects = (own && !own.objectActors) || !wantsObjectActors(options) ? null : new ObjectActors(undefined, options.inspect ? this.actor : undefined);
    this.players = options.policies.map((policy, seat) => this.actor.spawn<PA>('player', `player-${seat}`, { seat, policy }));
    this.check = own ? (st, input) => own.check(st, input) : (st, input) => checkedAtBoundary(st, input) as A;
    this.codes = own?.codes ?? 'action';
    // A policy's requests are made from its player's view and the ruleset's card pool.
    const line = own
      ? own.seats(() => this.core, this.players, options.cards)
      : playerSeats(() => this.core, this.players as unknown as PlayerActor[], { view: (s: GameCore['s'], player: PlayerId) => ruleset.view(s as S, player), cards: options.cards }) as unknown as SeatLine<A, D>;
    this.seats = new Seats<RuntimeFields, A, D>(new SeatsLink<RuntimeFields, A>(this, {
      saveFields: () => ({ decisions: this.decisions, flow: this.flow.save() }),
      rollBack: (f) => this.rollBack(f),
      publish: (events) => { for (const e of events) this.bus.publish(e); },
      submit: (a) => this.submit(a),
      step: () => this.step(),
      start: () => this.start(),
    }), options.policies, line);
    this.core = new GameCore(state, {
      cards: own?.cardSource?.(options.cards) ?? ruleset.magicCards,
      ruleset: options.hooks ?? ruleset.rules(options.cards),
      keepLog: options.keepLog,
      decide: options.choose ?? ((c) => this.seats.decide(c)),
      sink: (e) => (this.seats.tx.running ? this.seats.tx.hold(e) : this.bus.publish(e)),
      lifecycle: this.objects ?? undefined,
    });
    if (!own || own.objectActors) for (const id of state.battlefield) objectEntered(this.core, this.core.obj(id));
    const host = new FlowLink<A>(this, (action, perform, restored) => this.guarded(action, perform, restored), () => this.haltAt?.(this.state) ?? false);
    this.flow = own ? own.flow(host) : new PriorityFlow(host as unknown as FlowHost<PlayerAction>, ruleset as RulesetDefinition<S, Pool, V>, options.maxTurns) as unknown as TurnFlow<A, D>;
  }

  get state(): S { return this.core.s as S; }

  /**
   * The game's state as compact JSON text (each object a row of its values: rules/state/compact-state.ts), for
   * `restoreGame` (or the ruleset's restore) to play on from; `JSON.stringify(game.state)` is the long form.
   * @example const text = game.save(); const again = restoreGame(text, { cards: pool, policies });
   */
  save(): string { return JSON.stringify(compactState(this.core.s)); }
  get over(): boolean { return this.core.s.result !== null; }
  /** The turn actor (null before a flow that spawns it when the game starts has started). */
  get turn(): Actor<TurnMachine> { return this.flow.turn as unknown as Actor<TurnMachine>; }

  /**
   * Add an interceptor of the app's own (seed 003): a replacement (`transform`), a prevention (`prevent`), a
   * reaction (`react`) or a continuous effect on a value (`query`), for the whole game, a turn, or while its source
   * is on the battlefield, and at most `uses` times. Unsubscribing removes it.
   * @example
   * // House rule: damage to players is halved, rounded down.
   * const rule = game.intercept({ on: 'damage', kind: 'prevent', filter: (e) => e.target.kind === 'player', handler: (e) => ({ ...e, amount: Math.floor(e.amount / 2) }) });
   * rule.unsubscribe();
   */
  intercept<T extends GameEventType>(spec: InterceptSpec<T>): Subscription {
    return new Subscription(intercept(this.core, spec));
  }
  get log(): GameEvent[] { return this.core.log; }
  /** The decision the game waits for, or null. */
  pending(): D | null { return this.flow.pending(); }

  /**
   * What the game waits for from an asynchronous seat: a top-level decision, or a choice in the middle of an
   * action (the action is rolled back meanwhile, and runs again when the answer comes). Null when nothing waits.
   * @example game.awaiting() // { player: 0, choice: { kind: 'cards', reason: 'SACRIFICE: choose 1 to sacrifice', ... } }
   */
  awaiting(): Awaited<D> | null {
    return this.seats.awaiting();
  }

  /**
   * Play to the end, waiting for asynchronous seats whenever they take their time; bots answer at once. Resolves
   * with the result; rejects with the first error (a PolicyError names the seat and the decision).
   * @example const result = await game.play();
   */
  play(): Promise<GameResult> {
    return this.seats.play();
  }

  /**
   * Run part of the game that may ask asynchronous seats a choice (newAdventureGame's opening uses it): with such
   * seats it runs as a transaction that waits for late answers; otherwise it just runs.
   * @example game.inTransaction(() => emit(game.core, { type: 'draw', player: 0, object: null }));
   */
  inTransaction(run: () => void): void {
    this.seats.inTransaction(run);
  }

  /** Begin the game: turn 1's first step (once the opening is done, if it waits for a seat); `first` goes first where the ruleset asks it. */
  start(first?: number): void {
    if (this.seats.tx.waitingFor()) { this.seats.startWhenReady = true; return; }
    this.inTransaction(() => this.flow.start(first));
  }

  /**
   * Begin play at the state's position: a saved game (JSON) goes on with the same decision waiting; a scenario's
   * setup opens its step's window, or runs a step that gives nobody a decision.
   */
  resume(): void {
    this.inTransaction(() => this.flow.resume());
  }

  /** Run the game forward until a player must decide, the game is over, or haltAt stops it. */
  advance(): void {
    this.flow.advance();
  }

  /**
   * Submit the waiting player's action. Illegal actions throw IllegalActionError and change nothing.
   * @example game.submit({ type: 'pass', player: 0 })
   */
  submit(input: A): void {
    // The boundary check (its shape, players and objects that exist) unless legal-action listing just offered it.
    const action = this.offered?.list.includes(input) ? input : this.check(this.state, input);
    const waiting = this.seats.tx.waitingFor();
    if (waiting) throw new IllegalActionError(`${this.codes}/awaiting_choice`, `the game waits for ${this.core.s.players[waiting.player]?.name ?? waiting.player}'s ${waiting.kind} choice; answer it first`);
    this.inTransaction(() => this.flow.perform(action));
    // A finished game keeps its state and log, not what the rules kept to decide faster (computed again if asked).
    if (this.core.s.result) { this.offered = null; this.core.forgetMemo(); }
  }

  /**
   * An action that is not a pass: performed at once when legal() just offered this very action in this very state,
   * otherwise against a backup that a refusal restores.
   */
  private guarded(action: A, perform: () => void, restored?: () => void): void {
    const offered = this.offered;
    this.offered = null;
    const validated = offered !== null && offered.version === this.core.version && offered.list.includes(action);
    const backup = validated ? null : cloneState(this.core.s);
    try {
      perform();
    } catch (e) {
      if (backup) { this.core.restore(backup); restored?.(); }
      throw e;
    }
  }

  /** What a request's `legal` and `lands` call: made once, not at every decision. */
  private readonly legalNow = (): A[] => this.legal();
  private readonly landsNow = (): A[] => {
    const p = this.flow.pending();
    return p && this.flow.lands ? this.offer(this.flow.lands(p.player)) : [];
  };

  /** The legal actions of the waiting player. */
  legal(): A[] {
    const p = this.flow.pending();
    if (!p) return [];
    return this.offer(this.flow.legal(p.player));
  }

  /** Remember the actions just offered to the waiting player: submitting one of them needs no backup. */
  private offer(list: A[]): A[] {
    this.offered = { list, version: this.core.version };
    return list;
  }

  /**
   * Ask the waiting player's actor for its decision and submit it. Returns false when nothing waits, or when the
   * answer will come later (an asynchronous seat: `game.play()` goes on when it does).
   */
  step(): boolean {
    const p = this.flow.pending();
    if (!p || this.core.s.result || this.seats.waiting) return false;
    const action = this.seats.ask(p, this.legalNow, this.flow.lands ? this.landsNow : undefined);
    if (action === null) return false;
    try {
      this.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      const fallback = this.flow.fallback(p.player);
      if (fallback === null) throw e;
      this.submit(fallback);
    }
    return true;
  }

  /** Put the runtime back as it was when a rolled-back action began: counters, the flow's actors, objects' actors. */
  private rollBack(f: RuntimeFields): void {
    this.decisions = f.decisions;
    this.offered = null;
    this.flow.rollBack(f.flow);
    this.objects?.reconcile(this.core);
  }

  /** Play until the game ends or `maxDecisions` decisions were made. */
  run(maxDecisions = 100_000): void {
    for (let i = 0; i < maxDecisions && this.step(); i++);
  }

  // Per-player views (CR 400.2: the ruleset's view hides hidden zones) ----------------------------------------------
  /**
   * The game as `player` may see it, by the ruleset's view.
   * @example game.view(0).players[1].hand // null: the opponent's hand is hidden
   */
  view(player: PlayerId): V { return this.ruleset.view(this.state, player); }

  /**
   * `player`'s event stream: the bus's events from now on, with what they may not see blanked.
   * @example game.view$(1).subscribe((e) => ui.show(e));
   */
  view$(player: PlayerId): Observable<ViewEvent> { return playerEvents(this.bus, () => this.state, player, this.ruleset.viewEvent); }
  // End of per-player views ------------------------------------------------------------------------------------

  dispose(): void {
    this.objects?.stopAll();
    this.actor.dispose();
    this.bus.complete();
  }
}
