/**
 * Face-down objects (CR 708): a face-down permanent or spell has no name a player can see (708.2), but its
 * controller may look at it at any time (708.5, 708.6). A face-down card in exile may be looked at by no one
 * (406.3). Its id stays public: it is an object on the battlefield or the stack.
 */
import type { GameObject, PlayerId } from '../state/types.ts';

/**
 * Whether `viewer` may see which card `o` is.
 * @example cardVisible({ ...morph, faceDown: true, controller: 0, zone: 'battlefield' }, 1) // false
 */
export function cardVisible(o: GameObject, viewer: PlayerId): boolean {
  if (!o.faceDown) return true;
  return o.zone !== 'exile' && o.controller === viewer;
}
