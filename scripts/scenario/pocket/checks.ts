/** Evaluating expectations against a Pocket game (FORMAT.md, "Expectations", the general and the pocket checks). */
import type { PocketGame } from '../../../actors/pocket/index.ts';
import type { GameEvent, ObjectId } from '../../../rules/index.ts';
import { effectsOf, inPlay, mon, pocket, pokemonCardOf, providedEnergy, side, zoneOf } from '../../../rules/pocket/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS, findPocketObject, parseRef, playerName, pocketZoneName, sameName } from './refs.ts';
import { list } from '../common/compare.ts';

const norm = (s: string) => s.trim().toLowerCase();
const multisetEq = (a: string[], b: string[]) => { const x = a.map(norm).sort(); const y = b.map(norm).sort(); return x.length === y.length && x.every((v, i) => v === y[i]); };

type Result = { pass: boolean; actual: Json; expected: Json; check: string };

function pokemonCheck(game: PocketGame, exp: Obj): Result {
  const core = game.core;
  const ref = String(exp['pokemon']);
  const keys = Object.keys(exp).filter((k) => !['after', 'pokemon', 'note'].includes(k));
  const expected = Object.fromEntries(keys.map((k) => [k, exp[k] as Json]));
  const id = findPocketObject(core, ref);
  if (id === null) return { pass: exp['exists'] === false, actual: { exists: false }, expected, check: 'pokemon' };
  const zone = zoneOf(core, id);
  const playing = zone === 'active' || zone === 'bench';
  const actual: Obj = {};
  let pass = true;
  for (const k of keys) {
    const want = exp[k] as Json;
    let got: Json;
    switch (k) {
      case 'zone': got = zone; pass &&= pocketZoneName(String(want)) === zone || (pocketZoneName(String(want)) === 'in_play' && playing); break;
      case 'damage': got = playing ? core.obj(id).damage : 0; pass &&= got === Number(want); break;
      case 'hp': got = pokemonCardOf(core, id).hp; pass &&= got === Number(want); break;   // its HP, as printed; `damage` is what it has taken
      case 'energy': got = playing ? [...mon(core, id).energy] : []; pass &&= multisetEq(list(want), got as string[]); break;
      case 'status': got = playing ? [...mon(core, id).conditions] : []; pass &&= multisetEq(list(want), got as string[]); break;
      case 'provides': {
        const p = playing ? providedEnergy(core, id).value : {};
        got = p as Obj;
        const w = (want ?? {}) as Obj;
        pass &&= [...new Set([...Object.keys(w), ...Object.keys(p)])].every((t) => Number(w[t] ?? 0) === Number((p as Obj)[t] ?? 0));
        break;
      }
      case 'exists': got = true; pass &&= want !== false; break;
      default: throw new ScenarioError(`pokemon: unknown key "${k}" (damage, hp, energy, provides, zone, status)`);
    }
    actual[k] = got;
  }
  return { pass, actual, expected, check: 'pokemon' };
}

function activeEffectsCheck(game: PocketGame, spec: Obj): Result {
  const p = PLAYERS[String(spec['player'])];
  if (p === undefined) throw new ScenarioError(`active_effects: player "${String(spec['player'])}" is not A or B`);
  const names = effectsOf(game.core, p).map((e) => e.name);
  const includes = list(spec['includes']);
  const excludes = list(spec['excludes']);
  const has = (n: string) => names.some((x) => sameName(x, n));
  return { pass: includes.every(has) && !excludes.some(has), actual: names, expected: spec as Json, check: 'active_effects' };
}

function zoneIds(game: PocketGame, p: number, zone: string): ObjectId[] {
  const core = game.core;
  const z = pocketZoneName(zone);
  if (z === 'in_play') return inPlay(core, p);
  if (z === 'active') return side(core, p).active === null ? [] : [side(core, p).active!];
  if (z === 'bench') return [...side(core, p).bench];
  if (z === 'under') return inPlay(core, p).flatMap((id) => mon(core, id).under);
  return [...core.s.players[p]![z === 'deck' ? 'library' : z === 'discard' ? 'graveyard' : 'hand']];
}

