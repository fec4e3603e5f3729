/**
 * Every card and every spell the loader makes has the same fields in the same order, those it lacks as undefined
 * (rules/cards/normalize.ts): the rules read a card's fields at almost every decision, and objects built alike share
 * one layout in the JavaScript engine. What a card says is unchanged: its JSON is what it was, with no field it lacks.
 * What a game keeps of a card in its state (an ability on the stack, what a permanent was as it left) holds no
 * undefined: a state is JSON, and the state check refuses anything else.
 */
import { describe, expect, it } from 'vitest';
import { loadCardPool, parseCard } from '../../rules/cards/index.ts';
import { clonePlain, stateProblems } from '../../rules/index.ts';
import { randomGame } from '../game/helpers.ts';
import { fullPoolMagic } from '../../scripts/lib/decks.ts';

const pool = loadCardPool();
const cards = pool.all();

describe('cards as the loader makes them', () => {
  it('all have the same fields in the same order, and so do their spells', () => {
    const shapes = new Set(cards.map((d) => Object.keys(d).join(',')));
    expect([...shapes]).toHaveLength(1);
    const spells = new Set(cards.filter((d) => d.spell).map((d) => Object.keys(d.spell!).join(',')));
    expect([...spells]).toHaveLength(1);
  });
  it('leave no undefined in a game\'s state: the state check passes at every decision of seeded full-pool games', () => {
    const { pool: full } = fullPoolMagic();
    let withAbilities = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const g = randomGame(seed, { fullPool: true, keepLog: false });
      g.start();
      for (let i = 0; i < 1500 && g.step(); i++) {
        if (i % 10) continue;
        if (Object.values(g.state.lki).some((l) => l.abilities?.length) || g.state.stack.some((s) => s.ability)) withAbilities++;
        expect(stateProblems(clonePlain(g.state), { cards: full })).toEqual([]);
      }
      g.dispose();
    }
    expect(withAbilities).toBeGreaterThan(20);
  });
  it('a field a card lacks is undefined, and left out of its JSON', () => {
    const bolt = parseCard('name: Lightning Bolt\ncost: "{R}"\ntype: Instant\ntext: Lightning Bolt deals 3 damage to any target.\nspell:\n  targets: [any]\n  effects: [{damage: 3, to: target}]\n', 'bolt.yaml');
    expect('equip' in bolt && bolt.equip === undefined).toBe(true);
    expect(bolt.spell!.kicker).toBeUndefined();
    const json = JSON.parse(JSON.stringify(bolt)) as Record<string, unknown>;
    expect(Object.keys(json)).not.toContain('equip');
    expect(Object.keys(json.spell as object)).toEqual(['targets', 'effects']);
  });
});
