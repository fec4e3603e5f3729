/** A magic scenario session: the position built, a Game on it, scripted answers for in-action choices. */
import type { RuntimeMode } from '../../../actors/index.ts';
import { Game, scriptedPolicy } from '../../../actors/index.ts';
import { IllegalActionError, defaultAnswer } from '../../../rules/index.ts';
import type { Answer, CardSource, Choice, GameEvent } from '../../../rules/index.ts';
import type { Obj, RulesetRunner, RulesetSession, Scenario } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { perform } from './actions.ts';
import { answers, describeChoice, toAnswer } from './answers.ts';
import { evaluate } from './checks.ts';
import { requireObject } from './refs.ts';
import { buildMagicState } from './setup.ts';
import { ForcedRandom } from './random.ts';
import { PLAYERS } from './refs.ts';

class MagicSession implements RulesetSession {
  readonly game: Game;
  defaulted: string[] = [];
  /** The actions after the current one: a run of `choose` / `assign_damage` actions answers its decisions in turn. */
  private following: Obj[] = [];
  private consumed = 0;
  private queued: Obj[] = [];
  private events: GameEvent[] = [];
  /** Coin flips and random picks the actions force (FORMAT.md), consulted by the rules before the generator. */
  private readonly forced = new ForcedRandom();

  constructor(sc: Scenario, cards: CardSource, mode?: RuntimeMode) {
    const { state, attach } = buildMagicState(sc, cards);
    this.game = new Game(state, { cards, policies: state.players.map(() => scriptedPolicy({})), choose: (c) => this.choose(c), objectActors: false, mode });
    this.game.core.forcedRandom = this.forced.hook;
    for (const a of attach) {
      // An Aura with "enchant player" is attached to a player: `attached_to: B`.
      const player = PLAYERS[a.ref];
      if (player !== undefined && player < state.players.length) this.game.core.obj(a.id).enchantedPlayer = player;
      else this.game.core.obj(a.id).attachedTo = requireObject(this.game.core, a.ref, ['battlefield']);
    }
    this.game.core.touch();
    this.game.resume();
  }

  private choose(c: Choice): Answer {
    const q = this.queued.findIndex((a) => answers(a, c, this.game.core));
    if (q >= 0) return this.answerWith(c, this.queued.splice(q, 1)[0]!);
    const next = this.following[this.consumed];
    if (answers(next, c, this.game.core)) { this.consumed++; return this.answerWith(c, next!); }
    this.defaulted.push(describeChoice(c));
    return defaultAnswer(c);
  }

  /**
   * The answer an action gives. An `option` listing several words for a choice of one (a text change's two words,
   * `value: [Swamp, Island]`) answers this choice with the first and keeps the rest for the next such choice.
   */
  private answerWith(c: Choice, action: Obj): Answer {
    const value = action['value'];
    if ((c.kind === 'mode' || c.kind === 'color') && action['kind'] === 'option' && Array.isArray(value) && value.length > 1) {
      this.queued.unshift({ ...action, value: value.slice(1) });
      return toAnswer(this.game.core, c, { ...action, value: value[0]! });
    }
    return toAnswer(this.game.core, c, action);
  }

  act(action: Obj, _index: number, next: Obj | undefined, following?: Obj[]): { rejected: boolean; consumedNext: boolean; consumed: number } {
    this.following = following ?? (next ? [next] : []);
    this.consumed = 0;
    const before = this.game.core.log.length;
    let rejected = false;
    // Coin flips and random picks the action causes take the results it lists (FORMAT.md, "Any action may carry").
    this.forced.add(action);
    try {
      if (action['do'] === 'choose') this.queued.push(action);
      else if (action['do'] === 'assign_damage') this.assignLater(action);
      else perform(this.game, action, next);
    } catch (e) {
      if (e instanceof IllegalActionError) rejected = true;
      else if (e instanceof ScenarioError) throw e;
      else throw e;
    }
    this.events = this.game.core.log.slice(before);
    return { rejected, consumedNext: this.consumed > 0, consumed: this.consumed };
  }

  /** A standalone assign_damage: keep the answer and go on to the combat damage it answers. */
  private assignLater(action: Obj): void {
    this.queued.push(action);
    const start = this.game.core.log.length;
    for (let i = 0; i < 1000 && !this.game.over && this.queued.includes(action); i++) {
      const p = this.game.pending();
      if (!p || p.kind !== 'priority') break;
      this.game.submit({ type: 'pass', player: p.player });
      if (this.game.core.log.slice(start).some((e) => e.type === 'step' && (e.step === 'combat_damage' || e.step === 'first_strike_damage'))) break;
    }
  }

  check(exp: Obj, lastRejected: boolean | null): { pass: boolean; actual: import('../types.ts').Json; expected: import('../types.ts').Json; check: string } {
    return evaluate(this.game, exp, lastRejected, this.events);
  }

  dispose(): void { this.game.dispose(); }
}

export function magicRunner(cards: CardSource, mode?: RuntimeMode): RulesetRunner {
  return { setup: (sc) => new MagicSession(sc, cards, mode) };
}
