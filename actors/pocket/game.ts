/**
 * The Pocket runtime, on the model of actors/game.ts: under one game actor, the turn machine built from
 * `pocketSteps` drives the steps, the Pocket rules do the work through the shared event pipeline, player actors decide,
 * Special Conditions actors live while their Pokémon do, and every event goes out on the RxJS bus.
 */
import { SeenBy } from '../requests.ts';
import { Subscription } from 'rxjs';
import { intercept } from '../../rules/index.ts';
import type { GameEventType, InterceptSpec } from '../../rules/index.ts';
import type { Actor, Snapshot } from 'xstate';
import { createTurnMachine, pocketSteps } from '../../machines/index.ts';
import type { TurnMachine } from '../../machines/index.ts';
import { GameCore, IllegalActionError, clonePlain } from '../../rules/index.ts';
import type { Answer, Choice, GameEvent, GameResult, GameState } from '../../rules/index.ts';
import {
  beginPocketStep, createPocketRules, legalPocketActions, performPocketAction, pocket, promotionsNeeded, settle,
} from '../../rules/pocket/index.ts';
import type { PocketAction, PocketDecision, PocketGameState, PocketPool, PocketRules } from '../../rules/pocket/index.ts';
import { EventBus } from '../streams.ts';
import { checkPocketAction, side } from '../../rules/pocket/index.ts';
import type { Inspect } from '../inspect.ts';
import { ConditionActors } from './condition-actors.ts';
import { pocketPlayerLogic, requestPocketAction, requestPocketChoice } from './player-actor.ts';
import type { GameActor, PlayerLogic } from '../game-actor.ts';
import { startRuntimeActor, type RuntimeMode } from '../runtime-mode.ts';
import type { PocketPlayerActor } from './player-actor.ts';
import type { PocketPolicy } from './policy.ts';
import type { Observable } from 'rxjs';
import type { PlayerId, ViewEvent } from '../../rules/index.ts';
import { pocketViewEvent, pocketViewOf } from '../../rules/pocket/index.ts';
import type { PocketView } from '../../rules/pocket/index.ts';
import { playerEvents } from '../views/index.ts';
import { Seats, type Awaited, type SeatLine } from '../seats.ts';

/** The Pocket turn: start, main, end, with no conditional steps. */
export const pocketTurnMachine: TurnMachine = createTurnMachine(pocketSteps, { conditional: [] });

/**
 * Options of a PocketGame.
 * @example new PocketGame(state, { pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)], keepLog: false })
 */
/** A Pocket player's view, as the requests to its policy give it. */
const seenByPocket = (state: GameState, player: PlayerId) => pocketViewOf(state as PocketGameState, player);

export interface PocketGameOptions {
  pool: PocketPool;
  policies: PocketPolicy[];
  /** Answers in-action choices; defaults to each player's policy. */
  choose?: (choice: Choice) => Answer;
  /** The rules object (to share forced random results); made from `pool` when left out. */
  rules?: PocketRules;
  keepLog?: boolean;
  /** `actors` (default) or `fast` (compiled machines, no Special Conditions actors; docs/fast-mode.md). */
  mode?: RuntimeMode;
  /** Spawn a Special Conditions actor per Pokémon in play (default true; never in fast mode). */
  conditionActors?: boolean;
  /** XState's inspection observer, given to the game actor (turn, players under it) and to the Special Conditions actors. */
  inspect?: Inspect;
}

/** The runtime's fields that an action rolled back while it waited for an answer puts back. */
interface RuntimeFields { decisions: number; turn: Snapshot<unknown> | null }

/**
 * A running Pocket game.
 * @example const g = newPocketGame({ seed: 1, decks, pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] }); g.start(); g.run();
 */
export class PocketGame {
  readonly core: GameCore;
  readonly bus = new EventBus();
  readonly players: PocketPlayerActor[];
  readonly conditions: ConditionActors | null;
  turn: Actor<TurnMachine> | null = null;
  decisions = 0;
  /** The actions legalPocketActions offered for the current decision, and the version of the game they were checked at. */
  private offered: { list: PocketAction[]; version: number } | null = null;
  /** The game actor, root of the actor tree: it spawns the turn actor and the players' actors; stopping it stops them. */
  readonly actor: GameActor;
  /** The players' seats: asked every decision, waited for when they answer later. */
  private readonly seats: Seats<RuntimeFields, PocketAction, PocketDecision>;

