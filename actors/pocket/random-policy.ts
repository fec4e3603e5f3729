/** A seeded random Pocket bot: it attaches its Energy, develops its side (Pokémon, Trainers, Abilities), then attacks. */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { defaultAnswer } from '../../rules/index.ts';
import type { Answer, Choice, Target } from '../../rules/index.ts';
import { pocket } from '../../rules/pocket/index.ts';
import type { PocketAction } from '../../rules/pocket/index.ts';
import type { PocketDecisionRequest, PocketPolicy } from './policy.ts';

const DEVELOP = new Set<PocketAction['type']>(['attach_energy', 'play_basic', 'evolve', 'play_trainer', 'use_ability']);

/**
 * A random Pocket player with its own seeded generator, so games replay exactly.
 * @example newPocketGame({ ..., policies: [randomPocketPolicy(1), randomPocketPolicy(2)] })
 */
export function randomPocketPolicy(seed: number): PocketPolicy {
  const rng = xoroshiro128plus(seed);
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, n - 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return {
    name: `random-pocket(${seed})`,
    act(r: PocketDecisionRequest): PocketAction {
      const legal = r.legal();
      if (r.decision.kind === 'promote') return pick(legal);
      const attach = legal.filter((a) => a.type === 'attach_energy');
      if (attach.length) {
        const active = r.active === null ? undefined : legal.find((a) => a.type === 'attach_energy' && a.to === r.active);
        return active && int(10) < 6 ? active : pick(attach);
      }
      const develop = legal.filter((a) => DEVELOP.has(a.type));
      const attacks = legal.filter((a) => a.type === 'attack');
      const retreats = legal.filter((a) => a.type === 'retreat');
      if (develop.length && int(10) < 8) return pick(develop);
      if (retreats.length && int(10) === 0) return pick(retreats);
      if (attacks.length) return pick(attacks);
      return legal.find((a) => a.type === 'end_turn') ?? legal[0]!;
    },
    choose(choice: Choice): Answer {
      switch (choice.kind) {
        case 'target': {
          const n = Math.min(choice.legal.length, Math.max(choice.min, 1));
          const left = [...choice.legal];
          const out: Target[] = [];
          while (out.length < n && left.length) out.push(left.splice(int(left.length), 1)[0]!);
          return out;
        }
        case 'cards': {
          const left = [...choice.options];
          const n = Math.min(left.length, choice.min + int(choice.max - choice.min + 1));
          const out: number[] = [];
          while (out.length < n && left.length) out.push(left.splice(int(left.length), 1)[0]!);
          return out;
        }
        case 'yes_no': return int(2) === 0;
        default: return defaultAnswer(choice);
      }
    },
  };
}
