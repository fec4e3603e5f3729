/** The legal actions of the player who must decide: what the random policy draws from. */
import type { GameCore } from '../../core.ts';
import type { Decider } from '../../choices.ts';
import { IllegalActionError } from '../../core.ts';
import { cannotAttack } from '../combat/attack.ts';
import { cannotBlock } from '../combat/block.ts';
import { battlefieldCharacteristics, characteristics, colorsOf } from '../layers/compute.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';
import { prepareActivation } from './activate.ts';
import { handAbilities } from './hand-abilities.ts';
import { hasX, xCasts } from './x-values.ts';
import { anyCostModifier, hasOwnCostModifier } from '../costs/modifiers.ts';
import type { CardDef, ManaCost, ManaSymbol } from '../../cards/types.ts';
import { prepareCast, sacrificeOptions } from './cast.ts';
import { preparePlayLand } from './play-land.ts';
import type { PlayerAction } from './types.ts';
import { legalTargets } from '../targets/legal.ts';
import { manaSources } from '../costs/mana.ts';
import { canUseTapAbility } from '../costs/tap.ts';
import { manaValue } from '../../cards/parse-mana-cost.ts';
import { sorceryTiming } from './timing.ts';
import { findLoop } from '../flow/find-loop.ts';

const SYMBOL_LIST = ['W', 'U', 'B', 'R', 'G', 'C'] as const;

/** Refusals that don't depend on the targets chosen: no other target choice can help. */
const NOT_ABOUT_TARGETS = new Set(['action/cannot_pay', 'action/sorcery_timing', 'action/split_second', 'action/no_priority', 'action/tapped', 'action/summoning_sick', 'action/loyalty_used']);
let lastRefusal = '';

/** Does `prepare` accept the action? (Called with its arguments, so a trial makes no closure.) */
function tryIt<A>(prepare: (core: GameCore, action: A) => unknown, core: GameCore, action: A): boolean {
  try { prepare(core, action); return true; } catch (e) { if (e instanceof IllegalActionError) { lastRefusal = e.code; return false; } throw e; }
}

/** Every target combination worth offering for a list of specs (first few per spec). */
function targetChoices(core: GameCore, specs: { kind: string }[], src: { id: number; controller: PlayerId; colors: readonly string[] }): Target[][] {
  if (!specs.length) return [[]];
  const spec = specs[0]! as { kind: string; count?: number };
  const legal = legalTargets(core, spec as never, src);
  const out = legal.slice(0, 6).map((t) => [t]);
  // "Up to two targets" (Forked Bolt): two different ones too (CR 115.3), from the first four.
  if ((spec.count ?? 1) >= 2) {
    const few = legal.slice(0, 4);
    for (let i = 0; i < few.length; i++) for (let j = i + 1; j < few.length; j++) out.push([few[i]!, few[j]!]);
  }
  return out;
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
    priorityOptions(core, player, out);
  } finally {
    core.probing = null;
  }
  // A loop its activations make, offered as a shortcut (CR 732.2a; rules/magic/flow/find-loop.ts).
  const loop = findLoop(core, player, out);
  if (loop) out.push(loop);
  return out;
}

/**
 * The land plays among `legalActions(core, player)`, in the same order, without working out the rest (CR 305.1:
 * in the player's main phase with an empty stack, one land a turn). For a policy that plays a land first.
 * @example legalLandPlays(core, 0); // [{ type: 'play_land', player: 0, card: 12 }]
 */
export function legalLandPlays(core: GameCore, player: PlayerId): PlayerAction[] {
  const pending = core.s.pending;
  const out: PlayerAction[] = [];
  if (!pending || pending.player !== player || pending.kind !== 'priority') return out;
  if (!sorceryTiming(core, player) || core.player(player).landsPlayed > 0) return out;
  return trials(core, () => {
    for (const id of core.player(player).hand) if (core.def(core.obj(id)).types.includes('Land')) landOption(core, player, id, out);
    return out;
  });
}

