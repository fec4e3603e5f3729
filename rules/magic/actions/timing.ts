/** Timing permissions (CR 117.1a, 307.1, 305.2, 702.61 split second). */
import type { GameCore } from '../../core.ts';
import type { PlayerId } from '../../state/types.ts';
import { orThrow, Refusal } from './refusal.ts';

export function isMainPhase(step: string): boolean {
  return step === 'precombat_main' || step === 'postcombat_main' || step === 'main';
}

/**
 * The refusal when the player doesn't hold priority (CR 117.1), or null when they do.
 * @example priorityRefusal(core, 1)?.code; // 'action/no_priority' while player 0 has priority
 */
export function priorityRefusal(core: GameCore, player: PlayerId): Refusal | null {
  const p = core.s.pending;
  if (!p || p.kind !== 'priority' || p.player !== player) {
    return new Refusal('action/no_priority', `player ${core.s.players[player]?.name ?? player} does not have priority${p ? ` (waiting for ${p.kind} from ${core.s.players[p.player]?.name})` : ''}`);
  }
  return null;
}

/** The player must hold priority (CR 117.1): throws IllegalActionError when they don't. */
export function requirePriority(core: GameCore, player: PlayerId): void {
  orThrow(priorityRefusal(core, player));
}

/** Sorcery timing: own main phase, empty stack (CR 307.1). */
export function sorceryTiming(core: GameCore, player: PlayerId): boolean {
  return core.s.active === player && isMainPhase(core.s.step) && core.s.stack.length === 0;
}

/** While a spell with split second is on the stack, players can't cast spells or activate non-mana abilities (CR 702.61a). */
export function splitSecondActive(core: GameCore): boolean {
  return core.s.stack.some((i) => i.kind === 'spell' && !!core.tryObj(i.id) && core.def(core.obj(i.id)).keywords.includes('split_second'));
}
