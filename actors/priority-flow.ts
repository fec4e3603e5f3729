/**
 * The priority-window flow of the shared runtime (Adventure, Duel): the turn machine built from the ruleset's steps
 * walks them; in a step with a window, a priority actor per window size (`priority-2`, `priority-1`) gives its
 * participants priority in turn, an action passes priority on, and when everyone has passed in succession the step
 * ends and the next begins.
 */
import type { Actor, Snapshot } from 'xstate';
import { priorityMachine } from '../machines/index.ts';
import type { TurnMachine } from '../machines/index.ts';
import { IllegalActionError, emit } from '../rules/index.ts';
import type { GameCore, GameState, PendingDecision, PlayerAction, PlayerView } from '../rules/index.ts';
import type { PriorityRules, StepWindow } from './ruleset.ts';
import type { FlowHost, TurnFlow } from './turn-flow.ts';

/** What an action rolled back while it waited for an answer puts back. */
interface Saved {
  window: StepWindow | null;
  turn: Snapshot<unknown>;
  /** The priority windows' actors, by size. */
  windows: [number, Snapshot<unknown>][];
}

type TurnAt = { value: string; context: { turn: number; active: number; players: number; maxTurn: number } };

/**
 * The flow of a ruleset with priority windows.
 * @example new PriorityFlow(host, adventureRuleset, 100)
 */
export class PriorityFlow<S extends GameState, Pool, V extends PlayerView> implements TurnFlow<PlayerAction, PendingDecision> {
  turn: Actor<TurnMachine>;
  private readonly windows = new Map<number, Actor<typeof priorityMachine>>();
  private window: StepWindow | null = null;

  /** The game's core (the same object for the whole game: a restored state replaces `core.s`). */
  private readonly core: GameCore;

  constructor(private readonly host: FlowHost<PlayerAction>, private readonly rules: PriorityRules<S, Pool, V>, maxTurns: number | undefined) {
    this.core = host.core;
    const s = host.core.s;
    const step = rules.steps.some((x) => x.name === s.step) ? s.step : rules.steps[0]!.name;
    const maxTurn = Math.max(s.turn, maxTurns ?? 100);
    this.turn = host.actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step, turn: s.turn, active: s.active, players: s.players.length, maxTurn } });
  }

  pending(): PendingDecision | null { return this.core.s.pending; }

  start(): void {
    const snap = this.turn.getSnapshot();
    this.rules.beginTurn(this.core, snap.context.turn, snap.context.active);
    this.rules.beginStep(this.core, String(snap.value));
    this.advance();
  }

  /**
   * A saved game (JSON) goes on with the same priority holder and passes; a scenario's setup opens its step's window,
   * or runs a step that gives nobody priority.
   */
  resume(): void {
    const s = this.core.s;
    const w = this.rules.window(s.step, s.active, s.players.length);
    if (!w) this.rules.beginStep(this.core, s.step);
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
    if (!a) { a = this.host.actor.spawn<Actor<typeof priorityMachine>>('priority', `priority-${size}`, { players: size, active: 0 }); this.windows.set(size, a); }
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

  advance(): void {
    const s = this.core.s;
    while (!s.result) {
      if (this.window) { this.sync(); return; }
      const w = this.rules.window(s.step, s.active, s.players.length);
      if (w) { this.window = w; this.grant(0); return; }
      if (this.host.halted()) return;
      this.nextPhase();
    }
    s.pending = null;
  }

  private nextPhase(): void {
    const s = this.core.s;
    const before = this.turn.getSnapshot();
    // The turn before the event, read now: in fast mode a machine's context is updated in place (compiled-actor.ts).
    const turnBefore = before.context.turn;
    this.turn.send({ type: 'NEXT' });
    const after = this.turn.getSnapshot();
    if (after.value === before.value && after.context.turn === turnBefore) {
      emit(this.core, { type: 'game_draw', reason: `turn limit (${turnBefore})` });
      return;
    }
    this.window = null;
    s.pending = null;
    if (after.context.turn !== s.turn) this.rules.beginTurn(this.core, after.context.turn, after.context.active);
    this.rules.beginStep(this.core, String(after.value));
  }

  perform(action: PlayerAction): void {
    const s = this.core.s;
    if (s.result) throw new IllegalActionError('action/game_over', 'the game is over');
    if (action.type === 'concede') {
      if (!s.players[action.player] || s.players[action.player]!.lost) throw new IllegalActionError('action/no_player', `no player ${action.player} in the game`);
      this.rules.perform(this.core, action);
      this.advance();
      return;
    }
    const p = s.pending;
    const w = this.window;
    if (!p || !w || p.player !== action.player) {
      throw new IllegalActionError('action/not_your_decision', `it is not ${s.players[action.player]?.name ?? action.player}'s decision${p ? ` (waiting for ${p.kind} from ${s.players[p.player]?.name})` : ''}`);
    }
    const expected = this.rules.expected[w.kind] ?? [];
    if (!expected.includes(action.type)) {
      throw new IllegalActionError('action/wrong_decision', `in ${s.step.toUpperCase()} ${s.players[p.player]?.name} may ${expected.join(', ')}, not ${action.type}`);
    }
    this.host.decisions++;
    if (action.type === 'pass') { this.pass(); return; }
    this.host.guarded(action, () => this.rules.perform(this.core, action));
    // After an action priority passes to the next player of the window; alone in it, the one acting keeps it.
    const holder = this.priorityFor(w.participants.length).getSnapshot().context.holder;
    this.grant(w.participants.length > 1 ? (holder + 1) % w.participants.length : holder);
    this.advance();
  }

  private pass(): void {
    const prio = this.priorityFor(this.window!.participants.length);
    prio.send({ type: 'PASS' });
    if (prio.getSnapshot().value === 'allPassed') {
      this.rules.endStep(this.core);
      if (!this.core.s.result) this.nextPhase();
    } else {
      this.sync();
    }
    this.advance();
  }

  legal(player: number): PlayerAction[] { return this.rules.legalActions(this.core, player); }

  fallback(player: number): PlayerAction { return { type: 'pass', player }; }

  save(): Saved {
    const windows: [number, Snapshot<unknown>][] = [...this.windows].map(([size, a]) => [size, a.getPersistedSnapshot()]);
    return { window: this.window, turn: this.turn.getPersistedSnapshot(), windows };
  }

  rollBack(saved: unknown): void {
    const f = saved as Saved;
    this.window = f.window;
    const actor = this.host.actor;
    actor.stop('turn');
    const t = f.turn as unknown as TurnAt;
    this.turn = actor.spawn<Actor<TurnMachine>>('turn', 'turn', { at: { step: t.value, turn: t.context.turn, active: t.context.active, players: t.context.players, maxTurn: t.context.maxTurn } });
    for (const size of this.windows.keys()) actor.stop(`priority-${size}`);
    this.windows.clear();
    for (const [size, snapshot] of f.windows) this.windows.set(size, actor.spawn<Actor<typeof priorityMachine>>('priority', `priority-${size}`, { at: snapshot }));
  }
}
