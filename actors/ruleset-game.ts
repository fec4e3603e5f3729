/**
 * The shared runtime of a ruleset given as data and modules (`RulesetDefinition`, actors/ruleset.ts): under one game
 * actor, the turn machine built from the ruleset's steps walks the steps, a priority actor per window size runs each
 * step's window, the rules do the work through the core's event pipeline, player actors decide through their
 * policies (from their own view), object actors live while their permanents do, and every event goes out on the
 * RxJS bus. Adventure runs on it (actors/adventure), and so does a game of your own (docs/new-ruleset.md).
 */
import { Subscription } from 'rxjs';
import type { Observable } from 'rxjs';
import type { Actor, Snapshot } from 'xstate';
import { priorityMachine } from '../machines/index.ts';
import type { TurnMachine } from '../machines/index.ts';
import { GameCore, IllegalActionError, clonePlain, emit, intercept, objectEntered } from '../rules/index.ts';
import type {
  Answer, Choice, GameEvent, GameEventType, GameResult, GameState, InterceptSpec, PendingDecision, PlayerAction, PlayerId, PlayerView, ViewEvent,
} from '../rules/index.ts';
import { checkedAtBoundary } from './boundary.ts';
import type { GameActor } from './game-actor.ts';
import { startRuntimeActor, wantsObjectActors, type RuntimeMode } from './runtime-mode.ts';
import type { Inspect } from './inspect.ts';
import { ObjectActors } from './object-actor.ts';
import type { PlayerActor } from './player-actor.ts';
import type { Policy } from './policy.ts';
import type { RulesetDefinition, StepWindow } from './ruleset.ts';
import { Seats, playerSeats, type Awaited } from './seats.ts';
import { EventBus } from './streams.ts';
import { playerEvents } from './views/index.ts';

/**
 * Options of a game on the shared runtime: its cards, a policy per seat, and what to keep and watch.
 * @example { cards: pool, policies: [bot(1), bot(2)], maxTurns: 50 }
 */
export interface RulesetGameOptions<Pool, V extends PlayerView> {
  cards: Pool;
  policies: Policy<V, Pool>[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  objectActors?: boolean;
  /** `actors` (default) or `fast` (compiled machines, docs/fast-mode.md). */
  mode?: RuntimeMode;
  keepLog?: boolean;
  /** The last turn; when it ends the game is a draw. */
  maxTurns?: number;
  /** XState's inspection observer, given to the game actor, so it sees every actor under it (turn, priority windows, players, objects). */
  inspect?: Inspect;
}

/** The runtime's fields that an action rolled back while it waited for an answer puts back. */
interface RuntimeFields {
  decisions: number;
  window: StepWindow | null;
  turn: Snapshot<unknown>;
  /** The priority windows' actors, by size. */
  windows: [number, Snapshot<unknown>][];
}

/**
 * A running game of a ruleset given as a definition.
 * @example const g = new RulesetGame(duelRuleset, state, { cards: pool, policies: [duelBot(1), duelBot(2)] }); g.start(); g.run();
 */
export class RulesetGame<S extends GameState, Pool, V extends PlayerView> {
  readonly core: GameCore;
  readonly bus = new EventBus();
  readonly players: PlayerActor[];
  readonly objects: ObjectActors | null;
  turn: Actor<TurnMachine>;
  decisions = 0;
  /** When set, advance() stops in a phase without priority once its effects are done and this returns true (scenarios). */
  haltAt: ((s: S) => boolean) | null = null;
  private readonly windows = new Map<number, Actor<typeof priorityMachine>>();
  private window: StepWindow | null = null;
  private offered: { list: PlayerAction[]; version: number } | null = null;
  /**
   * The game actor, root of the actor tree: it spawns the turn actor, a priority actor per window size
   * (`priority-2`, `priority-1`), the players' actors and, when inspected, the objects'; stopping it stops them all.
   */
  readonly actor: GameActor;
  /** The players' seats: asked every decision, waited for when they answer later. */
  private readonly seats: Seats<RuntimeFields>;

