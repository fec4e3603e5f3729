/**
 * Forced random results for one magic scenario action (FORMAT.md: "Any action may carry `coin_flips: [heads, tails]`
 * (or `random: [...]` …)"): the rules consult this hook before drawing from the game's generator (rules/random).
 */
import type { RandomHook, RandomPick } from '../../../rules/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { sameName } from './refs.ts';

const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function side(v: Json): 'heads' | 'tails' {
  const k = String(v).toLowerCase();
  if (k === 'heads' || k === 'h' || v === true) return 'heads';
  if (k === 'tails' || k === 't' || v === false) return 'tails';
  throw new ScenarioError(`coin_flips: "${String(v)}" is not heads or tails`);
}

/** Does a `random` entry name this option? A card by its name, a player by A–D, a number by its value. */
function names(pick: RandomPick, label: string, want: Json): boolean {
  if (pick.kind === 'number') return Number(label) === Number(want);
  if (pick.kind === 'player') return label.toLowerCase() === String(want).toLowerCase();
  return sameName(label, String(want));
}

/**
 * The forced results of a scenario: each action's `coin_flips` and `random` lists, used in order by the random events
 * it causes. What an action lists but does not use waits for the next random event (results listed on a `cast` are
 * used when the spell resolves); when nothing is left the game's generator decides.
 * @example const forced = new ForcedRandom(); forced.add({ do: 'pass_all', coin_flips: ['tails', 'heads'] }); core.forcedRandom = forced.hook;
 */
export class ForcedRandom {
  private readonly coins: ('heads' | 'tails')[] = [];
  private readonly picks: Json[] = [];

  /** Queue an action's results after those still waiting. */
  add(action: Obj): void {
    this.coins.push(...list(action['coin_flips'] as Json).map(side));
    this.picks.push(...list(action['random'] as Json));
  }

  readonly hook: RandomHook = (pick) => {
    if (pick.kind === 'coin') {
      const next = this.coins.shift();
      return next === undefined ? undefined : pick.labels.indexOf(next);
    }
    if (!this.picks.length) return undefined;
    const want = this.picks.shift()!;
    const i = pick.labels.findIndex((l) => names(pick, l, want));
    if (i < 0) throw new ScenarioError(`random: "${String(want)}" is not among the ${pick.kind} options (${pick.labels.join(', ')})`);
    return i;
  };
}