/** Run trial actions: a choice refuses the action, and a refusal captures no stack trace. */
function trials<T>(core: GameCore, run: () => T): T {
  const ask = core.decider;
  core.decider = needsChoice;
  // Most trial casts fail; capturing a stack trace for each refusal was the hottest spot of a random game.
  const traceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return run();
  } finally {
    core.decider = ask;
    Error.stackTraceLimit = traceLimit;
  }
}

function landOption(core: GameCore, player: PlayerId, id: ObjectId, out: PlayerAction[]): void {
  const a: PlayerAction = { type: 'play_land', player, card: id };
  if (tryIt(preparePlayLand, core, a)) out.push(a);
}

/** The most mana a player could have now: in all, and of each colour in SYMBOL_LIST order (an upper bound). */
interface ManaReach { total: number; most: number[] }

function manaReach(core: GameCore, player: PlayerId): ManaReach {
  const pool = core.player(player).pool;
  const most = SYMBOL_LIST.map((sym) => pool[sym]);
  let total = most.reduce((a, b) => a + b, 0);
  for (const src of manaSources(core, player)) {
    const r = sourceReach(src.produce);
    total += r.total;
    for (let i = 0; i < most.length; i++) most[i]! += r.most[i]!;
  }
  return { total, most };
}

/** One activation makes one of its options: at most the biggest option, and of a colour the most any option has. */
const reachCache = new WeakMap<ManaSymbol[][], ManaReach>();
function sourceReach(produce: ManaSymbol[][]): ManaReach {
  let r = reachCache.get(produce);
  if (!r) {
    r = {
      total: Math.max(0, ...produce.map((option) => option.length)),
      most: SYMBOL_LIST.map((sym) => Math.max(0, ...produce.map((option) => option.filter((x) => x === sym).length))),
    };
    reachCache.set(produce, r);
  }
  return r;
}

/** How many of each colour a cost's coloured pips need, in SYMBOL_LIST order (hybrid pips are not counted). */
const pipsCache = new WeakMap<ManaCost, number[]>();
function pipCounts(cost: ManaCost): number[] {
  let n = pipsCache.get(cost);
  if (!n) {
    n = SYMBOL_LIST.map((sym) => cost.pips.filter((p) => p === sym).length);
    pipsCache.set(cost, n);
  }
  return n;
}

/** Could the coloured pips of a cost be paid with the most mana of each colour? */
function coloursReachable(cost: ManaCost | null, most: number[]): boolean {
  if (!cost || !cost.pips.length) return true;
  const need = pipCounts(cost);
  for (let i = 0; i < need.length; i++) if (need[i]! > most[i]!) return false;
  return true;
}

/** The cheapest mana value among a card's costs (its mana cost and alternative costs). */
const cheapestCache = new WeakMap<CardDef, number>();
function cheapest(def: CardDef): number {
  let v = cheapestCache.get(def);
  if (v === undefined) {
    v = manaValue(def.cost);
    for (const alt of def.spell?.alt_costs ?? []) v = Math.min(v, manaValue(alt.cost.mana ?? null));
    cheapestCache.set(def, v);
  }
  return v;
}

const needsChoice: Decider = () => { throw new IllegalActionError('action/needs_choice', 'needs a choice'); };

function priorityOptions(core: GameCore, player: PlayerId, out: PlayerAction[]): PlayerAction[] {
  // Cheap filters first: timing and the most mana the player could have (exceptions are costly).
  const sorcery = sorceryTiming(core, player);
  // Worked out the first time a card or ability passes the timing checks (often none does).
  let known: ManaReach | undefined;
  const reach = () => (known ??= manaReach(core, player));
  return trials(core, () => {
    handOptions(core, player, sorcery, reach, out);
    flashbackOptions(core, player, sorcery, reach, out);
    battlefieldOptions(core, player, sorcery, reach, out);
    handAbilityOptions(core, player, reach, out);
    return out;
  });
}

