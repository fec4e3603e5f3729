/**
 * Special Conditions actors: one statechart actor (machines/special-conditions.ts) per Pokémon in play,
 * spawned when it comes into play and stopped when it leaves, fed from the event bus. The rules keep the
 * conditions in the game state; the actors are where an inspector or a UI watches them change, and
 * `mismatches` checks that the statechart and the rules agree.
 */
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { Subscription } from 'rxjs';
import { conditionsOf, specialConditionsMachine, withMemoizedStart } from '../../machines/index.ts';
import type { SpecialConditionsMachine } from '../../machines/index.ts';
import type { GameCore, GameEvent, ObjectId } from '../../rules/index.ts';
import { pocket } from '../../rules/pocket/index.ts';
import type { Condition } from '../../rules/pocket/index.ts';
import type { Inspect } from '../inspect.ts';
import type { EventBus } from '../streams.ts';

const IN_PLAY = new Set(['active', 'bench']);

/** The machine with its one first snapshot computed once (an actor for every Pokémon that comes into play; uninspected games). */
const startingAlike = withMemoizedStart(specialConditionsMachine);

/**
 * The Special Conditions actors of a game; `inspect` (XState's inspection observer) is given to each.
 * @example const actors = new ConditionActors(game.bus); actors.conditions(taurosId) // ['Poisoned']
 */
export class ConditionActors {
  private readonly actors = new Map<ObjectId, Actor<SpecialConditionsMachine>>();
  private readonly sub: Subscription;
  private readonly options: { inspect?: Inspect };

  constructor(bus: EventBus, inspect?: Inspect) {
    this.options = inspect ? { inspect } : {};
    this.sub = bus.events$.subscribe((e) => this.on(e));
  }

  /** Spawn actors for the Pokémon already in play (a game built from a position), with their conditions. */
  sync(core: GameCore): void {
    for (const m of Object.values(pocket(core).pokemon)) {
      const a = this.spawn(m.id);
      for (const c of m.conditions) a.send({ type: 'INFLICT', condition: c });
    }
  }

  private spawn(id: ObjectId): Actor<SpecialConditionsMachine> {
    this.stop(id);
    const a = createActor(this.options.inspect ? specialConditionsMachine : startingAlike, this.options).start();
    this.actors.set(id, a);
    return a;
  }

  private stop(id: ObjectId): void {
    this.actors.get(id)?.stop();
    this.actors.delete(id);
  }

  private on(e: GameEvent): void {
    switch (e.type) {
      case 'pocket_move':
        if (IN_PLAY.has(e.from) && !IN_PLAY.has(e.to)) this.stop(e.object);
        else if (!IN_PLAY.has(e.from) && IN_PLAY.has(e.to)) this.spawn(e.object);
        break;
      case 'pocket_knock_out': this.stop(e.object); break;
      case 'pocket_evolve': {
        const a = this.actors.get(e.from);
        this.actors.delete(e.from);
        if (a) this.actors.set(e.object, a);
        break;
      }
      case 'pocket_condition':
        this.actors.get(e.object)?.send(e.on ? { type: 'INFLICT', condition: e.condition } : { type: 'RECOVER', condition: e.condition });
        break;
      default:
    }
  }

  /** The conditions the statechart of a Pokémon holds. */
  conditions(id: ObjectId): Condition[] {
    const a = this.actors.get(id);
    return a ? conditionsOf(a.getSnapshot()) : [];
  }

  /**
   * The Special Conditions actor of a Pokémon in play (undefined for anything else), for inspectors.
   * @example game.conditions?.actor(activeId)?.getSnapshot().value // { turn: 'Asleep', poison: 'clear', burn: 'clear' }
   */
  actor(id: ObjectId): Actor<SpecialConditionsMachine> | undefined {
    return this.actors.get(id);
  }

  /** How many actors are alive (one per Pokémon in play). */
  get size(): number { return this.actors.size; }

  /** Where the statecharts and the rules disagree (empty when they agree). */
  mismatches(core: GameCore): string[] {
    const out: string[] = [];
    const mons = pocket(core).pokemon;
    for (const [id, m] of Object.entries(mons)) {
      const mine = this.conditions(Number(id));
      if (!this.actors.has(Number(id))) out.push(`no Special Conditions actor for ${core.obj(Number(id)).card} (#${id})`);
      else if (mine.join(',') !== m.conditions.join(',')) out.push(`${core.obj(Number(id)).card}: statechart ${mine.join(', ') || 'none'}, rules ${m.conditions.join(', ') || 'none'}`);
    }
    for (const id of this.actors.keys()) if (!mons[id]) out.push(`a Special Conditions actor outlived #${id}`);
    return out;
  }

  stopAll(): void {
    this.sub.unsubscribe();
    for (const a of this.actors.values()) a.stop();
    this.actors.clear();
  }
}
