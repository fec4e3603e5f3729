/**
 * The game runtime: the turn and priority machines drive the flow, the rules do the work, player actors
 * decide, object actors live while their permanents do, and every event goes out on the RxJS bus.
 */
import { Subscription, type Observable } from 'rxjs';
import { magicSteps, turnMachine, type StepDef } from '../machines/index.ts';
import {
  EngineError, GameCore, IllegalActionError, beginStep, clonePlain, endStep, legalActions, legalLandPlays, needsFirstStrikeStep, performAction,
  resetLoopHistory, beginCombat, settleBeforePriority, emit, detectLoop, objectEntered, nextToBlock, intercept, viewEvent, viewOf,
} from '../rules/index.ts';
import type {
  GameEvent, GameEventType, GameResult, GameState, InterceptSpec, PlayerAction, PendingDecision, PlayerId, PlayerView, ViewEvent,
} from '../rules/index.ts';
import { ObjectActors } from './object-actor.ts';
import type { GameActor } from './game-actor.ts';
import { startRuntimeActor, wantsObjectActors } from './runtime-mode.ts';
import { Seats, playerSeats, type Awaited } from './seats.ts';
import { checkedAtBoundary } from './boundary.ts';
import type { PlayerActor } from './player-actor.ts';
import type { Policy } from './policy.ts';
import { EventBus } from './streams.ts';
import { MachineDriver } from './machine-driver.ts';
import { EXPECTED_ACTIONS, plainestAction, spawnTurnAndPriority, turnPastPlayersWhoLeft, type PriorityActor, type TurnActor } from './magic-machines.ts';
import { playerEvents } from './views/index.ts';
import { MAX_RESOLUTIONS_WITHOUT_ACTION, type GameOptions } from './game-options.ts';

export type { GameOptions };

/** The runtime's fields that an action rolled back while it waited for an answer puts back. */
interface RuntimeFields { decisions: number; resolutions: number; cleanupAgain: boolean }

/**
 * A running game.
 * @example const g = new Game(state, { cards: pool, policies: [randomPolicy(1), randomPolicy(2)] }); g.start(); g.run();
 */
export class Game {
  readonly core: GameCore;
  readonly bus = new EventBus();
  readonly players: PlayerActor[];
  readonly objects: ObjectActors | null;
  readonly steps: readonly StepDef[];
  turn!: TurnActor;
  priority!: PriorityActor;
  /** The stack and combat actors (`machines.stack`, `machines.combat`), which the rules drive through their transitions. */
  readonly machines: MachineDriver;
  decisions = 0;
  /** When set, advance() stops in a step without priority (untap, cleanup) once its turn-based actions are done and this returns true (scenarios). */
  haltAt: ((s: GameState) => boolean) | null = null;
  private resolutionsWithoutAction = 0;
  private cleanupAgain = false;
  private readonly maxTurns: number;
  /** The actions legalActions offered for the current decision, and the version of the game they were checked at. */
  private offered: { list: PlayerAction[]; version: number } | null = null;
  /** The players' seats: asked every decision, waited for when they answer later. */
  private readonly seats: Seats<RuntimeFields>;
  /** The game actor, root of the actor tree (turn, priority, stack, combat, players, objects); in fast mode, its compiled stand-in. */
  readonly actor: GameActor;

  constructor(state: GameState, private readonly options: GameOptions) {
    this.steps = options.steps ?? magicSteps;
    this.maxTurns = options.maxTurns ?? 200;
    this.actor = startRuntimeActor(turnMachine, options);
    // Objects' actors are the game actor's children when the game is inspected, so the inspection stream shows the
    // whole tree. Otherwise each is an actor of its own: spawning and stopping a child through the game actor's
    // snapshot costs ~65 µs with a few dozen children (ten times a separate actor), a quarter of a game's time.
    this.objects = !wantsObjectActors(options) ? null : new ObjectActors(undefined, options.inspect ? this.actor : undefined);
    this.machines = new MachineDriver(this.actor, () => this.core);
    this.players = options.policies.map((policy, seat) => this.actor.spawn<PlayerActor>('player', `player-${seat}`, { seat, policy }));
    const game = this;
    this.seats = new Seats<RuntimeFields>({
      get core() { return game.core; },
      saveFields: () => ({ decisions: this.decisions, resolutions: this.resolutionsWithoutAction, cleanupAgain: this.cleanupAgain }),
      rollBack: (f) => this.rollBack(f),
      publish: (events) => { for (const e of events) this.bus.publish(e); },
      submit: (a) => this.submit(a),
      step: () => this.step(),
      start: () => this.start(),
    }, options.policies, playerSeats(() => this.core, this.players));
    this.core = new GameCore(state, {
      cards: options.cards,
      keepLog: options.keepLog,
      decide: options.choose ?? ((c) => this.seats.decide(c)),
      sink: (e) => (this.seats.tx.running ? this.seats.tx.hold(e) : this.bus.publish(e)),
      lifecycle: this.objects ?? undefined,
      machines: this.machines,
    });
    for (const id of state.battlefield) objectEntered(this.core, this.core.obj(id));
    this.attachMachines();
  }

