/** A scripted policy: plays the actions and answers it is given, in order; then passes and takes defaults. */
import { defaultAnswer } from '../rules/index.ts';
import type { Answer, CardSource, Choice, ChoiceKind, PlayerAction, PlayerView } from '../rules/index.ts';
import type { DecisionRequest, Policy } from './policy.ts';

export interface Script {
  actions?: PlayerAction[];
  answers?: Partial<Record<ChoiceKind, Answer[]>>;
}

/**
 * A player that follows a script.
 * @example scriptedPolicy({ actions: [{ type: 'pass', player: 0 }], answers: { yes_no: [false] } })
 */
export function scriptedPolicy<V extends PlayerView = PlayerView, C = CardSource>(script: Script): Policy<V, C> {
  const actions = [...(script.actions ?? [])];
  const answers: Partial<Record<ChoiceKind, Answer[]>> = {};
  for (const [k, v] of Object.entries(script.answers ?? {})) answers[k as ChoiceKind] = [...(v ?? [])];
  return {
    name: 'scripted',
    act(r: DecisionRequest<V, C>): PlayerAction {
      const next = actions.shift();
      if (next) return next;
      const p = r.decision.player;
      if (r.decision.kind === 'attackers') return { type: 'attack', player: p, attackers: [] };
      if (r.decision.kind === 'blockers') return { type: 'block', player: p, blockers: [] };
      return { type: 'pass', player: p };
    },
    choose(choice: Choice): Answer {
      const queue = answers[choice.kind];
      return queue && queue.length ? queue.shift()! : defaultAnswer(choice);
    },
  };
}
