/** The final state's hash: what a replay file keeps of the game's end, and checks. */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../actors/index.ts';
import type { GameState } from '../../../rules/index.ts';

/**
 * SHA-256 (hex) of the state's canonical JSON (keys sorted): the same for the same game, on any machine.
 * @example stateHash(game.state) // 'e3b0c442…'
 */
export function stateHash(state: GameState): string {
  return createHash('sha256').update(canonicalJson(state)).digest('hex');
}
