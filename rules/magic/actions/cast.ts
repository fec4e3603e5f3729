/** Casting a spell (CR 601.2): announce, choose modes and targets, determine and pay the total cost, then it is cast. */
import { putOnStack } from '../stack/push.ts';
import type { CardDef, Cost, ManaCost } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { executePayment } from '../costs/mana.ts';
import { NO_MANA } from '../costs/mana-symbols.ts';
import type { PaymentPlan } from '../costs/mana.ts';
import { castingCost, evenShares } from './spell-cost.ts';
import { announceTargets } from '../targets/becomes-target.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { characteristics, colorsOf } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import { hasTypeWord } from '../select/type-words.ts';
import type { GameObject, ObjectId, PlayerId, StackItem, Target } from '../../state/types.ts';
import { checkFlashbackCost } from './flashback.ts';
import { NEEDS_CHOICE, orThrow, Refusal } from './refusal.ts';
import type { Asking } from './refusal.ts';
import { checkTargets } from './targets.ts';
import { priorityRefusal, sorceryTiming, splitSecondActive } from './timing.ts';
import type { PlayerAction } from './types.ts';

type Cast = Extract<PlayerAction, { type: 'cast' }>;

function dividedAmount(effects: readonly unknown[]): number | null {
  for (const e of effects as Record<string, unknown>[]) if (e['divided'] === true && typeof e['damage'] === 'number') return e['damage'];
  return null;
}

/** What a checked cast needs to be carried out. */
export interface PreparedCast {
  o: GameObject; def: CardDef; modes: number[]; targets: Target[]; divide: number[] | null; plan: PaymentPlan;
  life: number; exileCard: ObjectId | null; sacrifice: ObjectId | null; x: number; kicked: boolean; flashback: boolean;
}

/** Validate a cast fully, changing nothing; returns what is needed to carry it out, or throws IllegalActionError. */
export function prepareCast(core: GameCore, a: Cast): PreparedCast {
  return orThrow(checkCast(core, a, 'ask'));
}

/**
 * Check a cast fully (CR 601.2), changing nothing: what is needed to carry it out, or why it can't be cast. With
 * `asking` 'refuse' (a trial of the legal-action listing), a choice the action leaves open refuses it.
 * @example checkCast(core, { type: 'cast', player: 0, card: boltId, targets: [{ kind: 'player', id: 1 }] }, 'refuse')
 */
