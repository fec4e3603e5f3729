/**
 * Pokémon TCG Pocket at the terminal: a player's view as text (points, the Active Pokémon and Bench with HP,
 * damage, Energy and Special Conditions, their hand, this turn's Energy) and their legal actions in words. All
 * of it is read from the player's view and the card pool (public).
 */
import type { PocketAction, PocketPool, PocketView } from '../../../rules/pocket/index.ts';
import { card, who } from './names.ts';

const list = (xs: string[]): string => (xs.length ? xs.join(', ') : '—');

function mon(view: PocketView, pool: PocketPool, id: number): string {
  const o = view.objects[id];
  const inPlay = view.pocket.pokemon[id];
  const name = card(view, id);
  const def = o?.card ? pool.get(o.card) : undefined;
  const bits: string[] = [];
  if (def?.kind === 'pokemon') bits.push(`${Math.max(0, def.hp - (o?.damage ?? 0))}/${def.hp} HP`);
  if (o?.damage) bits.push(`${o.damage} damage`);
  if (inPlay?.energy.length) bits.push(`Energy ${inPlay.energy.join(' ')}`);
  if (inPlay?.conditions.length) bits.push(inPlay.conditions.join(', '));
  return `${name} #${id}${bits.length ? ` (${bits.join('; ')})` : ''}`;
}

/**
 * The view as lines: turn, each side (the viewer's last, with their hand) and the active effects.
 * @example pocketBoardView(game.view(0), pool).join('\n')
 */
export function pocketBoardView(view: PocketView, pool: PocketPool): string[] {
  const out = [`Turn ${view.turn}, ${who(view, view.active)}'s turn. You are ${who(view, view.viewer)}.`];
  const order = view.players.map((_, i) => i).filter((i) => i !== view.viewer).concat(view.viewer);
  for (const p of order) {
    const side = view.players[p]!;
    const x = view.pocket.players[p]!;
    const energy = x.energy ? `; Energy this turn ${x.energy}` : '';
    out.push(`${p === view.viewer ? `You (${side.name})` : side.name}: ${x.points} point(s); hand ${side.handSize}, deck ${side.librarySize}${energy}`);
    out.push(`  Active: ${x.active === null ? '—' : mon(view, pool, x.active)}`);
    out.push(`  Bench: ${list(x.bench.map((id) => mon(view, pool, id)))}`);
    if (side.graveyard.length) out.push(`  Discard pile: ${list(side.graveyard.map((id) => card(view, id)))}`);
    if (side.hand) out.push(`  Hand: ${list(side.hand.map((id) => `${card(view, id)} #${id}`))}`);
  }
  if (view.pocket.effects.length) out.push(`Effects: ${view.pocket.effects.map((e) => e.name).join(', ')}`);
  return out;
}

/**
 * A legal Pocket action in words.
 * @example describePocketAction({ type: 'attack', player: 0, attack: 0 }, view, pool) // 'Attack with Bulbasaur: Vine Whip (40)'
 */
export function describePocketAction(a: PocketAction, view: PocketView, pool: PocketPool): string {
  const targets = (ts: readonly number[] | undefined) => (ts?.length ? ` targeting ${ts.map((t) => card(view, t)).join(', ')}` : '');
  const active = view.pocket.players[a.player]?.active ?? null;
  switch (a.type) {
    case 'attach_energy': return `Attach ${view.pocket.players[a.player]?.energy ?? 'this turn\'s'} Energy to ${card(view, a.to)} #${a.to}`;
    case 'play_basic': return `Put ${card(view, a.card)} #${a.card} on the Bench`;
    case 'evolve': return `Evolve ${card(view, a.to)} #${a.to} into ${card(view, a.card)}`;
    case 'play_trainer': {
      const def = view.objects[a.card]?.card ? pool.get(view.objects[a.card]!.card!) : undefined;
      return `Play ${card(view, a.card)}${def?.kind === 'trainer' ? ` (${def.text})` : ''}${targets(a.targets)}`;
    }
    case 'use_ability': {
      const def = view.objects[a.pokemon]?.card ? pool.get(view.objects[a.pokemon]!.card!) : undefined;
      const ability = def?.kind === 'pokemon' ? def.abilities[a.ability]?.name : undefined;
      return `Use ${card(view, a.pokemon)}'s Ability${ability ? ` ${ability}` : ''}${targets(a.targets)}`;
    }
    case 'retreat': return `Retreat ${active === null ? 'the Active Pokémon' : card(view, active)}, switching in ${card(view, a.to)} #${a.to}${a.discard?.length ? ` (discard ${a.discard.join(' ')})` : ''}`;
    case 'attack': {
      const def = active !== null && view.objects[active]?.card ? pool.get(view.objects[active]!.card!) : undefined;
      const atk = def?.kind === 'pokemon' ? def.attacks[a.attack] : undefined;
      return `Attack with ${active === null ? 'the Active Pokémon' : card(view, active)}: ${atk ? `${atk.name} (${atk.damage}${atk.text ? `; ${atk.text}` : ''})` : `attack ${a.attack + 1}`}${targets(a.targets)}`;
    }
    case 'end_turn': return 'End your turn';
    case 'promote': return `Promote ${card(view, a.card)} #${a.card} to the Active Spot`;
    case 'concede': return 'Concede the game';
  }
}
