/**
 * Pocket's turn flow on the shared runtime (actors/turn-flow.ts): the turn machine built from `pocketSteps` walks
 * start, main and end; in the main step the active player acts until they attack or end the turn, and whenever an
 * Active Pokémon was Knocked Out its player first promotes a Benched one. There is no priority: a decision is the
 * active player's main-step action or a promotion.
 */
import type { Actor, Snapshot } from 'xstate';
import type { TurnMachine } from '../../machines/index.ts';
import { IllegalActionError } from '../../rules/index.ts';
import { beginPocketStep, legalPocketActions, performPocketAction, pocket, promotionsNeeded, settle } from '../../rules/pocket/index.ts';
import type { GameCore } from '../../rules/index.ts';
import type { PocketAction, PocketDecision } from '../../rules/pocket/index.ts';
import type { FlowHost, TurnFlow } from '../turn-flow.ts';

type TurnAt = { value: string; context: { turn: number; active: number; players: number; maxTurn: number } };

/**
 * The flow of one Pocket game.
 * @example new PocketFlow(host).start(0)
 */
export class PocketFlow implements TurnFlow<PocketAction, PocketDecision> {
  turn: Actor<TurnMachine> | null = null;

  /** The game's core (the same object for the whole game: a restored state replaces `core.s`). */
  private readonly core: GameCore;

  constructor(private readonly host: FlowHost<PocketAction>) {
    this.core = host.core;
  }

  pending(): PocketDecision | null { return pocket(this.core).pending; }

  /** Turn 1 with `first` as the active player (after setupPocketGame). */
  start(first?: number): void {
    this.host.actor.stop('turn');
    this.turn = this.host.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { players: 2, active: first ?? this.core.s.active });
    this.beginCurrentStep();
    this.advance();
  }

  /**
   * Go on from a position built step by step (a scenario, a save): the turn machine is put at the state's step; in
   * the start and end steps, which have no decisions, their turn-based actions happen first.
   */
  resume(): void {
    const s = this.core.s;
    this.host.actor.stop('turn');
    this.turn = this.host.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: s.step, turn: s.turn, active: s.active, players: 2 } });
    // A position at the start or end step is at its beginning: that step's turn-based actions come first.
    if (s.step === 'start' || s.step === 'end') this.beginCurrentStep();
    else settle(this.core);
    this.advance();
  }

  private beginCurrentStep(): void {
    const snap = this.turn!.getSnapshot();
    beginPocketStep(this.core, String(snap.value), snap.context.turn, snap.context.active);
  }

  advance(): void {
    const x = pocket(this.core);
    for (let guard = 0; guard < 10_000 && !this.core.s.result; guard++) {
      if (x.pending) return;
      const promote = promotionsNeeded(this.core)[0];
      if (promote !== undefined) { x.pending = { kind: 'promote', player: promote }; return; }
      if (this.core.s.step === 'main' && !x.turnEnding) { x.pending = { kind: 'main', player: this.core.s.active }; return; }
      this.turn!.send({ type: 'NEXT' });
      this.beginCurrentStep();
    }
  }

  perform(action: PocketAction): void {
    const core = this.core;
    const x = pocket(core);
    if (core.s.result) throw new IllegalActionError('pocket/game_over', 'the game is over');
    const p = x.pending;
    if (action.type !== 'concede') {
      if (!p || p.player !== action.player) {
        throw new IllegalActionError('pocket/not_your_decision', `it is not ${core.s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${core.s.players[p.player]?.name})` : ''}`);
      }
      if ((p.kind === 'promote') !== (action.type === 'promote')) {
        throw new IllegalActionError('pocket/wrong_decision', p.kind === 'promote' ? `${core.s.players[p.player]?.name} must first choose a new Active Pokémon (promote)` : 'there is no Knocked Out Active Pokémon to replace');
      }
    }
    this.host.guarded(action, () => performPocketAction(core, action));
    this.host.decisions++;
    pocket(core).pending = null;
    settle(core, action.type === 'attack');
    this.advance();
  }

  legal(player: number): PocketAction[] { return legalPocketActions(this.core, player); }

  /** A refused action of a policy: the last legal action instead (ending the turn, or the last promotion). */
  fallback(player: number): PocketAction | null { return legalPocketActions(this.core, player).at(-1) ?? null; }

  save(): Snapshot<unknown> | null { return this.turn?.getPersistedSnapshot() ?? null; }

  rollBack(saved: unknown): void {
    this.host.actor.stop('turn');
    const t = saved as TurnAt | null;
    this.turn = t ? this.host.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: t.value, turn: t.context.turn, active: t.context.active, players: t.context.players, maxTurn: t.context.maxTurn } }) : null;
  }
}