export function checkCast(core: GameCore, a: Cast, asking: Asking): PreparedCast | Refusal {
  const turn = priorityRefusal(core, a.player);
  if (turn) return turn;
  const o = core.tryObj(a.card);
  if (!o || (o.zone !== 'hand' && o.zone !== 'graveyard') || o.owner !== a.player) return new Refusal('action/not_in_hand', `object #${a.card} is not in ${core.player(a.player).name}'s hand`);
  const def = core.def(o);
  // CR 601.2a, 702.34a: a card in its owner's graveyard may be cast with flashback, for its flashback cost.
  const flashback = checkFlashbackCost(o, def, a.altCost);
  if (flashback instanceof Refusal) return flashback;
  if (def.types.includes('Land')) return new Refusal('action/land_not_cast', `${def.name} is a land: play it, don't cast it (CR 305.1)`);
  const fast = def.types.includes('Instant') || def.keywords.includes('flash');
  if (!fast && !sorceryTiming(core, a.player)) return new Refusal('action/sorcery_timing', `${def.name} can be cast only in your main phase with an empty stack (CR 307.1)`);
  if (splitSecondActive(core)) return new Refusal('action/split_second', `a spell with split second is on the stack (CR 702.61a)`);
  const modes = def.spell?.modes?.length ? (a.mode ?? [0]) : [];
  for (const m of modes) if (!def.spell!.modes![m]) return new Refusal('action/bad_mode', `${def.name} has no mode ${m}`);
  const specs = modes.length ? modes.flatMap((m) => def.spell!.modes![m]!.targets) : def.enchant ? [def.enchant] : def.spell?.targets ?? [];
  const colors = colorsOf(core, o.id) ?? def.colors;
  const targets = checkTargets(core, a.player, specs, a.targets, { id: o.id, controller: a.player, colors }, def.name, asking);
  if (targets instanceof Refusal) return targets;
  const effects = modes.length ? modes.flatMap((m) => def.spell!.modes![m]!.effects) : def.spell?.effects ?? [];
  const total = dividedAmount(effects);
  let divide: number[] | null = null;
  if (total !== null) {
    divide = a.divide ?? targets.map((_, i) => (i === 0 ? total - (targets.length - 1) : 1));
    if (divide.length !== targets.length || divide.some((n) => n < 1) || divide.reduce((s, n) => s + n, 0) !== total) {
      return new Refusal('action/bad_division', `${def.name}: divide ${total} among ${targets.length} target(s), at least 1 each (CR 601.2d); got [${divide.join(', ')}]`);
    }
  }
  // An alternative cost is named as the card file names it; a card with just one also takes any other
  // description of it ("pay 1 life and exile a blue card"), but never a kicker.
  const alts = def.spell?.alt_costs ?? [];
  const named = a.altCost ? alts.find((c) => c.name.toLowerCase() === a.altCost!.toLowerCase()) : undefined;
  const alt = flashback ? undefined : named ?? (a.altCost && !/^kicker/i.test(a.altCost) && alts.length === 1 ? alts[0] : undefined);
  const kicked = !!a.kicked || (!!a.altCost && /^kicker/i.test(a.altCost) && !!def.spell?.kicker);
  if (a.altCost && !alt && !kicked && !flashback) return new Refusal('action/unknown_cost', `${def.name} has no alternative or additional cost "${a.altCost}"`);
  const cost: Cost = flashback ?? (alt ? alt.cost : { mana: def.cost ?? NO_MANA });
  const x = a.x ?? 0;
  // "X damage divided evenly, rounded down" (Fireball): the shares are fixed on casting, like a chosen division (CR 601.2d).
  divide = evenShares(core, effects, targets.length, x, a.player, o.id) ?? divide;
  const kick = kicked ? def.spell?.kicker : undefined;
  const mana: ManaCost = cost.mana ?? NO_MANA;
  const merged: ManaCost = kick ? { ...mana, generic: mana.generic + kick.generic, pips: [...mana.pips, ...kick.pips], hybrid: [...mana.hybrid, ...kick.hybrid] } : mana;
  // CR 601.2f-h: the total cost (X, increases, reductions), paid with mana, and with creatures for convoke.
  const { total: totalCost, plan } = listedCost(core, a, def, o.id, merged, x, targets.length, kicked);
  if (!plan) return new Refusal('action/cannot_pay', `${core.player(a.player).name} can't pay ${totalCost.text || 'the cost'} for ${def.name}`);
  const life = typeof cost.life === 'number' ? cost.life : 0;
  if (life > core.player(a.player).life) return new Refusal('action/cannot_pay', `not enough life to pay ${life}`);
  let exileCard: ObjectId | null = null;
  if (cost.exile_from_hand) {
    const q = cost.exile_from_hand;
    exileCard = core.player(a.player).hand.find((id) => id !== o.id && matchQuery(core, q, characteristics(core, id)!, o.id, a.player)) ?? null;
    if (exileCard === null) return new Refusal('action/cannot_pay', `${def.name}: no card in hand to exile for the alternative cost`);
  }
  let sacrifice: ObjectId | null = null;
  const add = def.spell?.additional_cost;
  if (add?.sacrifice) {
    const what = sacrificeWord(def);
    const options = sacrificeOptions(core, a.player, def);
    if (a.sacrifice === undefined && options.length && asking === 'refuse') return NEEDS_CHOICE;
    sacrifice = a.sacrifice ?? (options.length ? (core.ask({ kind: 'cards', player: a.player, reason: `${def.name}: sacrifice a ${what}`, options, min: 1, max: 1 }) as ObjectId[])[0] ?? null : null);
    if (sacrifice === null || !options.includes(sacrifice)) return new Refusal('action/cannot_pay', `${def.name}: sacrifice a ${what} as an additional cost`);
  }
  return { o, def, modes, targets, divide, plan, life, exileCard, sacrifice, x, kicked, flashback: flashback !== null };
}

/**
 * castingCost, once for each way to pay of a card in a listing's trials (GameCore.probing): the other target choices
 * of one spell cost the same (what it costs depends on how many targets, not which). Kept under one key of the
 * probe, by card, in a short list of the ways tried (no text key made for each trial).
 */
