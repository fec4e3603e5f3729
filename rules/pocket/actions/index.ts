/** The Pocket actions: checks and effects of what a player may do, and the list of legal actions. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { opponent } from '../state.ts';
import type { PocketAction } from '../types.ts';
import { useAbility } from './ability.ts';
import { attachEnergy } from './attach.ts';
import { useAttack } from './attack.ts';
import { refuse, requireMain } from './common.ts';
import { evolve, playBasic } from './play.ts';
import { promote } from './promote.ts';
import { retreat } from './retreat.ts';
import { playTrainer } from './trainer.ts';

export { attackProblem } from './attack.ts';
export { abilityProblem } from './ability.ts';
export { trainerProblem } from './trainer.ts';
export { retreatProblem } from './retreat.ts';
export { evolveProblem } from './play.ts';
export { legalPocketActions } from './legal.ts';

/**
 * Perform a player's action. Illegal actions throw IllegalActionError (`pocket/...` codes) before they
 * change anything.
 * @example performPocketAction(core, { type: 'attack', player: 0, attack: 0 })
 */
export function performPocketAction(core: GameCore, a: PocketAction): void {
  switch (a.type) {
    case 'attach_energy': return attachEnergy(core, a.player, a.to);
    case 'play_basic': return playBasic(core, a.player, a.card);
    case 'evolve': return evolve(core, a.player, a.card, a.to);
    case 'play_trainer': return playTrainer(core, a.player, a.card, a.targets);
    case 'use_ability': return useAbility(core, a.player, a.pokemon, a.ability, a.targets);
    case 'retreat': return retreat(core, a.player, a.to, a.discard);
    case 'attack': return useAttack(core, a.player, a.attack, a.targets);
    case 'end_turn':
      requireMain(core, a.player);
      emit(core, { type: 'pocket_end_turn', player: a.player });
      return;
    case 'promote': return promote(core, a.player, a.card);
    case 'concede':
      if (core.s.result) refuse('game_over', 'the game is over');
      emit(core, { type: 'lose', player: a.player, reason: `${core.s.players[a.player]?.name ?? a.player} conceded; ${core.s.players[opponent(a.player)]?.name} wins` });
      return;
  }
}
