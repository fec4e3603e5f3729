/**
 * A recording policy: wraps any policy (any ruleset's: Magic, Adventure, Pocket) and writes every decision it makes
 * to a decision log, top-level actions and in-action choices alike, in the order the game asked them. The game is
 * played exactly as without it; a replay of the log (replaying-policy.ts) gives the same game.
 */
import type { Answer, Choice, ChoiceKind } from '../rules/index.ts';
import { answerFits } from './answer-fits.ts';
import { sameData } from './canonical-json.ts';

/**
 * One decision of a log, in a compact form: `p` the seat; `a` a top-level action, or `c` and `v` the kind of an
 * in-action choice and its answer. `unlisted` marks an action that was not among the legal actions listed at that
 * point, or an answer that was not among the answers offered: the game judged it (a refused action became its
 * default), and a replay lets the game judge it again rather than refuse it.
 * @example const log: DecisionEntry[] = [{ p: 0, c: 'mulligan', v: true }, { p: 0, a: { type: 'pass', player: 0 } }];
 */
export type DecisionEntry<A = unknown> =
  | { p: number; a: A; unlisted?: true }
  | { p: number; c: ChoiceKind; v: Answer; unlisted?: true };

/** What the recorder needs of a top-level request: whose decision and of what kind, and the legal actions. */
export interface ActRequest<A> {
  readonly decision: { readonly player: number; readonly kind: string };
  readonly legal: () => A[];
  readonly lands?: (() => A[]) | undefined;
}

/**
 * Any ruleset's policy, as the recorder sees it (Policy and PocketPolicy both fit).
 * @example const p: RecordablePolicy<PlayerAction, DecisionRequest, ChoiceRequest> = randomPolicy(1);
 */
export interface RecordablePolicy<A, R extends ActRequest<A>, Q> {
  readonly name: string;
  readonly async?: boolean;
  act(request: R): A | Promise<A>;
  choose(choice: Choice, request: Q): Answer | Promise<Answer>;
}

/**
 * The request handed on to the wrapped policy: the same request, with its legal-action lists computed once, so
 * that the recorder's look at them costs nothing more when the policy has already listed them.
 */
function listedOnce<A, R extends ActRequest<A>>(request: R): { request: R; listed: (a: A) => boolean } {
  let legal: A[] | null = null;
  let lands: A[] | null = null;
  const allLegal = () => (legal ??= request.legal());
  const landPlays = request.lands ? () => (lands ??= request.lands!()) : undefined;
  const proxy = new Proxy(request, {
    get(target, key) {
      if (key === 'legal') return allLegal;
      if (key === 'lands') return landPlays;
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v;
    },
  });
  const listed = (a: A) => legal?.includes(a) === true || lands?.includes(a) === true || allLegal().some((l) => sameData(l, a));
  return { request: proxy, listed };
}

/**
 * Wrap `inner` so that each of its decisions is appended to `log`; it is still `inner` that decides. Answers
 * that come later (an asynchronous policy's promises) are logged when they come.
 * @example
 * const log: DecisionEntry[] = [];
 * newGame({ ..., policies: [recordingPolicy(randomPolicy(1), log), recordingPolicy(randomPolicy(2), log)] });
 */
export function recordingPolicy<A, R extends ActRequest<A>, Q>(inner: RecordablePolicy<A, R, Q>, log: DecisionEntry<unknown>[]): RecordablePolicy<A, R, Q> {
  const actions = (r: R, a: A, listed: (a: A) => boolean): A => {
    log.push(listed(a) ? { p: r.decision.player, a: structuredClone(a) } : { p: r.decision.player, a: structuredClone(a), unlisted: true });
    return a;
  };
  const answers = (c: Choice, v: Answer): Answer => {
    const entry: DecisionEntry<unknown> = { p: c.player, c: c.kind, v: structuredClone(v) };
    log.push(answerFits(c, v) === null ? entry : { ...entry, unlisted: true });
    return v;
  };
  return {
    name: inner.name,
    ...(inner.async === undefined ? {} : { async: inner.async }),
    act(request: R): A | Promise<A> {
      const { request: seen, listed } = listedOnce<A, R>(request);
      const a = inner.act(seen);
      return a instanceof Promise ? a.then((late) => actions(request, late, listed)) : actions(request, a, listed);
    },
    choose(choice: Choice, request: Q): Answer | Promise<Answer> {
      const v = inner.choose(choice, request);
      return v instanceof Promise ? v.then((late) => answers(choice, late)) : answers(choice, v);
    },
  };
}
