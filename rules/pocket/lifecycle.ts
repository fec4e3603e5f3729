/**
 * The trigger stage of the Pocket pipeline: what happens because an event happened. These are the
 * design's lifecycle hooks (on_pokemon_enters_play, on_pokemon_leaves_play): a passive Ability's effects
 * begin when its Pokémon comes into play or evolves into it, and effects end when their source leaves play,
 * when it evolves, or when the Pokémon an attack's effect is on leaves the Active Spot.
 */
import type { GameCore } from '../core.ts';
import type { GameEvent } from '../events/types.ts';
import type { ObjectId } from '../state/types.ts';
import { endEffectsOf, registerEffect } from './active-effects/index.ts';
import { pocketRules } from './state.ts';

const IN_PLAY = new Set(['active', 'bench']);

/** Register the effects of a Pokémon's passive Abilities. */
export function startPassiveAbilities(core: GameCore, id: ObjectId): void {
  const card = pocketRules(core).pool.get(core.obj(id).card);
  if (card?.kind !== 'pokemon') return;
  for (const a of card.abilities) {
    if (!a.passive) continue;
    for (const e of a.effects) {
      if (e.kind !== 'effect') continue;
      // "As long as this Pokémon is in the Active Spot": the effect counts only while its source is Active.
      const spec = a.activeOnly ? { ...e.spec, params: { ...e.spec.params, source_active: true } } : e.spec;
      registerEffect(core, spec, { name: a.name, sourceKind: 'ability', source: id, sourceCard: card.name, player: core.obj(id).owner });
    }
  }
}

/**
 * React to an event that has happened.
 * @example pocketDetect(core, { type: 'pocket_knock_out', ... }) // ends the Knocked Out Pokémon's effects
 */
export function pocketDetect(core: GameCore, ev: GameEvent): void {
  switch (ev.type) {
    case 'pocket_move': {
      const left = IN_PLAY.has(ev.from) && !IN_PLAY.has(ev.to);
      if (left) endEffectsOf(core, ev.object, `${ev.card} left play`);
      if (!IN_PLAY.has(ev.from) && IN_PLAY.has(ev.to)) startPassiveAbilities(core, ev.object);
      break;
    }
    case 'pocket_knock_out':
      endEffectsOf(core, ev.object, `${ev.card} was Knocked Out`);
      break;
    case 'pocket_evolve':
      endEffectsOf(core, ev.from, `${ev.fromCard} evolved`);
      startPassiveAbilities(core, ev.object);
      break;
    case 'pocket_switch':
      if (ev.benched !== null) {
        const card = core.obj(ev.benched).card;
        endEffectsOf(core, ev.benched, `${card} left the Active Spot`, (e) => e.target === ev.benched && (e.duration.kind === 'while_active' || e.sourceKind === 'attack'));
      }
      break;
    default:
  }
}
