/**
 * An undo asked at a table with other people: the decisions it takes back and the seats that have still to accept.
 * Between people, undo needs everyone else's consent (issue 11): one refusal ends the request, the last acceptance
 * carries it out.
 */

/** A pending undo request. */
export interface UndoVote {
  /** The seat that asked. */
  from: number;
  /** How many of its decisions it takes back. */
  n: number;
  /** How many decisions of the table's log stay (everything from the earliest one taken back on goes). */
  keep: number;
  /** The person seats that have not answered yet. */
  waiting: Set<number>;
}

/**
 * Where `seat`'s last `n` decisions begin in `log`: the number of decisions kept when they are taken back, or why not.
 * @example undoCut([{ p: 0 }, { p: 1 }, { p: 0 }], 0, 2) // 0
 */
export function undoCut(log: readonly { p: number }[], seat: number, n: number): number | string {
  const mine: number[] = [];
  log.forEach((e, i) => { if (e.p === seat) mine.push(i); });
  if (!mine.length) return `seat ${seat} has made no decision to take back yet`;
  if (mine.length < n) return `seat ${seat} has made only ${mine.length} decision(s): undo ${mine.length} at most`;
  return mine[mine.length - n]!;
}

/**
 * The outcome of a seat's reply: `done` (everyone accepted: carry it out), `refused`, `waiting` (others still to
 * answer), or an error (no request, or not this seat's to answer).
 * @example reply(vote, 1, true) // 'done'
 */
export function reply(vote: UndoVote | null, seat: number, accept: boolean): 'done' | 'refused' | 'waiting' | { error: string } {
  if (!vote) return { error: 'no undo is asked at this table' };
  if (!vote.waiting.has(seat)) return { error: vote.from === seat ? 'you asked this undo; the others answer it' : 'you have answered this undo already' };
  if (!accept) return 'refused';
  vote.waiting.delete(seat);
  return vote.waiting.size ? 'waiting' : 'done';
}
