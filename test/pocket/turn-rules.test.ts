/**
 * The turn and the game (issue 5, "Pokémon TCG Pocket"; vortexgaming.io/en/postdetail/425410;
 * fevolant.neocities.org/ptcgp): draw each turn, the Energy Zone's one Energy a turn (none on the first
 * player's first turn), Basics to a Bench of 3, evolving (not on a player's first turn, nor the turn the
 * Pokémon came into play), one Supporter a turn, attacking ends the turn, Knock Outs score 1 point (2 for
 * a Pokémon ex), 3 points win, a player with no Pokémon left in play loses, the 30-turn limit.
 */
import { describe, expect, it } from 'vitest';
import { newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import { inPlay, loadPocketDeck, pocket, side } from '../../rules/pocket/index.ts';
import { pool, position, types } from './helpers.ts';

describe('a turn', () => {
  it('start: the Energy Zone makes the planned Energy and the player draws; then the main step waits for them', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur' }, B: { active: 'Tauros', energy_zone: ['Water', 'Psychic'], deck: ['Pidgey', 'Rattata'] } } });
    p.act({ type: 'end_turn', player: 0 });
    expect(types(p.events).filter((t) => ['turn', 'step', 'pocket_energy_zone', 'draw', 'pocket_checkup'].includes(t)))
      .toEqual(['step', 'pocket_checkup', 'turn', 'step', 'pocket_energy_zone', 'draw', 'step']);
    expect(side(p.core, 1).energy).toBe('Water');
    expect(p.core.player(1).hand.map((id) => p.core.obj(id).card)).toEqual(['Pidgey']);
    expect(pocket(p.core).pending).toEqual({ kind: 'main', player: 1 });
  });
  it('the first player gets no Energy on the first turn', () => {
    const g = newPocketGame({ seed: 5, decks: decks(), pool: pool(), policies: [randomPocketPolicy(1), randomPocketPolicy(2)] });
    g.start();
    const first = g.core.s.active;
    expect(g.core.s.turn).toBe(1);
    expect(side(g.core, first).energy).toBeNull();
    expect(() => g.submit({ type: 'attach_energy', player: first, to: side(g.core, first).active! })).toThrow(/first turn/);
    g.submit({ type: 'end_turn', player: first });
    expect(side(g.core, g.core.s.active).energy).not.toBeNull();
    g.dispose();
  });
  it('one Energy a turn from the Energy Zone; it doesn\'t carry over', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', bench: ['Snivy'], energy_zone: ['Grass', 'Grass'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'attach_energy', player: 0, to: p.id('Snivy') });
    expect(() => p.act({ type: 'attach_energy', player: 0, to: p.id('Bulbasaur') })).toThrow(/attached already/);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', energy_zone: ['Grass', 'Fire'] }, B: { active: 'Tauros', energy_zone: ['Water'] } } });
    expect(side(q.core, 0).energy).toBe('Grass');
    q.act({ type: 'end_turn', player: 0 });   // A's Grass was not attached: it is gone ("Unused energy disappears")
    expect([side(q.core, 0).energy, side(q.core, 1).energy]).toEqual([null, 'Water']);
  });
  it('an empty deck: no card is drawn, and nobody loses for it', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur' }, B: { active: 'Tauros', deck: [] } } });
    p.act({ type: 'end_turn', player: 0 });
    expect(p.events.some((e) => e.type === 'draw')).toBe(false);
    expect(p.game.over).toBe(false);
  });
  it('Basic Pokémon go to the Bench, at most 3', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', bench: ['Pidgey', 'Pidgey'], hand: ['Rattata', 'Weedle'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_basic', player: 0, card: p.id('Rattata') });
    expect(() => p.act({ type: 'play_basic', player: 0, card: p.id('Weedle') })).toThrow(/at most 3/);
  });
  it('evolving: not onto a Pokémon that came into play this turn, not during the player\'s first turn', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Rattata', hand: ['Bulbasaur', 'Ivysaur'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_basic', player: 0, card: p.id('Bulbasaur') });
    expect(() => p.act({ type: 'evolve', player: 0, card: p.id('Ivysaur'), to: p.id('Bulbasaur') })).toThrow(/this turn/);
    const q = position({ turn: 2, active: 'B', players: { A: { active: 'Rattata' }, B: { active: 'Bulbasaur', hand: ['Ivysaur'] } } });
    expect(() => q.act({ type: 'evolve', player: 1, card: q.id('Ivysaur'), to: q.id('Bulbasaur') })).toThrow(/first turn/);
    const r = position({ turn: 3, active: 'A', players: { A: { active: 'Rattata', hand: ['Ivysaur'] }, B: { active: 'Tauros' } } });
    expect(() => r.act({ type: 'evolve', player: 0, card: r.id('Ivysaur'), to: r.id('Rattata') })).toThrow(/evolves from Bulbasaur/);
  });
  it('one Supporter a turn; Items as many as you like', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Bulbasaur', damage: 60 }, hand: ["Professor's Research", 'Erika', 'Potion', 'Potion'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id("Professor's Research") });
    expect(() => p.act({ type: 'play_trainer', player: 0, card: p.id('Erika') })).toThrow(/one Supporter/);
    p.act({ type: 'play_trainer', player: 0, card: p.id('Potion') });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Potion') });
    expect(p.core.obj(p.id('Bulbasaur')).damage).toBe(20);
  });
  it('attacking ends the turn', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pidgey', energy: ['Grass'] } }, B: { active: 'Tauros' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(p.core.s.turn).toBe(4);
    expect(() => p.act({ type: 'end_turn', player: 0 })).toThrow(/not A's decision|not your|it is not/);
  });
  it('an attack needs its Energy', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Bulbasaur', energy: ['Water', 'Water'] } }, B: { active: 'Tauros' } } });
    expect(() => p.act({ type: 'attack', player: 0, attack: 0 })).toThrow(/doesn't have the Energy for Vine Whip/);
  });
});

