/**
 * "Create a token that's a copy of X, except it has haste" (CR 707.2, 111.2, 707.9b): the token copies X's copiable
 * values (its card, or what X itself copies, with the exceptions earlier copy effects made), plus this effect's
 * exception. The tokens made are remembered for later effects of the same resolution (`created`, and the delayed
 * trigger "exile that token at the beginning of the next end step", CR 603.7).
 */
import { emit } from '../../events/emit.ts';
import { characteristics } from '../layers/compute.ts';
import type { EffectContext } from './context.ts';
import { num, refObjects } from './context.ts';

/** The copiable values of an object, as a card name and the keywords exceptions added (CR 707.2, 707.9b). */
function copiable(ctx: EffectContext, id: number): { card: string; keywords: string[] } | null {
  const o = ctx.core.tryObj(id);
  if (o && !o.faceDown) return { card: o.copyOf ?? o.card, keywords: o.copyKeywords ?? [] };
  // CR 608.2h: an object that has left the battlefield is copied as it last existed (a copy by its copied name).
  const lki = ctx.core.s.lki[id];
  if (!lki) return null;
  const card = lki.name && ctx.core.cards.get(lki.name) ? lki.name : lki.card;
  return { card, keywords: (lki as { copyKeywords?: string[] }).copyKeywords ?? [] };
}

/**
 * `{ copy_token: <ref>, except: { keywords: [haste] }, count }`.
 * @example copyTokenEffect(ctx, { copy_token: 'self', except: { keywords: ['haste'] } })
 */
export function copyTokenEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const except = (e['except'] ?? {}) as { keywords?: string[] };
  const n = num(ctx, e['count'] ?? 1);
  const ids = refObjects(ctx, e['copy_token']);
  // "A copy of this creature" when it has left: its last known information (Splinter Twin's ability still resolves).
  if (!ids.length && e['copy_token'] === 'self' && ctx.core.s.lki[ctx.source]) ids.push(ctx.source);
  for (const id of ids) {
    const values = copiable(ctx, id);
    if (!values) continue;
    const keywords = [...new Set([...values.keywords, ...(except.keywords ?? [])])];
    // Through create_token, so that what modifies token creation applies (Doubling Season, CR 614.1).
    const first = ctx.core.s.nextId;
    emit(ctx.core, { type: 'create_token', player: ctx.controller, card: values.card, count: n, copy: { keywords } });
    // The new tokens are the last on the battlefield (timestamp order).
    const made: number[] = [];
    const field = ctx.core.s.battlefield;
    for (let i = field.length - 1; i >= 0 && field[i]! >= first; i--) {
      const o = ctx.core.s.objects[field[i]!];
      if (o && o.token && o.copyOf === values.card) made.unshift(o.id);
    }
    ctx.remembered.push(...made);
  }
}

/**
 * "Tap or untap target permanent" (CR 701.26): the controller chooses which as it resolves.
 * @example tapOrUntapEffect(ctx, { tap_or_untap: 'target' })
 */
export function tapOrUntapEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const id of refObjects(ctx, e['tap_or_untap'])) {
    const o = ctx.core.tryObj(id);
    if (!o || o.zone !== 'battlefield') continue;
    const pick = ctx.core.ask({ kind: 'mode', player: ctx.controller, options: ['tap', 'untap'] });
    emit(ctx.core, { type: pick === 1 ? 'untap' : 'tap', object: id });
  }
}

/**
 * "Sacrifice it": the controller of the ability sacrifices the objects named, if they still control them on the
 * battlefield (CR 701.21a: a player can sacrifice only a permanent they control).
 * @example sacrificeObjects(ctx, 'created')
 */
export function sacrificeObjects(ctx: EffectContext, ref: string): void {
  for (const id of refObjects(ctx, ref)) {
    const o = ctx.core.tryObj(id);
    if (o && o.zone === 'battlefield' && characteristics(ctx.core, id)?.controller === ctx.controller) emit(ctx.core, { type: 'sacrifice', object: id });
  }
}
