/**
 * Replacement and prevention effects (CR 614, 615) and how several of them apply to one event (CR 616).
 * Checklist: the effect replaces the event, it applies once (614.5), a shield is used up across events,
 * "can't be prevented" stops prevention, several effects are ordered by the affected player or the
 * controller of the affected object, and zone-change replacements (exile instead, shuffle instead,
 * enters tapped, enters with counters).
 */
import { describe, expect, it } from 'vitest';
import { P, position } from '../helpers/position.ts';

describe('615: prevention', () => {
  it('615.1: Fog prevents all combat damage this turn', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, { battlefield: ['Forest'], hand: ['Fog'] }] });
    p.attack(['Grizzly Bears', 'Hill Giant']);
    p.pass();
    p.cast(1, 'Fog').resolve();
    p.toStep('end_of_combat');
    expect(p.life(1)).toBe(20);
    expect(p.flush(0, ['prevented'])).toEqual(['prevented Grizzly Bears -> P1 2', 'prevented Hill Giant -> P1 3']);
    expect(p.events('damage')).toEqual([]);
  });

  it('615.1: Fog prevents combat damage in both the first-strike and the regular combat damage step', () => {
    const p = position({ players: [{ battlefield: ['Boros Swiftblade'] }, { hand: ['Fog'] }] });
    p.attack(['Boros Swiftblade']).pass();
    p.s.players[1]!.pool.G = 1;
    p.cast(1, 'Fog').resolve();
    p.toStep('end_of_combat');
    expect(p.life(1)).toBe(20);
    expect(p.events('prevented')).toHaveLength(2);
  });

  it('615.1: Fog does not prevent damage that is not combat damage', () => {
    const p = position({ players: [{ hand: ['Fog', 'Shock'], pool: '{G}{R}' }, {}] });
    p.cast(0, 'Fog').resolve();
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(18);
  });

  it('615.7: a "prevent the next 3" shield is used up across several damage events', () => {
    const p = position({ players: [{ hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { hand: ['Healing Salve'], pool: '{W}' }] });
    p.pass();
    p.cast(1, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    expect(p.s.shields).toEqual([expect.objectContaining({ kind: 'prevent', player: 1, amount: 3 })]);
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(20);
    expect(p.s.shields[0]!.amount).toBe(1);
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(19);
    expect(p.flush(0, ['prevented', 'damage'])).toEqual(['prevented Shock -> P1 2', 'prevented Shock -> P1 1', 'damage Shock -> P1 1']);
  });

  it('615.1 and 702.15b: damage prevented by Fog is not dealt, so lifelink gains nothing', () => {
    const p = position({ players: [{ battlefield: ['Child of Night'] }, { hand: ['Fog'] }] });
    p.attack(['Child of Night']).pass();
    p.s.players[1]!.pool.G = 1;   // mana for this step (pools empty between steps)
    p.cast(1, 'Fog').resolve();
    p.toStep('end_of_combat');
    expect(p.life(0)).toBe(20);
    expect(p.life(1)).toBe(20);
  });

  it('614.9: with Palisade Giant gone before the damage, the damage is dealt to the player', () => {
    const p = position({ players: [{ hand: ['Murder', 'Lightning Bolt'], pool: '{B}{B}{B}{R}' }, { battlefield: ['Palisade Giant'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] });
    p.cast(0, 'Murder', { targets: [p.card('Palisade Giant')] }).resolveAll();
    expect(p.life(1)).toBe(17);
  });

  it('615.7: a prevention shield ends at cleanup even if unused', () => {
    const p = position({ players: [{ hand: ['Healing Salve'], pool: '{W}', library: ['Forest'] }, { library: ['Forest'] }] });
    p.cast(0, 'Healing Salve', { mode: [1], targets: [P(0)] }).resolve();
    p.toStep('upkeep');
    expect(p.s.shields).toEqual([]);
  });

  it('615.12 (Skullcrack): damage can\'t be prevented this turn, and players can\'t gain life', () => {
    const p = position({ players: [{ hand: ['Skullcrack'], pool: '{R}{R}' }, { hand: ['Healing Salve', 'Healing Salve'], pool: '{W}{W}' }] });
    p.pass();
    p.cast(1, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.cast(0, 'Skullcrack', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(17);
    expect(p.events('prevented')).toEqual([]);
    p.pass();
    p.cast(1, 'Healing Salve', { mode: [0], targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(17);
  });

  it('615.12 (Skullcrack): lifelink gains no life this turn', () => {
    const p = position({ players: [{ battlefield: ['Child of Night'], hand: ['Skullcrack'], pool: '{R}{R}' }, {}] });
    p.cast(0, 'Skullcrack', { targets: [P(1)] }).resolve();
    p.attack(['Child of Night']).toStep('end_of_combat');
    expect(p.life(0)).toBe(20);
    expect(p.life(1)).toBe(15);
  });

  it('702.16e: protection prevents damage from sources of that colour', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, { battlefield: ['Mirran Crusader'] }] });
    p.attack(['Grizzly Bears']).block([['Mirran Crusader', 'Grizzly Bears']]).toStep('end_of_combat');
    expect(p.zoneOf('Mirran Crusader')).toBe('battlefield');
    expect(p.obj('Mirran Crusader').damage).toBe(0);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });
});

describe('614: replacement of damage', () => {
  it('614.1a: Furnace of Rath doubles damage to players and permanents', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { battlefield: ['Hill Giant'] }] });
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    p.cast(0, 'Shock', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.life(1)).toBe(16);
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
  });

  it('614.5: a replacement effect applies once to an event; two Furnaces quadruple it', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath', 'Dictate of the Twin Gods'], hand: ['Shock'], pool: '{R}' }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(12);
    expect(p.askedOf('replacement_order')).toHaveLength(1);
  });

  it('614.9: Palisade Giant: damage to its controller is dealt to it instead, by the same source', () => {
    const p = position({ players: [{ hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Palisade Giant'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(20);
    expect(p.obj('Palisade Giant').damage).toBe(3);
    expect(p.flush(0, ['damage'])).toEqual(['damage Lightning Bolt -> Palisade Giant 3']);
  });

  it('614.9: Palisade Giant: damage to other permanents its controller controls is redirected; damage to itself is not', () => {
    const p = position({ players: [{ hand: ['Shock', 'Shock'], pool: '{R}{R}' }, { battlefield: ['Palisade Giant', 'Grizzly Bears'] }] });
    p.cast(0, 'Shock', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.cast(0, 'Shock', { targets: [p.card('Palisade Giant')] }).resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    expect(p.obj('Palisade Giant').damage).toBe(4);
  });

  it('614.1a and 603.2: Stuffy Doll with Furnace of Rath: 2 becomes 4 to the Doll, and its trigger\'s 4 becomes 8', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Stuffy Doll'] }] });
    p.obj('Stuffy Doll').chosen = { player: 0 };
    p.cast(0, 'Shock', { targets: [p.card('Stuffy Doll')] }).resolve().resolveAll();
    expect(p.obj('Stuffy Doll').damage).toBe(4);
    expect(p.life(0)).toBe(12);
  });

  it('614.9: Pariah\'s Shield: damage to its controller is dealt to the equipped creature instead', () => {
    const p = position({ players: [{ hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Hill Giant', { card: 'Pariah\'s Shield', attachedTo: 'Hill Giant' }] }] });
    p.cast(0, 'Lightning Bolt', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(20);
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
  });

  it('616.1: Furnace of Rath and Palisade Giant: the affected player chooses the order; each applies once', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Palisade Giant'] }] });
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.includes('Palisade')));
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    const asked = p.askedOf('replacement_order');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.player).toBe(1);
    expect(asked[0]!.options).toHaveLength(2);
    expect(p.life(1)).toBe(20);
    expect(p.obj('Palisade Giant').damage).toBe(4);
  });

  it('616.1: the order matters with a prevention shield: prevent first, then double (nothing is left to double)', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Shock'], pool: '{R}' }, { hand: ['Healing Salve'], pool: '{W}' }] });
    p.pass();
    p.cast(1, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.startsWith('prevent')));
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.askedOf('replacement_order').map((c) => c.player)).toEqual([1]);
    expect(p.life(1)).toBe(20);
    expect(p.s.shields[0]!.amount).toBe(1);
  });

  it('616.1: ... or double first, then prevent 3 of the 4', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Shock'], pool: '{R}' }, { hand: ['Healing Salve'], pool: '{W}' }] });
    p.pass();
    p.cast(1, 'Healing Salve', { mode: [1], targets: [P(1)] }).resolve();
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.includes('Furnace')));
    p.cast(0, 'Shock', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(19);
    expect(p.s.shields[0]!.amount).toBe(0);
  });

  it('616.1: for damage to a permanent, its controller chooses the order', () => {
    const p = position({ players: [{ battlefield: ['Furnace of Rath'], hand: ['Lightning Bolt'], pool: '{R}' }, { battlefield: ['Palisade Giant', 'Craw Wurm'] }] });
    p.cast(0, 'Lightning Bolt', { targets: [p.card('Craw Wurm')] }).resolve();
    expect(p.askedOf('replacement_order').map((c) => c.player)).toEqual([1]);
    expect(p.obj('Craw Wurm').damage).toBe(0);
    expect(p.obj('Palisade Giant').damage).toBe(6);
  });

  it('702.15b with 614: lifelink gains the damage actually dealt, after redirection and doubling', () => {
    const p = position({ players: [{ battlefield: ['Child of Night', 'Furnace of Rath'] }, { battlefield: ['Palisade Giant'] }] });
    p.attack(['Child of Night']).toStep('end_of_combat');
    expect(p.flush(0, ['damage', 'life'])).toEqual(['damage Child of Night -> Palisade Giant 4 (combat)', 'life P0 +4']);
    expect(p.life(1)).toBe(20);
  });

  it('702.90b with 614.9: infect damage redirected to a creature becomes -1/-1 counters on it', () => {
    const p = position({ players: [{ battlefield: ['Glistener Elf'] }, { battlefield: ['Palisade Giant'] }] });
    p.attack(['Glistener Elf']).toStep('end_of_combat');
    expect(p.s.players[1]!.poison).toBe(0);
    expect(p.obj('Palisade Giant').counters).toEqual({ '-1/-1': 1 });
  });
});

