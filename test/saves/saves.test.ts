/**
 * Save files (issue 11 part 4): a game saved between two decisions loads and plays on exactly as if it had never
 * stopped, in every ruleset; a truncated, edited, wrong-version or wrong-ruleset save is refused with what is wrong
 * and its JSON path, and nothing is half-loaded.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPLAY_RULESET, stateHash } from '../../scripts/lib/replay/index.ts';
import { SaveFileError, checkSave, loadSession, readSave, saveText, startSession, writeSave } from '../../scripts/lib/saves/index.ts';
import type { Save } from '../../scripts/lib/saves/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-saves-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A game of `ruleset` saved after `n` decisions. */
function savedAfter(ruleset: 'magic' | 'adventure' | 'pocket', seed: number, n: number): Save {
  const r = REPLAY_RULESET[ruleset];
  const s = startSession({ ruleset: r, seed, decks: r.standard(), options: {} });
  s.game.start();
  for (let i = 0; i < n && s.game.step(); i++);
  const save = s.save();
  s.game.dispose();
  return JSON.parse(saveText(save)) as Save;
}

/** The problems a refused save gives, as `path: message` lines. */
function refusal(save: unknown, expected?: string): string {
  try {
    const s = loadSession(checkSave(save, 'game.json', expected), 'game.json');
    s.game.dispose();
  } catch (e) {
    expect(e).toBeInstanceOf(SaveFileError);
    return (e as Error).message;
  }
  throw new Error('the save was loaded');
}

