/**
 * Genetic Apex (A1) 111–226: each card effect against its card text (tcgdex/cards-database, quoted in
 * the test names). Vanilla cards are covered by the pool check in cards.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { mon, pocket, side } from '../../rules/pocket/index.ts';
import { position } from './helpers.ts';

const names = (p: ReturnType<typeof position>, ids: number[]) => ids.map((id) => p.core.obj(id).card);
const damageOf = (p: ReturnType<typeof position>, ref: string) => p.core.obj(p.id(ref)).damage;
/** The damage the last action did to a Pokémon (from its damage events: a Knocked Out Pokémon's damage is gone). */
const dealt = (p: ReturnType<typeof position>, ref: string) => {
  const id = p.id(ref);
  return p.events.reduce((n, e) => n + (e.type === 'damage' && e.target.kind === 'object' && e.target.id === id ? e.amount : 0), 0);
};

describe('A1 Psychic', () => {
  it('Gengar, Bother: "Your opponent can\'t use any Supporter cards from their hand during their next turn."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Gengar', energy: ['Psychic'] } }, B: { active: 'Tauros', hand: ["Professor's Research"] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Tauros')).toBe(50);
    expect(() => p.act({ type: 'play_trainer', player: 1, card: p.id("Professor's Research") })).toThrow(/Bother.*no Supporter/);
    p.act({ type: 'end_turn', player: 1 });
    p.act({ type: 'end_turn', player: 0 });
    p.act({ type: 'play_trainer', player: 1, card: p.id("Professor's Research") });
    expect(p.core.obj(p.id("Professor's Research")).zone).toBe('graveyard');
  });
  it('Gengar ex, Shadowy Spellbind: "As long as this Pokémon is in the Active Spot, your opponent can\'t use any Supporter cards"', () => {
    const p = position({ turn: 4, active: 'B', players: { A: { active: 'Gengar ex', bench: ['Gastly'] }, B: { active: 'Tauros', hand: ["Professor's Research", 'Sabrina'] } } });
    expect(() => p.act({ type: 'play_trainer', player: 1, card: p.id("Professor's Research") })).toThrow(/Shadowy Spellbind/);
    const q = position({ turn: 4, active: 'B', players: { A: { active: 'Gastly', bench: ['Gengar ex'] }, B: { active: 'Tauros', hand: ["Professor's Research"] } } });
    q.act({ type: 'play_trainer', player: 1, card: q.id("Professor's Research") });
    expect(q.core.player(1).hand.length).toBe(2);
  });
  it('Mewtwo, Power Blast: "Discard 2 {P} Energy from this Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Mewtwo', energy: ['Psychic', 'Psychic', 'Fire', 'Psychic'] } }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Snorlax')).toBe(120);
    expect(mon(p.core, p.id('Mewtwo')).energy).toEqual(['Psychic', 'Fire']);
  });
  it('Gardevoir, Psy Shadow: "Once during your turn, you may take 1 {P} Energy from your Energy Zone and attach it to the {P} Pokémon in the Active Spot."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Mewtwo', bench: ['Gardevoir'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Gardevoir'), ability: 0 });
    expect(mon(p.core, p.id('Mewtwo')).energy).toEqual(['Psychic']);
    expect(mon(p.core, p.id('Gardevoir')).energy).toEqual([]);
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Gardevoir'), ability: 0 })).toThrow(/once during your turn/);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Eevee', bench: ['Gardevoir'] }, B: { active: 'Tauros' } } });
    expect(() => q.act({ type: 'use_ability', player: 0, pokemon: q.id('Gardevoir'), ability: 0 })).toThrow(/not a Psychic Pokémon/);
  });
});

