/**
 * Random games always end, with the invariants checked after every decision (rules/pocket/invariants.ts)
 * and the Special Conditions statecharts agreeing with the rules; and games are deterministic: the same
 * seed gives the same game, event for event (DESIGN.md: "Same seed + same decisions = the same game").
 */
import { describe, expect, it } from 'vitest';
import { PocketGame, newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import { legalPocketActions, loadPocketDeck, pocketInvariants } from '../../rules/pocket/index.ts';
import type { PocketDeck, PocketGameState } from '../../rules/pocket/index.ts';
import { pool } from './helpers.ts';

const builtIn = (): PocketDeck[] => [loadPocketDeck('cards/decks/pocket-grass-poison.yaml', pool()), loadPocketDeck('cards/decks/pocket-water-psychic.yaml', pool())];

/** Decks that bring in the cards the built-in decks leave out: every Special Condition, more effects. */
const extra: PocketDeck[] = [
  {
    name: 'Conditions', energy: ['Lightning', 'Fire', 'Fighting'],
    cards: ['Pincurchin', 'Pincurchin', 'Chatot', 'Chatot', 'Blacephalon ex', 'Jigglypuff', 'Riolu', 'Riolu', 'Lucario', 'Lucario', 'Heatmor', 'Tauros',
      'Potion', 'Potion', 'Leaf', 'Blue', 'X Speed', 'Sabrina', 'Poké Ball', 'Poké Ball'],
  },
  {
    name: 'Toolbox', energy: ['Darkness', 'Metal', 'Grass'],
    cards: ['Ekans', 'Ekans', 'Arbok', 'Grimer', 'Grimer', 'Muk', 'Karrablast', 'Karrablast', 'Escavalier', 'Caterpie', 'Weedle', 'Wooloo', 'Rattata',
      'Pidgey', 'Giovanni', 'Red Card', "Professor's Research", "Professor's Research", 'Erika', 'Potion'],
  },
];

function play(seed: number, decks: PocketDeck[], check: boolean): PocketGame {
  const g = newPocketGame({ seed, decks, pool: pool(), policies: [randomPocketPolicy(seed * 2 + 1), randomPocketPolicy(seed * 2 + 2)] });
  g.start();
  for (let i = 0; i < 5000 && g.step(); i++) {
    if (!check) continue;
    const broken = [...pocketInvariants(g.core), ...g.conditions!.mismatches(g.core)];
    if (broken.length) throw new Error(`seed ${seed}, decision ${i}: ${broken.join('; ')}`);
  }
  return g;
}

describe('random games', () => {
  it('built-in decks: 40 seeded games all end, invariants hold after every decision', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const g = play(seed, builtIn(), true);
      expect(g.state.result, `seed ${seed}`).not.toBeNull();
      expect(g.state.turn).toBeLessThanOrEqual(30);
      g.dispose();
    }
  });
  it('the other cards (all Special Conditions, Lucario, Arbok, Escavalier, …): 40 games end with invariants holding', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const g = play(seed, extra, true);
      expect(g.state.result, `seed ${seed}`).not.toBeNull();
      for (const e of g.log) if (e.type === 'pocket_condition' && e.on) seen.add(e.condition);
      g.dispose();
    }
    expect([...seen].sort()).toEqual(['Asleep', 'Burned', 'Confused', 'Paralyzed', 'Poisoned']);
  });
  it('games end by points, by an empty side, or by the turn limit; both decks win some', () => {
    const reasons = new Set<string>();
    const winners = new Set<number | null>();
    for (let seed = 1; seed <= 60; seed++) {
      const g = play(seed, builtIn(), false);
      reasons.add(g.state.result!.reason.replace(/^.*(points|no Pokémon left|turn limit).*$/, '$1'));
      winners.add(g.state.result!.winner);
      g.dispose();
    }
    expect(reasons).toContain('points');
    expect(winners).toContain(0);
    expect(winners).toContain(1);
  });
});

describe('determinism', () => {
  const fingerprint = (seed: number) => {
    const g = play(seed, builtIn(), false);
    const out = { log: JSON.stringify(g.log), state: JSON.stringify(g.state) };
    g.dispose();
    return out;
  };
  it('the same seed gives the same game, event for event, and the same final state', () => {
    for (const seed of [3, 17]) expect(fingerprint(seed)).toEqual(fingerprint(seed));
  });
  it('different seeds give different games', () => {
    expect(fingerprint(3).log).not.toEqual(fingerprint(4).log);
  });
  it('the game state is plain data: it survives JSON and a game resumed from it plays on the same', () => {
    const a = newPocketGame({ seed: 9, decks: builtIn(), pool: pool(), policies: [randomPocketPolicy(1), randomPocketPolicy(2)] });
    a.start();
    for (let i = 0; i < 25; i++) a.step();
    const snapshot = JSON.parse(JSON.stringify(a.state)) as PocketGameState;
    expect(snapshot).toEqual(a.state);
    const b = new PocketGame(snapshot, { pool: pool(), policies: [randomPocketPolicy(1), randomPocketPolicy(2)] });
    b.resume();
    // From here both games take the first legal action every time: the same decisions from the same state.
    const firstLegal = (g: PocketGame) => { const p = g.pending()!; g.submit(legalPocketActions(g.core, p.player)[0]!); };
    const from = a.log.length;
    for (let i = 0; i < 200 && !a.over; i++) { firstLegal(a); firstLegal(b); }
    expect(JSON.stringify(b.state)).toEqual(JSON.stringify(a.state));
    expect(b.log.map((e) => e.type)).toEqual(a.log.slice(from).map((e) => e.type));
    a.dispose();
    b.dispose();
  });
});

describe('no ambient randomness in the rules', () => {
  it('rules/pocket never calls Math.random or Date.now', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(`${dir}/${f}`).isDirectory() ? files(`${dir}/${f}`) : f.endsWith('.ts') ? [`${dir}/${f}`] : []));
    const offenders = files('rules/pocket').filter((f) => /Math\.random|Date\.now/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
