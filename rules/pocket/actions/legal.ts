/** Every legal action of a player now (for bots and tests): the same checks the actions make, without throwing. */
import type { GameCore } from '../../core.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { targetOptions, targetSlots } from '../effects/index.ts';
import type { PocketEffect } from '../card-types.ts';
import { BENCH_SIZE, inPlay, pocket, pocketRules, side } from '../state.ts';
import type { PocketAction } from '../types.ts';
import { abilityProblem } from './ability.ts';
import { attackProblem } from './attack.ts';
import { evolveProblem } from './play.ts';
import { retreatProblem } from './retreat.ts';
import { trainerProblem } from './trainer.ts';

/** Each way to answer the effects' target choices (the first few, to keep the list small). */
function targetChoices(core: GameCore, player: PlayerId, pokemon: ObjectId | null, effects: readonly PocketEffect[]): ObjectId[][] {
  let out: ObjectId[][] = [[]];
  for (const slot of targetSlots(effects)) {
    const options = targetOptions({ core, player, pokemon }, slot.kind, slot.filter);
    if (!options.length) return [[]];
    out = out.flatMap((t) => options.map((o) => [...t, o])).slice(0, 12);
  }
  return out;
}

/**
 * The legal actions of `player`: in a promotion, the Benched Pokémon to promote; in their main step,
 * everything they may do, ending the turn last.
 * @example legalPocketActions(core, 0).some((a) => a.type === 'attack')
 */
export function legalPocketActions(core: GameCore, player: PlayerId): PocketAction[] {
  const s = core.s;
  if (s.result) return [];
  const x = side(core, player);
  if (x.active === null && x.bench.length) return x.bench.map((card) => ({ type: 'promote', player, card }));
  if (s.active !== player || s.step !== 'main' || pocket(core).turnEnding) return [];
  if (pocket(core).players.some((y) => y.active === null && y.bench.length)) return [];
  const pool = pocketRules(core).pool;
  const out: PocketAction[] = [];
  const mine = inPlay(core, player);
  if (x.energy !== null) for (const to of mine) out.push({ type: 'attach_energy', player, to });
  for (const card of core.player(player).hand) {
    const c = pool.require(core.obj(card).card);
    if (c.kind === 'pokemon') {
      if (c.stage === 'Basic') { if (x.bench.length < BENCH_SIZE) out.push({ type: 'play_basic', player, card }); }
      else for (const to of mine) if (!evolveProblem(core, player, card, to)) out.push({ type: 'evolve', player, card, to });
    } else if (!trainerProblem(core, player, card)) {
      for (const targets of targetChoices(core, player, null, c.effects)) out.push({ type: 'play_trainer', player, card, targets });
    }
  }
  for (const pokemon of mine) {
    pool.pokemon(core.obj(pokemon).card).abilities.forEach((a, ability) => {
      if (abilityProblem(core, player, pokemon, ability)) return;
      for (const targets of targetChoices(core, player, pokemon, a.effects)) out.push({ type: 'use_ability', player, pokemon, ability, targets });
    });
  }
  for (const to of x.bench) if (!retreatProblem(core, player, to)) out.push({ type: 'retreat', player, to });
  if (x.active !== null) {
    pool.pokemon(core.obj(x.active).card).attacks.forEach((a, attack) => {
      if (attackProblem(core, player, attack)) return;
      for (const targets of targetChoices(core, player, x.active, a.effects)) out.push({ type: 'attack', player, attack, targets });
    });
  }
  out.push({ type: 'end_turn', player });
  return out;
}