/** Land plays and spells from the hand. */
function handOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: () => ManaReach, out: PlayerAction[]): void {
  for (const id of core.player(player).hand) {
    const def = core.def(core.obj(id));
    if (def.types.includes('Land')) {
      if (sorcery && core.player(player).landsPlayed === 0) landOption(core, player, id, out);
      continue;
    }
    if (!sorcery && !def.types.includes('Instant') && !def.keywords.includes('flash')) continue;
    // Cost reductions (CR 601.2f) and convoke (702.51) can make a spell cost less than its mana cost.
    const cheaper = def.keywords.includes('convoke') || hasOwnCostModifier(core, id) || anyCostModifier(core);
    if (!cheaper && cheapest(def) > reach().total) continue;
    if (!cheaper && !def.spell?.alt_costs?.length && !coloursReachable(def.cost, reach().most)) continue;
    const colors = colorsOf(core, id) ?? [];
    // An additional cost "sacrifice a …" is part of the action, like the targets (CR 601.2h): one cast per choice.
    const sacrifices: (ObjectId | undefined)[] = def.spell?.additional_cost?.sacrifice ? sacrificeOptions(core, player, def).slice(0, 6) : [undefined];
    // The ways to pay (CR 601.2b): the mana cost, kicked (702.33), each alternative cost (118.9).
    const ways: CastWay[] = [{}];
    if (def.spell?.kicker) ways.push({ kicked: true });
    for (const alt of def.spell?.alt_costs ?? []) ways.push({ altCost: alt.name });
    const modes = def.spell?.modes;
    for (const way of ways) {
      if (!modes?.length) {
        castOptions(core, player, id, def.enchant ? [def.enchant] : def.spell?.targets ?? [], { ...way, sacrifices, colors }, out);
        continue;
      }
      // "Choose one —" (CR 700.2): each mode is its own way to cast the spell, with its own targets.
      for (let m = 0; m < modes.length; m++) {
        if (!castOptions(core, player, id, modes[m]!.targets ?? [], { ...way, mode: m, sacrifices, colors }, out)) break;
      }
    }
  }
}

/** Spells in the player's graveyard with flashback, cast for their flashback cost (CR 702.34a). */
function flashbackOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: () => ManaReach, out: PlayerAction[]): void {
  for (const id of core.player(player).graveyard) {
    const def = core.def(core.obj(id));
    const fb = def.spell?.flashback;
    if (!fb) continue;
    if (!sorcery && !def.types.includes('Instant') && !def.keywords.includes('flash')) continue;
    if (manaValue(fb.mana ?? null) > reach().total) continue;
    const sacrifices: (ObjectId | undefined)[] = def.spell?.additional_cost?.sacrifice ? sacrificeOptions(core, player, def).slice(0, 6) : [undefined];
    const how = { altCost: 'Flashback', sacrifices, colors: colorsOf(core, id) ?? [] };
    const modes = def.spell?.modes;
    if (!modes?.length) { castOptions(core, player, id, def.spell?.targets ?? [], how, out); continue; }
    for (let m = 0; m < modes.length; m++) if (!castOptions(core, player, id, modes[m]!.targets ?? [], { ...how, mode: m }, out)) break;
  }
}

/** Abilities of cards in the player's hand that work from there: cycling (CR 702.29a). */
function handAbilityOptions(core: GameCore, player: PlayerId, reach: () => ManaReach, out: PlayerAction[]): void {
  for (const id of core.player(player).hand) {
    const abilities = handAbilities(core.def(core.obj(id)));
    abilities.forEach((ab, index) => {
      const mana = ab.cost.mana ?? null;
      if (manaValue(mana) > reach().total || !coloursReachable(mana, reach().most)) return;
      const a: PlayerAction = { type: 'activate', player, source: id, ability: index, targets: [] };
      if (tryIt(prepareActivation, core, a)) out.push(a);
    });
  }
}