  get state(): GameState { return this.core.s; }
  get over(): boolean { return this.core.s.result !== null; }

  /** What the game waits for from an asynchronous seat: a decision, or a choice in the middle of an action (rolled back meanwhile); null if nothing. */
  awaiting(): Awaited | null {
    return this.seats.awaiting();
  }

  /** Play to the end, waiting for asynchronous seats; rejects with the first error (a PolicyError names the seat). @example await game.play() */
  play(): Promise<GameResult> {
    return this.seats.play();
  }

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

  /**
   * A game to play on independently from this position: a copy of the state (its generator with it), the same
   * cards, steps and limits, and `policies`; in fast mode with no log unless `options` say otherwise. What the
   * original keeps outside its state (its loop-detection history, its policies' generators) is not copied.
   * @example const f = game.fork([randomPolicy(1), randomPolicy(2)]); f.run();
   */
  fork(policies: Policy[], options: Pick<GameOptions, 'mode' | 'keepLog' | 'objectActors'> = {}): Game {
    const { inspect: _, choose: __, ...same } = this.options;
    const g = new Game(clonePlain(this.core.s), { ...same, policies, mode: 'fast', keepLog: false, ...options });
    g.decisions = this.decisions;
    g.resolutionsWithoutAction = this.resolutionsWithoutAction;
    g.cleanupAgain = this.cleanupAgain;
    return g;
  }

  /** (Re)spawn the turn, priority, stack and combat actors under the game actor, at the state's current position. */
  private attachMachines(): void {
    ({ turn: this.turn, priority: this.priority } = spawnTurnAndPriority(this.actor, this.core.s, this.steps));
    this.machines.attach();
  }

  private stepsByName: Map<string, StepDef> | null = null;
  private stepDef(name: string): StepDef | undefined {
    this.stepsByName ??= new Map(this.steps.map((s) => [s.name, s]));
    return this.stepsByName.get(name);
  }

  /** Begin the game at the first step of turn 1 (after shuffles and mulligans, see setupGame). */
  start(): void {
    if (this.seats.tx.waitingFor()) { this.seats.startWhenReady = true; return; }
    this.inTransaction(() => { this.beginCurrentStep(); this.advance(); });
  }

  /** Run part of the game that may ask asynchronous seats a choice (newGame's opening): as a transaction that waits for late answers. */
  inTransaction(run: () => void): void {
    this.seats.inTransaction(run);
  }

  /** Begin play at the state's position without turn-based actions (a scenario's setup). */
  resume(): void {
    this.inTransaction(() => {
      const s = this.core.s;
      // A game set up in the declare attackers step has a combat begun before it (CR 507): the combat actor starts there.
      if (s.step === 'declare_attackers' && !s.combat) { beginCombat(this.core); this.machines.attach(); }
      this.grant(s.active);
      this.advance();
    });
  }

  pending(): PendingDecision | null { return this.core.s.pending; }

  private grant(to: number): void {
    const { value, context: c } = this.priority.getSnapshot();
    // A GRANT to the player who already holds priority with no passes would leave the snapshot as it is
    // (after declaring attackers in a step that began with a grant): no event to send.
    const unchanged = value === 'open' && c.holder === to && c.passes === 0 && c.active === this.core.s.active;
    if (!unchanged) this.priority.send({ type: 'GRANT', to, active: this.core.s.active });
    this.syncPriority();
  }

  private syncPriority(): void {
    const c = this.priority.getSnapshot().context;
    this.core.s.priority = c.holder;
    this.core.s.passes = c.passes;
  }

  private beginCurrentStep(): void {
    const snap = this.turn.getSnapshot();
    const s = this.core.s;
    s.turn = snap.context.turn;
    s.active = snap.context.active;
    beginStep(this.core, String(snap.value));
    // CR 117.3a: the active player receives priority at the start of a step that has priority; untap
    // and cleanup give none (cleanup only if something happens there, CR 514.3a — granted then).
    if (this.stepDef(s.step)?.priority) this.grant(s.active);
  }

