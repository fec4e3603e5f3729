/**
 * The Pocket scenario runner (FORMAT.md): setup keys, the pocket actions, `coin_flips` and `random` on
 * actions, the pocket checks (`pokemon`, `points`, `active_effects`) and the general ones.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runScenario } from '../../scripts/scenario/index.ts';
import { defaultPocketRunner } from '../../scripts/scenario/pocket/index.ts';
import type { Scenario } from '../../scripts/scenario/index.ts';

const run = (yaml: string) => {
  const sc = { ...(parse(yaml) as object), file: 'inline.yaml' } as Scenario;
  sc.actions ??= [];
  sc.expect ??= [];
  const r = runScenario(sc, { pocket: defaultPocketRunner() });
  return { ...r, failures: r.expectations.filter((e) => !e.pass).map((e) => `after ${String(e.after)} ${e.check}: expected ${JSON.stringify(e.expected)}, got ${JSON.stringify(e.actual)}`) };
};

describe('pocket scenarios', () => {
  it('coin_flips decide the flips an action causes: Burned at the Checkup, heads recovers', () => {
    const r = run(`
id: T-BURN
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: { card: Blacephalon ex, energy: [Fire] } }
    B: { active: { card: Tauros }, deck: [{ card: Pidgey, count: 5 }] }
actions:
  - { do: use_attack, attack: Singe, coin_flips: [tails] }
  - { do: end_turn, player: B, coin_flips: [heads] }
expect:
  - { after: 1, pokemon: Tauros (B), status: [Burned], damage: 20, hp: 100 }
  - { after: 2, pokemon: Tauros, status: [], damage: 40 }
`);
    expect(r.failures).toEqual([]);
    expect(r.error).toBeNull();
  });
  it('random picks the random card: Poké Ball, then points, zone and step checks', () => {
    const r = run(`
id: T-RANDOM
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: Bulbasaur, hand: [Poké Ball], deck: [Ivysaur, Pidgey, Rattata], points: 1 }
    B: { active: Tauros }
actions:
  - { do: play, card: Poké Ball, random: [Rattata] }
expect:
  - { after: 1, zone: { player: A, zone: hand, exactly: [Rattata] } }
  - { after: 1, zone: { player: A, zone: discard, contains: [Poké Ball] } }
  - { after: 1, points: { A: 1, B: 0 } }
  - { after: 1, step: main }
`);
    expect(r.failures).toEqual([]);
  });
  it('provides and active_effects: Jungle Totem', () => {
    const r = run(`
id: T-TOTEM
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: { card: Snivy, energy: [Grass, Grass] }, bench: [Serperior] }
    B: { active: Tauros }
expect:
  - { after: start, pokemon: Snivy, provides: { Grass: 4 }, energy: [Grass, Grass] }
  - { after: start, active_effects: { player: A, includes: [Jungle Totem], excludes: [Barrier Attack] } }
`);
    expect(r.failures).toEqual([]);
  });
  it('an evolution played onto its Pokémon, an illegal play rejected, a promotion after a Knock Out, game_over', () => {
    const r = run(`
id: T-FLOW
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: { card: Tauros, energy: [Water, Water] }, bench: [Bulbasaur], hand: [Ivysaur, Venusaur] }
    B: { active: Rattata, bench: [Pidgey] }
actions:
  - { do: play, card: Ivysaur }
  - { do: play, card: Venusaur }
  - { do: use_attack, attack: Horn Attack }
  - { do: promote, player: B, card: Pidgey }
  - { do: concede, player: B }
expect:
  - { after: 1, pokemon: Ivysaur, zone: bench }
  - { after: 2, rejected: true }
  - { after: 3, pokemon: Rattata, zone: discard }
  - { after: 3, game_over: false }
  - { after: 4, pokemon: Pidgey, zone: active }
  - { after: 5, game_over: { winner: A } }
`);
    expect(r.failures).toEqual([]);
  });
  it('advance_to and pass_until_end move the game on as if nobody did anything', () => {
    const r = run(`
id: T-ADVANCE
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: Tauros }
    B: { active: Tauros }
actions:
  - { do: advance_to, step: main, turn: 6 }
  - { do: pass_until_end }
expect:
  - { after: 1, step: main }
  - { after: final, game_over: { draw: true } }
`);
    expect(r.failures).toEqual([]);
  });
  it('events: damage and zone changes of the last action, as a subsequence', () => {
    const r = run(`
id: T-EVENTS
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: { card: Tauros, energy: [Water, Water] } }
    B: { active: Rattata, bench: [Pidgey] }
actions:
  - { do: use_attack, attack: Horn Attack }
expect:
  - { after: 1, events: [{ type: damage, source: Tauros, target: Rattata, amount: 50 }, { type: pocket_knock_out }] }
`);
    expect(r.failures).toEqual([]);
  });
  it('a card the project does not have is an error, not a skip', () => {
    const r = run(`
id: T-UNKNOWN
ruleset: pocket
cards: [{ name: Missingno }]
setup: { players: { A: { active: Tauros }, B: { active: Tauros } } }
expect:
  - { after: start, points: { A: 0 } }
`);
    expect(r.error).toBe('unknown card(s): Missingno');
    expect(r.passed).toBe(false);
  });
  it('a choice the scenario does not answer takes the first option and is reported as defaulted', () => {
    const r = run(`
id: T-DEFAULT
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: Greninja }
    B: { active: Bulbasaur, bench: [Weedle] }
actions:
  - { do: use_ability, card: Greninja }
expect:
  - { after: 1, pokemon: Bulbasaur, damage: 20 }
`);
    expect(r.failures).toEqual([]);
    expect(r.defaulted).toEqual(['target (Water Shuriken): first legal option']);
  });
  it('choose answers a choice inside the action before it (Sabrina: the opponent picks the new Active)', () => {
    const r = run(`
id: T-CHOOSE
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: Bulbasaur, hand: [Sabrina] }
    B: { active: Tauros, bench: [Pidgey, Wooloo] }
actions:
  - { do: play, card: Sabrina }
  - { do: choose, player: B, kind: cards, value: [Wooloo] }
expect:
  - { after: 2, pokemon: Wooloo, zone: active }
  - { after: 2, pokemon: Tauros, zone: bench }
`);
    expect(r.failures).toEqual([]);
    expect(r.defaulted).toEqual([]);
  });
});

describe('pocket setups at the start and end steps', () => {
  it('step: start — the turn begins: the Energy Zone makes its Energy and the player draws', () => {
    const r = run(`
id: T-START
ruleset: pocket
setup:
  turn: 4
  active: B
  step: start
  players:
    A: { active: Tauros }
    B: { active: Bulbasaur, deck: [Pidgey, Rattata], energy_zone: [Grass] }
actions:
  - { do: attach_energy, to: Bulbasaur }
expect:
  - { after: start, zone: { player: B, zone: hand, exactly: [Pidgey] } }
  - { after: start, step: main }
  - { after: 1, pokemon: Bulbasaur, energy: [Grass] }
`);
    expect(r.failures).toEqual([]);
  });
  it('step: end — the Pokémon Checkup happens before the next turn', () => {
    const r = run(`
id: T-END
ruleset: pocket
setup:
  turn: 3
  active: A
  step: end
  players:
    A: { active: Tauros }
    B: { active: { card: Tauros, status: [Poisoned] } }
expect:
  - { after: start, pokemon: Tauros (B), damage: 10 }
  - { after: start, step: main }
`);
    expect(r.failures).toEqual([]);
  });
  it('play … to: names a Trainer\'s target (Potion)', () => {
    const r = run(`
id: T-POTION
ruleset: pocket
setup:
  turn: 3
  active: A
  players:
    A: { active: { card: Bulbasaur, damage: 30 }, bench: [{ card: Snivy, damage: 30 }], hand: [Potion] }
    B: { active: Tauros }
actions:
  - { do: play, card: Potion, to: Snivy }
expect:
  - { after: 1, pokemon: Snivy, damage: 10, hp: 70 }
  - { after: 1, pokemon: Bulbasaur, damage: 30 }
`);
    expect(r.failures).toEqual([]);
  });
});
