/**
 * Replay files from outside (issue 11 part 4, issue 14): a truncated, edited, wrong-version or wrong-ruleset file
 * is refused with what is wrong and where (its JSON path) before anything runs; a decision that is not legal where
 * it stands names its index; missing files, folders and huge files get a clear error; `__proto__` reaches no
 * prototype.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFits } from '../../actors/index.ts';
import {
  REPLAY_LIMITS, REPLAY_RULESET, Recording, ReplayFileError, readReplay, runReplay, writeReplay, type Replay,
} from '../../scripts/lib/replay/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-refused-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let original = '';
beforeAll(() => {
  const ruleset = REPLAY_RULESET.pocket;
  const rec = new Recording(ruleset, 6, ruleset.standard(), {});
  const game = ruleset.game(6, ruleset.standard(), rec.seating, {});
  game.start();
  while (game.step());
  const file = join(dir, 'pocket-6.json');
  writeReplay(file, rec.replay(game));
  game.dispose();
  original = readFileSync(file, 'utf8');
});

/** Write `text` as a file and read and replay it: the refusal's problems (path and message), or [] when it holds. */
function refusal(text: string, name = 'edited.json'): { path: string; message: string }[] {
  const file = join(dir, name);
  writeFileSync(file, text);
  return refusalOf(file);
}

function refusalOf(file: string): { path: string; message: string }[] {
  try {
    runReplay(readReplay(file), file);
    return [];
  } catch (e) {
    if (!(e instanceof ReplayFileError)) throw e;
    expect(e.message.startsWith(file)).toBe(true);
    return [...e.problems];
  }
}

const edited = (change: (r: Replay) => void): string => {
  const r = JSON.parse(original) as Replay;
  change(r);
  return JSON.stringify(r);
};