describe('A1 Fighting', () => {
  it('Cubone, Growl: "During your opponent\'s next turn, attacks used by the Defending Pokémon do −20 damage."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Cubone', energy: ['Fighting'] } }, B: { active: { card: 'Tauros', energy: ['Colorless', 'Colorless'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Tauros')).toBe(0);
    p.act({ type: 'attack', player: 1, attack: 0 });
    expect(damageOf(p, 'Cubone')).toBe(30);   // Horn Attack 50 − 20
  });
  it('Hitmonlee, Stretch Kick: "This attack does 30 damage to 1 of your opponent\'s Benched Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Hitmonlee', energy: ['Fighting'] } }, B: { active: 'Tauros', bench: ['Pidgey', 'Eevee'] } } });
    p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Eevee')] });
    expect([damageOf(p, 'Tauros'), damageOf(p, 'Pidgey'), damageOf(p, 'Eevee')]).toEqual([0, 0, 30]);
  });
  it('Grapploct, Knock Back: "Switch out your opponent\'s Active Pokémon to the Bench. (Your opponent chooses the new Active Pokémon.)"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Grapploct', energy: ['Fighting', 'Fighting', 'Fighting'] } }, B: { active: 'Snorlax', bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(names(p, [side(p.core, 1).active!])).toEqual(['Pidgey']);
    expect(damageOf(p, 'Snorlax')).toBe(70 + 20);   // Snorlax is weak to Fighting
  });
});

describe('A1 Metal and Colorless', () => {
  it('Meltan, Amass: "Take 1 {M} Energy from your Energy Zone and attach it to this Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Meltan', energy: ['Metal'] } }, B: { active: 'Tauros' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(mon(p.core, p.id('Meltan')).energy).toEqual(['Metal', 'Metal']);
  });
  it('Melmetal, Hard Coat: "This Pokémon takes -20 damage from attacks."', () => {
    const p = position({ turn: 4, active: 'B', players: { A: { active: 'Melmetal' }, B: { active: { card: 'Tauros', energy: ['Colorless', 'Colorless'] } } } });
    p.act({ type: 'attack', player: 1, attack: 0 });
    expect(damageOf(p, 'Melmetal')).toBe(30);
  });
  it('Pidgeot, Drive Off: "Once during your turn, you may switch out your opponent\'s Active Pokémon to the Bench."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Pidgeot' }, B: { active: 'Snorlax', bench: ['Eevee'] } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Pidgeot'), ability: 0 });
    expect(names(p, [side(p.core, 1).active!, ...side(p.core, 1).bench])).toEqual(['Eevee', 'Snorlax']);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Pidgeot' }, B: { active: 'Snorlax' } } });
    expect(() => q.act({ type: 'use_ability', player: 0, pokemon: q.id('Pidgeot'), ability: 0 })).toThrow(/no Benched Pokémon/);
  });
  it('Wigglytuff ex, Sleepy Song: "Your opponent\'s Active Pokémon is now Asleep."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Wigglytuff ex', energy: ['Colorless', 'Colorless', 'Colorless'] } }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(mon(p.core, p.id('Snorlax')).conditions).toContain('Asleep');
    expect(damageOf(p, 'Snorlax')).toBe(80);
  });
  it('Meowth, Pay Day: "Draw a card."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Meowth', energy: ['Colorless'] }, deck: ['Eevee', 'Pidgey'] }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(names(p, p.core.player(0).hand)).toEqual(['Eevee']);
    expect(damageOf(p, 'Snorlax')).toBe(10);
  });
  it('Pincurchin, Thunder Shock: "Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed."', () => {
    for (const heads of [true, false]) {
      const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pincurchin', energy: ['Lightning', 'Lightning'] } }, B: { active: 'Snorlax' } } });
      p.act({ type: 'attack', player: 0, attack: 0 }, [heads]);
      expect(mon(p.core, p.id('Snorlax')).conditions).toEqual(heads ? ['Paralyzed'] : []);
    }
  });
});

