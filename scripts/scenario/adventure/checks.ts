/** Evaluating expectations against an adventure game (FORMAT.md, "Expectations"). */
import type { AdventureGame } from '../../../actors/adventure/index.ts';
import type { GameEvent, ObjectId } from '../../../rules/index.ts';
import { cardOf, power, toughness } from '../../../rules/adventure/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { matchEvents } from './events.ts';
import { PLAYERS, findObject, parseRef, playerName, sameName } from './refs.ts';

import { keyMatches, list, norm, zoneNamesMatch } from '../common/compare.ts';

function objectActual(game: AdventureGame, id: ObjectId, keys: string[]): Obj {
  const core = game.core;
  const o = core.obj(id);
  const card = cardOf(core, id);
  const combat = core.s.combat;
  const onField = o.zone === 'battlefield';
  const out: Obj = {};
  for (const k of keys) {
    switch (k) {
      case 'zone': out[k] = o.zone; break;
      case 'types': out[k] = [card.type]; break;
      case 'subtypes': case 'supertypes': case 'colors': case 'abilities': case 'has': case 'lacks': out[k] = []; break;
      case 'power': out[k] = onField ? power(core, id) : card.power; break;
      case 'toughness': out[k] = onField ? toughness(core, id) : card.toughness; break;
      case 'controller': out[k] = playerName(onField ? o.controller : o.owner); break;
      case 'tapped': out[k] = o.tapped; break;
      case 'damage': out[k] = o.damage; break;
      case 'counters': out[k] = { ...o.counters }; break;
      case 'blocked': out[k] = !!combat?.blocked.includes(id); break;
      case 'attacking': out[k] = !!combat?.attackers.some((a) => a.id === id); break;
      case 'attached_to': out[k] = null; break;
      case 'exists': out[k] = true; break;
    }
  }
  return out;
}

function objectCheck(game: AdventureGame, exp: Obj): { pass: boolean; actual: Json } {
  const id = findObject(game.core, String(exp['object']));
  const keys = Object.keys(exp).filter((k) => !['after', 'object', 'note'].includes(k));
  if (id === null) return { pass: exp['exists'] === false, actual: { exists: false } };
  const actual = objectActual(game, id, keys);
  const pass = keys.every((k) => keyMatches(k, exp[k] as Json, actual[k] as Json));
  return { pass, actual };
}

function zoneCheck(game: AdventureGame, spec: Obj): { pass: boolean; actual: Json } {
  const p = PLAYERS[String(spec['player'])];
  if (p === undefined) throw new ScenarioError(`zone: player "${String(spec['player'])}" is not A or B`);
  const zone = String(spec['zone']).toLowerCase();
  const s = game.state;
  const ids = zone === 'battlefield' ? s.battlefield.filter((id) => game.core.obj(id).controller === p)
    : zone === 'stack' ? [] : [...(s.players[p]![zone as 'hand'] ?? [])];
  const names = ids.map((id) => game.core.obj(id).card);
  const pass = zoneNamesMatch(spec, names, sameName, (r) => parseRef(r).name);
  return { pass, actual: { count: names.length, cards: names } };
}

/** Adventure mana in a `mana_pool` check: a number (or numeric string) is the available mana; a map gives max and available. */
function manaMatches(want: Json, got: { max: number; available: number }): boolean {
  if (typeof want === 'number') return got.available === want;
  if (typeof want === 'string') return want.trim() === '' ? got.available === 0 : Number(want.replace(/[{}]/g, '')) === got.available;
  if (want && typeof want === 'object' && !Array.isArray(want)) {
    return (want['max'] === undefined || Number(want['max']) === got.max) && (want['available'] === undefined || Number(want['available']) === got.available);
  }
  return false;
}

/** Evaluate one expectation. */
export function evaluate(game: AdventureGame, exp: Obj, rejected: boolean | null, events: GameEvent[]): { pass: boolean; actual: Json; expected: Json; check: string } {
  const s = game.state;
  const check = ['object', 'life', 'poison', 'zone', 'stack', 'game_over', 'rejected', 'events', 'mana_pool', 'mana', 'step'].find((k) => exp[k] !== undefined)
    ?? Object.keys(exp).find((k) => !['after', 'note', 'check'].includes(k)) ?? 'unknown';
  const expected = exp[check] as Json;
  const byPlayer = (f: (p: number) => Json) => Object.fromEntries(Object.keys((expected ?? {}) as Obj).map((k) => [k, f(PLAYERS[k]!)]));
  switch (check) {
    case 'object': { const { pass, actual } = objectCheck(game, exp); return { pass, actual, expected: Object.fromEntries(Object.entries(exp).filter(([k]) => k !== 'after')) as Json, check }; }
    case 'life': { const actual = byPlayer((p) => s.players[p]!.life); return { pass: JSON.stringify(actual) === JSON.stringify(expected), actual, expected, check }; }
    case 'poison': { const actual = byPlayer((p) => s.players[p]!.poison); return { pass: JSON.stringify(actual) === JSON.stringify(expected), actual, expected, check }; }
    case 'mana_pool': case 'mana': {
      const actual = byPlayer((p) => ({ ...s.adventure.mana[p]! }));
      return { pass: Object.keys(actual).every((k) => manaMatches((expected as Obj)[k]!, s.adventure.mana[PLAYERS[k]!]!)), actual, expected, check };
    }
    case 'zone': { const { pass, actual } = zoneCheck(game, expected as Obj); return { pass, actual, expected, check }; }
    case 'stack': return { pass: list(expected).length === 0, actual: [], expected, check };
    case 'game_over': {
      const r = s.result;
      const actual: Json = r === null ? false : r.draw ? { draw: true } : { winner: playerName(r.winner) };
      const pass = expected === false ? r === null : JSON.stringify(actual) === JSON.stringify(expected);
      return { pass, actual, expected, check };
    }
    case 'rejected': return { pass: rejected === expected, actual: rejected, expected, check };
    case 'step': return { pass: norm(s.step) === norm(String(expected)), actual: s.step, expected, check };
    case 'events': { const { pass, actual } = matchEvents(game.core, events, expected as Obj[]); return { pass, actual, expected, check }; }
    default: throw new ScenarioError(`unknown check "${check}"`);
  }
}
