/** Creating tokens (CR 111.2): each enters the battlefield as its own zone change. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';

export function handleCreateToken(core: GameCore, ev: EventOf<'create_token'>): HandlerResult {
  if (ev.count <= 0) return false;
  core.cards.require(ev.card);
  return () => {
    for (let i = 0; i < ev.count; i++) {
      emit(core, { type: 'zone_change', object: -1, oldId: null, card: ev.card, from: null, to: 'battlefield', owner: ev.player, controller: ev.player, cause: 'token', ...(ev.copy ? { copy: ev.copy } : {}), ...(ev.tapped ? { tapped: true } : {}) });
    }
  };
}
