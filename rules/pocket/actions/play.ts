/** Playing Pokémon from the hand: a Basic Pokémon onto the Bench, or an evolution onto the Pokémon it evolves from. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { evolutionBlocked } from '../calc/evolve-block.ts';
import { sameBaseName } from '../base-name.ts';
import { BENCH_SIZE, mon, pocketRules, side } from '../state.ts';
import { refuse, requireInHand, requireMain, requireOwnInPlay } from './common.ts';

/**
 * Put a Basic Pokémon from the hand onto the Bench (at most 3 Benched Pokémon).
 * @example playBasic(core, 0, pidgeyId)
 */
export function playBasic(core: GameCore, player: PlayerId, card: ObjectId): void {
  requireMain(core, player);
  requireInHand(core, player, card);
  const c = pocketRules(core).pool.require(core.obj(card).card);
  if (c.kind !== 'pokemon' || c.stage !== 'Basic') refuse('not_basic', `${c.name} is not a Basic Pokémon; ${c.kind === 'pokemon' ? `evolve with it onto ${c.evolvesFrom}` : 'play it as a Trainer'}`);
  if (side(core, player).bench.length >= BENCH_SIZE) refuse('bench_full', `the Bench holds at most ${BENCH_SIZE} Pokémon`);
  emit(core, { type: 'pocket_move', object: card, card: c.name, owner: player, from: 'hand', to: 'bench', cause: 'play' });
}

/** Why `card` (in hand) can't evolve `target` now, or null. */
export function evolveProblem(core: GameCore, player: PlayerId, card: ObjectId, target: ObjectId): string | null {
  const pool = pocketRules(core).pool;
  const c = pool.require(core.obj(card).card);
  if (c.kind !== 'pokemon' || c.stage === 'Basic') return `${c.name} is not an evolution card`;
  const onto = core.obj(target).card;
  // By name: a set variant ("Pikachu (A1a)") evolves and is evolved like the card of its printed name.
  if (!c.evolvesFrom || !sameBaseName(c.evolvesFrom, onto)) return `${c.name} evolves from ${c.evolvesFrom}, not from ${onto}`;
  if (side(core, player).turnsTaken <= 1) return "a player can't evolve Pokémon during their first turn";
  if (mon(core, target).sinceTurn >= core.s.turn) return `${onto} came into play or evolved this turn; it can evolve from your next turn on`;
  const blocked = evolutionBlocked(core, target);
  if (blocked) return blocked;
  return null;
}

/**
 * Evolve a Pokémon in play with an evolution card from the hand.
 * @example evolve(core, 0, ivysaurId, bulbasaurId)
 */
export function evolve(core: GameCore, player: PlayerId, card: ObjectId, target: ObjectId): void {
  requireMain(core, player);
  requireInHand(core, player, card);
  requireOwnInPlay(core, player, target);
  const problem = evolveProblem(core, player, card, target);
  if (problem) refuse('cant_evolve', problem);
  emit(core, { type: 'pocket_evolve', player, object: card, from: target, card: core.obj(card).card, fromCard: core.obj(target).card });
}
