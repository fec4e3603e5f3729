/**
 * The stack and combat actors carry the game: the rules reach them through `core.machines` (MachineHooks), each
 * hook sends the actor an event, and the transition that takes it runs the rules as its action — PUSH, RESOLVE
 * (the top object taken off the stack) … RESOLVED, FIZZLE, COUNTER and REMOVE on the stack; BEGIN,
 * DECLARE_ATTACKERS, DECLARE_BLOCKERS, DAMAGE and END in combat. A refused transition means the rules and the
 * machine disagree, which is an engine error. An error inside an action is held and thrown to the caller after the
 * send, so XState never sees it (an actor that threw would stop), and the actors are put back at the state.
 */
import type { CombatEvent, StackEvent } from '../machines/index.ts';
import { EngineError, canCounter, checkedTargets, fizzles, resolveItem, validateAttack, validateBlock } from '../rules/index.ts';
import type { GameCore, MachineHooks, ObjectId, PlayerId, StackItem, Target } from '../rules/index.ts';
import { driveBy, type MachineHost } from './driven-machines.ts';
import type { GameActor } from './game-actor.ts';
import type { CombatActor, StackActor } from './machine-actor.ts';

type Attackers = { id: ObjectId; target: Target }[];
type Blockers = { id: ObjectId; blocks: ObjectId }[];

/** Where a stack actor starts: the size of the state's stack. */
export function stackPosition(core: GameCore): { value: string; context: { size: number; max: number } } {
  const size = core.s.stack.length;
  return { value: size ? 'nonEmpty' : 'empty', context: { size, max: Number.MAX_SAFE_INTEGER } };
}

/** Where a combat actor starts: from the state's combat record and step. */
export function combatPosition(core: GameCore): { value: string; context: { attackers: number; blockers: number; max: number } } {
  const c = core.s.combat;
  const context = { attackers: c?.attackers.length ?? 0, blockers: c?.blockers.length ?? 0, max: Number.MAX_SAFE_INTEGER };
  if (!c) return { value: 'idle', context };
  if (!c.declared) return { value: 'declareAttackers', context };
  if (!context.attackers && !c.blockers.length && !['declare_blockers', 'first_strike_damage', 'combat_damage'].includes(core.s.step)) return { value: 'ended', context };
  const step = core.s.step;
  if (step === 'combat_damage' || step === 'end_of_combat') return { value: 'combatDamage', context };
  if (step === 'first_strike_damage') return { value: 'firstStrikeDamage', context };
  return { value: 'declareBlockers', context: { ...context, attackers: Math.max(1, context.attackers) } };
}

/**
 * The game's stack and combat actors (children of the game actor) and the hooks through which the rules drive them.
 * @example const machines = new MachineDriver(gameActor, () => core); machines.attach(); core.machines = machines;
 */
export class MachineDriver implements MachineHooks, MachineHost {
  stack!: StackActor;
  combat!: CombatActor;
  /** An error an action or guard met, thrown to the caller once the send returns. */
  private failure: { error: unknown } | null = null;
  /** True while an action of one of the actors runs: a send then would be queued by XState, out of order. */
  private busy = false;

  constructor(private readonly game: GameActor, private readonly coreOf: () => GameCore) {}

  get core(): GameCore { return this.coreOf(); }

  /** (Re)spawn both actors under the game actor, at the position of the state as it is now. */
  attach(): void {
    for (const a of [this.stack, this.combat]) if (a) driveBy(a, null);
    this.game.stop('stack');
    this.game.stop('combat');
    this.stack = this.game.spawn<StackActor>('stack', 'stack', { at: stackPosition(this.core) });
    this.combat = this.game.spawn<CombatActor>('combat', 'combat', { at: combatPosition(this.core) });
    driveBy(this.stack, this);
    driveBy(this.combat, this);
  }

  /** Run an action's rules work, holding what it throws. */
  act(work: (d: MachineHost, core: GameCore) => void): void {
    if (this.failure) return;
    this.busy = true;
    try { work(this, this.core); } catch (error) { this.failure = { error }; } finally { this.busy = false; }
  }

  /** The top object of the stack, which the stack machine's FIZZLE removes. */
  top(core: GameCore): StackItem {
    const item = core.s.stack[core.s.stack.length - 1];
    if (!item) throw new EngineError('engine/stack', 'the stack machine popped an empty stack');
    return item;
  }

  /** Send an event and throw what its actions met; a refused event is an engine error. */
  private send<E extends StackEvent | CombatEvent>(actor: StackActor | CombatActor, event: E): void {
    if (this.busy) throw new EngineError('engine/reentrant', `${event.type} sent to the ${actor.id} actor from inside one of its own transitions`);
    const before = actor.getSnapshot();
    (actor as StackActor).send(event as StackEvent);
    const failure = this.failure;
    if (failure) {
      this.failure = null;
      this.attach();
      throw failure.error;
    }
    if (actor.getSnapshot() === before) {
      throw new EngineError('engine/machine', `the ${actor.id} machine refused ${event.type} in state "${String(before.value)}" (the rules and the machine disagree)`);
    }
  }

  pushed(): void { this.send(this.stack, { type: 'PUSH' }); }

  removed(): void { this.send(this.stack, { type: 'REMOVE' }); }

  counter(core: GameCore, id: ObjectId): boolean {
    if (!canCounter(core, id)) return false;
    this.send(this.stack, { type: 'COUNTER', id });
    return true;
  }

  /**
   * Resolve the top of the stack (CR 608.2) through the stack machine: FIZZLE when every target is illegal;
   * otherwise RESOLVE takes it off the stack, its effects happen while the machine is `resolving` (objects may be
   * pushed and countered meanwhile), and RESOLVED ends it.
   */
  resolveTop(core: GameCore): void {
    const item = this.top(core);
    const checked = checkedTargets(core, item);
    if (fizzles(item, checked)) { this.send(this.stack, { type: 'FIZZLE' }); return; }
    this.send(this.stack, { type: 'RESOLVE' });
    try {
      resolveItem(core, item, checked);
    } catch (e) {
      this.attach();
      throw e;
    }
    this.send(this.stack, { type: 'RESOLVED' });
  }

  beginCombat(): void { this.send(this.combat, { type: 'BEGIN' }); }

  /** The declaration is checked first, so that a refused one is an IllegalActionError and changes nothing. */
  declareAttackers(core: GameCore, player: PlayerId, attackers: Attackers): void {
    validateAttack(core, player, attackers);
    this.send(this.combat, { type: 'DECLARE_ATTACKERS', count: attackers.length, payload: { player, attackers } });
  }

  declareBlockers(core: GameCore, player: PlayerId, blockers: Blockers): void {
    validateBlock(core, player, blockers);
    this.send(this.combat, { type: 'DECLARE_BLOCKERS', count: blockers.length, payload: { player, blockers } });
  }

  combatDamage(core: GameCore, firstStrike: boolean): void {
    if (!core.s.combat) return;   // no combat began (a game set up in this step): no damage to deal
    this.send(this.combat, { type: 'DAMAGE', firstStrike });
  }

  endCombat(core: GameCore): void {
    if (!core.s.combat && this.combat.getSnapshot().value === 'idle') return;
    this.send(this.combat, { type: 'END' });
  }

  /** Stop both actors. */
  stop(): void {
    this.game.stop('stack');
    this.game.stop('combat');
  }
}
