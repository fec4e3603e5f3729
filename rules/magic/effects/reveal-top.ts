/**
 * "Look at the top card of your library. You may reveal that card. If a [kind] card is revealed this way, …"
 * (Delver of Secrets; CR 701.16 reveal). Card shape:
 * `{ reveal_top: { optional: true, if: { any_type: [instant, sorcery] }, effects: [{ transform: self }] } }`.
 */
import { characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import type { SelectorQuery } from '../../cards/types.ts';
import type { EffectContext } from './context.ts';

/**
 * Whether the inner effects go ahead: the controller's library has a top card, it is revealed (with `optional`, the
 * controller chooses to), and it matches `if`. Looking changes nothing (the card stays on top).
 * @example if (revealTopGoesAhead(ctx, e)) runEffects(ctx, inner);
 */
export function revealTopGoesAhead(ctx: EffectContext, e: Record<string, unknown>): boolean {
  const core = ctx.core;
  const arg = (e['reveal_top'] ?? {}) as { optional?: boolean; if?: SelectorQuery };
  const top = core.player(ctx.controller).library[0];
  if (top === undefined) return false;
  const card = core.obj(top).card;
  if (arg.optional && core.ask({ kind: 'yes_no', player: ctx.controller, question: `${ctx.sourceName}: reveal the top card of your library (${card})?` }) === false) return false;
  const c = characteristics(core, top);
  return !arg.if || (!!c && matchQuery(core, arg.if, c, ctx.source, ctx.controller));
}
