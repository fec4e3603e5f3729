/**
 * The registry's integration points (seeds/active-effects-design.md, "Integration Points"): damage
 * calculation (boosts, Weakness +20, reductions, never below 0), energy counting (Serperior's Jungle
 * Totem), and retreat cost — each with a trace of which effects produced the value.
 */
import { describe, expect, it } from 'vitest';
import { attackDamage, canPay, mon, providedEnergy, retreatCost } from '../../rules/pocket/index.ts';
import { position } from './helpers.ts';

describe('damage calculation', () => {
  it('Weakness adds 20 against the weak type only (POCKET-01; gamewith.net 48564: "20 damage is added")', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Heatmor' }, B: { active: 'Bulbasaur', bench: ['Froakie'] } } });
    const r = attackDamage(p.core, p.id('Heatmor'), p.id('Bulbasaur'), 30);
    expect(r.value).toBe(50);
    expect(r.steps).toEqual(['base 30', '+20 Weakness (Fire) = 50']);
    expect(attackDamage(p.core, p.id('Heatmor'), p.id('Froakie'), 30).value).toBe(30);   // Benched: no Weakness
  });
  it('Giovanni: "attacks used by your Pokémon do +10 damage to your opponent\'s Active Pokémon" — not to the Bench', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Escavalier', energy: ['Metal'] }, hand: ['Giovanni'] }, B: { active: 'Tauros', bench: ['Pidgey'] } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Giovanni') });
    const r = attackDamage(p.core, p.id('Escavalier'), p.id('Tauros'), 30);
    expect(r.value).toBe(40);
    expect(r.trace).toMatchObject([{ name: 'Giovanni', value: 10, used: true }]);
    // Pike: "This attack also does 20 damage to 1 of your opponent's Benched Pokémon."
    p.act({ type: 'attack', player: 0, attack: 0, targets: [p.id('Pidgey')] });
    expect(p.core.obj(p.id('Tauros')).damage).toBe(40);
    expect(p.core.obj(p.id('Pidgey')).damage).toBe(20);
  });
  it('Lucario, Fighting Coach: "+20 damage to your opponent\'s Active Pokémon" for {F} Pokémon; two Lucario add up', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Riolu', bench: ['Lucario', 'Lucario', 'Bulbasaur'] }, B: { active: 'Tauros' } } });
    const r = attackDamage(p.core, p.id('Riolu'), p.id('Tauros'), 20);
    expect(r.value).toBe(20 + 20 + 20 + 20);   // base 20, two Fighting Coach, Weakness (Tauros: Fighting)
    expect(r.trace.map((t) => [t.name, t.used])).toEqual([['Fighting Coach', true], ['Fighting Coach', true]]);
    expect(attackDamage(p.core, p.id('Bulbasaur'), p.id('Tauros'), 40).value).toBe(40);   // Bulbasaur is no {F} Pokémon
  });
  it('reductions come after Weakness and add up (Mr. Mime\'s Barrier Attack -20, Blue -10); damage never goes below 0', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Mr. Mime', energy: ['Psychic', 'Psychic'] }, hand: ['Blue'] }, B: { active: { card: 'Grimer', energy: ['Darkness'] } } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Blue') });
    p.act({ type: 'attack', player: 0, attack: 0 });
    const r = attackDamage(p.core, p.id('Grimer'), p.id('Mr. Mime'), 10);   // Mr. Mime is weak to Darkness
    expect(r.steps).toEqual(['base 10', '+20 Weakness (Darkness) = 30', '-30 (Blue, Barrier Attack) = 0']);
    expect(r.trace.map((t) => t.name).sort()).toEqual(['Barrier Attack', 'Blue']);
    expect(attackDamage(p.core, p.id('Grimer'), p.id('Mr. Mime'), 0).value).toBe(0);
    p.act({ type: 'attack', player: 1, attack: 0 });   // Poison Gas: 0 damage, but Mr. Mime is Poisoned
    expect(p.events.filter((e) => e.type === 'damage').map((e) => e.type === 'damage' && [e.sourceName, e.amount])).toEqual([['Poisoned', 10]]);
  });
  it('an Ability\'s damage is not attack damage: no Weakness, no boosts (Greninja, Water Shuriken)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Greninja', hand: ['Giovanni'] }, B: { active: 'Heatmor' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Giovanni') });
    p.act({ type: 'use_ability', player: 0, pokemon: p.id('Greninja'), ability: 0, targets: [p.id('Heatmor')] });
    expect(p.core.obj(p.id('Heatmor')).damage).toBe(20);
  });
});

