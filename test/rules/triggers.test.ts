/**
 * Triggered abilities (CR 603). Checklist: it triggers, it doesn't when the event doesn't match, the order
 * it goes on the stack (APNAP, each player's own order), targets (none legal: removed), intervening "if"
 * on trigger and on resolution, look-back for leaving the battlefield, delayed triggers, triggers during a
 * resolution wait, and a source that has left no longer triggers.
 */
import { describe, expect, it } from 'vitest';
import { P, position } from '../helpers/position.ts';
import { testCard } from '../helpers/test-cards.ts';

describe('603.3: putting triggered abilities on the stack', () => {
  it('603.3b: APNAP: the active player\'s triggers go on the stack first, so the non-active player\'s resolve first', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Forest', 'Soul Warden'], hand: ['Grizzly Bears'] }, { battlefield: ['Essence Warden'] }] });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.events('trigger').map((e) => [e.card, e.controller])).toEqual([['Soul Warden', 0], ['Essence Warden', 1]]);
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Soul Warden', 'Essence Warden']);   // bottom first
    const m = p.mark();
    p.resolveAll();
    expect(p.flush(m, ['life'])).toEqual(['life P1 +1', 'life P0 +1']);
  });

  it('603.3b: with two triggers at once, their controller is asked for the order and the answer is followed', () => {
    const p = position({
      players: [{ battlefield: ['Forest', 'Forest', 'Soul Warden', 'Essence Warden'], hand: ['Grizzly Bears'] }, {}],
      answers: { trigger_order: [[1, 0]] },
    });
    p.cast(0, 'Grizzly Bears').resolve();
    const asked = p.askedOf('trigger_order');
    expect(asked).toEqual([{ kind: 'trigger_order', player: 0, options: ['Soul Warden', 'Essence Warden'] }]);
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Essence Warden', 'Soul Warden']);
  });

  it('603.3d: a triggered ability with no legal target is removed from the stack', () => {
    // Flickerwisp's "another target permanent": with no other permanent, nothing to target.
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, {}] });
    p.cast(0, 'Flickerwisp').resolve();
    expect(p.zoneOf('Flickerwisp')).toBe('battlefield');
    expect(p.events('trigger')).toEqual([]);
    expect(p.s.stack).toEqual([]);
  });

  it('603.3d: a target is chosen as the trigger is put on the stack', () => {
    const p = position({ players: [{ hand: ['Man-o\'-War'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears'] }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Grizzly Bears')));
    p.cast(0, 'Man-o\'-War').resolve();
    expect(p.s.stack[0]!.targets).toEqual([p.card('Grizzly Bears')]);
    p.resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('hand');
  });
});

describe('113.7a and 603.3d: a triggered ability on the stack', () => {
  it('113.7a: a triggered ability resolves even if its source has left the battlefield', () => {
    const p = position({ players: [{ battlefield: ['Blood Artist', 'Grizzly Bears'], hand: ['Shock', 'Lightning Bolt'], pool: '{R}{R}' }, {}] });
    p.always('target', () => [P(1)]);
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Blood Artist']);
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Blood Artist')] }).resolve();
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Blood Artist', 'Blood Artist']);
    p.resolveAll();
    expect(p.life(1)).toBe(18);
    expect(p.life(0)).toBe(22);
  });

  it('603.3d: a mandatory target must be chosen even if the only legal one is its own source (Skinrender alone)', () => {
    const p = position({ players: [{ hand: ['Skinrender'], pool: '{B}{B}{B}{B}' }, {}] });
    p.cast(0, 'Skinrender').resolve();
    expect(p.s.stack[0]!.targets).toEqual([p.card('Skinrender')]);
    p.resolveAll();
    expect(p.zoneOf('Skinrender')).toBe('graveyard');
  });

  it('701.5a and 603.7: a delayed trigger countered by Stifle never returns the exiled card', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, { battlefield: ['Grizzly Bears'], hand: ['Stifle'] }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Grizzly Bears')));
    p.cast(0, 'Flickerwisp').resolve().resolve();
    p.toStep('end');
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Flickerwisp']);
    p.pass();
    p.s.players[1]!.pool.U = 1;
    p.cast(1, 'Stifle', { targets: [{ kind: 'object', id: p.s.stack[0]!.id }] }).resolveAll();
    p.toStep('upkeep');
    expect(p.zoneOf('Grizzly Bears')).toBe('exile');
  });
});

