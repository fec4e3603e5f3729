/**
 * Genetic Apex (A1) 001–110: each card with an effect, against its card text (tcgdex/cards-database
 * d9083b73, data/Pokémon TCG Pocket/Genetic Apex/NNN.ts; the text is quoted in the test names).
 */
import { describe, expect, it } from 'vitest';
import { newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import { mon, pocketInvariants, side } from '../../rules/pocket/index.ts';
import type { PocketDeck } from '../../rules/pocket/index.ts';
import { pool, position } from './helpers.ts';

type Pos = ReturnType<typeof position>;
/** [target card, amount] of each damage event the named attack or Ability did. */
const damageBy = (p: Pos, name: string) =>
  p.events.filter((e) => e.type === 'damage' && e.sourceName === name).map((e) => (e.type === 'damage' && e.target.kind === 'object' ? [p.core.obj(e.target.id).card, e.amount] : null));
const hit = (p: Pos, ref: string) => p.core.obj(p.id(ref)).damage;
/** A's Active `card` with `energy` against B's `defender` (a high-HP Mewtwo ex by default). */
const duel = (card: string, energy: string[], more: { a?: Record<string, unknown>; b?: Record<string, unknown>; self?: Record<string, unknown> } = {}) =>
  position({ turn: 3, active: 'A', players: { A: { active: { card, energy, ...more.self }, ...more.a }, B: { active: 'Mewtwo ex', ...more.b } } });

describe('A1 001–110: status, heal and discard attacks', () => {
  it.each([
    ['Venomoth', 'Poisoned', ['Grass']], ['Tentacruel', 'Poisoned', ['Water', 'Water']], ['Frosmoth', 'Asleep', ['Water', 'Water']],
  ])('%s: "Your opponent\'s Active Pokémon is now %s."', (card, status, energy) => {
    const p = duel(card, energy);
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(mon(p.core, p.id('Mewtwo ex')).conditions).toEqual([status]);
  });
  it.each([['Tangela', 40, ['Grass', 'Grass'], 20], ['Petilil', 10, ['Grass'], 20], ['Vaporeon', 60, ['Water', 'Water', 'Water'], 0]] as const)('%s: "Heal N damage from this Pokémon." (%i damage; 30 damage on it → %i)', (card, dmg, energy, left) => {
    const p = duel(card, [...energy], { self: { damage: 30 } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(p, card)).toBe(left);
    expect(hit(p, 'Mewtwo ex')).toBe(dmg);
  });
  it.each([
    ['Charmander', ['Fire', 'Grass', 'Fire'], ['Fire', 'Grass']],
    ['Charizard', ['Fire', 'Fire', 'Water', 'Fire'], ['Fire', 'Water']],
    ['Centiskorch', ['Fire', 'Fire', 'Grass', 'Grass'], ['Fire', 'Grass', 'Grass']],
    ['Ninetales', ['Fire', 'Fire', 'Fire'], ['Fire', 'Fire']],
    ['Flareon', ['Grass', 'Fire', 'Fire'], ['Grass', 'Fire']],
  ])('%s: "Discard {R} Energy from this Pokémon." (only {R} Energy goes)', (card, energy, left) => {
    const p = duel(card, energy);
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect([...mon(p.core, p.id(card)).energy].sort()).toEqual([...left].sort());
  });
  it.each([['Arcanine', 100], ['Arcanine ex', 120]])('%s: "This Pokémon also does 20 damage to itself." (no Weakness, no boost to itself)', (card, dmg) => {
    const p = duel(card, ['Fire', 'Fire', 'Fire']);
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(p, 'Mewtwo ex')).toBe(dmg);
    expect(hit(p, card)).toBe(20);
  });
});

describe('A1 001–110: coin flips', () => {
  it.each([['Exeggutor', 30, 30], ['Exeggutor ex', 40, 40]])('%s: "Flip a coin. If heads, this attack does %i more damage."', (card, base, more) => {
    const heads = duel(card, ['Grass']);
    heads.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(hit(heads, 'Mewtwo ex')).toBe(base + more);
    const tails = duel(card, ['Grass']);
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(hit(tails, 'Mewtwo ex')).toBe(base);
  });
  it.each(['Articuno', 'Eelektross'])('%s: "Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed."', (card) => {
    const energy = card === 'Articuno' ? ['Water', 'Water', 'Water'] : ['Lightning', 'Lightning', 'Lightning'];
    const heads = duel(card, energy);
    heads.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(mon(heads.core, heads.id('Mewtwo ex')).conditions).toEqual(['Paralyzed']);
    const tails = duel(card, energy);
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(mon(tails.core, tails.id('Mewtwo ex')).conditions).toEqual([]);
  });
  it('Electabuzz, Thunder Punch: "If heads, this attack does 40 more damage. If tails, this Pokémon also does 20 damage to itself."', () => {
    const heads = duel('Electabuzz', ['Lightning', 'Lightning']);
    heads.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect([hit(heads, 'Mewtwo ex'), hit(heads, 'Electabuzz')]).toEqual([80, 0]);
    const tails = duel('Electabuzz', ['Lightning', 'Lightning']);
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect([hit(tails, 'Mewtwo ex'), hit(tails, 'Electabuzz')]).toEqual([40, 20]);
  });
});

describe('A1 001–110: chosen targets, Energy and Abilities', () => {
  it.each([['Seadra', 50, ['Water', 'Water', 'Water']], ['Zebstrika', 30, ['Lightning']]])('%s: "This attack does %i damage to 1 of your opponent\'s Pokémon." (no Weakness on the Bench)', (card, dmg, energy) => {
    const p = duel(card, energy, { b: { bench: ['Tauros'] } });
    p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Tauros')] });
    expect(damageBy(p, p.core.obj(p.id(card)).card === 'Seadra' ? 'Water Arrow' : 'Thunder Spear')).toEqual([['Tauros', dmg]]);
    expect(hit(p, 'Mewtwo ex')).toBe(0);
  });
  it('Lilligant, Leaf Supply: "Take a {G} Energy from your Energy Zone and attach it to 1 of your Benched {G} Pokémon."', () => {
    const p = duel('Lilligant', ['Grass', 'Grass'], { a: { bench: ['Pikachu', 'Bulbasaur'] } });
    expect(() => p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Pikachu')] })).toThrow(/not a legal target/);
    p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Bulbasaur')] });
    expect(mon(p.core, p.id('Bulbasaur')).energy).toEqual(['Grass']);
    expect(hit(p, 'Mewtwo ex')).toBe(50);
  });
  it('Magneton, Volt Charge: "Once during your turn, you may take a {L} Energy from your Energy Zone and attach it to this Pokémon." (also from the Bench)', () => {
    const p = duel('Pikachu', [], { a: { bench: ['Magneton'] } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Magneton'), ability: 0 });
    expect(mon(p.core, p.id('Magneton')).energy).toEqual(['Lightning']);
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Magneton'), ability: 0 })).toThrow(/once during your turn/);
  });
  it('Cloyster, Shell Armor: "This Pokémon takes -10 damage from attacks." (after Weakness)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pikachu', energy: ['Lightning'] } }, B: { active: 'Cloyster' } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(p, 'Cloyster')).toBe(20 + 20 - 10);
  });
});

