/**
 * The stack and resolving spells and abilities (CR 405, 608, 701.5). Checklist: last in, first out; a
 * spell with every target illegal doesn't resolve (608.2b) and one with some legal targets does what it
 * can; countering (spells, abilities, "can't be countered"); permanent spells enter under their caster's
 * control; an Aura spell whose target is gone doesn't enter.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';

describe('405: last in, first out', () => {
  it('405.5: the last spell cast resolves first (Giant Growth in response to Shock saves the Bears)', () => {
    const p = position({ players: [{ hand: ['Shock'], pool: '{R}' }, { battlefield: ['Grizzly Bears'], hand: ['Giant Growth'], pool: '{G}' }] });
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Giant Growth', { targets: [p.card('Grizzly Bears')] });
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Shock', 'Giant Growth']);
    p.resolveAll();
    expect(p.events('resolve').map((e) => e.card)).toEqual(['Giant Growth', 'Shock']);
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('608.2n and 608.3: an instant goes to the graveyard after it resolves; a permanent spell enters the battlefield under its caster\'s control', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears', 'Shock'], pool: '{G}{G}{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.flush(0, ['zone_change'])).toEqual(['Shock: hand -> stack', 'Shock: stack -> graveyard']);
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    expect(p.controller(p.id('Grizzly Bears'))).toBe(0);
  });
});

describe('608.2b: illegal targets on resolution', () => {
  it('608.2b: a spell whose only target is gone doesn\'t resolve (it "fizzles") and goes to the graveyard', () => {
    const p = position({ players: [{ hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Grizzly Bears'], hand: ['Unsummon'], pool: '{U}' }] });
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Unsummon', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.events('fizzle').map((e) => e.card)).toEqual(['Lightning Bolt']);
    expect(p.events('resolve').map((e) => e.card)).toEqual(['Unsummon']);
    expect(p.events('damage')).toEqual([]);
    expect(p.zoneOf('Lightning Bolt')).toBe('graveyard');
  });

  it('608.2b: a target that gained protection is illegal: the spell doesn\'t resolve', () => {
    const p = position({ players: [{ hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Grizzly Bears'], hand: ['Gods Willing'], pool: '{W}', library: ['Forest'] }] });
    p.answer('color', 'red');
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Gods Willing', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.events('fizzle').map((e) => e.card)).toEqual(['Lightning Bolt']);
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('608.2b: with one of two targets illegal, the spell resolves and does nothing to the illegal one (Electrolyze still draws)', () => {
    const p = position({ players: [{ hand: ['Electrolyze'], pool: '{U}{R}{R}', library: ['Forest'] }, { battlefield: ['Raging Goblin'], hand: ['Unsummon'], pool: '{U}' }] });
    p.cast(0, 'Electrolyze', { targets: [p.card('Raging Goblin'), P(1)], divide: [1, 1] }).pass();
    p.cast(1, 'Unsummon', { targets: [p.card('Raging Goblin')] }).resolveAll();
    expect(p.events('fizzle')).toEqual([]);
    expect(p.flush(0, ['damage'])).toEqual(['damage Electrolyze -> P1 1']);
    expect(p.s.players[0]!.hand).toHaveLength(1);
  });

  it('601.2d and 608.2b: a divided amount stays divided as announced; the illegal target\'s share is not dealt', () => {
    const p = position({ players: [{ hand: ['Forked Bolt'], pool: '{R}' }, { battlefield: ['Grizzly Bears'], hand: ['Unsummon'], pool: '{U}' }] });
    p.cast(0, 'Forked Bolt', { targets: [p.card('Grizzly Bears'), P(1)], divide: [1, 1] });
    expect(p.s.stack[0]!.divide).toEqual([1, 1]);
    p.pass();
    p.cast(1, 'Unsummon', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.life(1)).toBe(19);
  });

  it('608.3b: an Aura spell whose target is illegal doesn\'t enter the battlefield; it goes to the graveyard', () => {
    const p = position({ players: [{ hand: ['Pacifism'], pool: '{W}{W}' }, { battlefield: ['Grizzly Bears'], hand: ['Unsummon'], pool: '{U}' }] });
    p.cast(0, 'Pacifism', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Unsummon', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
  });

  it('608.2b: a triggered ability whose target is gone doesn\'t resolve', () => {
    const p = position({ players: [{ hand: ['Man-o\'-War'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears'], hand: ['Murder'], pool: '{B}{B}{B}' }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Grizzly Bears')));
    p.cast(0, 'Man-o\'-War').resolve();
    p.pass();
    p.cast(1, 'Murder', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.events('fizzle').map((e) => e.card)).toEqual(['Man-o\'-War']);
  });
});

describe('700.2 and 601.2b: modal spells among the legal actions', () => {
  it('700.2: each mode of "Choose one" is offered with its own targets (Boros Charm), and the chosen mode is the one cast', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'], hand: ['Boros Charm'], pool: '{R}{W}' }, {}] });
    const casts = legalActions(p.game.core, 0).filter((a) => a.type === 'cast');
    const offered = casts.map((a) => (a.type === 'cast' ? `${a.mode?.join()}:${a.targets?.map((t) => `${t.kind}${t.id}`).join(',')}` : ''));
    expect(offered).toContain(`0:player1`);
    expect(offered).toContain(`1:`);
    expect(offered).toContain(`2:object${p.id('Grizzly Bears')}`);
    expect(new Set(casts.map((a) => (a.type === 'cast' ? a.mode?.[0] : -1)))).toEqual(new Set([0, 1, 2]));
    p.submit(casts.find((a) => a.type === 'cast' && a.mode?.[0] === 2)!).resolve();
    expect(p.chars('Grizzly Bears').keywords).toContain('double_strike');
    expect(p.life(1)).toBe(20);
  });

  it('601.2c: a mode without a legal target is not offered; the others are (Boros Charm with no creature anywhere)', () => {
    const p = position({ players: [{ hand: ['Boros Charm'], pool: '{R}{W}' }, {}] });
    const modes = legalActions(p.game.core, 0).flatMap((a) => (a.type === 'cast' ? [a.mode?.[0]] : []));
    expect(new Set(modes)).toEqual(new Set([0, 1]));
  });
});

describe('115 and 601.2c: choosing targets', () => {
  it('115.3 and 601.2d: the legal actions offer Forked Bolt with one target and with two different ones, divided 1 and 1', () => {
    const p = position({ players: [{ hand: ['Forked Bolt'], pool: '{R}' }, { battlefield: ['Grizzly Bears'] }] });
    const bolts = legalActions(p.game.core, 0).filter((a) => a.type === 'cast');
    const two = bolts.filter((a) => a.type === 'cast' && a.targets?.length === 2);
    expect(bolts.some((a) => a.type === 'cast' && a.targets?.length === 1)).toBe(true);
    expect(two.length).toBeGreaterThan(0);
    for (const a of two) if (a.type === 'cast') expect(JSON.stringify(a.targets![0])).not.toBe(JSON.stringify(a.targets![1]));
    const bearsAndPlayer = two.find((a) => a.type === 'cast' && a.targets!.some((t) => t.kind === 'player' && t.id === 1) && a.targets!.some((t) => t.kind === 'object' && t.id === p.id('Grizzly Bears')))!;
    p.submit(bearsAndPlayer).resolve();
    expect(p.life(1)).toBe(19);
    expect(p.obj('Grizzly Bears').damage).toBe(1);
  });

  it('115.3: the same object can\'t be chosen twice for one instance of "target"', () => {
    const p = position({ players: [{ hand: ['Electrolyze'], pool: '{U}{R}{R}' }, { battlefield: ['Hill Giant'] }] });
    const before = JSON.stringify(p.s);
    expect(() => p.cast(0, 'Electrolyze', { targets: [p.card('Hill Giant'), p.card('Hill Giant')], divide: [1, 1] })).toThrow(/115\.3/);
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('115.1 and 601.2c: a target must meet the spell\'s restrictions (Abrupt Decay: mana value 3 or less)', () => {
    const p = position({ players: [{ hand: ['Abrupt Decay'], pool: '{B}{G}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    expect(() => p.cast(0, 'Abrupt Decay', { targets: [p.card('Hill Giant')] })).toThrow(/not a legal target/);
    p.cast(0, 'Abrupt Decay', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });

  it('701.21a: a player told to sacrifice chooses what to sacrifice (Diabolic Edict)', () => {
    const p = position({ players: [{ hand: ['Diabolic Edict'], pool: '{B}{B}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.answer('cards', (c) => c.options.filter((id) => id === p.id('Hill Giant')));
    p.cast(0, 'Diabolic Edict', { targets: [P(1)] }).resolve();
    expect(p.askedOf('cards').map((c) => c.player)).toEqual([1]);
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });
});

describe('608.2h: last known information', () => {
  it('608.2h: Vapor Snag makes the controller of the returned creature lose 1 life, read as it last existed', () => {
    const p = position({ players: [{ hand: ['Vapor Snag'], pool: '{U}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Vapor Snag', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('hand');
    expect(p.life(1)).toBe(19);
    expect(p.life(0)).toBe(20);
  });
});

describe('701.5: countering', () => {
  it('701.5a: Counterspell counters a spell: it goes to its owner\'s graveyard without resolving', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Counterspell'], pool: '{U}{U}' }] });
    p.cast(0, 'Grizzly Bears').pass();
    p.cast(1, 'Counterspell', { targets: [p.card('Grizzly Bears')] }).resolveAll();
    expect(p.events('counter_spell').map((e) => e.card)).toEqual(['Grizzly Bears']);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.s.stack).toEqual([]);
  });

  it('101.2: a spell that can\'t be countered is unaffected by Counterspell, which still resolves', () => {
    const p = position({ players: [{ hand: ['Abrupt Decay'], pool: '{B}{G}' }, { battlefield: ['Grizzly Bears'], hand: ['Counterspell'], pool: '{U}{U}' }] });
    p.cast(0, 'Abrupt Decay', { targets: [p.card('Grizzly Bears')] }).pass();
    p.cast(1, 'Counterspell', { targets: [p.card('Abrupt Decay')] }).resolveAll();
    expect(p.events('counter_spell')).toEqual([]);
    expect(p.events('resolve').map((e) => e.card)).toEqual(['Counterspell', 'Abrupt Decay']);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });

  it('701.5a: Stifle counters a triggered ability', () => {
    const p = position({ players: [{ battlefield: ['Soul Warden'], hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Stifle'], pool: '{U}' }] });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.s.stack.map((i) => i.kind)).toEqual(['triggered']);
    p.pass();
    p.cast(1, 'Stifle', { targets: [{ kind: 'object', id: p.s.stack[0]!.id }] }).resolveAll();
    expect(p.life(0)).toBe(20);
    expect(p.events('counter_spell').map((e) => e.card)).toEqual(['Soul Warden']);
  });

  it('115.4 and 601.2c: Stifle ("target activated or triggered ability") can\'t target a spell', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Stifle'], pool: '{U}' }] });
    p.cast(0, 'Grizzly Bears').pass();
    expect(() => p.cast(1, 'Stifle', { targets: [p.card('Grizzly Bears')] })).toThrow(/not a legal target/);
  });
});
