/**
 * The replacement and prevention options for one event (rules/magic/replacement/damage.ts and other.ts), against
 * hand-made shields and events: which shields apply to which damage (CR 615.1, 615.7), what a prevention leaves
 * (615.7: the rest of the damage is dealt), life gain and untapping (614.1, 502.3), and that each replacement
 * applies once to an event (614.5).
 */
import { describe, expect, it } from 'vitest';
import { damageReplacements, lifeReplacements, untapReplacements } from '../../../rules/magic/replacement/index.ts';
import type { GameEvent, Shield } from '../../../rules/index.ts';
import { P, position } from '../../helpers/position.ts';

type Damage = Extract<GameEvent, { type: 'damage' }>;

function setup() {
  const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Lightning Bolt'] }, { battlefield: ['Hill Giant'], hand: ['Shock'] }] });
  const bolt = p.id('Lightning Bolt');
  const shock = p.id('Shock');
  const hit = (target: Damage['target'], amount = 3, source = bolt, combat = false): Damage => ({ type: 'damage', source, sourceName: 'x', target, amount, combat });
  const shield = (s: Partial<Shield>): Shield => {
    const full = { id: 900 + p.s.shields.length, kind: 'prevent', object: null, player: null, amount: 3, duration: 'end_of_turn', source: bolt, ...s } as Shield;
    p.s.shields.push(full);
    return full;
  };
  return { p, bolt, shock, hit, shield };
}

describe('615.7: "the next time a source of your choice would deal damage to you"', () => {
  it('applies to that source\'s damage to that player only, once', () => {
    const { p, bolt, shock, hit, shield } = setup();
    const s = shield({ kind: 'prevent_source', player: 0, amount: 1, from: bolt } as Partial<Shield>);
    expect(damageReplacements(p.core, hit(P(0)))).toHaveLength(1);
    expect(damageReplacements(p.core, hit(P(1)))).toEqual([]);
    expect(damageReplacements(p.core, hit(P(0), 3, shock))).toEqual([]);
    expect(damageReplacements(p.core, hit(p.card('Grizzly Bears')))).toEqual([]);
    const [option] = damageReplacements(p.core, hit(P(0)));
    expect(option!.apply(hit(P(0)))).toEqual([{ type: 'prevented', source: bolt, target: P(0), amount: 3 }]);
    expect(s.amount).toBe(0);
    expect(damageReplacements(p.core, hit(P(0)))).toEqual([]);
  });
});

describe('615.7: a "prevent the next N" shield', () => {
  it('prevents up to what is left and lets the rest through; a shield larger than the damage leaves no damage event', () => {
    const { p, bolt, hit, shield } = setup();
    const s = shield({ kind: 'prevent', player: 1, amount: 2 });
    const [option] = damageReplacements(p.core, hit(P(1), 3));
    expect(option!.apply(hit(P(1), 3))).toEqual([{ type: 'prevented', source: bolt, target: P(1), amount: 2 }, hit(P(1), 1)]);
    expect(s.amount).toBe(0);
    expect(damageReplacements(p.core, hit(P(1), 3))).toEqual([]);
    const t = shield({ kind: 'prevent', player: 1, amount: 5 });
    const [next] = damageReplacements(p.core, hit(P(1), 3));
    expect(next!.apply(hit(P(1), 3))).toEqual([{ type: 'prevented', source: bolt, target: P(1), amount: 3 }]);
    expect(t.amount).toBe(2);
  });

  it('a shield of another kind is not a "prevent the next N" shield (regeneration, no life gain)', () => {
    const { p, hit, shield } = setup();
    shield({ kind: 'regenerate', player: 1, object: null, amount: 3 });
    shield({ kind: 'no_lifegain', player: 1, amount: 3 });
    expect(damageReplacements(p.core, hit(P(1)))).toEqual([]);
  });

  it('two shields on one player each apply once to the same damage (614.5): distinct options', () => {
    const { p, hit, shield } = setup();
    shield({ kind: 'prevent', player: 1, amount: 1 });
    shield({ kind: 'prevent', player: 1, amount: 1 });
    const ids = damageReplacements(p.core, hit(P(1))).map((o) => o.id);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => id.length > 0)).toBe(true);
  });
});

describe('615.1 and 615.12: what is prevented at all', () => {
  it('"prevent all combat damage" applies to combat damage only', () => {
    const { p, hit, shield } = setup();
    shield({ kind: 'prevent_all_combat', amount: Infinity });
    expect(damageReplacements(p.core, hit(P(1), 2, p.id('Grizzly Bears'), true))).toHaveLength(1);
    expect(damageReplacements(p.core, hit(P(1), 2, p.id('Grizzly Bears'), false))).toEqual([]);
  });

  it('0 damage is no damage event to replace (CR 120.8), even with a shield', () => {
    const { p, hit, shield } = setup();
    shield({ kind: 'prevent', player: 1, amount: 3 });
    expect(damageReplacements(p.core, hit(P(1), 0))).toEqual([]);
  });
});

describe('614.1 and 502.3: life gain and untapping', () => {
  it('only a "can\'t gain life" shield stops a life gain; a loss is never stopped', () => {
    const { p, shield } = setup();
    shield({ kind: 'prevent', player: 0, amount: 3 });
    expect(lifeReplacements(p.core, { type: 'life', player: 0, amount: 2 })).toEqual([]);
    shield({ kind: 'no_lifegain', amount: 0 });
    expect(lifeReplacements(p.core, { type: 'life', player: 0, amount: 2 })).toHaveLength(1);
    expect(lifeReplacements(p.core, { type: 'life', player: 0, amount: -2 })).toEqual([]);
  });

  it('Mana Vault doesn\'t untap during the untap step; the other permanents do', () => {
    const p = position({ step: 'untap', players: [{ battlefield: [{ card: 'Mana Vault', tapped: true }, { card: 'Forest', tapped: true }] }, {}] });
    p.s.step = 'untap';
    expect(untapReplacements(p.core, { type: 'untap', object: p.id('Mana Vault') })).toHaveLength(1);
    expect(untapReplacements(p.core, { type: 'untap', object: p.id('Forest') })).toEqual([]);
    expect(untapReplacements(p.core, { type: 'untap', object: 99999 })).toEqual([]);
  });
});
