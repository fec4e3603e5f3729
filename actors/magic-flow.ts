/**
 * Magic's turn flow on the shared runtime (actors/turn-flow.ts): the turn machine walks the steps (skipping the
 * combat steps nobody needs, CR 506.1, 508.8); in a step with priority the priority machine gives it to the active
 * player (CR 117.3a) and on around the table; when everyone passes in succession the top of the stack resolves
 * through the stack machine (CR 117.4, 608) and the active player receives priority again (117.3b), or, with the
 * stack empty, the step ends; the active player declares attackers and each defending player blockers (CR 508, 509);
 * the cleanup step repeats when something happened in it (514.3a).
 */
import type { StepDef } from '../machines/index.ts';
import {
  EngineError, IllegalActionError, beginCombat, beginStep, detectLoop, emit, endStep, legalActions, legalLandPlays, needsFirstStrikeStep,
  nextToBlock, performAction, resetLoopHistory, settleBeforePriority,
} from '../rules/index.ts';
import type { GameCore, PendingDecision, PlayerAction } from '../rules/index.ts';
import { MachineDriver } from './machine-driver.ts';
import { EXPECTED_ACTIONS, plainestAction, spawnTurnAndPriority, turnPastPlayersWhoLeft, type PriorityActor, type TurnActor } from './magic-machines.ts';
import type { FlowHost, TurnFlow } from './turn-flow.ts';

/** What an action rolled back while it waited for an answer puts back (the machines are spawned again from the state). */
interface Saved { resolutions: number; cleanupAgain: boolean }

/** The limits of one Magic game's flow. */
export interface MagicFlowLimits {
  steps: readonly StepDef[];
  /** The last turn: when its cleanup step ends the game is a draw. */
  maxTurns: number;
  /** The safety bound on resolutions in a row without a player's action: past it, an EngineError. */
  maxResolutions: number;
}

/**
 * The flow of one Magic game: its turn and priority actors, and the stack and combat actors the rules drive
 * through their transitions (`machines`).
 * @example new MagicFlow(host, { steps: magicSteps, maxTurns: 200, maxResolutions: 1_000_000 })
 */
export class MagicFlow implements TurnFlow<PlayerAction, PendingDecision> {
  turn!: TurnActor;
  priority!: PriorityActor;
  /** The stack and combat actors (`machines.stack`, `machines.combat`), which the rules drive through their transitions. */
  readonly machines: MachineDriver;
  resolutionsWithoutAction = 0;
  cleanupAgain = false;
  private readonly stepsByName: Map<string, StepDef>;
  /** The last step looked up by name and its definition (the flow asks for the current step's at every decision). */
  private lastStep: { name: string; def: StepDef | undefined } = { name: '', def: undefined };

  /** The game's core (the same object for the whole game: a restored state replaces `core.s`). */
  private readonly core: GameCore;

  constructor(private readonly host: FlowHost<PlayerAction>, private readonly limits: MagicFlowLimits) {
    this.core = host.core;
    this.machines = new MachineDriver(host.actor, () => host.core);
    host.core.machines = this.machines;
    this.stepsByName = new Map(limits.steps.map((s) => [s.name, s]));
    this.attach();
  }

  /** (Re)spawn the turn, priority, stack and combat actors under the game actor, at the state's current position. */
  attach(): void {
    ({ turn: this.turn, priority: this.priority } = spawnTurnAndPriority(this.host.actor, this.core.s, this.limits.steps));
    this.machines.attach();
  }

  pending(): PendingDecision | null { return this.core.s.pending; }

  /** A step's definition by name: the last one looked up again at once (the same step asked at every decision). */
  private stepDef(name: string): StepDef | undefined {
    const last = this.lastStep;
    if (last.name !== name) { last.name = name; last.def = this.stepsByName.get(name); }
    return last.def;
  }

  /** Begin the game at the first step of turn 1 (after shuffles and mulligans, see setupGame). */
  start(): void {
    this.beginCurrentStep();
    this.advance();
  }

