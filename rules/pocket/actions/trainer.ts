/** Playing a Trainer card: Items as often as you like, one Supporter a turn; the card goes to the discard pile. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { queryEffects } from '../active-effects/index.ts';
import { effectContext, runEffects, unusable } from '../effects/index.ts';
import { pocketRules, side } from '../state.ts';
import { refuse, requireTargets, requireInHand, requireMain } from './common.ts';

/** Why the player can't play this Trainer now, or null. */
export function trainerProblem(core: GameCore, player: PlayerId, card: ObjectId): string | null {
  const c = pocketRules(core).pool.require(core.obj(card).card);
  if (c.kind !== 'trainer') return `${c.name} is a Pokémon, not a Trainer card`;
  if (c.trainer === 'Supporter') {
    if (side(core, player).supporterPlayed) return 'only one Supporter card can be played each turn';
    const block = queryEffects(core, { type: 'no_supporters', player }).effects[0];
    if (block) return `${block.name} (${block.sourceCard}): no Supporter cards this turn`;
  }
  return unusable({ core, player, pokemon: null, name: c.name }, c.effects);
}

/**
 * Play a Trainer card from the hand; `targets` answer its choices in order.
 * @example playTrainer(core, 0, potionId, [bulbasaurId])
 */
export function playTrainer(core: GameCore, player: PlayerId, card: ObjectId, targets?: ObjectId[]): void {
  requireMain(core, player);
  requireInHand(core, player, card);
  const problem = trainerProblem(core, player, card);
  if (problem) refuse('cant_play', problem);
  const c = pocketRules(core).pool.require(core.obj(card).card);
  if (c.kind !== 'trainer') return;
  requireTargets(core, player, null, c.name, c.effects, targets);
  emit(core, { type: 'pocket_trainer', player, object: card, card: c.name, trainer: c.trainer });
  emit(core, { type: 'pocket_move', object: card, card: c.name, owner: player, from: 'hand', to: 'discard', cause: 'trainer' });
  runEffects(effectContext(core, { player, name: c.name, sourceKind: 'trainer', source: card, pokemon: null, targets }), c.effects);
}
