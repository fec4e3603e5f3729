/**
 * Every card, every spell and every cost the loader makes has the same fields in the same order, those it lacks as
 * undefined (rules/cards/normalize.ts, parse-cost.ts): the rules read a card's fields at almost every decision, and
 * objects built alike share one layout in the JavaScript engine. What a card says is unchanged: its JSON is what it
 * was, with no field it lacks.
 */
import { describe, expect, it } from 'vitest';
import { loadCardPool, parseCard } from '../../rules/cards/index.ts';

const pool = loadCardPool();
const cards = pool.all();

describe('cards as the loader makes them', () => {
  it('all have the same fields in the same order, and so do their spells and costs', () => {
    const shapes = new Set(cards.map((d) => Object.keys(d).join(',')));
    expect([...shapes]).toHaveLength(1);
    const spells = new Set(cards.filter((d) => d.spell).map((d) => Object.keys(d.spell!).join(',')));
    expect([...spells]).toHaveLength(1);
    const costs = cards.flatMap((d) => [d.cycling, d.spell?.additional_cost, d.spell?.flashback, ...(d.spell?.alt_costs ?? []).map((a) => a.cost), ...d.abilities.map((a) => ('cost' in a ? a.cost : undefined))]).filter((c) => c !== undefined);
    expect(costs.length).toBeGreaterThan(10);
    expect(new Set(costs.map((c) => Object.keys(c!).join(','))).size).toBe(1);
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