describe('energy counting', () => {
  const totem = (bench: string[], energy = ['Grass', 'Grass']) => position({
    turn: 3, active: 'A',
    players: { A: { active: { card: 'Snivy', energy }, bench: bench.map((card) => ({ card, energy: ['Grass'] })) }, B: { active: 'Tauros' } },
  });
  it('Serperior, Jungle Totem: "Each {G} Energy attached to your {G} Pokémon provides 2 {G} Energy."', () => {
    const p = totem(['Serperior']);
    const r = providedEnergy(p.core, p.id('Snivy'));
    expect(r.value).toEqual({ Grass: 4 });
    expect(r.trace).toMatchObject([{ name: 'Jungle Totem', source: 'Serperior', value: 2, used: true }]);
  });
  it('"This effect doesn\'t stack": two Serperior still make 2, not 4', () => {
    const p = totem(['Serperior', 'Serperior']);
    const r = providedEnergy(p.core, p.id('Snivy'));
    expect(r.value).toEqual({ Grass: 4 });
    expect(r.trace.map((t) => [t.used, t.note ?? ''])).toEqual([[true, ''], [false, "doesn't stack"]]);
  });
  it('only Grass Energy, only on Grass Pokémon, only the player\'s own', () => {
    const p = position({
      turn: 3, active: 'A',
      players: {
        A: { active: { card: 'Snivy', energy: ['Grass', 'Water'] }, bench: ['Serperior', { card: 'Froakie', energy: ['Grass'] }] },
        B: { active: { card: 'Bulbasaur', energy: ['Grass'] } },
      },
    });
    expect(providedEnergy(p.core, p.id('Snivy')).value).toEqual({ Grass: 2, Water: 1 });
    expect(providedEnergy(p.core, p.id('Froakie')).value).toEqual({ Grass: 1 });
    expect(providedEnergy(p.core, p.id('Bulbasaur')).value).toEqual({ Grass: 1 });
  });
  it('a cost is paid by what the Energy provides: Solar Beam {G}{C}{C}{C} with two {G} under Jungle Totem', () => {
    const p = totem([], ['Grass', 'Grass']);
    expect(canPay(providedEnergy(p.core, p.id('Snivy')).value, ['Grass', 'Colorless', 'Colorless', 'Colorless'])).toBe(false);
    const q = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Serperior', energy: ['Grass', 'Grass'] } }, B: { active: 'Tauros' } } });
    q.act({ type: 'attack', player: 0, attack: 0 });
    expect(q.core.obj(q.id('Tauros')).damage).toBe(70);
  });
  it('canPay: typed symbols need that type, {C} takes any', () => {
    expect(canPay({ Grass: 1, Water: 1 }, ['Grass', 'Colorless'])).toBe(true);
    expect(canPay({ Water: 2 }, ['Grass', 'Colorless'])).toBe(false);
    expect(canPay({ Grass: 1 }, ['Grass', 'Colorless'])).toBe(false);
  });
});

describe('retreat cost', () => {
  it('Retreat Cost less X Speed (1) and Leaf (2), never below 0, with a trace', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Venusaur' }, bench: ['Bulbasaur'], hand: ['X Speed', 'Leaf'] }, B: { active: 'Tauros' } } });
    const venu = p.id('Venusaur');
    expect(retreatCost(p.core, venu).value).toBe(3);
    p.act({ type: 'play_trainer', player: 0, card: p.id('X Speed') });
    expect(retreatCost(p.core, venu).value).toBe(2);
    p.act({ type: 'play_trainer', player: 0, card: p.id('Leaf') });
    const r = retreatCost(p.core, venu);
    expect(r.value).toBe(0);
    expect(r.trace.map((t) => t.name)).toEqual(['X Speed', 'Leaf']);
    expect(r.steps).toEqual(['Retreat Cost 3', '-3 (X Speed, Leaf) = 0']);
    p.act({ type: 'retreat', player: 0, to: p.id('Bulbasaur') });
    expect(p.core.obj(venu).zone).toBe('battlefield');
  });
  it('X Speed: "the Retreat Cost of your Active Pokémon" — the reduction follows whoever is Active', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Venusaur', bench: ['Ivysaur'], hand: ['X Speed'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('X Speed') });
    expect(retreatCost(p.core, p.id('Ivysaur')).value).toBe(2);
    expect(retreatCost(p.core, p.id('Venusaur')).value).toBe(2);
  });
  it('Jungle Totem counts for retreating: one {G} pays a Retreat Cost of 2', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Ivysaur', energy: ['Grass', 'Grass'] }, bench: ['Serperior'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'retreat', player: 0, to: p.id('Serperior') });
    expect(mon(p.core, p.id('Ivysaur')).energy).toEqual(['Grass']);
  });
  it('retreating discards Energy for the cost, once a turn (POCKET-04; gamewith.net 48565)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Ivysaur', energy: ['Grass', 'Grass', 'Grass'] }, bench: [{ card: 'Bulbasaur', energy: ['Grass'] }] }, B: { active: 'Pidgey' } } });
    p.act({ type: 'retreat', player: 0, to: p.id('Bulbasaur') });
    expect(mon(p.core, p.id('Ivysaur')).energy).toEqual(['Grass']);
    expect(() => p.act({ type: 'retreat', player: 0, to: p.id('Ivysaur') })).toThrow(/once each turn/);
  });
  it('a chosen discard must pay the cost', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Ivysaur', energy: ['Grass', 'Water', 'Grass'] }, bench: ['Bulbasaur'] }, B: { active: 'Pidgey' } } });
    expect(() => p.act({ type: 'retreat', player: 0, to: p.id('Bulbasaur'), discard: ['Water'] })).toThrow(/does not pay/);
    p.act({ type: 'retreat', player: 0, to: p.id('Bulbasaur'), discard: ['Water', 'Grass'] });
    expect(mon(p.core, p.id('Ivysaur')).energy).toEqual(['Grass']);
  });
  it('Arbok, Corner: "During your opponent\'s next turn, the Defending Pokémon can\'t retreat."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Arbok', energy: ['Darkness', 'Darkness'] } }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'] }, bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(() => p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') })).toThrow(/Corner/);
    p.act({ type: 'end_turn', player: 1 });
    p.act({ type: 'end_turn', player: 0 });
    p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') });
    expect(p.core.obj(p.id('Pidgey')).zone).toBe('battlefield');
  });
});