  constructor(state: PocketGameState, options: PocketGameOptions) {
    this.actor = startRuntimeActor(pocketTurnMachine, options, pocketPlayerLogic as unknown as PlayerLogic);
    this.players = options.policies.map((policy, seat) => this.actor.spawn<PocketPlayerActor>('player', `player-${seat}`, { seat, policy }));
    this.conditions = options.conditionActors === false || options.mode === 'fast' ? null : new ConditionActors(this.bus, options.inspect);
    const game = this;
    this.seats = new Seats<RuntimeFields, PocketAction, PocketDecision>({
      get core() { return game.core; },
      saveFields: () => ({ decisions: this.decisions, turn: this.turn?.getPersistedSnapshot() ?? null }),
      rollBack: (f) => this.rollBack(f),
      publish: (events) => { for (const e of events) this.bus.publish(e); },
      submit: (a) => this.submit(a),
      step: () => this.step(),
      start: () => this.start(),
    }, options.policies, this.seatLine(options.pool));
    this.core = new GameCore(state as GameState, {
      cards: { get: () => undefined, require: (n) => { throw new Error(`the Pocket rules have no Magic card "${n}"`); } },
      ruleset: options.rules ?? createPocketRules(options.pool),
      keepLog: options.keepLog,
      decide: options.choose ?? ((c) => this.seats.decide(c)),
      sink: (e) => (this.seats.tx.running ? this.seats.tx.hold(e) : this.bus.publish(e)),
    });
  }

  /** How the seats reach the Pocket player actors, with requests made from each player's view and the pool. */
  private seatLine(pool: PocketPool): SeatLine<PocketAction, PocketDecision> {
    return {
      action: (p, legal, _lands, later, failed) => requestPocketAction(this.players[p.player]!, Object.assign(new SeenBy(this.core, p.player, pool, seenByPocket), { decision: p, legal, active: side(this.core, p.player).active }), later, failed),
      choice: (c, later, failed) => requestPocketChoice(this.players[c.player]!, c, new SeenBy(this.core, c.player, pool, seenByPocket), later, failed),
    };
  }

  get state(): PocketGameState { return this.core.s as PocketGameState; }
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
  pending(): PocketDecision | null { return pocket(this.core).pending; }

