/**
 * "Search your library for a [kind] card [with mana value N or less], put it onto the battlefield (or into your
 * hand), then shuffle" (CR 701.23, 401.5). When a card matches, the player picks one (the first by default); failing
 * to find (701.23b) is not offered, as no card of the pool gains by it. Chord of Calling: `{ search: { all: creature }, mana_value_at_most: x,
 * put_onto: battlefield }`.
 */
import type { SelectorQuery } from '../../cards/types.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import { shuffleInPlace } from '../../state/rng.ts';
import type { ObjectId } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { num, refPlayers } from './context.ts';

export function searchEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  const query = (e['search'] ?? {}) as SelectorQuery;
  const most = e['mana_value_at_most'] === undefined ? Infinity : num(ctx, e['mana_value_at_most']);
  const to = e['put_onto'] === 'battlefield' ? 'battlefield' : 'hand';
  for (const p of refPlayers(ctx, e['who'] ?? 'you')) {
    // In the library a card has only its printed characteristics; `all: creature` asks for a creature card.
    const options = core.player(p).library.filter((id) => {
      const c = characteristics(core, id);
      return !!c && c.manaValue <= most && matchQuery(core, query, c, ctx.source, p);
    });
    let found: ObjectId | undefined;
    if (options.length) {
      const pick = core.ask({ kind: 'cards', player: p, reason: `${ctx.sourceName}: search your library`, options, min: 1, max: 1 }) as ObjectId[];
      found = pick.find((id) => options.includes(id)) ?? options[0];
    }
    if (found !== undefined) emit(core, { ...leaveEvent(core, found, to, 'search'), ...(to === 'battlefield' ? { controller: p } : {}) });
    shuffleInPlace(core.s, core.player(p).library);
    emit(core, { type: 'shuffle', player: p });
  }
}
