/**
 * The Duel example (docs/new-ruleset.md): a card game of one's own, given to the shared runtime as a ruleset
 * definition, plays, simulates, hides what it should and opens in the inspector like the built-in rulesets.
 * Its rules are its own (seed 000: a ruleset is data and modules), so the tests cite the example's rules.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatEvent, scriptedPolicy } from '../../actors/index.ts';
import { IllegalActionError, clonePlain } from '../../rules/index.ts';
import { duelDeck, duelPool, duelPoolFrom, duelRandomPolicy, newDuelGame, type DuelGame } from '../../scripts/examples/duel/index.ts';
import { INSPECTABLE } from '../../scripts/inspector/rulesets.ts';
import { DEFAULT_RUN, playRandomGame, rulesetNamed } from '../../scripts/lib/rulesets.ts';
import { tempDir } from '../helpers/temp-dir.ts';

const decks = [duelDeck('North'), duelDeck('South')];
const randomDuel = (seed: number) => newDuelGame({ seed, decks, cards: duelPool(), policies: [duelRandomPolicy(seed * 2 + 1), duelRandomPolicy(seed * 2 + 2)] });
const lines = (g: DuelGame) => g.log.map((e) => formatEvent(g.state, e)).filter((l): l is string => l !== null);

/** A game whose seats are driven by the test (scripted policies that only pass), started in turn 1's main step. */
function driven(seed = 1): DuelGame {
  const g = newDuelGame({ seed, decks, cards: duelPool(), policies: [scriptedPolicy({}), scriptedPolicy({})] });
  g.start();
  return g;
}

describe('the Duel example on the shared runtime', () => {
  it('plays a whole game to a winner with a readable log, and the same seed plays the same game', () => {
    const a = randomDuel(3);
    a.start(); a.run();
    expect(a.state.result?.winner).not.toBeUndefined();
    expect(a.state.result!.reason).toBe('life 0 or less');
    expect(lines(a).some((l) => /casts (Squire|Footman|Knight|Champion|Spark|Fireburst)/.test(l))).toBe(true);
    expect(lines(a).some((l) => / deals \d combat damage to (North|South)/.test(l))).toBe(true);
    const b = randomDuel(3);
    b.start(); b.run();
    expect(JSON.stringify(b.log)).toBe(JSON.stringify(a.log));
    a.dispose(); b.dispose();
  });

  it('simulates through the scripts\' ruleset table like the built-in rulesets', () => {
    const summaries = [1, 2, 3, 4, 5].map((seed) => playRandomGame(rulesetNamed('duel'), seed, DEFAULT_RUN));
    for (const s of summaries) expect([s.finished, s.draw]).toEqual([true, false]);
    expect(new Set(summaries.map((s) => s.winner))).toEqual(new Set([0, 1]));
  });

  it('plays from the command line, and its recorded game replays to the same final state', () => {
    const file = join(tempDir('duel-'), 'duel.json');
    const tsx = (...args: string[]) => spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', ...args], { encoding: 'utf8' });
    const played = tsx('scripts/play.ts', '--ruleset', 'duel', '--seed', '3', '--record', file);
    expect(played.status, played.stderr).toBe(0);
    expect(played.stdout).toMatch(/Result: (North|South) wins on turn \d+/);
    const replayed = tsx('scripts/replay.ts', file);
    expect(replayed.status, replayed.stderr).toBe(0);
    expect(replayed.stdout).toMatch(/final state matches \(hash [0-9a-f]{64}\)/);
  });

  it('one card a turn: a second cast is refused and the state stays exactly as it was', () => {
    const g = driven();
    const p = g.state.pending!;
    expect(p.kind).toBe('priority');
    const hand = g.state.players[p.player]!.hand;
    g.submit({ type: 'cast', player: p.player, card: hand[0]! });
    const before = JSON.stringify(clonePlain(g.state));
    expect(() => g.submit({ type: 'cast', player: p.player, card: g.state.players[p.player]!.hand[0]! })).toThrow(IllegalActionError);
    expect(JSON.stringify(g.state)).toBe(before);
    g.dispose();
  });

  it('a creature attacks from the turn after it entered, for its power; a spell deals its damage at once', () => {
    const g = driven(2);
    const me = g.state.pending!.player;
    const foe = 1 - me;
    const pool = duelPool();
    const hand = () => g.state.players[me]!.hand;
    const creature = hand().find((id) => pool.require(g.state.objects[id]!.card).kind === 'creature');
    expect(creature).toBeDefined();
    g.submit({ type: 'cast', player: me, card: creature! });
    expect(g.state.objects[creature!]!.zone).toBe('battlefield');
    g.submit({ type: 'pass', player: me });
    expect(g.state.pending).toMatchObject({ kind: 'attackers', player: me });
    const attack = { type: 'attack' as const, player: me, attackers: [{ id: creature!, target: { kind: 'player' as const, id: foe } }] };
    expect(() => g.submit(attack)).toThrow(/can't attack now/);
    // To the same step of the next turn of `me`.
    while (!(g.state.pending?.kind === 'attackers' && g.state.pending.player === me && g.state.turn > 1)) g.submit({ type: 'pass', player: g.state.pending!.player });
    const life = g.state.players[foe]!.life;
    g.submit(attack);
    const power = (pool.require(g.state.objects[creature!]!.card) as { power: number }).power;
    expect(g.state.players[foe]!.life).toBe(life - power);
    expect(g.state.objects[creature!]!.tapped).toBe(true);
    g.dispose();
  });

  it('hides what a player may not see: the opponent\'s hand and both libraries (CR 400.2 by analogy)', () => {
    const g = driven(4);
    const view = g.view(0);
    expect(view.players[0]!.hand).not.toBeNull();
    expect(view.players[1]!.hand).toBeNull();
    expect(view.players[1]!.handSize).toBe(g.state.players[1]!.hand.length);
    g.dispose();
  });

  it('opens in the inspector: its actors are a tree under the game actor, and its charts are its turn and priority', () => {
    const session = INSPECTABLE.duel(5, () => {});
    session.start();
    for (let i = 0; i < 20 && session.step(); i++);
    expect(session.charts.map((c) => c.name)).toEqual(['turn', 'priority']);
    const children = Object.keys(session.game.actor.root!.getSnapshot().children).sort();
    expect(children).toEqual(['player-0', 'player-1', 'priority-1', 'turn']);
    session.dispose();
  });

  it('a malformed card file is refused with its name, the path inside it and what is wrong', () => {
    expect(() => duelPoolFrom('- { name: Squire, kind: creature, power: -1 }', 'my-cards.yaml')).toThrow(/^my-cards\.yaml: 0\.power: /);
    expect(() => duelPoolFrom('- { name: Squire, kind: wizard }', 'my-cards.yaml')).toThrow(/my-cards\.yaml: 0\.kind/);
    expect(() => duelPoolFrom('- { name: A, kind: spell, damage: 1 }\n- { name: A, kind: spell, damage: 2 }', 'x.yaml')).toThrow('x.yaml: 1.name: "A" is defined twice');
  });
});
