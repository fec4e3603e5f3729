/** A seeded random policy: draws from the legal actions, preferring to do something over passing. */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { defaultAnswer } from '../rules/index.ts';
import type { Answer, Choice, PlayerAction, Target } from '../rules/index.ts';
import type { ChoiceRequest, DecisionRequest, Policy } from './policy.ts';

/**
 * A random player. Its generator is seeded (from the game seed and the seat), so games replay exactly.
 * @example new Game({ ..., policies: [randomPolicy(42), randomPolicy(43)] })
 */
export function randomPolicy(seed: number): Policy {
  const rng = xoroshiro128plus(seed);
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, n - 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const uses = new Map<string, number>();
  const useKey = (turn: number, source: number, ability: number) => `${turn}:${source}:${ability}`;
  return {
    name: `random(${seed})`,
    act(r: DecisionRequest): PlayerAction {
      const ownMain = r.active === r.decision.player && (r.step === 'precombat_main' || r.step === 'postcombat_main') && r.stackSize === 0;
      // Outside its own main phase the bot acts 70% of the time it can: draw that first, and list the
      // legal actions only when it will use them (listing them is the costly part).
      if (r.decision.kind === 'priority' && !ownMain && int(10) >= 7) return { type: 'pass', player: r.decision.player };
      // A land is played whenever one can be: when one can, the rest of the list isn't needed.
      const landPlays = r.decision.kind === 'priority' && ownMain && r.lands ? r.lands() : [];
      if (landPlays.length) return pick(landPlays);
      const legal = r.legal();
      if (r.decision.kind === 'priority') {
        // A pass alone (the commonest listing): what the rest below would choose, without its lists.
        if (legal.length === 1) return legal[0]!;
        // A loop on offer (CR 732.2a) is taken, once a turn: the shortcut does its iterations at once.
        const loop = legal.find((a) => a.type === 'shortcut');
        if (loop && !uses.has(`${r.turn}:loop`)) { uses.set(`${r.turn}:loop`, 1); return loop; }
        // An ability used three times this turn is left alone: a random player would otherwise keep an
        // optional loop going for ever (Presence of Gond on Essence Warden with Intruder Alarm).
        const doing = legal.filter((a) => a.type !== 'pass' && a.type !== 'shortcut' && !(a.type === 'activate' && (uses.get(useKey(r.turn, a.source, a.ability)) ?? 0) >= 3));
        const lands = doing.filter((a) => a.type === 'play_land');
        if (lands.length) return pick(lands);
        if (doing.length && (!ownMain || int(10) < 7)) {
          const a = pick(doing);
          if (a.type === 'activate') { const k = useKey(r.turn, a.source, a.ability); uses.set(k, (uses.get(k) ?? 0) + 1); }
          return a;
        }
        return legal[0]!;
      }
      if (r.decision.kind === 'attackers' && legal.length > 1 && int(10) < 6) return legal[legal.length - 1]!;
      return pick(legal);
    },
    choose(choice: Choice, request: ChoiceRequest): Answer {
      switch (choice.kind) {
        case 'target': {
          const n = Math.min(choice.legal.length, Math.max(choice.min, 1));
          const pool = [...choice.legal];
          const out: Target[] = [];
          while (out.length < n && pool.length) out.push(pool.splice(int(pool.length), 1)[0]!);
          return out;
        }
        case 'cards': {
          const pool = [...choice.options];
          const n = choice.min + int(choice.max - choice.min + 1);
          const out: number[] = [];
          while (out.length < n && pool.length) out.push(pool.splice(int(pool.length), 1)[0]!);
          return out;
        }
        case 'color': return pick(choice.options);
        case 'player': return pick(choice.options);
        case 'mode': return int(choice.options.length);
        // An opponent's loop (CR 732.2b): accepted three times in four, otherwise shortened at random.
        case 'shortcut': return int(4) === 0 ? int(choice.iterations + 1) : choice.iterations;
        case 'yes_no': return int(2) === 0;
        case 'mulligan': return choice.hand.filter((id) => request.cards.get(request.card(id) ?? '')?.types.includes('Land')).length >= 2 || int(4) === 0;
        default: return defaultAnswer(choice);
      }
    },
  };
}
