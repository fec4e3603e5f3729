/** An adventure scenario session: the position built, an AdventureGame on it, scripted answers for in-action choices. */
import type { RuntimeMode } from '../../../actors/index.ts';
import { AdventureGame } from '../../../actors/adventure/index.ts';
import { scriptedPolicy } from '../../../actors/index.ts';
import { IllegalActionError, defaultAnswer } from '../../../rules/index.ts';
import type { Answer, Choice, GameEvent } from '../../../rules/index.ts';
import type { AdventurePool } from '../../../rules/adventure/index.ts';
import type { Json, Obj, RulesetRunner, RulesetSession, Scenario } from '../types.ts';
import { perform } from './actions.ts';
import { evaluate } from './checks.ts';
import { findObject, resolveTarget } from './refs.ts';
import { buildAdventureState } from './setup.ts';

class AdventureSession implements RulesetSession {
  readonly game: AdventureGame;
  defaulted: string[] = [];
  private queued: Obj[] = [];
  private next: Obj | undefined;
  private consumed = false;
  private events: GameEvent[] = [];

  constructor(sc: Scenario, cards: AdventurePool, mode?: RuntimeMode) {
    const state = buildAdventureState(sc, cards);
    this.game = new AdventureGame(state, {
      cards, policies: [scriptedPolicy({}), scriptedPolicy({})], choose: (c) => this.choose(c), objectActors: false, maxTurns: state.turn + 500, mode,
    });
    // A setup in DRAW or END stands there once the phase's effects are done (as advance_to stops there).
    const { step, turn } = state;
    if (step === 'draw' || step === 'end') this.game.haltAt = (s) => s.step === step && s.turn === turn;
    this.game.resume();
  }

  /** A `choose` action answers the pending choice: `cards` names permanents (a sacrifice), `target` a target left out of an action. */
  private answer(c: Choice, a: Obj): Answer | undefined {
    if (a['kind'] !== undefined && a['kind'] !== c.kind) return undefined;
    const refs = Array.isArray(a['value']) ? (a['value'] as Json[]).map(String) : [String(a['value'])];
    if (c.kind === 'cards') return refs.map((r) => findObject(this.game.core, r, ['battlefield'])).filter((id): id is number => id !== null && c.options.includes(id));
    if (c.kind === 'target') {
      const picked = refs.map((r) => resolveTarget(this.game.core, r)).filter((t) => c.legal.some((l) => l.kind === t.kind && l.id === t.id));
      return picked.length ? picked : undefined;
    }
    return undefined;
  }

  private choose(c: Choice): Answer {
    for (let i = 0; i < this.queued.length; i++) {
      const ans = this.answer(c, this.queued[i]!);
      if (ans !== undefined) { this.queued.splice(i, 1); return ans; }
    }
    if (!this.consumed && this.next?.['do'] === 'choose') {
      const ans = this.answer(c, this.next);
      if (ans !== undefined) { this.consumed = true; return ans; }
    }
    this.defaulted.push(`${c.kind} for ${c.player === 0 ? 'A' : 'B'}: the first option`);
    return defaultAnswer(c);
  }

  act(action: Obj, _index: number, next: Obj | undefined): { rejected: boolean; consumedNext: boolean } {
    this.next = next;
    this.consumed = false;
    const before = this.game.core.log.length;
    let rejected = false;
    try {
      if (action['do'] === 'choose') this.queued.push(action);
      else perform(this.game, action);
    } catch (e) {
      if (e instanceof IllegalActionError) rejected = true;
      else throw e;
    }
    this.events = this.game.core.log.slice(before);
    return { rejected, consumedNext: this.consumed };
  }

  check(exp: Obj, lastRejected: boolean | null): { pass: boolean; actual: Json; expected: Json; check: string } {
    return evaluate(this.game, exp, lastRejected, this.events);
  }

  dispose(): void { this.game.dispose(); }
}

/**
 * The adventure ruleset for the scenario runner.
 * @example runScenario(scenario, { adventure: adventureRunner(loadAdventurePool()) })
 */
export function adventureRunner(cards: AdventurePool, mode?: RuntimeMode): RulesetRunner {
  return { setup: (sc) => new AdventureSession(sc, cards, mode) };
}
