/** Choosing and validating targets on casting or activation (CR 601.2c, 115). */
import type { TargetSpec } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { PlayerId, Target } from '../../state/types.ts';
import { isLegalTarget, legalTargets } from '../targets/legal.ts';
import type { TargetSource } from '../targets/legal.ts';
import { NEEDS_CHOICE, orThrow, Refusal } from './refusal.ts';
import type { Asking } from './refusal.ts';

/**
 * The targets for a list of specs: the given ones, validated, or asked of the player.
 * Throws IllegalActionError (changing nothing) if they are not legal.
 */
export function chooseTargets(core: GameCore, player: PlayerId, specs: TargetSpec[], given: Target[] | undefined, src: TargetSource, name: string): Target[] {
  return orThrow(checkTargets(core, player, specs, given, src, name, 'ask'));
}

/**
 * `chooseTargets` with its refusal as a value (CR 601.2c, 115.3): the targets, or why they are not legal. With
 * `asking` 'refuse', targets not given are refused (NEEDS_CHOICE) instead of asked.
 * @example checkTargets(core, 0, bolt.spell.targets, [{ kind: 'player', id: 1 }], src, 'Lightning Bolt', 'refuse'); // [{ kind: 'player', id: 1 }]
 */
export function checkTargets(core: GameCore, player: PlayerId, specs: TargetSpec[], given: Target[] | undefined, src: TargetSource, name: string, asking: Asking): Target[] | Refusal {
  const out: Target[] = [];
  let gi = 0;
  for (const spec of specs) {
    const max = spec.count ?? 1;
    const min = spec.min ?? max;
    let picked: Target[];
    if (given) {
      const rest = given.length - gi;
      const remainingSpecs = specs.length - specs.indexOf(spec) - 1;
      const take = Math.max(0, Math.min(max, rest - remainingSpecs));
      picked = given.slice(gi, gi + take);
      gi += take;
    } else {
      const legal = legalTargets(core, spec, src);
      if (legal.length < min) return new Refusal('action/no_legal_target', `${name}: no legal target for "${spec.kind}"`);
      if (asking === 'refuse') return NEEDS_CHOICE;
      picked = core.ask({ kind: 'target', player, source: name, legal, min, max }) as Target[];
    }
    if (picked.length < min || picked.length > max) {
      return new Refusal('action/target_count', `${name}: needs ${min === max ? min : `${min} to ${max}`} target(s) for "${spec.kind}", got ${picked.length}`);
    }
    const seen = new Set<string>();
    for (const t of picked) {
      const key = `${t.kind}:${t.id}`;
      if (seen.has(key)) return new Refusal('action/duplicate_target', `${name}: the same target chosen twice for one "target" word (CR 115.3)`);
      seen.add(key);
      if (!isLegalTarget(core, spec, t, src)) {
        return new Refusal('action/illegal_target', `${name}: ${describe(core, t)} is not a legal target for "${spec.kind}"`);
      }
    }
    out.push(...picked);
  }
  if (given && gi < given.length) return new Refusal('action/target_count', `${name}: ${given.length} targets given, but it takes ${gi}`);
  return out;
}

export function describe(core: GameCore, t: Target): string {
  if (t.kind === 'player') return core.s.players[t.id]?.name ?? `player ${t.id}`;
  const o = core.tryObj(t.id);
  if (o) return `${o.card} (#${t.id}, ${o.zone})`;
  const item = core.s.stack.find((i) => i.id === t.id);
  return item ? `${item.sourceName} (on the stack)` : `object #${t.id}`;
}
