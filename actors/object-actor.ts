/**
 * Game-object actors: a permanent's behaviour while it is on the battlefield. Its actor owns the card's
 * interceptors: whenever the permanent's current abilities change (it entered; the layers removed or granted
 * one), the actor is sent them and registers them in the game's interceptor registry, where the rules find
 * triggers and replacements; when the permanent leaves, the actor stops and its registrations go with it.
 */
import { createActor, fromCallback } from 'xstate';
import type { Actor, AnyActorRef, InspectionEvent, Observer } from 'xstate';
import { holds, objectEntered } from '../rules/index.ts';
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
 * The actors of the permanents on the battlefield, by object id. Permanents that entered many at once (a loop
 * shortcut's million tokens) are in it from the start, and each one's actor is created and started the first time
 * it is looked up (`get`, iterating values or entries); `has`, `keys` and `size` count them all the while.
 */
export class LiveActors extends Map<ObjectId, GameObjectActor> {
  /** Ids whose actors start when first looked up, in ascending batches; `settled` holds those started or gone since. */
  private readonly batches: (readonly ObjectId[])[] = [];
  private readonly settled = new Set<ObjectId>();
  private waiting = 0;

  constructor(private readonly startActor: (id: ObjectId) => GameObjectActor) {
    super();
  }

  /** These permanents (ids ascending) have actors that start when first looked up. */
  defer(ids: readonly ObjectId[]): void {
    if (!ids.length) return;
    for (let i = 1; i < ids.length; i++) if (!(ids[i - 1]! < ids[i]!)) throw new Error(`LiveActors.defer: ids must ascend (${ids[i - 1]} before ${ids[i]})`);
    this.batches.push(ids);
    this.waiting += ids.length;
  }

  /** Forget every permanent whose actor never started; returns their ids. */
  dropAll(): ObjectId[] {
    const ids = this.waiting ? this.pending() : [];
    this.batches.length = 0;
    this.settled.clear();
    this.waiting = 0;
    return ids;
  }

  /** Whether this permanent's actor is yet to start. */
  deferred(id: ObjectId): boolean {
    if (this.waiting === 0 || this.settled.has(id) || super.has(id)) return false;
    return this.batches.some((b) => holds(b, id));
  }

  /** Forget a permanent whose actor never started (it left); true when it was one. */
  drop(id: ObjectId): boolean {
    if (!this.deferred(id)) return false;
    this.settled.add(id);
    this.waiting--;
    return true;
  }

  override has(id: ObjectId): boolean {
    return super.has(id) || this.deferred(id);
  }

  override get(id: ObjectId): GameObjectActor | undefined {
    const a = super.get(id);
    if (a || !this.drop(id)) return a;
    const started = this.startActor(id);
    super.set(id, started);
    return started;
  }

  override delete(id: ObjectId): boolean {
    return super.delete(id) || this.drop(id);
  }

  override clear(): void {
    super.clear();
    this.batches.length = 0;
    this.settled.clear();
    this.waiting = 0;
  }

  override get size(): number {
    return super.size + this.waiting;
  }

  /** The ids of permanents whose actors are yet to start, in order (a list, not a generator: a million of them are read at once). */
  private pending(): ObjectId[] {
    const out: ObjectId[] = [];
    for (const b of this.batches) {
      for (let i = 0; i < b.length; i++) {
        const id = b[i]!;
        if (!this.settled.has(id) && !super.has(id)) out.push(id);
      }
    }
    return out;
  }

  override *keys(): MapIterator<ObjectId> {
    yield* super.keys();
    if (this.waiting) yield* this.pending();
  }

  /** Start every actor yet to start (before iterating the actors themselves). */
  private startAll(): void {
    if (this.waiting) for (const id of this.pending()) this.get(id);
  }

  override values(): MapIterator<GameObjectActor> { this.startAll(); return super.values(); }
  override entries(): MapIterator<[ObjectId, GameObjectActor]> { this.startAll(); return super.entries(); }
  override [Symbol.iterator](): MapIterator<[ObjectId, GameObjectActor]> { return this.entries(); }
  override forEach(f: (value: GameObjectActor, key: ObjectId, map: Map<ObjectId, GameObjectActor>) => void, thisArg?: unknown): void {
    this.startAll();
    super.forEach(f, thisArg);
  }
}

/**
 * The lifecycle the game runtime plugs into the rules: one actor per permanent on the battlefield, started
 * as it enters and stopped as it leaves; the rules hand it its interceptors whenever its abilities change.
 * Permanents entering many at once (`enterMany`) get theirs when first looked up (see LiveActors): until then
 * their registrations go straight to the registry, as their actors would put them.
 * @example const objects = new ObjectActors(); new GameCore(state, { cards, lifecycle: objects });
 */
export class ObjectActors implements ObjectLifecycle {
  readonly live = new LiveActors((id) => this.start(id));
  /** The game of the permanents entered many at once, whose registry their actors register in. */
  private core: GameCore | null = null;
  /**
   * With `parent` (the game actor, see game-actor.ts) each object's actor is spawned as its child; without one,
   * each is an actor of its own, with `inspect` as its inspection observer.
   */
  constructor(private readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void), private readonly parent?: ObjectSpawner) {}

  enter(core: GameCore, obj: GameObject): void {
    this.live.set(obj.id, this.spawn(obj.id, obj.card, core.interceptors));
  }

  /** Many permanents entered at once: each one's actor starts when first looked up (an inspected game spawns them all now). */
  enterMany(core: GameCore, ids: readonly ObjectId[]): void {
    if (this.parent) {
      for (const id of ids) this.enter(core, core.obj(id));
      return;
    }
    this.core = core;
    this.live.defer(ids);
  }

  /** Start the actor of a permanent that entered with many others. */
  private start(id: ObjectId): GameObjectActor {
    const core = this.core!;
    return this.spawn(id, core.obj(id).card, core.interceptors);
  }

  private spawn(objectId: ObjectId, card: string, registry: InterceptorRegistry): GameObjectActor {
    const id = `object-${objectId}`;
    const input: GameObjectInput = { id: objectId, card, registry };
    if (this.parent) return this.parent.spawn<GameObjectActor>('object', id, input);
    const actor = createActor(gameObjectLogic, { id, input, ...(this.inspect ? { inspect: this.inspect } : {}) });
    actor.start();
    return actor;
  }

  leave(_core: GameCore, obj: GameObject): void {
    this.stop(obj.id);
  }

  abilities(core: GameCore, id: ObjectId, registration: SourceRegistration): void {
    // Registered as its actor would, by the time it starts (a million tokens need no million actors at once).
    if (this.live.deferred(id)) { core.interceptors.setSource(id, registration); return; }
    // A permanent whose actor was stopped has no behaviour until it enters again.
    this.live.get(id)?.send({ type: 'ABILITIES', registration });
  }

  /** Stop one permanent's actor: its interceptors end with it. */
  stop(id: ObjectId): void {
    if (this.live.drop(id)) { this.core?.interceptors.dropSource(id); return; }
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
    // The newest first: the registry finds each one's interceptors at the end of its lists.
    for (const id of this.live.dropAll().reverse()) this.core?.interceptors.dropSource(id);
    for (const id of [...this.live.keys()]) this.stop(id);
  }
}
