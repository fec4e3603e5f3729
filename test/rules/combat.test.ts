/**
 * Combat (CR 506-511) and the keyword abilities that change it (CR 702). Checklist per keyword: what it
 * allows, what it forbids (refused with a typed error that changes nothing), and the damage it deals.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';
import { testCard } from '../helpers/test-cards.ts';

function refused(fn: () => unknown, code: string): void {
  try { fn(); } catch (e) {
    expect(e).toBeInstanceOf(IllegalActionError);
    expect((e as IllegalActionError).code).toBe(code);
    return;
  }
  throw new Error(`expected IllegalActionError ${code}`);
}

describe('508, 302.6: declaring attackers', () => {
  it('302.6: a creature that came under its controller\'s control this turn can\'t attack', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', sick: true }] }, {}] });
    p.toAttackers();
    const before = structuredClone(p.s);
    refused(() => p.attack(['Grizzly Bears']), 'action/illegal_attacker');
    expect(p.s).toEqual(before);
  });

  it('702.10b: a creature with haste can attack the turn it comes under its controller\'s control', () => {
    const p = position({ players: [{ hand: ['Raging Goblin'], pool: '{R}' }, {}] });
    p.cast(0, 'Raging Goblin').resolve();
    p.attack(['Raging Goblin']).toStep('end_of_combat');
    expect(p.life(1)).toBe(19);
  });

  it('508.1f: attacking creatures become tapped', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.attack(['Grizzly Bears']);
    expect(p.obj('Grizzly Bears').tapped).toBe(true);
  });

  it('702.20b: vigilance: attacking doesn\'t cause it to tap', () => {
    const p = position({ players: [{ battlefield: ['Serra Angel'] }, {}] });
    p.attack(['Serra Angel']);
    expect(p.obj('Serra Angel').tapped).toBe(false);
    expect(p.events('tap')).toEqual([]);
  });

  it('702.3b: defender: it can\'t attack, but it can block', () => {
    const p = position({ players: [{ battlefield: ['Wall of Wood'] }, { battlefield: ['Grizzly Bears'] }] });
    p.toAttackers();
    refused(() => p.attack(['Wall of Wood']), 'action/illegal_attacker');
    const q = position({ active: 1, players: [{ battlefield: ['Wall of Wood'] }, { battlefield: ['Grizzly Bears'] }] });
    q.attack(['Grizzly Bears']).block([['Wall of Wood', 'Grizzly Bears']]).toStep('end_of_combat');
    expect(q.obj('Wall of Wood').damage).toBe(2);
    expect(q.life(0)).toBe(20);
  });

  it('506.4 and 508.1a: a tapped creature can\'t attack', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', tapped: true }] }, {}] });
    p.toAttackers();
    refused(() => p.attack(['Grizzly Bears']), 'action/illegal_attacker');
  });

  it('508.1b: a creature can attack a planeswalker; its combat damage removes loyalty (CR 120.3c)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Jace Beleren'] }] });
    p.attack([['Grizzly Bears', p.card('Jace Beleren')]]).toStep('end_of_combat');
    expect(p.life(1)).toBe(20);
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(1);
  });
});

describe('509: declaring blockers', () => {
  it('702.9b: flying: it can be blocked only by creatures with flying or reach', () => {
    const p = position({ players: [{ battlefield: ['Wind Drake'] }, { battlefield: ['Grizzly Bears', 'Giant Spider'] }] });
    p.attack(['Wind Drake']).pass();
    refused(() => p.block([['Grizzly Bears', 'Wind Drake']]), 'action/illegal_blocker');
    p.block([['Giant Spider', 'Wind Drake']]).toStep('end_of_combat');
    expect(p.zoneOf('Wind Drake')).toBe('graveyard');
  });

  it('702.9b: a creature with flying can block a creature with flying', () => {
    const p = position({ players: [{ battlefield: ['Wind Drake'] }, { battlefield: ['Serra Angel'] }] });
    p.attack(['Wind Drake']).block([['Serra Angel', 'Wind Drake']]).toStep('end_of_combat');
    expect(p.zoneOf('Wind Drake')).toBe('graveyard');
  });

  it('702.111b: menace: it can\'t be blocked except by two or more creatures', () => {
    const p = position({ players: [{ battlefield: ['Boggart Brute'] }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.attack(['Boggart Brute']).pass();
    refused(() => p.block([['Grizzly Bears', 'Boggart Brute']]), 'action/menace');
    p.block([['Grizzly Bears', 'Boggart Brute'], ['Hill Giant', 'Boggart Brute']]).toStep('end_of_combat');
    expect(p.zoneOf('Boggart Brute')).toBe('graveyard');
    expect(p.life(1)).toBe(20);
  });

  it('702.14c: islandwalk: it can\'t be blocked while the defending player controls an Island', () => {
    const p = position({ players: [{ battlefield: ['River Boa'] }, { battlefield: ['Island', 'Grizzly Bears'] }] });
    p.attack(['River Boa']).pass();
    refused(() => p.block([['Grizzly Bears', 'River Boa']]), 'action/illegal_blocker');
  });

  it('702.14c: without an Island, a creature with islandwalk can be blocked', () => {
    const p = position({ players: [{ battlefield: ['River Boa'] }, { battlefield: ['Forest', 'Grizzly Bears'] }] });
    p.attack(['River Boa']).block([['Grizzly Bears', 'River Boa']]);
    expect(p.s.combat!.blockers).toHaveLength(1);
  });

  it('702.16f: protection: it can\'t be blocked by creatures of that colour', () => {
    const p = position({ players: [{ battlefield: ['Mirran Crusader'] }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.attack(['Mirran Crusader']).pass();
    refused(() => p.block([['Grizzly Bears', 'Mirran Crusader']]), 'action/illegal_blocker');
    p.block([['Hill Giant', 'Mirran Crusader']]);
  });

  it('702.16b: protection: it can\'t be the target of spells of that colour', () => {
    const p = position({ players: [{ hand: ['Murder'], pool: '{B}{B}{B}' }, { battlefield: ['White Knight'] }] });
    refused(() => p.cast(0, 'Murder', { targets: [p.card('White Knight')] }), 'action/illegal_target');
  });

  it('509.1a: a tapped creature can\'t block', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: [{ card: 'Hill Giant', tapped: true }] }] });
    p.attack(['Grizzly Bears']).pass();
    refused(() => p.block([['Hill Giant', 'Grizzly Bears']]), 'action/illegal_blocker');
  });

  it('509.1b: Pacifism: the enchanted creature can\'t attack or block', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Hill Giant', { card: 'Pacifism', attachedTo: 'Hill Giant' }] }] });
    p.attack(['Grizzly Bears']).pass();
    refused(() => p.block([['Hill Giant', 'Grizzly Bears']]), 'action/illegal_blocker');
  });
});

describe('510: combat damage', () => {
  it('510.1a and 510.2: an unblocked creature deals damage to the player; blocked creatures deal damage to each other at once', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, { battlefield: ['Raging Goblin'] }] });
    p.attack(['Grizzly Bears', 'Hill Giant']).block([['Raging Goblin', 'Grizzly Bears']]).toStep('end_of_combat');
    expect(p.life(1)).toBe(17);
    expect(p.zoneOf('Raging Goblin')).toBe('graveyard');
    expect(p.obj('Grizzly Bears').damage).toBe(1);
  });

  it('509.1h: a blocked creature stays blocked when its blocker leaves: it deals no damage (no trample)', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant'] }, { battlefield: ['Grizzly Bears'], hand: ['Unsummon'], pool: '' }] });
    p.attack(['Hill Giant']).block([['Grizzly Bears', 'Hill Giant']]);
    p.pass();
    p.s.players[1]!.pool.U = 1;
    p.cast(1, 'Unsummon', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.toStep('end_of_combat');
    expect(p.life(1)).toBe(20);
  });

  it('510.1c: an attacker blocked by two creatures assigns lethal damage in order; the attacking player may divide it', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant'] }, { battlefield: ['Grizzly Bears', 'Raging Goblin'] }] });
    p.attack(['Hill Giant']).block([['Grizzly Bears', 'Hill Giant'], ['Raging Goblin', 'Hill Giant']]);
    p.answer('assign_damage', (c) => ({ [String(c.blockers[0])]: 2, [String(c.blockers[1])]: 1 }));
    p.toStep('end_of_combat');
    expect(p.askedOf('assign_damage')[0]).toMatchObject({ player: 0, amount: 3, lethal: [2, 1], trample: false });
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.zoneOf('Raging Goblin')).toBe('graveyard');
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
  });

  it('702.19b: trample: damage beyond lethal to the blockers is assigned to the player', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth'] }, { battlefield: ['Raging Goblin'] }] });
    p.attack(['Spiked Baloth']).block([['Raging Goblin', 'Spiked Baloth']]).toStep('end_of_combat');
    expect(p.life(1)).toBe(17);
    expect(p.zoneOf('Raging Goblin')).toBe('graveyard');
  });

  it('702.19c: trample: lethal damage accounts for damage already marked on the blocker', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth'] }, { battlefield: [{ card: 'Hill Giant', damage: 2 }] }] });
    p.attack(['Spiked Baloth']).block([['Hill Giant', 'Spiked Baloth']]).toStep('end_of_combat');
    expect(p.life(1)).toBe(17);
  });

  it('702.19e: trample: if all its blockers are removed from combat, all its damage goes to the player', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth'] }, { battlefield: ['Grizzly Bears'], hand: ['Unsummon'] }] });
    p.attack(['Spiked Baloth']).block([['Grizzly Bears', 'Spiked Baloth']]);
    p.pass();
    p.s.players[1]!.pool.U = 1;
    p.cast(1, 'Unsummon', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.toStep('end_of_combat');
    expect(p.life(1)).toBe(16);
  });

  it('702.19c: trample over a blocker, attacking a planeswalker: the excess damage is dealt to the planeswalker', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth'] }, { battlefield: ['Raging Goblin', 'Jace Beleren'] }] });
    p.attack([['Spiked Baloth', p.card('Jace Beleren')]]).block([['Raging Goblin', 'Spiked Baloth']]).toStep('end_of_combat');
    expect(p.flush(0, ['damage']).filter((x) => x.startsWith('damage Spiked'))).toEqual(['damage Spiked Baloth -> Raging Goblin 1 (combat)', 'damage Spiked Baloth -> Jace Beleren 3 (combat)']);
    expect(p.zoneOf('Jace Beleren')).toBe('graveyard');
    expect(p.life(1)).toBe(20);
  });

  it('702.2c and 702.19c: trample with deathtouch: 1 damage is lethal to a blocker, the rest tramples over', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth', { card: 'Basilisk Collar', attachedTo: 'Spiked Baloth' }] }, { battlefield: ['Craw Wurm'] }] });
    p.attack(['Spiked Baloth']).block([['Craw Wurm', 'Spiked Baloth']]).toStep('end_of_combat');
    expect(p.askedOf('assign_damage')[0]).toMatchObject({ lethal: [1], trample: true, amount: 4 });
    expect(p.life(1)).toBe(17);
    expect(p.zoneOf('Craw Wurm')).toBe('graveyard');
    expect(p.life(0)).toBe(24);   // lifelink from the Collar: all 4 damage
  });

  it('702.7b: first strike: it deals damage in a first combat damage step; a creature it kills deals none', () => {
    const p = position({ players: [{ battlefield: ['White Knight'] }, { battlefield: ['Grizzly Bears'] }] });
    p.attack(['White Knight']).block([['Grizzly Bears', 'White Knight']]).toStep('end_of_combat');
    expect(p.flush(0, ['step', 'damage']).filter((x) => x.includes('damage'))).toEqual([
      'step first_strike_damage', 'damage White Knight -> Grizzly Bears 2 (combat)', 'step combat_damage',
    ]);
    expect(p.obj('White Knight').damage).toBe(0);
  });

  it('510.4: without first strike or double strike there is a single combat damage step', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.attack(['Grizzly Bears']).toStep('end_of_combat');
    expect(p.events('step').map((e) => e.step)).not.toContain('first_strike_damage');
  });

  it('702.4b: double strike deals damage in both combat damage steps', () => {
    const p = position({ players: [{ battlefield: ['Boros Swiftblade'] }, {}] });
    p.attack(['Boros Swiftblade']).toStep('end_of_combat');
    expect(p.flush(0, ['step', 'damage']).filter((x) => x.includes('damage'))).toEqual([
      'step first_strike_damage', 'damage Boros Swiftblade -> P1 1 (combat)', 'step combat_damage', 'damage Boros Swiftblade -> P1 1 (combat)',
    ]);
    expect(p.life(1)).toBe(18);
  });

  it('702.4b and 702.19e: double strike with trample: once the blocker is dead, all second-step damage tramples over', () => {
    const p = position({ players: [{ battlefield: ['Spiked Baloth'], hand: ['Boros Charm'], pool: '{R}{W}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Boros Charm', { mode: [2], targets: [p.card('Spiked Baloth')] }).resolve();
    p.attack(['Spiked Baloth']).block([['Grizzly Bears', 'Spiked Baloth']]).toStep('end_of_combat');
    expect(p.flush(0, ['damage'])).toEqual([
      'damage Spiked Baloth -> Grizzly Bears 2 (combat)', 'damage Spiked Baloth -> P1 2 (combat)', 'damage Spiked Baloth -> P1 4 (combat)',
    ]);
    expect(p.life(1)).toBe(14);
  });

  it('702.7b and 702.2b: first strike with deathtouch kills a big blocker before it deals damage', () => {
    const p = position({ players: [{ battlefield: ['White Knight', { card: 'Basilisk Collar', attachedTo: 'White Knight' }] }, { battlefield: ['Craw Wurm'] }] });
    p.attack(['White Knight']).block([['Craw Wurm', 'White Knight']]).toStep('end_of_combat');
    expect(p.zoneOf('Craw Wurm')).toBe('graveyard');
    expect(p.zoneOf('White Knight')).toBe('battlefield');
  });

  it('702.4b: a double striker blocked by a 3/3 deals 2 + 2 and takes 3 in the second step', () => {
    const p = position({ players: [{ battlefield: ['Mirran Crusader'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['Mirran Crusader']).block([['Hill Giant', 'Mirran Crusader']]).toStep('end_of_combat');
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.zoneOf('Mirran Crusader')).toBe('graveyard');
  });

  it('702.15b: lifelink: damage dealt by the source also causes its controller to gain that much life', () => {
    const p = position({ players: [{ battlefield: ['Child of Night'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['Child of Night']).block([['Hill Giant', 'Child of Night']]).toStep('end_of_combat');
    expect(p.life(0)).toBe(22);
    expect(p.flush(0, ['damage', 'life']).sort()).toEqual(['damage Child of Night -> Hill Giant 2 (combat)', 'damage Hill Giant -> Child of Night 3 (combat)', 'life P0 +2']);
  });

  it('702.15c and 702.4b: lifelink with double strike gains life twice: two life-gain events, two triggers', () => {
    const p = position({ players: [{ battlefield: ['Child of Night', 'Ajani\'s Pridemate'], hand: ['Boros Charm'], pool: '{R}{W}' }, {}] });
    p.cast(0, 'Boros Charm', { mode: [2], targets: [p.card('Child of Night')] }).resolve();
    p.attack(['Child of Night']).toStep('end_of_combat');
    p.resolveAll();
    expect(p.life(0)).toBe(24);
    expect(p.obj('Ajani\'s Pridemate').counters).toEqual({ '+1/+1': 2 });
  });

  it('702.2c: deathtouch: an attacker blocked by two creatures may assign 1 damage to each as lethal', () => {
    const p = position({ players: [{ battlefield: ['Vampire Nighthawk'] }, { battlefield: ['Giant Spider', 'Serra Angel'] }] });
    p.attack(['Vampire Nighthawk']).block([['Giant Spider', 'Vampire Nighthawk'], ['Serra Angel', 'Vampire Nighthawk']]).toStep('end_of_combat');
    expect(p.askedOf('assign_damage')[0]).toMatchObject({ lethal: [1, 1], amount: 2 });
    expect(p.zoneOf('Giant Spider')).toBe('graveyard');
    expect(p.zoneOf('Serra Angel')).toBe('graveyard');
  });

  it('702.90b-c: infect: damage to a creature is -1/-1 counters; to a player, poison counters', () => {
    const p = position({ players: [{ battlefield: ['Glistener Elf'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['Glistener Elf']).block([['Hill Giant', 'Glistener Elf']]).toStep('end_of_combat');
    expect(p.obj('Hill Giant')).toMatchObject({ counters: { '-1/-1': 1 }, damage: 0 });
    const q = position({ players: [{ battlefield: ['Glistener Elf'] }, {}] });
    q.attack(['Glistener Elf']).toStep('end_of_combat');
    expect(q.s.players[1]).toMatchObject({ poison: 1, life: 20 });
  });

  it('702.80b: wither: damage to creatures is dealt as -1/-1 counters', () => {
    const p = position({ extraCards: [testCard.witherCreature], players: [{ battlefield: ['Wither Test Elemental'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['Wither Test Elemental']).block([['Hill Giant', 'Wither Test Elemental']]).toStep('end_of_combat');
    expect(p.obj('Hill Giant').counters).toEqual({ '-1/-1': 2 });
    expect(p.pt('Hill Giant')).toBe('1/1');
    p.toStep('upkeep');
    expect(p.pt('Hill Giant')).toBe('1/1');   // counters, unlike damage, stay
  });

  it('702.80b: wither on a spell: Puncture Blast puts -1/-1 counters; damage to a player is normal', () => {
    const p = position({ players: [{ hand: ['Puncture Blast', 'Puncture Blast'], pool: '{R}{R}{R}{R}{R}{R}' }, { battlefield: ['Craw Wurm'] }] });
    p.cast(0, 'Puncture Blast', { targets: [p.card('Craw Wurm')] }).resolve();
    p.cast(0, 'Puncture Blast', { targets: [P(1)] }).resolve();
    expect(p.obj('Craw Wurm').counters).toEqual({ '-1/-1': 3 });
    expect(p.life(1)).toBe(17);
  });

  it('702.12b: indestructible: lethal combat damage doesn\'t destroy it', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant'] }, { battlefield: ['Darksteel Myr'] }] });
    p.attack(['Hill Giant']).block([['Darksteel Myr', 'Hill Giant']]).toStep('end_of_combat');
    expect(p.zoneOf('Darksteel Myr')).toBe('battlefield');
  });

  it('702.2b: deathtouch: any damage it deals to a creature is lethal', () => {
    const p = position({ players: [{ battlefield: ['Vampire Nighthawk'] }, { battlefield: ['Giant Spider'] }] });
    p.attack(['Vampire Nighthawk']).block([['Giant Spider', 'Vampire Nighthawk']]).toStep('end_of_combat');
    expect(p.zoneOf('Giant Spider')).toBe('graveyard');
    expect(p.zoneOf('Vampire Nighthawk')).toBe('battlefield');
  });

  it('506.4 and 611.3: War Horn pumps only attacking creatures, while they attack', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    p.attack(['Grizzly Bears']);
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    expect(p.pt('Hill Giant')).toBe('3/3');
    p.toStep('end_of_combat');
    expect(p.life(1)).toBe(17);
    p.toStep('postcombat_main');
    expect(p.pt('Grizzly Bears')).toBe('2/2');
  });
});