describe('614: replacement of zone changes', () => {
  it('614.1a: Leyline of the Void exiles an opponent\'s card that would go to a graveyard; its controller\'s own cards are unaffected', () => {
    const p = position({ players: [{ battlefield: ['Leyline of the Void', 'Grizzly Bears'], hand: ['Pyroclasm'], pool: '{R}{R}' }, { battlefield: ['Hill Giant', 'Raging Goblin'] }] });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.zoneOf('Raging Goblin')).toBe('exile');
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.zoneOf('Pyroclasm')).toBe('graveyard');
  });

  it('614.1a: Leyline of the Void covers cards only: an opponent\'s token still dies', () => {
    const p = position({ players: [{ battlefield: ['Leyline of the Void'], hand: ['Shock'], pool: '{R}' }, { battlefield: ['Blood Artist', { card: 'Soldier Token', token: true }] }] });
    p.cast(0, 'Shock', { targets: [p.card('Soldier Token')] }).resolve();
    expect(p.flush(0, ['zone_change'])).toContain('Soldier Token: battlefield -> graveyard');
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Blood Artist']);
  });

  it('614.1a and 700.4: Rest in Peace exiles every card and token instead; nothing dies', () => {
    const p = position({ players: [{ battlefield: ['Rest in Peace', 'Blood Artist'], hand: ['Pyroclasm'], pool: '{R}{R}' }, { battlefield: ['Raging Goblin', { card: 'Soldier Token', token: true }] }] });
    p.cast(0, 'Pyroclasm').resolve();
    expect(p.zoneOf('Raging Goblin')).toBe('exile');
    expect(p.zoneOf('Blood Artist')).toBe('exile');
    expect(p.zoneOf('Pyroclasm')).toBe('exile');
    expect(p.events('trigger')).toEqual([]);
    expect(p.s.players.every((x) => x.graveyard.length === 0)).toBe(true);
  });

  it('614.1a: Blightsteel Colossus is shuffled into its owner\'s library instead of going to a graveyard', () => {
    const p = position({ players: [{ hand: ['Blightsteel Colossus'], pool: '{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}', library: ['Forest', 'Forest'] }, { battlefield: ['Island', 'Island'], hand: ['Counterspell'] }] });
    p.cast(0, 'Blightsteel Colossus').pass();
    p.cast(1, 'Counterspell', { targets: [p.card('Blightsteel Colossus')] }).resolve();
    expect(p.zoneOf('Blightsteel Colossus')).toBe('library');
    expect(p.s.players[0]!.library).toHaveLength(3);
    expect(p.s.players[0]!.graveyard).toEqual([]);
  });

  it('616.1: Blightsteel Colossus and Rest in Peace: its owner chooses which replacement applies', () => {
    const p = position({ players: [{ battlefield: ['Rest in Peace'], hand: ['Blightsteel Colossus'], pool: '{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}{C}' }, { battlefield: ['Island', 'Island'], hand: ['Counterspell'] }] });
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.includes('Rest in Peace')));
    p.cast(0, 'Blightsteel Colossus').pass();
    p.cast(1, 'Counterspell', { targets: [p.card('Blightsteel Colossus')] }).resolve();
    const asked = p.askedOf('replacement_order');
    expect(asked.map((c) => c.player)).toEqual([0]);   // Counterspell itself meets only Rest in Peace: nothing to choose
    expect(p.zoneOf('Blightsteel Colossus')).toBe('exile');
  });

  it('603.6a and 406.2: Rest in Peace\'s enters trigger exiles every graveyard', () => {
    const p = position({ players: [{ hand: ['Rest in Peace'], pool: '{W}{W}', graveyard: ['Grizzly Bears'] }, { graveyard: ['Shock'] }] });
    p.cast(0, 'Rest in Peace').resolve().resolve();
    expect(p.zoneOf('Grizzly Bears')).toBe('exile');
    expect(p.zoneOf('Shock')).toBe('exile');
  });

  it('614.1c: Coastal Tower enters the battlefield tapped', () => {
    const p = position({ players: [{ hand: ['Coastal Tower'] }, {}] });
    p.playLand(0, 'Coastal Tower');
    expect(p.obj('Coastal Tower').tapped).toBe(true);
    expect(p.flush(0, ['zone_change'])).toEqual(['Coastal Tower: hand -> battlefield']);
    expect(p.events('tap')).toEqual([]);   // it entered tapped: it never became tapped
  });
});

