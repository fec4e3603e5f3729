/** Handlers of the active-effects registry: the only code that adds effects to or removes them from the state. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { pocket } from '../state.ts';

export function handleEffectStart(core: GameCore, ev: EventOf<'pocket_effect_start'>): boolean {
  const x = pocket(core);
  if (x.effects.some((e) => e.id === ev.effect.id)) return false;
  x.effects.push(ev.effect);
  x.nextEffectId = Math.max(x.nextEffectId, ev.effect.id + 1);
  core.touch();
  return true;
}

export function handleEffectEnd(core: GameCore, ev: EventOf<'pocket_effect_end'>): boolean {
  const x = pocket(core);
  const i = x.effects.findIndex((e) => e.id === ev.id);
  if (i < 0) return false;
  x.effects.splice(i, 1);
  core.touch();
  return true;
}