describe('603.4: intervening "if" clauses', () => {
  it('603.4: the condition is checked when the event happens: false, it does not trigger', () => {
    const p = position({ step: 'untap', players: [{ life: 39, battlefield: ['Felidar Sovereign'], library: ['Forest'] }, {}] });
    p.toStep('draw');
    expect(p.events('trigger')).toEqual([]);
    expect(p.s.result).toBeNull();
  });

  it('603.4: true when it triggers and on resolution: the ability resolves (Felidar Sovereign wins the game)', () => {
    const p = position({ step: 'end', active: 1, players: [{ life: 40, battlefield: ['Felidar Sovereign'], library: ['Forest'] }, {}] });
    p.toStep('upkeep');
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Felidar Sovereign']);
    p.resolve();
    expect(p.s.result).toMatchObject({ winner: 0 });
  });

  it('603.4: the condition is checked again on resolution: false then, the ability does nothing', () => {
    const p = position({ step: 'end', active: 1, players: [{ life: 40, battlefield: ['Felidar Sovereign'], library: ['Forest'] }, { battlefield: ['Mountain'], hand: ['Lightning Bolt'] }] });
    p.toStep('upkeep');
    p.pass();   // P0 passes with the trigger on the stack; P1 responds
    p.cast(1, 'Lightning Bolt', { targets: [P(0)] }).resolve();
    expect(p.life(0)).toBe(37);
    p.resolve();
    expect(p.s.result).toBeNull();
    expect(p.events('resolve').map((e) => e.card)).toEqual(['Lightning Bolt', 'Felidar Sovereign']);
  });
});

describe('603.10a: leaves-the-battlefield abilities look back in time', () => {
  it('603.10a: Blood Artist sees itself and every creature destroyed with it by Wrath of God', () => {
    const p = position({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Blood Artist', 'Grizzly Bears'], hand: ['Wrath of God'] }, { battlefield: ['Hill Giant'] }],
    });
    p.always('target', () => [P(1)]);
    p.cast(0, 'Wrath of God').resolve();
    expect(p.ids('Blood Artist', { zone: 'graveyard' })).toHaveLength(1);
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Blood Artist', 'Blood Artist', 'Blood Artist']);
    p.resolveAll();
    expect(p.life(1)).toBe(17);
    expect(p.life(0)).toBe(23);
  });

  it('603.10a and 704.8: creatures destroyed together by state-based actions all trigger Blood Artist, which dies with them', () => {
    const p = position({ players: [{ hand: ['Pyroclasm'], pool: '{R}{R}' }, { battlefield: ['Blood Artist', 'Grizzly Bears', 'Raging Goblin'] }] });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.events('trigger').map((e) => [e.card, e.controller])).toEqual([['Blood Artist', 1], ['Blood Artist', 1], ['Blood Artist', 1]]);
  });

  it('702.79a and 110.2: a persisting creature returns under its owner\'s control, even if another player controlled it', () => {
    const p = position({ players: [{ hand: ['Act of Treason', 'Fling'], pool: '{R}{R}{R}{R}{R}' }, { battlefield: ['Kitchen Finks'] }] });
    p.cast(0, 'Act of Treason', { targets: [p.card('Kitchen Finks')] }).resolve();
    p.cast(0, 'Fling', { targets: [P(1)], sacrifice: p.id('Kitchen Finks') }).resolveAll();
    expect(p.zoneOf('Kitchen Finks')).toBe('battlefield');
    expect(p.controller(p.id('Kitchen Finks'))).toBe(1);
    expect(p.life(1)).toBe(19);   // 3 from Fling, then 2 from the Finks' enters trigger, its controller's
  });

  it('603.10a: a dies trigger uses the creature as it last existed (Doomed Traveler makes a Spirit)', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Pyroclasm'] }, { battlefield: ['Doomed Traveler'] }] });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.events('trigger')).toEqual([expect.objectContaining({ card: 'Doomed Traveler', controller: 1 })]);
    p.resolve();
    expect(p.ids('Spirit Token', { zone: 'battlefield', controller: 1 })).toHaveLength(1);
  });

  it('603.2: a creature exiled instead of dying does not trigger "dies" (Rest in Peace)', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Rest in Peace'], hand: ['Shock'] }, { battlefield: ['Doomed Traveler'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Doomed Traveler')] }).resolve();
    expect(p.zoneOf('Doomed Traveler')).toBe('exile');
    expect(p.events('trigger')).toEqual([]);
  });
});