describe('614.1: replacement of counters and tokens', () => {
  it('614.1a: Doubling Season doubles counters an effect puts on your permanent', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Grizzly Bears'], hand: ['Battlegrowth'], pool: '{G}' }, {}] });
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 2 });
  });

  it('614.1a: Doubling Season does not double counters on an opponent\'s permanent', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season'], hand: ['Battlegrowth'], pool: '{G}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 1 });
  });

  it('614.1a: Doubling Season doubles tokens created under your control', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season'], hand: ['Raise the Alarm'], pool: '{W}{W}' }, {}] });
    p.cast(0, 'Raise the Alarm').resolve();
    expect(p.ids('Soldier Token', { zone: 'battlefield' })).toHaveLength(4);
  });

  it('606.4 and 614.1a: a loyalty cost is not an effect: Doubling Season does not double it', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Jace Beleren'], library: ['Forest'] }, { library: ['Forest'] }] });
    p.activate(0, 'Jace Beleren', 0);
    expect(p.obj('Jace Beleren').counters['loyalty']).toBe(5);
  });

  it('616.1: Hardened Scales and Doubling Season: the controller chooses; Scales first gives 4', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Hardened Scales', 'Grizzly Bears'], hand: ['Battlegrowth'], pool: '{G}' }, {}] });
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.includes('Hardened Scales')));
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.askedOf('replacement_order').map((c) => c.player)).toEqual([0]);
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 4 });
  });

  it('616.1: ... Doubling Season first gives 3', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Hardened Scales', 'Grizzly Bears'], hand: ['Battlegrowth'], pool: '{G}' }, {}] });
    p.answer('replacement_order', (c) => c.options.findIndex((o) => o.includes('Doubling Season')));
    p.cast(0, 'Battlegrowth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 3 });
  });

  it('122.6 and 614.1c: counters a permanent enters with are doubled (persist with Doubling Season)', () => {
    const p = position({ players: [{ battlefield: ['Doubling Season', 'Kitchen Finks'], hand: ['Murder'], pool: '{B}{B}{B}' }, {}] });
    p.cast(0, 'Murder', { targets: [p.card('Kitchen Finks')] }).resolve();
    p.resolve();   // persist
    // It returns with two -1/-1 counters: 1/0, so it dies again, and persist doesn't return it this time.
    expect(p.events('trigger').map((e) => e.card)).toContain('Kitchen Finks');
    p.resolveAll();
    expect(p.zoneOf('Kitchen Finks')).toBe('graveyard');
  });
});