  constructor(readonly ruleset: RulesetDefinition<S, Pool, V>, state: S, options: RulesetGameOptions<Pool, V>) {
    // A policy's requests are made from its player's view and the ruleset's card pool.
    const seen = { view: (s: GameCore['s'], player: PlayerId) => ruleset.view(s as S, player), cards: options.cards };
    this.actor = startRuntimeActor(ruleset.turn, options);
    // As in Magic, objects' actors are the game actor's children only when the game is inspected (cheaper otherwise).
    this.objects = !wantsObjectActors(options) ? null : new ObjectActors(undefined, options.inspect ? this.actor : undefined);
    this.players = options.policies.map((policy, seat) => this.actor.spawn<PlayerActor>('player', `player-${seat}`, { seat, policy }));
    const game = this;
    this.seats = new Seats<RuntimeFields>({
      get core() { return game.core; },
      saveFields: () => this.saveFields(),
      rollBack: (f) => this.rollBack(f),
      publish: (events) => { for (const e of events) this.bus.publish(e); },
      submit: (a) => this.submit(a),
      step: () => this.step(),
      start: () => this.start(),
    }, options.policies, playerSeats(() => this.core, this.players, seen));
    this.core = new GameCore(state, {
      cards: ruleset.magicCards,
      ruleset: ruleset.rules(options.cards),
      keepLog: options.keepLog,
      decide: options.choose ?? ((c) => this.seats.decide(c)),
      sink: (e) => (this.seats.tx.running ? this.seats.tx.hold(e) : this.bus.publish(e)),
      lifecycle: this.objects ?? undefined,
    });
    for (const id of state.battlefield) objectEntered(this.core, this.core.obj(id));
    const step = ruleset.steps.some((x) => x.name === state.step) ? state.step : ruleset.steps[0]!.name;
    const maxTurn = Math.max(state.turn, options.maxTurns ?? 100);
    this.turn = this.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step, turn: state.turn, active: state.active, players: state.players.length, maxTurn } });
  }

  get state(): S { return this.core.s as S; }
  get over(): boolean { return this.core.s.result !== null; }

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
  pending(): PendingDecision | null { return this.core.s.pending; }

  /**
   * What the game waits for from an asynchronous seat: a top-level decision, or a choice in the middle of an
   * action (the action is rolled back meanwhile, and runs again when the answer comes). Null when nothing waits.
   * @example game.awaiting() // { player: 0, choice: { kind: 'cards', reason: 'SACRIFICE: choose 1 to sacrifice', ... } }
   */
  awaiting(): Awaited | null {
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

  /** Begin the game: turn 1's first step (once the opening is done, if it waits for a seat). */
  start(): void {
    if (this.seats.tx.waitingFor()) { this.seats.startWhenReady = true; return; }
    this.inTransaction(() => {
      const snap = this.turn.getSnapshot();
      this.ruleset.beginTurn(this.core, snap.context.turn, snap.context.active);
      this.ruleset.beginStep(this.core, String(snap.value));
      this.advance();
    });
  }

  /**
   * Begin play at the state's position: a saved game (JSON) goes on with the same priority holder and passes;
   * a scenario's setup opens its step's window, or runs a step that gives nobody priority.
   */
  resume(): void {
    this.inTransaction(() => this.resumeHere());
  }

  private resumeHere(): void {
    const s = this.core.s;
    const w = this.ruleset.window(s.step, s.active, s.players.length);
    if (!w) this.ruleset.beginStep(this.core, s.step);
    else if (s.pending && s.priority !== null && w.participants.includes(s.priority)) {
      // Grant to the player `passes` seats back and replay the passes: the machine then holds what was saved.
      const n = w.participants.length;
      const prio = this.priorityFor(n);
      this.window = w;
      prio.send({ type: 'GRANT', to: (((w.participants.indexOf(s.priority) - s.passes) % n) + n) % n, active: 0 });
      for (let i = s.passes; i > 0; i--) prio.send({ type: 'PASS' });
      this.sync();
    }
    this.advance();
  }

  private priorityFor(size: number): Actor<typeof priorityMachine> {
    let a = this.windows.get(size);
    if (!a) { a = this.actor.spawn<Actor<typeof priorityMachine>>('priority', `priority-${size}`, { players: size, active: 0 }); this.windows.set(size, a); }
    return a;
  }

  /** Give priority to a participant of the current window (0 = the first), passes counted from 0. */
  private grant(index: number): void {
    const w = this.window!;
    const prio = this.priorityFor(w.participants.length);
    prio.send({ type: 'GRANT', to: index, active: 0 });
    this.sync();
  }

  private sync(): void {
    const s = this.core.s;
    const w = this.window;
    if (!w || s.result) { s.pending = null; return; }
    const c = this.priorityFor(w.participants.length).getSnapshot().context;
    s.priority = w.participants[c.holder]!;
    s.passes = c.passes;
    s.pending = { kind: w.kind as PendingDecision['kind'], player: s.priority };
  }

  /** Run the game forward until a player must decide, the game is over, or haltAt stops it. */
  advance(): void {
    const s = this.core.s;
    while (!s.result) {
      if (this.window) { this.sync(); return; }
      const w = this.ruleset.window(s.step, s.active, s.players.length);
      if (w) { this.window = w; this.grant(0); return; }
      if (this.haltAt?.(this.state)) return;
      this.nextPhase();
    }
    s.pending = null;
  }

  private nextPhase(): void {
    const s = this.core.s;
    const before = this.turn.getSnapshot();
    this.turn.send({ type: 'NEXT' });
    const after = this.turn.getSnapshot();
    if (after.value === before.value && after.context.turn === before.context.turn) {
      emit(this.core, { type: 'game_draw', reason: `turn limit (${before.context.turn})` });
      return;
    }
    this.window = null;
    s.pending = null;
    if (after.context.turn !== s.turn) this.ruleset.beginTurn(this.core, after.context.turn, after.context.active);
    this.ruleset.beginStep(this.core, String(after.value));
  }

  /**
   * Submit the waiting player's action. Illegal actions throw IllegalActionError and change nothing.
   * @example game.submit({ type: 'pass', player: 0 })
   */
  submit(input: PlayerAction): void {
    // The boundary check (its shape, players and objects that exist) unless legal-action listing just offered it.
    const action = this.offered?.list.includes(input) ? input : checkedAtBoundary(this.core.s, input);
    const waiting = this.seats.tx.waitingFor();
    if (waiting) throw new IllegalActionError('action/awaiting_choice', `the game waits for ${this.core.s.players[waiting.player]?.name ?? waiting.player}'s ${waiting.kind} choice; answer it first`);
    this.inTransaction(() => this.perform(action));
  }

  private perform(action: PlayerAction): void {
    const s = this.core.s;
    if (s.result) throw new IllegalActionError('action/game_over', 'the game is over');
    if (action.type === 'concede') {
      if (!s.players[action.player] || s.players[action.player]!.lost) throw new IllegalActionError('action/no_player', `no player ${action.player} in the game`);
      this.ruleset.perform(this.core, action);
      this.advance();
      return;
    }
    const p = s.pending;
    const w = this.window;
    if (!p || !w || p.player !== action.player) {
      throw new IllegalActionError('action/not_your_decision', `it is not ${s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${s.players[p.player]?.name})` : ''}`);
    }
    const expected = this.ruleset.expected[w.kind] ?? [];
    if (!expected.includes(action.type)) {
      throw new IllegalActionError('action/wrong_decision', `in ${s.step.toUpperCase()} ${s.players[p.player]?.name} may ${expected.join(', ')}, not ${action.type}`);
    }
    this.decisions++;
    if (action.type === 'pass') { this.pass(); return; }
    const offered = this.offered;
    this.offered = null;
    const validated = offered !== null && offered.version === this.core.version && offered.list.includes(action);
    const backup = validated ? null : clonePlain(s);
    try {
      this.ruleset.perform(this.core, action);
    } catch (e) {
      if (backup) this.core.restore(backup);
      throw e;
    }
    // After an action priority passes to the next player of the window; alone in it, the one acting keeps it.
    const holder = this.priorityFor(w.participants.length).getSnapshot().context.holder;
    this.grant(w.participants.length > 1 ? (holder + 1) % w.participants.length : holder);
    this.advance();
  }

  private pass(): void {
    const prio = this.priorityFor(this.window!.participants.length);
    prio.send({ type: 'PASS' });
    if (prio.getSnapshot().value === 'allPassed') {
      this.ruleset.endStep(this.core);
      if (!this.core.s.result) this.nextPhase();
    } else {
      this.sync();
    }
    this.advance();
  }

  /** The legal actions of the waiting player. */
  legal(): PlayerAction[] {
    const p = this.core.s.pending;
    if (!p) return [];
    const list = this.ruleset.legalActions(this.core, p.player);
    this.offered = { list, version: this.core.version };
    return list;
  }

  /**
   * Ask the waiting player's actor for its decision and submit it. Returns false when nothing waits, or when the
   * answer will come later (an asynchronous seat: `game.play()` goes on when it does).
   */
  step(): boolean {
    const p = this.core.s.pending;
    if (!p || this.core.s.result || this.seats.waiting) return false;
    const action = this.seats.ask(p, () => this.legal());
    if (action === null) return false;
    try {
      this.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      this.submit({ type: 'pass', player: p.player });
    }
    return true;
  }

  private saveFields(): RuntimeFields {
    const windows: [number, Snapshot<unknown>][] = [...this.windows].map(([size, a]) => [size, a.getPersistedSnapshot()]);
    return { decisions: this.decisions, window: this.window, turn: this.turn.getPersistedSnapshot(), windows };
  }

  /** Put the runtime back as it was when a rolled-back action began: counters, machines' actors, objects' actors. */
  private rollBack(f: RuntimeFields): void {
    this.decisions = f.decisions;
    this.window = f.window;
    this.offered = null;
    this.actor.stop('turn');
    const t = f.turn as unknown as { value: string; context: { turn: number; active: number; players: number; maxTurn: number } };
    this.turn = this.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: t.value, turn: t.context.turn, active: t.context.active, players: t.context.players, maxTurn: t.context.maxTurn } });
    for (const size of this.windows.keys()) this.actor.stop(`priority-${size}`);
    this.windows.clear();
    for (const [size, snapshot] of f.windows) this.windows.set(size, this.actor.spawn<Actor<typeof priorityMachine>>('priority', `priority-${size}`, { at: snapshot }));
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
