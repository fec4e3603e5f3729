/**
 * What a client's page shows of the cards it may see, beyond the view's objects: computed power and toughness
 * (Magic through the layers, Adventure with counters and pumps), a Pokémon's remaining HP, and each card's types.
 * Only objects in the player's view are described.
 */
import { characteristics } from '../../../rules/index.ts';
import type { GameCore, PlayerView } from '../../../rules/index.ts';
import { isCreature, power, toughness } from '../../../rules/adventure/index.ts';
import { remainingHp } from '../../../rules/pocket/index.ts';

/** A card as the page shows it. */
export interface CardInfo { types?: string[]; pt?: string; hp?: string }

/**
 * @example cardInfo('magic', game.core, game.view(0))[12] // { types: ['Creature'], pt: '3/3' }
 */
export function cardInfo(ruleset: string, core: GameCore, view: PlayerView): Record<number, CardInfo> {
  const out: Record<number, CardInfo> = {};
  for (const [key, o] of Object.entries(view.objects)) {
    const id = Number(key);
    if (!o || o.zone !== 'battlefield') continue;
    try {
      if (ruleset === 'magic') {
        const c = characteristics(core, id);
        if (c) out[id] = { types: c.types, ...(c.power !== null && c.toughness !== null ? { pt: `${c.power}/${c.toughness}` } : {}) };
      } else if (ruleset === 'adventure') {
        out[id] = isCreature(core, id) ? { types: ['Creature'], pt: `${power(core, id)}/${toughness(core, id)}` } : {};
      } else if (ruleset === 'pocket') {
        const pokemon = (core.s as unknown as { pocket: { pokemon: Record<string, unknown> } }).pocket.pokemon;
        if (Object.hasOwn(pokemon, key)) out[id] = { types: ['Pokémon'], hp: `${remainingHp(core, id)} HP` };
      }
    } catch {
      // A card the rules cannot describe here is shown by its name alone.
    }
  }
  return out;
}
