/**
 * Creatures put onto the battlefield attacking (CR 508.4): they were never declared as attackers, so "whenever …
 * attacks" does not trigger for them (508.4a), and they attack what their controller chooses among what the attacking
 * player's creatures could attack; here, what the source attacks, else the player or planeswalker another attacker
 * attacks, else the controller's first opponent. Outside combat they simply enter (508.4b).
 */
import type { ObjectId, Target } from '../../state/types.ts';
import type { EffectContext } from './context.ts';

/**
 * Make the objects attacking creatures in the current combat.
 * @example putOntoBattlefieldAttacking(ctx, [soldier1, soldier2]);
 */
export function putOntoBattlefieldAttacking(ctx: EffectContext, ids: readonly ObjectId[]): void {
  const core = ctx.core;
  const combat = core.s.combat;
  if (!combat || !ids.length) return;
  const target: Target | undefined = combat.attackers.find((a) => a.id === ctx.source)?.target
    ?? combat.attackers[0]?.target
    ?? core.opponents(ctx.controller).slice(0, 1).map((id): Target => ({ kind: 'player', id }))[0];
  if (!target) return;
  for (const id of ids) {
    if (core.tryObj(id)?.zone !== 'battlefield' || core.obj(id).controller !== core.s.active) continue;
    if (!combat.attackers.some((a) => a.id === id)) combat.attackers.push({ id, target: { ...target } });
  }
  core.touch('combat');
}
