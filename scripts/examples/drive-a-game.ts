/**
 * Example: a whole game driven from outside. The app owns seat 0: whenever the game waits for seat 0
 * (`game.pending()`), the app picks an action from the legal ones and `game.submit()`s it; the other seat
 * is a random bot that the game asks itself (`game.step()`). Choices inside an action (targets, modes) go
 * to seat 0's policy, here a seeded random one. Every event arrives on the RxJS bus.
 *
 * Run it: `npx tsx scripts/examples/drive-a-game.ts [seed]` (from the package:
 * `node -e "import('hyperdraft/examples/drive-a-game').then((m) => m.main())"`).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatEvent, newGame, randomPolicy } from '../../actors/index.ts';
import { loadCardPool, loadDeck, shippedCards } from '../../rules/cards/index.ts';
import { IllegalActionError, legalActions, type PlayerAction } from '../../rules/index.ts';

/** The app's player: land first, then the most expensive-looking spell, attack with everything, never block. */
function appDecides(legal: PlayerAction[], kind: string): PlayerAction {
  const pass = legal.find((a) => a.type === 'pass');
  if (kind === 'attackers') return legal.reduce((best, a) => (a.type === 'attack' && best.type === 'attack' && a.attackers.length > best.attackers.length ? a : best));
  if (kind === 'blockers') return legal.find((a) => a.type === 'block' && a.blockers.length === 0) ?? legal[0]!;
  return legal.find((a) => a.type === 'play_land') ?? legal.find((a) => a.type === 'cast') ?? pass ?? legal[0]!;
}

/** What {@link runDrivenGame} returns. */
export interface DrivenGame {
  result: string;
  turns: number;
  appDecisions: number;
  botDecisions: number;
  log: string[];
}

/**
 * Plays one seeded game in which the app makes seat 0's decisions through `pending()`/`submit()`.
 *
 * @example
 * const { result, appDecisions } = runDrivenGame(3);
 */
export function runDrivenGame(seed: number, maxDecisions = 20_000): DrivenGame {
  const pool = loadCardPool(shippedCards('magic'));
  const decks = [
    { name: 'App (Red-Green)', cards: loadDeck(join(shippedCards('decks'), 'red-green.yaml'), pool) },
    { name: 'Bot (White-Blue)', cards: loadDeck(join(shippedCards('decks'), 'white-blue.yaml'), pool) },
  ];
  const game = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)] });
  const log: string[] = [];
  game.bus.events$.subscribe((e) => {
    const line = formatEvent(game.state, e);
    if (line !== null) log.push(line.trim());
  });
  game.start();
  let appDecisions = 0;
  let botDecisions = 0;
  for (let i = 0; i < maxDecisions && !game.over; i++) {
    const pending = game.pending();
    if (!pending) break;
    if (pending.player !== 0) {
      game.step();
      botDecisions++;
      continue;
    }
    const legal = legalActions(game.core, 0);
    const action = appDecides(legal, pending.kind);
    try {
      game.submit(action);
    } catch (e) {
      // A refused action changes nothing and says why (a typed code); the app falls back to passing.
      if (!(e instanceof IllegalActionError)) throw e;
      log.push(`app: ${e.code}: ${e.message}`);
      game.submit(pending.kind === 'priority' ? { type: 'pass', player: 0 } : legal[0]!);
    }
    appDecisions++;
  }
  const r = game.state.result;
  const names = game.state.players.map((p) => p.name);
  const result = r ? (r.draw ? `draw (${r.reason})` : `${names[r.winner!]} wins (${r.reason})`) : 'unfinished';
  const turns = game.state.turn;
  game.dispose();
  return { result, turns, appDecisions, botDecisions, log };
}

/** The example's demo: one game, its last lines and the result. */
export function main(seed = Number(process.argv[2] ?? 3)): DrivenGame {
  const game = runDrivenGame(seed);
  for (const line of game.log.slice(-12)) console.log(line);
  console.log(`\n${game.result} after ${game.turns} turns; the app made ${game.appDecisions} decisions, the bot ${game.botDecisions}`);
  return game;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
