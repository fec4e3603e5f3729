/**
 * The game runtime: the turn and priority machines drive the flow, the rules do the work, player actors
 * decide, object actors live while their permanents do, and every event goes out on the RxJS bus.
 */
import { Subscription } from 'rxjs';
import { intercept } from '../rules/index.ts';
import type { GameEventType, InterceptSpec } from '../rules/index.ts';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import { magicSteps, priorityMachine, turnMachine, turnSnapshotAt } from '../machines/index.ts';
import type { StepDef } from '../machines/index.ts';
import {
  GameCore, IllegalActionError, beginStep, clonePlain, endStep, legalActions, legalLandPlays, needsFirstStrikeStep, performAction,
  resetLoopHistory, resolveTop, settleBeforePriority, emit, detectLoop, objectEntered,
} from '../rules/index.ts';
import type { CardSource, GameEvent, GameState, PlayerAction, PendingDecision, Choice, Answer } from '../rules/index.ts';
import { ObjectActors } from './object-actor.ts';
import type { Policy } from './policy.ts';
import { askAction, askChoice, createPlayerActor } from './player-actor.ts';
import type { PlayerActor } from './player-actor.ts';
import { EventBus } from './streams.ts';
import { mirrorMachines, type Inspect, type MachineMirror } from './mirror.ts';

export interface GameOptions {
  cards: CardSource;
  policies: Policy[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  objectActors?: boolean;
  keepLog?: boolean;
  maxTurns?: number;
  steps?: readonly StepDef[];
  /** XState's inspection observer, passed to every actor the game creates (turn, priority, players, mirrors). */
  inspect?: Inspect;
  /** Also drive a stack and a combat actor from the bus (`game.mirror`), for inspectors; off by default. */
  mirrorMachines?: boolean;
}

const MAX_RESOLUTIONS_WITHOUT_ACTION = 500;

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
  turn!: Actor<typeof turnMachine>;
  priority!: Actor<typeof priorityMachine>;
  /** The stack and combat actors that follow the game when `mirrorMachines` is set. */
  readonly mirror: MachineMirror | null;
  decisions = 0;
  private resolutionsWithoutAction = 0;
  private cleanupAgain = false;
  private readonly maxTurns: number;
  /** The actions legalActions offered for the current decision, and the version of the game they were checked at. */
  private offered: { list: PlayerAction[]; version: number } | null = null;

  constructor(state: GameState, private readonly options: GameOptions) {
    this.steps = options.steps ?? magicSteps;
    this.maxTurns = options.maxTurns ?? 200;
    this.objects = options.objectActors === false ? null : new ObjectActors(options.inspect);
    this.players = options.policies.map((p, i) => createPlayerActor(i, p, options.inspect));
    this.core = new GameCore(state, {
      cards: options.cards,
      keepLog: options.keepLog,
      decide: options.choose ?? ((c) => askChoice(this.players[c.player]!, c, { core: this.core })),
      sink: (e) => this.bus.publish(e),
      lifecycle: this.objects ?? undefined,
    });
    for (const id of state.battlefield) objectEntered(this.core, this.core.obj(id));
    this.attachMachines();
    this.mirror = options.mirrorMachines ? mirrorMachines(this.bus, () => this.core.s, options.inspect) : null;
  }

  get state(): GameState { return this.core.s; }
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

  /** (Re)create the turn and priority actors at the state's current position. */
  private attachMachines(): void {
    const s = this.core.s;
    const step = this.steps.some((x) => x.name === s.step) ? s.step : this.steps[0]!.name;
    const inspect = this.options.inspect ? { inspect: this.options.inspect } : {};
    this.turn = createActor(turnMachine, { ...inspect, snapshot: turnSnapshotAt(turnMachine, { step, turn: s.turn, active: s.active, players: s.players.length }) } as never).start() as Actor<typeof turnMachine>;
    this.priority = createActor(priorityMachine, { ...inspect, input: { players: s.players.length, active: s.active } }).start();
    if (s.priority !== null) this.priority.send({ type: 'GRANT', to: s.priority, active: s.active });
    for (let i = 0; i < s.passes; i++) this.priority.send({ type: 'PASS' });
  }

  private stepsByName: Map<string, StepDef> | null = null;
  private stepDef(name: string): StepDef | undefined {
    this.stepsByName ??= new Map(this.steps.map((s) => [s.name, s]));
    return this.stepsByName.get(name);
  }

  /** Begin the game at the first step of turn 1 (after shuffles and mulligans, see setupGame). */
  start(): void {
    this.beginCurrentStep();
    this.advance();
  }

