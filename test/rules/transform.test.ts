/**
 * Transforming double-faced cards (CR 712, 701.28) in general: the back face's characteristics while transformed, its
 * mana value (712.8e), "transforms into" triggers, a card that isn't double-faced (701.28c), and an ability that would
 * transform its source again after it already transformed (701.28f).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../rules/cards/index.ts';
import { emit } from '../../rules/events/emit.ts';
import { O, position } from '../helpers/position.ts';

const moonPup = parseCard(`
name: Moon Pup
cost: "{1}{G}"
type: Creature — Wolf
pt: 1/1
text: "{T}: Transform Moon Pup."
abilities:
  - activated: { cost: "{T}", effects: [{ transform: self }] }
back:
  name: Moon Howler
  type: Creature — Werewolf
  colors: [green]
  pt: 3/3
  text: Whenever this creature transforms into Moon Howler, you gain 3 life.
  abilities:
    - triggered: { when: { transforms_into: self }, effects: [{ gain_life: 3 }] }
`, 'test/rules/moon-pup.yaml');

const flipper = parseCard(`
name: Flipper
cost: "{1}"
type: Artifact Creature — Construct
pt: 1/1
text: "{0}: Transform Flipper."
abilities:
  - activated: { cost: "{0}", effects: [{ transform: self }] }
back:
  name: Flopper
  type: Artifact Creature — Construct
  colors: []
  pt: 2/2
  text: "{0}: Transform Flopper."
  abilities:
    - activated: { cost: "{0}", effects: [{ transform: self }] }
`, 'test/rules/flipper.yaml');

describe('712, 701.28: transforming double-faced cards', () => {
  it('the card loads with its back face, which has no mana cost', () => {
    expect(moonPup.back?.name).toBe('Moon Howler');
    expect(moonPup.back?.cost).toBeNull();
    expect(moonPup.back?.colors).toEqual(['green']);
  });

  it('transformed, it has the back face\'s characteristics, the front face\'s mana value, and its "transforms into" trigger', () => {
    const p = position({ extraCards: [moonPup], players: [{ battlefield: ['Moon Pup'] }, {}] });
    const id = p.id('Moon Pup');
    p.activate(0, id, 0);
    p.resolve();
    const c = p.chars(id);
    expect([c.name, c.power, c.toughness, c.subtypes, c.manaValue]).toEqual(['Moon Howler', 3, 3, ['Werewolf'], 2]);
    expect(p.events('transform').map((e) => [e.card, e.back])).toEqual([['Moon Howler', true]]);
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Moon Howler']);
    p.resolve();
    expect(p.life(0)).toBe(23);
  });

  it('leaving the battlefield, it is a new object showing its front face (CR 400.7, 712.8a)', () => {
    const p = position({ extraCards: [moonPup], players: [{ battlefield: ['Moon Pup', 'Island'], hand: ['Unsummon'] }, {}] });
    p.game.core.obj(p.id('Moon Pup')).transformed = true;
    p.game.core.touch();
    p.cast(0, 'Unsummon', { targets: [O(p.id('Moon Pup'))] });
    p.resolve();
    const inHand = p.obj(p.id('Moon Pup', { zone: 'hand' }));
    expect(inHand.transformed).toBeFalsy();
    expect(p.game.core.def(inHand).name).toBe('Moon Pup');
  });

  it('an ability of a permanent that already transformed since it was put on the stack does not transform it back (CR 701.28f)', () => {
    const p = position({ extraCards: [flipper], players: [{ battlefield: ['Flipper'] }, {}] });
    const id = p.id('Flipper');
    p.activate(0, id, 0).activate(0, id, 0);
    p.resolve();
    expect(p.chars(id).name).toBe('Flopper');
    p.resolve();
    expect(p.chars(id).name).toBe('Flopper');
    expect(p.events('transform')).toHaveLength(1);
  });

  it('a permanent that is not a double-faced card does not transform (CR 701.28c)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    const bears = p.id('Grizzly Bears');
    expect(emit(p.game.core, { type: 'transform', object: bears, card: 'Grizzly Bears', back: true })).toEqual([]);
    expect(p.obj(bears).transformed).toBeFalsy();
    expect(p.chars(bears).name).toBe('Grizzly Bears');
  });
});