describe('603.7: delayed triggered abilities', () => {
  it('603.7: Flickerwisp\'s permanent returns at the beginning of the next end step, as a new untapped object (CR 400.7)', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, { battlefield: [{ card: 'Forest', tapped: true, as: 'forest' }] }] });
    p.cast(0, 'Flickerwisp').resolve();
    p.resolve();
    expect(p.zoneOf('Forest')).toBe('exile');
    expect(p.s.delayed).toHaveLength(1);
    p.toStep('end');
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Flickerwisp', 'Flickerwisp']);
    p.resolve();
    const forest = p.id('Forest', { zone: 'battlefield' });
    expect(forest).not.toBe(p.label('forest'));
    expect(p.obj(forest).tapped).toBe(false);
    expect(p.controller(forest)).toBe(1);
    expect(p.s.delayed).toEqual([]);
  });

  it('603.7 and 704.5d: Flickerwisp exiling a token: the token ceases to exist and nothing returns', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, { battlefield: [{ card: 'Soldier Token', token: true }] }] });
    p.cast(0, 'Flickerwisp').resolve().resolve();
    expect(p.ids('Soldier Token')).toEqual([]);
    p.toStep('end').resolveAll();
    expect(p.ids('Soldier Token')).toEqual([]);
  });

  it('603.7 and 400.7: a planeswalker returned by Flickerwisp is a new object with its printed loyalty', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, { battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 1 } }] }] });
    p.cast(0, 'Flickerwisp').resolve().resolve();
    p.toStep('end').resolveAll();
    expect(p.zoneOf('Jace Beleren')).toBe('battlefield');
    expect(p.obj('Jace Beleren').counters).toEqual({ loyalty: 3 });
  });

  it('303.4f and 603.7: an Aura returned by Flickerwisp is attached to a creature its owner chooses as it enters', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}', battlefield: ['Hill Giant'] }, { battlefield: ['Grizzly Bears', { card: 'Pacifism', attachedTo: 'Hill Giant' }] }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Pacifism')));
    p.cast(0, 'Flickerwisp').resolve().resolve();
    expect(p.zoneOf('Pacifism')).toBe('exile');
    p.answer('cards', (c) => c.options.filter((id) => id === p.id('Grizzly Bears')));
    p.toStep('end').resolveAll();
    expect(p.askedOf('cards').map((c) => c.player)).toEqual([1]);
    expect(p.obj('Pacifism').attachedTo).toBe(p.id('Grizzly Bears'));
  });

  it('603.7c: a delayed trigger triggers only once', () => {
    const p = position({ players: [{ hand: ['Flickerwisp'], pool: '{W}{W}{W}' }, { battlefield: ['Forest'] }] });
    p.cast(0, 'Flickerwisp').resolve().resolve();
    p.toStep('end').resolveAll();
    p.toStep('end');   // the next turn's end step
    expect(p.events('trigger').filter((e) => e.card === 'Flickerwisp')).toHaveLength(2);   // enters + one delayed
  });
});

