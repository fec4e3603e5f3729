/** Protection from a player (CR 702.16k): "protection from [a player]" on a permanent. */
import type { PlayerId } from '../../state/types.ts';

/** The keyword a permanent has for protection from this player (resolved from `protection_from_chosen_player`). */
export function playerProtection(player: PlayerId): string {
  return `protection_from_player_${player}`;
}

/**
 * Is something with these keywords protected from what this player controls? Such a permanent can't be the target
 * of spells or abilities that player controls, blocked by creatures they control, enchanted or equipped by permanents
 * they control, and damage from sources they control is prevented (CR 702.16b-e, 702.16k).
 * @example protectedFromPlayer(c.keywords, 1)
 */
export function protectedFromPlayer(keywords: readonly string[], player: PlayerId | null | undefined): boolean {
  return player !== null && player !== undefined && keywords.includes(playerProtection(player));
}
