/**
 * The Pokémon TCG Pocket search bot: the information-set search of search-core.ts over Pocket's forks. At a decision
 * it samples game states consistent with its view (pocket-determinize.ts), forks a PocketGame from each in fast mode
 * (no log, no Special Conditions actors), tries every candidate action there and plays on with random Pocket bots
 * through the end of the bot's next turn, then scores the position (pocket-evaluate.ts); the candidate with the best mean
 * is played. Each candidate is compared on the same deals and the same playout seeds. Its budget is a playout count,
 * and all its randomness comes from its own seeded generator: for a seed and the same views it decides the same.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { clonePlain } from '../../rules/index.ts';
import type { Answer, Choice, PlayerId } from '../../rules/index.ts';
import { createPocketRules } from '../../rules/pocket/index.ts';
import type { PocketAction, PocketGameState, PocketPool, PocketRules } from '../../rules/pocket/index.ts';
import { PocketGame } from '../pocket/game.ts';
import type { PocketChoiceRequest, PocketDecisionRequest, PocketPolicy } from '../pocket/policy.ts';
import { randomPocketPolicy } from '../pocket/random-policy.ts';
import { bestActive, pocketAnswer } from './pocket-choose.ts';
import { determinizePocket } from './pocket-determinize.ts';
import { POCKET_WEIGHTS, evaluatePocket, type PocketWeights } from './pocket-evaluate.ts';
import type { SearchOptions } from './search-core.ts';

/**
 * How the Pocket search bot plays.
 * @example const o: PocketSearchOptions = { seed: 7, decks: decks.map((d) => d.cards), playouts: 48 };
 */
export interface PocketSearchOptions extends Pick<SearchOptions, 'seed' | 'decks' | 'ms' | 'horizon'> {
  /** Playouts per decision, spread over the candidate actions (default 48); each candidate is tried on two deals at least. */
  playouts?: number;
  /** How far a playout goes: through the end of this many turns after the current one (default 2: the opponent's reply and the bot's next turn). */
  turns?: number;
  /** The most actions compared at one decision (default 16): every attack and ending the turn, then the first others listed. */
  maxActions?: number;
  /** The evaluation's weights, over POCKET_WEIGHTS. */
  weights?: Partial<PocketWeights>;
}

/**
 * The Pocket search bot's budget where none is given: playouts per decision, and turns after the current one each
 * playout goes through (the opponent's reply, then the bot's next turn).
 * @example POCKET_SEARCH_DEFAULTS.playouts // 48
 */
export const POCKET_SEARCH_DEFAULTS = { playouts: 48, turns: 2, horizon: 150, maxActions: 16 } as const;

/** The candidates: every attack and ending the turn, then the other actions in the engine's order, at most `max`. */
function candidates(legal: PocketAction[], max: number): PocketAction[] {
  const must = legal.filter((a) => a.type === 'attack' || a.type === 'end_turn');
  const rest = legal.filter((a) => a.type !== 'attack' && a.type !== 'end_turn');
  return [...rest.slice(0, Math.max(0, max - must.length)), ...must];
}

/** Milliseconds from the platform's monotonic clock (used only with the `ms` budget). */
const now = (): number => performance.now();

/**
 * The Pocket search bot.
 * @example newPocketGame({ seed, decks, pool, policies: [pocketSearchPolicy({ seed: 1, decks: lists }), randomPocketPolicy(2)] })
 */
export function pocketSearchPolicy(options: PocketSearchOptions): PocketPolicy {
  const rng = xoroshiro128plus(options.seed);
  const draw = () => uniformInt(rng, 0, 0x7fffffff);
  const budget = Math.max(1, options.playouts ?? POCKET_SEARCH_DEFAULTS.playouts);
  const turns = options.turns ?? POCKET_SEARCH_DEFAULTS.turns;
  const horizon = options.horizon ?? POCKET_SEARCH_DEFAULTS.horizon;
  const maxActions = Math.max(2, options.maxActions ?? POCKET_SEARCH_DEFAULTS.maxActions);
  const weights: PocketWeights = { ...POCKET_WEIGHTS, ...options.weights };
  // The rules object is made once per pool: the forks share it (nothing forces their random results).
  let rules: { pool: PocketPool; rules: PocketRules } | null = null;
  const rulesFor = (pool: PocketPool) => (rules?.pool === pool ? rules.rules : (rules = { pool, rules: createPocketRules(pool) }).rules);

  /** One playout: `action` in a fork of `state`, random bots after it; the score for `me`, or null if it failed. */
  const playout = (state: PocketGameState, action: PocketAction, me: PlayerId, seed: number, pool: PocketPool): number | null => {
    let fork: PocketGame | null = null;
    try {
      fork = new PocketGame(clonePlain(state), {
        pool, rules: rulesFor(pool), policies: [randomPocketPolicy(seed), randomPocketPolicy(seed + 1)],
        keepLog: false, mode: 'fast', conditionActors: false,
      });
      fork.resume();
      fork.submit(action);
      const stop = state.turn + turns;
      for (let n = 0; n < horizon && !fork.over && fork.state.turn <= stop && fork.step(); n++);
      return evaluatePocket(fork.core, me, weights);
    } catch {
      // A sampled state the engine can't go on from (or where the action is refused) tells nothing.
      return null;
    } finally {
      fork?.dispose();
    }
  };

  /** The candidate with the best mean score over the playouts. */
  const search = (r: PocketDecisionRequest, list: PocketAction[]): PocketAction => {
    const me = r.decision.player;
    const view = r.view;
    const total = list.map(() => 0);
    const count = list.map(() => 0);
    const until = options.ms === undefined ? Infinity : now() + options.ms;
    for (let used = 0; used < Math.max(budget, 2 * list.length);) {
      // One determinization and one playout seed for every candidate: they are compared on the same deal.
      const state = determinizePocket(view, options.decks, rng);
      const seed = draw();
      list.forEach((action, i) => {
        const score = playout(state, action, me, seed, r.cards);
        used++;
        if (score === null) return;
        total[i]! += score;
        count[i]!++;
      });
      if (until !== Infinity && now() >= until) break;
    }
    let best = list.length - 1;
    let bestMean = -Infinity;
    list.forEach((_, i) => {
      const mean = count[i] ? total[i]! / count[i]! : -Infinity;
      if (mean > bestMean) { bestMean = mean; best = i; }
    });
    return list[best]!;
  };

  return {
    name: `pocket-search(${options.seed})`,
    act(r: PocketDecisionRequest): PocketAction {
      const me = r.decision.player;
      const legal = r.legal().filter((a) => a.type !== 'concede');
      if (legal.length <= 1) return legal[0] ?? { type: 'end_turn', player: me };
      // A promotion after the Pokémon Checkup (the end step) is not forked: a fork resumed there would do the
      // Checkup again. It takes the Benched Pokémon best ready to fight.
      if (r.decision.kind === 'promote' && r.view.step !== 'main') {
        const ids = legal.flatMap((a) => (a.type === 'promote' ? [a.card] : []));
        const pick = bestActive(r.view, r.cards, ids);
        return legal.find((a) => a.type === 'promote' && a.card === pick) ?? legal[0]!;
      }
      return search(r, candidates(legal, maxActions));
    },
    choose(choice: Choice, request: PocketChoiceRequest): Answer {
      return pocketAnswer(choice, request.view, request.cards);
    },
  };
}
