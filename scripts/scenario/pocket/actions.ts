/** Scenario actions as Pocket actions (FORMAT.md, "Actions": the pocket rows, and the general ones). */
import type { PocketGame } from '../../../actors/pocket/index.ts';
import type { ObjectId } from '../../../rules/index.ts';
import { evolveProblem, legalPocketActions, pocket, pocketRules, side } from '../../../rules/pocket/index.ts';
import type { EnergyType, PocketAction } from '../../../rules/pocket/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS, parseRef, requirePocketObject, sameName } from './refs.ts';
import { list } from '../common/compare.ts';


function actor(game: PocketGame, a: Obj): number {
  if (a['player'] !== undefined) {
    const p = PLAYERS[String(a['player'])];
    if (p === undefined) throw new ScenarioError(`player "${String(a['player'])}" is not A or B`);
    return p;
  }
  return pocket(game.core).pending?.player ?? game.core.s.active;
}

const targetsOf = (game: PocketGame, a: Obj): ObjectId[] | undefined =>
  a['targets'] === undefined ? undefined : list(a['targets']).map((r) => requirePocketObject(game.core, r, ['active', 'bench']));

/** The scenario action as a Pocket action, or null for the actions that only move the game on. */
export function toPocketAction(game: PocketGame, a: Obj): PocketAction | null {
  const core = game.core;
  const player = actor(game, a);
  const pool = pocketRules(core).pool;
  switch (String(a['do'])) {
    case 'attach_energy': return { type: 'attach_energy', player, to: requirePocketObject(core, withOwner(String(a['to']), player), ['active', 'bench']) };
    case 'use_attack': {
      const active = side(core, player).active;
      if (active === null) return { type: 'attack', player, attack: 0 };
      const attacks = pool.pokemon(core.obj(active).card).attacks;
      const want = a['attack'];
      const i = typeof want === 'number' ? want : attacks.findIndex((x) => sameName(x.name, String(want ?? attacks[0]?.name ?? '')));
      if (i < 0) throw new ScenarioError(`${core.obj(active).card} has no attack "${String(want)}" (it has ${attacks.map((x) => x.name).join(', ')})`);
      return { type: 'attack', player, attack: i, targets: targetsOf(game, a) };
    }
    case 'play': {
      const card = requirePocketObject(core, withOwner(String(a['card']), player), ['hand']);
      const c = pool.require(core.obj(card).card);
      if (c.kind === 'trainer') return { type: 'play_trainer', player, card, targets: targetsOf(game, a['targets'] === undefined && a['to'] !== undefined ? { ...a, targets: a['to'] } : a) };
      if (c.stage === 'Basic') return { type: 'play_basic', player, card };
      if (a['to'] !== undefined) return { type: 'evolve', player, card, to: requirePocketObject(core, withOwner(String(a['to']), player), ['active', 'bench']) };
      const onto = [side(core, player).active, ...side(core, player).bench].filter((id): id is number => id !== null);
      const to = onto.find((id) => !evolveProblem(core, player, card, id)) ?? onto.find((id) => sameName(core.obj(id).card, c.evolvesFrom ?? '')) ?? onto[0];
      if (to === undefined) throw new ScenarioError(`play ${c.name}: no Pokémon in play to evolve`);
      return { type: 'evolve', player, card, to };
    }
    case 'use_ability': {
      const pokemon = requirePocketObject(core, withOwner(String(a['card']), player), ['active', 'bench']);
      const abilities = pool.pokemon(core.obj(pokemon).card).abilities;
      const want = a['ability'];
      const i = typeof want === 'number' ? want : want !== undefined ? abilities.findIndex((x) => sameName(x.name, String(want)) || x.text.toLowerCase().includes(String(want).toLowerCase())) : abilities.findIndex((x) => !x.passive);
      return { type: 'use_ability', player, pokemon, ability: Math.max(0, i), targets: targetsOf(game, a) };
    }
    case 'retreat': {
      const to = requirePocketObject(core, withOwner(String(a['to']), player), ['bench']);
      const discard = a['discard'] === undefined ? undefined : list(a['discard']) as EnergyType[];
      return { type: 'retreat', player, to, ...(discard ? { discard } : {}) };
    }
    case 'promote': return { type: 'promote', player, card: requirePocketObject(core, withOwner(String(a['card']), player), ['bench']) };
    case 'end_turn': case 'pass': return { type: 'end_turn', player };
    case 'concede': return { type: 'concede', player };
    default: return null;
  }
}

/** A reference without an owner means the acting player's card. */
function withOwner(ref: string, player: number): string {
  const r = parseRef(ref);
  return r.player !== null ? ref : `${r.name} (${player === 0 ? 'A' : 'B'})${r.index !== null ? ` #${r.index}` : ''}`;
}

/**
 * Move the game on as everyone doing nothing would: the active player ends the turn, a player who must
 * promote takes their first Benched Pokémon (reported as defaulted).
 */
export function idle(game: PocketGame, defaulted: string[]): boolean {
  const p = pocket(game.core).pending;
  if (!p || game.over) return false;
  if (p.kind === 'promote') {
    const a = legalPocketActions(game.core, p.player)[0]!;
    defaulted.push(`promote: ${game.core.s.players[p.player]!.name} promotes ${a.type === 'promote' ? game.core.obj(a.card).card : '?'} (first Benched Pokémon)`);
    game.submit(a);
  } else game.submit({ type: 'end_turn', player: p.player });
  return true;
}
