/** Matching an `events` expectation: the listed events happened, in order, as a subsequence. */
import type { Game } from '../../../actors/index.ts';
import type { GameEvent, Target } from '../../../rules/index.ts';
import type { Json, Obj } from '../types.ts';
import { PLAYERS, parseRef, playerName, sameName } from './refs.ts';

const TYPE_ALIASES: Record<string, GameEvent['type'][]> = { counter: ['counter'], counter_spell: ['counter_spell'], trigger: ['trigger'] };

function objName(game: Game, id: number): string {
  return game.core.tryObj(id)?.card ?? game.core.s.lki[id]?.card ?? game.core.s.stack.find((i) => i.id === id)?.sourceName ?? '';
}

function targetName(game: Game, t: Target, fallback?: string): string {
  return t.kind === 'player' ? playerName(t.id) : fallback ?? objName(game, t.id);
}

/** A flat, readable view of an event for comparison and reports. */
export function view(game: Game, e: GameEvent): Obj {
  switch (e.type) {
    case 'damage': return { type: 'damage', source: e.sourceName, target: targetName(game, e.target, e.targetName && e.target.kind === 'object' ? e.targetName : undefined), amount: e.amount };
    case 'life': return { type: 'life', player: playerName(e.player), amount: e.amount };
    // An object leaving the battlefield is named as it last existed there (a Clone copy by the copied name).
    case 'zone_change': return { type: 'zone_change', object: (e.from === 'battlefield' && e.oldId !== null ? game.core.s.lki[e.oldId]?.name : undefined) ?? e.card, from: e.from, to: e.to };
    case 'draw': return { type: 'draw', player: playerName(e.player) };
    case 'counter': return { type: 'counter', object: objName(game, e.object), kind: e.kind, amount: e.amount };
    case 'tap': case 'untap': return { type: e.type, object: objName(game, e.object) };
    case 'cast': return { type: 'cast', player: playerName(e.player), card: e.card, object: e.card };
    case 'activate': return { type: 'activate', player: playerName(e.player), source: e.card, card: e.card };
    case 'trigger': return { type: 'trigger', source: e.card };
    case 'resolve': return { type: 'resolve', object: e.card, source: e.card, card: e.card };
    case 'counter_spell': return { type: 'counter_spell', object: e.card, card: e.card };
    case 'prevented': return { type: 'prevented', amount: e.amount, target: targetName(game, e.target) };
    case 'lose': return { type: 'lose', player: playerName(e.player) };
    case 'game_draw': return { type: 'game_draw' };
    default: return { type: e.type };
  }
}

function fieldMatches(key: string, want: Json, got: Json): boolean {
  if (got === undefined) return false;
  if (typeof want === 'number') return got === want;
  if (typeof want === 'string') {
    if (key === 'player' || (key === 'target' && want in PLAYERS)) return String(got) === want;
    if (['from', 'to', 'type', 'kind'].includes(key)) return String(got).toLowerCase() === want.toLowerCase();
    return sameName(String(got), parseRef(want).name);
  }
  return JSON.stringify(want) === JSON.stringify(got);
}

/** Do the expected events occur, in order, as a subsequence of what happened? */
export function matchEvents(game: Game, events: GameEvent[], expected: Obj[]): { pass: boolean; actual: Json } {
  const views = events.map((e) => view(game, e));
  return { pass: matchedAll(views, expected), actual: views.filter((x) => x['type'] !== 'step').slice(0, 40) };
}

function matchedAll(views: Obj[], expected: Obj[]): boolean {
  let i = 0;
  for (const want of expected) {
    const types = TYPE_ALIASES[String(want['type'])] ?? [String(want['type'])];
    let found = false;
    while (i < views.length) {
      const v = views[i++]!;
      if (types.includes(String(v['type']) as GameEvent['type']) && Object.entries(want).every(([k, w]) => k === 'type' || fieldMatches(k, w as Json, v[k] as Json))) { found = true; break; }
    }
    if (!found) return false;
  }
  return true;
}
