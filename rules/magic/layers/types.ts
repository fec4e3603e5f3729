/** Computed characteristics and the layer entries that produce them (CR 613). */
import type { ObjectId, PlayerId } from '../../state/types.ts';

import type { Characteristics } from '../../state/characteristics.ts';

export type { Characteristics };

export type LayerId = '1' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
export const LAYER_ORDER: readonly LayerId[] = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];

/** One part of a continuous effect, in one layer. */
export interface LayerEntry {
  key: string;                 // identifies the effect (shared by its parts in different layers)
  group?: string;              // the ability that generates it: all of one static ability's effects are one effect (613.6)
  layer: LayerId;
  timestamp: number;
  source: ObjectId;
  controller: PlayerId;
  /**
   * Card name and modification, for explain(); made when asked. (A function, not a getter: V8 keeps an object
   * literal's own getters reachable in young-generation collections, so every entry would outlive its computation.)
   */
  readonly describe: () => string;
  /** Its objects and existence are fixed (a resolved effect, CR 611.2c): no other effect can change them. */
  fixed?: boolean;
  /** What it applies to may depend on combat ("attacking creatures", CR 506.4). */
  readsCombat?: boolean;
  /** For a change of power and toughness by given numbers (layer 7c): those numbers (see rules/magic/layers/parts.ts). */
  pump?: readonly [number, number];
  /** Its numbers come from an expression (`count(swamp, you)`, `it.mana_value`), which may read any object. */
  computed?: boolean;
  /** Its computed numbers read only the object they are for (`it.mana_value`, Opalescence): no other object's values. */
  computedFromItself?: boolean;
  /**
   * How it picks its objects, when that depends only on each object's own characteristics and its source's
   * controller (a query without expressions): `select` is every object this says yes to. Lets a dependency
   * check look at only the objects another effect changed.
   */
  member?(c: Characteristics, work: Map<ObjectId, Characteristics>): boolean;
  /**
   * What it applies to is decided by an expression (a query's `where`), which may read any object, not only the one
   * it asks about: a dependency check compares everything it selects (613.8a).
   */
  readsGame?: boolean;
  /** Its existence depends on more than its source having the ability (a condition, CR 613.6). */
  conditional?: boolean;
  /** The objects it applies to now; locked effects return a fixed list. */
  select(work: Map<ObjectId, Characteristics>): ObjectId[];
  /** Whether the effect exists at this point (its source still has the ability, CR 613.6). */
  exists(work: Map<ObjectId, Characteristics>): boolean;
  apply(c: Characteristics, work: Map<ObjectId, Characteristics>): void;
  /** What decides whether it exists and what it applies to, in words (rules/magic/layers/footprint.ts); absent: anything. */
  reads?: Footprint;
  /** What it can change in its layer, in words (footprint.ts); absent: anything. */
  writes?: Footprint;
  /**
   * For a static ability's modification that has a part in this layer alone: what it applies to, as text. Two such
   * entries of one ability with the same text apply to the same objects (footprint.ts).
   */
  selects?: string;
}

/** A set of words (rules/magic/layers/footprint.ts), or 'all': unknown, so taken as everything. */
export type Footprint = ReadonlySet<string> | 'all';

/** One line of a characteristic's explanation: which effect changed it, in which layer, in what order. */
export interface ExplainStep { layer: LayerId; order: number; effect: string; source: ObjectId; timestamp: number; result: Partial<Characteristics> }
