/**
 * The leak oracle catches leaks: games watched through deliberately leaky stand-ins for `view` and `view$` (each the
 * real redaction with one rule undone) must report problems, so that the property tests can fail.
 */
import { describe, expect, it } from 'vitest';
import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import { viewEvent, viewOf } from '../../rules/index.ts';
import type { GameEvent, PlayerId, ViewEvent } from '../../rules/index.ts';
import { adventureViewEvent } from '../../rules/adventure/index.ts';
import { pocketViewEvent } from '../../rules/pocket/index.ts';
import { adventureGame, adventureWatch, magicGame, magicWatch, pocketGame, pocketWatch } from './games.ts';
import { watch } from './watch.ts';
import type { ViewableGame } from './watch.ts';

/** A stream that redacts with `redact` but puts back what `undo` returns for some events. */
function leaky<G extends ViewableGame>(redact: (e: GameEvent, s: G['state'], p: PlayerId) => ViewEvent, undo: (e: GameEvent, seen: ViewEvent) => ViewEvent) {
  return (g: G, p: PlayerId): Observable<ViewEvent> => g.bus.events$.pipe(map((e) => undo(e, redact(e, g.state, p))));
}

/** Every problem found in watched games `from`..`to`. */
function problems<G extends ViewableGame>(game: (seed: number) => G, options: Parameters<typeof watch<G>>[1], seeds = [1, 2, 3]): string[] {
  return seeds.flatMap((seed) => watch(game(seed), options).problems);
}

describe('the leak oracle', () => {
  it('passes the real views (the property tests check 1,000 games a ruleset)', () => {
    expect(problems(magicGame, { ...magicWatch(), viewEvery: 20 }, [1])).toEqual([]);
  });

  it('notices a draw event that keeps the drawn card\'s id (CR 402.3)', () => {
    const found = problems(magicGame, { ...magicWatch(), viewEvery: 1000, view$: leaky(viewEvent, (e, seen) => (e.type === 'draw' ? { ...e } : seen)) });
    expect(found.join('\n')).toMatch(/draw event to player \d: object = \d+ is .+ \(in player \d's hand\) that player \d can't see/);
  });

  it('notices a zone change that keeps the id a card had in a hand (CR 400.7)', () => {
    const found = problems(magicGame, { ...magicWatch(), viewEvery: 1000, view$: leaky(viewEvent, (e, seen) => (e.type === 'zone_change' ? { ...seen, oldId: e.oldId } : seen)) });
    expect(found.join('\n')).toMatch(/zone_change event to player \d: oldId = \d+ is a card \(last seen in player \d's hand\)/);
  });

  it('notices another player\'s hand listed in a view, by its ids (CR 402.3)', () => {
    const view = (g: ReturnType<typeof magicGame>, p: PlayerId) => {
      const v = viewOf(g.state, p);
      for (const side of v.players) side.hand = [...g.state.players[side.player]!.hand];
      return v;
    };
    const found = problems(magicGame, { ...magicWatch(), viewEvery: 10, view }).join('\n');
    expect(found).toMatch(/players\[\d\]\.hand\[0\] = \d+ is .+ that player \d can't see/);
    expect(found).toMatch(/player \d's hand is listed/);
  });

  it('notices a card name no one could have shown the player, and a library order given away by ids (CR 401.2)', () => {
    const view = (g: ReturnType<typeof magicGame>, p: PlayerId) => ({ ...viewOf(g.state, p), peek: g.state.players.map((x) => ({ object: x.library[0], card: g.state.objects[x.library[0]!]?.card })) });
    const found = problems(magicGame, { ...magicWatch(), viewEvery: 10, view }).join('\n');
    expect(found).toMatch(/peek\[\d\]\.card names .+, which player \d has never seen/);
    expect(found).toMatch(/peek\[\d\]\.object = \d+ is .+ \(in player \d's library\)/);
  });

  it('notices the random generator\'s state or the seed in a view', () => {
    const view = (g: ReturnType<typeof magicGame>, p: PlayerId) => ({ ...viewOf(g.state, p), shuffler: { rng: [...g.state.rng] } });
    const found = problems(magicGame, { ...magicWatch(), viewEvery: 1000, view }, [1]).join('\n');
    expect(found).toMatch(/shuffler\.rng is shown to player \d/);
    expect(found).toMatch(/holds -?\d+, a number of the generator's state/);
  });

  it('notices a view that hides a player\'s own hand from them', () => {
    const view = (g: ReturnType<typeof magicGame>, p: PlayerId) => { const v = viewOf(g.state, p); v.players[p]!.hand = null; return v; };
    expect(problems(magicGame, { ...magicWatch(), viewEvery: 1000, view }, [1]).join('\n')).toMatch(/their own hand is null/);
  });

  it('Adventure: notices a random discard that names the cards picked from an opponent\'s hand', () => {
    const found = problems(adventureGame, { ...adventureWatch(), viewEvery: 1000, view$: leaky(adventureViewEvent, (e, seen) => (e.type === 'adv_discard' ? { ...e } : seen)) }, [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(found.join('\n')).toMatch(/adv_discard event to player \d: cards\[0\] = \d+ is .+ \(in player \d's hand\)/);
  });

  it('Pocket: notices a card searched from the deck named to the opponent', () => {
    const found = problems(pocketGame, { ...pocketWatch(), viewEvery: 1000, view$: leaky(pocketViewEvent, (e, seen) => (e.type === 'pocket_move' ? { ...seen, card: e.card } : seen)) });
    expect(found.join('\n')).toMatch(/pocket_move event to player \d: library → hand of player \d names .+/);
  });
});
