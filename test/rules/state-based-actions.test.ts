/**
 * State-based actions (CR 704). Checklist per action: it happens, it doesn't happen just short of the
 * threshold, what stops it (indestructible, regeneration, control), and that it is performed together with
 * the others and repeated until none apply (704.3).
 */
import { describe, expect, it } from 'vitest';
import { checkStateBasedActions } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';
import { testCard } from '../helpers/test-cards.ts';

describe('704.5a-c: players lose', () => {
  it('704.5a: a player with 0 or less life loses the game', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lava Axe'] }, { life: 5 }] });
    p.cast(0, 'Lava Axe', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(0);
    expect(p.events('lose')).toEqual([{ type: 'lose', player: 1, reason: expect.stringContaining('704.5a') }]);
    expect(p.s.result).toMatchObject({ winner: 0, draw: false });
  });

  it('704.5a: a player at 1 life keeps playing', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lava Axe'] }, { life: 6 }] });
    p.cast(0, 'Lava Axe', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(1);
    expect(p.events('lose')).toEqual([]);
    expect(p.s.result).toBeNull();
  });

  it('704.5b: a player who drew from an empty library loses when state-based actions are next checked', () => {
    const p = position({ step: 'upkeep', players: [{ library: [] }, { library: ['Forest'] }] });
    p.pass().pass();
    expect(p.s.step).toBe('draw');
    expect(p.events('lose')).toEqual([{ type: 'lose', player: 0, reason: expect.stringContaining('704.5b') }]);
    expect(p.s.result).toMatchObject({ winner: 1 });
  });

  it('121.4 and 704.5b: drawing two from a library of one during a resolution: the loss comes when SBAs are checked', () => {
    const p = position({ players: [{ hand: ['Divination'], pool: '{U}{U}{U}', library: ['Forest'] }, {}] });
    p.cast(0, 'Divination').resolve();
    expect(p.s.players[0]!.hand).toHaveLength(1);
    expect(p.s.result).toMatchObject({ winner: 1 });
  });

  it('704.5b: drawing the last card of a library is not a loss', () => {
    const p = position({ step: 'upkeep', players: [{ library: ['Forest'] }, {}] });
    p.pass().pass();
    expect(p.s.players[0]!.hand.length).toBe(1);
    expect(p.s.result).toBeNull();
  });

  it('704.5c: a player with ten or more poison counters loses (infect damage gives poison, CR 702.90b)', () => {
    const p = position({ players: [{ battlefield: ['Glistener Elf'] }, { poison: 9 }] });
    p.attack(['Glistener Elf']).toStep('end_of_combat');
    expect(p.s.players[1]!.poison).toBe(10);
    expect(p.life(1)).toBe(20);
    expect(p.events('lose')).toEqual([{ type: 'lose', player: 1, reason: expect.stringContaining('704.5c') }]);
  });
});

describe('704.5d: tokens outside the battlefield', () => {
  it('704.5d: a token put into a graveyard ceases to exist (after it died: dies triggers still see it)', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Blood Artist'], hand: ['Shock'] }, { battlefield: [{ card: 'Soldier Token', token: true }] }] });
    p.cast(0, 'Shock', { targets: [p.card('Soldier Token')] }).resolve();
    expect(p.ids('Soldier Token')).toEqual([]);
    expect(p.s.players[1]!.graveyard).toEqual([]);
    expect(p.flush(0, ['zone_change'])).toContain('Soldier Token: battlefield -> graveyard');
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Blood Artist']);
  });

  it('704.5d: a token returned to hand ceases to exist', () => {
    const p = position({ players: [{ battlefield: ['Island'], hand: ['Unsummon'] }, { battlefield: [{ card: 'Soldier Token', token: true }] }] });
    p.cast(0, 'Unsummon', { targets: [p.card('Soldier Token')] }).resolve();
    expect(p.ids('Soldier Token')).toEqual([]);
    expect(p.s.players[1]!.hand).toEqual([]);
  });

  it('704.5d: every token that leaves is checked, one after another (two tokens bounced by two spells)', () => {
    const p = position({ players: [{ battlefield: ['Island', 'Island'], hand: ['Unsummon', 'Unsummon'] }, { battlefield: [{ card: 'Soldier Token', token: true }, { card: 'Soldier Token', token: true }] }] });
    const [first, second] = p.ids('Soldier Token');
    p.cast(0, 'Unsummon', { targets: [{ kind: 'object', id: first! }] }).resolve();
    expect(p.ids('Soldier Token')).toEqual([second]);
    p.cast(0, 'Unsummon', { targets: [{ kind: 'object', id: second! }] }).resolve();
    expect(p.ids('Soldier Token')).toEqual([]);
    expect(p.s.players[1]!.hand).toEqual([]);
  });
});