describe('a replay file is refused with what is wrong and where', { timeout: 600_000 }, () => {
  it('the untouched file replays', () => {
    expect(refusal(original)).toEqual([]);
  });

  it('truncated', () => {
    const [p] = refusal(original.slice(0, Math.floor(original.length * 0.6)));
    expect(p!.message).toMatch(/^not valid JSON \(the file ends too early: truncated\?\)/);
    expect(refusal('')).toEqual([{ path: '', message: 'the file is empty' }]);
    const [broken] = refusal(original.replace('"seed":', '"seed": x'));
    expect(broken!.message).toMatch(/^not valid JSON: /);
  });

  it('an edited final hash', () => {
    const [p] = refusal(edited((r) => { r.final.hash = 'a'.repeat(64); }));
    expect(p!.path).toBe('final.hash');
    expect(p!.message).toMatch(/final state has hash [0-9a-f]{64}, not the recorded a{64}/);
    expect(refusal(edited((r) => { r.final.hash = 'not a hash'; }))[0]!.path).toBe('final.hash');
  });

  it('a decision changed to one that is not legal at its point names its index and what was recorded', () => {
    let at = -1;
    const [p] = refusal(edited((r) => {
      at = r.decisions.findIndex((d, i) => i > 5 && 'a' in d);
      r.decisions[at] = { p: r.decisions[at]!.p, a: { type: 'promote', player: r.decisions[at]!.p, card: 9999 } };
    }));
    expect(p!.path).toBe(`decisions[${at}]`);
    expect(p!.message).toMatch(/"card":9999.*not legal at this point/);
  });

  it('a choice changed to an answer that is not offered, or to another seat', () => {
    const first = JSON.parse(original).decisions[0];   // the setup's choice of an Active Pokémon
    expect(first.c).toBe('cards');
    const [p] = refusal(edited((r) => { r.decisions[0] = { p: first.p, c: 'cards', v: [9999] }; }));
    expect(p).toEqual({ path: 'decisions[0]', message: expect.stringMatching(/not a legal answer at this point: 9999 is not one of the cards offered/) });
    const [q] = refusal(edited((r) => { r.decisions[0] = { p: 1 - first.p, c: 'cards', v: first.v }; }));
    expect(q!.path).toBe('decisions[0]');
    expect(q!.message).toMatch(/but the game asks player \d for a cards choice/);
  });

  it('decisions cut short, or left over after the game', () => {
    const [short] = refusal(edited((r) => { r.decisions = r.decisions.slice(0, 20); }));
    expect(short!.path).toBe('decisions');
    expect(short!.message).toMatch(/the 20 recorded decisions end before the game does/);
    const [extra] = refusal(edited((r) => { const last = r.decisions.find((d) => 'a' in d)!; r.decisions.push(last); }));
    const n = JSON.parse(original).decisions.length;
    expect(extra).toEqual({ path: `decisions[${n}]`, message: expect.stringMatching(/1 recorded decision\(s\) left over: the game ended/) });
  });

  it('another version', () => {
    expect(refusal(edited((r) => { (r as { version: number }).version = 2; }))).toEqual([{ path: 'version', message: 'this file is replay version 2; this Hyperdraft reads version 1' }]);
    expect(refusal(edited((r) => { delete (r as Partial<Replay>).version; }))[0]!.path).toBe('version');
    expect(refusal(edited((r) => { (r as { format: string }).format = 'something-else'; }))[0]!.path).toBe('format');
  });

  it('another ruleset, or one that does not exist', () => {
    expect(refusal(edited((r) => { (r as { ruleset: string }).ruleset = 'chess'; }))).toEqual([{ path: 'ruleset', message: 'unknown ruleset "chess"; a replay is of magic, adventure, pocket, duel' }]);
    const problems = refusal(edited((r) => { r.ruleset = 'magic'; }));
    expect(problems[0]).toEqual({ path: 'decks[0].name', message: expect.stringMatching(/"Grass-Poison" is not a built-in magic deck/) });
    expect(problems.some((p) => /^decisions\[\d+\]\.a\.type$/.test(p.path) && /is not an action of magic/.test(p.message))).toBe(true);
  });

  it('the schema: unknown keys, missing keys, wrong types, a decision of neither shape', () => {
    expect(refusal(edited((r) => { (r as unknown as Record<string, unknown>)['extra'] = 1; }))).toEqual([{ path: '', message: 'unknown key(s) "extra"' }]);
    expect(refusal(edited((r) => { delete (r as Partial<Replay>).seed; }))).toEqual([{ path: '', message: 'missing required key "seed"' }]);
    expect(refusal(edited((r) => { (r as { seed: unknown }).seed = 'seven'; }))[0]!.path).toBe('seed');
    expect(refusal(edited((r) => { (r.decisions as unknown[])[3] = { p: 0 }; }))).toEqual([{ path: 'decisions[3]', message: 'a decision is { p, a } (an action) or { p, c, v } (a choice)' }]);
    expect(refusal(edited((r) => { (r.decisions as unknown[])[3] = { p: 9, c: 'cards', v: [] }; }))[0]!.path).toBe('decisions[3].p');
    expect(refusal(edited((r) => { r.decks[1] = { name: 'Mine', cards: ['Bulbasaur', 'No Such Card'] }; }))[0]).toEqual({ path: 'decks[1].cards[1]', message: expect.stringMatching(/^unknown card "No Such Card"/) });
    expect(refusal('[1, 2]')).toEqual([{ path: '', message: 'a replay file is a JSON object' }]);
  });

  it('__proto__ and constructor keys are refused and reach no prototype', () => {
    const hostile = original.replace('"options": {}', '"options": {"__proto__": {"polluted": true}}');
    expect(refusal(hostile)).toEqual([{ path: 'options.__proto__', message: 'a key named "__proto__" is not allowed in a replay file' }]);
    const inDecision = original.replace('{"p":0,"c":"cards","v":', '{"p":0,"constructor":{"prototype":{"polluted":true}},"c":"cards","v":');
    expect(refusal(inDecision)[0]!.path).toMatch(/^decisions\[\d+\]\.constructor$/);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('nesting deeper than the limit', () => {
    const deep = `${'['.repeat(REPLAY_LIMITS.depth + 5)}${']'.repeat(REPLAY_LIMITS.depth + 5)}`;
    expect(refusal(original.replace('"options": {}', `"options": {"x": ${deep}}`))[0]!.message).toMatch(/nested more than 32 levels deep/);
  });
});

describe('paths from outside', () => {
  it('a file that does not exist', () => {
    expect(refusalOf(join(dir, 'nope.json'))).toEqual([{ path: '', message: 'no such file' }]);
  });

  it('a directory', () => {
    const folder = join(dir, 'a-folder.json');
    mkdirSync(folder);
    expect(refusalOf(folder)).toEqual([{ path: '', message: 'is a directory, not a replay file' }]);
  });

  it('a file over the size limit is refused before it is read', () => {
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, REPLAY_LIMITS.bytes + 1);   // sparse: nothing is written
    expect(refusalOf(huge)).toEqual([{ path: '', message: `the file has ${(REPLAY_LIMITS.bytes + 1).toLocaleString('en-US')} bytes; a replay file has at most 16,777,216 (16 MiB)` }]);
  });

  it('bytes that are not UTF-8', () => {
    const file = join(dir, 'latin1.json');
    writeFileSync(file, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expect(refusalOf(file)).toEqual([{ path: '', message: 'the file is not UTF-8 text' }]);
  });
});

describe('answerFits', () => {
  it('says why an answer is not one the choice offers', () => {
    expect(answerFits({ kind: 'cards', player: 0, reason: 'discard', options: [1, 2, 3], min: 1, max: 2 }, [2, 3])).toBeNull();
    expect(answerFits({ kind: 'cards', player: 0, reason: 'discard', options: [1, 2, 3], min: 1, max: 2 }, [1, 2, 3])).toBe('expected 1 to 2 cards, got 3');
    expect(answerFits({ kind: 'cards', player: 0, reason: 'discard', options: [1, 2, 3], min: 1, max: 2 }, [2, 2])).toBe('2 is chosen twice');
    expect(answerFits({ kind: 'yes_no', player: 0, question: 'Pay?' }, 'maybe')).toBe('expected true or false, got "maybe"');
    expect(answerFits({ kind: 'mode', player: 0, options: ['a', 'b'] }, 2)).toBe('expected an option number from 0 to 1, got 2');
    expect(answerFits({ kind: 'number', player: 0, min: 0, max: 5 }, 5)).toBeNull();
    expect(answerFits({ kind: 'trigger_order', player: 0, options: ['x', 'y'] }, [1, 0])).toBeNull();
    expect(answerFits({ kind: 'target', player: 0, source: 's', legal: [{ kind: 'player', id: 1 }], min: 1, max: 1 }, [{ id: 1, kind: 'player' }])).toBeNull();
    expect(answerFits({ kind: 'assign_damage', player: 0, attacker: 1, blockers: [2, 3], amount: 4, lethal: [2, 2], trample: false }, { 2: 2, 3: 1 })).toBe('the damage assigned adds up to 3, not 4');
  });
});
