/**
 * The Magic search bot (information-set Monte Carlo search over determinized forks, search-core.ts): Magic's forks
 * (the Game runtime with random bots), its evaluation (evaluate.ts), its shortcuts and in-action answers
 * (choose.ts). It sees only its view and the public decklists; all its randomness comes from its own seeded
 * generator, so for a seed and the same requests it makes the same decisions.
 */
import type { CardSource, PlayerAction, PlayerId, PlayerView } from '../../rules/index.ts';
import { Game } from '../game.ts';
import type { DecisionRequest, Policy } from '../policy.ts';
import { randomPolicy } from '../random-policy.ts';
import { heuristicAnswer } from './choose.ts';
import { evaluate } from './evaluate.ts';
import { searchPolicyFor, type SearchOptions, type SearchRules } from './search-core.ts';

/** Steps where the bot looks at instant-speed actions with an empty stack, outside its own main phases. */
const INSTANT_STEPS = new Set(['declare_blockers', 'end']);

/** Of land plays, the one whose card name the player has fewest of on the battlefield. */
function fewestOnBattlefield(r: DecisionRequest, lands: PlayerAction[], me: PlayerId): PlayerAction {
  const view = r.view;
  const mine = (name: string | null) => view.battlefield.filter((id) => view.objects[id]?.controller === me && view.objects[id]?.card === name).length;
  let best = lands[0]!;
  let fewest = Infinity;
  for (const a of lands) {
    const n = a.type === 'play_land' ? mine(r.card(a.card)) : Infinity;
    if (n < fewest) { fewest = n; best = a; }
  }
  return best;
}

/**
 * Magic's part of the search.
 * @example searchPolicyFor(magicSearchRules, { seed: 1, decks })
 */
export const magicSearchRules: SearchRules<PlayerView, CardSource> = {
  name: 'search',
  fork: (state, cards, seed) => new Game(state, {
    cards,
    policies: state.players.map((_, i) => randomPolicy(seed + i)),
    keepLog: false,
    mode: 'fast',
    maxTurns: Number.MAX_SAFE_INTEGER,
  }),
  evaluate,
  shortcut(r) {
    const me = r.decision.player;
    if (r.decision.kind !== 'priority') return null;
    const ownMain = r.active === me && (r.step === 'precombat_main' || r.step === 'postcombat_main');
    // With nothing on the stack, instant-speed play is looked at only in a few steps: elsewhere it passes at once.
    if (r.stackSize === 0 && !ownMain && !(INSTANT_STEPS.has(r.step) && (r.step !== 'end' || r.active !== me))) return { type: 'pass', player: me };
    // A land is always played when one can be: the one of the name it controls fewest of (colours balanced).
    const lands = ownMain && r.stackSize === 0 && r.lands ? r.lands() : [];
    return lands.length ? fewestOnBattlefield(r, lands, me) : null;
  },
  answer: (choice, request) => heuristicAnswer(choice, request.view, request.cards),
};

/**
 * The Magic search bot.
 * @example new Game(state, { cards: pool, policies: [searchPolicy({ seed: 1, decks }), randomPolicy(2)] })
 */
export function searchPolicy(options: SearchOptions): Policy {
  return searchPolicyFor(magicSearchRules, options);
}

export type { SearchOptions };
