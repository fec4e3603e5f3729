import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CardError, loadCardPool, shippedCards } from '../../rules/cards/index.ts';
import { MAGIC_CARD_FILES } from './card-files.ts';
import { NEXT_CARD_NAMES } from './next-card-names.ts';
import { SCENARIO_CARD_NAMES } from './scenario-card-names.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const pool = loadCardPool();

describe('the Magic card pool', () => {
  it('loads every card file', () => {
    expect(MAGIC_CARD_FILES).toBeGreaterThan(SCENARIO_CARD_NAMES.length + NEXT_CARD_NAMES.length);
    expect(pool.names()).toHaveLength(MAGIC_CARD_FILES);
  });

  it.each(NEXT_CARD_NAMES)('has %s, from the next batch', (name) => {
    const def = pool.require(name);
    expect(def.name).toBe(name);
    expect(def.text.length).toBeGreaterThan(0);
  });

  it.each(NEXT_CARD_NAMES)('has a scenario file testing %s', (name) => {
    const file = `test/scenarios/cards/${name.toLowerCase().replace(/'/g, '').replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.yaml`;
    expect(existsSync(file), file).toBe(true);
  });

  it.each(SCENARIO_CARD_NAMES)('has %s', (name) => {
    const def = pool.require(name);
    expect(def.name).toBe(name);
    expect(def.text.length + (def.types.includes('Creature') ? 1 : 0)).toBeGreaterThan(0);
  });

  it('finds names without regard to case', () => {
    expect(pool.get('LIGHTNING BOLT')?.name).toBe('Lightning Bolt');
    expect(pool.get("man-o'-war")?.name).toBe("Man-o'-War");
  });

  it('finds tokens with and without " Token"', () => {
    expect(pool.get('Soldier')?.name).toBe('Soldier Token');
    expect(pool.get('Pest Token')?.name).toBe('Pest');
    expect(pool.get('Elf Warrior Token')?.name).toBe('Elf Warrior');
    expect(pool.get('Spirit')?.name).toBe('Spirit');
    expect(pool.get('Spirit Token')?.name).toBe('Spirit Token');
  });

  it('does not add " Token" to cards that are not tokens', () => {
    expect(pool.get('Grizzly Bears Token')).toBeUndefined();
  });

  it('suggests the closest name when a card is required and missing', () => {
    expect(() => pool.require('Lightning Blot')).toThrow(CardError);
    expect(() => pool.require('Lightning Blot')).toThrow('unknown card "Lightning Blot" (did you mean "Lightning Bolt"?)');
  });

  it('keeps tokens in cards/magic/tokens and marks them as tokens', () => {
    const tokens = pool.all().filter((d) => d.token).map((d) => d.file);
    expect(tokens.sort()).toEqual([
      'cards/magic/tokens/elemental-token.yaml',
      'cards/magic/tokens/elf-warrior.yaml', 'cards/magic/tokens/pest.yaml', 'cards/magic/tokens/soldier-token.yaml',
      'cards/magic/tokens/spirit-token.yaml', 'cards/magic/tokens/spirit.yaml',
      'cards/magic/tokens/treasure.yaml', 'cards/magic/tokens/wolf-token.yaml',
    ]);
  });

  it('gives each created token a card in the pool', () => {
    for (const name of ['Spirit Token', 'Soldier Token', 'Pest', 'Elf Warrior']) expect(pool.get(name)?.token).toBe(true);
  });
});

describe('the shipped pool plus a folder of an app', () => {
  const own = (files: Record<string, string>): string => {
    const dir = tempDir('hyperdraft-own-cards-');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const bolt = (name: string) => `name: ${name}\ncost: "{R}"\ntype: Instant\ntext: ${name} deals 4 damage to any target.\nspell:\n  targets: [any]\n  effects:\n    - { damage: 4, to: target }\n`;

  it('shippedCards names the folders the package ships, wherever the working directory is', () => {
    expect(shippedCards('magic')).toBe(resolve(import.meta.dirname, '..', '..', 'cards', 'magic'));
    expect(existsSync(join(shippedCards('decks'), 'red-green.yaml'))).toBe(true);
    expect(loadCardPool(shippedCards()).names()).toEqual(pool.names());
  });

  it('loads several folders as one pool', () => {
    const dir = own({ 'house-bolt.yaml': bolt('House Bolt') });
    const mine = loadCardPool([shippedCards('magic'), dir]);
    expect(mine.names()).toHaveLength(pool.names().length + 1);
    expect(mine.require('house bolt').file).toContain('house-bolt.yaml');
    expect(mine.require('Lightning Bolt').name).toBe('Lightning Bolt');
  });

  it('refuses a card whose name the shipped pool already has, naming both files', () => {
    const dir = own({ 'lightning-bolt.yaml': bolt('Lightning Bolt') });
    let error: unknown;
    try { loadCardPool([shippedCards('magic'), dir]); } catch (e) { error = e; }
    expect(error).toBeInstanceOf(CardError);
    const [problem] = (error as CardError).problems;
    expect(problem!.file).toContain(join(dir, 'lightning-bolt.yaml').split('/').at(-1)!);
    expect(problem!.message).toMatch(/"Lightning Bolt" is also defined in .*cards\/magic\/lightning-bolt\.yaml/);
  });
});
