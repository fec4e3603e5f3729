/** The legal actions of a player now: what a policy chooses from. Each one passes the same checks as a submitted action. */
import type { GameCore } from '../core.ts';
import type { PlayerAction } from '../magic/actions/index.ts';
import type { PlayerId, Target } from '../state/types.ts';
import { activateBaseProblem, activateProblem, attackProblem, blockProblem, castBaseProblem, castProblem, legalTargets } from './actions.ts';
import { battlefieldOf, cardOf, isCreature, opponentOf } from './context.ts';
import { effectDef } from './items.ts';
import type { TargetKind } from './types.ts';

const MAX_TARGET_CHOICES = 64;

function targetChoices(core: GameCore, effects: readonly string[]): Target[][] {
  const kinds = effects.map((n) => effectDef(n).target).filter((k): k is TargetKind => !!k);
  let out: Target[][] = [[]];
  for (const k of kinds) {
    const options = legalTargets(core, k);
    out = out.flatMap((prefix) => options.map((t) => [...prefix, t])).slice(0, MAX_TARGET_CHOICES);
  }
  return out;
}

/**
 * Every action `player` may take now, passing first. A card or ability whose timing or costs rule it out is
 * skipped before its targets are enumerated.
 * @example adventureLegalActions(core, 0).filter((a) => a.type === 'cast')
 */
export function adventureLegalActions(core: GameCore, player: PlayerId): PlayerAction[] {
  const s = core.s;
  const out: PlayerAction[] = [{ type: 'pass', player }];
  if (s.result) return out;
  if (s.step === 'main' || s.step === 'battle') {
    for (const id of s.players[player]!.hand) {
      if (castBaseProblem(core, player, id)) continue;
      for (const targets of targetChoices(core, cardOf(core, id).effects)) {
        const a: PlayerAction = { type: 'cast', player, card: id, targets };
        if (!castProblem(core, a)) out.push(a);
      }
    }
    for (const id of battlefieldOf(core, player)) {
      cardOf(core, id).abilities.forEach((ab, i) => {
        if (activateBaseProblem(core, player, id, i)) return;
        for (const targets of targetChoices(core, ab.effects)) {
          const a: PlayerAction = { type: 'activate', player, source: id, ability: i, targets };
          if (!activateProblem(core, a)) out.push(a);
        }
      });
    }
  } else if (s.step === 'attackers') {
    const target: Target = { kind: 'player', id: opponentOf(core, player) };
    const singles = battlefieldOf(core, player).filter((id) => isCreature(core, id))
      .map((id) => ({ type: 'attack' as const, player, attackers: [{ id, target }] }))
      .filter((a) => !attackProblem(core, a));
    out.push(...singles);
    if (singles.length > 1) out.push({ type: 'attack', player, attackers: singles.flatMap((a) => a.attackers) });
  } else if (s.step === 'blockers') {
    for (const id of battlefieldOf(core, player)) {
      for (const att of s.combat?.attackers ?? []) {
        const a = { type: 'block' as const, player, blockers: [{ id, blocks: att.id }] };
        if (!blockProblem(core, a)) out.push(a);
      }
    }
  }
  return out;
}