describe('A1 001–110: new effects (flip_coins, flip_all_heads, cancel_attack, no_attack, damage_each, heal_each, counter_damage)', () => {
  it.each([
    ['Pinsir', 0, ['Grass', 'Grass'], [true, true], 100], ['Pinsir', 0, ['Grass', 'Grass'], [true, false], 50],
    ['Jolteon', 0, ['Lightning', 'Lightning'], [true, false, true, true], 120], ['Zapdos ex', 1, ['Lightning', 'Lightning', 'Lightning'], [false, false, false, false], 0],
  ] as const)('%s: "Flip N coins. This attack does X damage for each heads." (coins %j → %i)', (card, attack, energy, flips, dmg) => {
    const p = duel(card, [...energy], { b: { active: 'Tauros', bench: ['Pidgey'] } });
    p.act({ type: 'attack', player: 0, attack }, [...flips]);
    const name = p.core.obj(p.id(card)).card === 'Pinsir' ? 'Double Horn' : card === 'Jolteon' ? 'Pin Missile' : 'Thundering Hurricane';
    expect(damageBy(p, name)).toEqual(dmg ? [['Tauros', dmg]] : []);
    expect(p.events.filter((e) => e.type === 'pocket_coin').length).toBe(card === 'Pinsir' ? 2 : 4);
  });
  it('Kingler, KO Crab: "Flip 2 coins. If both of them are heads, this attack does 80 more damage." (both coins are always flipped)', () => {
    const both = duel('Kingler', ['Water', 'Water', 'Water']);
    both.act({ type: 'attack', player: 0, attack: 0 }, [true, true]);
    expect(damageBy(both, 'KO Crab')).toEqual([['Mewtwo ex', 160]]);
    const one = duel('Kingler', ['Water', 'Water', 'Water']);
    one.act({ type: 'attack', player: 0, attack: 0 }, [false, true]);
    expect(hit(one, 'Mewtwo ex')).toBe(80);
    expect(one.events.filter((e) => e.type === 'pocket_coin').length).toBe(2);
  });
  it.each([['Skiddo', ['Grass'], 40], ['Moltres', ['Fire', 'Fire', 'Fire'], 130], ['Seaking', ['Water'], 80]] as const)('%s: "Flip a coin. If tails, this attack does nothing."', (card, energy, dmg) => {
    const heads = duel(card, [...energy]);
    heads.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(hit(heads, 'Mewtwo ex')).toBe(dmg);
    const tails = duel(card, [...energy]);
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(hit(tails, 'Mewtwo ex')).toBe(0);
    expect(tails.events.some((e) => e.type === 'pocket_attack_failed')).toBe(true);
    expect(tails.core.s.active).toBe(1);   // the attack was used all the same: the turn is over
  });
  it('Vulpix, Tail Whip: "Flip a coin. If heads, the Defending Pokémon can\'t attack during your opponent\'s next turn."', () => {
    const p = duel('Vulpix', ['Fire'], { b: { active: { card: 'Pikachu', energy: ['Lightning'] }, bench: ['Tauros'] } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    expect(() => p.act({ type: 'attack', player: 1, attack: 0 })).toThrow(/can't attack this turn \(Tail Whip\)/);
    p.act({ type: 'end_turn', player: 1 });
    p.act({ type: 'end_turn', player: 0 });
    p.act({ type: 'attack', player: 1, attack: 0 });   // the turn after: it may attack again
    expect(hit(p, 'Vulpix')).toBe(20);
    const tails = duel('Vulpix', ['Fire'], { b: { active: { card: 'Pikachu', energy: ['Lightning'] } } });
    tails.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    tails.act({ type: 'attack', player: 1, attack: 0 });
    expect(hit(tails, 'Vulpix')).toBe(20);
  });
  it('Vulpix, Tail Whip: the effect is on the Defending Pokémon only; another Pokémon switched in may attack', () => {
    const p = duel('Vulpix', ['Fire'], { b: { active: { card: 'Pikachu', energy: ['Lightning'] }, bench: [{ card: 'Tauros', energy: ['Colorless', 'Colorless', 'Colorless'] }] } });
    p.act({ type: 'attack', player: 0, attack: 0 }, [true]);
    p.act({ type: 'retreat', player: 1, to: p.id('Tauros') });
    expect(() => p.act({ type: 'attack', player: 1, attack: 0 })).not.toThrow();
  });
  it('Omastar, Ancient Whirlpool: "During your opponent\'s next turn, the Defending Pokémon can\'t attack." (no coin flip)', () => {
    const p = duel('Omastar', ['Water', 'Water', 'Water'], { b: { active: { card: 'Tauros', energy: ['Colorless', 'Colorless', 'Colorless'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(p, 'Tauros')).toBe(70);
    expect(() => p.act({ type: 'attack', player: 1, attack: 0 })).toThrow(/can't attack this turn \(Ancient Whirlpool\)/);
  });
  it('Omanyte evolves from Helix Fossil (an Item played as a Basic Pokémon)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Helix Fossil', hand: ['Omanyte'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'evolve', player: 0, card: p.id('Omanyte'), to: p.id('Helix Fossil') });
    expect(p.core.obj(side(p.core, 0).active!).card).toBe('Omanyte');
  });
  it('Articuno ex, Blizzard: "This attack also does 10 damage to each of your opponent\'s Benched Pokémon." (no Weakness on the Bench)', () => {
    const p = duel('Articuno ex', ['Water', 'Water', 'Water'], { b: { bench: ['Tauros', 'Charmander'] } });
    p.act({ type: 'attack', player: 0, attack: 1 });
    expect(damageBy(p, 'Blizzard')).toEqual([['Mewtwo ex', 80], ['Tauros', 10], ['Charmander', 10]]);
  });
  it('Butterfree, Powder Heal: "Once during your turn, you may heal 20 damage from each of your Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Bulbasaur', damage: 30 }, bench: [{ card: 'Butterfree', damage: 10 }, 'Caterpie'] }, B: { active: 'Tauros', bench: [{ card: 'Pidgey', damage: 20 }] } } });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Butterfree'), ability: 0 });
    expect([hit(p, 'Bulbasaur'), hit(p, 'Butterfree'), hit(p, 'Caterpie'), hit(p, 'Pidgey')]).toEqual([10, 0, 0, 20]);
    expect(() => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Butterfree'), ability: 0 })).toThrow(/once during your turn/);
  });
  it('Poliwrath, Counterattack: "If this Pokémon is in the Active Spot and is damaged by an attack …, do 20 damage to the Attacking Pokémon."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pikachu', energy: ['Lightning'] } }, B: { active: 'Poliwrath', bench: ['Poliwag'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(p, 'Poliwrath')).toBe(40);   // Gnaw 20 + Weakness 20
    expect(hit(p, 'Pikachu')).toBe(20);
    expect(damageBy(p, 'Counterattack')).toEqual([['Pikachu', 20]]);
  });
  it('Poliwrath, Counterattack: not from the Bench, and not when the attack does no damage', () => {
    const bench = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Zebstrika', energy: ['Lightning'] } }, B: { active: 'Tauros', bench: ['Poliwrath'] } } });
    bench.act({ type: 'attack', player: 0, attack: 0, targets: [bench.id('Poliwrath')] });
    expect([hit(bench, 'Poliwrath'), hit(bench, 'Zebstrika')]).toEqual([30, 0]);
    const none = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Vulpix', energy: ['Fire'] } }, B: { active: 'Poliwrath' } } });
    none.act({ type: 'attack', player: 0, attack: 0 }, [false]);
    expect(hit(none, 'Vulpix')).toBe(0);
  });
  it('Poliwrath, Counterattack: it hits back even when the attack Knocks it Out (Knock Outs are checked after the attack)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Pikachu', energy: ['Lightning'] }, bench: ['Voltorb'] }, B: { active: { card: 'Poliwrath', damage: 140 }, bench: ['Poliwag'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(p.core.obj(p.id('Poliwrath')).zone).toBe('graveyard');
    expect(hit(p, 'Pikachu')).toBe(20);
  });
  it('Bruxish, Second Strike: "If your opponent\'s Active Pokémon has damage on it, this attack does 60 more damage."', () => {
    const damaged = duel('Bruxish', ['Water', 'Water'], { b: { active: { card: 'Mewtwo ex', damage: 10 } } });
    damaged.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(damaged, 'Mewtwo ex')).toBe(10 + 70);
    const fresh = duel('Bruxish', ['Water', 'Water']);
    fresh.act({ type: 'attack', player: 0, attack: 0 });
    expect(hit(fresh, 'Mewtwo ex')).toBe(10);
  });
  it.each([['Blastoise', ['Water', 'Water', 'Water', 'Water'], 140], ['Blastoise', ['Water', 'Water', 'Water', 'Grass'], 140], ['Blastoise', ['Water', 'Water', 'Grass', 'Grass'], 80], ['Blastoise', ['Water', 'Grass', 'Water', 'Water'], 140], ['Lapras', ['Water', 'Water', 'Water', 'Water'], 90], ['Lapras', ['Water', 'Water', 'Water', 'Grass'], 20]] as const)(
    '%s, Hydro Pump: "If this Pokémon has at least N extra {W} Energy attached, this attack does more damage." (%j → %i)', (card, energy, dmg) => {
      const p = duel(card, [...energy]);
      p.act({ type: 'attack', player: 0, attack: 0 });
      expect(hit(p, 'Mewtwo ex')).toBe(dmg);
    });
  it('Gyarados, Hyper Beam: "Discard a random Energy from your opponent\'s Active Pokémon."', () => {
    const p = duel('Gyarados', ['Water', 'Water', 'Water', 'Water'], { b: { active: { card: 'Mewtwo ex', energy: ['Psychic', 'Grass'] }, bench: [{ card: 'Tauros', energy: ['Colorless'] }] } });
    p.rules.forced.picks.push('Mewtwo ex');
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(mon(p.core, p.id('Mewtwo ex')).energy.length).toBe(1);
    expect(mon(p.core, p.id('Tauros')).energy).toEqual(['Colorless']);
    expect(hit(p, 'Mewtwo ex')).toBe(100);
  });
  it('Moltres ex, Inferno Dance: "Flip 3 coins. Take … {R} Energy … equal to the number of heads and attach it to your Benched {R} Pokémon in any way you like."', () => {
    // The Energy is placed after the flips; each one's Pokémon is asked (here: Charmander, then Vulpix).
    const picks = ['Charmander', 'Vulpix'];
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Moltres ex', energy: ['Fire'] }, bench: ['Charmander', 'Bulbasaur', 'Vulpix'] }, B: { active: 'Mewtwo ex' } } },
      (c) => (c.kind === 'target' ? [c.legal.find((t) => t.kind === 'object' && p.core.obj(t.id).card === picks[0] && picks.shift() !== undefined)!] : undefined));
    p.act({ type: 'attack', player: 0, attack: 0 }, [true, false, true]);
    expect(p.asked.map((c) => c.kind === 'target' && c.legal.map((t) => t.kind === 'object' && p.core.obj(t.id).card))).toEqual([['Charmander', 'Vulpix'], ['Charmander', 'Vulpix']]);
    expect([mon(p.core, p.id('Charmander')).energy, mon(p.core, p.id('Bulbasaur')).energy, mon(p.core, p.id('Vulpix')).energy]).toEqual([['Fire'], [], ['Fire']]);
    const none = duel('Moltres ex', ['Fire'], { a: { bench: ['Bulbasaur'] } });
    none.act({ type: 'attack', player: 0, attack: 0 }, [true, true, true]);   // no Benched {R} Pokémon: the Energy stays in the Energy Zone
    expect(mon(none.core, none.id('Bulbasaur')).energy).toEqual([]);
  });
});