describe('603.2 and 603.3: when abilities trigger and wait', () => {
  it('603.3: abilities that trigger during a resolution wait until a player would receive priority', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Pyroclasm'] }, { battlefield: ['Doomed Traveler', 'Blood Artist'] }] });
    const m = p.mark();
    p.cast(0, 'Pyroclasm').resolve();
    const seq = p.flush(m, ['resolve', 'zone_change', 'trigger']);
    expect(seq.indexOf('Pyroclasm: stack -> graveyard')).toBeLessThan(seq.indexOf('trigger Doomed Traveler (P1)'));
  });

  it('603.2: Intruder Alarm: whenever a creature enters, untap all creatures (any controller\'s)', () => {
    const p = position({ players: [{ battlefield: ['Intruder Alarm', { card: 'Hill Giant', tapped: true }], hand: ['Grizzly Bears'], pool: '{G}{G}' }, { battlefield: [{ card: 'Wind Drake', tapped: true }] }] });
    p.cast(0, 'Grizzly Bears').resolve().resolveAll();
    expect(p.obj('Hill Giant').tapped).toBe(false);
    expect(p.obj('Wind Drake').tapped).toBe(false);
  });

  it('603.2: an ability of a permanent that has left the battlefield no longer triggers', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Forest', 'Forest'], hand: ['Shock', 'Grizzly Bears'] }, { battlefield: ['Soul Warden'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Soul Warden')] }).resolve();
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.events('trigger')).toEqual([]);
    expect(p.life(1)).toBe(20);
  });

  it('603.2: a trigger condition on another player: Exquisite Blood triggers on an opponent\'s life loss only', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Exquisite Blood'], hand: ['Lightning Bolt'] }, {}] });
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] }).resolve().resolveAll();
    expect(p.life(0)).toBe(23);
  });

  it('603.2 and 704.5a: Sanguine Bond and Exquisite Blood trigger each other until the opponent loses', () => {
    const p = position({ players: [{ battlefield: ['Sanguine Bond', 'Exquisite Blood'], hand: ['Healing Salve'], pool: '{W}' }, {}] });
    p.cast(0, 'Healing Salve', { mode: [0], targets: [P(0)] }).resolveAll();
    expect(p.life(1)).toBe(-1);   // 20, 17, ..., 2, -1
    expect(p.life(0)).toBe(41);
    expect(p.s.result).toMatchObject({ winner: 0 });
  });

  it('603.2: a gain-life trigger triggers once per life-gain event (Ajani\'s Pridemate and lifelink)', () => {
    const p = position({ players: [{ battlefield: ['Vampire Nighthawk', 'Ajani\'s Pridemate'] }, {}] });
    p.attack(['Vampire Nighthawk']).toStep('end_of_combat');
    p.resolveAll();
    expect(p.obj('Ajani\'s Pridemate').counters['+1/+1']).toBe(1);
  });

  it('603.2: "is dealt damage" triggers on its own object (Stuffy Doll deals that much to the chosen player)', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { battlefield: ['Stuffy Doll'] }] });
    p.obj('Stuffy Doll').chosen = { player: 0 };
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Stuffy Doll')] }).resolve().resolveAll();
    expect(p.life(0)).toBe(17);
  });

  it('603.2: "is dealt damage" with a query subject triggers for each matching object dealt damage', () => {
    const p = position({
      extraCards: [testCard.damageWatcher],
      players: [{ battlefield: ['Mountain', 'Mountain', 'Grizzly Bears', 'Hill Giant', 'Damage Watcher'], hand: ['Pyroclasm'] }, { battlefield: ['Raging Goblin'] }],
    });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Damage Watcher', 'Damage Watcher']);   // Bears and Giant, not the Goblin
    p.resolveAll();
    expect(p.life(0)).toBe(24);
  });

  it('603.2: in an "is dealt damage" trigger, the event object is the object dealt damage', () => {
    const p = position({
      extraCards: [testCard.scarKeeper],
      players: [{ battlefield: ['Hill Giant', 'Scar Keeper'] }, { battlefield: ['Mountain'], hand: ['Shock'] }],
    });
    p.pass();
    p.cast(1, 'Shock', { targets: [p.card('Hill Giant')] }).resolve().resolveAll();
    expect(p.obj('Hill Giant').counters).toEqual({ '+1/+1': 1 });
  });
});
