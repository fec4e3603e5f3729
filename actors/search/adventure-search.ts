/**
 * The search bot for Adventure Cards: the same search (search-core.ts) over Adventure's forks (AdventureGame resumed
 * at the decision, random Adventure bots after the candidate action), its own state part (mana, pumps, the trigger
 * queue) taken from the view, and an evaluation from life, creatures (power and toughness with counters and pumps),
 * mana and cards in hand.
 */
import { clonePlain, defaultAnswer } from '../../rules/index.ts';
import type { GameCore, PlayerId } from '../../rules/index.ts';
import { isCreature, power, toughness } from '../../rules/adventure/index.ts';
import type { AdventureExtension, AdventurePool, AdventureState, AdventureView } from '../../rules/adventure/index.ts';
import { AdventureGame } from '../adventure/game.ts';
import { adventureRandomPolicy } from '../adventure/random-policy.ts';
import type { Policy } from '../policy.ts';
import { searchPolicyFor, type SearchOptions, type SearchRules } from './search-core.ts';

/** What one side of an Adventure table is worth to its player. */
function sideWorth(core: GameCore, player: PlayerId): number {
  const s = core.s as AdventureState;
  const p = s.players[player]!;
  if (p.lost) return -1000;
  let worth = Math.min(p.life, 30) + p.hand.length * 0.6 + (s.adventure.mana[player]?.max ?? 0) * 1.2;
  for (const id of s.battlefield) {
    const o = s.objects[id];
    if (!o || o.controller !== player || !isCreature(core, id)) continue;
    worth += 1.5 + 1.2 * Math.max(0, power(core, id)) + 0.8 * Math.max(0, toughness(core, id));
  }
  return worth;
}

/**
 * How good an Adventure position is for `player`: +1000 for a win, -1000 for a loss, else their side's worth minus
 * the best opponent's.
 * @example evaluateAdventure(fork.core, 0)
 */
export function evaluateAdventure(core: GameCore, player: PlayerId): number {
  const r = core.s.result;
  if (r) return r.draw ? 0 : r.winner === player ? 1000 : -1000;
  let best = -Infinity;
  for (const p of core.s.players) if (p.id !== player && !p.lost) best = Math.max(best, sideWorth(core, p.id));
  return sideWorth(core, player) - (best === -Infinity ? 0 : best);
}

/**
 * Adventure's part of the search.
 * @example searchPolicyFor(adventureSearchRules, { seed: 1, decks })
 */
export const adventureSearchRules: SearchRules<AdventureView, AdventurePool> = {
  name: 'adventure-search',
  complete: (state, view) => ({ ...state, adventure: clonePlain(view.adventure) as AdventureExtension }) as AdventureState,
  fork(state, cards, seed) {
    const game = new AdventureGame(state as AdventureState, {
      cards,
      policies: state.players.map((_, i) => adventureRandomPolicy(seed + i)),
      keepLog: false,
      mode: 'fast',
      maxTurns: Number.MAX_SAFE_INTEGER,
    });
    // The priority window is opened where the state holds it: the waiting player's decision.
    game.resume();
    return game;
  },
  evaluate: evaluateAdventure,
  answer: (choice) => defaultAnswer(choice),
};

/**
 * The Adventure search bot.
 * @example newAdventureGame({ ..., policies: [adventureSearchPolicy({ seed: 1, decks }), adventureRandomPolicy(2)] })
 */
export function adventureSearchPolicy(options: SearchOptions): Policy<AdventureView, AdventurePool> {
  return searchPolicyFor(adventureSearchRules, options);
}