describe('704.5f-h: creatures', () => {
  it('704.5f: a creature with toughness 0 is put into the graveyard, not destroyed', () => {
    const p = position({ players: [{ battlefield: ['Swamp'], hand: ['Disfigure'] }, { battlefield: ['Darksteel Myr'] }] });
    p.cast(0, 'Disfigure', { targets: [p.card('Darksteel Myr')] }).resolve();
    expect(p.zoneOf('Darksteel Myr')).toBe('graveyard');
    expect(p.events('destroy')).toEqual([]);
  });

  it('704.5f: toughness 1 after a -2/-2 on a 2/3 survives', () => {
    const p = position({ players: [{ battlefield: ['Swamp'], hand: ['Disfigure'] }, { battlefield: ['Vampire Nighthawk'] }] });
    p.cast(0, 'Disfigure', { targets: [p.card('Vampire Nighthawk')] }).resolve();
    expect(p.pt('Vampire Nighthawk')).toBe('0/1');
    expect(p.zoneOf('Vampire Nighthawk')).toBe('battlefield');
  });

  it('704.5g: a creature with damage equal to its toughness is destroyed', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: ['Grizzly Bears'] }] });
    const m = p.mark();
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.flush(m, ['damage', 'destroy', 'zone_change']).filter((x) => !x.startsWith('Shock:'))).toEqual([
      'damage Shock -> Grizzly Bears 2', 'destroy Grizzly Bears', 'Grizzly Bears: battlefield -> graveyard',
    ]);
  });

  it('704.5g: damage less than toughness stays marked until cleanup (CR 514.2)', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.obj('Hill Giant').damage).toBe(2);
    p.toStep('upkeep');
    expect(p.obj('Hill Giant').damage).toBe(0);
  });

  it('704.5g: damage marked earlier adds up with later damage', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: [{ card: 'Hill Giant', damage: 1 }] }] });
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
  });

  it('704.5g and 702.12b: an indestructible creature with lethal damage stays on the battlefield', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: ['Darksteel Myr'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Darksteel Myr')] }).resolve();
    expect(p.zoneOf('Darksteel Myr')).toBe('battlefield');
    expect(p.obj('Darksteel Myr').damage).toBe(2);
  });

  it('704.3 and 702.12b: destroying an indestructible creature does nothing, so it is not an action performed and the check ends', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Darksteel Myr', damage: 3 }] }, {}] });
    expect(checkStateBasedActions(p.core)).toBe(false);
    expect(p.events('destroy')).toEqual([]);
  });

  it('704.5h: a creature dealt deathtouch damage is destroyed, though the damage is less than its toughness', () => {
    const p = position({ active: 1, players: [{ battlefield: ['Vampire Nighthawk'] }, { battlefield: ['Craw Wurm'] }] });
    p.attack(['Craw Wurm']).block([['Vampire Nighthawk', 'Craw Wurm']]).toStep('end_of_combat');
    expect(p.zoneOf('Craw Wurm')).toBe('graveyard');
    expect(p.zoneOf('Vampire Nighthawk')).toBe('graveyard');
    expect(p.life(0)).toBe(22);   // lifelink (CR 702.15b)
  });
});