  /**
   * What the game waits for from an asynchronous seat: a top-level decision, or a choice in the middle of an
   * action (the action is rolled back meanwhile, and runs again when the answer comes). Null when nothing waits.
   * @example game.awaiting() // { player: 1, choice: { kind: 'cards', reason: 'choose your Active Pokémon', ... } }
   */
  awaiting(): Awaited<PocketDecision> | null {
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
   * Run part of the game that may ask asynchronous seats a choice (newPocketGame's setup uses it): with such seats
   * it runs as a transaction that waits for late answers; otherwise it just runs.
   * @example game.inTransaction(() => { game.core.s.active = setupPocketGame(game.core); });
   */
  inTransaction(run: () => void): void {
    this.seats.inTransaction(run);
  }

  /** Begin turn 1 with `first` as the active player (after setupPocketGame; after it is done, if it waits for a seat). */
  start(first?: number): void {
    if (this.seats.tx.waitingFor()) { this.seats.startWhenReady = true; return; }
    this.inTransaction(() => {
      this.actor.stop('turn');
      this.turn = this.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { players: 2, active: first ?? this.core.s.active });
      this.beginCurrentStep();
      this.advance();
    });
  }

  /**
   * Go on from a position built step by step (a scenario): the turn machine is put at the state's step;
   * in the start and end steps, which have no decisions, their turn-based actions happen first.
   */
  resume(): void {
    const s = this.core.s;
    this.actor.stop('turn');
    this.turn = this.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: s.step, turn: s.turn, active: s.active, players: 2 } });
    this.conditions?.sync(this.core);
    // A position at the start or end step is at its beginning: that step's turn-based actions come first.
    if (s.step === 'start' || s.step === 'end') this.beginCurrentStep();
    else settle(this.core);
    this.advance();
  }

  private beginCurrentStep(): void {
    const snap = this.turn!.getSnapshot();
    beginPocketStep(this.core, String(snap.value), snap.context.turn, snap.context.active);
  }

  private nextStep(): void {
    this.turn!.send({ type: 'NEXT' });
    this.beginCurrentStep();
  }

  /** Run the game forward until a player must decide or the game is over. */
  advance(): void {
    const x = pocket(this.core);
    for (let guard = 0; guard < 10_000 && !this.core.s.result; guard++) {
      if (x.pending) return;
      const promote = promotionsNeeded(this.core)[0];
      if (promote !== undefined) { x.pending = { kind: 'promote', player: promote }; return; }
      if (this.core.s.step === 'main' && !x.turnEnding) { x.pending = { kind: 'main', player: this.core.s.active }; return; }
      this.nextStep();
    }
  }

  /**
   * Submit the waiting player's action. Illegal actions throw IllegalActionError and change nothing.
   * @example game.submit({ type: 'end_turn', player: 0 })
   */
  submit(input: PocketAction): void {
    // The boundary check (its shape, players and objects that exist) unless legal-action listing just offered it.
    const action = this.offered?.list.includes(input) ? input : checkPocketAction(this.core.s, input);
    const waiting = this.seats.tx.waitingFor();
    if (waiting) throw new IllegalActionError('pocket/awaiting_choice', `the game waits for ${this.core.s.players[waiting.player]?.name ?? waiting.player}'s ${waiting.kind} choice; answer it first`);
    this.inTransaction(() => this.perform(action));
  }

  private perform(action: PocketAction): void {
    const x = pocket(this.core);
    if (this.core.s.result) throw new IllegalActionError('pocket/game_over', 'the game is over');
    const p = x.pending;
    if (action.type !== 'concede') {
      if (!p || p.player !== action.player) {
        throw new IllegalActionError('pocket/not_your_decision', `it is not ${this.core.s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${this.core.s.players[p.player]?.name})` : ''}`);
      }
      if ((p.kind === 'promote') !== (action.type === 'promote')) {
        throw new IllegalActionError('pocket/wrong_decision', p.kind === 'promote' ? `${this.core.s.players[p.player]?.name} must first choose a new Active Pokémon (promote)` : 'there is no Knocked Out Active Pokémon to replace');
      }
    }
    // An action legalPocketActions just offered has passed its checks in this very state; anything else is
    // performed against a backup that a refusal restores.
    const offered = this.offered;
    this.offered = null;
    const validated = offered !== null && offered.version === this.core.version && offered.list.includes(action);
    const backup = validated ? null : clonePlain(this.core.s);
    try {
      performPocketAction(this.core, action);
    } catch (e) {
      if (e instanceof IllegalActionError && backup) this.core.restore(backup);
      throw e;
    }
    this.decisions++;
    pocket(this.core).pending = null;
    settle(this.core, action.type === 'attack');
    this.advance();
  }

  /**
   * Ask the waiting player's actor for its decision and submit it. Returns false when nothing waits, or when the
   * answer will come later (an asynchronous seat: `game.play()` goes on when it does).
   */
  step(): boolean {
    const p = pocket(this.core).pending;
    if (!p || this.core.s.result || this.seats.waiting) return false;
    const legal = () => {
      const list = legalPocketActions(this.core, p.player);
      this.offered = { list, version: this.core.version };
      return list;
    };
    const action = this.seats.ask(p, legal);
    if (action === null) return false;
    try {
      this.submit(action);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      const fallback = legalPocketActions(this.core, p.player).at(-1);
      if (!fallback) throw e;
      this.submit(fallback);
    }
    return true;
  }

  /** Put the runtime back as it was when a rolled-back action began: its counter and its turn actor. */
  private rollBack(f: RuntimeFields): void {
    this.decisions = f.decisions;
    this.offered = null;
    this.actor.stop('turn');
    const t = f.turn as { value: string; context: { turn: number; active: number; players: number; maxTurn: number } } | null;
    this.turn = t ? this.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: t.value, turn: t.context.turn, active: t.context.active, players: t.context.players, maxTurn: t.context.maxTurn } }) : null;
  }

  /** Play until the game ends or `maxDecisions` decisions were made. */
  run(maxDecisions = 100_000): void {
    for (let i = 0; i < maxDecisions && this.step(); i++);
  }

  // Per-player views (CR 400.2 by analogy: hands hidden from the opponent, decks from both; see rules/pocket/view.ts)
  /**
   * The game as `player` may see it: Pokémon in play, Energy, points and discard piles in full, their own hand,
   * the other hand and both decks as counts, nothing of the random generator.
   * @example game.view(0).players[1].handSize // while game.view(0).players[1].hand is null
   */
  view(player: PlayerId): PocketView { return pocketViewOf(this.state, player); }

  /**
   * `player`'s event stream: the bus's events from now on, with what they may not see blanked (the card an
   * opponent draws, a card searched from a deck into an opponent's hand).
   * @example game.view$(1).subscribe((e) => ui.show(e));
   */
  view$(player: PlayerId): Observable<ViewEvent> { return playerEvents(this.bus, () => this.state, player, pocketViewEvent); }
  // End of per-player views ------------------------------------------------------------------------------------

  dispose(): void {
    this.conditions?.stopAll();
    this.actor.dispose();
    this.bus.complete();
  }
}