  /** Begin play at the state's position without turn-based actions (a scenario's setup, a save). */
  resume(): void {
    const s = this.core.s;
    // A game set up in the declare attackers step has a combat begun before it (CR 507): the combat actor starts there.
    if (s.step === 'declare_attackers' && !s.combat) { beginCombat(this.core); this.machines.attach(); }
    this.grant(s.active);
    this.advance();
  }

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
    // CR 117.3a: the active player receives priority at the start of a step that has priority; untap and cleanup
    // give none (cleanup only if something happens there, CR 514.3a — granted then).
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
    if (s.step === 'cleanup' && s.turn >= this.limits.maxTurns) { emit(this.core, { type: 'game_draw', reason: `turn limit ${this.limits.maxTurns}` }); return; }
    const noAttackers = s.step === 'declare_attackers' && !(s.combat?.attackers.length);
    const firstStrike = s.step === 'declare_blockers' && needsFirstStrikeStep(this.core);
    this.turn.send({ type: 'NEXT', noAttackers, firstStrike });
    this.turn = turnPastPlayersWhoLeft(this.host.actor, this.turn, this.core.s);
    this.beginCurrentStep();
  }

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
          if (this.host.halted()) return;
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
      if (this.host.halted()) return;
      this.nextStep();
    }
  }

  perform(action: PlayerAction): void {
    const s = this.core.s;
    const p = s.pending;
    // Read once: actions come in many shapes, and each read of their fields is a lookup among them.
    const type = action.type;
    if (s.result) throw new IllegalActionError('action/game_over', 'the game is over');
    if (type === 'concede') {
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
    if (!EXPECTED_ACTIONS[p.kind].includes(type)) throw new IllegalActionError('action/wrong_decision', `waiting for ${p.kind}, not ${type}`);
    if (type === 'pass') { this.host.decisions++; this.pass(); return; }
    // A refused action that was performed against a backup: the machines follow the state put back.
    this.host.guarded(action, () => performAction(this.core, action), () => this.machines.attach());
    this.host.decisions++;
    resetLoopHistory(this.core);
    this.resolutionsWithoutAction = 0;
    s.pending = null;
    if (type === 'cast' || type === 'activate' || type === 'play_land') {
      // ACT resets the passes (CR 117.3c); with none counted it would leave the snapshot as it is.
      if (this.priority.getSnapshot().context.passes > 0) this.priority.send({ type: 'ACT' });
      this.syncPriority();
    } else if (type === 'attack' || type === 'block') {
      this.grant(s.active);
    } else if (action.type === 'shortcut') {
      // The loop ran through the rules (rules/magic/flow/shortcuts.ts): the machines catch up; after a resolution the
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
        if (++this.resolutionsWithoutAction > this.limits.maxResolutions) {
          throw new EngineError('engine/unending', `${this.limits.maxResolutions.toLocaleString('en-US')} resolutions in a row without a player's action, the state never repeating: an unending loop the loop rules (CR 104.4b) cannot call a draw`);
        }
        this.grant(s.active);
      } else {
        if (s.step !== 'cleanup') this.cleanupAgain = false;
        this.nextStep();
      }
    }
    this.advance();
  }

  legal(player: number): PlayerAction[] { return legalActions(this.core, player); }

  /** The land plays among the legal actions, for a policy that plays a land first (CR 305.1). */
  lands(player: number): PlayerAction[] { return legalLandPlays(this.core, player); }

  /** A bot's illegal action counts as the plainest legal one (pass, no attack, no block). */
  fallback(): PlayerAction | null {
    const p = this.core.s.pending;
    return p ? plainestAction(p) : null;
  }

  save(): Saved { return { resolutions: this.resolutionsWithoutAction, cleanupAgain: this.cleanupAgain }; }

  rollBack(saved: unknown): void {
    const f = saved as Saved;
    this.resolutionsWithoutAction = f.resolutions;
    this.cleanupAgain = f.cleanupAgain;
    this.attach();
  }
}

