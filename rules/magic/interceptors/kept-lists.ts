/**
 * Lists read out of the interceptor registry for the permanents' current abilities (the triggered abilities
 * listening for an event type, the sources of a kind of replacement), kept by key until the registry changes. After
 * the characteristics change, a kept list still holds while each permanent in it has the controller and name it was
 * listed with: its abilities are the registry's (the same registry, the same ones), and a permanent keeps its place on
 * the battlefield while it stays there.
 */
import type { GameCore, MemoKey } from '../../core.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { Characteristics } from '../layers/types.ts';
import { syncInterceptors } from './sync.ts';

/** What a kept list holds of each permanent: what is checked against new characteristics. */
export interface ListedPermanent { readonly id: ObjectId; readonly controller: PlayerId; readonly name: string }

/** A game's kept lists of one kind: the registry's count of changes they were read at, and each key's list. */
export interface KeptLists<T> { changes: number; byKey: Map<string, { list: readonly T[]; chars: ReadonlyMap<ObjectId, Characteristics> }> }

/**
 * The list kept under `key` if it still holds, otherwise `read` (given the game, the key and the characteristics the
 * registry is in line with) made, kept and returned. Read it, do not change it: it is shared until it no longer
 * holds. `read` is a function of the module, not a closure made at each call (lists are asked at every event).
 * @example const LISTENING = memoKey<KeptLists<Listener>>('listening'); keptList(core, LISTENING, 'damage', listenersOf)
 */
export function keptList<T extends ListedPermanent>(core: GameCore, slot: MemoKey<KeptLists<T>>, key: string, read: (core: GameCore, key: string, chars: ReadonlyMap<ObjectId, Characteristics>) => readonly T[]): readonly T[] {
  const chars = syncInterceptors(core);
  let kept = core.memoGet(slot);
  if (!kept || kept.changes !== core.interceptors.changes) {
    kept = { changes: core.interceptors.changes, byKey: new Map() };
    core.memoSet(slot, kept);
  }
  const known = kept.byKey.get(key);
  if (known && (known.chars === chars || stillHolds(known.list, chars))) { known.chars = chars; return known.list; }
  const list = read(core, key, chars);
  kept.byKey.set(key, { list, chars });
  return list;
}

/** Does each permanent of the list still have, in `chars`, the controller and name it was listed with? */
function stillHolds(list: readonly ListedPermanent[], chars: ReadonlyMap<ObjectId, Characteristics>): boolean {
  for (let i = 0; i < list.length; i++) {
    const l = list[i]!;
    const c = chars.get(l.id);
    if (!c || c.controller !== l.controller || c.name !== l.name) return false;
  }
  return true;
}
