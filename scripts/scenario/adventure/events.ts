/** Matching an `events` expectation in an adventure game: the listed events happened, in order, as a subsequence. */
import type { GameCore, GameEvent, Target } from '../../../rules/index.ts';
import type { Json, Obj } from '../types.ts';
import { PLAYERS, parseRef, playerName, sameName } from './refs.ts';

function objName(core: GameCore, id: number): string { return core.tryObj(id)?.card ?? ''; }
function targetName(core: GameCore, t: Target, fallback?: string): string { return t.kind === 'player' ? playerName(t.id) : fallback ?? objName(core, t.id); }

/** A flat, readable view of an event, in the format's vocabulary. */
export function view(core: GameCore, e: GameEvent): Obj {
  switch (e.type) {
    case 'damage': return { type: 'damage', source: e.sourceName, target: targetName(core, e.target, e.target.kind === 'object' ? e.targetName : undefined), amount: e.amount, combat: e.combat };
    case 'life': return { type: 'life', player: playerName(e.player), amount: e.amount };
    case 'zone_change': return { type: 'zone_change', object: e.card, from: e.from, to: e.to };
    case 'draw': return { type: 'draw', player: playerName(e.player) };
    case 'counter': return { type: 'counter', object: objName(core, e.object), kind: e.kind, amount: e.amount };
    case 'tap': case 'untap': return { type: e.type, object: objName(core, e.object) };
    case 'cast': return { type: 'cast', player: playerName(e.player), card: e.card, object: e.card };
    case 'activate': return { type: 'activate', player: playerName(e.player), source: e.card, card: e.card };
    case 'trigger': return { type: 'trigger', source: e.card };
    case 'lose': return { type: 'lose', player: playerName(e.player) };
    case 'game_draw': return { type: 'game_draw' };
    case 'attack': return { type: 'attack', object: objName(core, e.attacker), target: targetName(core, e.target) };
    case 'block': return { type: 'block', object: objName(core, e.blocker), attacker: objName(core, e.attacker) };
    case 'step': return { type: 'step', step: e.step };
    case 'adv_mana_pay': return { type: 'mana', player: playerName(e.player), amount: -e.amount };
    case 'adv_mana_refill': return { type: 'mana', player: playerName(e.player), amount: e.available ?? 0 };
    default: return { type: e.type };
  }
}

function fieldMatches(key: string, want: Json, got: Json): boolean {
  if (got === undefined) return false;
  if (typeof want === 'number' || typeof want === 'boolean') return got === want;
  if (typeof want === 'string') {
    if (key === 'player' || (key === 'target' && want in PLAYERS)) return String(got) === want;
    if (['from', 'to', 'type', 'kind', 'step'].includes(key)) return String(got).toLowerCase() === want.toLowerCase();
    return sameName(String(got), parseRef(want).name);
  }
  return JSON.stringify(want) === JSON.stringify(got);
}

/** Do the expected events occur, in order, as a subsequence of what happened? */
export function matchEvents(core: GameCore, events: GameEvent[], expected: Obj[]): { pass: boolean; actual: Json } {
  const views = events.map((e) => view(core, e));
  let i = 0;
  let pass = true;
  for (const want of expected) {
    let found = false;
    while (i < views.length) {
      const v = views[i++]!;
      if (String(v['type']) === String(want['type']) && Object.entries(want).every(([k, w]) => k === 'type' || fieldMatches(k, w as Json, v[k] as Json))) { found = true; break; }
    }
    if (!found) { pass = false; break; }
  }
  return { pass, actual: views.filter((x) => x['type'] !== 'step').slice(0, 40) };
}
