import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFiles } from '../../rules/cards/validate-files.ts';
import { MAGIC_CARD_FILES } from './card-files.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const dir = tempDir('cards-');
const bad = join(dir, 'fireball.yaml');
writeFileSync(bad, 'name: Fireball\ncost: "{X}{R}"\ntype: Sorcery\ntext: ""\nspell: { targets: [any], effects: [{ deal_dmg: x, to: target }] }\n');
const good = join(dir, 'shock.yaml');
writeFileSync(good, 'name: Shock\ncost: "{R}"\ntype: Instant\ntext: ""\nspell: { targets: [any], effects: [{ damage: 2, to: target }] }\n');

const validate = (...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/validate.ts', ...args], { encoding: 'utf8' });

describe('validateFiles', () => {
  it('checks the whole pool and the decks when given no paths', () => {
    expect(validateFiles([])).toEqual({ cards: MAGIC_CARD_FILES, decks: 4, problems: [] });   // the two built-in decks and the two full-pool decks
  });

  it('checks the files and folders given', () => {
    expect(validateFiles([good])).toEqual({ cards: 1, decks: 0, problems: [] });
    const report = validateFiles([dir]);
    expect(report.cards).toBe(1);
    expect(report.problems.map((p) => p.message)).toEqual(['unknown effect "deal_dmg" (did you mean "damage"?)']);
  });
});

describe('scripts/validate.ts', () => {
  it('prints "N cards OK" and exits 0', () => {
    const run = validate();
    expect(run.stdout).toContain(`${MAGIC_CARD_FILES} cards OK`);
    expect(run.status).toBe(0);
  });

  it('prints each problem and exits 1', () => {
    const run = validate(bad);
    expect(run.stderr).toContain('fireball.yaml: spell.effects[0]: unknown effect "deal_dmg" (did you mean "damage"?)');
    expect(run.status).toBe(1);
  });
});
