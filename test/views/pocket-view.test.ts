/**
 * The Pocket view. A hand is hidden from the opponent (seeds/active-effects-design.md: Mew's Psy Report is an
 * effect by which the "opponent reveals their hand") and a deck, shuffled at setup, from both players; the
 * Active Spot, the Bench, the cards under an evolved Pokémon and the discard piles are public. A card keeps its
 * id from zone to zone.
 */
import { describe, expect, it } from 'vitest';
import { addObject } from '../../rules/index.ts';
import type { GameEvent } from '../../rules/index.ts';
import { addCard, createPocketState } from '../../rules/pocket/index.ts';
import type { PocketGameState } from '../../rules/pocket/index.ts';
import { pocketViewEvent, pocketViewOf, pocketZoneVisible } from '../../rules/pocket/view.ts';

const A = 0;
const B = 1;

function position(): { s: PocketGameState; bulbasaur: number; pokeBall: number; snivy: number; mewtwo: number; rattata: number } {
  const s = createPocketState({ seed: 5, players: [{ name: 'A', deck: [], energy: ['Grass'] }, { name: 'B', deck: [], energy: ['Psychic'] }] });
  const bulbasaur = addCard(s, 'Bulbasaur', A, 'deck');
  const pokeBall = addCard(s, 'Poké Ball', A, 'hand');
  const snivy = addCard(s, 'Snivy', A, 'hand');
  const rattata = addCard(s, 'Rattata', B, 'discard');
  const mewtwo = addObject(s, 'Mewtwo ex', B, 'battlefield').id;
  s.pocket.players[B]!.active = mewtwo;
  s.pocket.pokemon[mewtwo] = { id: mewtwo, under: [], energy: ['Psychic'], conditions: ['Poisoned'], sinceTurn: 1 };
  s.pocket.players[A]!.energyPlan = ['Grass', 'Grass'];
  return { s, bulbasaur, pokeBall, snivy, mewtwo, rattata };
}

describe('pocketViewOf', () => {
  it('the opponent\'s hand and both decks are counts; one\'s own hand is listed with its cards', () => {
    const { s, pokeBall, snivy, bulbasaur } = position();
    const mine = pocketViewOf(s, A);
    expect(mine.players[A]).toMatchObject({ hand: [pokeBall, snivy], handSize: 2, librarySize: 1 });
    expect(mine.objects[snivy]!.card).toBe('Snivy');
    expect(mine.objects[bulbasaur]).toBeUndefined();
    const theirs = pocketViewOf(s, B);
    expect(theirs.players[A]).toMatchObject({ hand: null, handSize: 2, librarySize: 1 });
    expect(JSON.stringify(theirs)).not.toMatch(/Snivy|Poké Ball|Bulbasaur/);
  });

  it('Pokémon in play with their Energy and Special Conditions, discard piles and points are public', () => {
    const { s, mewtwo, rattata } = position();
    s.pocket.players[B]!.points = 2;
    const v = pocketViewOf(s, A);
    expect(v.pocket.players[B]).toMatchObject({ active: mewtwo, points: 2 });
    expect(v.pocket.pokemon[mewtwo]).toEqual({ id: mewtwo, under: [], energy: ['Psychic'], conditions: ['Poisoned'], sinceTurn: 1 });
    expect(v.players[B]!.graveyard).toEqual([rattata]);
    expect(v.objects[mewtwo]!.card).toBe('Mewtwo ex');
  });

  it('leaves out the generator, the seed, and the Energy planned for later turns, which would tell the future', () => {
    const { s } = position();
    const v = pocketViewOf(s, A);
    expect((v as unknown as Record<string, unknown>)['rng']).toBeUndefined();
    expect(v.pocket.players[A]).not.toHaveProperty('energyPlan');
    expect(v.pocket).not.toHaveProperty('nextEffectId');
  });

  it('zones: a deck is hidden from both players, a hand from the opponent, everything else public', () => {
    expect(['deck', 'hand', 'active', 'bench', 'under', 'discard'].map((z) => pocketZoneVisible(z as 'deck', A, B))).toEqual([false, false, true, true, true, true]);
    expect(pocketZoneVisible('hand', A, A)).toBe(true);
    expect(pocketZoneVisible('deck', A, A)).toBe(false);
  });
});

