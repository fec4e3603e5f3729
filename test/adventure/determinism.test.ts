/** Same seed and same decisions: the same game, event for event. All randomness comes from the game's seeded RNG. */
import { describe, expect, it } from 'vitest';
import { AdventureGame, adventureRandomPolicy } from '../../actors/adventure/index.ts';
import { scriptedPolicy } from '../../actors/index.ts';
import type { AdventureView } from '../../rules/adventure/index.ts';
import type { Answer, PlayerAction } from '../../rules/index.ts';
import type { AdventurePool, AdventureState } from '../../rules/adventure/index.ts';
import { pool, randomAdventureGame } from './helpers.ts';

function play(seed: number, objectActors = false): { log: string; state: string } {
  const g = randomAdventureGame(seed, { objectActors, keepLog: true });
  g.start();
  g.run();
  const out = { log: JSON.stringify(g.log), state: JSON.stringify(g.state) };
  g.dispose();
  return out;
}

describe('determinism', () => {
  it('a seed replays exactly: the same event log and the same final state', () => {
    for (const seed of [1, 7, 42]) expect(play(seed)).toEqual(play(seed));
  });

  it('object actors change nothing in the game', () => {
    expect(play(11, true)).toEqual(play(11, false));
  });

  it('different seeds give different games (shuffles and the first player come from the seed)', () => {
    expect(new Set([1, 2, 3, 4].map((s) => play(s).log)).size).toBe(4);
  });

  it('the state is plain data: a copy taken mid-game serialises to the same JSON', () => {
    const g = randomAdventureGame(5);
    g.start();
    for (let i = 0; i < 40; i++) g.step();
    const json = JSON.stringify(g.state);
    expect(JSON.stringify(JSON.parse(json))).toBe(json);
    expect(g.state.rng).toHaveLength(4);
    g.dispose();
  });
});

describe('save and resume', () => {
  it('a game saved as JSON mid-window and resumed with the same decisions ends exactly as the original', () => {
    for (const [seed, at] of [[5, 37], [9, 80], [12, 60]] as const) {
      const g = randomAdventureGame(seed, { keepLog: true });
      const decisions: { seat: number; action: PlayerAction }[] = [];
      const answers: { seat: number; answer: Answer }[] = [];
      type AdventurePolicy = ReturnType<typeof adventureRandomPolicy>;
      const record = (seat: number, p: AdventurePolicy): AdventurePolicy => ({
        name: `record(${p.name})`,
        act: (r) => { const a = p.act(r) as PlayerAction; decisions.push({ seat, action: a }); return a; },
        choose: (c, req) => { const a = p.choose(c, req) as Answer; answers.push({ seat, answer: a }); return a; },
      });
      const recorded = new AdventureGame(g.state, { cards: pool, policies: [record(0, adventureRandomPolicy(seed * 2 + 1)), record(1, adventureRandomPolicy(seed * 2 + 2))], objectActors: false });
      g.dispose();
      recorded.start();
      let saved = '';
      let savedDecision = 0;
      let savedAnswer = 0;
      // Saved after one pass in a window, so that the restored priority machine must hold the holder and the pass.
      for (let i = 0; recorded.step(); i++) {
        if (!saved && i + 1 >= at && recorded.state.passes === 1) { saved = JSON.stringify(recorded.state); savedDecision = decisions.length; savedAnswer = answers.length; }
      }
      expect(saved, `seed ${seed} ended before decision ${at}`).not.toBe('');
      const rest = decisions.slice(savedDecision);
      const script = (seat: number) => scriptedPolicy<AdventureView, AdventurePool>({ actions: rest.filter((d) => d.seat === seat).map((d) => d.action), answers: { cards: answers.slice(savedAnswer).filter((a) => a.seat === seat).map((a) => a.answer) } });
      const resumed = new AdventureGame(JSON.parse(saved) as AdventureState, { cards: pool, policies: [script(0), script(1)], objectActors: false });
      resumed.resume();
      expect(resumed.state.pending).toEqual(JSON.parse(saved).pending);
      resumed.run();
      expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(recorded.state));
      recorded.dispose();
      resumed.dispose();
    }
  });
});
