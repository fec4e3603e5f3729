/**
 * Replacement and prevention effects (CR 614, 615): the limits of each — whose damage a shield prevents, whose
 * tokens and counters are doubled, what a redirection covers — which test/rules/replacement.test.ts leaves open.
 */
import { describe, expect, it } from 'vitest';
import { P, position } from '../../helpers/position.ts';

describe('615.7: a prevention shield protects only what it was created for', () => {
  it('a shield on a player does not prevent damage to the other player or to the shielded player\'s creature', () => {
    const p = position({ players: [{ hand: ['Shock', 'Shock', 'Healing Salve'], pool: '{R}{R}{W}', battlefield: ['Hill Giant'] }, {}] });
    p.cast(0, 'Healing Salve', { mode: [1], targets: [P(0)] }).resolve();
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(18);
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.obj('Hill Giant').damage).toBe(2);
    expect(p.s.shields).toEqual([expect.objectContaining({ kind: 'prevent', player: 0, amount: 3 })]);
    expect(p.events('prevented')).toEqual([]);
  });

  it('a shield on a creature prevents damage to it, not to another creature nor to its controller', () => {
    const p = position({ players: [{ hand: ['Shock', 'Shock', 'Shock', 'Healing Salve'], pool: '{R}{R}{R}{W}', battlefield: ['Hill Giant', 'Craw Wurm'] }, {}] });
    p.cast(0, 'Healing Salve', { mode: [1], targets: [p.card('Hill Giant')] }).resolve();
    p.cast(0, 'Shock', { targets: [p.card('Craw Wurm')] }).resolve();
    p.cast(0, 'Shock', { targets: [P(0)] }).resolve();
    expect(p.obj('Craw Wurm').damage).toBe(2);
    expect(p.life(0)).toBe(18);
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.obj('Hill Giant').damage).toBe(0);
    expect(p.s.shields[0]).toMatchObject({ kind: 'prevent', amount: 1 });
  });

  it('a used-up shield (0 left) prevents nothing more', () => {
    const p = position({ players: [{ hand: ['Lightning Bolt', 'Shock', 'Healing Salve'], pool: '{R}{R}{W}' }, {}] });
    p.cast(0, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(20);
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(18);
    expect(p.flush(0, ['prevented', 'damage'])).toEqual(['prevented Lightning Bolt -> P1 3', 'damage Shock -> P1 2']);
  });
});

describe('614.1a: Doubling Season and Hardened Scales: "under your control", "you control", and only adding counters', () => {
  it('614.5 and 616.1: two Doubling Seasons each apply once: four times the counters, four times the tokens', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Doubling Season', 'Grizzly Bears'], hand: ['Battlegrowth', 'Raise the Alarm'], pool: '{G}{W}{W}' }, {}] });
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 4 });
    p.cast(0, 'Raise the Alarm').resolve();
    expect(p.ids('Soldier Token', { zone: 'battlefield' })).toHaveLength(8);
  });

  it('Doubling Season does not double tokens an opponent creates', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season'] }, { hand: ['Raise the Alarm'], pool: '{W}{W}' }] });
    p.pass();
    p.cast(1, 'Raise the Alarm').resolve();
    expect(p.ids('Soldier Token', { zone: 'battlefield', controller: 1 })).toHaveLength(2);
  });

  it('704.5q with Doubling Season: removing counters is not putting counters; one +1/+1 and one -1/-1 annihilate, not two', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', { card: 'Grizzly Bears', counters: { '+1/+1': 3, '-1/-1': 1 } }] }, {}] });
    expect(p.obj('Grizzly Bears').counters).toMatchObject({ '+1/+1': 2 });
    expect(p.obj('Grizzly Bears').counters['-1/-1'] ?? 0).toBe(0);
    expect(p.pt('Grizzly Bears')).toBe('4/4');
  });

  it('704.5q with Hardened Scales: removing +1/+1 counters is not placing them; the removal is not reduced', () => {
    const p = position({ players: [{ battlefield: ['Hardened Scales', { card: 'Grizzly Bears', counters: { '+1/+1': 2, '-1/-1': 1 } }] }, {}] });
    expect(p.obj('Grizzly Bears').counters).toMatchObject({ '+1/+1': 1 });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
  });

  it('Hardened Scales adds nothing to counters put on an opponent\'s creature', () => {
    const p = position({ players: [{ battlefield: ['Hardened Scales'], hand: ['Battlegrowth'], pool: '{G}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Battlegrowth', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.obj('Hill Giant').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('614.9: redirection covers what the card says', () => {
  it('Palisade Giant: damage to an opponent and to an opponent\'s creature is not redirected to it', () => {
    const p = position({ players: [{ battlefield: ['Palisade Giant'], hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.life(1)).toBe(18);
    expect(p.obj('Hill Giant').damage).toBe(2);
    expect(p.obj('Palisade Giant').damage).toBe(0);
  });

  it('Pariah\'s Shield: damage to the opponent stays with the opponent; an unattached Shield redirects nothing', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant', { card: 'Pariah\'s Shield', attachedTo: 'Hill Giant' }, 'Pariah\'s Shield'], hand: ['Shock'], pool: '{R}' }, { hand: ['Shock'], pool: '{R}' }] });
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(18);
    expect(p.obj('Hill Giant').damage).toBe(0);
  });
});
