/** Prevention shields and "can't" effects of a turn (CR 615, Fog, Skullcrack). */
import type { Shield } from '../../state/types.ts';
import type { EffectContext } from './context.ts';
import { num, resolveRef } from './context.ts';

function addShield(ctx: EffectContext, s: Omit<Shield, 'id'>): void {
  ctx.core.s.shields.push({ ...s, id: ctx.core.s.nextId++ });
  ctx.core.touch('aside');
}

/** "Prevent the next N damage that would be dealt to any target this turn" (CR 615.7). */
export function preventEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const amount = e['prevent'] === 'all' ? Number.MAX_SAFE_INTEGER : num(ctx, e['prevent']);
  for (const t of resolveRef(ctx, e['to'] ?? 'target')) {
    addShield(ctx, { kind: 'prevent', object: t.kind === 'object' ? t.id : null, player: t.kind === 'player' ? t.id : null, amount, duration: 'end_of_turn', source: ctx.source });
  }
}

export function preventCombatDamageEffect(ctx: EffectContext): void {
  addShield(ctx, { kind: 'prevent_all_combat', object: null, player: null, amount: 0, duration: 'end_of_turn', source: ctx.source });
}

export function noLifegainEffect(ctx: EffectContext): void {
  addShield(ctx, { kind: 'no_lifegain', object: null, player: null, amount: 0, duration: 'end_of_turn', source: ctx.source });
}

export function noPreventionEffect(ctx: EffectContext): void {
  addShield(ctx, { kind: 'no_prevention', object: null, player: null, amount: 0, duration: 'end_of_turn', source: ctx.source });
}
