/**
 * Setting up a game (vortexgaming.io/en/postdetail/425410; fevolant.neocities.org/ptcgp): each player
 * shuffles and draws 5 cards with at least one Basic Pokémon among them, puts a Basic Pokémon in the
 * Active Spot and up to 3 on the Bench; a coin flip decides who goes first.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { PlayerId } from '../../state/types.ts';
import { flipCoin } from '../effects/index.ts';
import { BENCH_SIZE, pocketRules } from '../state.ts';

export const OPENING_HAND = 5;
const MAX_RESHUFFLES = 200;

function isBasic(core: GameCore, id: number): boolean {
  const c = pocketRules(core).pool.get(core.obj(id).card);
  return c?.kind === 'pokemon' && c.stage === 'Basic';
}

function openingHand(core: GameCore, p: PlayerId): void {
  emit(core, { type: 'shuffle', player: p });
  for (let i = 0; i < MAX_RESHUFFLES && !core.player(p).library.slice(0, OPENING_HAND).some((id) => isBasic(core, id)); i++) {
    emit(core, { type: 'shuffle', player: p });
  }
  for (let i = 0; i < OPENING_HAND; i++) emit(core, { type: 'draw', player: p, object: null });
}

function place(core: GameCore, p: PlayerId): void {
  const basics = () => core.player(p).hand.filter((id) => isBasic(core, id));
  const first = basics();
  if (!first.length) throw new Error(`setup: ${core.s.players[p]?.name} has no Basic Pokémon in the opening hand; a Pocket deck needs at least one`);
  const pick = core.ask({ kind: 'cards', player: p, reason: 'choose your Active Pokémon', options: first, min: 1, max: 1 }) as number[];
  const active = pick[0] !== undefined && first.includes(pick[0]) ? pick[0] : first[0]!;
  emit(core, { type: 'pocket_move', object: active, card: core.obj(active).card, owner: p, from: 'hand', to: 'active', cause: 'setup' });
  const rest = basics();
  if (!rest.length) return;
  const bench = core.ask({ kind: 'cards', player: p, reason: 'choose up to 3 Benched Pokémon', options: rest, min: 0, max: BENCH_SIZE }) as number[];
  for (const id of bench.filter((x) => rest.includes(x)).slice(0, BENCH_SIZE)) {
    emit(core, { type: 'pocket_move', object: id, card: core.obj(id).card, owner: p, from: 'hand', to: 'bench', cause: 'setup' });
  }
}

/**
 * Opening hands, the coin flip for the first turn, and each player's Active and Benched Pokémon.
 * Returns the player who goes first.
 * @example const first = setupPocketGame(core);
 */
export function setupPocketGame(core: GameCore): PlayerId {
  for (const p of [0, 1]) openingHand(core, p);
  const first: PlayerId = flipCoin(core, 0, 'who goes first (heads: A)') ? 0 : 1;
  for (const p of [first, first === 0 ? 1 : 0]) place(core, p);
  return first;
}
