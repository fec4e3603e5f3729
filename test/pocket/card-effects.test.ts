/** Card effects, each against its card text (tcgdex/cards-database, quoted in the test names). */
import { describe, expect, it } from 'vitest';
import { mon, pocket, side } from '../../rules/pocket/index.ts';
import { position } from './helpers.ts';

const names = (p: ReturnType<typeof position>, ids: number[]) => ids.map((id) => p.core.obj(id).card);

describe('Abilities', () => {
  it('Greninja, Water Shuriken: "Once during your turn, you may do 20 damage to 1 of your opponent\'s Pokémon." (POCKET-03)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Greninja' }, B: { active: 'Bulbasaur', bench: ['Weedle'] } } });
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Greninja'), ability: 0, targets: [p.id('Greninja')] })).toThrow(/not a legal target/);
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Greninja'), ability: 0, targets: [p.id('Weedle')] });
    expect(p.core.obj(p.id('Weedle')).damage).toBe(20);
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Greninja'), ability: 0, targets: [p.id('Bulbasaur')] })).toThrow(/once during your turn/);
  });
  it('Greninja without targets given: the player is asked, among the opponent\'s Pokémon', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Greninja' }, B: { active: 'Bulbasaur', bench: ['Weedle'] } } }, (c) => (c.kind === 'target' ? [c.legal[1]!] : undefined));
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Greninja'), ability: 0 });
    expect(p.asked.map((c) => c.kind === 'target' && c.legal.map((t) => p.core.obj(t.id).card))).toEqual([['Bulbasaur', 'Weedle']]);
    expect(p.core.obj(p.id('Weedle')).damage).toBe(20);
  });
  it('Victreebel, Fragrance Trap: "If this Pokémon is in the Active Spot … switch in 1 of your opponent\'s Benched Basic Pokémon"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Victreebel', bench: ['Bellsprout'] }, B: { active: 'Tauros', bench: ['Ivysaur', 'Pidgey'] } } });
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Victreebel'), ability: 0, targets: [p.id('Ivysaur')] })).toThrow(/not a legal target/);
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Victreebel'), ability: 0, targets: [p.id('Pidgey')] });
    expect(names(p, [side(p.core, 1).active!, ...side(p.core, 1).bench])).toEqual(['Pidgey', 'Ivysaur', 'Tauros']);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Bellsprout', bench: ['Victreebel'] }, B: { active: 'Tauros', bench: ['Pidgey'] } } });
    expect(() => q.act({ type: 'use_ability', player: 0, pokemon: q.id('Victreebel'), ability: 0 })).toThrow(/only while Victreebel is in the Active Spot/);
  });
  it('Hypno, Sleep Pendulum: "Once during your turn, you may flip a coin. If heads, your opponent\'s Active Pokémon is now Asleep."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Hypno' }, B: { active: 'Tauros' } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Hypno'), ability: 0 }, [true]);
    expect(mon(p.core, p.id('Tauros')).conditions).toEqual(['Asleep']);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Hypno' }, B: { active: 'Tauros' } } });
    q.act({ type: 'use_ability', player: 0, pokemon: q.id('Hypno'), ability: 0 }, [false]);
    expect(mon(q.core, q.id('Tauros')).conditions).toEqual([]);
  });
  it('Weezing, Gas Leak: "Once during your turn, if this Pokémon is in the Active Spot, you may make your opponent\'s Active Pokémon Poisoned."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Koffing', bench: ['Weezing'] }, B: { active: 'Tauros' } } });
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Weezing'), ability: 0 })).toThrow(/Active Spot/);
  });
  it('a passive Ability is not used (Serperior, Jungle Totem)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Serperior' }, B: { active: 'Tauros' } } });
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Serperior'), ability: 0 })).toThrow(/works by itself/);
  });
});

