/**
 * Undo between people at the server (issue 11 part 5): where a seat's last decisions begin in the log, and how the
 * other seats' answers settle a request (one refusal ends it, the last acceptance carries it out).
 */
import { describe, expect, it } from 'vitest';
import { reply, undoCut, type UndoVote } from '../../scripts/lib/server/index.ts';

const vote = (waiting: number[]): UndoVote => ({ from: 0, n: 1, keep: 3, waiting: new Set(waiting) });

describe('undo between people', () => {
  it('cuts the log where the seat\'s last n decisions begin', () => {
    const log = [{ p: 0 }, { p: 1 }, { p: 0 }, { p: 1 }, { p: 1 }];
    expect(undoCut(log, 0, 1)).toBe(2);
    expect(undoCut(log, 0, 2)).toBe(0);
    expect(undoCut(log, 1, 2)).toBe(3);
    expect(undoCut(log, 0, 3)).toBe('seat 0 has made only 2 decision(s): undo 2 at most');
    expect(undoCut(log, 2, 1)).toBe('seat 2 has made no decision to take back yet');
  });

  it('waits for every other person, is ended by one refusal, and is answered once by each', () => {
    const v = vote([1, 2]);
    expect(reply(v, 1, true)).toBe('waiting');
    expect(reply(v, 1, true)).toEqual({ error: 'you have answered this undo already' });
    expect(reply(v, 0, true)).toEqual({ error: 'you asked this undo; the others answer it' });
    expect(reply(v, 2, true)).toBe('done');
    expect(reply(vote([1, 2]), 2, false)).toBe('refused');
    expect(reply(null, 1, true)).toEqual({ error: 'no undo is asked at this table' });
  });
});
