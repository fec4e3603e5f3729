/**
 * Game-object actors: a permanent's behaviour while it is on the battlefield. Its actor owns the card's
 * interceptors: whenever the permanent's current abilities change (it entered; the layers removed or granted
 * one), the actor is sent them and registers them in the game's interceptor registry, where the rules find
 * triggers and replacements; when the permanent leaves, the actor stops and its registrations go with it.
 */
import { createActor, fromCallback } from 'xstate';
import type { Actor, InspectionEvent, Observer } from 'xstate';
import type { GameCore, GameObject, InterceptorRegistry, ObjectId, ObjectLifecycle, SourceRegistration } from '../rules/index.ts';

/** What a permanent's actor is started with: its object, its card, and the registry it registers in. */
export interface GameObjectInput { id: ObjectId; card: string; registry: InterceptorRegistry }

/** What a permanent's actor receives: the interceptors of its current abilities, to register in place of the old ones. */
export type GameObjectEvent = { type: 'ABILITIES'; registration: SourceRegistration };

/**
 * A permanent's actor logic: a callback actor (XState `fromCallback`) whose cleanup, run when it stops,
 * removes what it registered.
 * @example
 * const a = createActor(gameObjectLogic, { input: { id: 7, card: 'Soul Warden', registry: core.interceptors } }).start();
 * a.send({ type: 'ABILITIES', registration: { abilities, interceptors: abilityInterceptors(characteristics(core, 7)!) } });
 * a.stop(); // core.interceptors.source(7) === undefined
 */
export const gameObjectLogic = fromCallback<GameObjectEvent, GameObjectInput>(({ input, receive }) => {
  receive((event) => {
    if (event.type === 'ABILITIES') input.registry.setSource(input.id, event.registration);
  });
  return () => input.registry.dropSource(input.id);
});

export type GameObjectActor = Actor<typeof gameObjectLogic>;

/**
 * The lifecycle the game runtime plugs into the rules: one actor per permanent on the battlefield, started
 * as it enters and stopped as it leaves; the rules hand it its interceptors whenever its abilities change.
 * @example const objects = new ObjectActors(); new GameCore(state, { cards, lifecycle: objects });
 */
export class ObjectActors implements ObjectLifecycle {
  readonly live = new Map<number, GameObjectActor>();
  constructor(private readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)) {}

  enter(core: GameCore, obj: GameObject): void {
    const actor = createActor(gameObjectLogic, { id: `object-${obj.id}`, input: { id: obj.id, card: obj.card, registry: core.interceptors }, ...(this.inspect ? { inspect: this.inspect } : {}) });
    this.live.set(obj.id, actor);
    actor.start();
  }

  leave(_core: GameCore, obj: GameObject): void {
    this.stop(obj.id);
  }

  abilities(_core: GameCore, id: ObjectId, registration: SourceRegistration): void {
    // A permanent whose actor was stopped has no behaviour until it enters again.
    this.live.get(id)?.send({ type: 'ABILITIES', registration });
  }

  /** Stop one permanent's actor: its interceptors end with it. */
  stop(id: ObjectId): void {
    const a = this.live.get(id);
    if (a) { a.stop(); this.live.delete(id); }
  }

  stopAll(): void {
    for (const id of [...this.live.keys()]) this.stop(id);
  }
}
