/** Continuous effects from resolving spells and abilities: the affected set is locked in (CR 611.2c). */
import type { Color } from '../../cards/types.ts';
import { emit } from '../../events/emit.ts';
import { isLayeredMod } from '../layers/entries.ts';
import type { EffectContext } from './context.ts';
import { refObjects } from './context.ts';

export { isLayeredMod };

/** Replace "protection_from_chosen_color" with the colour chosen earlier in this resolution. */
function fixChoices(ctx: EffectContext, mod: Record<string, unknown>): Record<string, unknown> {
  const out = { ...mod };
  if (Array.isArray(out['grant'])) {
    out['grant'] = (out['grant'] as string[]).map((k) => (k === 'protection_from_chosen_color' ? `protection_from_${ctx.chosen.color ?? 'white'}` : k));
  }
  if (out['gain_control'] !== undefined) out['gain_control'] = ctx.controller;
  return out;
}

export function continuousEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  const affected = refObjects(ctx, e['to'] ?? 'target').filter((id) => core.tryObj(id)?.zone === 'battlefield');
  if (!affected.length) return;
  const { to: _to, until, kind: _kind, ...mod } = e;
  const fixed = fixChoices(ctx, mod);
  core.s.effects.push({
    id: core.s.nextId++, timestamp: core.s.nextTimestamp++, source: ctx.source, controller: ctx.controller,
    affected, mod: fixed, duration: until === 'end_of_turn' ? 'end_of_turn' : until === 'while_source' ? 'while_source' : until === 'next_untap_step' ? 'next_untap_step' : 'permanent',
  });
  if (fixed['gain_control'] !== undefined) {
    for (const id of affected) {
      const o = core.obj(id);
      o.controlledSince = core.s.turn;   // CR 302.6: it came under a new controller's control this turn
      emit(core, { type: 'control', object: id, controller: ctx.controller });
    }
  }
  core.touch('effects');
}

export function chooseEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  if (e['choose'] === 'color') {
    ctx.chosen.color = ctx.core.ask({ kind: 'color', player: ctx.controller, options: ['white', 'blue', 'black', 'red', 'green'] }) as Color;
  } else if (e['choose'] === 'player') {
    ctx.chosen.player = ctx.core.ask({ kind: 'player', player: ctx.controller, options: ctx.core.s.players.map((p) => p.id) }) as number;
  }
}

/** A delayed triggered ability (CR 603.7): "at the beginning of the next end step, ...". */
export function delayedEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const spec = e['delayed'] as { at?: string; effects?: unknown[] };
  ctx.core.s.delayed.push({
    id: ctx.core.s.nextId++, on: spec.at ?? 'next_end_step', controller: ctx.controller, source: ctx.source,
    effects: spec.effects ?? [], objects: [...ctx.remembered], sourceName: ctx.sourceName,
  });
}
