/** "[Player] discards N cards [at random]" (CR 701.9): from hand to graveyard; "this way" counts what was discarded. */
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { pickAtRandom } from '../../random/pick.ts';
import type { ObjectId } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { num, refPlayers } from './context.ts';

/**
 * Each player in `who` (default you), in APNAP order, discards `discard` cards: their choice (CR 701.9b), or picked at
 * random with `random: true` (CR 701.9c, 706). With fewer in hand they discard all of them. The number discarded
 * this way is `discarded` in later effects of the resolution (Syphon Mind).
 * @example discardEffect(ctx, { discard: 3, random: true }) // Goblin Lore
 */
export function discardEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  const n = Math.max(0, num(ctx, e['discard']));
  for (const p of refPlayers(ctx, e['who'])) {
    const hand = [...core.player(p).hand];
    let chosen: ObjectId[];
    if (hand.length <= n) chosen = hand;
    else if (e['random']) chosen = pickAtRandom(core, hand, n, (id) => core.obj(id).card);
    else {
      const pick = (core.ask({ kind: 'cards', player: p, reason: `discard ${n} card(s)`, options: hand, min: n, max: n }) as ObjectId[]);
      chosen = [...new Set(pick.filter((id) => hand.includes(id)))].slice(0, n);
      for (const id of hand) { if (chosen.length >= n) break; if (!chosen.includes(id)) chosen.push(id); }
    }
    for (const id of chosen) {
      if (core.tryObj(id)?.zone !== 'hand') continue;
      const moved = emit(core, leaveEvent(core, id, 'graveyard', 'discard'));
      // A discarded card that a replacement sends elsewhere (Leyline of the Void) was still discarded (CR 701.9a).
      if (moved.some((m) => m.type === 'zone_change' && m.from === 'hand')) ctx.tally = { ...ctx.tally, discarded: (ctx.tally?.['discarded'] ?? 0) + 1 };
    }
  }
}
