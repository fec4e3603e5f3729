/**
 * Characteristics of many like permanents kept once (a loop shortcut's million tokens, rules/magic/flow/shortcuts.ts): the
 * layer cache holds the battlefield as parts in timestamp order, maps of permanents computed one by one and runs of
 * permanents that are alike but for their ids, whose characteristics are computed once and handed out with each
 * one's id when looked up. To its readers it is the Map every other computation gives.
 */
import type { GameCore } from '../../core.ts';
import type { GameObject, ObjectId } from '../../state/types.ts';
import { sharedBaseCharacteristics } from './base.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities } from './derived.ts';
import { staticEntries } from './entries.ts';
import { LAYER_ORDER, type Characteristics, type LayerEntry, type LayerId } from './types.ts';

/** Permanents (ids ascending, in battlefield order) whose characteristics are `like`'s but for the id. */
export interface Run { ids: readonly ObjectId[]; like: Characteristics }

/** Whether a sorted list of ids holds this one. */
export function holds(ids: readonly ObjectId[], id: ObjectId): boolean {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = ids[mid]!;
    if (v === id) return true;
    if (v < id) lo = mid + 1; else hi = mid - 1;
  }
  return false;
}

/** Whether ids are in strictly ascending order. */
export function ascending(ids: readonly ObjectId[]): boolean {
  for (let i = 1; i < ids.length; i++) if (!(ids[i - 1]! < ids[i]!)) return false;
  return true;
}

/**
 * Characteristics `c` with another id, sharing its lists (which nothing changes once computed). An object literal,
 * not a spread: V8 then allocates many of them where they stay (allocation-site pretenuring) instead of copying
 * each through the young generation.
 */
export function sharing(c: Characteristics, id: ObjectId): Characteristics {
  return {
    id, name: c.name, supertypes: c.supertypes, types: c.types, subtypes: c.subtypes, colors: c.colors, power: c.power, toughness: c.toughness,
    loyalty: c.loyalty, manaValue: c.manaValue, controller: c.controller, keywords: c.keywords, abilities: c.abilities, cant: c.cant,
    printedAbilitiesLost: c.printedAbilitiesLost,
  };
}

/** Two objects of one card whose base characteristics (baseCharacteristics) are the same but for their ids. */
export function alike(a: GameObject, b: GameObject): boolean {
  return a.controller === b.controller && a.copyKeywords === b.copyKeywords && a.chosen === null && b.chosen === null
    && !a.faceDown && !b.faceDown && !a.transformed && !b.transformed && a.card === b.card && a.copyOf === b.copyOf;
}

/** What the layer cache holds (rules/magic/layers/compute.ts): the characteristics, and the entries that made them when a newcomer can change only itself. */
export interface Cached { work: ReadonlyMap<ObjectId, Characteristics>; byLayer: Map<LayerId, LayerEntry[]> }

/**
 * Fewer newcomers than this are computed one by one: a run pays off when many enter at once, and only then, since
 * once any RunMap has been read every loop over the characteristics in the process is compiled for both kinds of map
 * and runs slower (about 3% of a full-pool game, measured with and without runs). A bot's loop of
 * BOT_LOOP_ITERATIONS (20, rules/magic/flow/find-loop.ts) makes no run; a loop of thousands does.
 */
export const RUN_MIN = 64;

/**
 * Many newcomers alike but for their ids (a loop shortcut's tokens), after every permanent cached and
 * in the cache's order: their characteristics computed once, as a run; null when they would not be what a full
 * computation gives (see withEntered in arrivals.ts), undefined when they are not such a run (the general way applies).
 */
export function asRun(core: GameCore, cache: Cached, entering: readonly ObjectId[]): Map<ObjectId, Characteristics> | null | undefined {
  const s = core.s;
  const bf = s.battlefield;
  const before = bf.length - entering.length;
  if (before < 0 || before !== cache.work.size) return undefined;
  let i = 0;
  for (const id of cache.work.keys()) if (bf[i++] !== id) return undefined;
  const first = s.objects[entering[0]!];
  if (!first) return undefined;
  const def = core.def(first);
  for (let k = 0; k < entering.length; k++) {
    const id = entering[k]!;
    const o = s.objects[id];
    // alike: the same card, copy and face, so the same definition (core.def).
    if (bf[before + k] !== id || !o || o.zone !== 'battlefield' || o.phasedOut || !alike(first, o)) return undefined;
    for (const _ in o.counters) return undefined;
  }
  if (def.pt_defined_by || staticEntries(core, first).length) return null;
  const run: Run = { ids: entering, like: sharedBaseCharacteristics(core, first, def) };
  const work = new RunMap([...RunMap.partsOf(cache.work), run]);
  // Each newcomer as it is at each layer: the run's one computation, with its own id.
  const fresh: Iterable<Characteristics> = { *[Symbol.iterator]() { for (const id of entering) yield sharing(run.like, id); } };
  const template = { *[Symbol.iterator]() { yield run.like; } };
  for (const layer of LAYER_ORDER) {
    for (const e of cache.byLayer.get(layer) ?? []) {
      if (e.member) { for (const c of fresh) if (e.member(c, work)) return null; }
      else if (e.select(work).some((id) => holds(entering, id))) return null;
    }
    if (layer === '4') addIntrinsicManaAbilities(template);
    if (layer === '6') addKeywordAbilities(template);
  }
  return work;
}

