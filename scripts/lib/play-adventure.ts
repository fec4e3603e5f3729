/** `npm start -- --ruleset adventure`: a full seeded Adventure game between two random bots, as a readable log. */
import { adventureRandomPolicy, formatAdventureEvent, newAdventureGame } from '../../actors/adventure/index.ts';
import { builtInAdventure } from './decks.ts';

/**
 * Play and print one game; the same game as `npm run simulate -- --ruleset adventure --seed <seed> --games 1`.
 * @example playAdventure(7, false)
 */
export function playAdventure(seed: number, quiet: boolean): void {
  const { pool, decks } = builtInAdventure();
  const game = newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)] });
  if (!quiet) {
    console.log(`Hyperdraft Adventure — seed ${seed}: ${decks[0]!.name} vs ${decks[1]!.name}`);
    game.bus.events$.subscribe((e) => { const line = formatAdventureEvent(game.state, e); if (line !== null) console.log(line); });
  }
  game.start();
  game.run();
  const s = game.state;
  const r = s.result;
  const names = s.players.map((p) => p.name);
  console.log(r ? (r.draw ? `\nResult: draw (${r.reason}) after ${s.turn} turns` : `\nResult: ${names[r.winner!]} wins on turn ${s.turn}`) : '\nResult: unfinished');
  console.log(`Life: ${s.players.map((p) => `${p.name} ${p.life}`).join(', ')}; ${game.decisions} decisions, ${s.eventCount} events`);
  game.dispose();
}
