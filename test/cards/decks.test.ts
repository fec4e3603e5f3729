import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardError, loadCardPool, loadDeck } from '../../rules/cards/index.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const pool = loadCardPool();

describe.each(['cards/decks/red-green.yaml', 'cards/decks/white-blue.yaml'])('%s', (file) => {
  const deck = loadDeck(file, pool);

  it('has 40 cards', () => {
    expect(deck).toHaveLength(40);
  });

  it('uses only cards of the pool, spelt as in the pool', () => {
    for (const name of deck) expect(pool.get(name)?.name).toBe(name);
  });

  it('has about 17 basic lands', () => {
    const lands = deck.filter((n) => pool.require(n).supertypes.includes('Basic'));
    expect(lands.length).toBeGreaterThanOrEqual(16);
    expect(lands.length).toBeLessThanOrEqual(18);
  });

  it('holds no tokens', () => {
    expect(deck.filter((n) => pool.require(n).token)).toEqual([]);
  });
});

describe('loadDeck errors', () => {
  const write = (text: string) => {
    const file = join(tempDir('deck-'), 'deck.yaml');
    writeFileSync(file, text);
    return file;
  };

  it('names an unknown card and the card meant', () => {
    const file = write('name: Bad\ncards:\n  - { card: Forest, count: 17 }\n  - { card: Grizly Bears, count: 4 }\n');
    expect(() => loadDeck(file, pool)).toThrow(CardError);
    expect(() => loadDeck(file, pool)).toThrow(/cards\[1\]\.card: unknown card "Grizly Bears" \(did you mean "Grizzly Bears"\?\)/);
  });

  it('rejects a count that is not a positive whole number', () => {
    const file = write('name: Bad\ncards:\n  - { card: Forest, count: 0 }\n');
    expect(() => loadDeck(file, pool)).toThrow(/cards\[0\]\.count: must be at least 1/);
  });

  it('expands counts in order', () => {
    const file = write('name: Tiny\ncards:\n  - { card: forest, count: 2 }\n  - { card: Shock, count: 1 }\n');
    expect(loadDeck(file, pool)).toEqual(['Forest', 'Forest', 'Shock']);
  });
});
