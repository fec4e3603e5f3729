/** Flipping a coin (CR 705), with the replacements that change how many coins a player flips (Krark's Thumb). */
import type { GameCore } from '../../core.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import type { PlayerId } from '../../state/types.ts';
import { randomIndex } from '../../random/pick.ts';

export type CoinSide = 'heads' | 'tails';
const SIDES: readonly CoinSide[] = ['heads', 'tails'];

/** How many "flip two coins and ignore one" replacements apply to `player`'s flips (one per Krark's Thumb they control). */
function flipTwoReplacements(core: GameCore, player: PlayerId): number {
  let n = 0;
  for (const c of battlefieldCharacteristics(core).values()) {
    if (c.controller !== player) continue;
    for (const ab of c.abilities) if (ab.kind === 'replacement' && ab.replace.kind === 'flip_two_ignore_one') n++;
  }
  return n;
}

/**
 * `player` flips a coin (CR 705.1) and gets its side. Each "if you would flip a coin, instead flip two coins and
 * ignore one" they control doubles the coins (CR 614.1a, 705.3); the player then chooses the one that counts.
 * @example if (flipCoin(core, 0) === 'heads') { ... }
 */
export function flipCoin(core: GameCore, player: PlayerId): CoinSide {
  const coins = 2 ** Math.min(flipTwoReplacements(core, player), 6);
  const results: CoinSide[] = [];
  for (let i = 0; i < coins; i++) results.push(SIDES[randomIndex(core, { kind: 'coin', labels: SIDES })]!);
  const sides = SIDES.filter((s) => results.includes(s)).sort((a, b) => results.indexOf(a) - results.indexOf(b));
  if (sides.length === 1) return sides[0]!;
  // Flipped two or more and got both sides: the player chooses which to keep, the others are ignored.
  const i = core.ask({ kind: 'mode', player, options: [...sides] }) as number;   // the side to keep
  return sides[i] ?? sides[0]!;
}
