/**
 * Who may do what, when (seed, "Turns, Phases, and the Core Rules"). In MAIN the active player may cast every
 * card type and use NORMAL and FAST abilities, the inactive player only spells and FAST abilities; in
 * BATTLE both players only spells and FAST abilities; ATTACKERS takes only the active player's
 * DECLARE_ATTACK actions and BLOCKERS only the inactive player's DECLARE_BLOCK actions; DRAW and END give
 * nobody priority.
 */
import type { GameCore } from '../core.ts';
import type { PlayerId } from '../state/types.ts';
import type { CardType, Speed } from './types.ts';

/** Why a player may not cast a card of this type now, or null if they may. */
export function castTiming(core: GameCore, player: PlayerId, type: CardType): string | null {
  const { step, active } = core.s;
  if (step === 'main') {
    if (player === active || type === 'spell') return null;
    return `in MAIN the inactive player may cast only spells, not a ${type}`;
  }
  if (step === 'battle') return type === 'spell' ? null : `in BATTLE only spells may be cast, not a ${type}`;
  return `nothing may be cast in ${step.toUpperCase()}`;
}

/** Why a player may not use an ability of this speed now, or null if they may. */
export function abilityTiming(core: GameCore, player: PlayerId, speed: Speed): string | null {
  const { step, active } = core.s;
  if (step === 'main') {
    if (player === active || speed === 'FAST') return null;
    return 'in MAIN the inactive player may use only FAST abilities';
  }
  if (step === 'battle') return speed === 'FAST' ? null : 'in BATTLE only FAST abilities may be used';
  return `no ability may be used in ${step.toUpperCase()}`;
}

export function attackTiming(core: GameCore, player: PlayerId): string | null {
  if (core.s.step !== 'attackers') return `attacks are declared only in ATTACKERS, not in ${core.s.step.toUpperCase()}`;
  return player === core.s.active ? null : 'only the active player declares attacks';
}

export function blockTiming(core: GameCore, player: PlayerId): string | null {
  if (core.s.step !== 'blockers') return `blocks are declared only in BLOCKERS, not in ${core.s.step.toUpperCase()}`;
  return player !== core.s.active ? null : 'only the inactive player declares blocks';
}
