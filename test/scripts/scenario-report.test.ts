/**
 * The scenario runner's closing line counts what could not be run (scenario FORMAT.md: a scenario is reported,
 * never skipped): every expectation of a scenario that cannot be set up is a failure, and so is a file that
 * cannot be read; the errors name the file and the scenario.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaths, textReport } from '../../scripts/scenario/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const scenario = (id: string, card: string) => `format: scenario/1
scenarios:
  - format: scenario/1
    id: ${id}
    ruleset: magic
    cards: [{ name: "${card}" }]
    setup:
      turn: 3
      active: A
      step: precombat_main
      players:
        A: { hand: ["${card}"], library: [{card: Island, count: 5}] }
        B: { library: [{card: Island, count: 5}] }
    actions: []
    expect:
      - {after: start, life: {A: 20}}
      - {after: start, life: {B: 20}}
`;

describe('scenario report', () => {
  it('counts the expectations of a scenario naming an unknown card as failed, and an unreadable file as one failure', () => {
    const dir = tempDir('hyperdraft-scenarios-');
    writeFileSync(join(dir, 'good.yaml'), scenario('GOOD-01', 'Lightning Bolt'));
    writeFileSync(join(dir, 'unknown-card.yaml'), scenario('UNKNOWN-01', 'No Such Card'));
    writeFileSync(join(dir, 'broken.yaml'), 'format: scenario/1\nscenarios: [ {');
    const { lines, passed, failed } = textReport(runPaths([dir]));
    expect(passed).toBe(2);
    expect(failed).toBe(3);
    expect(lines.at(-1)).toBe('2 passed, 3 failed');
    expect(lines).toContain(`ERROR UNKNOWN-01 (${join(dir, 'unknown-card.yaml')}): unknown card(s): No Such Card`);
    expect(lines.filter((l) => l.startsWith('FAIL UNKNOWN-01'))).toHaveLength(2);
    expect(lines.some((l) => l.startsWith('ERROR') && l.includes('broken.yaml'))).toBe(true);
  });
});

describe('hostile scenario files', () => {
  const write = (files: Record<string, string>) => {
    const dir = tempDir('hyperdraft-hostile-scenarios-');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const withCount = (count: string) => scenario('COUNT-01', 'Island').replace('library: [{card: Island, count: 5}] }\n        B', `library: [{card: Island, count: ${count}}] }\n        B`);

  it('refuses counts that are not whole numbers from 1 to 1,000, naming the scenario and the key, and counts each expectation failed', () => {
    for (const count of ['100000000', '-5', 'many', '2.5']) {
      const { lines, failed, passed } = textReport(runPaths([write({ 'count.yaml': withCount(count) })]));
      expect(passed).toBe(0);
      expect(failed).toBe(2);
      expect(lines[0]).toMatch(/^ERROR COUNT-01 .*setup\.players\.A\.library\[0\]\.count: expected a whole number from 1 to 1,000/);
    }
  });

  it('refuses an empty file, a file that is not a map, and expect or actions that are not lists, with the file named', () => {
    const dir = write({
      'empty.yaml': '',
      'list.yaml': '- 1\n- 2\n',
      'expect-map.yaml': scenario('EXP-01', 'Island').replace(/    expect:\n[\s\S]*$/, '    expect: {a: 1}\n'),
      'actions-map.yaml': scenario('ACT-01', 'Island').replace('    actions: []', '    actions: {do: pass}'),
    });
    const { lines, failed } = textReport(runPaths([dir]));
    expect(failed).toBe(4);
    expect(lines.some((l) => /empty\.yaml: the file is empty/.test(l))).toBe(true);
    expect(lines.some((l) => /list\.yaml: expected a scenario map/.test(l))).toBe(true);
    expect(lines.some((l) => /expect-map\.yaml .*\(EXP-01\): expect: expected a list/.test(l))).toBe(true);
    expect(lines.some((l) => /actions-map\.yaml .*\(ACT-01\): actions: expected a list/.test(l))).toBe(true);
  });

  it('a cast naming a card that does not exist is an error of the scenario naming the action and the fix, not a refusal', () => {
    const text = scenario('TYPO-01', 'Lightning Bolt').replace('    actions: []', '    actions:\n      - {do: cast, player: A, card: Lightning Blot, targets: [B]}');
    const { lines, passed, failed } = textReport(runPaths([write({ 'typo.yaml': text })]));
    expect([passed, failed]).toEqual([2, 1]);   // the start checks passed; the error is a failure
    expect(lines[0]).toMatch(/^ERROR TYPO-01 .*: actions\[0\] \(do: cast\): card: unknown card "Lightning Blot" \(did you mean "Lightning Bolt"\?\)$/);
  });
});
