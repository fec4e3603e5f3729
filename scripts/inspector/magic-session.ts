/** The Magic game as the inspector drives it: turn, priority, stack and combat charts, zones and the stack. */
import { formatEvent, newGame, randomPolicy, type Game, type Inspect } from '../../actors/index.ts';
import { combatMachine, priorityMachine, stackMachine, turnMachine } from '../../machines/index.ts';
import { builtInMagic, fullPoolMagic } from '../lib/decks.ts';
import { inspected, resultText, type BoardView, type InspectedGame } from './session.ts';

/**
 * A seeded Magic game between random bots (the same game as `npm start -- --seed N`); the charts light the states of
 * the game's own turn, priority, stack and combat actors; `fullPool` plays the two full-pool decks (`--ruleset magic-full-pool`).
 *
 * @example
 * const session = new InspectorSession(7, (seed, inspect) => inspectMagic(seed, inspect));
 */
export function inspectMagic(seed: number, inspect: Inspect, fullPool = false): InspectedGame<Game> {
  const { pool, decks } = fullPool ? fullPoolMagic() : builtInMagic();
  const game = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], inspect });
  const board = (): BoardView => {
    const s = game.state;
    const name = (id: number) => s.objects[id]?.card ?? `#${id}`;
    const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
    return {
      result: resultText(s),
      pending: s.pending && !s.result ? { kind: s.pending.kind, player: who(s.pending.player) } : null,
      stack: s.stack.map((item) => ({ name: s.objects[item.source]?.card ?? s.lki[item.source]?.card ?? `#${item.source}`, kind: item.kind, controller: who(item.controller) })).reverse(),
      players: s.players.map((p) => ({
        name: p.name,
        active: s.active === p.id,
        deciding: s.priority === p.id,
        counters: [
          { label: 'life', value: p.life },
          ...(p.poison ? [{ label: 'poison', value: p.poison }] : []),
          { label: 'hand', value: p.hand.length },
          { label: 'library', value: p.library.length },
        ],
        zones: [
          { name: 'battlefield', cards: s.battlefield.filter((id) => s.objects[id]?.controller === p.id).map((id) => ({ name: name(id), tapped: s.objects[id]!.tapped })) },
          { name: 'graveyard', cards: p.graveyard.map((id) => ({ name: name(id) })), inline: true },
        ],
      })),
    };
  };
  return inspected({
    ruleset: fullPool ? 'magic-full-pool' : 'magic',
    game,
    charts: [
      { name: 'turn', machine: turnMachine, columns: 5 },
      { name: 'priority', machine: priorityMachine, columns: 2 },
      { name: 'stack', machine: stackMachine, columns: 2 },
      { name: 'combat', machine: combatMachine, columns: 3 },
    ],
    board,
  }, formatEvent);
}
