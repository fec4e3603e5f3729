/** The built-in Pokémon TCG Pocket cards and decks, and `npm start -- --ruleset pocket`. */
import { projectRoot } from './root.ts';
import { formatPocketEvent, newPocketGame, randomPocketPolicy } from '../../actors/pocket/index.ts';
import type { NewPocketGameOptions, PocketGame } from '../../actors/pocket/index.ts';
import { inPlay, loadPocketDeck, loadPocketPool, mon, pocketInvariants, side } from '../../rules/pocket/index.ts';
import type { PocketDeck, PocketPool } from '../../rules/pocket/index.ts';

const root = projectRoot();
let cached: { pool: PocketPool; decks: PocketDeck[]; meta: PocketDeck[] } | null = null;

/** The well-known decks of Genetic Apex and Mythical Island, built in besides the default pair (files in cards/decks). */
export const POCKET_META_DECKS = ['pocket-pikachu-ex', 'pocket-mewtwo-gardevoir', 'pocket-celebi-serperior', 'pocket-starmie-misty'] as const;

/**
 * `cards/pocket`, the two default decks, Grass-Poison vs Water-Psychic (`decks`, the pairing of
 * `--ruleset pocket`), and the well-known decks (`meta`: Pikachu ex, Mewtwo ex + Gardevoir, Celebi ex +
 * Serperior, Starmie ex + Misty), loaded once.
 * @example const { pool, decks } = builtInPocket();
 */
export function builtInPocket(): { pool: PocketPool; decks: PocketDeck[]; meta: PocketDeck[] } {
  if (cached) return cached;
  const pool = loadPocketPool(`${root}cards/pocket`);
  cached = {
    pool,
    decks: [loadPocketDeck(`${root}cards/decks/pocket-grass-poison.yaml`, pool), loadPocketDeck(`${root}cards/decks/pocket-water-psychic.yaml`, pool)],
    meta: POCKET_META_DECKS.map((f) => loadPocketDeck(`${root}cards/decks/${f}.yaml`, pool)),
  };
  return cached;
}

/**
 * Every built-in Pocket deck: the default pair, then the well-known decks.
 * @example allPocketDecks().map((d) => d.name) // ['Grass-Poison', 'Water-Psychic', 'Pikachu ex', …]
 */
export function allPocketDecks(): PocketDeck[] {
  const { decks, meta } = builtInPocket();
  return [...decks, ...meta];
}

/**
 * A seeded game between two random bots with the two default decks, or the `pairing` given (the same
 * game for the same seed in play, simulate, bench and inspect).
 * @example const g = randomPocketGame(7); g.start(); g.run();
 */
export function randomPocketGame(seed: number, options: Pick<NewPocketGameOptions, 'keepLog' | 'conditionActors' | 'inspect' | 'mode'> = {}, pairing?: readonly [PocketDeck, PocketDeck]): PocketGame {
  const { pool } = builtInPocket();
  const decks = pairing ? [...pairing] : builtInPocket().decks;
  return newPocketGame({ seed, decks, pool, policies: [randomPocketPolicy(seed * 2 + 1), randomPocketPolicy(seed * 2 + 2)], ...options });
}

/**
 * The Pocket invariants broken in a game's position, and where the Special Conditions statecharts
 * disagree with the rules (for `simulate --check`).
 * @example pocketGameInvariants(game) // []
 */
export function pocketGameInvariants(game: unknown): string[] {
  const g = game as PocketGame;
  return [...pocketInvariants(g.core), ...(g.conditions?.mismatches(g.core) ?? [])];
}

function board(game: PocketGame): string {
  const core = game.core;
  return game.state.players.map((p, i) => {
    const x = side(core, i);
    const show = (id: number) => `${core.obj(id).card}${core.obj(id).damage ? ` (${core.obj(id).damage} dmg)` : ''}${mon(core, id).energy.length ? ` [${mon(core, id).energy.join(', ')}]` : ''}`;
    return `  ${p.name}: Active ${x.active === null ? '—' : show(x.active)}; Bench ${x.bench.map(show).join(', ') || '—'}; ${x.points} point(s); ${inPlay(core, i).length} in play, ${p.hand.length} in hand, ${p.library.length} in deck`;
  }).join('\n');
}

/**
 * The two sides of a Pocket game, a line each (Active, Bench, points, cards), as `npm start -- --ruleset pocket` prints them.
 * @example console.log(pocketBoard(game))
 */
export const pocketBoard: (game: PocketGame) => string = board;

/**
 * Play and print one Pocket game.
 * @example playPocket(7, false)
 */
export function playPocket(seed: number, quiet: boolean): void {
  const game = randomPocketGame(seed);
  const names = game.state.players.map((p) => p.name);
  if (!quiet) {
    console.log(`Hyperdraft Pokémon TCG Pocket — seed ${seed}: ${names[0]} vs ${names[1]}; ${names[game.state.active]} goes first`);
    console.log(board(game));
    game.bus.events$.subscribe((e) => { const line = formatPocketEvent(game.state, e); if (line !== null) console.log(line); });
  }
  game.start();
  game.run();
  const s = game.state;
  const r = s.result;
  console.log(r ? (r.draw ? `\nResult: draw (${r.reason}) after ${s.turn} turns` : `\nResult: ${names[r.winner!]} wins on turn ${s.turn} (${r.reason})`) : '\nResult: unfinished');
  console.log(`${board(game)}\n${game.decisions} decisions, ${s.eventCount} events`);
  game.dispose();
}
