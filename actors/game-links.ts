/**
 * The game as its seats and its turn flow see it. These are classes, not object literals with getters: V8 gives
 * each such literal accessors of its own that its young-generation collector treats as reachable, so every game
 * made and dropped (a fork, a search bot's trial) was copied to the old generation and left for a full collection.
 */
import type { GameCore } from '../rules/index.ts';
import type { GameActor } from './game-actor.ts';
import type { SeatsHost } from './seats.ts';
import type { FlowHost } from './turn-flow.ts';

/** What the links read and write of the game. */
interface LinkedGame { readonly core: GameCore; readonly actor: GameActor; decisions: number }

/** The game as its seats see it: its core (current after a rollback) and what they call back. */
export class SeatsLink<F, A> implements SeatsHost<F, A> {
  readonly saveFields: SeatsHost<F, A>['saveFields'];
  readonly rollBack: SeatsHost<F, A>['rollBack'];
  readonly publish: SeatsHost<F, A>['publish'];
  readonly submit: SeatsHost<F, A>['submit'];
  readonly step: SeatsHost<F, A>['step'];
  readonly start: SeatsHost<F, A>['start'];

  constructor(private readonly game: Pick<LinkedGame, 'core'>, calls: Omit<SeatsHost<F, A>, 'core'>) {
    this.saveFields = calls.saveFields;
    this.rollBack = calls.rollBack;
    this.publish = calls.publish;
    this.submit = calls.submit;
    this.step = calls.step;
    this.start = calls.start;
  }

  get core(): GameCore { return this.game.core; }
}

/** The game as its turn flow sees it: its core, its actor and its decision count, and what the flow calls back. */
export class FlowLink<A> implements FlowHost<A> {
  constructor(private readonly game: LinkedGame, readonly guarded: FlowHost<A>['guarded'], readonly halted: FlowHost<A>['halted']) {}

  get core(): GameCore { return this.game.core; }
  get actor(): GameActor { return this.game.actor; }
  get decisions(): number { return this.game.decisions; }
  set decisions(n: number) { this.game.decisions = n; }
}
