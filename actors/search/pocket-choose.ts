/**
 * The Pocket search bot's answers to choices in the middle of an action and its promotions outside the main step,
 * from its view: rules of thumb rather than search (the targets of Trainers, Abilities and attacks come with the
 * actions the search compares already).
 */
import { defaultAnswer } from '../../rules/index.ts';
import type { Answer, Choice, ObjectId, Target } from '../../rules/index.ts';
import type { PocketPool, PocketView } from '../../rules/pocket/index.ts';

/** HP left on a card in play (its full HP elsewhere), as the view shows it. */
function hpLeft(view: PocketView, pool: PocketPool, id: ObjectId): number {
  const o = view.objects[id];
  const card = o?.card ? pool.get(o.card) : undefined;
  return card?.kind === 'pokemon' ? card.hp - (o?.damage ?? 0) : 0;
}

/** Attached Energy on a Pokémon in play (none elsewhere). */
const energyOn = (view: PocketView, id: ObjectId): number => view.pocket.pokemon[id]?.energy.length ?? 0;

/**
 * Which of its own Pokémon a player would rather have in the Active Spot: the one with most Energy attached, then
 * most HP left.
 * @example bestActive(view, pool, [12, 14]) // 14: it has the Energy to attack
 */
export function bestActive(view: PocketView, pool: PocketPool, options: readonly ObjectId[]): ObjectId {
  const score = (id: ObjectId) => energyOn(view, id) * 100 + hpLeft(view, pool, id);
  return options.reduce((best, id) => (score(id) > score(best) ? id : best), options[0]!);
}

/**
 * The answer to an in-action choice: an opening Active Pokémon with the most HP and every other Basic Pokémon on the
 * Bench; a new Active Pokémon by bestActive; a target of the opponent's with the least HP left (the nearest Knock
 * Out), else one of its own with the most damage (a heal); yes to a may.
 * @example pocketAnswer({ kind: 'cards', player: 0, reason: 'choose up to 3 Benched Pokémon', options: [3, 4], min: 0, max: 3 }, view, pool) // [3, 4]
 */
export function pocketAnswer(choice: Choice, view: PocketView, pool: PocketPool): Answer {
  const me = view.viewer;
  switch (choice.kind) {
    case 'cards': {
      if (choice.max > 1) return choice.options.slice(0, choice.max);
      if (!choice.options.length) return [];
      return [bestActive(view, pool, choice.options)];
    }
    case 'target': {
      const objects = choice.legal.filter((t) => t.kind === 'object');
      const theirs = objects.filter((t) => view.objects[t.id]?.owner !== me);
      const n = Math.max(choice.min, Math.min(1, choice.max));
      if (theirs.length) return [...theirs].sort((a, b) => hpLeft(view, pool, a.id) - hpLeft(view, pool, b.id)).slice(0, n);
      const damage = (t: Target) => (t.kind === 'object' ? view.objects[t.id]?.damage ?? 0 : 0);
      return [...choice.legal].sort((a, b) => damage(b) - damage(a)).slice(0, n);
    }
    case 'yes_no': return true;
    default: return defaultAnswer(choice);
  }
}
