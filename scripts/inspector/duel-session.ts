/** The Duel example game (scripts/examples/duel) as the inspector drives it: its turn and priority charts, life and zones. */
import { formatEvent, type Inspect } from '../../actors/index.ts';
import { priorityMachine } from '../../machines/index.ts';
import { duelDeck, duelPool, duelRandomPolicy, duelRuleset, newDuelGame, type DuelGame } from '../examples/duel/index.ts';
import { inspected, resultText, type BoardView, type InspectedGame } from './session.ts';

/**
 * A seeded Duel game between random bots (the same game as `npm start -- --ruleset duel --seed N`): a ruleset of
 * one's own on the shared runtime opens in the inspector like the built-in ones.
 *
 * @example
 * const session = new InspectorSession(7, inspectDuel);
 */
export function inspectDuel(seed: number, inspect: Inspect): InspectedGame<DuelGame> {
  const game = newDuelGame({ seed, decks: [duelDeck('North'), duelDeck('South')], cards: duelPool(), policies: [duelRandomPolicy(seed * 2 + 1), duelRandomPolicy(seed * 2 + 2)], inspect });
  const board = (): BoardView => {
    const s = game.state;
    const name = (id: number) => s.objects[id]?.card ?? `#${id}`;
    const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
    return {
      result: resultText(s),
      pending: s.pending && !s.result ? { kind: s.pending.kind, player: who(s.pending.player) } : null,
      stack: null,
      players: s.players.map((p) => ({
        name: p.name,
        active: s.active === p.id,
        deciding: s.pending?.player === p.id && !s.result,
        counters: [
          { label: 'life', value: p.life },
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
    ruleset: 'duel',
    game,
    charts: [
      { name: 'turn', machine: duelRuleset.turn, columns: 4 },
      { name: 'priority', machine: priorityMachine, columns: 2 },
    ],
    board,
  }, formatEvent);
}
