/**
 * "… unless [a player] pays [cost]" (CR 118.12): as the effect resolves, the player named may pay the cost; if
 * nobody pays, the effects happen. Miscalculation ("counter target spell unless its controller pays {2}"), ward
 * (CR 702.21a), Rhystic Study ("unless that player pays {1}"), Smothering Tithe ("that player may pay {2}; if the
 * player doesn't, …").
 *
 * Card shape: `{ unless_pays: "{2}", who: controller_of_target, effects: [{ counter: target }] }`; `who` defaults to
 * `controller_of_target`; `optional: true` adds the controller's "you may" (CR 603.5), asked after nobody paid.
 */
import { parseManaCost } from '../../cards/parse-mana-cost.ts';
import type { ManaCost } from '../../cards/types.ts';
import { executePayment, planPayment } from '../costs/mana.ts';
import type { EffectContext } from './context.ts';
import { refPlayers } from './context.ts';

/**
 * Offer the payment to each player `who` names, in turn order, until one pays (CR 118.12: paying is a choice, and
 * only a player who can pay may). Returns true when the cost was paid, so the effects do not happen.
 * @example if (!unlessPaid(ctx, { unless_pays: '{2}', who: 'controller_of_target' })) counterItem(ctx.core, spellId);
 */
export function unlessPaid(ctx: EffectContext, e: Record<string, unknown>): boolean {
  const core = ctx.core;
  const text = String(e['unless_pays']);
  const cost = parseManaCost(text);
  if (typeof cost === 'string') throw new Error(`${ctx.sourceName}: unless_pays "${text}": ${cost}`);
  const payers = refPlayers(ctx, e['who'] ?? 'controller_of_target');
  const order = core.apnap().filter((p) => payers.includes(p) && !core.s.players[p]!.lost);
  for (const p of order) {
    const plan = planPayment(core, p, cost as ManaCost);
    if (!plan) continue;
    const question = `${ctx.sourceName}: pay ${text}? (if nobody pays, the effect happens)`;
    if (core.ask({ kind: 'yes_no', player: p, question }) !== true) continue;
    executePayment(core, p, plan);
    return true;
  }
  return false;
}

/**
 * Whether the effects of an `unless_pays` go ahead: nobody paid, and, when `optional: true`, the controller chose to
 * (CR 603.5: "you may …").
 * @example if (unlessGoesAhead(ctx, e)) runEffects(ctx, e.effects);
 */
export function unlessGoesAhead(ctx: EffectContext, e: Record<string, unknown>): boolean {
  if (unlessPaid(ctx, e)) return false;
  if (e['optional'] !== true) return true;
  return ctx.core.ask({ kind: 'yes_no', player: ctx.controller, question: `${ctx.sourceName}: use this ability?` }) === true;
}
