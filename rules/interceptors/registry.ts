/**
 * The interceptor registry: every interceptor in force, indexed by the event type (or query) it watches, so an
 * event costs only its own type's interceptors however many others there are. Objects' actors register their
 * abilities here; the event pipeline finds triggers and replacements only here.
 */
import type { Characteristics } from '../state/characteristics.ts';
import type { ObjectId } from '../state/types.ts';
import type { Interceptor, InterceptorDuration, SourceRegistration } from './types.ts';

/** How an interceptor added by {@link InterceptorRegistry.add} ends besides being removed. */
export interface InterceptorLife {
  duration?: InterceptorDuration;
  /** How many times it may apply (a transform or prevent applying, a react reacting); unlimited by default. */
  uses?: number;
}

interface Entry { interceptor: Interceptor; life: InterceptorLife; usesLeft: number }

const NONE: readonly Interceptor[] = Object.freeze([]);

/**
 * @example
 * const registry = new InterceptorRegistry();
 * const remove = registry.add({ id: 'fog', kind: 'prevent', on: 'damage', source: null, description: 'Fog', handler: () => null }, { duration: 'turn' });
 * registry.list('damage').length; // 1
 * remove();
 */
export class InterceptorRegistry {
  private readonly byType = new Map<string, Interceptor[]>();
  private readonly entries = new Map<Interceptor, Entry>();
  private readonly bySource = new Map<ObjectId, SourceRegistration>();
  /** The interceptors that end with the turn, and those that end when their source leaves. */
  private readonly turnBound = new Set<Interceptor>();
  private readonly sourceBound = new Map<ObjectId, Set<Interceptor>>();
  /** Bumped whenever an interceptor comes or goes: lists derived from the registry key on it. */
  changes = 0;
  /** How many interceptors `intercept` has added so far: their ids count up, so a replay names them alike. */
  added = 0;
  /** How many registered interceptors are an app's (with a handler): the pipeline skips them all when none. */
  handlers = 0;
  /** The characteristics the card registrations were last brought in line with, and the game's version then (see syncInterceptors). */
  syncedWith: Map<ObjectId, Characteristics> | null = null;
  syncedVersion = -1;

  constructor(private readonly onQueryChange: () => void = () => {}) {}

  /** How many interceptors are registered. */
  get size(): number { return this.entries.size; }

  /** The interceptors watching an event type or query, in registration order (empty when none). */
  list(type: string): readonly Interceptor[] {
    return this.byType.get(type) ?? NONE;
  }

  /** Register one interceptor; returns the function that removes it. */
  add(interceptor: Interceptor, life: InterceptorLife = {}): () => void {
    if (this.entries.has(interceptor)) throw new Error(`interceptor "${interceptor.id}" is registered already`);
    const uses = life.uses ?? Infinity;
    if (!(uses > 0) || (uses !== Infinity && !Number.isInteger(uses))) throw new Error(`interceptor "${interceptor.id}": uses must be a positive integer; got ${String(life.uses)}`);
    if (life.duration === 'source' && interceptor.source === null) throw new Error(`interceptor "${interceptor.id}": duration 'source' needs a source object`);
    this.entries.set(interceptor, { interceptor, life, usesLeft: uses });
    if (life.duration === 'turn') this.turnBound.add(interceptor);
    if (life.duration === 'source') {
      const bound = this.sourceBound.get(interceptor.source!);
      if (bound) bound.add(interceptor); else this.sourceBound.set(interceptor.source!, new Set([interceptor]));
    }
    const list = this.byType.get(interceptor.on);
    if (list) list.push(interceptor); else this.byType.set(interceptor.on, [interceptor]);
    if ('handler' in interceptor) this.handlers++;
    this.changes++;
    if (interceptor.kind === 'query') this.queryChanged();
    return () => this.remove(interceptor);
  }

  /** Remove one interceptor (nothing happens if it is gone already). */
  remove(interceptor: Interceptor): void {
    const e = this.entries.get(interceptor);
    if (!e) return;
    this.entries.delete(interceptor);
    if (e.life.duration === 'turn') this.turnBound.delete(interceptor);
    if (e.life.duration === 'source') this.sourceBound.get(interceptor.source!)?.delete(interceptor);
    const list = this.byType.get(interceptor.on)!;
    // From the end: what goes first is mostly what came last (a stack resolving, a game taken down), cheap however long the list.
    list.splice(list.lastIndexOf(interceptor), 1);
    if (!list.length) this.byType.delete(interceptor.on);
    if ('handler' in interceptor) this.handlers--;
    this.changes++;
    if (interceptor.kind === 'query') this.queryChanged();
  }

  /** Count one use of an interceptor; the last use removes it. */
  use(interceptor: Interceptor): void {
    const e = this.entries.get(interceptor);
    if (e && --e.usesLeft <= 0) this.remove(interceptor);
  }

  /** The abilities a source object's interceptors were registered from, if it has any registered. */
  source(id: ObjectId): SourceRegistration | undefined {
    return this.bySource.get(id);
  }

  /** Replace everything a source object has registered with these (its actor calls this when its abilities change). */
  setSource(id: ObjectId, registration: SourceRegistration): void {
    this.dropSource(id);
    this.bySource.set(id, registration);
    for (const i of registration.interceptors) this.add(i);
  }

  /** Remove everything a source object registered, and the interceptors that last while it is on the battlefield. */
  dropSource(id: ObjectId): void {
    const r = this.bySource.get(id);
    if (r) {
      this.bySource.delete(id);
      for (const i of r.interceptors) this.remove(i);
    }
    const bound = this.sourceBound.get(id);
    if (bound) {
      this.sourceBound.delete(id);
      for (const i of bound) this.remove(i);
    }
  }

  /** How many sources have registered abilities. */
  get sourceCount(): number { return this.bySource.size; }

  /** The sources with registered abilities. */
  sources(): IterableIterator<ObjectId> {
    return this.bySource.keys();
  }

  /** CR 514.2: "until end of turn" effects end in the cleanup step. */
  endTurn(): void {
    for (const i of [...this.turnBound]) this.remove(i);
  }

  /** A query interceptor came or went: computed values that read queries are stale. */
  private queryChanged(): void {
    this.onQueryChange();
  }
}
