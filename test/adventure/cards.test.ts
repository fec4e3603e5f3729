/** The Adventure card files: the pool, the decks, and error messages that name the file, the path and the fix. */
import { describe, expect, it } from 'vitest';
import { CardError } from '../../rules/cards/index.ts';
import { parseAdventureCard } from '../../rules/adventure/index.ts';
import { decks, pool } from './helpers.ts';

const CORPUS = ['Colossus', 'Gnome', 'Ogre', 'Peasant', 'Shrine Keeper', 'Spark', 'Sprite', 'Squire', 'Stone Wall', 'Titan', 'Troll', 'Watchman'];

function problems(text: string): string[] {
  try { parseAdventureCard(text, 'cards/adventure/test.yaml'); } catch (e) { if (e instanceof CardError) return e.message.split('\n'); throw e; }
  return [];
}

describe('cards/adventure', () => {
  it('has at least 30 cards, among them the 12 Adventure cards of the scenario corpus as cards.md gives them', () => {
    expect(pool.names().length).toBeGreaterThanOrEqual(30);
    for (const n of CORPUS) expect(pool.get(n), n).toBeDefined();
    expect(pool.require('Stone Wall')).toMatchObject({ cost: 4, type: 'creature', power: 0, toughness: 4 });
    expect(pool.require('Spark')).toMatchObject({ cost: 0, type: 'spell', effects: ['damage-player-1'] });
    expect(pool.require('Sprite').abilities).toEqual([{ speed: 'FAST', costs: ['tap'], effects: ['gain-life-1'] }]);
    expect(pool.require('Watchman').abilities).toEqual([{ speed: 'NORMAL', costs: ['tap'], effects: ['gain-life-1'] }]);
    expect(pool.require('Shrine Keeper').triggers).toEqual([{ on: ['PHASE_END'], if: 'any', effects: ['gain-life-1'] }]);
  });

  it('two decks of 30 cards', () => {
    expect(decks.map((d) => d.cards.length)).toEqual([30, 30]);
    expect(decks.map((d) => d.name)).toEqual(['Knights of the Shrine', 'Wildfire Raiders']);
  });

  it('reads like its rules text: a spell is a few lines', () => {
    expect(problems('name: Spark\ncost: 0\ntype: spell\ntext: Deal 1 damage to target player.\neffects: [damage-player-1]\n')).toEqual([]);
  });
});

describe('card errors name the file, the path inside it and the fix', () => {
  it('an unknown effect, with the closest name', () => {
    expect(problems('name: X\ncost: 0\ntype: spell\ntext: ""\neffects: [dmg-player-1]\n'))
      .toEqual(['cards/adventure/test.yaml: effects[0]: unknown effect "dmg-player-1" (did you mean "damage-player-1"?)']);
  });

  it('an unknown cost inside an ability', () => {
    expect(problems('name: X\ncost: 1\ntype: creature\npower: 1\ntoughness: 1\ntext: ""\nabilities: [{ speed: FAST, costs: [tapp], effects: [gain-life-1] }]\n'))
      .toEqual(['cards/adventure/test.yaml: abilities[0].costs[0]: unknown cost "tapp" (did you mean "tap"?)']);
  });

  it('a misspelt key, type or speed', () => {
    expect(problems('name: X\ncost: 1\ntype: creture\npower: 1\ntoughness: 1\ntext: ""\n')).toEqual(['cards/adventure/test.yaml: type: expected "creature" or "artifact" or "spell", got string "creture" (did you mean "creature"?)']);
    expect(problems('name: X\ncost: 1\ntype: creature\npower: 1\ntoughnes: 1\ntoughness: 1\ntext: ""\n')).toEqual(['cards/adventure/test.yaml: unknown key "toughnes" (did you mean "toughness"?)']);
    expect(problems('name: X\ncost: 1\ntype: creature\npower: 1\ntoughness: 1\ntext: ""\nabilities: [{ speed: FASt, costs: [], effects: [gain-life-1] }]\n')).toEqual(['cards/adventure/test.yaml: abilities[0].speed: expected "NORMAL" or "FAST", got string "FASt" (did you mean "FAST"?)']);
  });

  it('a creature without toughness, a spell with power', () => {
    expect(problems('name: X\ncost: 1\ntype: creature\npower: 1\ntext: ""\n')).toEqual(['cards/adventure/test.yaml: a creature needs "toughness:"']);
    expect(problems('name: X\ncost: 1\ntype: spell\npower: 1\ntext: ""\neffects: [gain-life-1]\n')).toEqual(['cards/adventure/test.yaml: power: only creatures have power and toughness; remove it or make the type "creature"']);
  });

  it('a trigger can\'t choose a target; a card can\'t name the engine\'s own effects', () => {
    expect(problems('name: X\ncost: 1\ntype: artifact\ntext: ""\ntriggers: [{ on: [PHASE_END], effects: [damage-player-1] }]\n'))
      .toEqual(['cards/adventure/test.yaml: triggers[0].effects[0]: a trigger can\'t choose a target, and "damage-player-1" needs one (PLAYER); use an effect without a target, such as "damage-opponent-1"']);
    expect(problems('name: X\ncost: 1\ntype: spell\ntext: ""\neffects: [refill-mana]\n'))
      .toEqual(['cards/adventure/test.yaml: effects[0]: "refill-mana" is one of the engine\'s own effects; a card may not name it']);
  });

  it('an unknown trigger key and a YAML syntax error', () => {
    expect(problems('name: X\ncost: 1\ntype: artifact\ntext: ""\ntriggers: [{ on: [PHASE_ENDS], effects: [gain-life-1] }]\n')[0])
      .toMatch(/^cards\/adventure\/test.yaml: triggers\[0\].on\[0\]: expected .* got string "PHASE_ENDS" \(did you mean "PHASE_END"\?\)$/);
    expect(problems('name: [\n')[0]).toMatch(/^cards\/adventure\/test.yaml: line \d+, column \d+: /);
  });
});
