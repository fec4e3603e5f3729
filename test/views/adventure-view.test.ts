/**
 * The Adventure view. Adventure is "a Magic-like game" (seeds/adventure-cards-engine.md) whose DRAW phase draws a
 * card from a library into a hand ("Draw a card", Phase 1): both are hidden as in Magic (CR 400.2, 401.2, 402.3).
 * Unlike Magic, a card keeps its id from zone to zone, so an id is hidden exactly while its card is.
 */
import { describe, expect, it } from 'vitest';
import { createAdventureState } from '../../rules/adventure/index.ts';
import type { AdventureState } from '../../rules/adventure/index.ts';
import { adventureViewEvent, adventureViewOf } from '../../rules/adventure/view.ts';
import type { GameEvent } from '../../rules/index.ts';
import { A, B, table } from './helpers.ts';
import type { Placed } from './helpers.ts';

function position(cards: Placed[]): { s: AdventureState; id: Record<string, number> } {
  const s = createAdventureState({ seed: 3, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] });
  return table(cards, s) as { s: AdventureState; id: Record<string, number> };
}

describe('adventureViewOf', () => {
  it('hands and libraries as in Magic: the opponent\'s hand and both libraries are counts, one\'s own hand is listed', () => {
    const { s, id } = position([{ card: 'Ogre', owner: A, zone: 'hand' }, { card: 'Archer', owner: A, zone: 'library' }, { card: 'Cleric', owner: B, zone: 'hand' }]);
    const v = adventureViewOf(s, A);
    expect(v.players[A]).toMatchObject({ hand: [id['Ogre']], handSize: 1, librarySize: 1 });
    expect(v.players[B]).toMatchObject({ hand: null, handSize: 1 });
    expect(Object.keys(v.objects).map(Number)).toEqual([id['Ogre']]);
  });

  it('mana, pumps in force and waiting triggered effects are public; an argument naming a hidden card is left out', () => {
    const { s, id } = position([{ card: 'Ogre', owner: A, zone: 'battlefield' }, { card: 'Cleric', owner: B, zone: 'hand' }]);
    s.adventure.mana = [{ max: 3, available: 1 }, { max: 2, available: 2 }];
    s.adventure.pumps.push({ object: id['Ogre']!, power: 2, toughness: 2 });
    s.adventure.queue.push({ source: id['Ogre']!, controller: A, name: 'Ogre', effects: [
      { effect: 'damage-creature-2', args: { cardId: id['Cleric']! }, source: id['Ogre']!, controller: A },
      { effect: 'pump-this-1-1', args: { cardId: id['Ogre']! }, source: id['Ogre']!, controller: A },
    ] });
    const v = adventureViewOf(s, A);
    expect(v.adventure.mana).toEqual([{ max: 3, available: 1 }, { max: 2, available: 2 }]);
    expect(v.adventure.pumps).toEqual([{ object: id['Ogre'], power: 2, toughness: 2 }]);
    expect(v.adventure.queue[0]!.effects.map((e) => e.args)).toEqual([{}, { cardId: id['Ogre'] }]);
    expect(adventureViewOf(s, B).adventure.queue[0]!.effects[0]!.args).toEqual({ cardId: id['Cleric'] });
  });

  it('leaves out the random generator and the seed', () => {
    const { s } = position([]);
    const v = adventureViewOf(s, B) as unknown as Record<string, unknown>;
    expect(v['rng']).toBeUndefined();
    expect(v['seed']).toBeUndefined();
  });
});

describe('adventureViewEvent', () => {
  it('a draw: the drawing player sees the card\'s id, the opponent only that a card was drawn', () => {
    const { s, id } = position([{ card: 'Ogre', owner: A, zone: 'hand' }]);
    const e: GameEvent = { type: 'draw', player: A, object: id['Ogre']! };
    expect(adventureViewEvent(e, s, A)).toEqual(e);
    expect(adventureViewEvent(e, s, B)).toEqual({ type: 'draw', player: A, object: null });
  });

  it('a random discard (discard-opponent-N, Mind Rot): which cards it picks is hidden from all but the discarding player until each goes to the graveyard', () => {
    const { s, id } = position([{ card: 'Ogre', owner: B, zone: 'hand' }, { card: 'Cleric', owner: B, zone: 'hand' }]);
    const e: GameEvent = { type: 'adv_discard', player: B, count: 1, cards: [id['Cleric']!] };
    expect(adventureViewEvent(e, s, A)).toEqual({ ...e, cards: null });
    expect(adventureViewEvent(e, s, B)).toEqual(e);
    const discarded: GameEvent = { type: 'zone_change', object: id['Cleric']!, oldId: id['Cleric']!, card: 'Cleric', from: 'hand', to: 'graveyard', owner: B, controller: B, cause: 'discard' };
    s.players[B]!.hand = [id['Ogre']!]; s.players[B]!.graveyard = [id['Cleric']!]; s.objects[id['Cleric']!]!.zone = 'graveyard';
    expect(adventureViewEvent(discarded, s, A)).toEqual(discarded);
  });

  it('a creature returned to its owner\'s hand keeps its id there: hidden from the opponent under both names of it, its card public', () => {
    const { s, id } = position([{ card: 'Ogre', owner: B, zone: 'hand' }]);
    const e: GameEvent = { type: 'zone_change', object: id['Ogre']!, oldId: id['Ogre']!, card: 'Ogre', from: 'battlefield', to: 'hand', owner: B, controller: B, cause: 'return' };
    expect(adventureViewEvent(e, s, A)).toMatchObject({ object: null, oldId: null, card: 'Ogre' });
    expect(adventureViewEvent(e, s, B)).toEqual(e);
  });

  it('mana, pumps and the clean-up are public as they are', () => {
    const { s, id } = position([{ card: 'Ogre', owner: A, zone: 'battlefield' }]);
    const events: GameEvent[] = [
      { type: 'adv_mana_max', player: A, amount: 1, max: 3 }, { type: 'adv_mana_pay', player: A, amount: 2 },
      { type: 'adv_pump', object: id['Ogre']!, power: 1, toughness: 1 }, { type: 'adv_cleanup', turn: 3 },
    ];
    for (const e of events) expect(adventureViewEvent(e, s, B), e.type).toEqual(e);
  });
});
