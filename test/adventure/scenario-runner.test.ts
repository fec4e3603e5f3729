/** The adventure scenario runner: setup (mana from the turn), actions where the game stands, checks. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultRunners, runScenario } from '../../scripts/scenario/index.ts';
import { drawPhasesHad } from '../../scripts/scenario/adventure/index.ts';
import type { Scenario } from '../../scripts/scenario/types.ts';

const runners = defaultRunners();
function run(yaml: string) {
  const sc = { actions: [], expect: [], ...(parse(yaml) as object), file: 'inline.yaml' } as unknown as Scenario;
  return runScenario(sc, runners);
}
const failures = (r: ReturnType<typeof run>) => ({ error: r.error, failed: r.expectations.filter((e) => !e.pass) });

describe('scenario runner: adventure setup', () => {
  it('INDEX.md: mana is taken from the turn — every DRAW phase a player has had adds 1 (turn 1 main: A 1, B 0)', () => {
    expect([drawPhasesHad(0, 1, 'main', 0), drawPhasesHad(1, 1, 'main', 0)]).toEqual([1, 0]);
    expect([drawPhasesHad(0, 4, 'main', 1), drawPhasesHad(1, 4, 'main', 1)]).toEqual([2, 2]);
    expect(drawPhasesHad(0, 3, 'draw', 0)).toBe(1);
    const r = run(`
id: T1
ruleset: adventure
setup: { turn: 1, active: A, step: main, players: { A: { hand: [Ogre] }, B: { mana: { max: 5, available: 2 } } } }
expect:
  - { after: start, mana_pool: { A: 1, B: { max: 5, available: 2 } } }
`);
    expect(failures(r)).toEqual({ error: null, failed: [] });
  });

  it('unknown cards are reported in error, not skipped', () => {
    const r = run(`
id: T2
ruleset: adventure
setup: { players: { A: { hand: [Goblin King] }, B: {} } }
expect: [{ after: start, step: main }]
`);
    expect(r.error).toBe('unknown card(s): Goblin King');
    expect(r.passed).toBe(false);
  });

  it('advance_to a phase without priority stops once its effects are done; the next action goes on from there (to MAIN, where B passes)', () => {
    const r = run(`
id: T3
ruleset: adventure
setup: { players: { A: { battlefield: [Shrine Keeper], library: [{ card: Peasant, count: 5 }] }, B: { library: [{ card: Peasant, count: 5 }] } } }
actions:
  - { do: advance_to, step: end }
  - { do: advance_to, step: draw, turn: 2 }
  - { do: pass }
expect:
  - { after: 1, step: end }
  - { after: 1, life: { A: 21, B: 20 } }
  - { after: 2, step: draw }
  - { after: 2, zone: { player: B, zone: hand, count: 1 } }
  - { after: 3, step: main }
  - { after: 3, events: [{ type: step, step: main }] }
`);
    expect(failures(r)).toEqual({ error: null, failed: [] });
  });

  it('events, object and game_over checks; a choose action answers a sacrifice', () => {
    const r = run(`
id: T4
ruleset: adventure
setup: { players: { A: { battlefield: [Sacrificial Altar, Squire, Ogre], hand: [Fireball], mana: { max: 4 }, library: [{ card: Peasant, count: 5 }] }, B: { life: 3 } } }
actions:
  - { do: activate, player: A, card: Sacrificial Altar, ability: 0 }
  - { do: choose, kind: cards, value: [Ogre] }
  - { do: pass, player: B }
  - { do: cast, player: A, card: Titan }
  - { do: cast, player: A, card: Fireball, targets: [B] }
expect:
  - { after: 1, object: Ogre, zone: graveyard }
  - { after: 1, object: Squire, zone: battlefield, power: 1, toughness: 1, types: [creature] }
  - { after: 1, events: [{ type: activate, source: Sacrificial Altar }, { type: draw, player: A }] }
  - { after: 4, rejected: true }
  - { after: 5, events: [{ type: cast, card: Fireball }, { type: damage, source: Fireball, target: B, amount: 3 }, { type: lose, player: B }] }
  - { after: 5, game_over: { winner: A } }
`);
    expect(failures(r)).toEqual({ error: null, failed: [] });
    expect(r.defaulted).toEqual([]);
  });

  it('a target left out of an action is asked for: a following choose answers it, else the first legal option is taken and reported', () => {
    const r = run(`
id: T5
ruleset: adventure
setup: { players: { A: { hand: [Spark, Lightning], mana: { max: 1 } }, B: { battlefield: [Ogre] } } }
actions:
  - { do: cast, player: A, card: Spark }
  - { do: choose, kind: target, value: [B] }
  - { do: pass, player: B }
  - { do: cast, player: A, card: Lightning }
expect:
  - { after: 2, life: { A: 20, B: 19 } }
  - { after: 4, object: Ogre, zone: graveyard }
`);
    expect(failures(r)).toEqual({ error: null, failed: [] });
    expect(r.defaulted).toEqual(['target for A: the first option']);
  });

  it('a setup in END stands there after the phase\'s effects (PHASE_END triggers have run)', () => {
    const r = run(`
id: T6
ruleset: adventure
setup: { step: end, players: { A: { battlefield: [Shrine Keeper] }, B: { library: [Peasant, Ogre] } } }
actions:
  - { do: advance_to, step: main }
expect:
  - { after: start, step: end }
  - { after: start, life: { A: 21, B: 20 } }
  - { after: 1, step: main }
  - { after: 1, zone: { player: B, zone: hand, count: 1 } }
`);
    expect(failures(r)).toEqual({ error: null, failed: [] });
  });
});