/** How a spell is paid for, when not with its mana cost alone. */
interface CastWay { kicked?: true; altCost?: string }

/** The casts of one card one way (a mode, a cost): per target choice and per permanent to sacrifice. False when none can work. */
function castOptions(core: GameCore, player: PlayerId, id: ObjectId, specs: { kind: string }[], how: CastWay & { mode?: number; sacrifices: (ObjectId | undefined)[]; colors: readonly string[] }, out: PlayerAction[]): boolean {
  for (const targets of targetChoices(core, specs, { id, controller: player, colors: how.colors })) {
    for (const sacrifice of how.sacrifices) {
      const a: PlayerAction = { type: 'cast', player, card: id, targets };
      if (how.mode !== undefined) a.mode = [how.mode];
      if (how.kicked) a.kicked = true;
      if (how.altCost !== undefined) a.altCost = how.altCost;
      if (sacrifice !== undefined) a.sacrifice = sacrifice;
      // {X} (CR 107.3): one cast per X value worth offering; a refusal of X = 0 says why, as below.
      if (hasX(core, id)) {
        const casts = xCasts(core, a, (c) => tryIt(prepareCast, core, c));
        out.push(...casts);
        if (!casts.length && NOT_ABOUT_TARGETS.has(lastRefusal)) return false;
        continue;
      }
      if (tryIt(prepareCast, core, a)) out.push(a);
      else if (NOT_ABOUT_TARGETS.has(lastRefusal)) return false;
    }
  }
  return true;
}

/** Activated abilities of the player's permanents (mana abilities are activated while paying). */
function battlefieldOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: () => ManaReach, out: PlayerAction[]): void {
  for (const [id, c] of battlefieldCharacteristics(core)) {
    if (c.controller !== player) continue;
    const abilities = c.abilities;
    let index = -1;   // the index an action names counts mana and activated abilities only
    for (const ab of abilities) {
      if (ab.kind !== 'activated' && ab.kind !== 'mana') continue;
      index++;
      if (ab.kind === 'mana') continue;
      // The refusals prepareActivation would give first, checked without building targets or a refusal.
      if (ab.cost.tap && !canUseTapAbility(core, id)) continue;
      if ((ab.sorcery || ab.cost.loyalty !== undefined) && !sorcery) continue;
      const mana = ab.cost.mana ?? null;
      if (manaValue(mana) > reach().total || !coloursReachable(mana, reach().most)) continue;
      for (const targets of targetChoices(core, ab.targets, { id, controller: player, colors: c.colors })) {
        const a: PlayerAction = { type: 'activate', player, source: id, ability: index, targets };
        if (tryIt(prepareActivation, core, a)) out.push(a);
        else if (NOT_ABOUT_TARGETS.has(lastRefusal)) break;
      }
    }
  }
}

/** Attacks at each opponent (CR 508.1b): one creature at a time, and all of them at one opponent. */
function attackOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const can = core.s.battlefield.filter((id) => cannotAttack(core, player, id) === null);
  const out: PlayerAction[] = [{ type: 'attack', player, attackers: [] }];
  const targets: Target[] = core.opponents(player).map((id) => ({ kind: 'player', id }));
  for (const t of targets) out.push(...can.map((id) => ({ type: 'attack' as const, player, attackers: [{ id, target: t }] })));
  if (can.length > 1) for (const t of targets) out.push({ type: 'attack' as const, player, attackers: can.map((id) => ({ id, target: t })) });
  return out;
}

function blockOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const out: PlayerAction[] = [{ type: 'block', player, blockers: [] }];
  const attackers = core.s.combat?.attackers.map((a) => a.id) ?? [];
  for (const b of core.s.battlefield) {
    for (const a of attackers) if (cannotBlock(core, player, b, a) === null && !characteristics(core, a)?.keywords.includes('menace')) out.push({ type: 'block', player, blockers: [{ id: b, blocks: a }] });
  }
  return out;
}
