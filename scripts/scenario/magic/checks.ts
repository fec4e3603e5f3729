/** Evaluating expectations against the game (FORMAT.md, "Expectations"). */
import type { Game } from '../../../actors/index.ts';
import { characteristics, formatPool } from '../../../rules/index.ts';
import type { GameEvent, ObjectId } from '../../../rules/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { matchEvents } from './events.ts';
import { PLAYERS, findObject, parseRef, playerName, sameName } from './refs.ts';

import { keyMatches, list, norm, zoneNamesMatch } from '../common/compare.ts';

/** Keyword names as players write them: first_strike → "First strike", protection_from_black → "Protection from black". */
export function abilityName(k: string): string { const s = k.replace(/_/g, ' '); return s[0]!.toUpperCase() + s.slice(1); }

/** A keyword as a player reads it; protection from a player names the player: "Protection from B" (CR 702.16k). */
function keywordName(k: string): string {
  const m = /^protection_from_player_(\d+)$/.exec(k);
  return m ? `Protection from ${playerName(Number(m[1]))}` : abilityName(k);
}

function zoneOf(game: Game, id: ObjectId): string { return game.core.obj(id).zone; }

function objectActual(game: Game, id: ObjectId, keys: string[]): Obj {
  const core = game.core;
  const o = core.obj(id);
  const c = characteristics(core, id)!;
  const combat = core.s.combat;
  const out: Obj = {};
  for (const k of keys) {
    switch (k) {
      case 'zone': out[k] = o.zone; break;
      case 'types': out[k] = c.types; break;
      case 'subtypes': out[k] = c.subtypes.filter((s) => s !== 'AllCreatureTypes'); break;
      case 'supertypes': out[k] = c.supertypes; break;
      case 'colors': out[k] = c.colors; break;
      case 'power': out[k] = c.power; break;
      case 'toughness': out[k] = c.toughness; break;
      case 'loyalty': out[k] = o.counters['loyalty'] ?? c.loyalty ?? null; break;
      case 'abilities': case 'has': case 'lacks': out[k] = c.keywords.map(keywordName); break;
      case 'controller': out[k] = playerName(o.zone === 'battlefield' ? c.controller : o.owner); break;
      case 'tapped': out[k] = o.tapped; break;
      case 'damage': out[k] = o.damage; break;
      case 'counters': out[k] = { ...o.counters }; break;
      case 'attached_to': out[k] = o.enchantedPlayer !== undefined ? playerName(o.enchantedPlayer) : o.attachedTo === null ? null : core.tryObj(o.attachedTo)?.card ?? null; break;
      case 'blocked': out[k] = !!combat?.blocked.includes(id); break;
      case 'attacking': out[k] = !!combat?.attackers.some((a) => a.id === id); break;
      case 'exists': out[k] = true; break;
    }
  }
  return out;
}

function objectCheck(game: Game, exp: Obj): { pass: boolean; actual: Json } {
  const ref = String(exp['object']);
  // "No such object" names an object by its current face only (a transformed Delver is no Delver of Secrets).
  const id = findObject(game.core, ref, undefined, exp['exists'] !== false);
  const keys = Object.keys(exp).filter((k) => !['after', 'object', 'note'].includes(k));
  if (id === null) return { pass: exp['exists'] === false, actual: { exists: false } };
  const actual = objectActual(game, id, keys);
  const special = (k: string, want: Json): boolean | undefined => {
    if (k !== 'attached_to') return undefined;
    if (want === null || want === false) return game.core.obj(id).attachedTo === null && game.core.obj(id).enchantedPlayer === undefined;   // unattached
    if (String(want) in PLAYERS) return game.core.obj(id).enchantedPlayer === PLAYERS[String(want)];   // an Aura enchanting a player
    const host = findObject(game.core, String(want));
    return host !== null && game.core.obj(id).attachedTo === host;
  };
  const pass = keys.every((k) => keyMatches(k, exp[k] as Json, actual[k] as Json, special));
  return { pass, actual };
}

