/**
 * The Pokémon Checkup between turns (gamewith.net/pokemon-tcg-pocket/48572): each Active Pokémon, the
 * current player's first — Poisoned: 10 damage; Burned: 20 damage, then a coin flip, heads recovers;
 * Asleep: a coin flip, heads wakes it; Paralyzed: recovers at the end of its owner's turn.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { flipCoin } from '../effects/index.ts';
import { mon, opponent, side } from '../state.ts';

export const POISON_DAMAGE = 10;
export const BURN_DAMAGE = 20;

/**
 * Run the Pokémon Checkup at the end of the current turn.
 * @example checkup(core) // Tauros takes 10 from Poisoned
 */
export function checkup(core: GameCore): void {
  const ending = core.s.active;
  emit(core, { type: 'pocket_checkup', turn: core.s.turn });
  for (const p of [ending, opponent(ending)]) {
    const id = side(core, p).active;
    if (id === null) continue;
    const has = (c: string) => side(core, p).active === id && mon(core, id).conditions.some((x) => x === c);
    const hurt = (amount: number, why: string) => emit(core, { type: 'damage', source: id, sourceName: why, target: { kind: 'object', id }, amount, combat: false });
    if (has('Poisoned')) hurt(POISON_DAMAGE, 'Poisoned');
    if (has('Burned')) {
      hurt(BURN_DAMAGE, 'Burned');
      if (flipCoin(core, p, 'Burned') && has('Burned')) emit(core, { type: 'pocket_condition', object: id, condition: 'Burned', on: false, cause: 'Checkup: heads' });
    }
    if (has('Asleep') && flipCoin(core, p, 'Asleep') && has('Asleep')) emit(core, { type: 'pocket_condition', object: id, condition: 'Asleep', on: false, cause: 'Checkup: heads' });
    if (has('Paralyzed') && p === ending) emit(core, { type: 'pocket_condition', object: id, condition: 'Paralyzed', on: false, cause: "Checkup: end of its owner's turn" });
  }
}
