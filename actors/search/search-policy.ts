/**
 * A search bot (information-set Monte Carlo search over determinized forks): at each decision it samples game states
 * consistent with its own view (determinize.ts), forks a game from each, tries every legal action there and plays
 * on with random bots for a short horizon, then scores the position (evaluate.ts). The action with the best mean
 * score is played. It sees only its view and the public decklists; all its randomness comes from its own seeded
 * generator, so for a seed and the same requests it makes the same decisions.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { clonePlain } from '../../rules/index.ts';
import type { Answer, Choice, GameState, PlayerAction, PlayerId } from '../../rules/index.ts';
import { Game } from '../game.ts';
import type { ChoiceRequest, DecisionRequest, Policy } from '../policy.ts';
import { randomPolicy } from '../random-policy.ts';
import { candidateActions } from './candidates.ts';
import { heuristicAnswer } from './choose.ts';
import { determinize } from './determinize.ts';
import { evaluate } from './evaluate.ts';

/**
 * How the search bot plays.
 * @example const o: SearchOptions = { seed: 7, decks: decks.map((d) => d.cards), playouts: 32 };
 */
export interface SearchOptions {
  /** Seeds the bot's own generator (determinizations and playout bots). */
  seed: number;
  /** Each seat's decklist, by seat: public in a match; the cards not yet seen are sampled from it. */
  decks: readonly (readonly string[])[];
  /** Playouts per decision, spread over the legal actions (default 24); at least one per action. */
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

/** Steps where the bot looks at instant-speed actions with an empty stack, outside its own main phases. */
const INSTANT_STEPS = new Set(['declare_blockers', 'end']);

/** Milliseconds from the platform's monotonic clock (used only with the `ms` budget). */
const now = (): number => performance.now();

/**
 * The search bot.
 * @example new Game(state, { cards: pool, policies: [searchPolicy({ seed: 1, decks }), randomPolicy(2)] })
 */
export function searchPolicy(options: SearchOptions): Policy {
  const rng = xoroshiro128plus(options.seed);
  const draw = () => uniformInt(rng, 0, 0x7fffffff);
  const budget = Math.max(1, options.playouts ?? 24);
  const turns = options.turns ?? 1;
  const horizon = options.horizon ?? 150;
  const maxActions = Math.max(2, options.maxActions ?? 16);
  const mixes = Math.max(0, options.mixes ?? 8);
  const passMargin = options.passMargin ?? 0.5;

  /** One playout: `action` in a fork of `state`, random bots after it; the score for `me`, or null if it failed. */
  const playout = (state: GameState, action: PlayerAction, me: PlayerId, seed: number, r: DecisionRequest): number | null => {
    const fork = new Game(clonePlain(state), {
      cards: r.cards,
      policies: state.players.map((_, i) => randomPolicy(seed + i)),
      keepLog: false,
      objectActors: false,
      maxTurns: Number.MAX_SAFE_INTEGER,
    });
    try {
      fork.submit(action);
      const stop = state.turn + turns;
      for (let n = 0; n < horizon && !fork.over && fork.state.turn <= stop && fork.step(); n++);
      return evaluate(fork.core, me);
    } catch {
      // A sampled state the engine can't go on from (or where the action is refused) tells nothing.
      return null;
    } finally {
      fork.dispose();
    }
  };

  /** The candidate with the best mean score over the playouts. */
  const search = (r: DecisionRequest, candidates: PlayerAction[]): PlayerAction => {
    const me = r.decision.player;
    const view = r.view;
    const total = candidates.map(() => 0);
    const count = candidates.map(() => 0);
    const until = options.ms === undefined ? Infinity : now() + options.ms;
    let used = 0;
    // Every candidate is tried on at least two deals.
    while (used < Math.max(budget, 2 * candidates.length)) {
      // One determinization and one playout seed for every candidate: they are compared on the same deal.
      const state = determinize(view, options.decks, rng);
      const seed = draw();
      for (let i = 0; i < candidates.length; i++) {
        const score = playout(state, candidates[i]!, me, seed, r);
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
    name: `search(${options.seed})`,
    act(r: DecisionRequest): PlayerAction {
      const me = r.decision.player;
      if (r.decision.kind === 'priority') {
        const ownMain = r.active === me && (r.step === 'precombat_main' || r.step === 'postcombat_main');
        // With nothing on the stack, instant-speed play is looked at only in a few steps: elsewhere it passes at once.
        if (r.stackSize === 0 && !ownMain && !(INSTANT_STEPS.has(r.step) && (r.step !== 'end' || r.active !== me))) return { type: 'pass', player: me };
        // A land is always played when one can be: the one of the name it controls fewest of (colours balanced).
        const lands = ownMain && r.stackSize === 0 && r.lands ? r.lands() : [];
        if (lands.length) return fewestOnBattlefield(r, lands, me);
      }
      const legal = r.legal().filter((a) => a.type !== 'concede');
      if (legal.length <= 1) return legal[0] ?? { type: 'pass', player: me };
      return search(r, candidateActions(legal, rng, maxActions, mixes));
    },
    choose(choice: Choice, request: ChoiceRequest): Answer {
      return heuristicAnswer(choice, request.view, request.cards);
    },
  };
}

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