describe('704.5h with damage dealt as -1/-1 counters (702.2b: any damage from a deathtouch source)', () => {
  for (const [name, card] of [['wither', testCard.witheringDeathtouch], ['infect', testCard.infectDeathtouch]] as const) {
    it(`704.5h, 702.2b: a 3/3 blocking a deathtouch ${name} 1/1 gets one -1/-1 counter and is destroyed`, () => {
      const p = position({ active: 0, extraCards: [card], players: [{ battlefield: [card.name] }, { battlefield: ['Hill Giant'] }] });
      p.attack([card.name]).block([['Hill Giant', card.name]]).toStep('end_of_combat');
      expect(p.events('counter')).toEqual([expect.objectContaining({ kind: '-1/-1', amount: 1 })]);
      expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    });
  }

  it('704.5h: deathtouch damage fully prevented destroys nothing', () => {
    const p = position({ active: 0, extraCards: [testCard.witheringDeathtouch], players: [{ battlefield: ['Deathtouch Wither Test Snake'] }, { battlefield: ['Hill Giant'] }] });
    p.core.s.shields.push({ id: 99, kind: 'prevent_all_combat', player: null, object: null, amount: 0 } as never);
    p.attack(['Deathtouch Wither Test Snake']).block([['Hill Giant', 'Deathtouch Wither Test Snake']]).toStep('end_of_combat');
    expect(p.zoneOf('Hill Giant')).toBe('battlefield');
  });
});

describe('704.5i: planeswalkers', () => {
  it('704.5i: a planeswalker with 0 loyalty is put into its owner\'s graveyard', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { battlefield: ['Jace Beleren'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Jace Beleren')] }).resolve();
    expect(p.events('counter')).toEqual([expect.objectContaining({ kind: 'loyalty', amount: -3 })]);
    expect(p.zoneOf('Jace Beleren')).toBe('graveyard');
  });

  it('704.5i: a planeswalker with loyalty left stays', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: ['Jace Beleren'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Jace Beleren')] }).resolve();
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(1);
    expect(p.zoneOf('Jace Beleren')).toBe('battlefield');
  });
});

describe('704.5j: the legend rule', () => {
  it('704.5j: the controller of two legendary permanents with the same name chooses one; the other goes to the graveyard', () => {
    const p = position({ players: [{ battlefield: ['Plains', { card: 'Isamaru, Hound of Konda', as: 'old' }], hand: ['Isamaru, Hound of Konda'] }, {}] });
    p.answer('cards', (c) => c.options.filter((id) => id !== p.label('old')));   // keep the new one
    p.cast(0, 'Isamaru, Hound of Konda').resolve();
    const asked = p.askedOf('cards');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.player).toBe(0);
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'battlefield' })).toHaveLength(1);
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'graveyard' })).toHaveLength(1);
    expect(p.core.tryObj(p.label('old'))).toBeUndefined();   // the old one left
  });

  it('704.5j: legendary permanents with the same name under different controllers both stay', () => {
    const p = position({ players: [{ battlefield: ['Plains'], hand: ['Isamaru, Hound of Konda'] }, { battlefield: ['Isamaru, Hound of Konda'] }] });
    p.cast(0, 'Isamaru, Hound of Konda').resolve();
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'battlefield' })).toHaveLength(2);
    expect(p.askedOf('cards')).toEqual([]);
  });

  it('704.5j: the legend rule looks at control: stealing an opponent\'s copy makes one of the two go (to its owner\'s graveyard)', () => {
    const p = position({ players: [{ battlefield: ['Isamaru, Hound of Konda'], hand: ['Act of Treason'], pool: '{R}{R}{R}' }, { battlefield: ['Isamaru, Hound of Konda'] }] });
    p.answer('cards', (c) => c.options.filter((id) => p.core.obj(id).owner === 0));
    p.cast(0, 'Act of Treason', { targets: [p.card('Isamaru, Hound of Konda', { controller: 1 })] }).resolve();
    expect(p.askedOf('cards').map((c) => c.player)).toEqual([0]);
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'battlefield' }).map((id) => p.core.obj(id).owner)).toEqual([0]);
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'graveyard', owner: 1 })).toHaveLength(1);
  });

  it('704.5j and 707.2: a Clone of a legendary creature is legendary with the same name: the legend rule applies', () => {
    const p = position({ players: [{ battlefield: ['Isamaru, Hound of Konda'], hand: ['Clone'], pool: '{U}{U}{U}{U}' }, {}] });
    p.cast(0, 'Clone').resolve();
    expect(p.askedOf('cards').map((c) => c.reason)).toEqual([expect.stringContaining('copy'), expect.stringContaining('legend rule')]);
    expect(p.ids('Isamaru, Hound of Konda', { zone: 'battlefield' })).toHaveLength(1);
    expect(p.s.battlefield).toHaveLength(1);
  });
});