describe('A1 111–226: new effects', () => {
  it('Abra, Teleport: "Switch this Pokémon with 1 of your Benched Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Abra', energy: ['Psychic'] }, bench: ['Eevee', 'Pidgey'] }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Pidgey')] });
    expect(names(p, [side(p.core, 0).active!, ...side(p.core, 0).bench])).toEqual(['Pidgey', 'Eevee', 'Abra']);
  });
  it('Alakazam, Psychic: "30 more damage for each Energy attached to your opponent\'s Active Pokémon"; Jynx 20 more', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Alakazam', energy: ['Psychic', 'Psychic', 'Psychic'] } }, B: { active: { card: 'Snorlax', energy: ['Colorless', 'Colorless'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Snorlax')).toBe(60 + 2 * 30);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Jynx', energy: ['Psychic', 'Psychic'] } }, B: { active: { card: 'Snorlax', energy: ['Colorless'] } } } });
    q.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(q, 'Snorlax')).toBe(30 + 20);
  });
  it('Golurk, Double Lariat; Marowak ex, Bonemerang; Kangaskhan, Dizzy Punch: "Flip 2 coins. This attack does N damage for each heads."', () => {
    const cases: [string, string[], boolean[], number][] = [
      ['Golurk', ['Psychic', 'Psychic', 'Psychic', 'Psychic'], [true, true], 200],
      ['Golurk', ['Psychic', 'Psychic', 'Psychic', 'Psychic'], [true, false], 100],
      ['Marowak ex', ['Fighting', 'Fighting'], [false, true], 80 + 20],   // Snorlax is weak to Fighting
      ['Kangaskhan', ['Colorless'], [false, false], 0],
    ];
    for (const [card, energy, flips, dmg] of cases) {
      const p = position({ turn: 3, active: 'A', players: { A: { active: { card, energy } }, B: { active: { card: 'Snorlax' } } } });
      p.act({ type: 'attack', player: 0, attack: 0 }, flips);
      expect([card, dealt(p, 'Snorlax')]).toEqual([card, dmg]);
    }
  });
  it('Lickitung, Continuous Lick: "Flip a coin until you get tails. This attack does 60 damage for each heads."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Lickitung', energy: ['Colorless', 'Colorless', 'Colorless'] } }, B: { active: 'Chansey' } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true, true, false]);
    expect(dealt(p, 'Chansey')).toBe(120);
  });
  it('Dugtrio, Dig: heads, "during your opponent\'s next turn, prevent all damage from—and effects of—attacks done to this Pokémon"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Dugtrio', energy: ['Fighting'] } }, B: { active: { card: 'Grimer', energy: ['Darkness'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(damageOf(p, 'Grimer')).toBe(40 + 20);   // Grimer is weak to Fighting
    p.act({ type: 'attack', player: 1, attack: 0 });
    expect(damageOf(p, 'Dugtrio')).toBe(0);
    expect(mon(p.core, p.id('Dugtrio')).conditions).toEqual([]);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Dugtrio', energy: ['Fighting'] } }, B: { active: { card: 'Grimer', energy: ['Darkness'] } } } });
    q.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    q.act({ type: 'attack', player: 1, attack: 0 });
    expect(damageOf(q, 'Dugtrio')).toBe(10 + 10);   // Poison Gas, then Poison at the Checkup
    expect(mon(q.core, q.id('Dugtrio')).conditions).toEqual(['Poisoned']);
  });
  it('Primeape, Fight Back: "If this Pokémon has damage on it, this attack does 60 more damage."', () => {
    for (const [damage, done] of [[10, 100 + 20], [0, 40 + 20]] as const) {
      const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Primeape', energy: ['Fighting', 'Fighting'], damage } }, B: { active: 'Chansey' } } });
      p.act({ type: 'attack', player: 0, attack: 0 });
      expect(dealt(p, 'Chansey')).toBe(done);
    }
  });
  it('Golem, Double-Edge: "This Pokémon also does 50 damage to itself." (no Weakness, no reductions)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Golem', energy: ['Fighting', 'Fighting', 'Fighting', 'Fighting'] } }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(dealt(p, 'Snorlax')).toBe(150 + 20);
    expect(damageOf(p, 'Golem')).toBe(50);
  });
  it('Nidoran♀, Call for Family: "Put 1 random Nidoran♂ from your deck onto your Bench."; Nidoqueen, Lovestrike: 50 more for each Benched Nidoking', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Nidoran♀', energy: ['Darkness'] }, deck: ['Eevee', 'Nidoran♂', 'Pidgey'] }, B: { active: 'Snorlax' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(names(p, side(p.core, 0).bench)).toEqual(['Nidoran♂']);
    expect(p.core.player(0).library.length).toBe(2);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Nidoqueen', energy: ['Darkness', 'Darkness', 'Darkness'] }, bench: ['Nidoking', 'Nidoking', 'Eevee'] }, B: { active: 'Chansey' } } });
    q.act({ type: 'attack', player: 0, attack: 0 });
    expect(dealt(q, 'Chansey')).toBe(80 + 2 * 50);
  });
  it('Nidoking, Poison Horn: "Your opponent\'s Active Pokémon is now Poisoned."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Nidoking', energy: ['Darkness', 'Darkness', 'Darkness'] } }, B: { active: 'Chansey' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(mon(p.core, p.id('Chansey')).conditions).toEqual(['Poisoned']);
  });
  it('Mawile, Crunch / Fearow, Drill Run: "Flip a coin. If heads, discard a random Energy from your opponent\'s Active Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Mawile', energy: ['Metal'] } }, B: { active: { card: 'Snorlax', energy: ['Colorless', 'Fire'] } } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(mon(p.core, p.id('Snorlax')).energy.length).toBe(1);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Fearow', energy: ['Colorless', 'Colorless'] } }, B: { active: { card: 'Snorlax', energy: ['Colorless', 'Fire'] } } } });
    q.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(mon(q.core, q.id('Snorlax')).energy.length).toBe(2);
  });
  it('Dragonite, Draco Meteor: "1 of your opponent\'s Pokémon is chosen at random 4 times. For each time a Pokémon was chosen, do 50 damage to it."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Dragonite', energy: ['Water', 'Lightning', 'Colorless', 'Colorless'] } }, B: { active: 'Snorlax', bench: ['Chansey'] } } });
    p.rules.forced.picks.push('Chansey', 'Snorlax', 'Chansey', 'Chansey');
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect([dealt(p, 'Snorlax'), dealt(p, 'Chansey')]).toEqual([50, 150]);
  });
  it('Persian, Shadow Claw: "Flip a coin. If heads, discard a random card from your opponent\'s hand."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Persian', energy: ['Colorless', 'Colorless'] } }, B: { active: 'Snorlax', hand: ['Potion', 'Eevee'] } } });
    p.rules.forced.picks.push('Eevee');
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(names(p, p.core.player(1).hand)).not.toContain('Eevee');   // (B then draws for the turn)
    expect(p.core.obj(p.id('Eevee (B)')).zone).toBe('graveyard');
  });
  it('Porygon, Data Scan: "Once during your turn, you may look at the top card of your deck."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Porygon', deck: ['Pidgey', 'Eevee'] }, B: { active: 'Snorlax' } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Porygon'), ability: 0 });
    const seen = p.events.find((e) => e.type === 'pocket_reveal');
    expect(seen && seen.type === 'pocket_reveal' && [seen.player, seen.cards]).toEqual([0, ['Pidgey']]);
    expect(p.core.player(0).library.length).toBe(2);
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Porygon'), ability: 0 })).toThrow(/once during your turn/);
  });
  it('Cinccino, Do the Wave: "This attack does 30 damage for each of your Benched Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Cinccino', energy: ['Colorless', 'Colorless', 'Colorless'] }, bench: ['Eevee', 'Pidgey', 'Minccino'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Chansey')).toBe(90);
  });
});