describe('pocketViewEvent', () => {
  it('Poké Ball: a random pick from the deck names no candidate nor the pick, to either player', () => {
    const { s, bulbasaur } = position();
    const e: GameEvent = { type: 'pocket_random', player: A, reason: 'Poké Ball', options: [bulbasaur], chosen: bulbasaur };
    for (const viewer of [A, B]) expect(pocketViewEvent(e, s, viewer)).toEqual({ ...e, options: null, chosen: null });
  });

  it('a card searched from the deck into the hand: its owner sees it, the opponent that a card moved', () => {
    const { s, bulbasaur } = position();
    s.players[A]!.library = []; s.players[A]!.hand.push(bulbasaur); s.objects[bulbasaur]!.zone = 'hand';
    const e: GameEvent = { type: 'pocket_move', object: bulbasaur, card: 'Bulbasaur', owner: A, from: 'deck', to: 'hand', cause: 'Poké Ball' };
    expect(pocketViewEvent(e, s, A)).toEqual(e);
    expect(pocketViewEvent(e, s, B)).toEqual({ ...e, object: null, card: null });
  });

  it('a hand shuffled into the deck: its owner knows the cards, not where they went; the opponent knows nothing', () => {
    const { s, snivy } = position();
    s.players[A]!.hand = [s.players[A]!.hand[0]!]; s.players[A]!.library.push(snivy); s.objects[snivy]!.zone = 'library';
    const e: GameEvent = { type: 'pocket_move', object: snivy, card: 'Snivy', owner: A, from: 'hand', to: 'deck', cause: 'Red Card' };
    expect(pocketViewEvent(e, s, A)).toEqual({ ...e, object: null });
    expect(pocketViewEvent(e, s, B)).toEqual({ ...e, object: null, card: null });
  });

  it('a Basic Pokémon put onto the Bench from the hand is public from then on', () => {
    const { s, snivy } = position();
    s.objects[snivy]!.zone = 'battlefield';
    const e: GameEvent = { type: 'pocket_move', object: snivy, card: 'Snivy', owner: A, from: 'hand', to: 'bench', cause: 'play' };
    expect(pocketViewEvent(e, s, B)).toEqual(e);
  });

  it('a Trainer played is named to both players; its id while still in the hand is its owner\'s', () => {
    const { s, pokeBall } = position();
    const e: GameEvent = { type: 'pocket_trainer', player: A, object: pokeBall, card: 'Poké Ball', trainer: 'Item' };
    expect(pocketViewEvent(e, s, B)).toEqual({ ...e, object: null });
    expect(pocketViewEvent(e, s, A)).toEqual(e);
  });

  it('a draw: the drawing player sees the card, the opponent that a card was drawn', () => {
    const { s, snivy } = position();
    const e: GameEvent = { type: 'draw', player: A, object: snivy };
    expect(pocketViewEvent(e, s, A)).toEqual(e);
    expect(pocketViewEvent(e, s, B)).toEqual({ type: 'draw', player: A, object: null });
  });

  it('attacks, damage, coin flips, Energy and points are public as they are', () => {
    const { s, mewtwo } = position();
    const events: GameEvent[] = [
      { type: 'pocket_attack', player: B, object: mewtwo, card: 'Mewtwo ex', attack: 'Psydrive' },
      { type: 'damage', source: mewtwo, sourceName: 'Psydrive', target: { kind: 'object', id: mewtwo }, amount: 150, combat: true },
      { type: 'pocket_coin', player: A, reason: 'who goes first', heads: true }, { type: 'pocket_energy_zone', player: A, energy: 'Grass' },
      { type: 'pocket_points', player: B, amount: 1 },
    ];
    for (const e of events) expect(pocketViewEvent(e, s, A), e.type).toEqual(e);
  });
});

describe('pocketViewEvent: cards looked at or revealed', () => {
  it('a look at the top of one\'s own deck (Porygon, Mythical Slab) is private: the opponent sees hidden cards', () => {
    const { s, bulbasaur } = position();
    const look = { type: 'pocket_reveal', player: A, owner: A, objects: [bulbasaur], cards: ['Bulbasaur'], cause: 'Mythical Slab' } as unknown as GameEvent;
    expect(pocketViewEvent(look, s, A)).toMatchObject({ cards: ['Bulbasaur'], objects: [bulbasaur] });
    const seen = pocketViewEvent(look, s, B);
    expect(seen).toMatchObject({ cards: [null], objects: [null] });
    expect(JSON.stringify(seen)).not.toMatch(/Bulbasaur/);
  });

  it('a revealed hand (Mew\'s Psy Report) is seen by the player it is shown to and by its owner', () => {
    const { s } = position();
    const reveal = { type: 'pocket_reveal', player: B, owner: A, cards: ['Poké Ball', 'Snivy'], cause: 'Psy Report' } as unknown as GameEvent;
    expect(pocketViewEvent(reveal, s, B)).toMatchObject({ cards: ['Poké Ball', 'Snivy'] });
    expect(pocketViewEvent(reveal, s, A)).toMatchObject({ cards: ['Poké Ball', 'Snivy'] });
  });
});
