/** Restoring an Adventure game from a state that comes from outside (a save, a message): checked before anything is built. */
import { z } from 'zod';
import { adventureSteps } from '../../machines/index.ts';
import { clonePlain } from '../../rules/index.ts';
import type { AdventureState } from '../../rules/adventure/index.ts';
import { checkedRulesetState } from '../restore-state.ts';
import { AdventureGame, type AdventureGameOptions } from './game.ts';

const Int = z.number().int().min(-1e9).max(1e9);
const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The shape of the Adventure part of a state (rules/adventure/state.ts). */
const AdventureExtensionSchema = z.strictObject({
  mana: z.array(z.strictObject({ max: Int.min(0), available: Int.min(0) })).min(1).max(8),
  pumps: z.array(z.strictObject({ object: Id, power: Int, toughness: Int })).max(10_000),
  queue: z.array(z.json()).max(10_000),
});

/**
 * An Adventure game at a saved position: `input` is the state or its JSON text. A truncated, edited or inconsistent
 * state is refused with a StateError naming each problem, and no game is built. Call `resume()` to play on.
 * @example const game = restoreAdventureGame(text, { cards: pool, policies }); game.resume(); game.run();
 */
export function restoreAdventureGame(input: unknown, options: AdventureGameOptions): AdventureGame {
  const state = checkedRulesetState(input, {
    ruleset: 'adventure',
    key: 'adventure',
    schema: AdventureExtensionSchema,
    steps: adventureSteps.map((s) => s.name),
    knows: (card) => options.cards.get(card) !== undefined,
    consistent: (s) => {
      const players = (s['players'] as unknown[]).length;
      const mana = (s['adventure'] as { mana: unknown[] }).mana.length;
      return mana === players ? [] : [`state.adventure.mana: ${mana} players' mana for ${players} players`];
    },
  });
  // Text parsed here is the game's own already; a value given is copied, so the caller's object never changes with the game.
  return new AdventureGame(typeof input === 'string' ? state as unknown as AdventureState : clonePlain(state as unknown as AdventureState), options);
}