describe('701.15: regeneration', () => {
  it('701.15b: a regeneration shield replaces destruction: tapped, damage removed, removed from combat', () => {
    const p = position({ players: [{ battlefield: ['Drudge Skeletons'], pool: '{B}' }, { hand: ['Lightning Bolt'], pool: '{R}' }] });
    p.activate(0, 'Drudge Skeletons', 0).resolve();
    p.pass();
    p.cast(1, 'Lightning Bolt', { targets: [p.card('Drudge Skeletons')] }).resolve();
    const o = p.obj('Drudge Skeletons');
    expect(o.zone).toBe('battlefield');
    expect(o.tapped).toBe(true);
    expect(o.damage).toBe(0);
    expect(p.flush(0, ['destroy', 'regenerate', 'tap'])).toEqual(['regenerate', 'tap']);
  });

  it('701.15a: a regeneration shield is used once: the second destruction destroys', () => {
    const p = position({ players: [{ battlefield: ['Drudge Skeletons'], pool: '{B}' }, { hand: ['Lightning Bolt', 'Shock'], pool: '{R}{R}' }] });
    p.activate(0, 'Drudge Skeletons', 0).resolve();
    p.pass();
    p.cast(1, 'Lightning Bolt', { targets: [p.card('Drudge Skeletons')] }).resolve();
    p.pass();
    p.cast(1, 'Shock', { targets: [p.card('Drudge Skeletons')] }).resolve();
    expect(p.zoneOf('Drudge Skeletons')).toBe('graveyard');
  });

  it('701.15: "can\'t be regenerated": Wrath of God destroys a creature with a shield', () => {
    const p = position({ players: [{ battlefield: ['Drudge Skeletons'], hand: ['Wrath of God'], pool: '{B}{W}{W}{W}{W}' }, {}] });
    p.activate(0, 'Drudge Skeletons', 0).resolve();
    p.cast(0, 'Wrath of God').resolve();
    expect(p.zoneOf('Drudge Skeletons')).toBe('graveyard');
  });

  it('701.15b: a regeneration shield saves a creature from lethal combat damage: it is tapped and removed from combat', () => {
    const p = position({ players: [{ battlefield: ['River Boa'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['River Boa']).block([['Hill Giant', 'River Boa']]);
    p.s.players[0]!.pool.G = 1;
    p.activate(0, 'River Boa', 0).resolve();
    p.toStep('end_of_combat');
    expect(p.zoneOf('River Boa')).toBe('battlefield');
    expect(p.obj('River Boa').tapped).toBe(true);
    expect(p.obj('Hill Giant').damage).toBe(2);
    expect(p.s.combat!.attackers).toEqual([]);
  });
});
