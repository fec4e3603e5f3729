/**
 * "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage" (Circle of
 * Protection: Red; CR 615.7, 609.7a). The source is chosen as the ability resolves, among objects that could deal
 * damage now: permanents and spells on the stack matching the query. Card shape: `{ prevent_next_from: { color: red } }`
 * (`to:` the protected player, default `you`).
 */
import type { SelectorQuery } from '../../cards/types.ts';
import { battlefieldCharacteristics, characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import type { ObjectId } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { refPlayers } from './context.ts';

/** The objects that could be chosen as the source: permanents, then spells on the stack, matching the query. */
function sourceOptions(ctx: EffectContext, q: SelectorQuery): ObjectId[] {
  const core = ctx.core;
  const out: ObjectId[] = [];
  for (const c of battlefieldCharacteristics(core).values()) if (matchQuery(core, q, c, ctx.source, ctx.controller)) out.push(c.id);
  for (const item of core.s.stack) {
    if (item.kind !== 'spell' || !core.tryObj(item.id)) continue;
    const c = characteristics(core, item.id);
    if (c && matchQuery(core, q, c, ctx.source, ctx.controller)) out.push(item.id);
  }
  return out;
}

/**
 * Choose a source and create a one-use shield against its next damage to each protected player this turn.
 * @example preventNextFromEffect(ctx, { prevent_next_from: { color: 'red' } })
 */
export function preventNextFromEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  const q = (e['prevent_next_from'] ?? {}) as SelectorQuery;
  const options = sourceOptions(ctx, q);
  if (!options.length) return;
  const pick = core.ask({ kind: 'cards', player: ctx.controller, reason: `${ctx.sourceName}: choose a source`, options, min: 1, max: 1 }) as ObjectId[];
  const from = options.includes(pick[0]!) ? pick[0]! : options[0]!;
  for (const p of refPlayers(ctx, e['to'] ?? 'you')) {
    core.s.shields.push({ id: core.s.nextId++, kind: 'prevent_source', object: null, player: p, amount: 1, duration: 'end_of_turn', source: ctx.source, from });
  }
  core.touch('aside');
}