describe('attacks with effects', () => {
  it('Mewtwo ex, Psydrive: "Discard 2 {P} Energy from this Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Mewtwo ex', energy: ['Psychic', 'Water', 'Psychic', 'Psychic'] } }, B: { active: 'Tauros' } } });
    p.act({ type: 'attack', player: 0, attack: 1 });
    expect(mon(p.core, p.id('Mewtwo ex')).energy).toEqual(['Psychic', 'Water']);
    expect(p.core.obj(p.id('Tauros')).zone).toBe('graveyard');
  });
  it('Venusaur, Mega Drain: "Heal 30 damage from this Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Venusaur', energy: ['Grass', 'Grass', 'Grass', 'Grass'], damage: 50 } }, B: { active: 'Tauros' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(p.core.obj(p.id('Venusaur')).damage).toBe(20);
    expect(p.core.obj(p.id('Tauros')).damage).toBe(80);
  });
  it('Muk, Venoshock: "If your opponent\'s Active Pokémon is Poisoned, this attack does 50 more damage."', () => {
    const attack = (status: string[]) => {
      const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Muk', energy: ['Darkness', 'Darkness', 'Darkness'] } }, B: { active: { card: 'Mewtwo ex', status } } } });
      p.act({ type: 'attack', player: 0, attack: 0 });
      return p.events.filter((e) => e.type === 'damage' && e.sourceName === 'Venoshock').map((e) => e.type === 'damage' && e.amount);
    };
    expect(attack(['Poisoned'])).toEqual([70 + 50 + 20]);   // Mewtwo ex is weak to Darkness
    expect(attack([])).toEqual([70 + 20]);
  });
  it('Caterpie, Find a Friend: "Put 1 random {G} Pokémon from your deck into your hand." (`random` picks which)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Caterpie', energy: ['Grass'] }, deck: ['Pidgey', 'Bulbasaur', 'Snivy', 'Potion'] }, B: { active: 'Tauros' } } });
    p.rules.forced.picks.push('Snivy');
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(names(p, p.core.player(0).hand)).toEqual(['Snivy']);
    expect(p.core.player(0).library.length).toBe(3);
  });
  it('Octillery, Octazooka: the Defending Pokémon flips to attack; tails, the attack doesn\'t happen; "it doesn\'t stack"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Octillery', energy: ['Water', 'Water'] } }, B: { active: { card: 'Venusaur', energy: ['Grass', 'Grass', 'Grass', 'Grass'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    p.act({ type: 'attack', player: 1, attack: 0 }, [false]);
    expect(p.events.find((e) => e.type === 'pocket_attack_failed')).toMatchObject({ reason: 'Octazooka: tails' });
    expect(p.core.obj(p.id('Octillery')).damage).toBe(0);
    p.act({ type: 'attack', player: 0, attack: 0 });                      // a second Octazooka on Venusaur
    expect(pocket(p.core).effects.filter((e) => e.name === 'Octazooka')).toHaveLength(2);
    const flips = p.act({ type: 'attack', player: 1, attack: 0 }, [true]).filter((e) => e.type === 'pocket_coin');
    expect(flips.length).toBe(1);                                       // one flip, not two: it doesn't stack
    expect(p.core.obj(p.id('Octillery')).damage).toBe(80);
  });
});

describe('Trainers', () => {
  it('Poké Ball: "Put a random Basic Pokémon from your deck into your hand."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ['Poké Ball'], deck: ['Ivysaur', 'Pidgey', 'Rattata'] }, B: { active: 'Tauros' } } });
    p.rules.forced.picks.push(1);
    p.act({ type: 'play_trainer', player: 0, card: p.id('Poké Ball') });
    expect(names(p, p.core.player(0).hand)).toEqual(['Rattata']);
    expect(names(p, p.core.player(0).graveyard)).toEqual(['Poké Ball']);
  });
  it('Professor\'s Research: "Draw 2 cards."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ["Professor's Research"], deck: ['Ivysaur', 'Pidgey', 'Rattata'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id("Professor's Research") });
    expect(names(p, p.core.player(0).hand)).toEqual(['Ivysaur', 'Pidgey']);
  });
  it('Potion: "Heal 20 damage from 1 of your Pokémon." — not playable with nothing to heal', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', bench: [{ card: 'Snivy', damage: 30 }], hand: ['Potion', 'Potion'] }, B: { active: 'Tauros' } } });
    expect(() => p.act({ type: 'play_trainer', player: 0, card: p.id('Potion'), targets: [p.id('Bulbasaur')] })).toThrow(/not a legal target/);
    p.act({ type: 'play_trainer', player: 0, card: p.id('Potion'), targets: [p.id('Snivy')] });
    expect(p.core.obj(p.id('Snivy')).damage).toBe(10);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ['Potion'] }, B: { active: 'Tauros' } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Potion') })).toThrow(/no Pokémon has damage/);
  });
  it('Erika: "Heal 50 damage from 1 of your {G} Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Heatmor', damage: 60 }, bench: [{ card: 'Snivy', damage: 60 }], hand: ['Erika'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Erika') });
    expect([p.core.obj(p.id('Heatmor')).damage, p.core.obj(p.id('Snivy')).damage]).toEqual([60, 10]);
  });
  it('Misty: "Choose 1 of your {W} Pokémon, and flip a coin until you get tails. For each heads, … attach [a {W} Energy]"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', bench: ['Froakie'], hand: ['Misty'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Misty') }, [true, true, false]);
    expect(mon(p.core, p.id('Froakie')).energy).toEqual(['Water', 'Water']);
    expect(mon(p.core, p.id('Bulbasaur')).energy).toEqual([]);
  });
  it('Sabrina: "Switch out your opponent\'s Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ['Sabrina'] }, B: { active: 'Tauros', bench: ['Pidgey', 'Wooloo'] } } },
      (c) => (c.kind === 'cards' ? [c.options[1]!] : undefined));
    p.act({ type: 'play_trainer', player: 0, card: p.id('Sabrina') });
    expect(p.asked).toMatchObject([{ kind: 'cards', player: 1 }]);
    expect(names(p, [side(p.core, 1).active!, ...side(p.core, 1).bench])).toEqual(['Wooloo', 'Pidgey', 'Tauros']);
  });
  it('Red Card: "Your opponent shuffles their hand into their deck and draws 3 cards."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ['Red Card'] }, B: { active: 'Tauros', hand: ['Pidgey', 'Potion', 'Leaf', 'Erika', 'Misty'], deck: ['Rattata', 'Rattata'] } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Red Card') });
    expect(p.core.player(1).hand).toHaveLength(3);
    expect(p.core.player(1).library).toHaveLength(4);
  });
});