type Part = ReadonlyMap<ObjectId, Characteristics> | Run;
const isRun = (p: Part): p is Run => 'like' in p;

/**
 * The battlefield's characteristics as parts, in order. Read-only: the layer cache hands the same one to every
 * reader until the game changes.
 * @example new RunMap([computed, { ids: tokenIds, like }]).get(tokenIds[0]).id === tokenIds[0]
 */
export class RunMap extends Map<ObjectId, Characteristics> {
  private readonly count: number;

  constructor(readonly parts: readonly Part[]) {
    super();
    let n = 0;
    for (const p of parts) n += isRun(p) ? p.ids.length : p.size;
    this.count = n;
  }

  /** The parts of a computation, to extend: a RunMap's own, or a whole map as one. */
  static partsOf(m: ReadonlyMap<ObjectId, Characteristics>): readonly Part[] {
    return m instanceof RunMap ? m.parts : [m];
  }

  override get size(): number { return this.count; }

  override get(id: ObjectId): Characteristics | undefined {
    for (const p of this.parts) {
      if (!isRun(p)) { const c = p.get(id); if (c) return c; } else if (holds(p.ids, id)) return sharing(p.like, id);
    }
    return undefined;
  }

  override has(id: ObjectId): boolean {
    return this.parts.some((p) => (isRun(p) ? holds(p.ids, id) : p.has(id)));
  }

  override *keys(): MapIterator<ObjectId> {
    for (const p of this.parts) if (isRun(p)) yield* p.ids; else yield* p.keys();
  }

  override values(): MapIterator<Characteristics> {
    return new Values(this.parts);
  }

  override *entries(): MapIterator<[ObjectId, Characteristics]> {
    for (const p of this.parts) {
      if (!isRun(p)) yield* p.entries();
      else for (const id of p.ids) yield [id, sharing(p.like, id)];
    }
  }

  override [Symbol.iterator](): MapIterator<[ObjectId, Characteristics]> { return this.entries(); }

  override forEach(f: (value: Characteristics, key: ObjectId, map: Map<ObjectId, Characteristics>) => void, thisArg?: unknown): void {
    for (const [id, c] of this.entries()) f.call(thisArg, c, id, this);
  }

  override set(): this { throw new Error('RunMap: computed characteristics are read-only'); }
  override delete(): boolean { throw new Error('RunMap: computed characteristics are read-only'); }
  override clear(): void { throw new Error('RunMap: computed characteristics are read-only'); }
}

/** RunMap's values, the hot loop of every state-based action check: an iterator of its own, faster than a generator. */
class Values implements MapIterator<Characteristics> {
  private part = -1;
  private inner: Iterator<Characteristics> | null = null;
  private run: Run | null = null;
  private at = 0;
  /** One result object for every step of a run (read at once by for-of, spreads and Array.from). */
  private readonly step: { value: Characteristics; done: false } = { value: null as unknown as Characteristics, done: false };

  constructor(private readonly parts: readonly Part[]) {}

  next(): IteratorResult<Characteristics, undefined> {
    for (;;) {
      const run = this.run;
      if (run) {
        if (this.at < run.ids.length) { this.step.value = sharing(run.like, run.ids[this.at++]!); return this.step; }
      } else if (this.inner) {
        const r = this.inner.next();
        if (!r.done) return r;
      }
      if (++this.part >= this.parts.length) return { value: undefined, done: true };
      const p = this.parts[this.part]!;
      if (isRun(p)) { this.run = p; this.inner = null; this.at = 0; } else { this.run = null; this.inner = p.values(); }
    }
  }

  [Symbol.iterator](): MapIterator<Characteristics> { return this; }
}