  /** Begin play at the state's position without turn-based actions (a scenario's setup). */
  resume(): void {
    const s = this.core.s;
    if (s.step === 'declare_attackers' && !s.combat) s.combat = { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: false, blocksDeclared: false };
    this.grant(s.active);
    this.advance();
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
    this.beginCurrentStep();
  }

  /** Run the game forward until a player must decide or the game is over. */
  advance(): void {
    const s = this.core.s;
    while (!s.result) {
      if (s.pending) return;
      const step = s.step;
      if (step === 'declare_attackers' && s.combat && !s.combat.declared) { s.pending = { kind: 'attackers', player: s.active }; return; }
      if (step === 'declare_blockers' && s.combat && !s.combat.blocksDeclared && s.combat.attackers.length) {
        const defender = this.core.opponents(s.active)[0];
        if (defender !== undefined) { s.pending = { kind: 'blockers', player: defender }; return; }
      }
      const def = this.stepDef(step);
      if (def?.priority || step === 'cleanup') {
        const happened = settleBeforePriority(this.core);
        if (s.result) return;
        if (step === 'cleanup' && !happened && !s.stack.length) { this.nextStep(); continue; }
        if (step === 'cleanup' && !this.cleanupAgain) { this.cleanupAgain = true; this.grant(s.active); }
        this.syncPriority();
        s.pending = { kind: 'priority', player: s.priority ?? s.active };
        return;
      }
      this.nextStep();
    }
  }

  /**
   * Submit the waiting player's action. Illegal actions throw IllegalActionError and change nothing.
   * @example game.submit({ type: 'pass', player: 0 })
   */
  submit(action: PlayerAction): void {
    const s = this.core.s;
    const p = s.pending;
    if (s.result) throw new IllegalActionError('action/game_over', 'the game is over');
    if (action.type === 'concede') {
      // CR 104.3a: a player can concede at any time.
      if (!s.players[action.player] || s.players[action.player]!.lost) throw new IllegalActionError('action/no_player', `no player ${action.player} in the game`);
      performAction(this.core, action);
      return;
    }
    if (!p || p.player !== action.player) {
      throw new IllegalActionError('action/not_your_decision', `it is not ${s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${s.players[p.player]?.name})` : ''}`);
    }
    const expected = p.kind === 'priority' ? ['pass', 'cast', 'activate', 'play_land', 'concede'] : p.kind === 'attackers' ? ['attack', 'concede'] : ['block', 'concede'];
    if (!expected.includes(action.type)) throw new IllegalActionError('action/wrong_decision', `waiting for ${p.kind}, not ${action.type}`);
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
      if (backup) this.core.restore(backup);
      throw e;
    }
    this.decisions++;
    resetLoopHistory(this.core);
    this.resolutionsWithoutAction = 0;
    s.pending = null;
    this.core.s.pending = null;
    if (action.type === 'cast' || action.type === 'activate' || action.type === 'play_land') {
      // ACT resets the passes (CR 117.3c); with none counted it would leave the snapshot as it is.
      if (this.priority.getSnapshot().context.passes > 0) this.priority.send({ type: 'ACT' });
      this.syncPriority();
    } else if (action.type === 'attack' || action.type === 'block') {
      this.grant(s.active);
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
        resolveTop(this.core);
        settleBeforePriority(this.core);
        if (!s.result) detectLoop(this.core);
        if (++this.resolutionsWithoutAction > MAX_RESOLUTIONS_WITHOUT_ACTION) emit(this.core, { type: 'game_draw', reason: 'a mandatory loop (CR 104.4b)' });
        this.grant(s.active);
      } else {
        this.cleanupAgainIfNeeded();
        this.nextStep();
      }
    }
    this.advance();
  }

  private cleanupAgainIfNeeded(): void {
    if (this.core.s.step !== 'cleanup') this.cleanupAgain = false;
  }

  /** Ask the waiting player's actor for its decision and submit it. Returns false when nothing waits. */
  step(): boolean {
    const p = this.core.s.pending;
    if (!p || this.core.s.result) return false;
    const actor = this.players[p.player]!;
    const legal = () => this.offer(legalActions(this.core, p.player));
    const lands = () => this.offer(legalLandPlays(this.core, p.player));
    const action = askAction(actor, { core: this.core, decision: p, legal, lands });
    try {
      this.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      this.submit(p.kind === 'priority' ? { type: 'pass', player: p.player } : p.kind === 'attackers' ? { type: 'attack', player: p.player, attackers: [] } : { type: 'block', player: p.player, blockers: [] });
    }
    return true;
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

  dispose(): void {
    this.objects?.stopAll();
    this.mirror?.stop();
    this.turn.stop();
    this.priority.stop();
    for (const p of this.players) p.stop();
    this.bus.complete();
  }
}
