/** A Pocket scenario session: the position built, a PocketGame on it, forced coin flips and scripted answers. */
import type { RuntimeMode } from '../../../actors/index.ts';
import { PocketGame } from '../../../actors/pocket/index.ts';
import type { PocketPolicy } from '../../../actors/pocket/index.ts';
import { IllegalActionError, defaultAnswer } from '../../../rules/index.ts';
import type { Answer, Choice, GameEvent } from '../../../rules/index.ts';
import { createPocketRules, pocket, startPassiveAbilities } from '../../../rules/pocket/index.ts';
import type { PocketPool, PocketRules } from '../../../rules/pocket/index.ts';
import type { Json, Obj, RulesetRunner, RulesetSession, Scenario } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { idle, toPocketAction } from './actions.ts';
import { evaluatePocket } from './checks.ts';
import { findPocketObject, parseRef, sameName } from './refs.ts';
import { buildPocketState } from './setup.ts';

const unused: PocketPolicy = {
  name: 'scenario',
  act: () => { throw new Error('a scenario answers every decision through its actions'); },
  choose: defaultAnswer,
};

const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function coin(v: Json): boolean {
  const k = String(v).toLowerCase();
  if (k === 'heads' || k === 'h' || v === true) return true;
  if (k === 'tails' || k === 't' || v === false) return false;
  throw new ScenarioError(`coin_flips: "${String(v)}" is not heads or tails`);
}

class PocketSession implements RulesetSession {
  readonly game: PocketGame;
  readonly rules: PocketRules;
  defaulted: string[] = [];
  private queued: Obj[] = [];
  private next: Obj | undefined;
  private consumed = false;
  private events: GameEvent[] = [];

  constructor(sc: Scenario, pool: PocketPool, mode?: RuntimeMode) {
    const state = buildPocketState(sc, pool);
    this.rules = createPocketRules(pool);
    this.game = new PocketGame(state, { pool, rules: this.rules, policies: [unused, unused], choose: (c) => this.choose(c), mode });
    for (const id of Object.keys(state.pocket.pokemon).map(Number)) startPassiveAbilities(this.game.core, id);
    this.game.resume();
  }

  private answers(a: Obj | undefined, c: Choice): boolean {
    if (!a || a['do'] !== 'choose') return false;
    const kind = String(a['kind'] ?? '');
    return kind === c.kind || (c.kind === 'cards' && kind === 'target') || (c.kind === 'target' && kind === 'cards');
  }

  private toAnswer(c: Choice, a: Obj): Answer {
    const core = this.game.core;
    const refs = list(a['value'] as Json).map(String);
    if (c.kind === 'target' || c.kind === 'cards') {
      const options = c.kind === 'target' ? c.legal.map((t) => t.id) : c.options;
      const ids = refs.map((r) => {
        const pr = parseRef(r);
        const hit = options.find((id) => sameName(core.obj(id).card, pr.name) && (pr.player === null || core.obj(id).owner === pr.player) && (pr.index === null || findPocketObject(core, r) === id));
        if (hit === undefined) throw new ScenarioError(`choose: "${r}" is not among the options (${options.map((id) => core.obj(id).card).join(', ')})`);
        return hit;
      });
      return c.kind === 'target' ? ids.map((id) => ({ kind: 'object' as const, id })) : ids;
    }
    if (c.kind === 'yes_no') return a['value'] === true || a['value'] === 'yes';
    // A mode (Genome Hacking's attack to copy) may be named instead of numbered.
    if (c.kind === 'mode' && typeof a['value'] === 'string' && !/^\d+$/.test(a['value'])) {
      const i = c.options.findIndex((o) => o.toLowerCase() === String(a['value']).toLowerCase());
      if (i < 0) throw new ScenarioError(`choose: "${String(a['value'])}" is not among the options (${c.options.join(', ')})`);
      return i;
    }
    return Number(a['value']);
  }

  private choose(c: Choice): Answer {
    const q = this.queued.findIndex((a) => this.answers(a, c));
    if (q >= 0) return this.toAnswer(c, this.queued.splice(q, 1)[0]!);
    if (!this.consumed && this.answers(this.next, c)) { this.consumed = true; return this.toAnswer(c, this.next!); }
    const d = defaultAnswer(c);
    this.defaulted.push(`${c.kind}${'reason' in c ? ` (${c.reason})` : 'source' in c ? ` (${c.source})` : ''}: first legal option`);
    return d;
  }

  act(action: Obj, _index: number, next: Obj | undefined): { rejected: boolean; consumedNext: boolean } {
    this.next = next;
    this.consumed = false;
    const core = this.game.core;
    const before = core.log.length;
    this.rules.forced.coins.splice(0, Infinity, ...list(action['coin_flips'] as Json).map(coin));
    this.rules.forced.picks.splice(0, Infinity, ...list(action['random'] as Json).map((v) => (typeof v === 'number' ? v : String(v))));
    let rejected = false;
    try {
      this.perform(action);
    } catch (e) {
      if (e instanceof IllegalActionError) rejected = true;
      else throw e;
    } finally {
      this.rules.forced.coins.length = 0;
      this.rules.forced.picks.length = 0;
    }
    this.events = core.log.slice(before);
    return { rejected, consumedNext: this.consumed };
  }

  private perform(a: Obj): void {
    const game = this.game;
    const kind = String(a['do']);
    if (kind === 'choose') { this.queued.push(a); return; }
    if (kind === 'pass_all') { for (let i = 0; i < Number(a['repeat'] ?? 1); i++) idle(game, this.defaulted); return; }
    if (kind === 'pass_until_end') { for (let i = 0; i < Number(a['max_actions'] ?? 10_000) && idle(game, this.defaulted); i++); return; }
    if (kind === 'advance_to') { this.advanceTo(String(a['step'] ?? 'main').toLowerCase(), a['turn'] === undefined ? null : Number(a['turn'])); return; }
    const action = toPocketAction(game, a);
    if (!action) throw new ScenarioError(`action "${kind}" is not a pocket action`);
    game.submit(action);
  }

  /**
   * Everyone does nothing until the main step of `turn` (without it: of the next turn). Pocket players
   * decide only in the main step, so `start` and `end` stop there too, once their turn-based actions are done.
   */
  private advanceTo(_step: string, turn: number | null): void {
    const game = this.game;
    const target = turn ?? game.core.s.turn + 1;
    for (let i = 0; i < 10_000 && !game.over; i++) {
      if (game.core.s.turn >= target && pocket(game.core).pending?.kind === 'main') return;
      if (!idle(game, this.defaulted)) return;
    }
  }

  check(exp: Obj, lastRejected: boolean | null): { pass: boolean; actual: Json; expected: Json; check: string } {
    return evaluatePocket(this.game, exp, lastRejected, this.events);
  }

  dispose(): void { this.game.dispose(); }
}

/**
 * The Pocket runner for scenario/1 files with `ruleset: pocket`.
 * @example runScenario(scenario, { pocket: pocketRunner(loadPocketPool('cards/pocket')) })
 */
export function pocketRunner(pool: PocketPool, mode?: RuntimeMode): RulesetRunner {
  return { setup: (sc) => new PocketSession(sc, pool, mode) };
}