describe('A1 001–110 in random games', () => {
  const decks: PocketDeck[] = [
    {
      name: 'A1 Fire-Grass', energy: ['Fire', 'Grass'],
      cards: ['Vulpix', 'Vulpix', 'Ninetales', 'Ninetales', 'Moltres', 'Moltres ex', 'Growlithe', 'Growlithe', 'Arcanine', 'Arcanine ex', 'Skiddo', 'Skiddo',
        'Gogoat', 'Pinsir', 'Caterpie', 'Caterpie', 'Metapod', 'Butterfree', 'Exeggcute', 'Exeggutor ex'],
    },
    {
      name: 'A1 Water-Lightning', energy: ['Water', 'Lightning'],
      cards: ['Poliwag', 'Poliwag', 'Poliwhirl', 'Poliwrath', 'Magikarp', 'Magikarp', 'Gyarados', 'Articuno ex', 'Krabby', 'Kingler', 'Squirtle', 'Wartortle',
        'Blastoise', 'Lapras', 'Bruxish', 'Magnemite', 'Magneton', 'Electabuzz', 'Zapdos ex', 'Pikachu'],
    },
  ];
  it('40 seeded games with two decks of these cards all end, invariants holding after every decision', () => {
    const used = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = newPocketGame({ seed, decks, pool: pool(), policies: [randomPocketPolicy(seed * 2 + 1), randomPocketPolicy(seed * 2 + 2)] });
      g.start();
      for (let i = 0; i < 5000 && g.step(); i++) {
        const broken = [...pocketInvariants(g.core), ...g.conditions!.mismatches(g.core)];
        if (broken.length) throw new Error(`seed ${seed}, decision ${i}: ${broken.join('; ')}`);
      }
      expect(g.state.result, `seed ${seed}`).not.toBeNull();
      for (const e of g.log) {
        if (e.type === 'pocket_attack') used.add(e.attack);
        if (e.type === 'pocket_ability') used.add(e.ability);
        if (e.type === 'damage' && e.sourceName === 'Counterattack') used.add('Counterattack');
      }
      g.dispose();
    }
    // The new effects all came up: heal_each, flip_coins, flip_all_heads, cancel_attack, no_attack, damage_each, counter_damage.
    expect([...used].filter((n) => ['Powder Heal', 'Double Horn', 'KO Crab', 'Surprise Attack', 'Tail Whip', 'Blizzard', 'Counterattack', 'Inferno Dance', 'Hyper Beam'].includes(n)).sort())
      .toEqual(['Blizzard', 'Counterattack', 'Double Horn', 'Hyper Beam', 'Inferno Dance', 'KO Crab', 'Powder Heal', 'Surprise Attack', 'Tail Whip']);
  });
});