  private nextStep(): void {
    const s = this.core.s;
    endStep(this.core);
    if (s.step === 'cleanup' && this.cleanupAgain) {
      this.cleanupAgain = false;
      this.beginCurrentStep();
      return;
    }
    if (s.step === 'cleanup' && s.turn >= this.maxTurns) { emit(this.core, { type: 'game_draw', reason: `turn limit ${this.maxTurns}` }); return; }
    const noAttackers = s.step === 'declare_attackers' && !(s.combat?.attackers.length);
    const firstStrike = s.step === 'declare_blockers' && needsFirstStrikeStep(this.core);
    this.turn.send({ type: 'NEXT', noAttackers, firstStrike });
    this.turn = turnPastPlayersWhoLeft(this.actor, this.turn, this.core.s);
    this.beginCurrentStep();
  }

  /** Run the game forward until a player must decide or the game is over. */
  advance(): void {
    const s = this.core.s;
    while (!s.result) {
      if (s.pending) return;
      const step = s.step;
      if (step === 'declare_attackers' && s.combat && !s.combat.declared) {
        // An active player who left the game declares no attack (CR 800.4a).
        if (!s.players[s.active]!.lost) { s.pending = { kind: 'attackers', player: s.active }; return; }
        s.combat.declared = true;
      }
      if (step === 'declare_blockers' && s.combat && !s.combat.blocksDeclared && s.combat.attackers.length) {
        // Each defending player in turn declares blockers for the creatures attacking them (CR 509.1).
        const defender = nextToBlock(this.core);
        if (defender !== null) { s.pending = { kind: 'blockers', player: defender }; return; }
      }
      const def = this.stepDef(step);
      if (def?.priority || step === 'cleanup') {
        const happened = settleBeforePriority(this.core);
        if (s.result) return;
        if (step === 'cleanup' && !happened && !s.stack.length) {
          if (this.haltAt?.(s)) return;
          this.nextStep();
          continue;
        }
        if (step === 'cleanup' && !this.cleanupAgain) { this.cleanupAgain = true; this.grant(s.active); }
        this.syncPriority();
        const holder = s.priority ?? s.active;
        // Priority passes over a player who left the game to the next one still in it (CR 800.4a).
        if (s.players[holder]!.lost) { this.pass(); return; }
        s.pending = { kind: 'priority', player: holder };
        return;
      }
      if (this.haltAt?.(s)) return;
      this.nextStep();
    }
  }

  /**
   * Submit the waiting player's action. Illegal actions throw IllegalActionError and change nothing.
   * @example game.submit({ type: 'pass', player: 0 })
   */
  submit(input: PlayerAction): void {
    const action = this.offered?.list.includes(input) ? input : checkedAtBoundary(this.core.s, input);
    const waiting = this.seats.tx.waitingFor();
    if (waiting) throw new IllegalActionError('action/awaiting_choice', `the game waits for ${this.core.s.players[waiting.player]?.name ?? waiting.player}'s ${waiting.kind} choice; answer it first (game.answer)`);
    this.inTransaction(() => this.perform(action));
  }

