/**
 * Pocket cards and decks (issue 5: "At least 40 Pocket cards, including those the seed names
 * (Serperior, Greninja, Mr. Mime, Victreebel) and every Pocket card in ../shared/scenarios/cards.md;
 * two decks"), the loader's error messages (file, path inside it, and the fix), and agreement with the
 * card text the public scenarios carry.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CardError } from '../../rules/cards/index.ts';
import { loadPocketDeck, parsePocketCard } from '../../rules/pocket/index.ts';
import { pool } from './helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';

/** The 23 Pocket cards of /work/shared/scenarios/cards.md, "Pokémon TCG Pocket (23)". */
const CARDS_MD = [
  'Bulbasaur', 'Caterpie', 'Escavalier', 'Giovanni', 'Greninja', 'Grimer', 'Heatmor', 'Ivysaur', 'Lucario', 'Mewtwo ex',
  'Mr. Mime', 'Octillery', 'Pidgey', 'Poké Ball', "Professor's Research", 'Psyduck', 'Rattata', 'Serperior', 'Snivy',
  'Tauros', 'Venusaur', 'Weedle', 'Wooloo',
];
const SEED = ['Serperior', 'Greninja', 'Mr. Mime', 'Victreebel'];

const problems = (text: string) => {
  try { parsePocketCard(text, 'cards/pocket/test.yaml'); return []; } catch (e) { return (e as CardError).problems.map((p) => `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`); }
};

describe('the Pocket card pool', () => {
  it('has at least 40 cards, every Pocket card of cards.md and the four the seed names', () => {
    const names = pool().names();
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect([...CARDS_MD, ...SEED].filter((n) => !pool().get(n))).toEqual([]);
  });
  it('every evolution\'s previous stage is in the pool', () => {
    for (const c of pool().all()) if (c.kind === 'pokemon' && c.evolvesFrom) expect(pool().get(c.evolvesFrom)?.kind).toBe('pokemon');
  });
  it('matches the card text the public POCKET scenarios carry (HP, stage, type, Weakness, Retreat, attacks)', () => {
    const dir = 'test/scenarios/public';
    let compared = 0;
    for (const f of readdirSync(dir).filter((x) => x.startsWith('POCKET-'))) {
      for (const c of (parse(readFileSync(`${dir}/${f}`, 'utf8')) as { cards: Record<string, unknown>[] }).cards) {
        const mine = pool().pokemon(String(c['name']));
        expect({ hp: mine.hp, stage: mine.stage, type: mine.type, weakness: `${mine.weakness} +20`, retreat: mine.retreat, ex: mine.ex }, `${f} ${String(c['name'])}`)
          .toEqual({ hp: c['hp'], stage: c['stage'], type: c['pokemon_type'], weakness: c['weakness'], retreat: c['retreat'], ex: c['ex'] === true });
        const attacks = (c['attacks'] as { name: string; cost: string[]; damage?: number }[]).map((a) => ({ name: a.name, cost: a.cost, damage: a.damage ?? 0 }));
        expect(mine.attacks.map((a) => ({ name: a.name, cost: a.cost, damage: a.damage }))).toEqual(attacks);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  });
  it('the two decks have 20 cards, at most 2 of a name, and their Energy types', () => {
    const a = loadPocketDeck('cards/decks/pocket-grass-poison.yaml', pool());
    const b = loadPocketDeck('cards/decks/pocket-water-psychic.yaml', pool());
    expect([a.cards.length, b.cards.length]).toEqual([20, 20]);
    expect([a.energy, b.energy]).toEqual([['Grass', 'Darkness'], ['Water', 'Psychic']]);
  });
});

describe('deck errors', () => {
  const deck = (body: string) => {
    const dir = tempDir('pocket-deck-');
    writeFileSync(join(dir, 'd.yaml'), body);
    try { loadPocketDeck(join(dir, 'd.yaml'), pool()); return []; } catch (e) { return (e as CardError).problems.map((p) => `${p.path}: ${p.message}`); }
  };
  it('3 copies, an unknown card, the wrong size', () => {
    expect(deck('name: X\ncards:\n  - { card: Pidgey, count: 3 }\n')).toEqual(['cards[0].count: a deck has 1 to 2 copies of a card; got 3']);
    expect(deck('name: X\ncards:\n  - { card: Pidgy, count: 2 }\n')).toEqual(['cards[0].card: unknown Pocket card "Pidgy" (did you mean "Pidgey"?)']);
    expect(deck('name: X\ncards:\n  - { card: Pidgey, count: 2 }\n')).toEqual(['cards: a Pocket deck has exactly 20 cards; this one has 2']);
  });
});

describe('card file errors name the file, the path and the fix', () => {
  const base = 'name: Testmon\nstage: Basic\ntype: Grass\nhp: 50\nretreat: 1\nsource: test\n';
  it('an unknown effect, with the closest one', () => {
    expect(problems(`${base}attacks:\n  - { name: Hit, cost: [Grass], damage: 10, effects: [{ dmg: 10 }] }\n`))
      .toEqual(['cards/pocket/test.yaml: attacks[0].effects[0]: unknown effect "dmg" (did you mean "damage"?)']);
  });
  it('an unknown key, an unknown word, a missing key', () => {
    expect(problems(`${base}attacks:\n  - { name: Hit, cost: [Gras], damage: 10 }\n`)).toEqual(['cards/pocket/test.yaml: attacks[0].cost[0]: unknown energy type "Gras" (did you mean "Grass"?)']);
    expect(problems(`${base}weaknes: Fire\n`)).toEqual(['cards/pocket/test.yaml: unknown key "weaknes" (did you mean "weakness"?)']);
    expect(problems('name: Testmon\nstage: Basic\ntype: Grass\nretreat: 1\nsource: test\n')).toEqual(['cards/pocket/test.yaml: missing required key "hp"']);
  });
  it('an effect\'s modifiers are checked too', () => {
    expect(problems(`${base}attacks:\n  - { name: Hit, effects: [{ status: Poisnd }] }\n`))
      .toEqual(['cards/pocket/test.yaml: attacks[0].effects[0].status: unknown Special Condition "Poisnd" (did you mean "Poisoned"?)']);
    expect(problems(`${base}attacks:\n  - { name: Hit, effects: [{ effect: { type: damage_reduction, duration: next_turn } }] }\n`))
      .toEqual(['cards/pocket/test.yaml: attacks[0].effects[0].effect.duration: unknown duration "next_turn" (did you mean "this_turn"?)']);
  });
  it('an evolution without evolves_from; a passive Ability with a used effect', () => {
    expect(problems('name: Testmon\nstage: Stage 1\ntype: Grass\nhp: 50\nretreat: 1\nsource: test\n')).toEqual(['cards/pocket/test.yaml: evolves_from: a Stage 1 Pokémon needs evolves_from: (the Pokémon it evolves from)']);
    expect(problems(`${base}abilities:\n  - { name: Aura, text: x, passive: true, effects: [{ draw: 1 }] }\n`)).toEqual([
      'cards/pocket/test.yaml: abilities[0].effects: a passive Ability has only `effect:` entries (they apply while the Pokémon is in play); remove passive: true for an Ability that is used',
    ]);
  });
  it('YAML syntax errors give the line', () => {
    expect(problems('name: [')[0]).toMatch(/^cards\/pocket\/test\.yaml: line 1, column \d+: /);
  });
});
