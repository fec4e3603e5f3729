/**
 * The active-effects registry (seeds/active-effects-design.md): "Core Operations" (register, remove by
 * source, remove expired, query, combined value), "Stacking Rules" (additive, max only, min only, no
 * stack, by stacking key), "Suppression System", "Lifecycle Hooks" (clean-up when the source leaves
 * play), and durations ("this turn", "during your opponent's next turn", while in play, while Active).
 */
import { describe, expect, it } from 'vitest';
import {
  combine, endEffectsOf, expireEffects, isLive, pocket, queryEffects, registerEffect,
} from '../../rules/pocket/index.ts';
import type { ActiveEffect, EffectSpec } from '../../rules/pocket/index.ts';
import { position } from './helpers.ts';

const spec = (over: Partial<EffectSpec> & Pick<EffectSpec, 'type'>): EffectSpec => ({ scope: 'self', duration: 'while_in_play', stacking: 'additive', params: {}, ...over });

function board() {
  return position({
    turn: 3, active: 'A',
    players: {
      A: { active: { card: 'Bulbasaur', energy: ['Grass', 'Grass'] }, bench: ['Snivy', 'Heatmor'] },
      B: { active: 'Tauros', bench: ['Pidgey'] },
    },
  });
}

describe('register and query (design: Core Operations)', () => {
  it('an effect has a source, a scope and a duration; a query finds the live effects that apply', () => {
    const p = board();
    const bulba = p.id('Bulbasaur');
    const e = registerEffect(p.core, spec({ type: 'damage_reduction', params: { amount: 20 } }), { name: 'Test Shield', sourceKind: 'attack', source: bulba, sourceCard: 'Bulbasaur', player: 0 })!;
    expect(e).toMatchObject({ name: 'Test Shield', source: bulba, target: bulba, player: 0, scope: 'self', key: 'damage_reduction' });
    expect(queryEffects(p.core, { type: 'damage_reduction', pokemon: bulba }).effects.map((x) => x.id)).toEqual([e.id]);
    expect(queryEffects(p.core, { type: 'damage_reduction', pokemon: p.id('Snivy') }).effects).toEqual([]);
    expect(p.core.log.filter((x) => x.type === 'pocket_effect_start').map((x) => x.type === 'pocket_effect_start' && x.effect.name)).toEqual(['Test Shield']);
  });
  it('scopes: team_all, team_active, team_bench, opponent_active, opponent_all, and a type filter', () => {
    const p = board();
    const reg = (scope: EffectSpec['scope'], extra: Partial<EffectSpec['params']> = {}) =>
      registerEffect(p.core, spec({ type: 'damage_boost', scope, params: { amount: 1, ...extra } }), { name: scope, sourceKind: 'trainer', source: p.id('Bulbasaur'), sourceCard: 'x', player: 0 })!;
    const names = (ref: string) => queryEffects(p.core, { type: 'damage_boost', pokemon: p.id(ref) }).effects.map((e) => e.name).sort();
    reg('team_all'); reg('team_active'); reg('team_bench'); reg('opponent_active'); reg('opponent_all'); reg('all_pokemon');
    registerEffect(p.core, spec({ type: 'damage_boost', scope: 'team_all', params: { amount: 1, pokemon_type: 'Fire' } }), { name: 'fire only', sourceKind: 'trainer', source: p.id('Bulbasaur'), sourceCard: 'x', player: 0 });
    expect(names('Bulbasaur')).toEqual(['all_pokemon', 'team_active', 'team_all']);
    expect(names('Snivy')).toEqual(['all_pokemon', 'team_all', 'team_bench']);
    expect(names('Heatmor')).toEqual(['all_pokemon', 'fire only', 'team_all', 'team_bench']);
    expect(names('Tauros')).toEqual(['all_pokemon', 'opponent_active', 'opponent_all']);
    expect(names('Pidgey')).toEqual(['all_pokemon', 'opponent_all']);
  });
  it('player scopes: Psyduck\'s Headache — "Your opponent can\'t use any Supporter cards from their hand during their next turn."', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Psyduck', energy: ['Water'] } }, B: { active: 'Tauros', hand: ["Professor's Research"] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(queryEffects(p.core, { type: 'no_supporters', player: 1 }).effects.map((e) => e.name)).toEqual(['Headache']);
    expect(queryEffects(p.core, { type: 'no_supporters', player: 0 }).effects).toEqual([]);
    expect(() => p.act({ type: 'play_trainer', player: 1, card: p.id("Professor's Research") })).toThrow(/Headache/);
    p.act({ type: 'end_turn', player: 1 });
    p.act({ type: 'end_turn', player: 0 });
    const before = p.core.player(1).hand.length;
    p.act({ type: 'play_trainer', player: 1, card: p.id("Professor's Research") });
    expect(p.core.player(1).hand.length).toBe(before - 1 + 2);
  });
});