describe('A1 Supporters 221–226', () => {
  it('Blaine: "During this turn, attacks used by your Ninetales, Rapidash, or Magmar do +30 damage to your opponent\'s Active Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Magmar', energy: ['Fire', 'Fire'] }, hand: ['Blaine'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Blaine') });
    p.act({ type: 'attack', player: 0, attack: 0 });
    const plain = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Magmar', energy: ['Fire', 'Fire'] } }, B: { active: 'Chansey' } } });
    plain.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Chansey') - damageOf(plain, 'Chansey')).toBe(30);
    const other = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Tauros', energy: ['Fire', 'Fire'] }, hand: ['Blaine'] }, B: { active: 'Chansey' } } });
    other.act({ type: 'play_trainer', player: 0, card: other.id('Blaine') });
    other.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(other, 'Chansey')).toBe(50);
  });
  it('Koga: "Put your Muk or Weezing in the Active Spot into your hand." (with the cards under it; its Energy is gone)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Weezing', energy: ['Darkness'], damage: 30 }, bench: ['Eevee'], hand: ['Koga'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Koga') });
    expect(names(p, p.core.player(0).hand)).toContain('Weezing');
    expect(side(p.core, 0).active).toBe(null);
    p.act({ type: 'promote', player: 0, card: p.id('Eevee') });
    expect(names(p, [side(p.core, 0).active!])).toEqual(['Eevee']);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Grimer', bench: ['Weezing'], hand: ['Koga'] }, B: { active: 'Chansey' } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Koga') })).toThrow(/no Muk or Weezing in the Active Spot/);
  });
  it('Brock: "Take 1 {F} Energy from your Energy Zone and attach it to your Golem or Onix."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Eevee', bench: ['Onix'], hand: ['Brock'] }, B: { active: 'Chansey' } } });
    expect(() => p.act({ type: 'play_trainer', player: 0, card: p.id('Brock'), targets: [p.id('Eevee')] })).toThrow(/not a legal target/);
    p.act({ type: 'play_trainer', player: 0, card: p.id('Brock'), targets: [p.id('Onix')] });
    expect(mon(p.core, p.id('Onix')).energy).toEqual(['Fighting']);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Eevee', hand: ['Brock'] }, B: { active: 'Chansey' } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Brock') })).toThrow(/no Pokémon to choose/);
  });
  it('Lt. Surge: "Move all {L} Energy from your Benched Pokémon to your Raichu, Electrode, or Electabuzz in the Active Spot."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Raichu', bench: [{ card: 'Pikachu', energy: ['Lightning', 'Lightning', 'Water'] }, { card: 'Eevee', energy: ['Lightning'] }], hand: ['Lt. Surge'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Lt. Surge') });
    expect(mon(p.core, p.id('Raichu')).energy).toEqual(['Lightning', 'Lightning', 'Lightning']);
    expect(mon(p.core, p.id('Pikachu')).energy).toEqual(['Water']);
    expect(mon(p.core, p.id('Eevee')).energy).toEqual([]);
    const q = position({ turn: 3, active: 'A', players: { A: { active: 'Pikachu', bench: ['Raichu'], hand: ['Lt. Surge'] }, B: { active: 'Chansey' } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Lt. Surge') })).toThrow(/Active Spot/);
  });
});

describe('A1 Fossils 216–218 and what evolves from them', () => {
  it('Dome Fossil: "Play this card as if it were a 40-HP Basic {C} Pokémon." — played to the Bench, Kabuto evolves from it', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Eevee', hand: ['Dome Fossil', 'Kabuto'] }, B: { active: 'Chansey' } } });
    expect(() => p.act({ type: 'play_trainer', player: 0, card: p.id('Dome Fossil') })).toThrow(/Pokémon, not a Trainer/);
    p.act({ type: 'play_basic', player: 0, card: p.id('Dome Fossil') });
    expect(names(p, side(p.core, 0).bench)).toEqual(['Dome Fossil']);
    p.act({ type: 'end_turn', player: 0 });
    p.act({ type: 'end_turn', player: 1 });
    p.act({ type: 'evolve', player: 0, card: p.id('Kabuto'), to: p.id('Dome Fossil') });
    expect(names(p, side(p.core, 0).bench)).toEqual(['Kabuto']);
    expect(p.core.obj(p.id('Dome Fossil')).zone).not.toBe('graveyard');
  });
  it('Helix Fossil: "At any time during your turn, you may discard this card from play." (no points; the Bench fills the Active Spot)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Helix Fossil', bench: ['Eevee'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Helix Fossil'), ability: 0 });
    expect(p.core.obj(p.id('Helix Fossil')).zone).toBe('graveyard');
    expect(pocket(p.core).players[1]!.points).toBe(0);
    p.act({ type: 'promote', player: 0, card: p.id('Eevee') });
    expect(names(p, [side(p.core, 0).active!])).toEqual(['Eevee']);
    const q = position({ turn: 4, active: 'B', players: { A: { active: 'Helix Fossil', bench: ['Eevee'] }, B: { active: 'Chansey' } } });
    expect(() => q.act({ type: 'use_ability', player: 0, pokemon: q.id('Helix Fossil'), ability: 0 })).toThrow();
  });
  it('Old Amber: "This card can\'t retreat."; a Knocked Out Fossil gives a point', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Old Amber', energy: ['Colorless'] }, bench: ['Eevee'] }, B: { active: { card: 'Tauros', energy: ['Colorless', 'Colorless'] } } } });
    expect(() => p.act({ type: 'retreat', player: 0, to: p.id('Eevee') })).toThrow(/retreat/);
    p.act({ type: 'end_turn', player: 0 });
    p.act({ type: 'attack', player: 1, attack: 0 });
    expect(p.core.obj(p.id('Old Amber')).zone).toBe('graveyard');
    expect(pocket(p.core).players[1]!.points).toBe(1);
  });
  it('Poké Ball does not find a Fossil in the deck (it is an Item there)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Eevee', hand: ['Poké Ball'], deck: ['Old Amber', 'Potion'] }, B: { active: 'Chansey' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Poké Ball') });
    expect(names(p, p.core.player(0).hand)).toEqual([]);
  });
  it('Kabutops, Leech Life: "Heal from this Pokémon the same amount of damage you did to your opponent\'s Active Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Kabutops', energy: ['Fighting'], damage: 100 } }, B: { active: 'Chansey' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Chansey')).toBe(50 + 20);   // Chansey is weak to Fighting
    expect(damageOf(p, 'Kabutops')).toBe(100 - 70);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Kabutops', energy: ['Fighting'], damage: 30 } }, B: { active: 'Snorlax' } } });
    q.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(q, 'Kabutops')).toBe(0);
  });
  it('Aerodactyl, Primal Wingbeat: "Flip a coin. If heads, your opponent shuffles their Active Pokémon into their deck."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Aerodactyl', energy: ['Colorless', 'Colorless'] } }, B: { active: { card: 'Raticate', energy: ['Colorless'] }, bench: ['Eevee'], deck: [] } } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(names(p, p.core.player(1).library)).toEqual(['Raticate']);
    expect(side(p.core, 1).active).toBe(null);
    p.act({ type: 'promote', player: 1, card: p.id('Eevee') });
    expect(names(p, [side(p.core, 1).active!])).toEqual(['Eevee']);
    expect(pocket(p.core).players[0]!.points).toBe(0);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Aerodactyl', energy: ['Colorless', 'Colorless'] } }, B: { active: 'Snorlax', bench: ['Eevee'] } } });
    q.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(names(q, [side(q.core, 1).active!])).toEqual(['Snorlax']);
  });
  it('Heliolisk, Quick Attack: "Flip a coin. If heads, this attack does 40 more damage."', () => {
    for (const [heads, done] of [[true, 80], [false, 40]] as const) {
      const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Heliolisk', energy: ['Lightning', 'Lightning'] } }, B: { active: 'Snorlax' } } });
      p.act({ type: 'attack', player: 0, attack: 0 }, [heads]);
      expect(damageOf(p, 'Snorlax')).toBe(done);
    }
  });
});

describe('A1 205 Ditto', () => {
  it('Ditto, Copy Anything: "Choose 1 of your opponent\'s Pokémon\'s attacks and use it as this attack." — a Benched Pokémon\'s attack too', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Ditto', energy: ['Colorless', 'Colorless'] } }, B: { active: 'Chansey', bench: ['Tauros'] } } }, (c) => (c.kind === 'mode' ? 1 : undefined));
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(p.asked.map((c) => c.kind === 'mode' && c.options)).toEqual([['Gentle Slap', 'Horn Attack']]);
    expect(damageOf(p, 'Chansey')).toBe(50);   // Tauros's Horn Attack {C}{C} 50
  });
  it('"If this Pokémon doesn\'t have the necessary Energy to use that attack, this attack does nothing."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Ditto', energy: ['Colorless'] } }, B: { active: 'Chansey' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(damageOf(p, 'Chansey')).toBe(0);   // Gentle Slap costs {C}{C}{C}
  });
});
