/**
 * Game-object actors: a permanent's behaviour while it is on the battlefield. Its actor owns the card's
 * interceptors: whenever the permanent's current abilities change (it entered; the layers removed or granted
 * one), the actor is sent them and registers them in the game's interceptor registry, where the rules find
 * triggers and replacements; when the permanent leaves, the actor stops and its registrations go with it.
 */
import { createActor, fromCallback } from 'xstate';
import type { Actor, AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { objectEntered } from '../rules/index.ts';
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

/** What spawns objects' actors as its children (the game actor). */
export interface ObjectSpawner {
  spawn<A extends AnyActorRef>(src: 'object', id: string, input: GameObjectInput): A;
  stop(id: string): void;
}

/**
 * The lifecycle the game runtime plugs into the rules: one actor per permanent on the battlefield, started
 * as it enters and stopped as it leaves; the rules hand it its interceptors whenever its abilities change.
 * @example const objects = new ObjectActors(); new GameCore(state, { cards, lifecycle: objects });
 */
export class ObjectActors implements ObjectLifecycle {
  readonly live = new Map<number, GameObjectActor>();
  /**
   * With `parent` (the game actor, see game-actor.ts) each object's actor is spawned as its child; without one,
   * each is an actor of its own, with `inspect` as its inspection observer.
   */
  constructor(private readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void), private readonly parent?: ObjectSpawner) {}

  enter(core: GameCore, obj: GameObject): void {
    const id = `object-${obj.id}`;
    const input: GameObjectInput = { id: obj.id, card: obj.card, registry: core.interceptors };
    if (this.parent) {
      this.live.set(obj.id, this.parent.spawn<GameObjectActor>('object', id, input));
      return;
    }
    const actor = createActor(gameObjectLogic, { id, input, ...(this.inspect ? { inspect: this.inspect } : {}) });
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
    if (!a) return;
    if (this.parent) this.parent.stop(`object-${id}`);
    else a.stop();
    this.live.delete(id);
  }

  /**
   * After the game state was put back (a rolled-back action): stop the actors of objects no longer on the
   * battlefield and start one for each permanent without one.
   */
  reconcile(core: GameCore): void {
    const s = core.s;
    for (const id of [...this.live.keys()]) if (s.objects[id]?.zone !== 'battlefield') this.stop(id);
    for (const id of s.battlefield) if (!this.live.has(id)) objectEntered(core, s.objects[id]!);
  }

  stopAll(): void {
    for (const id of [...this.live.keys()]) this.stop(id);
  }
}
