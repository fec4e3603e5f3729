/**
 * Keyword abilities outside combat (CR 702): persist and undying (triggered keywords that return the
 * creature as a new object, CR 400.7), and how counters interact with them (704.5q, 614.1c).
 */
import { describe, expect, it } from 'vitest';
import { position } from '../helpers/position.ts';

describe('702.79: persist', () => {
  it('702.79a: a creature with persist and no -1/-1 counter returns with one when it dies', () => {
    const p = position({ players: [{ battlefield: ['Kitchen Finks'], hand: ['Murder'], pool: '{B}{B}{B}' }, {}] });
    p.cast(0, 'Murder', { targets: [p.card('Kitchen Finks')] }).resolve();
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Kitchen Finks']);
    p.resolve();
    const finks = p.id('Kitchen Finks', { zone: 'battlefield' });
    expect(p.obj(finks).counters).toEqual({ '-1/-1': 1 });
    expect(p.pt(finks)).toBe('2/1');
    expect(p.obj(finks).controlledSince).toBe(p.s.turn);   // a new object: summoning sick (CR 400.7, 302.6)
    p.resolveAll();   // its enters trigger: gain 2
    expect(p.life(0)).toBe(22);
  });

  it('702.79a: a creature that dies with a -1/-1 counter stays in the graveyard', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Kitchen Finks', counters: { '-1/-1': 1 } }], hand: ['Murder'], pool: '{B}{B}{B}' }, {}] });
    p.cast(0, 'Murder', { targets: [p.card('Kitchen Finks')] }).resolve();
    expect(p.events('trigger')).toEqual([]);
    expect(p.zoneOf('Kitchen Finks')).toBe('graveyard');
  });

  it('704.5q and 702.79a: a +1/+1 counter annihilates the -1/-1 counter, so persist works again', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Kitchen Finks', counters: { '-1/-1': 1 } }], hand: ['Battlegrowth', 'Murder'], pool: '{G}{B}{B}{B}' }, {}] });
    p.cast(0, 'Battlegrowth', { targets: [p.card('Kitchen Finks')] }).resolve();
    expect(p.obj('Kitchen Finks').counters).toEqual({});
    p.cast(0, 'Murder', { targets: [p.card('Kitchen Finks')] }).resolve().resolve();
    expect(p.zoneOf('Kitchen Finks')).toBe('battlefield');
  });
});

describe('702.93: undying', () => {
  it('702.93a: a creature with undying and no +1/+1 counter returns with one when it dies', () => {
    const p = position({ players: [{ battlefield: ['Young Wolf'], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Young Wolf')] }).resolve().resolve();
    expect(p.obj('Young Wolf').counters).toEqual({ '+1/+1': 1 });
    expect(p.pt('Young Wolf')).toBe('2/2');
  });

  it('702.93a: a creature that dies with a +1/+1 counter stays in the graveyard', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Young Wolf', counters: { '+1/+1': 1 } }], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Young Wolf')] }).resolve();
    expect(p.events('trigger')).toEqual([]);
    expect(p.zoneOf('Young Wolf')).toBe('graveyard');
  });

  it('122.6 and 614.1c: undying with Hardened Scales: it returns with two +1/+1 counters', () => {
    const p = position({ players: [{ battlefield: ['Hardened Scales', 'Young Wolf'], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Young Wolf')] }).resolve().resolve();
    expect(p.obj('Young Wolf').counters).toEqual({ '+1/+1': 2 });
  });

  it('122.6 and 614.1c: undying with Doubling Season: it returns with two +1/+1 counters', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Young Wolf'], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Young Wolf')] }).resolve().resolve();
    expect(p.obj('Young Wolf').counters).toEqual({ '+1/+1': 2 });
  });

  it('702.93a and 400.7: the returned creature is a new object under its owner\'s control', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, { battlefield: [{ card: 'Young Wolf', as: 'wolf' }] }] });
    p.cast(0, 'Shock', { targets: [p.card('Young Wolf')] }).resolve().resolve();
    const wolf = p.id('Young Wolf', { zone: 'battlefield' });
    expect(wolf).not.toBe(p.label('wolf'));
    expect(p.controller(wolf)).toBe(1);
  });
});
