/** What the layer cache keeps (rules/magic/layers/compute.ts) and what a full computation tells it. */
import { memoKey } from '../../core.ts';
import type { ContinuousEffect, ObjectId } from '../../state/types.ts';
import type { Characteristics, LayerEntry, LayerId } from './types.ts';

export interface Cache {
  version: number;
  combatTouches: number;
  /** core.asideTouches when it was computed (changes no characteristic reads). */
  asideTouches: number;
  /** core.effectTouches, and the resolved continuous effects, when it was computed (see withEffects). */
  effectTouches: number;
  effects: readonly ContinuousEffect[];
  /** Every entry, by layer. */
  byLayer: Map<LayerId, LayerEntry[]>;
  /** The order the full computation applied each layer's entries in (see KeptOrder). */
  kept: ReadonlyMap<LayerId, KeptOrder>;
  /** The layer at which each effect that applied began to (CR 613.6: its later parts apply to what it applied to then). */
  startedAt: Map<string, LayerId>;
  /** How much of `core.enteredIds` this computation has seen. */
  enteredSeen: number;
  /** How much of `core.leftIds` this computation has seen. */
  leftSeen: number;
  /** core.aloneTouches when it was computed, and how much of `core.aloneIds` it has seen (see withChanged). */
  aloneTouches: number;
  aloneSeen: number;
  readsCombat: boolean;
  /**
   * When every effect that reads combat is an "attacking creatures get +N/+M" (layer 7c by given numbers, War Horn)
   * and nothing after it in layer 7 reads power or toughness: each with the objects it applied to; null otherwise
   * (see withCombat).
   */
  combatPumps: CombatPump[] | null;
  work: Map<ObjectId, Characteristics>;
  /**
   * Whether a permanent entering can change only itself (see withEntered): no entry reads other objects or combat, and
   * no characteristic-defining ability reads more than type words and controllers (defined-values.ts).
   */
  additive: boolean;
  /**
   * The permanents with a characteristic-defining ability (one that counts by type words, in an additive cache), in
   * the order they came: each is computed again after a change (defined-update.ts), its count of permanents perhaps
   * another. One that enters later joins them (withEntered).
   */
  defined: readonly ObjectId[];
  /**
   * The game's event count (plus its quiet changes, core.quietChanges: both only grow) when it was computed, if an
   * expression it evaluated read what no `touch` announces (a condition on `you.life`, a P/T equal to
   * `you.hand_size`: core.untrackedReads): then it holds only until the next event or quiet change. Null when it
   * read only the battlefield's characteristics, which every change to them touches.
   */
  events: number | null;
}

/** What run() worked with, for the cache: the layer entries, and the objects with a characteristic-defining ability and its expression. */
export interface RunInfo { readsCombat: boolean; byLayer: Map<LayerId, LayerEntry[]>; cdas: { id: ObjectId; expr: string }[]; readsMore: boolean; started: Map<string, ObjectId[]>; startedAt: Map<string, LayerId>; kept: Map<LayerId, KeptOrder> }

/**
 * The order a full computation applied a layer's entries in (orderLayer: timestamp order, or the order its
 * dependencies give, CR 613.8), with the list of entries it ordered. While the cache's list for that layer is that
 * very list (a list is never changed once made) and no object's values as the layer begins have changed since (what
 * each way of computing objects apart makes sure: apart.ts), it is the order a full computation would give again.
 */
export interface KeptOrder { list: readonly LayerEntry[]; order: readonly LayerEntry[] }

/** An effect that reads combat and changes power and toughness by given numbers, with the objects it applied to. */
export interface CombatPump { e: LayerEntry & { pump: readonly [number, number] }; ids: readonly ObjectId[] }

/** The game's layer cache: compute.ts keeps it, arrivals.ts reads it (leavesLayersAlone). */
export const CACHE = memoKey<Cache>('layers');