describe('durations', () => {
  it('"this turn": Giovanni\'s boost applies this turn and ends with it', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: 'Bulbasaur', hand: ['Giovanni'] }, B: { active: 'Tauros' } } });
    p.act({ type: 'play_trainer', player: 0, card: p.id('Giovanni') });
    expect(pocket(p.core).effects.map((e) => e.name)).toEqual(['Giovanni']);
    p.act({ type: 'end_turn', player: 0 });
    expect(pocket(p.core).effects).toEqual([]);
    expect(p.events.find((e) => e.type === 'pocket_effect_end')).toMatchObject({ name: 'Giovanni', reason: 'expired' });
  });
  it('"during your opponent\'s next turn": not live in the turn it was made, live the next turn, gone after (POCKET-02)', () => {
    const e = { duration: { kind: 'opponent_next_turn', turn: 3 } } as ActiveEffect;
    expect([isLive(e, 3), isLive(e, 4), isLive(e, 5)]).toEqual([false, true, false]);
    const p = board();
    registerEffect(p.core, spec({ type: 'damage_reduction', duration: 'opponent_next_turn', params: { amount: 20 } }), { name: 'Barrier', sourceKind: 'attack', source: p.id('Bulbasaur'), sourceCard: 'Bulbasaur', player: 0 });
    expect(expireEffects(p.core, 3)).toBe(0);
    expect(expireEffects(p.core, 4)).toBe(1);
  });
  it('while in play: a passive Ability\'s effect lasts while its Pokémon is in play and ends when it leaves (design: Lifecycle Hooks)', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Snivy', energy: ['Grass'] }, bench: ['Serperior'] }, B: { active: { card: 'Wooloo', energy: ['Water', 'Water'] } } } });
    expect(pocket(p.core).effects.map((e) => e.name)).toEqual(['Jungle Totem']);
    endEffectsOf(p.core, p.id('Serperior'), 'test: Serperior left play');
    expect(pocket(p.core).effects).toEqual([]);
  });
  it('the source Knocked Out: its effects end with it', () => {
    const p = position({ turn: 4, active: 'B', players: { A: { active: { card: 'Serperior', damage: 100 }, bench: ['Snivy'] }, B: { active: { card: 'Tauros', energy: ['Water', 'Water'] } } } });
    expect(pocket(p.core).effects.map((e) => e.name)).toEqual(['Jungle Totem']);
    p.act({ type: 'attack', player: 1, attack: 0 });
    expect(p.core.obj(p.id('Serperior')).zone).toBe('graveyard');
    expect(pocket(p.core).effects).toEqual([]);
    expect(p.events.find((e) => e.type === 'pocket_effect_end')).toMatchObject({ name: 'Jungle Totem', reason: 'Serperior was Knocked Out' });
  });
  it('while Active: Octillery, Octazooka — "This effect lasts until the Defending Pokémon leaves the Active Spot"', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Octillery', energy: ['Water', 'Water'] } }, B: { active: { card: 'Tauros', energy: ['Water', 'Water', 'Water'] }, bench: ['Pidgey'] } } });
    p.act({ type: 'attack', player: 0, attack: 0 });
    expect(queryEffects(p.core, { type: 'attack_flip', pokemon: p.id('Tauros') }).effects.map((e) => e.name)).toEqual(['Octazooka']);
    p.act({ type: 'retreat', player: 1, to: p.id('Pidgey') });
    expect(pocket(p.core).effects).toEqual([]);
  });
});

