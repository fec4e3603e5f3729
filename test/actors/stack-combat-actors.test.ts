/**
 * The stack and combat actors carry the game (DESIGN.md, "Actors"): casting pushes through the stack machine,
 * resolving, fizzling and countering are its transitions (CR 405, 608.2b, 701.6a), and combat's beginning,
 * declarations, damage steps and end are the combat machine's (CR 506-511). A machine that refuses an event the
 * rules send is an engine error, so a stopped actor stops the game instead of being bypassed.
 */
import { describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { newGame, randomPolicy } from '../../actors/index.ts';
import type { StackEmitted } from '../../machines/index.ts';
import { EngineError } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/decks.ts';
import { position } from '../game/helpers.ts';

const { pool, decks } = builtInMagic();
const game = (seed: number, extra: object = {}) =>
  newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], ...extra });

/** The combat machine's states each step allows (CR 506-511). */
const combatFor: Record<string, string[]> = {
  beginning_of_combat: ['declareAttackers'],
  declare_attackers: ['declareAttackers', 'declareBlockers', 'ended'],
  declare_blockers: ['declareBlockers'],
  first_strike_damage: ['firstStrikeDamage'],
  combat_damage: ['combatDamage'],
  end_of_combat: ['combatDamage', 'ended', 'firstStrikeDamage', 'declareBlockers'],
};

describe('the stack and combat actors drive the game', () => {
  it.each([1, 2, 3])('seed %i: at every decision the stack actor holds the stack and the combat actor is where the step is', (seed) => {
    const g = game(seed);
    g.start();
    const seen = new Set<string>();
    for (let i = 0; i < 3000 && g.step(); i++) {
      const stack = g.machines.stack.getSnapshot();
      expect(stack.context.size).toBe(g.state.stack.length);
      expect(stack.value).toBe(g.state.stack.length ? 'nonEmpty' : 'empty');
      const combat = String(g.machines.combat.getSnapshot().value);
      expect(combatFor[g.state.step] ?? ['idle']).toContain(combat);
      seen.add(combat);
    }
    expect(seen.has('declareAttackers') && seen.has('idle') && seen.has('combatDamage')).toBe(true);
    g.dispose();
  });

  it('CR 405.2, 608.2, 701.6a: Counterspell on Lightning Bolt is pushed, resolves and counters through the stack machine', () => {
    const { game: g, ids } = position({
      step: 'precombat_main',
      players: [
        { battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: ['Mountain', 'Mountain'] },
        { battlefield: ['Island', 'Island'], hand: ['Counterspell'], library: ['Island', 'Island'] },
      ],
    });
    const heard: string[] = [];
    g.machines.stack.on('*', (e: StackEmitted) => heard.push(e.type === 'popped' ? `${e.outcome} ${e.size}` : `${e.type} ${e.size}`));
    g.submit({ type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [{ kind: 'player', id: 1 }] });
    g.submit({ type: 'pass', player: 0 });
    const bolt = g.state.stack[0]!.id;
    g.submit({ type: 'cast', player: 1, card: ids[1]!.hand[0]!, targets: [{ kind: 'object', id: bolt }] });
    expect(g.machines.stack.getSnapshot().context.size).toBe(2);
    g.submit({ type: 'pass', player: 1 });
    g.submit({ type: 'pass', player: 0 });
    // Counterspell resolves (taken off the stack), counters Lightning Bolt meanwhile, and its resolution ends.
    expect(heard).toEqual(['pushed 1', 'pushed 2', 'resolving 1', 'countered 0', 'resolved 0']);
    expect(g.machines.stack.getSnapshot().value).toBe('empty');
    expect(g.state.players[1]!.life).toBe(20);
    g.dispose();
  });

  it('CR 608.2b: a spell whose only target is gone leaves by the FIZZLE transition', () => {
    const { game: g, ids } = position({
      step: 'precombat_main',
      players: [
        { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'], library: ['Mountain'] },
        { battlefield: ['Grizzly Bears'], library: ['Island'] },
      ],
    });
    const outcomes: string[] = [];
    g.machines.stack.on('popped', (e) => outcomes.push(e.outcome));
    const bears = { kind: 'object' as const, id: ids[1]!.battlefield[0]! };
    g.submit({ type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [bears] });
    g.submit({ type: 'cast', player: 0, card: ids[0]!.hand[1]!, targets: [bears] });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.submit({ type: 'pass', player: g.state.pending!.player });
    expect(outcomes).toEqual(['resolved', 'fizzled']);
    expect(g.log.filter((e) => e.type === 'fizzle')).toHaveLength(1);
    g.dispose();
  });

  it('CR 508.1, 509.1, 510, 511.3: a combat walks the combat machine: BEGIN, declarations, DAMAGE, END', () => {
    const types: string[] = [];
    const inspect = (e: InspectionEvent) => {
      if (e.type === '@xstate.event' && (e.actorRef as { id?: string }).id === 'combat' && !e.event.type.startsWith('xstate.')) types.push(e.event.type);
    };
    const { game: g, ids } = position({
      step: 'precombat_main',
      inspect,
      players: [{ battlefield: ['Grizzly Bears'], library: ['Forest', 'Forest'] }, { library: ['Island', 'Island'] }],
    });
    for (let i = 0; i < 40 && g.state.step !== 'postcombat_main'; i++) {
      if (g.state.pending?.kind === 'attackers') g.submit({ type: 'attack', player: 0, attackers: [{ id: ids[0]!.battlefield[0]!, target: { kind: 'player', id: 1 } }] });
      else g.step();
    }
    expect(g.state.step).toBe('postcombat_main');
    expect(types).toEqual(['BEGIN', 'DECLARE_ATTACKERS', 'DECLARE_BLOCKERS', 'DAMAGE', 'END']);
    expect(g.state.players[1]!.life).toBe(18);
    expect(g.machines.combat.getSnapshot().value).toBe('idle');
    g.dispose();
  });

  it('a stopped stack actor stops the game with an EngineError instead of being bypassed', () => {
    const { game: g, ids } = position({
      step: 'precombat_main',
      players: [{ battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: ['Mountain'] }, { library: ['Island'] }],
    });
    g.actor.stop('stack');
    expect(() => g.submit({ type: 'cast', player: 0, card: ids[0]!.hand[0]!, targets: [{ kind: 'player', id: 1 }] })).toThrow(EngineError);
    g.dispose();
  });

  it('an illegal declaration is refused before it reaches the combat machine, which stays where it was', () => {
    const { game: g, ids } = position({
      step: 'declare_attackers',
      players: [{ battlefield: [{ card: 'Grizzly Bears', sick: true }], library: ['Forest'] }, { library: ['Island'] }],
    });
    const sent: string[] = [];
    g.machines.combat.subscribe(() => sent.push('changed'));
    expect(() => g.submit({ type: 'attack', player: 0, attackers: [{ id: ids[0]!.battlefield[0]!, target: { kind: 'player', id: 1 } }] })).toThrow(/summoning sickness/);
    expect(sent).toEqual([]);
    expect([g.machines.combat.getSnapshot().value, g.machines.combat.getSnapshot().context.attackers]).toEqual(['declareAttackers', 0]);
    expect(g.state.combat?.declared).toBe(false);
    g.dispose();
  });
});
