/** The legal actions of the player who must decide: what the random policy draws from. */
import type { GameCore } from '../core.ts';
import { IllegalActionError } from '../core.ts';
import { cannotAttack } from '../combat/attack.ts';
import { cannotBlock } from '../combat/block.ts';
import { characteristics } from '../layers/compute.ts';
import type { PlayerId, Target } from '../state/types.ts';
import { activatedAbilities, prepareActivation } from './activate.ts';
import { prepareCast } from './cast.ts';
import { preparePlayLand } from './play-land.ts';
import type { PlayerAction } from './types.ts';
import { legalTargets } from '../targets/legal.ts';
import { manaSources } from '../costs/mana.ts';
import { canUseTapAbility } from '../costs/tap.ts';
import { manaValue } from '../cards/parse-mana-cost.ts';
import { sorceryTiming } from './timing.ts';

/** Refusals that don't depend on the targets chosen: no other target choice can help. */
const NOT_ABOUT_TARGETS = new Set(['action/cannot_pay', 'action/sorcery_timing', 'action/split_second', 'action/no_priority', 'action/tapped', 'action/summoning_sick', 'action/loyalty_used']);
let lastRefusal = '';

function tryIt(fn: () => unknown): boolean {
  try { fn(); return true; } catch (e) { if (e instanceof IllegalActionError) { lastRefusal = e.code; return false; } throw e; }
}

/** Every target combination worth offering for a list of specs (first few per spec). */
function targetChoices(core: GameCore, specs: { kind: string }[], src: { id: number; controller: PlayerId; colors: string[] }): Target[][] {
  if (!specs.length) return [[]];
  const spec = specs[0]! as never;
  const legal = legalTargets(core, spec, src).slice(0, 6);
  return legal.map((t) => [t]);
}

/**
 * The legal actions for a priority decision: pass, land plays, castable spells with targets, activations.
 * Mana abilities are left out (paying a cost activates them as needed).
 * @example legalActions(core, 0).filter((a) => a.type === 'cast')
 */
export function legalActions(core: GameCore, player: PlayerId): PlayerAction[] {
  const pending = core.s.pending;
  if (!pending || pending.player !== player) return [];
  if (pending.kind === 'attackers') return attackOptions(core, player);
  if (pending.kind === 'blockers') return blockOptions(core, player);
  const out: PlayerAction[] = [{ type: 'pass', player }];
  core.probing = new Map();
  try {
    return priorityOptions(core, player, out);
  } finally {
    core.probing = null;
  }
}

function priorityOptions(core: GameCore, player: PlayerId, out: PlayerAction[]): PlayerAction[] {
  // Cheap filters first: timing and the most mana the player could have (exceptions are costly).
  const sorcery = sorceryTiming(core, player);
  const pool = core.player(player).pool;
  const sources = manaSources(core, player);
  let available = pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
  // How many of each colour the player could make at most: a cost needing more of one can't be paid.
  const most: Record<string, number> = { ...pool };
  for (const src of sources) {
    available += Math.max(...src.produce.map((o) => o.length));
    const bySymbol: Record<string, number> = {};
    for (const option of src.produce) for (const sym of option) bySymbol[sym] = Math.max(bySymbol[sym] ?? 0, option.filter((x) => x === sym).length);
    for (const [sym, n] of Object.entries(bySymbol)) most[sym] = (most[sym] ?? 0) + n;
  }
  const colourOk = (cost: { pips: string[] } | null) => {
    if (!cost) return true;
    const need: Record<string, number> = {};
    for (const p of cost.pips) need[p] = (need[p] ?? 0) + 1;
    return Object.entries(need).every(([sym, n]) => (most[sym] ?? 0) >= n);
  };
  const ask = core.decider;
  core.decider = () => { throw new IllegalActionError('action/needs_choice', 'needs a choice'); };
  // Most trial casts fail; capturing a stack trace for each refusal was the hottest spot of a random game.
  const traceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const id of core.player(player).hand) {
      const def = core.def(core.obj(id));
      if (def.types.includes('Land')) {
        if (!sorcery || core.player(player).landsPlayed > 0) continue;
        const a: PlayerAction = { type: 'play_land', player, card: id }; if (tryIt(() => preparePlayLand(core, a))) out.push(a); continue;
      }
      if (!sorcery && !def.types.includes('Instant') && !def.keywords.includes('flash')) continue;
      const cheapest = Math.min(manaValue(def.cost), ...(def.spell?.alt_costs ?? []).map((c) => manaValue(c.cost.mana ?? null)));
      if (cheapest > available) continue;
      if (!def.spell?.alt_costs?.length && !colourOk(def.cost)) continue;
      const specs = def.spell?.modes?.length ? def.spell.modes[0]!.targets : def.enchant ? [def.enchant] : def.spell?.targets ?? [];
      const colors = characteristics(core, id)?.colors ?? [];
      for (const targets of targetChoices(core, specs, { id, controller: player, colors })) {
        const a: PlayerAction = { type: 'cast', player, card: id, targets };
        if (tryIt(() => prepareCast(core, a))) out.push(a);
        else if (NOT_ABOUT_TARGETS.has(lastRefusal)) break;
      }
    }
    for (const id of core.s.battlefield) {
      const c = characteristics(core, id);
      if (!c || c.controller !== player) continue;
      activatedAbilities(core, id).forEach((ab, i) => {
        if (ab.kind === 'mana') return;
        // The refusals prepareActivation would give first, checked without building targets or a refusal.
        if (ab.cost.tap && !canUseTapAbility(core, id)) return;
        if ((ab.sorcery || ab.cost.loyalty !== undefined) && !sorcery) return;
        if (manaValue(ab.cost.mana ?? null) > available || !colourOk(ab.cost.mana ?? null)) return;
        for (const targets of targetChoices(core, ab.targets, { id, controller: player, colors: c.colors })) {
          const a: PlayerAction = { type: 'activate', player, source: id, ability: i, targets };
          if (tryIt(() => prepareActivation(core, a))) out.push(a);
          else if (NOT_ABOUT_TARGETS.has(lastRefusal)) break;
        }
      });
    }
  } finally {
    core.decider = ask;
    Error.stackTraceLimit = traceLimit;
  }
  return out;
}

function attackOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const can = core.s.battlefield.filter((id) => cannotAttack(core, player, id) === null);
  const defender = core.opponents(player)[0];
  if (defender === undefined) return [{ type: 'attack', player, attackers: [] }];
  const t: Target = { kind: 'player', id: defender };
  return [
    { type: 'attack', player, attackers: [] },
    ...can.map((id) => ({ type: 'attack' as const, player, attackers: [{ id, target: t }] })),
    ...(can.length > 1 ? [{ type: 'attack' as const, player, attackers: can.map((id) => ({ id, target: t })) }] : []),
  ];
}

function blockOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const out: PlayerAction[] = [{ type: 'block', player, blockers: [] }];
  const attackers = core.s.combat?.attackers.map((a) => a.id) ?? [];
  for (const b of core.s.battlefield) {
    for (const a of attackers) if (cannotBlock(core, player, b, a) === null && !characteristics(core, a)?.keywords.includes('menace')) out.push({ type: 'block', player, blockers: [{ id: b, blocks: a }] });
  }
  return out;
}
