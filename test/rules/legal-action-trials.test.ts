/**
 * Listing legal actions (CR 117.1, 601.2, 602.2, 305.1) tries every candidate cast, activation and land play with
 * the same checks a submitted action goes through, but a refusal there is a value: listing builds no
 * IllegalActionError at all, while submitting an illegal action still throws one with its code. A player who can
 * only pass (CR 117.3d) gets [pass] from a cheap check before any trial; that check must be exact: whenever the
 * full listing offers more than a pass, it must not answer.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, legalActions } from '../../rules/index.ts';
import { legalActionsInFull } from '../../rules/magic/actions/legal.ts';
import { onlyPass } from '../../rules/magic/actions/only-pass.ts';
import { manaReach } from '../../rules/magic/actions/mana-reach.ts';
import { sorceryTiming } from '../../rules/magic/actions/timing.ts';
import { randomGame } from '../game/helpers.ts';
import { position } from '../helpers/position.ts';

// Every IllegalActionError made anywhere in the rules is counted by the class itself.
const built = { get n() { return IllegalActionError.made; } };

type Game = ReturnType<typeof randomGame>;

/** Each decision of seeded games: built-in decks and the full pool, two and three players. */
function eachDecision(visit: (g: Game, player: number) => void): void {
  const runs = [
    ...[1, 2, 3, 4].map((seed) => ({ seed, fullPool: false, players: 2 as const })),
    ...[1, 2, 3, 4].map((seed) => ({ seed, fullPool: true, players: 2 as const })),
    { seed: 5, fullPool: true, players: 3 as const },
  ];
  for (const { seed, fullPool, players } of runs) {
    const g = randomGame(seed, { objectActors: false, keepLog: false, fullPool, players });
    g.start();
    for (let i = 0; i < 3000 && g.pending(); i++) {
      visit(g, g.pending()!.player);
      g.step();
    }
    g.dispose();
  }
}

describe('legal-action listing: refusals are values', () => {
  it('CR 117.1, 601.2, 602.2: listing at each decision builds no IllegalActionError; submitting an illegal action throws one with its code', () => {
    let decisions = 0;
    let refusedAtSubmit = 0;
    eachDecision((g, player) => {
      const before = built.n;
      const legal = legalActions(g.core, player);
      legalActions(g.core, (player + 1) % g.state.players.length);
      expect(built.n - before, `turn ${g.state.turn}, ${g.state.step}, player ${player}`).toBe(0);
      expect(legal.length).toBeGreaterThan(0);
      decisions++;
      // Once a game: the other player acting now is refused, with a thrown IllegalActionError (CR 117.1).
      if (decisions % 200 === 0 && g.pending()!.kind === 'priority') {
        const other = (player + 1) % g.state.players.length;
        let err: unknown = null;
        try { g.submit({ type: 'pass', player: other }); } catch (e) { err = e; }
        expect(err).toBeInstanceOf(IllegalActionError);
        expect((err as InstanceType<typeof IllegalActionError>).code).toBe('action/not_your_decision');
        refusedAtSubmit++;
      }
    });
    expect(decisions).toBeGreaterThan(1000);
    expect(refusedAtSubmit).toBeGreaterThan(3);
  });

  it('CR 601.2: a refused cast at submit still throws IllegalActionError, and is counted as built', () => {
    const g = randomGame(1, { objectActors: false, keepLog: false });
    g.start();
    while (g.pending()?.kind !== 'priority') g.step();
    const player = g.pending()!.player;
    const before = built.n;
    let err: unknown = null;
    try { g.submit({ type: 'cast', player, card: g.state.players[player]!.library[0]!, targets: [] }); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(IllegalActionError);
    expect((err as InstanceType<typeof IllegalActionError>).code).toBe('action/not_in_hand');
    expect(built.n - before).toBe(1);
    g.dispose();
  });
});

describe('CR 117.3d: a player who can only pass', () => {
  it('the cheap check answers only when the full listing is [pass], at every decision of seeded games', () => {
    let shortCut = 0;
    let passOnly = 0;
    let more = 0;
    eachDecision((g, player) => {
      if (g.pending()!.kind !== 'priority') return;
      const full = legalActionsInFull(g.core, player);
      const cheap = onlyPass(g.core, player, sorceryTiming(g.core, player), () => manaReach(g.core, player));
      const where = `turn ${g.state.turn}, ${g.state.step}, player ${player}`;
      if (cheap) { shortCut++; expect(full, where).toEqual([{ type: 'pass', player }]); }
      if (full.length === 1) passOnly++; else more++;
      expect(legalActions(g.core, player), where).toEqual(full);
    });
    // Both kinds of position were seen, and the check answered for most pass-only ones.
    expect(more).toBeGreaterThan(100);
    expect(shortCut).toBeGreaterThan(100);
    expect(shortCut).toBeLessThanOrEqual(passOnly);
  });
});

describe('CR 117.1: what the rules keep from one listing to the next (layers, filters, costs) never changes a listing', () => {
  it('at every decision of seeded games, a listing equals one made after forgetting every kept value', () => {
    let compared = 0;
    eachDecision((g, player) => {
      if (g.pending()!.kind !== 'priority') return;
      const kept = legalActions(g.core, player);
      g.core.forgetMemo();
      expect(legalActions(g.core, player), `turn ${g.state.turn}, ${g.state.step}, player ${player}`).toEqual(kept);
      compared++;
    });
    expect(compared).toBeGreaterThan(1000);
  });
});

describe('CR 508.1a, 302.6: the attacks a listing offers', () => {
  it('one untapped creature at a time and all of them, never a tapped or summoning-sick one (a sick one with haste is offered)', () => {
    const p = position({
      players: [{ battlefield: [{ card: 'Grizzly Bears', sick: true, as: 'sick' }, { card: 'Raging Goblin', sick: true }, { card: 'Grizzly Bears', as: 'ready' }, { card: 'Grizzly Bears', tapped: true, as: 'tapped' }] }, {}],
    });
    p.toAttackers();
    const goblin = p.id('Raging Goblin');
    const ready = p.label('ready');
    expect(legalActions(p.core, 0)).toEqual([
      { type: 'attack', player: 0, attackers: [] },
      { type: 'attack', player: 0, attackers: [{ id: goblin, target: { kind: 'player', id: 1 } }] },
      { type: 'attack', player: 0, attackers: [{ id: ready, target: { kind: 'player', id: 1 } }] },
      { type: 'attack', player: 0, attackers: [{ id: goblin, target: { kind: 'player', id: 1 } }, { id: ready, target: { kind: 'player', id: 1 } }] },
    ]);
  });
});