describe('stacking (design: StackingMode, stacking_key)', () => {
  const fake = (id: number, key: string, stacking: ActiveEffect['stacking']) =>
    ({ id, name: `e${id}`, key, stacking, sourceCard: 'x', type: 'damage_boost' }) as ActiveEffect;
  it('additive: values with the same key sum', () => {
    expect(combine([{ effect: fake(1, 'k', 'additive'), value: 10 }, { effect: fake(2, 'k', 'additive'), value: 10 }], 0).value).toBe(20);
  });
  it('max_only: only the strongest counts; min_only: only the weakest', () => {
    const items = (m: ActiveEffect['stacking']) => [{ effect: fake(1, 'k', m), value: 10 }, { effect: fake(2, 'k', m), value: 30 }];
    expect(combine(items('max_only'), 0).value).toBe(30);
    expect(combine(items('min_only'), 0).value).toBe(10);
  });
  it('no_stack: only the earliest counts, the trace says the other "doesn\'t stack"', () => {
    const r = combine([{ effect: fake(2, 'k', 'no_stack'), value: 2 }, { effect: fake(1, 'k', 'no_stack'), value: 2 }], 1, 'multiply');
    expect(r.value).toBe(2);
    expect(r.trace.map((t) => [t.effect, t.used, t.note ?? ''])).toEqual([[2, false, "doesn't stack"], [1, true, '']]);
  });
  it('different stacking keys combine with each other', () => {
    expect(combine([{ effect: fake(1, 'a', 'no_stack'), value: 10 }, { effect: fake(2, 'b', 'no_stack'), value: 20 }], 5).value).toBe(35);
  });
});

describe('suppression (design: Suppression System)', () => {
  it('a live suppress_abilities effect suppresses Ability effects in its scope; queries skip them and say why', () => {
    const p = position({ turn: 3, active: 'A', players: { A: { active: { card: 'Snivy', energy: ['Grass', 'Grass'] }, bench: ['Serperior'] }, B: { active: 'Tauros' } } });
    const snivy = p.id('Snivy');
    expect(queryEffects(p.core, { type: 'energy_multiplier', pokemon: snivy }).effects).toHaveLength(1);
    registerEffect(p.core, spec({ type: 'suppress_abilities', scope: 'opponent_all', duration: 'this_turn' }), { name: 'Lock', sourceKind: 'trainer', source: p.id('Tauros'), sourceCard: 'Tauros', player: 1 });
    const q = queryEffects(p.core, { type: 'energy_multiplier', pokemon: snivy });
    expect(q.effects).toEqual([]);
    expect(q.suppressed.map((s) => s.by)).toEqual(['suppressed by Lock']);
    expect(queryEffects(p.core, { type: 'energy_multiplier', pokemon: snivy, includeSuppressed: true }).effects).toHaveLength(1);
  });
  it('the suppressed flag switches an effect off without removing it', () => {
    const p = board();
    const e = registerEffect(p.core, spec({ type: 'damage_boost', params: { amount: 10 } }), { name: 'Flagged', sourceKind: 'ability', source: p.id('Bulbasaur'), sourceCard: 'Bulbasaur', player: 0 })!;
    pocket(p.core).effects.find((x) => x.id === e.id)!.suppressed = true;
    expect(queryEffects(p.core, { type: 'damage_boost', pokemon: p.id('Bulbasaur') }).suppressed.map((s) => s.by)).toEqual(['suppressed']);
  });
});
