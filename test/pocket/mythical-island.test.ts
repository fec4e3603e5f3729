/**
 * Mythical Island (A1a) cards: each card's effect against its card text (tcgdex/cards-database
 * data/Pokémon TCG Pocket/Mythical Island, quoted in the test names), and the rule of names for set
 * variants such as "Pikachu (A1a)".
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalPocketActions, loadPocketDeck, mon, pocketBaseName, side } from '../../rules/pocket/index.ts';
import { builtInPocket } from '../../scripts/lib/pocket.ts';
import { playRandomGame, rulesetNamed } from '../../scripts/lib/rulesets.ts';
import { pool, position } from './helpers.ts';
import { tempDir } from '../helpers/temp-dir.ts';

type P = ReturnType<typeof position>;
const attack = (p: P, flips: boolean[] = [], targets?: string[], attackIndex = 0, player = 0) =>
  p.act({ type: 'attack', player, attack: attackIndex, ...(targets ? { targets: targets.map((t) => p.id(t)) } : {}) }, flips);
const damage = (p: P, ref: string) => p.core.obj(p.id(ref)).damage;
const energy = (p: P, ref: string) => [...mon(p.core, p.id(ref)).energy];
const names = (p: P, ids: number[]) => ids.map((id) => p.core.obj(id).card);

describe('Mythical Island: Grass and Fire', () => {
  it('Exeggcute (A1a), Growth Spurt: "Take a {G} Energy from your Energy Zone and attach it to this Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Exeggcute (A1a)', energy: ['Grass'] } }, B: { active: 'Drednaw' } } });
    attack(p);
    expect(energy(p, 'Exeggcute (A1a)')).toEqual(['Grass', 'Grass']);
  });
  it('Exeggutor (A1a), Psychic: "This attack does 20 more damage for each Energy attached to your opponent\'s Active Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Exeggutor (A1a)', energy: ['Grass', 'Grass', 'Grass', 'Grass'] } }, B: { active: { card: 'Drednaw', energy: ['Water', 'Water'] } } } });
    attack(p);
    expect(damage(p, 'Drednaw')).toBe(120);
  });
  it('Shiinotic, Flickering Spores: "Your opponent\'s Active Pokémon is now Asleep."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Shiinotic', energy: ['Grass', 'Grass'] } }, B: { active: 'Drednaw' } } });
    attack(p);
    expect(damage(p, 'Drednaw')).toBe(50);
    expect(mon(p.core, p.id('Drednaw')).conditions).toContain('Asleep');
  });
  it('Dhelmise, Energy Whip: "If this Pokémon has at least 3 extra {G} Energy attached, this attack does 70 more damage."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Dhelmise', energy: ['Grass', 'Grass', 'Grass', 'Grass'] } }, B: { active: 'Drednaw' } } });
    attack(p);
    expect(damage(p, 'Drednaw')).toBe(90);
    const q = position({ turn: 3, players: { A: { active: { card: 'Dhelmise', energy: ['Grass', 'Grass', 'Grass'] } }, B: { active: 'Drednaw' } } });
    attack(q);
    expect(damage(q, 'Drednaw')).toBe(20);
  });
  it('Ponyta (A1a) and Rapidash (A1a): "Flip a coin. If heads, this attack does 30 (60) more damage."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Rapidash (A1a)', energy: ['Fire', 'Fire'] } }, B: { active: 'Drednaw' } } });
    attack(p, [true]);
    expect(damage(p, 'Drednaw')).toBe(100);
    const q = position({ turn: 3, players: { A: { active: { card: 'Ponyta (A1a)', energy: ['Fire'] } }, B: { active: 'Drednaw' } } });
    attack(q, [false]);
    expect(damage(q, 'Drednaw')).toBe(10);
  });
  it('Magmar (A1a), Fire Blast: "Discard 2 {R} Energy from this Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Magmar (A1a)', energy: ['Fire', 'Water', 'Fire'] } }, B: { active: 'Drednaw' } } });
    attack(p);
    expect(damage(p, 'Drednaw')).toBe(80);
    expect(energy(p, 'Magmar (A1a)')).toEqual(['Water']);
  });
  it('Volcarona, Volcanic Ash: "Discard 2 {R} Energy from this Pokémon. This attack does 80 damage to 1 of your opponent\'s Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Volcarona', energy: ['Fire', 'Fire', 'Fire'] } }, B: { active: 'Drednaw', bench: ['Golem (A1a)'] } } });
    attack(p, [], ['Golem (A1a)']);
    expect(damage(p, 'Golem (A1a)')).toBe(80);
    expect(damage(p, 'Drednaw')).toBe(0);
    expect(energy(p, 'Volcarona')).toEqual(['Fire']);
  });
  it('Salandit (A1a), Venoshock: "If your opponent\'s Active Pokémon is Poisoned, this attack does 40 more damage."; Salazzle (A1a) poisons', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Salandit (A1a)', energy: ['Fire'] } }, B: { active: { card: 'Drednaw', status: ['Poisoned'] } } } });
    attack(p);
    expect(damage(p, 'Drednaw')).toBe(50 + 10);   // then Poison's 10 at the Checkup
    const q = position({ turn: 3, players: { A: { active: { card: 'Salazzle (A1a)', energy: ['Fire'] } }, B: { active: 'Drednaw' } } });
    attack(q);
    expect(mon(q.core, q.id('Drednaw')).conditions).toContain('Poisoned');
  });
});

describe('Mythical Island: Water and Lightning', () => {
  it('Magikarp (A1a), Leap Out: "Switch this Pokémon with 1 of your Benched Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Magikarp (A1a)', energy: ['Water'] }, bench: ['Finneon', 'Chewtle'] }, B: { active: 'Golem (A1a)' } } });
    attack(p, [], ['Chewtle']);
    expect(names(p, [side(p.core, 0).active!])).toEqual(['Chewtle']);
    expect(names(p, side(p.core, 0).bench)).toEqual(['Finneon', 'Magikarp (A1a)']);
    const q = position({ turn: 3, players: { A: { active: { card: 'Magikarp (A1a)', energy: ['Water'] } }, B: { active: 'Golem (A1a)' } } });
    attack(q);   // no Benched Pokémon: nothing to switch with
    expect(names(q, [side(q.core, 0).active!])).toEqual(['Magikarp (A1a)']);
  });
  it('Vaporeon (A1a), Wash Out: "As often as you like during your turn, you may move a {W} Energy from 1 of your Benched {W} Pokémon to your Active {W} Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: 'Vaporeon (A1a)', bench: [{ card: 'Finneon', energy: ['Water', 'Water'] }, { card: 'Joltik', energy: ['Water'] }] }, B: { active: 'Golem (A1a)' } } });
    const use = (t?: string) => p.act({ type: 'use_ability', player: 0, pokemon: p.id('Vaporeon (A1a)'), ability: 0, ...(t ? { targets: [p.id(t)] } : {}) });
    expect(() => use('Joltik')).toThrow(/not a legal target/);   // Joltik is not a {W} Pokémon
    use('Finneon');
    use('Finneon');
    expect(energy(p, 'Vaporeon (A1a)')).toEqual(['Water', 'Water']);
    expect(energy(p, 'Finneon')).toEqual([]);
    expect(() => use()).toThrow(/no Pokémon has Water Energy to move/);
    const q = position({ turn: 3, players: { A: { active: 'Joltik', bench: ['Vaporeon (A1a)', { card: 'Finneon', energy: ['Water'] }] }, B: { active: 'Golem (A1a)' } } });
    expect(() => q.act({ type: 'use_ability', player: 0, pokemon: q.id('Vaporeon (A1a)'), ability: 0 })).toThrow(/no Pokémon to move Water Energy to/);
  });
  it('Lumineon, Aqua Liner: "This attack does 50 damage to 1 of your opponent\'s Benched Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Lumineon', energy: ['Water', 'Water'] } }, B: { active: 'Golem (A1a)', bench: ['Stonjourner'] } } });
    expect(() => attack(p, [], ['Golem (A1a)'])).toThrow(/not a legal target/);
    attack(p, [], ['Stonjourner']);
    expect(damage(p, 'Stonjourner')).toBe(50);
    expect(damage(p, 'Golem (A1a)')).toBe(0);
  });
  it('Drednaw, Crunch: "Flip a coin. If heads, discard a random Energy from your opponent\'s Active Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Drednaw', energy: ['Water', 'Water', 'Water'] } }, B: { active: { card: 'Golem (A1a)', energy: ['Fighting', 'Fighting'] } } } });
    attack(p, [true]);
    expect(damage(p, 'Golem (A1a)')).toBe(70);
    expect(energy(p, 'Golem (A1a)')).toEqual(['Fighting']);
    const q = position({ turn: 3, players: { A: { active: { card: 'Drednaw', energy: ['Water', 'Water', 'Water'] } }, B: { active: { card: 'Golem (A1a)', energy: ['Fighting', 'Fighting'] } } } });
    attack(q, [false]);
    expect(energy(q, 'Golem (A1a)')).toEqual(['Fighting', 'Fighting']);
  });
  it('Cramorant, Dive: "Flip a coin. If heads, during your opponent\'s next turn, prevent all damage from—and effects of—attacks done to this Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Cramorant', energy: ['Water', 'Water', 'Water'] } }, B: { active: { card: 'Whirlipede', energy: ['Darkness'] } } } });
    attack(p, [true]);
    expect(damage(p, 'Whirlipede')).toBe(60);
    attack(p, [], undefined, 0, 1);   // Poison Sting: 20 damage and Poisoned, both prevented
    expect(damage(p, 'Cramorant')).toBe(0);
    expect(mon(p.core, p.id('Cramorant')).conditions).toEqual([]);
    const q = position({ turn: 3, players: { A: { active: { card: 'Cramorant', energy: ['Water', 'Water', 'Water'] } }, B: { active: { card: 'Whirlipede', energy: ['Darkness'] } } } });
    attack(q, [false]);
    attack(q, [], undefined, 0, 1);
    expect(damage(q, 'Cramorant')).toBe(20 + 10);   // Poison Sting, then Poison at the Checkup
  });
  it('Pikachu (A1a), Circle Circuit: "This attack does 10 damage for each of your Benched {L} Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Pikachu (A1a)', energy: ['Lightning'] }, bench: ['Joltik', 'Dedenne', 'Finneon'] }, B: { active: 'Golem (A1a)' } } });
    attack(p);
    expect(damage(p, 'Golem (A1a)')).toBe(20);
  });
  it('Raichu (A1a), Gigashock: "This attack also does 20 damage to each of your opponent\'s Benched Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Raichu (A1a)', energy: ['Lightning', 'Lightning', 'Lightning'] }, bench: ['Joltik'] }, B: { active: 'Golem (A1a)', bench: ['Stonjourner', 'Drednaw'] } } });
    attack(p);
    expect([damage(p, 'Golem (A1a)'), damage(p, 'Stonjourner'), damage(p, 'Drednaw'), damage(p, 'Joltik')]).toEqual([60, 20, 20, 0]);
  });
  it('Electabuzz (A1a), Thunder Spear: "This attack does 40 damage to 1 of your opponent\'s Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Electabuzz (A1a)', energy: ['Lightning', 'Lightning'] } }, B: { active: 'Golem (A1a)', bench: ['Stonjourner'] } } });
    attack(p, [], ['Stonjourner']);
    expect([damage(p, 'Golem (A1a)'), damage(p, 'Stonjourner')]).toEqual([0, 40]);
  });
  it('Galvantula, Electroweb: "During your opponent\'s next turn, the Defending Pokémon can\'t retreat."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Galvantula', energy: ['Lightning', 'Lightning'] } }, B: { active: { card: 'Golem (A1a)', energy: ['Fighting', 'Fighting', 'Fighting'] }, bench: ['Stonjourner'] } } });
    attack(p);
    expect(damage(p, 'Golem (A1a)')).toBe(70);
    expect(() => p.act({ type: 'retreat', player: 1, to: p.id('Stonjourner') })).toThrow(/can't retreat/);
  });
  it('Dedenne, Thunder Shock: "Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Dedenne', energy: ['Lightning'] } }, B: { active: 'Golem (A1a)' } } });
    attack(p, [true]);
    expect(mon(p.core, p.id('Golem (A1a)')).conditions).toEqual(['Paralyzed']);
  });
});

describe('Mythical Island: Psychic, Fighting, Darkness, Dragon, Colorless', () => {
  it('Sigilyph, Spike Draw: "Draw a card."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Sigilyph', energy: ['Psychic'] } }, B: { active: 'Golem (A1a)' } } });
    const before = p.core.player(0).hand.length;
    attack(p);
    expect(p.core.player(0).hand.length).toBe(before + 1);
  });
  it('Beheeyem, Mind Jack: "This attack does 20 more damage for each of your opponent\'s Benched Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Beheeyem', energy: ['Psychic'] } }, B: { active: 'Golem (A1a)', bench: ['Stonjourner', 'Drednaw'] } } });
    attack(p);
    expect(damage(p, 'Golem (A1a)')).toBe(50);
  });
  it('Flabébé, Hypnotic Gaze: "Your opponent\'s Active Pokémon is now Asleep."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Flabébé', energy: ['Psychic'] } }, B: { active: 'Golem (A1a)' } } });
    attack(p);
    expect(mon(p.core, p.id('Golem (A1a)')).conditions).toEqual(['Asleep']);
  });
  it('Floette, Leaf Drain: "Heal 10 damage from this Pokémon."; Florges, Bloomshine: "Heal 20 damage from each of your Pokémon."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Floette', energy: ['Psychic'], damage: 30 } }, B: { active: 'Golem (A1a)' } } });
    attack(p);
    expect(damage(p, 'Floette')).toBe(20);
    const q = position({ turn: 3, players: { A: { active: { card: 'Florges', energy: ['Psychic', 'Psychic'], damage: 30 }, bench: [{ card: 'Swirlix', damage: 10 }, 'Elgyem'] }, B: { active: { card: 'Golem (A1a)', damage: 30 } } } });
    attack(q);
    expect([damage(q, 'Florges'), damage(q, 'Swirlix'), damage(q, 'Elgyem'), damage(q, 'Golem (A1a)')]).toEqual([10, 0, 0, 110]);
  });
  it('Mankey (A1a), Focus Fist: "Flip a coin. If tails, this attack does nothing."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Mankey (A1a)', energy: ['Fighting'] } }, B: { active: 'Drednaw' } } });
    attack(p, [false]);
    expect(damage(p, 'Drednaw')).toBe(0);
    const q = position({ turn: 3, players: { A: { active: { card: 'Mankey (A1a)', energy: ['Fighting'] } }, B: { active: 'Drednaw' } } });
    attack(q, [true]);
    expect(damage(q, 'Drednaw')).toBe(50);
  });
  it('Golem (A1a), Guard Press: "During your opponent\'s next turn, this Pokémon takes −30 damage from attacks."', () => {
    const four = ['Fighting', 'Fighting', 'Fighting', 'Fighting'];
    const p = position({ turn: 3, players: { A: { active: { card: 'Golem (A1a)', energy: four } }, B: { active: { card: 'Golem (A1a)', energy: four } } } });
    attack(p);
    expect(damage(p, 'Golem (A1a) (B)')).toBe(120);
    attack(p, [], undefined, 0, 1);
    expect(damage(p, 'Golem (A1a) (A)')).toBe(120 - 30);
  });
  it('Koffing (A1a), Division: "Put 1 random Koffing from your deck onto your Bench." (any card named Koffing)', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Koffing (A1a)', energy: ['Darkness'] }, deck: [{ card: 'Caterpie', count: 3 }, { card: 'Koffing', count: 1 }] }, B: { active: 'Golem (A1a)' } } });
    attack(p);
    expect(names(p, side(p.core, 0).bench)).toEqual(['Koffing']);
  });
  it('Weezing (A1a), Smokescreen: "During your opponent\'s next turn, if the Defending Pokémon tries to use an attack, your opponent flips a coin. If tails, that attack doesn\'t happen."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Weezing (A1a)', energy: ['Darkness', 'Darkness'] } }, B: { active: { card: 'Stonjourner', energy: ['Fighting', 'Fighting', 'Fighting'] } } } });
    attack(p);
    expect(damage(p, 'Stonjourner')).toBe(50);
    attack(p, [false], undefined, 0, 1);
    expect(damage(p, 'Weezing (A1a)')).toBe(0);
  });
  it('Whirlipede, Poison Sting: poisons; Scolipede, Venoshock: "If your opponent\'s Active Pokémon is Poisoned, this attack does 50 more damage."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Whirlipede', energy: ['Darkness'] } }, B: { active: 'Golem (A1a)' } } });
    attack(p);
    expect(mon(p.core, p.id('Golem (A1a)')).conditions).toEqual(['Poisoned']);
    const q = position({ turn: 3, players: { A: { active: { card: 'Scolipede', energy: ['Darkness', 'Darkness'] } }, B: { active: { card: 'Golem (A1a)', status: ['Poisoned'] } } } });
    attack(q);
    expect(damage(q, 'Golem (A1a)')).toBe(120 + 10);
  });
  it('Druddigon, Rough Skin: "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent\'s Pokémon, do 20 damage to the Attacking Pokémon."', () => {
    const p = position({ turn: 3, active: 'B', players: { A: { active: 'Druddigon' }, B: { active: { card: 'Stonjourner', energy: ['Fighting', 'Fighting', 'Fighting'] } } } });
    attack(p, [], undefined, 0, 1);
    expect(damage(p, 'Druddigon')).toBe(90);
    expect(damage(p, 'Stonjourner')).toBe(20);
  });
  it('Tauros (A1a), Fighting Tackle: "If your opponent\'s Active Pokémon is a Pokémon ex, this attack does 80 more damage."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Tauros (A1a)', energy: ['Grass', 'Grass', 'Grass'] } }, B: { active: 'Mewtwo ex' } } });
    attack(p);
    expect(damage(p, 'Mewtwo ex')).toBe(120);
    const q = position({ turn: 3, players: { A: { active: { card: 'Tauros (A1a)', energy: ['Grass', 'Grass', 'Grass'] } }, B: { active: 'Golem (A1a)' } } });
    attack(q);
    expect(damage(q, 'Golem (A1a)')).toBe(40);
  });
  it('Eevee (A1a), Continuous Steps: "Flip a coin until you get tails. This attack does 20 damage for each heads."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Eevee (A1a)', energy: ['Grass'] } }, B: { active: 'Golem (A1a)' } } });
    const flips = attack(p, [true, true, false]).filter((e) => e.type === 'pocket_coin');
    expect(flips).toHaveLength(3);
    expect(damage(p, 'Golem (A1a)')).toBe(40);
    const q = position({ turn: 3, players: { A: { active: { card: 'Eevee (A1a)', energy: ['Grass'] } }, B: { active: 'Golem (A1a)' } } });
    attack(q, [false]);
    expect(damage(q, 'Golem (A1a)')).toBe(0);
  });
  it('Chatot (A1a), Mimic: "Shuffle your hand into your deck. Draw a card for each card in your opponent\'s hand."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Chatot (A1a)', energy: ['Grass'] }, hand: ['Joltik', 'Finneon'] }, B: { active: 'Golem (A1a)', hand: ['Joltik', 'Joltik', 'Joltik'] } } });
    const deck = p.core.player(0).library.length;
    attack(p);
    expect(p.core.player(0).hand.length).toBe(3);
    expect(p.core.player(0).library.length).toBe(deck + 2 - 3);
  });
});

describe('Mythical Island: Trainers', () => {
  it('Pokémon Flute: "Put a Basic Pokémon from your opponent\'s discard pile onto their Bench."', () => {
    const p = position({ turn: 3, players: { A: { active: 'Sigilyph', hand: ['Pokémon Flute'] }, B: { active: 'Golem (A1a)', discard: ['Floette', 'Old Amber', 'Joltik', 'Finneon'] } } }, (c) => (c.kind === 'cards' ? [c.options[1]!] : undefined));
    p.act({ type: 'play_trainer', player: 0, card: p.id('Pokémon Flute') });
    expect(p.asked.map((c) => c.kind === 'cards' && names(p, c.options))).toEqual([['Joltik', 'Finneon']]);   // Floette is a Stage 1; Old Amber is an Item card out of play
    expect(names(p, side(p.core, 1).bench)).toEqual(['Finneon']);
    const q = position({ turn: 3, players: { A: { active: 'Sigilyph', hand: ['Pokémon Flute'] }, B: { active: 'Golem (A1a)', discard: ['Floette'] } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Pokémon Flute') })).toThrow(/discard pile/);
  });
  it('Mythical Slab: "Look at the top card of your deck. If that card is a {P} Pokémon, put it into your hand. If it is not a {P} Pokémon, put it on the bottom of your deck."', () => {
    const p = position({ turn: 3, players: { A: { active: 'Sigilyph', hand: ['Mythical Slab'], deck: ['Elgyem', 'Joltik', 'Caterpie'] }, B: { active: 'Golem (A1a)' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Mythical Slab') });
    expect(names(p, p.core.player(0).hand)).toEqual(['Elgyem']);
    const q = position({ turn: 3, players: { A: { active: 'Sigilyph', hand: ['Mythical Slab'], deck: ['Joltik', 'Elgyem', 'Caterpie'] }, B: { active: 'Golem (A1a)' } } });
    q.act({ type: 'play_trainer', player: 0, card: q.id('Mythical Slab') });
    expect(names(q, q.core.player(0).hand)).toEqual([]);
    expect(names(q, q.core.player(0).library)).toEqual(['Elgyem', 'Caterpie', 'Joltik']);
  });
  it('Budding Expeditioner: "Put your Mew ex in the Active Spot into your hand."', () => {
    const p = position({ turn: 3, players: { A: { active: { card: 'Mew ex', energy: ['Psychic'] }, bench: ['Sigilyph'], hand: ['Budding Expeditioner'] }, B: { active: 'Golem (A1a)' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Budding Expeditioner') });
    expect(names(p, p.core.player(0).hand)).toEqual(['Mew ex']);
    expect(legalPocketActions(p.core, 0)).toEqual([{ type: 'promote', player: 0, card: p.id('Sigilyph') }]);
    const q = position({ turn: 3, players: { A: { active: 'Mew ex', hand: ['Budding Expeditioner'] }, B: { active: 'Golem (A1a)' } } });
    expect(() => q.act({ type: 'play_trainer', player: 0, card: q.id('Budding Expeditioner') })).toThrow(/no Benched Pokémon/);
    const r = position({ turn: 3, players: { A: { active: 'Sigilyph', bench: ['Mew ex'], hand: ['Budding Expeditioner'] }, B: { active: 'Golem (A1a)' } } });
    expect(() => r.act({ type: 'play_trainer', player: 0, card: r.id('Budding Expeditioner') })).toThrow(/no Mew ex in the Active Spot/);
  });
});

describe('set variants: the rule of names', () => {
  it('a variant evolves from, and is evolved by, the cards of its printed name', () => {
    expect(pocketBaseName('Weezing (A1a)')).toBe('Weezing');
    const p = position({ turn: 3, players: { A: { active: 'Koffing', bench: ['Koffing (A1a)'], hand: ['Weezing (A1a)', 'Weezing'] }, B: { active: 'Golem (A1a)' } } });
    p.act({ type: 'evolve', player: 0, card: p.id('Weezing (A1a)'), to: p.id('Koffing') });
    p.act({ type: 'evolve', player: 0, card: p.id('Weezing'), to: p.id('Koffing (A1a)') });
    expect(names(p, [side(p.core, 0).active!, ...side(p.core, 0).bench])).toEqual(['Weezing (A1a)', 'Weezing']);
  });
  it('a deck has at most 2 cards of a name, variants included', () => {
    const dir = tempDir('pocket-deck-');
    const file = join(dir, 'deck.yaml');
    writeFileSync(file, 'name: Koffings\ncards:\n  - { card: Koffing, count: 2 }\n  - { card: Koffing (A1a), count: 1 }\n  - { card: Stonjourner, count: 2 }\n');
    expect(() => loadPocketDeck(file, pool())).toThrow(/3 copies of "Koffing"/);
  });
});

describe('the well-known built-in decks', () => {
  it('load as legal Pocket decks, beside the unchanged default pair', () => {
    const { decks, meta } = builtInPocket();
    expect(decks.map((d) => d.name)).toEqual(['Grass-Poison', 'Water-Psychic']);
    expect(meta.map((d) => [d.name, d.cards.length, d.energy])).toEqual([
      ['Pikachu ex', 20, ['Lightning']], ['Mewtwo ex + Gardevoir', 20, ['Psychic']],
      ['Celebi ex + Serperior', 20, ['Grass']], ['Starmie ex + Misty', 20, ['Water']],
    ]);
  });
  it.each(['pocket-meta', 'pocket-meta-2'])('%s plays seeded games to the end with every invariant held', (name) => {
    const r = rulesetNamed(name);
    for (const seed of [1, 2, 3]) {
      const g = playRandomGame(r, seed, { objectActors: true, keepLog: false, check: true });
      expect(g.finished).toBe(true);
      expect(playRandomGame(r, seed, { objectActors: false, keepLog: false })).toEqual(g);   // the same game for the same seed
    }
  });
});
