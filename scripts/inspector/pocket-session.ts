/** The Pocket game as the inspector drives it: its turn chart, a Special Conditions chart per Active Pokémon, points and Pokémon. */
import type { Inspect } from '../../actors/index.ts';
import { formatPocketEvent, pocketTurnMachine, type PocketGame } from '../../actors/pocket/index.ts';
import { specialConditionsMachine } from '../../machines/index.ts';
import { mon, pocket, pokemonCardOf, remainingHp, side } from '../../rules/pocket/index.ts';
import type { GameCore } from '../../rules/index.ts';
import { randomPocketGame } from '../lib/pocket.ts';
import { inspected, resultText, type BoardView, type CardView, type InspectedGame, type InspectorChart } from './session.ts';

/** A Pokémon in play: HP left of its HP, attached Energy by type, Special Conditions. */
function pokemonView(core: GameCore, id: number): CardView {
  const m = mon(core, id);
  const energy = [...new Set(m.energy)].map((e) => `${e}×${m.energy.filter((x) => x === e).length}`);
  const note = [`${remainingHp(core, id)}/${pokemonCardOf(core, id).hp} HP`, ...energy, ...m.conditions].join(' · ');
  return { name: core.obj(id).card, note };
}

/**
 * A seeded Pocket game between random bots (the same game as `npm start -- --ruleset pocket --seed N`). Each
 * player's Active Pokémon has its Special Conditions chart, lit from that Pokémon's own actor.
 *
 * @example
 * const session = new InspectorSession(7, inspectPocket);
 */
export function inspectPocket(seed: number, inspect: Inspect): InspectedGame<PocketGame> {
  const game = randomPocketGame(seed, { inspect });
  const core = game.core;
  const names = game.state.players.map((p) => p.name);
  const conditions = (seat: number): InspectorChart => ({
    name: `conditions-${seat}`,
    title: `special conditions: ${names[seat]}'s Active`,
    machine: specialConditionsMachine,
    columns: 4,
    follow: () => {
      const id = side(core, seat).active;
      if (id === null) return { actor: null, caption: 'no Active Pokémon' };
      return { actor: game.conditions?.actor(id) ?? null, caption: core.obj(id).card };
    },
  });
  const board = (): BoardView => {
    const s = game.state;
    const x = pocket(core);
    const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
    return {
      result: resultText(s),
      pending: x.pending && !s.result ? { kind: x.pending.kind, player: who(x.pending.player) } : null,
      stack: null,
      players: s.players.map((p) => {
        const mine = side(core, p.id);
        return {
          name: p.name,
          active: s.active === p.id,
          deciding: x.pending?.player === p.id && !s.result,
          counters: [
            { label: 'points', value: mine.points },
            { label: 'hand', value: p.hand.length },
            { label: 'deck', value: p.library.length },
            { label: 'energy', value: mine.energy ?? '—' },
          ],
          zones: [
            { name: 'active', cards: mine.active === null ? [] : [pokemonView(core, mine.active)] },
            { name: 'bench', cards: mine.bench.map((id) => pokemonView(core, id)) },
            { name: 'discard', cards: p.graveyard.map((id) => ({ name: s.objects[id]?.card ?? `#${id}` })), inline: true },
          ],
        };
      }),
    };
  };
  return inspected({
    ruleset: 'pocket',
    game,
    charts: [{ name: 'turn', machine: pocketTurnMachine, columns: 2 }, conditions(0), conditions(1)],
    board,
  }, formatPocketEvent);
}