/** Names as the rules see them: on the battlefield a copy has the copied name (CR 707.2). */
function namesIn(game: Game, ids: ObjectId[]): string[] {
  return ids.map((id) => { const o = game.core.obj(id); return (o.zone === 'battlefield' ? characteristics(game.core, id)?.name : undefined) || o.card; });
}

function zoneCheck(game: Game, spec: Obj): { pass: boolean; actual: Json } {
  const p = PLAYERS[String(spec['player'])];
  if (p === undefined) throw new ScenarioError(`zone: player "${String(spec['player'])}" is not A or B`);
  const zone = String(spec['zone']).toLowerCase();
  const s = game.state;
  const ids = zone === 'battlefield' ? s.battlefield.filter((id) => characteristics(game.core, id)?.controller === p)
    : zone === 'stack' ? s.stack.filter((i) => i.controller === p).map((i) => i.id).filter((id) => game.core.tryObj(id))
      : [...(s.players[p]![zone as 'hand'] ?? [])];
  const names = namesIn(game, ids);
  const pass = zoneNamesMatch(spec, names, sameName, (r) => parseRef(r).name);
  return { pass, actual: { count: names.length, cards: names } };
}

/** Evaluate one expectation. */
export function evaluate(game: Game, exp: Obj, rejected: boolean | null, events: GameEvent[]): { pass: boolean; actual: Json; expected: Json; check: string } {
  const s = game.state;
  const check = ['object', 'life', 'poison', 'zone', 'stack', 'game_over', 'rejected', 'events', 'mana_pool', 'step'].find((k) => exp[k] !== undefined)
    ?? Object.keys(exp).find((k) => !['after', 'note', 'check'].includes(k)) ?? 'unknown';
  const expected = exp[check] as Json;
  const byPlayer = (f: (p: number) => Json) => Object.fromEntries(Object.keys((expected ?? {}) as Obj).map((k) => [k, f(PLAYERS[k]!)]));
  switch (check) {
    case 'object': { const { pass, actual } = objectCheck(game, exp); return { pass, actual, expected: Object.fromEntries(Object.entries(exp).filter(([k]) => k !== 'after')) as Json, check }; }
    case 'life': { const actual = byPlayer((p) => s.players[p]!.life); return { pass: JSON.stringify(actual) === JSON.stringify(expected), actual, expected, check }; }
    case 'poison': { const actual = byPlayer((p) => s.players[p]!.poison); return { pass: JSON.stringify(actual) === JSON.stringify(expected), actual, expected, check }; }
    case 'mana_pool': {
      const actual = byPlayer((p) => formatPool(s.players[p]!.pool));
      const sorted = (v: Json) => String(v ?? '').match(/\{[^}]+\}/g)?.sort().join('') ?? '';
      return { pass: Object.keys(actual).every((k) => sorted(actual[k]!) === sorted((expected as Obj)[k]!)), actual, expected, check };
    }
    case 'zone': { const { pass, actual } = zoneCheck(game, expected as Obj); return { pass, actual, expected, check }; }
    case 'stack': {
      const actual = s.stack.map((i) => i.sourceName);
      const want = list(expected);
      return { pass: want.length === actual.length && want.every((w, i) => sameName(parseRef(w).name, actual[i]!)), actual, expected, check };
    }
    case 'game_over': {
      const r = s.result;
      const actual: Json = r === null ? false : r.draw ? { draw: true } : { winner: playerName(r.winner) };
      const pass = expected === false ? r === null : JSON.stringify(actual) === JSON.stringify(expected);
      return { pass, actual, expected, check };
    }
    case 'rejected': return { pass: rejected === expected, actual: rejected, expected, check };
    case 'step': return { pass: norm(s.step) === norm(String(expected)), actual: s.step, expected, check };
    case 'events': { const { pass, actual } = matchEvents(game, events, expected as Obj[]); return { pass, actual, expected, check }; }
    default: throw new ScenarioError(`unknown check "${check}"`);
  }
}
