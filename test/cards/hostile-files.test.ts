/**
 * Hostile card files (the hardening issue): each gets a precise CardError naming the file, the path inside it and
 * the fix, never a raw stack trace, and none takes long. Limits: files of at most 64 KiB of UTF-8 text without a
 * BOM or NUL; names of at most 200 characters; whole numbers within ±1,000,000; expressions of at most 1,000
 * characters and 64 levels of nesting, reading only members that exist.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardError, loadCardFile, parseCard } from '../../rules/cards/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const FILE = 'cards/magic/hostile.yaml';
function problems(load: () => unknown): string[] {
  try {
    load();
  } catch (e) {
    if (e instanceof CardError) return e.problems.map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`);
    throw e;
  }
  return [];
}
const text = (yaml: string) => problems(() => parseCard(yaml, FILE));
const bolt = (effects: string) => `name: Hostile Bolt\ncost: "{R}"\ntype: Instant\ntext: x\nspell:\n  targets: [any]\n  effects: ${effects}\n`;
const bytesFile = (bytes: Buffer) => {
  const dir = tempDir('hyperdraft-hostile-');
  const path = join(dir, 'hostile.yaml');
  writeFileSync(path, bytes);
  return problems(() => loadCardFile(path));
};

describe('hostile card files', () => {
  it('a YAML alias bomb is refused with the file named', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`), 'name: Bomb', 'type: Instant', 'text: x'].join('\n');
    const out = text(bomb);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(/^cards\/magic\/hostile\.yaml: the YAML cannot be read: .*alias/i);
  });

  it('chains of "not" and unary minus hit the depth limit instead of the stack', () => {
    expect(text(bolt(`[{ damage: "${'- '.repeat(5000)}1", to: target }]`)).join('\n')).toMatch(/nested more than 64 levels deep|at most 1,000 characters/);
    expect(text(bolt(`[{ damage: "${'- '.repeat(100)}1", to: target }]`)).join('\n')).toMatch(/spell\.effects\[0\]\.damage: .*nested more than 64 levels deep/);
    const nots = `name: N\ntype: Creature — Bear\ntext: x\npt: 2/2\nabilities:\n  - triggered: { when: { upkeep: you }, if: "${'not '.repeat(100)}true", effects: [{ gain_life: 1 }] }\n`;
    expect(text(nots).join('\n')).toMatch(/abilities\[0\]\.triggered\.if: .*nested more than 64 levels deep/);
  });

  it('a million-character name is refused at once', () => {
    const out = text(`name: ${'A'.repeat(1_000_000)}\ntype: Instant\ntext: x\n`);
    expect(out.join('\n')).toMatch(/more than|at most/);
  });

  it('non-UTF-8 bytes, a NUL and a byte-order mark are refused, with the fix', () => {
    expect(bytesFile(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xff, 0xfe, 0x0a]))[0]).toMatch(/hostile\.yaml: the file is not valid UTF-8; save it as UTF-8 text$/);
    expect(bytesFile(Buffer.from('name: A\u0000B\ntype: Instant\ntext: x\n'))[0]).toMatch(/holds a NUL character \(at offset 7\)/);
    expect(bytesFile(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('name: A\ntype: Instant\ntext: x\n')]))[0]).toMatch(/starts with a byte-order mark; save it as UTF-8 without a BOM/);
    expect(bytesFile(Buffer.alloc(70 * 1024, 0x61))[0]).toMatch(/71,680 bytes; a card or deck file has at most 65,536/);
  });

  it('huge and fractional numbers are refused where they are written', () => {
    expect(text(bolt('[{ damage: 1e308, to: target }]')).join('\n')).toMatch(/spell\.effects\[0\]\.damage/);
    expect(text(bolt('[{ damage: 1.5, to: target }]')).join('\n')).toMatch(/spell\.effects\[0\]\.damage/);
    expect(text(bolt('[{ damage: 3, to: target }]'))).toEqual([]);
  });

  it('an expression reading a member that does not exist is refused when the card loads', () => {
    const card = `name: W\ntype: Creature — Bear\ntext: x\npt: 2/2\nabilities:\n  - triggered: { when: { upkeep: you }, if: "you.lfe >= 40", effects: [{ gain_life: 1 }] }\n`;
    expect(text(card)).toEqual([`${FILE}: abilities[0].triggered.if: bad expression "you.lfe >= 40": "you" has no "lfe" (did you mean "life"?); it has life, poison, hand_size, library_size, id`]);
    expect(text(card.replace('you.lfe', 'you.life'))).toEqual([]);
  });
});