function zoneCheck(game: PocketGame, spec: Obj): Result {
  const p = PLAYERS[String(spec['player'])];
  if (p === undefined) throw new ScenarioError(`zone: player "${String(spec['player'])}" is not A or B`);
  const names = zoneIds(game, p, String(spec['zone'])).map((id) => game.core.obj(id).card);
  let pass = true;
  if (spec['count'] !== undefined) pass &&= names.length === Number(spec['count']);
  const left = [...names];
  for (const c of list(spec['contains'])) { const i = left.findIndex((n) => sameName(n, parseRef(c).name)); if (i < 0) pass = false; else left.splice(i, 1); }
  if (spec['exactly'] !== undefined) {
    const want = list(spec['exactly']).map((r) => parseRef(r).name);
    pass &&= spec['ordered'] ? want.length === names.length && want.every((w, i) => sameName(w, names[i]!)) : multisetEq(want, names);
  }
  return { pass, actual: { count: names.length, cards: names }, expected: spec as Json, check: 'zone' };
}

/** The scenario's event types as Pocket events. */
function eventMatches(game: PocketGame, want: Obj, e: GameEvent): boolean {
  const core = game.core;
  const named = (ref: Json | undefined, id: ObjectId | null | undefined) => ref === undefined || (id !== null && id !== undefined && sameName(core.s.objects[id]?.card ?? core.s.lki[id]?.card ?? '', parseRef(String(ref)).name));
  switch (String(want['type'])) {
    case 'damage':
      return e.type === 'damage' && e.target.kind === 'object' && named(want['target'], e.target.id)
        && (want['source'] === undefined || sameName(e.sourceName, String(want['source'])) || named(want['source'], e.source))
        && (want['amount'] === undefined || e.amount === Number(want['amount']));
    case 'draw': return e.type === 'draw' && (want['player'] === undefined || e.player === PLAYERS[String(want['player'])]);
    case 'zone_change':
      return e.type === 'pocket_move' && named(want['object'], e.object)
        && (want['from'] === undefined || norm(String(pocketZoneName(String(want['from'])))) === e.from)
        && (want['to'] === undefined || norm(String(pocketZoneName(String(want['to'])))) === e.to);
    case 'lose': return e.type === 'lose' && (want['player'] === undefined || e.player === PLAYERS[String(want['player'])]);
    case 'game_draw': return e.type === 'game_draw';
    default: return e.type === want['type'];
  }
}

/** Evaluate one expectation now; `events` are those the last action caused. */
export function evaluatePocket(game: PocketGame, exp: Obj, rejected: boolean | null, events: GameEvent[]): Result {
  const s = game.state;
  const check = ['pokemon', 'points', 'active_effects', 'zone', 'game_over', 'rejected', 'step', 'events', 'object'].find((k) => exp[k] !== undefined)
    ?? Object.keys(exp).find((k) => !['after', 'note', 'check'].includes(k)) ?? 'unknown';
  const expected = exp[check] as Json;
  switch (check) {
    case 'pokemon': return pokemonCheck(game, exp);
    case 'object': return { ...pokemonCheck(game, { ...exp, pokemon: exp['object'] as Json }), check };
    case 'points': {
      const actual = Object.fromEntries(Object.keys((expected ?? {}) as Obj).map((k) => [k, pocket(game.core).players[PLAYERS[k]!]?.points ?? null]));
      return { pass: Object.entries(actual).every(([k, v]) => v === Number((expected as Obj)[k])), actual, expected, check };
    }
    case 'active_effects': return activeEffectsCheck(game, expected as Obj);
    case 'zone': return zoneCheck(game, expected as Obj);
    case 'game_over': {
      const r = s.result;
      const actual: Json = r === null ? false : r.draw ? { draw: true } : { winner: playerName(r.winner) };
      return { pass: expected === false ? r === null : JSON.stringify(actual) === JSON.stringify(expected), actual, expected, check };
    }
    case 'rejected': return { pass: rejected === (expected === true), actual: rejected, expected, check };
    case 'step': return { pass: norm(s.step) === norm(String(expected)), actual: s.step, expected, check };
    case 'events': {
      const wants = (Array.isArray(expected) ? expected : []) as Obj[];
      let i = 0;
      for (const e of events) if (i < wants.length && eventMatches(game, wants[i]!, e)) i++;
      return { pass: i === wants.length, actual: events.map((e) => e.type), expected, check };
    }
    default: throw new ScenarioError(`check "${check}" is not supported by the pocket runner`);
  }
}
