/**
 * The search itself, for any ruleset built on the shared state (Magic, Adventure): at a decision it samples game
 * states consistent with the player's view (determinize.ts), forks a game from each, tries every candidate action
 * there and plays on with random bots for a short horizon, then scores the position. The candidate with the best
 * mean score is played. A ruleset gives the forks, the score, the shortcuts (decisions taken without search) and
 * the in-action answers (SearchRules).
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { clonePlain } from '../../rules/index.ts';
import type { Answer, Choice, GameCore, GameState, PlayerAction, PlayerId, PlayerView } from '../../rules/index.ts';
import type { ChoiceRequest, DecisionRequest, Policy } from '../policy.ts';
import { candidateActions } from './candidates.ts';
import { determinize } from './determinize.ts';

/**
 * How the search bot plays.
 * @example const o: SearchOptions = { seed: 7, decks: decks.map((d) => d.cards), playouts: 32 };
 */
export interface SearchOptions {
  /** Seeds the bot's own generator (determinizations and playout bots). */
  seed: number;
  /** Each seat's decklist, by seat: public in a match; the cards not yet seen are sampled from it. */
  decks: readonly (readonly string[])[];
  /** Playouts per decision, spread over the candidate actions (default 24); each candidate is tried on two deals at least. */
  playouts?: number;
  /**
   * A wall-clock cap per decision in milliseconds, on top of the playout budget. Off by default: with it the bot's
   * decisions depend on the machine's speed, so a game no longer replays from its seed alone.
   */
  ms?: number;
  /** How far a playout goes: through the end of this many turns after the current one (default 1). */
  turns?: number;
  /** And at most this many decisions (default 150). */
  horizon?: number;
  /** The most actions compared at one decision (default 16): the first ones in the engine's order, and combinations of attackers or blockers. */
  maxActions?: number;
  /** How many combinations of several attackers or blockers are added to the listed declarations (default 8). */
  mixes?: number;
  /**
   * How much better than passing an action must score to be taken at priority (default 0.5): with few playouts a
   * trick cast for nothing can score as well as holding it by chance.
   */
  passMargin?: number;
}

/**
 * A game forked from a determinized state, as the search drives it.
 * @example const fork: Fork = new Game(state, { cards, policies });
 */
export interface Fork {
  submit(action: PlayerAction): void;
  step(): boolean;
  readonly over: boolean;
  readonly state: GameState;
  readonly core: GameCore;
  dispose(): void;
}

/**
 * What a ruleset gives the search.
 * @example const rules: SearchRules<PlayerView, CardSource> = { name: 'search', fork, evaluate, answer };
 */
export interface SearchRules<V extends PlayerView, C> {
  /** The policy's name before its seed: `search(7)`. */
  name: string;
  /** A game at `state` (a determinized copy of the decision's position, its own to change), random bots seeded from `seed` in every seat, ready for the waiting player's action. */
  fork(state: GameState, cards: C, seed: number): Fork;
  /** The ruleset's own part of the state, from the view (Adventure's mana and pumps), added to a determinized state. */
  complete?(state: GameState, view: V): GameState;
  /** How good the fork's position is for `me` (higher is better; a win far above anything else). */
  evaluate(core: GameCore, me: PlayerId): number;
  /** The action to take without searching (a pass where nothing is worth looking at, a land play), or null to search. */
  shortcut?(request: DecisionRequest<V, C>): PlayerAction | null;
  /** The answer to an in-action choice. */
  answer(choice: Choice, request: ChoiceRequest<V, C>): Answer;
}

/** Milliseconds from the platform's monotonic clock (used only with the `ms` budget). */
const now = (): number => performance.now();

/**
 * A search bot for a ruleset.
 * @example const policy = searchPolicyFor(magicSearchRules, { seed: 1, decks });
 */
export function searchPolicyFor<V extends PlayerView, C>(rules: SearchRules<V, C>, options: SearchOptions): Policy<V, C> {
  const rng = xoroshiro128plus(options.seed);
  const draw = () => uniformInt(rng, 0, 0x7fffffff);
  const budget = Math.max(1, options.playouts ?? 24);
  const turns = options.turns ?? 1;
  const horizon = options.horizon ?? 150;
  const maxActions = Math.max(2, options.maxActions ?? 16);
  const mixes = Math.max(0, options.mixes ?? 8);
  const passMargin = options.passMargin ?? 0.5;

  /** One playout: `action` in a fork of `state`, random bots after it; the score for `me`, or null if it failed. */
  const playout = (state: GameState, action: PlayerAction, me: PlayerId, seed: number, cards: C): number | null => {
    let fork: Fork | null = null;
    try {
      fork = rules.fork(clonePlain(state), cards, seed);
      fork.submit(action);
      const stop = state.turn + turns;
      for (let n = 0; n < horizon && !fork.over && fork.state.turn <= stop && fork.step(); n++);
      return rules.evaluate(fork.core, me);
    } catch {
      // A sampled state the engine can't go on from (or where the action is refused) tells nothing.
      return null;
    } finally {
      fork?.dispose();
    }
  };

  /** The candidate with the best mean score over the playouts. */
  const search = (r: DecisionRequest<V, C>, candidates: PlayerAction[]): PlayerAction => {
    const me = r.decision.player;
    const view = r.view;
    const total = candidates.map(() => 0);
    const count = candidates.map(() => 0);
    const until = options.ms === undefined ? Infinity : now() + options.ms;
    let used = 0;
    // Every candidate is tried on at least two deals.
    while (used < Math.max(budget, 2 * candidates.length)) {
      // One determinization and one playout seed for every candidate: they are compared on the same deal.
      const sampled = determinize(view, options.decks, rng);
      const state = rules.complete ? rules.complete(sampled, view) : sampled;
      const seed = draw();
      for (let i = 0; i < candidates.length; i++) {
        const score = playout(state, candidates[i]!, me, seed, r.cards);
        used++;
        if (score === null) continue;
        total[i]! += score;
        count[i]!++;
      }
      if (until !== Infinity && now() >= until) break;
    }
    let best = 0;
    let bestMean = -Infinity;
    candidates.forEach((_, i) => {
      const mean = count[i] ? total[i]! / count[i]! + (candidates[i]!.type === 'pass' ? passMargin : 0) : -Infinity;
      if (mean > bestMean) { bestMean = mean; best = i; }
    });
    return candidates[best]!;
  };

  return {
    name: `${rules.name}(${options.seed})`,
    act(r: DecisionRequest<V, C>): PlayerAction {
      const quick = rules.shortcut?.(r);
      if (quick) return quick;
      const legal = r.legal().filter((a) => a.type !== 'concede');
      if (legal.length <= 1) return legal[0] ?? { type: 'pass', player: r.decision.player };
      return search(r, candidateActions(legal, rng, maxActions, mixes));
    },
    choose(choice: Choice, request: ChoiceRequest<V, C>): Answer {
      return rules.answer(choice, request);
    },
  };
}
