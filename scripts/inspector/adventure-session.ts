/** The Adventure game as the inspector drives it: its turn and priority charts, life, mana and zones. */
import { adventureRandomPolicy, adventureTurnMachine, formatAdventureEvent, newAdventureGame, type AdventureGame } from '../../actors/adventure/index.ts';
import type { Inspect } from '../../actors/index.ts';
import { priorityMachine } from '../../machines/index.ts';
import { builtInAdventure } from '../lib/decks.ts';
import { inspected, resultText, type BoardView, type InspectedGame } from './session.ts';

/**
 * A seeded Adventure game between random bots (the same game as `npm start -- --ruleset adventure --seed N`).
 * Adventure has no stack: effects happen at once. The priority chart follows the phase's window (a window
 * of one player in ATTACKERS and BLOCKERS, of both in MAIN and BATTLE).
 *
 * @example
 * const session = new InspectorSession(7, inspectAdventure);
 */
export function inspectAdventure(seed: number, inspect: Inspect): InspectedGame<AdventureGame> {
  const { pool, decks } = builtInAdventure();
  const game = newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], inspect });
  const board = (): BoardView => {
    const s = game.state;
    const name = (id: number) => s.objects[id]?.card ?? `#${id}`;
    const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
    return {
      result: resultText(s),
      pending: s.pending && !s.result ? { kind: s.pending.kind, player: who(s.pending.player) } : null,
      stack: null,
      players: s.players.map((p) => {
        const mana = s.adventure.mana[p.id];
        return {
          name: p.name,
          active: s.active === p.id,
          deciding: s.pending?.player === p.id && !s.result,
          counters: [
            { label: 'life', value: p.life },
            { label: 'mana', value: mana ? `${mana.available}/${mana.max}` : '0/0' },
            { label: 'hand', value: p.hand.length },
            { label: 'library', value: p.library.length },
          ],
          zones: [
            {
              name: 'battlefield',
              cards: s.battlefield.filter((id) => s.objects[id]?.controller === p.id).map((id) => {
                const o = s.objects[id]!;
                return { name: name(id), tapped: o.tapped, ...(o.damage ? { note: `${o.damage} damage` } : {}) };
              }),
            },
            { name: 'graveyard', cards: p.graveyard.map((id) => ({ name: name(id) })), inline: true },
          ],
        };
      }),
    };
  };
  return inspected({
    ruleset: 'adventure',
    game,
    charts: [
      { name: 'turn', machine: adventureTurnMachine(), columns: 3 },
      { name: 'priority', machine: priorityMachine, columns: 2 },
    ],
    board,
  }, formatAdventureEvent);
}