describe('save files', { timeout: 600_000 }, () => {
  for (const ruleset of ['magic', 'adventure', 'pocket'] as const) {
    it(`${ruleset}: a game saved mid-way, written and read back, plays on to the same end as the game never saved`, () => {
      const r = REPLAY_RULESET[ruleset];
      const whole = startSession({ ruleset: r, seed: 21, decks: r.standard(), options: {} });
      whole.game.start();
      while (whole.game.step());
      const file = join(dir, `${ruleset}.json`);
      writeSave(file, savedAfter(ruleset, 21, 40));
      const loaded = loadSession(readSave(file, ruleset), file);
      expect(loaded.log.length).toBeGreaterThanOrEqual(40);
      expect(loaded.game.state.result).toBeNull();
      while (loaded.game.step());
      // The bots' generators were where they had been: the same decisions, the same end.
      expect(loaded.log).toEqual(whole.log);
      expect(stateHash(loaded.game.state)).toBe(stateHash(whole.game.state));
      // Saved again at the end, it still loads.
      const end = loaded.save();
      expect(end.seats.every((s) => s.kind === 'bot' && s.decisions > 0)).toBe(true);
      loadSession(checkSave(JSON.parse(saveText(end)), 'end.json'), 'end.json').game.dispose();
      loaded.game.dispose();
      whole.game.dispose();
    });
  }

  it('a bot that takes over a person\'s seat is saved with the decision it took over at, and loads again', () => {
    const save = savedAfter('adventure', 9, 30);
    save.seats[1] = { kind: 'person', name: 'Ann' };
    // Loaded with bots only: seat 1's decisions so far are Ann's (from the log), the bot plays it from here.
    const s = loadSession(checkSave(save, 'a.json'), 'a.json');
    const from = s.log.length;
    for (let i = 0; i < 20 && s.game.step(); i++);
    const again = s.save();
    const seat = again.seats[1]!;
    expect(seat).toMatchObject({ kind: 'bot', from });
    expect((seat as { decisions: number }).decisions).toBe(again.decisions.slice(from).filter((d) => d.p === 1).length);
    const t = loadSession(checkSave(JSON.parse(saveText(again)), 'b.json'), 'b.json');
    expect(stateHash(t.game.state)).toBe(stateHash(s.game.state));
    while (t.game.step());
    while (s.game.step());
    expect(stateHash(t.game.state)).toBe(stateHash(s.game.state));
    s.game.dispose();
    t.game.dispose();
  });

  it('refuses a truncated file, saying so', () => {
    const file = join(dir, 'truncated.json');
    const text = saveText(savedAfter('magic', 3, 20));
    writeFileSync(file, text.slice(0, Math.floor(text.length * 0.6)));
    expect(() => readSave(file)).toThrow(/truncated\.json: not valid JSON \(the text ends too early: truncated\?\)/);
    writeFileSync(file, '');
    expect(() => readSave(file)).toThrow(/the file is empty/);
    expect(() => readSave(join(dir, 'missing.json'))).toThrow(/missing\.json: no such file/);
  });

  it('refuses an edited state, naming the first place it differs from where its decisions lead', () => {
    const save = savedAfter('magic', 3, 60);
    (save.state['players'] as { life: number }[])[1]!.life = 99;
    expect(refusal(save)).toMatch(/^game\.json: state\.players\[1\]\.life: the saved state has 99 here, but its \d+ decisions lead to \d+: the state or the decisions were edited$/);
    const shape = savedAfter('magic', 3, 60);
    (shape.state as Record<string, unknown>)['turn'] = 'three';
    expect(refusal(shape)).toContain('game.json: state.turn:');
  });

  it('refuses edited decisions: not legal where they stand, not what the bot decides, too many, the wrong kind', () => {
    const save = savedAfter('pocket', 5, 30);
    const swapped = structuredClone(save);
    [swapped.decisions[12], swapped.decisions[13]] = [swapped.decisions[13]!, swapped.decisions[12]!];
    expect(refusal(swapped)).toMatch(/^game\.json: decisions\[1[23]\]: /);
    const extra = structuredClone(save);
    extra.decisions.push(structuredClone(extra.decisions.at(-1)!));
    extra.seats[extra.decisions.at(-1)!.p] = { ...extra.seats[extra.decisions.at(-1)!.p]!, decisions: (extra.seats[extra.decisions.at(-1)!.p] as { decisions: number }).decisions + 1 } as Save['seats'][number];
    expect(refusal(extra)).toMatch(/^game\.json: decisions\[\d+\]: /);
    const generator = structuredClone(save);
    (generator.seats[0] as { decisions: number }).decisions += 1;
    expect(refusal(generator)).toMatch(/^game\.json: seats\[0\]\.decisions: the bot's generator is at decision \d+, but the log holds \d+ decisions of seat 0/);
    const bad = structuredClone(save) as unknown as { decisions: unknown[] };
    const p = (bad.decisions[3] as { p: number }).p;
    bad.decisions[3] = { p, a: { type: 'cast', player: p, card: 1 } };
    expect(refusal(bad)).toContain('game.json: decisions[3].a.type: "cast" is not an action of pocket');
    const person = structuredClone(save);
    person.seats[1] = { kind: 'person', name: 'Ann' };
    // A person's decisions are played from the log as they are: the same game.
    const asPerson = loadSession(checkSave(person, 'p.json'), 'p.json');
    expect(stateHash(asPerson.game.state)).toBe(stateHash(loadSession(checkSave(save, 's.json'), 's.json').game.state));
    asPerson.game.dispose();
  });

  it('refuses a save of another version, another ruleset, another format, or with hostile keys', () => {
    const save = savedAfter('adventure', 8, 10) as unknown as Record<string, unknown>;
    expect(refusal({ ...save, version: 2 })).toBe('game.json: version: this file is save version 2; this Hyperdraft reads version 1');
    expect(refusal(save, 'magic')).toBe('game.json: ruleset: this is a save of a game of adventure, not of magic');
    expect(refusal({ ...save, ruleset: 'magic' })).toMatch(/^game\.json: decks\[0\]\.name: "Knights of the Shrine" is not a built-in magic deck/);
    expect(refusal({ ...save, ruleset: 'chess' })).toContain('game.json: ruleset: unknown ruleset "chess"');
    expect(refusal({ ...save, format: 'hyperdraft-replay' })).toContain('format: expected "hyperdraft-save", got "hyperdraft-replay": this is not a Hyperdraft save file (it is a replay file');
    expect(refusal(JSON.parse(JSON.stringify(save).replace('"options":{}', '"options":{"__proto__":{"x":1}}')))).toBe('game.json: options.__proto__: a key named "__proto__" is not allowed in a save file');
    expect(refusal({ ...save, extra: 1 })).toBe('game.json: unknown key(s) "extra"');
    const { seats: _seats, ...noSeats } = save;
    expect(refusal(noSeats)).toBe('game.json: missing required key "seats"');
  });
});
