/**
 * Changing the registry (design: register_effect, remove_effects_by_source, remove_expired_effects). Every
 * change is an event through emit(): `pocket_effect_start` and `pocket_effect_end`, whose handlers are
 * the only code that touches `state.pocket.effects`.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { pocket } from '../state.ts';
import type { ActiveEffect, EffectDuration, EffectSpec, SourceKind } from './types.ts';

/** Where a new effect comes from. `defender` is the Defending Pokémon, for `scope: defender`. */
export interface EffectOrigin {
  name: string;
  sourceKind: SourceKind;
  source: ObjectId | null;
  sourceCard: string;
  player: PlayerId;
  defender?: ObjectId | null;
}

function durationOf(kind: EffectSpec['duration'], turn: number): EffectDuration {
  if (kind === 'this_turn' || kind === 'opponent_next_turn') return { kind, turn };
  return { kind };
}

/**
 * Register an effect (design: register_effect). Returns the effect, or null if it has nothing to apply to.
 * @example registerEffect(core, spec, { name: 'Barrier Attack', sourceKind: 'attack', source: mime, sourceCard: 'Mr. Mime', player: 0 })
 */
export function registerEffect(core: GameCore, spec: EffectSpec, origin: EffectOrigin): ActiveEffect | null {
  const x = pocket(core);
  const target = spec.scope === 'defender' ? origin.defender ?? null : spec.scope === 'self' ? origin.source : null;
  if ((spec.scope === 'defender' || spec.scope === 'self') && target === null) return null;
  const effect: ActiveEffect = {
    id: x.nextEffectId, name: origin.name, type: spec.type, sourceKind: origin.sourceKind, source: origin.source,
    sourceCard: origin.sourceCard, player: origin.player, scope: spec.scope === 'defender' ? 'self' : spec.scope, target,
    stacking: spec.stacking, key: spec.key ?? spec.type, params: { ...spec.params },
    duration: durationOf(spec.duration, core.s.turn), suppressed: false, createdTurn: core.s.turn,
  };
  const done = emit(core, { type: 'pocket_effect_start', effect });
  return done.length ? effect : null;
}

/** End one effect. @example endEffect(core, 3, 'expired') */
export function endEffect(core: GameCore, e: ActiveEffect, reason: string): void {
  emit(core, { type: 'pocket_effect_end', id: e.id, name: e.name, reason });
}

/**
 * End every effect a card is the source of, or that is fixed on it (design: remove_effects_by_source,
 * called when a Pokémon leaves play). Returns how many ended.
 */
export function endEffectsOf(core: GameCore, id: ObjectId, reason: string, which: (e: ActiveEffect) => boolean = () => true): number {
  const ending = pocket(core).effects.filter((e) => (e.source === id || e.target === id) && which(e));
  for (const e of ending) endEffect(core, e, reason);
  return ending.length;
}

/**
 * End the effects whose duration is over at the end of `turn` (design: remove_expired_effects): "this
 * turn" effects of that turn and "during your opponent's next turn" effects made the turn before.
 */
export function expireEffects(core: GameCore, turn: number): number {
  const over = pocket(core).effects.filter((e) =>
    (e.duration.kind === 'this_turn' && e.duration.turn <= turn) || (e.duration.kind === 'opponent_next_turn' && e.duration.turn + 1 <= turn));
  for (const e of over) endEffect(core, e, 'expired');
  return over.length;
}
