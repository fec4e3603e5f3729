/** The effect interpreter: one handler an effect name, run in order as a spell or ability resolves (CR 608.2c). */
import { counterEffect } from '../stack/counter.ts';
import { copyTokenEffect, tapOrUntapEffect } from './copy-token.ts';
import { continuousEffect, chooseEffect, delayedEffect, isLayeredMod } from './continuous.ts';
import type { EffectContext } from './context.ts';
import { truthyExpr } from './context.ts';
import { unlessGoesAhead } from './unless-pays.ts';
import { damageEffect } from './damage.ts';
import { discardEffect } from './discard.ts';
import { flipCoinsEffect } from './flip-coins.ts';
import { revealTopGoesAhead } from './reveal-top.ts';
import { transformEffect } from './transform.ts';
import { changeTextEffect } from './change-text.ts';
import { preventNextFromEffect } from './prevent-from-source.ts';
import { searchEffect } from './search.ts';
import { attachEffect, addCountersEffect, createTokenEffect, regenerateEffect, tapEffect, untapEffect } from './objects.ts';
import { addManaEffect, drawEffect, gainLifeEffect, loseLifeEffect, scryEffect, winGameEffect } from './players.ts';
import { noLifegainEffect, noPreventionEffect, preventCombatDamageEffect, preventEffect } from './shields.ts';
import { bounceEffect, destroyEffect, exileEffect, exileGraveyardsEffect, millEffect, returnToBattlefieldEffect, sacrificeEffect } from './zones.ts';

export type { EffectContext } from './context.ts';
export { resolveRef, refObjects, refPlayers, bindings } from './context.ts';
export { unlessPaid, unlessGoesAhead } from './unless-pays.ts';

type EffectFn = (ctx: EffectContext, e: Record<string, unknown>) => void;

/** Effect name → implementation. The card vocabulary's one-shot effects must all be here. */
export const EFFECTS: Record<string, EffectFn> = {
  damage: damageEffect,
  destroy: destroyEffect,
  exile: exileEffect,
  bounce: bounceEffect,
  sacrifice: sacrificeEffect,
  draw: drawEffect,
  mill: millEffect,
  gain_life: gainLifeEffect,
  lose_life: loseLifeEffect,
  counter: counterEffect,
  add_counters: addCountersEffect,
  create_token: createTokenEffect,
  tap: tapEffect,
  untap: untapEffect,
  regenerate: regenerateEffect,
  prevent: preventEffect,
  prevent_combat_damage: preventCombatDamageEffect,
  scry: scryEffect,
  win_game: winGameEffect,
  exile_graveyards: exileGraveyardsEffect,
  choose: chooseEffect,
  return_to_battlefield: returnToBattlefieldEffect,
  delayed: delayedEffect,
  no_lifegain: noLifegainEffect,
  no_prevention: noPreventionEffect,
  add_mana: addManaEffect,
  attach: attachEffect,
  // "… unless [a player] pays [cost]" (CR 118.12): the inner effects happen only if nobody pays.
  unless_pays: (ctx, e) => { if (unlessGoesAhead(ctx, e)) runEffects(ctx, Array.isArray(e['effects']) ? e['effects'] : []); },
  copy_token: copyTokenEffect,
  discard: discardEffect,
  flip_coins: (ctx, e) => flipCoinsEffect(ctx, e, runEffects),
  transform: transformEffect,
  change_text: changeTextEffect,
  prevent_next_from: preventNextFromEffect,
  // "Look at the top card … you may reveal it. If [a kind of card] is revealed this way, …" (Delver of Secrets).
  reveal_top: (ctx, e) => { if (revealTopGoesAhead(ctx, e)) runEffects(ctx, ((e['reveal_top'] ?? {}) as { effects?: unknown[] }).effects ?? []); },
  search: searchEffect,
  tap_or_untap: tapOrUntapEffect,
};

/**
 * The implementation an effect names: the first of EFFECTS, in its order, that the effect has a value for. Looked up
 * from the effect's own few keys (an effect has one such key but in rare cards): trying every implementation's name on
 * it took longer than most effects take to run.
 */
function effectName(e: Record<string, unknown>): string | undefined {
  let found: string | undefined;
  for (const k in e) {
    if (!Object.hasOwn(EFFECTS, k) || e[k] === undefined) continue;
    if (found !== undefined) return Object.keys(EFFECTS).find((n) => e[n] !== undefined);
    found = k;
  }
  return found;
}

/**
 * Run a list of effects in order.
 * @example runEffects(ctx, [{ damage: 3, to: 'target' }])
 */
export function runEffects(ctx: EffectContext, effects: readonly unknown[]): void {
  for (const raw of effects) {
    if (ctx.core.s.result) return;
    const e = raw as Record<string, unknown>;
    if (typeof e['if'] === 'string' && !truthyExpr(ctx, e['if'])) continue;
    if (Array.isArray(e['then'])) { runEffects(ctx, e['then']); continue; }
    const name = typeof e['kind'] === 'string' && EFFECTS[e['kind']] ? e['kind'] : effectName(e);
    if (name) EFFECTS[name]!(ctx, e);
    else if (isLayeredMod(e)) continuousEffect(ctx, e);
    else throw new Error(`${ctx.sourceName}: effect ${JSON.stringify(e)} has no implementation`);
  }
}