function listedCost(core: GameCore, a: Cast, def: CardDef, card: ObjectId, merged: ManaCost, x: number, targets: number, kicked: boolean): CastingCost {
  if (!core.probing || a.pay !== undefined) return castingCost(core, a, def, card, merged, x, targets);
  let byCard = core.probing.get(LISTED_COSTS) as Map<ObjectId, ListedCost[]> | undefined;
  if (!byCard) { byCard = new Map(); core.probing.set(LISTED_COSTS, byCard); }
  const altCost = a.altCost ?? '';
  let ways = byCard.get(card);
  if (!ways) { ways = []; byCard.set(card, ways); }
  for (let i = 0; i < ways.length; i++) {
    const w = ways[i]!;
    if (w.player === a.player && w.altCost === altCost && w.kicked === kicked && w.x === x && w.targets === targets) return w.cost;
  }
  const cost = castingCost(core, a, def, card, merged, x, targets);
  ways.push({ player: a.player, altCost, kicked, x, targets, cost });
  return cost;
}

type CastingCost = ReturnType<typeof castingCost>;
/** One way to pay a card tried in a listing, and what it costs. */
interface ListedCost { player: PlayerId; altCost: string; kicked: boolean; x: number; targets: number; cost: CastingCost }
/** The probe's key of the listed costs. */
const LISTED_COSTS = 'casting costs';

/**
 * What a player could sacrifice to pay a spell's additional cost "sacrifice a …" (CR 601.2h): the permanents
 * they control of that type, in battlefield order; empty when the spell has no such cost.
 * @example sacrificeOptions(core, 0, pool.require('Fling')); // the ids of player 0's creatures
 */
export function sacrificeOptions(core: GameCore, player: PlayerId, def: CardDef): ObjectId[] {
  if (!def.spell?.additional_cost?.sacrifice) return [];
  const what = sacrificeWord(def);
  return core.s.battlefield.filter((id) => { const c = characteristics(core, id)!; return c.controller === player && hasTypeWord(c, what); });
}

/** The type word of a spell's "sacrifice a …" cost ('permanent' when it names none). */
function sacrificeWord(def: CardDef): string {
  const sac = def.spell?.additional_cost?.sacrifice;
  return (typeof sac === 'object' ? sac.all : undefined) ?? 'permanent';
}

/**
 * Cast a spell from hand. Throws IllegalActionError, changing nothing, if it can't be cast.
 * @example castSpell(core, { type: 'cast', player: 0, card: boltId, targets: [{ kind: 'player', id: 1 }] })
 */
export function castSpell(core: GameCore, a: Cast): StackItem {
  const p = prepareCast(core, a);
  const [moved] = emit(core, { ...leaveEvent(core, p.o.id, 'stack', 'cast') });
  const id = moved && moved.type === 'zone_change' ? moved.object : p.o.id;
  if (p.flashback && core.tryObj(id)?.zone === 'stack') core.obj(id).flashback = true;
  const item: StackItem = {
    id, kind: 'spell', source: id, controller: a.player, abilityIndex: -1, mode: p.modes, targets: p.targets,
    divide: p.divide, x: p.x, kicked: p.kicked, paid: {}, trigger: null, sourceName: p.def.name,
  };
  putOnStack(core, item);
  payCosts(core, a.player, item, p.plan, p.life, p.sacrifice, p.exileCard);
  emit(core, { type: 'cast', player: a.player, object: id, card: p.def.name, targets: p.targets });
  announceTargets(core, item);
  return item;
}

/** CR 601.2h: pay the total cost in any order. */
export function payCosts(core: GameCore, player: number, item: StackItem, plan: PaymentPlan, life: number, sacrifice: ObjectId | null, exileCard: ObjectId | null): void {
  executePayment(core, player, plan);
  if (sacrifice !== null) {
    const c = characteristics(core, sacrifice);
    item.paid['sacrificed_power'] = c?.power ?? 0;
    item.paid['sacrificed_toughness'] = c?.toughness ?? 0;
    emit(core, { type: 'sacrifice', object: sacrifice });
  }
  if (life > 0) { item.paid['life'] = life; emit(core, { type: 'life', player, amount: -life }); }
  if (exileCard !== null) emit(core, leaveEvent(core, exileCard, 'exile', 'cost'));
}
