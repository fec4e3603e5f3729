/**
 * The scenario runner's closing line counts what could not be run (scenario FORMAT.md: a scenario is reported,
 * never skipped): every expectation of a scenario that cannot be set up is a failure, and so is a file that
 * cannot be read; the errors name the file and the scenario.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPaths, textReport } from '../../scripts/scenario/index.ts';

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
    const dir = mkdtempSync(join(tmpdir(), 'hyperdraft-scenarios-'));
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
