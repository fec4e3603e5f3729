/**
 * Casting spells and paying costs (CR 601.2, 118, 602, 605). Checklist per cost kind: paid in full, the
 * paid value is what the effect reads, refused (unchanged state) when it can't be paid.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, legalActions } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';
import { testCard } from '../helpers/test-cards.ts';

function refusedWith(fn: () => unknown, code: string): void {
  let err: unknown = null;
  try { fn(); } catch (e) { err = e; }
  expect(err).toBeInstanceOf(IllegalActionError);
  expect((err as IllegalActionError).code).toBe(code);
}

describe('601.2f-h: mana costs', () => {
  it('601.2g-h: the total cost is paid by activating mana abilities, then spending the mana', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Forest', 'Mountain'], hand: ['Grizzly Bears'] }, {}] });
    p.cast(0, 'Grizzly Bears');
    expect(p.events('mana')).toHaveLength(2);
    expect(p.ids('Forest').map((id) => p.core.obj(id).tapped)).toEqual([true, true]);
    expect(p.obj('Mountain').tapped).toBe(false);
    expect(p.s.players[0]!.pool).toMatchObject({ G: 0, R: 0 });
  });

  it('601.2f and 107.3: X is chosen on casting and paid as generic mana; the effect reads X (Blaze)', () => {
    const p = position({ extraCards: [testCard.blaze], players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Blaze'] }, {}] });
    p.cast(0, 'Blaze', { x: 3, targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(17);
    expect(p.ids('Mountain').every((id) => p.core.obj(id).tapped)).toBe(true);
  });

  it('601.2f: X too large to pay is refused and nothing changes', () => {
    const p = position({ extraCards: [testCard.blaze], players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Blaze'] }, {}] });
    const before = JSON.stringify(p.s);
    refusedWith(() => p.cast(0, 'Blaze', { x: 2, targets: [P(1)] }), 'action/cannot_pay');
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('601.2h: a spell without enough mana can\'t be cast; the state is byte-identical', () => {
    const p = position({ players: [{ battlefield: ['Forest'], hand: ['Grizzly Bears'] }, {}] });
    const before = JSON.stringify(p.s);
    refusedWith(() => p.cast(0, 'Grizzly Bears'), 'action/cannot_pay');
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('601.2g: coloured mana must be of the right colour', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Grizzly Bears'] }, {}] });
    refusedWith(() => p.cast(0, 'Grizzly Bears'), 'action/cannot_pay');
  });

  it('302.6 and 605: a summoning-sick creature\'s {T} mana ability can\'t pay a cost', () => {
    const p = position({ players: [{ battlefield: ['Forest', { card: 'Llanowar Elves', sick: true }], hand: ['Grizzly Bears'] }, {}] });
    refusedWith(() => p.cast(0, 'Grizzly Bears'), 'action/cannot_pay');
    refusedWith(() => p.activate(0, 'Llanowar Elves', 0), 'action/summoning_sick');
  });

  it('302.6: a creature controlled since the turn began can tap for mana', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Llanowar Elves'], hand: ['Grizzly Bears'] }, {}] });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.obj('Llanowar Elves').tapped).toBe(true);
  });
});

describe('602 and 613.1f: granted activated abilities', () => {
  it('613.1f: Presence of Gond grants "{T}: create an Elf Warrior"; the enchanted creature can use it', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Presence of Gond', attachedTo: 'Grizzly Bears' }] }, {}] });
    p.activate(0, 'Grizzly Bears', 0).resolve();
    expect(p.ids('Elf Warrior', { zone: 'battlefield', controller: 0 })).toHaveLength(1);
  });

  it('302.6: a granted {T} ability can\'t be activated by a summoning-sick creature', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Grizzly Bears', sick: true }, { card: 'Presence of Gond', attachedTo: 'Grizzly Bears' }] }, {}] });
    refusedWith(() => p.activate(0, 'Grizzly Bears', 0), 'action/summoning_sick');
  });
});

describe('601.2b and 702.33: additional and alternative costs', () => {
  it('702.33a: Burst Lightning unkicked deals 2', () => {
    const p = position({ players: [{ battlefield: ['Mountain'], hand: ['Burst Lightning'] }, {}] });
    p.cast(0, 'Burst Lightning', { targets: [P(1)] }).resolve();
    expect(p.life(1)).toBe(18);
  });

  it('702.33d: kicked (paying {4} more), Burst Lightning deals 4', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Burst Lightning'] }, {}] });
    p.cast(0, 'Burst Lightning', { targets: [P(1)], kicked: true });
    expect(p.s.stack[0]!.kicked).toBe(true);
    expect(p.ids('Mountain').every((id) => p.core.obj(id).tapped)).toBe(true);
    p.resolve();
    expect(p.life(1)).toBe(16);
  });

  it('702.33: a kicker that can\'t be paid is refused', () => {
    const p = position({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burst Lightning'] }, {}] });
    refusedWith(() => p.cast(0, 'Burst Lightning', { targets: [P(1)], kicked: true }), 'action/cannot_pay');
  });

  it('601.2h and 608.2h: Fling: sacrificing a creature is part of the cost; the damage is its power as it last existed', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Blood Artist'], hand: ['Giant Growth', 'Fling'], pool: '{G}{R}{R}' }, {}] });
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    const m = p.mark();
    p.always('target', () => [P(1)]);
    p.cast(0, 'Fling', { targets: [P(1)], sacrifice: p.id('Grizzly Bears') });
    // the sacrifice happened while casting: before Fling is cast, and Blood Artist's trigger goes on the stack above it
    expect(p.flush(m, ['sacrifice', 'cast'])).toEqual(['sacrifice', 'cast Fling (P0)']);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Fling', 'Blood Artist']);
    p.resolveAll();
    expect(p.life(1)).toBe(20 - 1 - 5);
  });

  it('601.2b: Fling can\'t be cast without a creature to sacrifice', () => {
    const p = position({ players: [{ hand: ['Fling'], pool: '{R}{R}' }, {}] });
    refusedWith(() => p.cast(0, 'Fling', { targets: [P(1)] }), 'action/cannot_pay');
    expect(legalActions(p.game.core, 0).filter((a) => a.type === 'cast')).toEqual([]);
  });

  it('601.2h: the legal actions offer Fling once per creature that could be sacrificed, and casting one pays it', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant', 'Forest'], hand: ['Fling'], pool: '{R}{R}' }, {}] });
    const flings = legalActions(p.game.core, 0).filter((a) => a.type === 'cast' && a.targets?.[0]?.kind === 'player' && a.targets[0].id === 1);
    expect(flings.map((a) => (a.type === 'cast' ? a.sacrifice : null))).toEqual([p.id('Grizzly Bears'), p.id('Hill Giant')]);
    p.always('target', () => [P(1)]);
    p.submit(flings[1]!).resolveAll();
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.life(1)).toBe(20 - 3);
  });

  it('702.33 and 601.2b: the legal actions offer Burst Lightning kicked only when the kicker can be paid', () => {
    const kicked = (pool: string) => {
      const p = position({ players: [{ hand: ['Burst Lightning'], pool }, {}] });
      return legalActions(p.game.core, 0).filter((a) => a.type === 'cast' && a.targets?.[0]?.kind === 'player' && a.targets[0].id === 1).map((a) => a.type === 'cast' && !!a.kicked);
    };
    expect(kicked('{R}')).toEqual([false]);
    expect(kicked('{R}{R}{R}{R}{R}')).toEqual([false, true]);
  });

  it('118.9 and 601.2b: the legal actions offer Force of Will by its alternative cost, with no mana, when a blue card can be exiled', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Force of Will', 'Counterspell'] }] });
    p.cast(0, 'Grizzly Bears').pass();
    const fow = legalActions(p.game.core, 1).filter((a) => a.type === 'cast' && a.card === p.id('Force of Will'));
    expect(fow.map((a) => (a.type === 'cast' ? a.altCost : null))).toEqual(['Force of Will']);
    p.submit(fow[0]!);
    expect(p.zoneOf('Counterspell')).toBe('exile');
    expect(p.life(1)).toBe(19);
  });

  it('118.9: Force of Will\'s alternative cost: 1 life and a blue card exiled from hand, no mana', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Force of Will', 'Counterspell'] }] });
    p.cast(0, 'Grizzly Bears').pass();
    p.cast(1, 'Force of Will', { altCost: 'Force of Will', targets: [p.card('Grizzly Bears')] });
    expect(p.life(1)).toBe(19);
    expect(p.zoneOf('Counterspell')).toBe('exile');
    p.resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });

  it('118.9: Force of Will\'s alternative cost needs another blue card in hand', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Force of Will', 'Lightning Bolt'] }] });
    p.cast(0, 'Grizzly Bears').pass();
    refusedWith(() => p.cast(1, 'Force of Will', { altCost: 'Force of Will', targets: [p.card('Grizzly Bears')] }), 'action/cannot_pay');
  });

  it('118.9: Force of Will cast for its mana cost needs no card to exile', () => {
    const p = position({ players: [{ hand: ['Grizzly Bears'], pool: '{G}{G}' }, { hand: ['Force of Will', 'Counterspell'], pool: '{U}{U}{U}{U}{U}' }] });
    p.cast(0, 'Grizzly Bears').pass();
    p.cast(1, 'Force of Will', { targets: [p.card('Grizzly Bears')] });
    expect(p.life(1)).toBe(20);
    expect(p.zoneOf('Counterspell')).toBe('hand');
  });
});

describe('602: activated abilities', () => {
  it('602.2 and 701.21: "Sacrifice this" as a cost: Seal of Cleansing destroys an artifact or enchantment', () => {
    const p = position({ players: [{ battlefield: ['Seal of Cleansing'] }, { battlefield: ['Glorious Anthem', 'Grizzly Bears'] }] });
    refusedWith(() => p.activate(0, 'Seal of Cleansing', 0, { targets: [p.card('Grizzly Bears')] }), 'action/illegal_target');
    p.activate(0, 'Seal of Cleansing', 0, { targets: [p.card('Glorious Anthem')] });
    expect(p.zoneOf('Seal of Cleansing')).toBe('graveyard');
    p.resolve();
    expect(p.zoneOf('Glorious Anthem')).toBe('graveyard');
  });

  it('602.5b and 702.6a: equip is activated only as a sorcery', () => {
    const p = position({ players: [{ battlefield: ['Basilisk Collar', 'Grizzly Bears'], pool: '{R}{C}{C}', hand: ['Shock'] }, {}] });
    p.cast(0, 'Shock', { targets: [P(1)] });
    refusedWith(() => p.activate(0, 'Basilisk Collar', 0, { targets: [p.card('Grizzly Bears')] }), 'action/sorcery_timing');
    p.resolve();
    p.activate(0, 'Basilisk Collar', 0, { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual(expect.arrayContaining(['deathtouch', 'lifelink']));
  });
});
