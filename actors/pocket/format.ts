/** A readable log line for a Pocket event (null for events not worth a line). */
import type { GameEvent, GameState } from '../../rules/index.ts';
import type { PocketGameState } from '../../rules/pocket/index.ts';

const ENERGY: Record<string, string> = { Grass: 'G', Fire: 'R', Water: 'W', Lightning: 'L', Psychic: 'P', Fighting: 'F', Darkness: 'D', Metal: 'M', Dragon: 'N', Colorless: 'C' };
const sym = (e: string) => `{${ENERGY[e] ?? e}}`;

/**
 * @example formatPocketEvent(state, { type: 'pocket_points', player: 0, amount: 2 }) // "  A scores 2 points (3 in all)"
 */
export function formatPocketEvent(s: GameState, e: GameEvent): string | null {
  const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
  const card = (id: number) => s.objects[id]?.card ?? `#${id}`;
  const x = (s as PocketGameState).pocket;
  switch (e.type) {
    case 'turn': return `\n=== Turn ${e.turn}: ${who(e.active)} ===`;
    case 'pocket_energy_zone': return e.energy ? `  Energy Zone: ${who(e.player)} gets ${sym(e.energy)}` : null;
    case 'draw': return s.step === 'setup' ? null : `  ${who(e.player)} draws ${e.object === null ? 'nothing (empty deck)' : 'a card'}`;
    case 'pocket_move':
      if (e.cause === 'setup') return `  ${who(e.owner)} puts ${e.card} ${e.to === 'active' ? 'in the Active Spot' : 'on the Bench'}`;
      if (e.cause === 'play') return `  ${who(e.owner)} plays ${e.card} to the Bench`;
      if (e.cause === 'trainer') return null;
      if (e.from === 'deck' && e.to === 'hand') return `  ${who(e.owner)} puts ${e.card} from the deck into the hand (${e.cause})`;
      if (e.from === 'hand' && e.to === 'deck') return null;
      return `  ${e.card}: ${e.from} → ${e.to} (${e.cause})`;
    case 'shuffle': return null;
    case 'pocket_attach': return `  ${who(e.player)} attaches ${sym(e.energy)} to ${card(e.object)}${e.cause === 'energy_zone' ? '' : ` (${e.cause})`}`;
    case 'pocket_discard_energy': return `  ${card(e.object)} discards ${e.energy.map(sym).join('')} (${e.cause})`;
    case 'pocket_evolve': return `  ${who(e.player)} evolves ${e.fromCard} into ${e.card}`;
    case 'pocket_switch':
      if (e.cause === 'promote') return `  ${who(e.player)} promotes ${card(e.active)} to the Active Spot`;
      if (e.cause === 'retreat') return `  ${card(e.benched!)} retreats; ${card(e.active)} is now Active`;
      return `  ${e.cause}: ${card(e.active)} is now ${who(e.player)}'s Active Pokémon${e.benched !== null ? `; ${card(e.benched)} goes to the Bench` : ''}`;
    case 'pocket_attack': return `  ${e.card} uses ${e.attack}`;
    case 'pocket_attack_failed': return `  ${e.attack} doesn't happen (${e.reason})`;
    case 'pocket_ability': return `  ${e.card} uses its Ability ${e.ability}`;
    case 'pocket_trainer': return `  ${who(e.player)} plays ${e.card} (${e.trainer})`;
    case 'pocket_end_turn': return `  ${who(e.player)} ends the turn`;
    case 'damage': {
      if (e.target.kind !== 'object') return null;
      const o = s.objects[e.target.id];
      return `  ${e.sourceName} does ${e.amount} damage to ${card(e.target.id)}${o ? ` (${o.damage} damage)` : ''}`;
    }
    case 'pocket_heal': return `  ${card(e.object)} heals ${e.amount} damage`;
    case 'pocket_condition': return e.on ? `  ${card(e.object)} is now ${e.condition}` : `  ${card(e.object)} recovers from ${e.condition} (${e.cause})`;
    case 'pocket_knock_out': return `  ${e.card} is Knocked Out`;
    case 'pocket_points': return `  ${who(e.player)} scores ${e.amount} point${e.amount > 1 ? 's' : ''} (${x.players[e.player]?.points ?? '?'} in all)`;
    case 'pocket_coin': return `  coin flip for ${e.reason}: ${e.heads ? 'heads' : 'tails'}`;
    case 'pocket_random': return null;
    case 'pocket_reveal': {
      // A player's view shows a card it may not see as null (a look at the top of the other player's deck).
      const names = (e.cards as (string | null)[]).map((c) => c ?? 'a hidden card').join(', ') || 'no cards';
      return e.player === e.owner
        ? `  ${who(e.owner)} looks at the top of their deck (${e.cause}): ${names}`
        : `  ${who(e.owner)} reveals their hand (${e.cause}): ${names}`;
    }
    case 'pocket_effect_start': return `  effect begins: ${e.effect.name} (${e.effect.type}${e.effect.params.amount !== undefined ? ` ${e.effect.params.amount}` : ''}${e.effect.params.multiplier !== undefined ? ` ×${e.effect.params.multiplier}` : ''}, ${e.effect.duration.kind.replace(/_/g, ' ')})`;
    case 'pocket_effect_end': return `  effect ends: ${e.name} (${e.reason})`;
    case 'pocket_checkup': return '  -- Pokémon Checkup';
    case 'pocket_calc': return `    (${e.what === 'damage' ? 'damage' : 'Retreat Cost'}: ${e.steps.join(', ')}${e.effects.some((t) => !t.used) ? `; not counted: ${e.effects.filter((t) => !t.used).map((t) => `${t.name} (${t.note})`).join(', ')}` : ''})`;
    case 'lose': return `\n${who(e.player)} loses: ${e.reason}`;
    case 'game_draw': return `\nThe game is a draw: ${e.reason}`;
    default: return null;
  }
}
