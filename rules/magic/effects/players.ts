/** Draw, life gain and loss, winning, scry, mana (CR 121, 119, 104.3, 701.22, 106). */
import { emit } from '../../events/emit.ts';
import type { ObjectId } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { num, refPlayers } from './context.ts';

export function drawEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['draw']);
  for (const p of refPlayers(ctx, e['who'])) for (let i = 0; i < n; i++) emit(ctx.core, { type: 'draw', player: p, object: null });
}

export function gainLifeEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['gain_life']);
  for (const p of refPlayers(ctx, e['who'] ?? e['to'])) emit(ctx.core, { type: 'life', player: p, amount: n });
}

export function loseLifeEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['lose_life']);
  for (const p of refPlayers(ctx, e['who'] ?? e['to'])) {
    // "The life lost this way" (Blood Tithe) is what was actually lost, after replacements.
    const lost = emit(ctx.core, { type: 'life', player: p, amount: -n }).reduce((k, ev) => k + (ev.type === 'life' && ev.amount < 0 ? -ev.amount : 0), 0);
    if (lost) ctx.tally = { ...ctx.tally, life_lost: (ctx.tally?.['life_lost'] ?? 0) + lost };
  }
}

export function winGameEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  for (const p of refPlayers(ctx, e['win_game'])) emit(ctx.core, { type: 'win', player: p });
}

/** Add mana (CR 106.4): the symbols given, or `any_color`: one mana of the colour the controller chooses (CR 106.1b). */
export function addManaEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  let mana = String(e['add_mana']);
  if (mana === 'any_color') {
    const options = ['W', 'U', 'B', 'R', 'G'];
    const i = ctx.core.ask({ kind: 'mana_color', player: ctx.controller, options }) as number;
    mana = `{${options[i] ?? options[0]!}}`;
  }
  emit(ctx.core, { type: 'mana', player: ctx.controller, mana });
}

/** Scry N (CR 701.22): the player looks at the top N and puts any number on the bottom. */
export function scryEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const n = num(ctx, e['scry']);
  const lib = ctx.core.player(ctx.controller).library;
  const top = lib.slice(0, n);
  if (!top.length) return;
  const bottom = ctx.core.ask({ kind: 'cards', player: ctx.controller, reason: `scry ${n}: choose cards to put on the bottom`, options: top, min: 0, max: top.length }) as ObjectId[];
  const keep = top.filter((id) => !bottom.includes(id));
  const moved = top.filter((id) => bottom.includes(id));
  lib.splice(0, top.length, ...keep);
  lib.push(...moved);
}