describe('Knock Outs and winning', () => {
  it('a Knock Out scores 1 point and the opponent must promote a Benched Pokémon before anything else (POCKET-05)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Tauros', energy: ['Grass', 'Grass'] } }, B: { active: 'Rattata', bench: ['Pidgey', 'Wooloo'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(side(p.core, 0).points).toBe(1);
    expect(pocket(p.core).pending).toEqual({ kind: 'promote', player: 1 });
    expect(() => p.game.submit({ type: 'end_turn', player: 1 })).toThrow(/new Active Pokémon/);
    p.act({ type: 'promote', player: 1, card: p.id('Wooloo') });
    expect(side(p.core, 1).active).toBe(p.id('Wooloo'));
    expect(pocket(p.core).pending).toEqual({ kind: 'main', player: 1 });
  });
  it('a Pokémon ex is worth 2 points; 3 points win', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Tauros', energy: ['Grass', 'Grass'] }, points: 1 }, B: { active: { card: 'Mewtwo ex', damage: 110 }, bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(side(p.core, 0).points).toBe(3);
    expect(p.core.s.result).toMatchObject({ winner: 0, draw: false });
  });
  it('no Pokémon left in play loses, even without 3 points', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Tauros', energy: ['Grass', 'Grass'] } }, B: { active: 'Rattata' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(side(p.core, 0).points).toBe(1);
    expect(p.core.s.result).toMatchObject({ winner: 0, reason: 'B has no Pokémon left in play' });
  });
  it('a win ends the game at once: the Checkup that would Knock Out the winner\'s Poisoned Pokémon never comes', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Grimer', energy: ['Darkness'], damage: 60, status: ['Poisoned'] }, points: 2 }, B: { active: { card: 'Rattata', damage: 30 }, points: 2 } } });
    p.act({ type: 'attack', player: 0, attack: 0 });   // Poison Gas KOs Rattata: A reaches 3, B has no Pokémon
    expect(p.core.s.result).toMatchObject({ winner: 0 });
    expect(p.events.some((e) => e.type === 'pocket_checkup')).toBe(false);
  });
  it('both players winning at once is a draw (Checkup Knock Outs of both last Pokémon at 2 points each)', () => {
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Rattata', damage: 30, status: ['Poisoned'] }, points: 2 }, B: { active: { card: 'Pidgey', damage: 50, status: ['Poisoned'] }, points: 2 } } });
    q.act({ type: 'end_turn', player: 0 });
    expect(q.core.s.result).toMatchObject({ draw: true });
  });
  it('the 30-turn limit: no winner after turn 30 is a draw', () => {
    const p = position({ turn: 30, active: 'B', players: { A: { active: 'Tauros' }, B: { active: 'Tauros' } } });
    p.act({ type: 'end_turn', player: 1 });
    expect(p.core.s.result).toMatchObject({ draw: true, reason: "no winner after 30 turns (Pocket's turn limit)" });
  });
  it('Knock Outs go to the discard pile with the cards under them', () => {
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Bulbasaur', damage: 50 }, hand: ['Ivysaur'], bench: ['Pidgey'] }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'] } } } });
    q.act({ type: 'evolve', player: 0, card: q.id('Ivysaur'), to: q.id('Bulbasaur') });
    q.act({ type: 'end_turn', player: 0 });
    q.act({ type: 'attack', player: 1, attack: 0 });   // Horn Attack 50 on Ivysaur (90 HP) with 50 damage
    expect(q.core.player(0).graveyard.map((id) => q.core.obj(id).card).sort()).toEqual(['Bulbasaur', 'Ivysaur']);
    expect(inPlay(q.core, 0).map((id) => q.core.obj(id).card)).toEqual(['Pidgey']);
  });
});

function decks() {
  return [loadPocketDeck('cards/decks/pocket-grass-poison.yaml', pool()), loadPocketDeck('cards/decks/pocket-water-psychic.yaml', pool())];
}
