import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { newGame, randomPolicy } from '../../actors/index.ts';
import { builtInMagic } from '../../scripts/lib/decks.ts';

const { pool, decks } = builtInMagic();
const game = (seed: number, extra: object = {}) =>
  newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], ...extra });

/** The combat machine's state the game's step implies (CR 506-511). */
const combatFor: Record<string, string[]> = {
  beginning_of_combat: ['declareAttackers'],
  declare_attackers: ['declareAttackers'],
  declare_blockers: ['declareBlockers'],
  first_strike_damage: ['firstStrikeDamage'],
  combat_damage: ['combatDamage'],
  end_of_combat: ['ended'],
};

describe('mirror machines and the inspect option', () => {
  it('off by default: no mirror actors', () => {
    const g = game(1);
    expect(g.mirror).toBeNull();
    g.dispose();
  });

  it.each([1, 2, 3])('seed %i: the stack actor counts the stack and the combat actor follows the steps, every decision', (seed) => {
    const g = game(seed, { mirrorMachines: true });
    g.start();
    const seen = new Set<string>();
    for (let i = 0; i < 3000 && g.step(); i++) {
      const stack = g.mirror!.stack.getSnapshot();
      expect(stack.context.size).toBe(g.state.stack.length);
      expect(stack.value).toBe(g.state.stack.length ? 'nonEmpty' : 'empty');
      const combat = String(g.mirror!.combat.getSnapshot().value);
      expect(combatFor[g.state.step] ?? ['idle']).toContain(combat);
      seen.add(combat);
    }
    expect(seen.has('declareAttackers') && seen.has('idle')).toBe(true);
    g.dispose();
  });

  it('every actor the game creates reports to the inspect observer', () => {
    const actors = new Set<string>();
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.actor') actors.add(String((e.actorRef as { logic?: { id?: string } }).logic?.id ?? 'player'));
    };
    const g = game(4, { inspect, mirrorMachines: true });
    g.start();
    g.step();
    expect([...actors].sort()).toEqual(['combat', 'game', 'player', 'priority', 'stack', 'turn']);
    g.dispose();
  });
});
