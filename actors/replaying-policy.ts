/**
 * Replaying policies: the seats of a replayed game, answering every decision from a decision log (recorded by
 * recording-policy.ts) and refusing, with a ReplayDivergence that names the decision, a recorded decision that is
 * not the one the game asks for or is not legal at its point.
 */
import type { Answer, Choice } from '../rules/index.ts';
import { answerFits } from './answer-fits.ts';
import { canonicalJson, sameData } from './canonical-json.ts';
import type { ActRequest, DecisionEntry, RecordablePolicy } from './recording-policy.ts';

/**
 * A recorded decision that cannot be replayed: `index` is its place in the log (`decisions[index]` in a replay
 * file), or the log's length when the log ended before the game did.
 * @example try { game.run(); } catch (e) { if (e instanceof PolicyError && e.cause instanceof ReplayDivergence) console.log(e.cause.index); }
 */
export class ReplayDivergence extends Error {
  constructor(readonly index: number, message: string) {
    super(message);
    this.name = 'ReplayDivergence';
  }
}

/**
 * The decision log being replayed, shared by the seats: each decision is taken once, in order.
 * @example const feed = new DecisionFeed(replay.decisions); feed.left // how many are still to come
 */
export class DecisionFeed {
  private next = 0;
  constructor(private readonly entries: readonly DecisionEntry<unknown>[]) {}
  /** How many decisions were taken. */
  get taken(): number { return this.next; }
  /** How many decisions are still to come. */
  get left(): number { return this.entries.length - this.next; }
  /** The next decision (its index and entry), for `asked` (what the game asks, for the error when the log has ended). */
  take(asked: string): { index: number; entry: DecisionEntry<unknown> } {
    const index = this.next;
    const entry = this.entries[index];
    if (!entry) throw new ReplayDivergence(index, `the recorded decisions end after ${index}, but the game goes on: it asks ${asked}`);
    this.next++;
    return { index, entry };
  }
}

const describe = (e: DecisionEntry<unknown>): string => ('a' in e ? `player ${e.p}'s action ${canonicalJson(e.a)}` : `player ${e.p}'s ${e.c} answer ${canonicalJson(e.v)}`);

/**
 * The policy of seat `seat` in a replayed game: it plays the decisions of `feed` and checks each against the game
 * (whose decision, which kind, legal at that point); it never decides anything itself.
 * @example const feed = new DecisionFeed(log); newGame({ ..., policies: [replayingPolicy(feed, 0), replayingPolicy(feed, 1)] });
 */
export function replayingPolicy<A, R extends ActRequest<A>, Q>(feed: DecisionFeed, seat: number): RecordablePolicy<A, R, Q> {
  return {
    name: `replay(seat ${seat})`,
    act(r: R): A {
      const { player, kind } = r.decision;
      const { index, entry } = feed.take(`player ${player} for a ${kind} action`);
      if (!('a' in entry) || entry.p !== player) throw new ReplayDivergence(index, `recorded ${describe(entry)}, but the game asks player ${player} for a ${kind} action`);
      // The game judges an action that was not listed when recorded, as it did then (a refused one becomes its default).
      if (entry.unlisted) return structuredClone(entry.a) as A;
      const legal = r.legal();
      const found = legal.find((l) => sameData(l, entry.a));
      if (found === undefined) throw new ReplayDivergence(index, `recorded ${describe(entry)}, which is not legal at this point (${kind}: ${legal.length} legal action(s), such as ${legal.slice(0, 3).map((l) => canonicalJson(l)).join(', ')})`);
      return found;
    },
    choose(choice: Choice): Answer {
      const { index, entry } = feed.take(`player ${choice.player} for a ${choice.kind} choice`);
      if (!('c' in entry) || entry.p !== choice.player || entry.c !== choice.kind) {
        throw new ReplayDivergence(index, `recorded ${describe(entry)}, but the game asks player ${choice.player} for a ${choice.kind} choice`);
      }
      if (!entry.unlisted) {
        const why = answerFits(choice, entry.v);
        if (why !== null) throw new ReplayDivergence(index, `recorded ${describe(entry)}, which is not a legal answer at this point: ${why}`);
      }
      return structuredClone(entry.v);
    },
  };
}