describe('704.5m-n: attachments', () => {
  it('704.5m: an Aura whose creature left the battlefield goes to the graveyard (Man-o\'-War bounces it)', () => {
    const p = position({ players: [{ hand: ['Man-o\'-War'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears', { card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Grizzly Bears')));
    p.cast(0, 'Man-o\'-War').resolve().resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('hand');
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
  });

  it('704.5n: Equipment attached to a creature that left stays on the battlefield, unattached', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.zoneOf('Basilisk Collar')).toBe('battlefield');
    expect(p.obj('Basilisk Collar').attachedTo).toBeNull();
  });

  it('704.5m: an Aura on a permanent that stops being a creature goes to the graveyard (animated Mutavault at cleanup)', () => {
    const p = position({ players: [{ battlefield: ['Mutavault'], hand: ['Pacifism'], pool: '{C}{W}{W}', library: ['Forest'] }, { library: ['Forest'] }] });
    p.activate(0, 'Mutavault', 1).resolve();
    p.cast(0, 'Pacifism', { targets: [p.card('Mutavault')] }).resolve();
    expect(p.zoneOf('Pacifism')).toBe('battlefield');
    p.toStep('upkeep');
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
  });
});

describe('704.5q: +1/+1 and -1/-1 counters', () => {
  it('704.5q: +1/+1 and -1/-1 counters on a permanent are removed in pairs', () => {
    const p = position({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Skinrender'] }, { battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 2 } }] }],
    });
    p.cast(0, 'Skinrender').resolve();   // Skinrender resolves; its trigger goes on the stack
    p.resolve();
    expect(p.obj('Grizzly Bears').counters).toEqual({ '-1/-1': 1 });
    expect(p.pt('Grizzly Bears')).toBe('1/1');
  });
});

describe('704.3: performed together, repeated until none apply', () => {
  it('704.3 and 104.4a: two players at 0 life at once lose together: the game is a draw', () => {
    const p = position({ players: [{ life: 4, battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Flame Rift'] }, { life: 4 }] });
    p.cast(0, 'Flame Rift').resolve();
    expect(p.events('lose').map((e) => e.player).sort()).toEqual([0, 1]);
    expect(p.s.result).toMatchObject({ winner: null, draw: true });
  });

  it('704.3: creatures with lethal damage are destroyed in the same batch', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Grizzly Bears'], hand: ['Pyroclasm'] }, { battlefield: ['Raging Goblin', 'Hill Giant'] }] });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.zoneOf('Raging Goblin')).toBe('graveyard');
    expect(p.zoneOf('Hill Giant')).toBe('battlefield');
  });

  it('704.3: the check repeats: an Aura left attached to nothing goes in a second pass (704.5m)', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Shock'] }, { battlefield: ['Grizzly Bears', { card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }] });
    const m = p.mark();
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.flush(m, ['zone_change']).filter((x) => !x.startsWith('Shock'))).toEqual([
      'Grizzly Bears: battlefield -> graveyard', 'Pacifism: battlefield -> graveyard',
    ]);
  });

  it('704.5m: an Aura attached to a creature with protection from its colour goes to the graveyard', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Pacifism', attachedTo: 'Grizzly Bears' }], hand: ['Gods Willing'], pool: '{W}', library: ['Forest'] }, {}] });
    p.answer('color', 'white');
    p.cast(0, 'Gods Willing', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('704.3: state-based actions happen before a player gets priority, not in the middle of a resolution', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Island'], hand: ['Electrolyze'], library: ['Forest'] }, { battlefield: ['Raging Goblin'] }] });
    p.cast(0, 'Electrolyze', { targets: [p.card('Raging Goblin'), P(1)], divide: [1, 1] }).resolve();
    const seq = p.flush(0, ['damage', 'draw', 'destroy']);
    expect(seq).toEqual(['damage Electrolyze -> Raging Goblin 1', 'damage Electrolyze -> P1 1', 'draw', 'destroy Raging Goblin']);
  });
});
