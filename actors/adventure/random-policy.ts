/**
 * A seeded random Adventure player, in the style of actors/random-policy.ts: it draws from the legal
 * actions, preferring to do something over passing, and spends its mana on the dearest card it can.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { defaultAnswer } from '../../rules/index.ts';
import type { Answer, Choice, PlayerAction } from '../../rules/index.ts';
import type { AdventurePool } from '../../rules/adventure/index.ts';
import type { AdventureView } from '../../rules/adventure/index.ts';
import type { DecisionRequest, Policy } from '../policy.ts';

/**
 * @example newAdventureGame({ ..., policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] })
 */
export function adventureRandomPolicy(seed: number): Policy<AdventureView, AdventurePool> {
  const rng = xoroshiro128plus(seed);
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, n - 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const costs = new Map<string, number>();
  const costOf = (r: DecisionRequest<AdventureView, AdventurePool>, a: PlayerAction) => {
    if (a.type !== 'cast') return 0;
    const name = r.card(a.card) ?? '';
    let cost = costs.get(name);
    if (cost === undefined) { cost = r.cards.require(name).cost; costs.set(name, cost); }
    return cost;
  };
  return {
    name: `adventure-random(${seed})`,
    act(r: DecisionRequest<AdventureView, AdventurePool>): PlayerAction {
      const legal = r.legal();
      const doing = legal.filter((a) => a.type !== 'pass');
      if (!doing.length) return legal[0]!;
      switch (r.decision.kind) {
        case 'priority': {
          if (int(10) >= 7) return legal[0]!;
          const casts = doing.filter((a) => a.type === 'cast');
          if (casts.length && int(3) > 0) {
            const top = Math.max(...casts.map((a) => costOf(r, a)));
            return pick(casts.filter((a) => costOf(r, a) === top));
          }
          return pick(doing);
        }
        case 'attackers': return int(10) < 6 ? doing[doing.length - 1]! : pick(legal);
        case 'blockers': return int(10) < 5 ? pick(doing) : legal[0]!;
      }
    },
    choose(choice: Choice): Answer {
      if (choice.kind === 'cards') {
        const pool = [...choice.options];
        const out: number[] = [];
        while (out.length < choice.min && pool.length) out.push(pool.splice(int(pool.length), 1)[0]!);
        return out;
      }
      return defaultAnswer(choice);
    },
  };
}
