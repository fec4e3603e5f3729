/**
 * The policy of a seat in a game that is being saved or loaded: while the decisions of a loaded save are still to
 * come it plays them (a bot seat re-decides each with the bot, which brings its generator to where it was and
 * checks the log against it; a person's are played from the log), then the seat's live policy decides and every
 * decision is appended to the session's log.
 */
import { canonicalJson, recordingPolicy, replayingPolicy, ReplayDivergence, sameData } from '../../../actors/index.ts';
import type { ActRequest, DecisionEntry, DecisionFeed, RecordablePolicy } from '../../../actors/index.ts';
import type { Answer, Choice } from '../../../rules/index.ts';

/** How a seat is played while a save is loaded and after. */
export interface SeatPlan<A, R extends ActRequest<A>, Q> {
  seat: number;
  /** The bot that re-decides the seat's recorded decisions from `botFrom` on (null: a person's, played from the log). */
  bot: RecordablePolicy<A, R, Q> | null;
  botFrom: number;
  /** Who decides once the recorded decisions are played. */
  live: RecordablePolicy<A, R, Q>;
}

const describe = (e: DecisionEntry<unknown>): string => ('a' in e ? `the action ${canonicalJson(e.a)}` : `the ${e.c} answer ${canonicalJson(e.v)}`);

/**
 * @example seatPolicy(feed, log, { seat: 1, bot, botFrom: 0, live: bot })
 */
export function seatPolicy<A, R extends ActRequest<A>, Q>(feed: DecisionFeed, log: DecisionEntry<unknown>[], plan: SeatPlan<A, R, Q>): RecordablePolicy<A, R, Q> {
  const { seat, bot, botFrom, live } = plan;
  const fromLog = replayingPolicy<A, R, Q>(feed, seat);
  const recorded = recordingPolicy(live, log);
  const botDecides = () => bot !== null && feed.taken >= botFrom;
  /** The bot's own decision, which must be the recorded one. */
  const redecided = <T>(index: number, entry: DecisionEntry<unknown>, mine: T, recordedValue: unknown, what: string): T => {
    if (entry.p !== seat || !sameData(mine, recordedValue)) {
      throw new ReplayDivergence(index, `seat ${seat} is the bot ${bot!.name}, which decides ${what} ${canonicalJson(mine)} here, not the recorded player ${entry.p}'s ${describe(entry)}: the decisions, the seed or the seats were edited`);
    }
    return mine;
  };
  return {
    name: live.name,
    ...(live.async === undefined ? {} : { async: live.async }),
    act(r: R): A | Promise<A> {
      if (feed.left === 0) return recorded.act(r);
      if (!botDecides()) return fromLog.act(r);
      const { index, entry } = feed.take(`player ${r.decision.player} for a ${r.decision.kind} action`);
      const mine = bot!.act(r);
      if (mine instanceof Promise) throw new ReplayDivergence(index, `the bot ${bot!.name} answers later; a saved seat's bot answers at once`);
      return redecided(index, entry, mine, 'a' in entry ? entry.a : undefined, 'the action');
    },
    choose(choice: Choice, q: Q): Answer | Promise<Answer> {
      if (feed.left === 0) return recorded.choose(choice, q);
      if (!botDecides()) return fromLog.choose(choice, q);
      const { index, entry } = feed.take(`player ${choice.player} for a ${choice.kind} choice`);
      const mine = bot!.choose(choice, q);
      if (mine instanceof Promise) throw new ReplayDivergence(index, `the bot ${bot!.name} answers later; a saved seat's bot answers at once`);
      return redecided(index, entry, mine, 'c' in entry && entry.c === choice.kind ? entry.v : undefined, `the ${choice.kind} answer`);
    },
  };
}