  private perform(action: PlayerAction): void {
    const s = this.core.s;
    const p = s.pending;
    if (s.result) throw new IllegalActionError('action/game_over', 'the game is over');
    if (action.type === 'concede') {
      // CR 104.3a: a player can concede at any time.
      if (!s.players[action.player] || s.players[action.player]!.lost) throw new IllegalActionError('action/no_player', `no player ${action.player} in the game`);
      performAction(this.core, action);
      // The game goes on without them (CR 800.4a): a decision they were to make passes to the next player.
      if (!s.result && p && s.players[p.player]!.lost) {
        if (p.kind === 'priority') this.pass();
        else { s.pending = null; this.advance(); }
      }
      return;
    }
    if (!p || p.player !== action.player) {
      throw new IllegalActionError('action/not_your_decision', `it is not ${s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${s.players[p.player]?.name})` : ''}`);
    }
    if (!EXPECTED_ACTIONS[p.kind].includes(action.type)) throw new IllegalActionError('action/wrong_decision', `waiting for ${p.kind}, not ${action.type}`);
    if (action.type === 'pass') { this.decisions++; this.pass(); return; }
    // An action legalActions just offered has passed its validation in this very state, so it can't be
    // refused; anything else is performed against a backup that a refusal restores.
    const offered = this.offered;
    this.offered = null;
    const validated = offered !== null && offered.version === this.core.version && offered.list.includes(action);
    const backup = validated ? null : clonePlain(s);
    try {
      performAction(this.core, action);
    } catch (e) {
      if (backup) { this.core.restore(backup); this.machines.attach(); }
      throw e;
    }
    this.decisions++;
    resetLoopHistory(this.core);
    this.resolutionsWithoutAction = 0;
    s.pending = null;
    if (action.type === 'cast' || action.type === 'activate' || action.type === 'play_land') {
      // ACT resets the passes (CR 117.3c); with none counted it would leave the snapshot as it is.
      if (this.priority.getSnapshot().context.passes > 0) this.priority.send({ type: 'ACT' });
      this.syncPriority();
    } else if (action.type === 'attack' || action.type === 'block') {
      this.grant(s.active);
    } else if (action.type === 'shortcut') {
      // The loop ran through the rules (rules/flow/shortcuts.ts): the machines catch up; after a resolution the
      // active player receives priority (CR 117.3b), after an action its taker keeps it (117.3c).
      this.machines.attach();
      this.grant(action.steps[action.steps.length - 1]!.type === 'resolve' ? s.active : action.player);
    }
    this.advance();
  }

  private pass(): void {
    const s = this.core.s;
    s.pending = null;
    this.priority.send({ type: 'PASS' });
    this.syncPriority();
    if (this.priority.getSnapshot().value === 'allPassed') {
      if (s.stack.length) {
        this.machines.resolveTop(this.core);
        settleBeforePriority(this.core);
        if (!s.result) detectLoop(this.core);
        const bound = this.options.maxResolutions ?? MAX_RESOLUTIONS_WITHOUT_ACTION;
        if (++this.resolutionsWithoutAction > bound) {
          throw new EngineError('engine/unending', `${bound.toLocaleString('en-US')} resolutions in a row without a player's action, the state never repeating: an unending loop the loop rules (CR 104.4b) cannot call a draw`);
        }
        this.grant(s.active);
      } else {
        if (s.step !== 'cleanup') this.cleanupAgain = false;
        this.nextStep();
      }
    }
    this.advance();
  }

  /** Ask the waiting player's actor for its decision and submit it; false when nothing waits or the answer comes later (see play). */
  step(): boolean {
    const p = this.core.s.pending;
    if (!p || this.core.s.result || this.seats.waiting) return false;
    const action = this.seats.ask(p, () => this.offer(legalActions(this.core, p.player)), () => this.offer(legalLandPlays(this.core, p.player)));
    if (action === null) return false;
    this.submitOrDefault(p, action);
    return true;
  }

  /** A bot's illegal action counts as the plainest legal one (pass, no attack, no block). */
  private submitOrDefault(p: PendingDecision, action: PlayerAction): void {
    try {
      this.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      this.submit(plainestAction(p));
    }
  }

  /** Put the runtime back as it was when a rolled-back action began. */
  private rollBack(f: RuntimeFields): void {
    this.decisions = f.decisions;
    this.resolutionsWithoutAction = f.resolutions;
    this.cleanupAgain = f.cleanupAgain;
    this.offered = null;
    this.attachMachines();
    this.objects?.reconcile(this.core);
  }

  /** Remember the actions just offered to the waiting player: submitting one of them needs no backup. */
  private offer(list: PlayerAction[]): PlayerAction[] {
    this.offered = { list, version: this.core.version };
    return list;
  }

  /** Play until the game ends or `maxDecisions` decisions were made. */
  run(maxDecisions = 100_000): void {
    for (let i = 0; i < maxDecisions && this.step(); i++);
  }

  /** Events of the whole game (when the log is kept). */
  get log(): GameEvent[] { return this.core.log; }

  // Per-player views (CR 400.2 hidden zones: 401.2 libraries, 402.3 hands, 708 face-down; see rules/view) ------
  /**
   * The game as `player` may see it: public zones in full, their own hand, other hands and every library as
   * counts, nothing of the random generator.
   * @example game.view(1).players[0].handSize // 7, while game.view(1).players[0].hand is null
   */
  view(player: PlayerId): PlayerView { return viewOf(this.core.s, player); }

  /**
   * `player`'s event stream: the bus's events from now on, with what they may not see blanked (the card an
   * opponent draws is null).
   * @example game.view$(1).subscribe((e) => { if (e.type === 'draw') console.log(e.player, e.object); });
   */
  view$(player: PlayerId): Observable<ViewEvent> { return playerEvents(this.bus, () => this.core.s, player, viewEvent); }

  dispose(): void {
    this.objects?.stopAll();
    this.actor.dispose();
    this.bus.complete();
  }
}
