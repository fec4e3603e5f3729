/**
 * Permanents entering with static abilities of their own (rules/magic/layers/static-newcomers.ts, CR 613): the
 * newcomer and the objects its effects apply to are computed again, the others keep their values, and the result is
 * what a full computation gives. Where the shortcut's conditions fail (an effect in force takes abilities away, CR
 * 613.1f and 613.6), everything is computed again, with the same result.
 */
import { describe, expect, it } from 'vitest';
import { position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';
import { wingLord } from './test-cards.ts';

describe('613.4c, 613.7: an Anthem entering pumps the creatures it applies to; the other permanents keep their values', () => {
  it('Glorious Anthem: creatures its controller controls get +1/+1, the opponent\'s creature and the lands are not computed again', () => {
    const p = position({
      players: [{ battlefield: ['Grizzly Bears', 'Forest'], hand: ['Glorious Anthem'], pool: '{C}{W}{W}' }, { battlefield: ['Hill Giant'] }],
      turn: 1, step: 'precombat_main',
    });
    p.cast(0, 'Glorious Anthem');
    const forest = p.chars('Forest');
    const giant = p.chars('Hill Giant');
    p.resolve();
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    expect(p.pt('Hill Giant')).toBe('3/3');
    expect(p.chars('Forest')).toBe(forest);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('Honor of the Pure with a +1/+1 counter and a resolved pump on the white creature: every part in its layer (7c)', () => {
    const p = position({
      players: [{ battlefield: [{ card: 'White Knight', counters: { '+1/+1': 1 } }, 'Grizzly Bears'], hand: ['Honor of the Pure', 'Giant Growth'], pool: '{C}{W}{G}' }, {}],
      turn: 1, step: 'precombat_main',
    });
    p.cast(0, 'Giant Growth', { targets: [p.card('White Knight')] }).resolve();
    expect(p.pt('White Knight')).toBe('6/6');
    p.cast(0, 'Honor of the Pure');
    const bears = p.chars('Grizzly Bears');
    p.resolve();
    expect(p.pt('White Knight')).toBe('7/7');   // 2/2, +1/+1 counter, +3/+3 and +1/+1, all in 7c
    expect(p.chars('Grizzly Bears')).toBe(bears);   // green: not one of its objects
    sameAsScratch(p);
  });

  it('"Creatures you control have flying" (layer 6): the lord and the controller\'s creatures get it; the opponent\'s creature keeps its values', () => {
    const p = position({
      extraCards: [wingLord()],
      players: [{ battlefield: ['Grizzly Bears'], hand: ['Wing Lord'], pool: '{C}{C}{U}' }, { battlefield: ['Hill Giant'] }],
      turn: 1, step: 'precombat_main',
    });
    p.cast(0, 'Wing Lord');
    const giant = p.chars('Hill Giant');
    p.resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual(['flying']);
    expect(p.chars('Wing Lord').keywords).toEqual(['flying']);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('303.4f: Pacifism (an Aura spell is attached once it has entered, which computes its host again): the enchanted creature can\'t attack or block; the others keep their records', () => {
    const p = position({
      players: [{ battlefield: ['Plains'], hand: ['Pacifism'], pool: '{C}{W}' }, { battlefield: ['Hill Giant', 'Grizzly Bears'] }],
      turn: 1, step: 'precombat_main',
    });
    const bears = p.chars('Grizzly Bears');
    const plains = p.chars('Plains');
    p.cast(0, 'Pacifism', { targets: [p.card('Hill Giant')] }).resolve();
    expect(p.chars('Hill Giant').cant).toEqual(['attack', 'block']);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    expect(p.chars('Plains')).toBe(plains);
    expect(bears.cant).toEqual([]);
    sameAsScratch(p);
  });
});

describe('613.1f, 613.6: with an effect in force that takes abilities away, a newcomer\'s effects are computed with everything', () => {
  it('Humility makes every creature 1/1 without abilities: a Glorious Anthem entering still pumps them (it is no creature), in timestamp order', () => {
    const p = position({
      players: [{ battlefield: ['Humility', 'Grizzly Bears'], hand: ['Glorious Anthem'], pool: '{C}{W}{W}' }, { battlefield: ['Hill Giant'] }],
      turn: 1, step: 'precombat_main',
    });
    expect(p.pt('Grizzly Bears')).toBe('1/1');
    p.cast(0, 'Glorious Anthem').resolve();
    expect(p.pt('Grizzly Bears')).toBe('2/2');   // 7b: 1/1 (Humility), 7c: +1/+1 (the Anthem)
    expect(p.pt('Hill Giant')).toBe('1/1');
    sameAsScratch(p);
  });
});
