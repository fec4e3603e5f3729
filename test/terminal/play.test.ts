/**
 * Terminal play in process (issue 11 parts 1 and 5), with a scripted prompter in place of the keyboard: a person
 * sees only their own view and the same log lines as `npm run play` prints, plays a whole game to its end in
 * every ruleset, takes decisions back with `undo`, and, between two people at one keyboard, gets a hand-off screen
 * and needs the other's consent to undo.
 */
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../scripts/lib/replay/index.ts';
import { playAtTerminal, scriptedPrompter } from '../../scripts/lib/terminal/index.ts';

/** Whether `sub` appears in `lines` in order (other lines may come between). */
function inOrder(lines: readonly string[], sub: readonly string[]): number {
  let i = 0;
  for (const l of lines) if (i < sub.length && l === sub[i]) i++;
  return i;
}

describe('terminal play', { timeout: 600_000 }, () => {
  it('Magic: a whole game to a win, with an undo; the log is the one npm run play prints, the replay holds', async () => {
    let n = 0;
    const p = scriptedPrompter(() => (++n === 12 ? 'undo 2' : ''));
    const out = await playAtTerminal({ ruleset: 'magic', seed: 3, people: [0], options: {}, prompter: p });
    expect(out.result).toEqual({ winner: 1, draw: false, reason: 'state-based actions' });
    expect(p.printed).toContain('Taking back 2 decision(s) of A (Red-Green)…');
    const replayed = runReplay(out.replay, 'terminal');
    expect(replayed.hash).toBe(out.replay.final.hash);
    // Every line the replay prints (from the whole state, as npm run play does) is printed to the person, in order.
    const log = replayed.lines.slice(1, -2).flatMap((l) => l.split('\n')).filter((l) => l.trim() !== '');
    expect(inOrder(p.printed, log)).toBe(log.length);
    // Their own hand only: every "Hand:" line belongs to the block of "You (Red-Green)".
    p.printed.forEach((l, i) => {
      if (!l.startsWith('  Hand: ')) return;
      const side = p.printed.slice(0, i).reverse().find((x) => /^(You \(|White-Blue:)/.test(x));
      expect(side).toMatch(/^You \(Red-Green\)/);
    });
  });

  for (const ruleset of ['adventure', 'pocket', 'magic-full-pool'] as const) {
    it(`${ruleset}: a whole game against the random bot (8 turns at most)`, async () => {
      // The last action listed that is not conceding (a land, a spell, an attack…); every other choice its default.
      const p = scriptedPrompter((m, printed) => {
        const n = /Action \(1-(\d+)/.exec(m);
        if (!n) return '';
        const options = printed.slice(-Number(n[1])).map((l) => /^ {2}(\d+)\. (.*)$/.exec(l));
        const pick = options.filter((o) => o && !o[2]!.startsWith('Concede')).at(-1);
        return pick ? pick[1]! : '';
      });
      const out = await playAtTerminal({ ruleset, seed: 2, people: [1], options: { maxTurns: 8 }, prompter: p });
      expect(out.result).not.toBeNull();
      expect(out.result!.reason).not.toMatch(/conced/);
      expect(p.printed.some((l) => /^Result: /.test(l))).toBe(true);
      expect(out.replay.decisions.some((d) => d.p === 1)).toBe(true);
    });
  }

  it('a free-for-all of three: the person sees both opponents\' sides, and plays to the end', async () => {
    const p = scriptedPrompter(() => '');
    const out = await playAtTerminal({ ruleset: 'magic', seed: 2, players: 3, people: [2], options: { maxTurns: 6 }, prompter: p });
    expect(out.result).not.toBeNull();
    expect(p.printed[0]).toBe('Hyperdraft — seed 2: Red-Green vs White-Blue vs Full Pool 1');
    expect(p.printed).toContain('Red-Green: life 20; hand 7, library 33');
    expect(p.printed.some((l) => l.startsWith('You (Full Pool 1): '))).toBe(true);
    expect(out.replay.decks.map((d) => d.name)).toEqual(['Red-Green', 'White-Blue', 'Full Pool 1']);
  });

  it('two people at one keyboard: a hand-off screen before each, and undo needs the other\'s consent', async () => {
    let actions = 0;
    let consents = 0;
    const p = scriptedPrompter((m) => {
      if (/press Enter when ready/.test(m)) return '';
      if (/asks to take back/.test(m)) return ++consents === 1 ? 'n' : 'y';
      if (/^A \(Red-Green\): Action/.test(m) && ++actions % 15 === 0 && actions <= 30) return 'undo';
      return '';
    });
    const out = await playAtTerminal({ ruleset: 'magic', seed: 4, people: [0, 1], options: { maxTurns: 4 }, prompter: p });
    expect(out.result).not.toBeNull();
    expect(consents).toBe(2);
    expect(p.printed.some((l) => l.includes('White-Blue) did not agree: nothing was taken back'))).toBe(true);
    expect(p.printed).toContain('Taking back 1 decision(s) of A (Red-Green)…');
    // The screen is cleared before every hand-off, and nobody's hand shows until the next person presses Enter.
    p.printed.forEach((l, i) => {
      if (!l.startsWith('? Hand the keyboard to ')) return;
      expect(p.printed[i - 1]).toBe('<clear>');
      expect(p.printed[i + 1]).toBe('<clear>');
    });
    // After the hand-off to X, the hand shown is X's.
    let holder = '';
    for (const l of p.printed) {
      const to = /^\? Hand the keyboard to [AB] \(([^)]+)\)/.exec(l);
      if (to) holder = to[1]!;
      if (l.startsWith('You (')) expect(l.startsWith(`You (${holder})`)).toBe(true);
    }
    expect(holder).not.toBe('');
  });

  it('undo with nothing to take back, or too much, says so and asks again; help and board', async () => {
    let n = 0;
    const p = scriptedPrompter(() => (++n === 1 ? 'undo' : n === 3 ? 'undo 0' : n === 4 ? 'undo 3' : n === 5 ? 'help' : n === 6 ? 'board' : ''));
    const out = await playAtTerminal({ ruleset: 'pocket', seed: 1, people: [0], options: { maxTurns: 2 }, prompter: p });
    expect(out.result).not.toBeNull();
    expect(p.printed).toContain('Nothing of yours to take back yet.');
    expect(p.printed).toContain('undo N takes back N of your decisions: N is at least 1.');
    expect(p.printed).toContain('You have made only 1 decision(s) so far: undo 1 at most.');
    expect(p.printed).toContain('Commands at any prompt:');
    // board: the whole table again, then the question.
    const board = p.printed.findIndex((l) => l.endsWith(' board'));
    expect(p.printed[board + 1]).toMatch(/^Turn \d+, /);
  });

  it('the input closing abandons the game: no result, and the replay stops where it was', async () => {
    let n = 0;
    const p = scriptedPrompter(() => (++n > 5 ? null : ''));
    const out = await playAtTerminal({ ruleset: 'magic', seed: 1, people: [0], options: {}, prompter: p });
    expect(out.result).toBeNull();
    expect(p.printed.some((l) => l.includes('The input closed: the game is abandoned'))).toBe(true);
    expect(out.replay.decisions.filter((d) => d.p === 0).length).toBe(5);
  });
});
