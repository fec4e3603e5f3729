/**
 * State-based actions (CR 704): limits the broader tests in test/rules/state-based-actions.test.ts leave open —
 * what the events say, protection against a multicoloured or colourless Aura, the game ending mid-check, and
 * that a later loss still ends the game at once.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { checkStateBasedActions } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';

const aura = (name: string, cost: string) => parseCard(`
name: ${name}
cost: "${cost}"
type: Enchantment — Aura
text: Enchant creature
enchant: creature
`, `test/rules/sba/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);
const orzhovAura = aura('Orzhov Test Aura', '{W}{B}');
const colorlessAura = aura('Colorless Test Aura', '{2}');

describe('704.5m and 702.16c: an Aura on a creature with protection', () => {
  it('an Aura that is white and black falls off a creature with protection from black (protection from one of its colours)', () => {
    const p = position({ extraCards: [orzhovAura], players: [{ battlefield: ['White Knight', { card: 'Orzhov Test Aura', attachedTo: 'White Knight' }] }, {}] });
    expect(p.zoneOf('Orzhov Test Aura')).toBe('graveyard');
  });

  it('a colourless Aura stays on a creature with protection from a colour', () => {
    const p = position({ extraCards: [colorlessAura], players: [{ battlefield: ['White Knight', { card: 'Colorless Test Aura', attachedTo: 'White Knight' }] }, {}] });
    expect(p.zoneOf('Colorless Test Aura')).toBe('battlefield');
    expect(p.obj('Colorless Test Aura').attachedTo).toBe(p.id('White Knight'));
  });
});

describe('704.3: the events of state-based actions', () => {
  it('704.5f, 704.5i, 704.5j, 704.5m: a permanent put into a graveyard by a state-based action says so (cause "sba")', () => {
    const p = position({
      players: [{
        battlefield: [
          { card: 'Grizzly Bears', counters: { '-1/-1': 2 } },
          { card: 'Jace Beleren', counters: { loyalty: 0 } },
          'Isamaru, Hound of Konda', 'Isamaru, Hound of Konda',
          { card: 'Pacifism' },
        ],
      }, {}],
    });
    const moved = p.events('zone_change').map((e) => [e.card, e.to, e.cause]);
    expect(moved).toEqual(expect.arrayContaining([
      ['Grizzly Bears', 'graveyard', 'sba'], ['Jace Beleren', 'graveyard', 'sba'], ['Isamaru, Hound of Konda', 'graveyard', 'sba'], ['Pacifism', 'graveyard', 'sba'],
    ]));
    expect(moved).toHaveLength(4);
  });
});

describe('704.3 and 104.2a: the check returns whether it did anything, and stops when the game is over', () => {
  it('checkStateBasedActions returns true when it performed an action and false when none applied', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    expect(checkStateBasedActions(p.core)).toBe(false);
    p.obj('Grizzly Bears').damage = 2;
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(checkStateBasedActions(p.core)).toBe(false);
  });

  it('104.2a: when a player loses in the first round, the game is over and no second round follows (the Aura of a dead creature stays)', () => {
    // Round 1: P1 at 0 life loses, the Bears with lethal damage is destroyed; a round 2 would put Pacifism into the graveyard.
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', damage: 2 }, { card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }, { life: 0 }] });
    expect(p.s.result).toEqual({ winner: 0, draw: false, reason: 'state-based actions' });
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.zoneOf('Pacifism')).toBe('battlefield');
  });

  it('104.4a: both players at 0 life lose at once: the game is a draw, decided by state-based actions', () => {
    const p = position({ players: [{ life: 0 }, { life: -3 }] });
    expect(p.s.result).toEqual({ winner: null, draw: true, reason: 'state-based actions' });
  });

  it('104.3a: after state-based actions have been performed, a concession still ends the game at once', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    p.submit({ type: 'concede', player: 1 });
    expect(p.s.result).toMatchObject({ winner: 0, draw: false });
  });

  it('104.3a: a concession with no state-based action performed before ends the game at once too', () => {
    const p = position({ players: [{}, {}] });
    p.submit({ type: 'concede', player: 0 });
    expect(p.s.result).toMatchObject({ winner: 1 });
  });
});
