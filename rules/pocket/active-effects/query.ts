/**
 * Querying the registry (design: query_effects): which effects of a type are live now and apply to a
 * Pokémon or a player. Suppressed effects are reported apart, so traces can say why they did not count.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { sameBaseName } from '../base-name.ts';
import { isActive, isInPlay, pocket, pokemonCardOf } from '../state.ts';
import type { ActiveEffect, EffectType } from './types.ts';

/**
 * Whether an effect's duration covers the current turn: "this turn" effects apply during their turn,
 * "during your opponent's next turn" effects only during the next turn; the others until removed.
 * @example isLive({ duration: { kind: 'opponent_next_turn', turn: 3 } } as ActiveEffect, 4) // true
 */
export function isLive(e: ActiveEffect, turn: number): boolean {
  switch (e.duration.kind) {
    case 'this_turn': return turn === e.duration.turn;
    case 'opponent_next_turn': return turn === e.duration.turn + 1;
    default: return true;
  }
}

/**
 * Whether an effect's scope covers a Pokémon in play (and its pokemon_type filter, if any).
 * @example appliesToPokemon(core, jungleTotem, snivyId) // true for a Grass Pokémon of Serperior's player
 */
export function appliesToPokemon(core: GameCore, e: ActiveEffect, id: ObjectId): boolean {
  if (!isInPlay(core, id)) return false;
  const owner = core.obj(id).owner;
  const mine = owner === e.player;
  const active = isActive(core, id);
  let inScope: boolean;
  switch (e.scope) {
    case 'self': inScope = e.target === id; break;
    case 'team_active': inScope = mine && active; break;
    case 'team_bench': inScope = mine && !active; break;
    case 'team_all': inScope = mine; break;
    case 'opponent_active': inScope = !mine && active; break;
    case 'opponent_bench': inScope = !mine && !active; break;
    case 'opponent_all': inScope = !mine; break;
    case 'all_pokemon': inScope = true; break;
    default: inScope = false;
  }
  if (!inScope) return false;
  const t = e.params.pokemon_type;
  if (t && pokemonCardOf(core, id).type !== t) return false;
  const names = e.params.names;
  return !names || names.some((n) => sameBaseName(pokemonCardOf(core, id).name, n));
}

/** Whether an effect's scope covers a player (own_player, opponent_player, global). */
export function appliesToPlayer(e: ActiveEffect, p: PlayerId): boolean {
  return e.scope === 'global' || (e.scope === 'own_player' && p === e.player) || (e.scope === 'opponent_player' && p !== e.player);
}

/**
 * The live effect that suppresses this one, if any (design: Suppression System): an effect flagged
 * `suppressed`, or an Ability's effect whose source is in the scope of a live `suppress_abilities` effect.
 */
export function suppressor(core: GameCore, e: ActiveEffect): ActiveEffect | 'flag' | null {
  if (e.suppressed) return 'flag';
  if (e.sourceKind !== 'ability' || e.source === null || e.type === 'suppress_abilities') return null;
  const lock = abilityLock(core, e.source);
  return lock && lock.id !== e.id ? lock : null;
}

/** The live `suppress_abilities` effect whose scope covers this Pokémon (not its own), if any. */
export function abilityLock(core: GameCore, pokemon: ObjectId): ActiveEffect | null {
  const turn = core.s.turn;
  return pocket(core).effects.find((s) => s.type === 'suppress_abilities' && s.source !== pokemon && isLive(s, turn) && appliesToPokemon(core, s, pokemon)) ?? null;
}

export interface QueryResult {
  effects: ActiveEffect[];
  suppressed: { effect: ActiveEffect; by: string }[];
}

/**
 * Live effects of a type that apply to a Pokémon (`pokemon`) or a player (`player`), oldest first.
 * @example queryEffects(core, { type: 'damage_reduction', pokemon: defenderId }).effects
 */
export function queryEffects(core: GameCore, q: { type: EffectType; pokemon?: ObjectId; player?: PlayerId; includeSuppressed?: boolean }): QueryResult {
  const out: QueryResult = { effects: [], suppressed: [] };
  const turn = core.s.turn;
  for (const e of pocket(core).effects) {
    if (e.type !== q.type || !isLive(e, turn)) continue;
    if (e.params.source_active && (e.source === null || !isActive(core, e.source))) continue;
    if (q.pokemon !== undefined && !appliesToPokemon(core, e, q.pokemon)) continue;
    if (q.player !== undefined && !appliesToPlayer(e, q.player)) continue;
    const by = q.includeSuppressed ? null : suppressor(core, e);
    if (by) out.suppressed.push({ effect: e, by: by === 'flag' ? 'suppressed' : `suppressed by ${by.name}` });
    else out.effects.push(e);
  }
  return out;
}

/** Every registered effect made by or affecting a player (for displays and scenario checks). */
export function effectsOf(core: GameCore, p: PlayerId): ActiveEffect[] {
  return pocket(core).effects.filter((e) => {
    if (e.player === p || appliesToPlayer(e, p)) return true;
    return e.target !== null && core.tryObj(e.target)?.owner === p;
  });
}
