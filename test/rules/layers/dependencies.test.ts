/**
 * Order within a layer (rules/magic/layers/compute.ts, orderLayer and dependsOn): timestamp order (CR 613.7) unless an
 * effect depends on another (613.8a), with more than two effects in the layer, with effects that apply to their
 * source or what it is attached to, and with an effect whose object has left the battlefield (611.2c).
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, freshCharacteristics } from '../../../rules/index.ts';
import { O, position } from '../../helpers/position.ts';

describe('613.8a: a dependency among three effects of one layer', () => {
  it('Urborg (earliest) depends on Blood Moon; Opalescence, in layer 4 too, depends on neither: Urborg never applies', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest', 'Blood Moon', 'Opalescence'] }, {}] });
    expect(p.chars('Urborg, Tomb of Yawgmoth').subtypes).toEqual(['Mountain']);
    expect(p.chars('Forest').subtypes).toEqual(['Forest']);
    expect(p.chars('Blood Moon')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 3, toughness: 3 });
  });
});

describe('613.7: an effect on its source or what that is attached to depends on no other', () => {
  it('Basilisk Collar\'s grant, then Turn to Frog on the equipped creature: the later loss of abilities wins', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }, 'Island', 'Island'], hand: ['Turn to Frog'], pool: '{1}{U}' }, {}] });
    expect(p.chars('Grizzly Bears').keywords).toEqual(['deathtouch', 'lifelink']);
    p.cast(0, 'Turn to Frog', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    expect(p.pt('Grizzly Bears')).toBe('1/1');
  });
});

describe('611.2c: a resolved effect whose object has left', () => {
  it('Crimson Wisps on a creature that then died, beside Basilisk Collar\'s layer-6 effect: the others are computed as usual', () => {
    const p = position({
      players: [{ battlefield: ['Hill Giant', { card: 'Basilisk Collar', attachedTo: 'Hill Giant' }, 'Grizzly Bears'], hand: ['Crimson Wisps', 'Shock'], library: ['Island'], pool: '{R}{R}' }, {}],
    });
    p.cast(0, 'Crimson Wisps', { targets: [O(p.id('Grizzly Bears'))] }).resolve();
    expect(p.chars('Grizzly Bears').keywords).toEqual(['haste']);
    p.cast(0, 'Shock', { targets: [O(p.id('Grizzly Bears'))] }).resolveAll();
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
    expect(p.chars('Hill Giant').keywords).toEqual(['deathtouch', 'lifelink']);
    expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
  });
});
