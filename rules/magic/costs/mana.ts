/** Paying mana costs (CR 601.2g-h, 106, 605): pool first, then mana abilities of untapped sources. */
import type { ManaCost, ManaSymbol } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { battlefieldCharacteristics } from '../layers/compute.ts';
import { fromRecord, perPlayer, type FromRecord, type PerComputation } from '../layers/per-computation.ts';
import type { Characteristics } from '../layers/types.ts';
import { sickNow } from './tap.ts';
import { SYMBOLS, SYMBOL_INDEX, pipCounts, pipsWithin, poolCounts, poolTotal } from './mana-symbols.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';

export interface ManaSourceOption { id: ObjectId; ability: number; produce: ManaSymbol[][] }
/**
 * How a cost is paid: mana from the pool, mana abilities to activate, and (convoke, CR 702.51a) creatures to tap,
 * each paying one generic mana or one mana of its colour.
 */
export interface PaymentPlan { fromPool: ManaSymbol[]; taps: { id: ObjectId; ability: number; symbol: ManaSymbol; extra?: ManaSymbol[] }[]; convoke?: ObjectId[] }

/** A creature that could be tapped for convoke: its id and the coloured mana it could pay for (CR 702.51a). */
export interface ConvokeSource { id: ObjectId; colors: ManaSymbol[] }

/** The probing keys of the first players' mana sources, made once (not a new string at every trial). */
const SOURCES_KEYS = ['manaSources:0', 'manaSources:1', 'manaSources:2', 'manaSources:3'];

/** Untapped permanents with a {T}-only mana ability that the player may activate now. */
export function manaSources(core: GameCore, player: PlayerId, exclude: ObjectId[] = []): ManaSourceOption[] {
  // While legal actions are probed, every trial of the listing shares one answer (GameCore.probing).
  const key = SOURCES_KEYS[player] ?? `manaSources:${player}`;
  let all = core.probing?.get(key) as ManaSourceOption[] | undefined;
  if (!all) { all = findManaSources(core, player); core.probing?.set(key, all); }
  return exclude.length ? all.filter((s) => !exclude.includes(s.id)) : all;
}

/**
 * A permanent's {T}-only mana ability, as the characteristics give it: whether the permanent can tap for it now is
 * its untapped status and, for a creature without haste, how long it has been under its controller's control (CR
 * 302.6), both read when asked.
 */
interface Candidate { option: ManaSourceOption; creature: boolean; haste: boolean; reach: SourceReach }

/**
 * The most one activation of a source makes (CR 106.4, 605.1a): in all, its biggest option, and of each colour in
 * W, U, B, R, G, C order, the most any option has; `kinds` lists the colours (their places in that order) it has any
 * of, the ones a sum of reaches adds (a basic land's one).
 */
export interface SourceReach { total: number; most: readonly number[]; kinds: readonly number[] }

const reachOf = new WeakMap<ManaSymbol[][], SourceReach>();
function sourceReach(produce: ManaSymbol[][]): SourceReach {
  let r = reachOf.get(produce);
  if (!r) {
    const most = SYMBOLS.map((sym) => Math.max(0, ...produce.map((option) => option.filter((x) => x === sym).length)));
    r = {
      total: Math.max(0, ...produce.map((option) => option.length)),
      most,
      kinds: most.flatMap((n, i) => (n > 0 ? [i] : [])),
    };
    reachOf.set(produce, r);
  }
  return r;
}

/** The candidates of each player, for one computation of the characteristics (the same until they change). */
const CANDIDATES = memoKey<PerComputation<Map<PlayerId, Candidate[]>>>('mana candidates');

function candidates(core: GameCore, player: PlayerId): Candidate[] {
  return perPlayer(core, CANDIDATES, player, candidatesOf);
}

/** A permanent's candidates, kept with the record they were made from (fromRecord), for each game. */
const CANDIDATE_PARTS = memoKey<(FromRecord<RecordCandidates> | undefined)[]>('mana candidates by permanent');
interface RecordCandidates { creature: boolean; list: Candidate[] }

function candidatesOf(chars: ReadonlyMap<ObjectId, Characteristics>, player: PlayerId, core: GameCore): Candidate[] {
  // Automatic payment taps lands before creatures (a creature may still want to attack or block).
  const others: Candidate[] = [];
  const creatures: Candidate[] = [];
  for (const c of chars.values()) {
    if (c.controller !== player) continue;
    const { creature, list } = fromRecord(core, CANDIDATE_PARTS, c, recordCandidates);
    const into = creature ? creatures : others;
    for (let i = 0; i < list.length; i++) into.push(list[i]!);
  }
  return creatures.length ? others.concat(creatures) : others;
}

/** A permanent's {T}-only mana abilities as candidates, from its characteristics record. */
function recordCandidates(c: Characteristics): RecordCandidates {
  const creature = c.types.includes('Creature');
  const haste = c.keywords.includes('haste');
  const list: Candidate[] = [];
  for (let i = 0; i < c.abilities.length; i++) {
    const ab = c.abilities[i]!;
    // Automatic payment uses {T}-only mana abilities; one that also sacrifices (a Treasure) is activated on purpose.
    if (ab.kind !== 'mana' || ab.cost.mana || !ab.cost.tap || ab.cost.sacrifice || ab.cost.life !== undefined) continue;
    list.push({ option: { id: c.id, ability: i, produce: ab.produce }, creature, haste, reach: sourceReach(ab.produce) });
  }
  return { creature, list };
}

/**
 * Add to `most` (W, U, B, R, G, C) the most of each colour one activation of each of the player's mana sources could
 * make now (the sources manaSources lists, without listing them); returns the most mana they could make in all.
 * @example const most = [0, 0, 0, 0, 0, 0]; sourcesReach(core, 0, most); // 3 with three untapped lands
 */
export function sourcesReach(core: GameCore, player: PlayerId, most: number[]): number {
  let total = 0;
  const turn = core.s.turn;
  const objects = core.s.objects;
  const list = candidates(core, player);
  for (let j = 0; j < list.length; j++) {
    const k = list[j]!;
    const o = objects[k.option.id];
    if (!o || o.zone !== 'battlefield' || o.tapped || sickNow(o, k.creature, k.haste, turn)) continue;
    const r = k.reach;
    total += r.total;
    // Only the colours the source makes: the others would add 0.
    const kinds = r.kinds;
    for (let i = 0; i < kinds.length; i++) most[kinds[i]!]! += r.most[kinds[i]!]!;
  }
  return total;
}

function findManaSources(core: GameCore, player: PlayerId): ManaSourceOption[] {
  const out: ManaSourceOption[] = [];
  const turn = core.s.turn;
  for (const k of candidates(core, player)) {
    const o = core.s.objects[k.option.id];
    // canUseTapAbility (costs/tap.ts), from what the characteristics said of it.
    if (!o || o.zone !== 'battlefield' || o.tapped || sickNow(o, k.creature, k.haste, turn)) continue;
    out.push(k.option);
  }
  return out;
}

type Need = { any: boolean; options: ManaSymbol[] };

/** The needs of a cost with no X paid and no extra generic mana, made once for each cost (never changed). */
const plainNeeds = new WeakMap<ManaCost, Need[]>();

function needs(cost: ManaCost, x: number, extraGeneric: number): Need[] {
  if (x === 0 && extraGeneric === 0) {
    let known = plainNeeds.get(cost);
    if (!known) { known = needsOf(cost, 0, 0); plainNeeds.set(cost, known); }
    return known;
  }
  return needsOf(cost, x, extraGeneric);
}

function needsOf(cost: ManaCost, x: number, extraGeneric: number): Need[] {
  const out: Need[] = [];
  for (const p of cost.pips) out.push({ any: false, options: [p] });
  for (const h of cost.hybrid) out.push({ any: false, options: h });
  const generic = cost.generic + cost.x * x + extraGeneric;
  for (let i = 0; i < generic; i++) out.push({ any: true, options: [] });
  return out;
}

/** Where a payment search starts: a copy of the pool, the sources it may tap, the mana it needs (needs). */
interface SearchStart { pool: Record<ManaSymbol, number>; sources: ManaSourceOption[]; reqs: Need[] }

/**
 * The start of planPayment's search, or null when the cost needs more mana than the pool and every source (and
 * `convoking` creatures) could make: refused before the search, which would otherwise recurse once per mana (a hostile
 * X of 10,000).
 */
function searchStart(core: GameCore, player: PlayerId, cost: ManaCost, x: number, extraGeneric: number, onlySources: ObjectId[] | undefined, exclude: ObjectId[], convoking: number): SearchStart | null {
  const own = core.player(player).pool;
  // Written out rather than spread: a literal of the pool's six fields is made at once.
  const pool: Record<ManaSymbol, number> = { W: own.W, U: own.U, B: own.B, R: own.R, G: own.G, C: own.C };
  let sources = manaSources(core, player, exclude);
  if (onlySources) sources = sources.filter((s) => onlySources.includes(s.id));
  const reqs = needs(cost, x, extraGeneric);
  let most = convoking + poolTotal(pool);
  for (let k = 0; k < sources.length; k++) {
    const produce = sources[k]!.produce;
    let big = 0;
    for (let i = 0; i < produce.length; i++) if (produce[i]!.length > big) big = produce[i]!.length;
    most += big;
  }
  return reqs.length > most ? null : { pool, sources, reqs };
}

/**
 * A way to pay a cost, or null if it can't be paid. Pure: changes nothing.
 * @example planPayment(core, 0, parseCost('{1}{G}'), 0)
 */
export function planPayment(core: GameCore, player: PlayerId, cost: ManaCost, x = 0, extraGeneric = 0, onlySources?: ObjectId[], exclude: ObjectId[] = [], convoke: readonly ConvokeSource[] = []): PaymentPlan | null {
  const start = searchStart(core, player, cost, x, extraGeneric, onlySources, exclude, convoke.length);
  if (!start) return null;
  const { pool, sources, reqs } = start;
  // A listing's trial (GameCore.probing) asks only whether the cost can be paid: the same search, no plan made.
  const plan: PaymentPlan | null = core.probing ? null : { fromPool: [], taps: [] };
  // Sources that each make one mana of one kind (basic lands, most mana creatures): counting answers what the search would.
  if (!plan && !convoke.length) {
    const counted = payableByCounting(pool, sources, cost, x, extraGeneric);
    if (counted !== undefined) return counted ? PAYABLE : null;
  }
  // One permanent taps once: for its mana ability or for convoke, not both (a permanent with two mana abilities is
  // two sources with one id: tapped for one, it is tapped for both).
  const tapped = new Set<ObjectId>();
  const convoked: ObjectId[] = [];
  // Generic mana comes last in `reqs` and any mana pays it: once the coloured part is placed it is paid greedily,
  // in the order the search would try (pool, then sources, then convoke), without one recursion per mana.
  const coloured = reqs.findIndex((r) => r.any);
  const payGeneric = (n: number): boolean => {
    if (!plan) return genericInReach(pool, sources, convoke, tapped, n);
    const p = { ...pool };
    const fromPool: ManaSymbol[] = [];
    const taps: PaymentPlan['taps'] = [];
    // Tapped now: by the coloured part (`tapped`) or here (`used`).
    const used = new Set<ObjectId>();
    const conv: ObjectId[] = [];
    for (let j = 0; j < n; j++) {
      const sym = SYMBOLS.find((x) => p[x] > 0);
      if (sym) { p[sym]--; fromPool.push(sym); continue; }
      const k = sources.findIndex((src) => !tapped.has(src.id) && !used.has(src.id) && src.produce.length > 0);
      if (k >= 0) {
        const src = sources[k]!;
        const option = src.produce[0]!;
        const extra = option.slice(1);
        for (const e of extra) p[e]++;
        used.add(src.id);
        taps.push({ id: src.id, ability: src.ability, symbol: option[0]!, ...(extra.length ? { extra } : {}) });
        continue;
      }
      const c = convoke.find((cv) => !tapped.has(cv.id) && !used.has(cv.id));
      if (c) { used.add(c.id); conv.push(c.id); continue; }
      return false;
    }
    plan.fromPool.push(...fromPool); plan.taps.push(...taps); convoked.push(...conv);
    return true;
  };
  const solve = (i: number): boolean => {
    if (i === reqs.length) return true;
    if (i === coloured) return payGeneric(reqs.length - i);
    const r = reqs[i]!;
    const colors = r.any ? SYMBOLS : r.options;
    for (const s of colors) {
      if (pool[s] > 0) {
        pool[s]--; plan?.fromPool.push(s);
        if (solve(i + 1)) return true;
        pool[s]++; plan?.fromPool.pop();
      }
    }
    for (let k = 0; k < sources.length; k++) {
      if (tapped.has(sources[k]!.id)) continue;
      const src = sources[k]!;
      const option = src.produce.find((o) => r.any || colors.includes(o[0]!));
      if (!option) continue;
      // A source that makes more than one mana ({T}: Add {C}{C}{C}): the rest goes to the pool for later needs.
      for (let e = 1; e < option.length; e++) pool[option[e]!]++;
      tapped.add(src.id);
      if (plan) plan.taps.push({ id: src.id, ability: src.ability, symbol: option[0]!, ...(option.length > 1 ? { extra: option.slice(1) } : {}) });
      if (solve(i + 1)) return true;
      tapped.delete(src.id); plan?.taps.pop();
      for (let e = 1; e < option.length; e++) pool[option[e]!]--;
      if (r.any) break;   // generic: any unused source is as good as another at this depth
    }
    for (const c of convoke) {
      if (tapped.has(c.id) || (!r.any && !c.colors.some((s) => r.options.includes(s)))) continue;
      tapped.add(c.id); convoked.push(c.id);
      if (solve(i + 1)) return true;
      tapped.delete(c.id); convoked.pop();
      if (r.any) break;   // generic: any untapped creature pays it as well as another
    }
    return false;
  };
  if (!solve(0)) return null;
  if (!plan) return PAYABLE;
  if (convoked.length) plan.convoke = convoked;
  return plan;
}

/**
 * Whether a cost can be paid, by counting, when every source is a different permanent making one mana of one kind
 * and the cost has no hybrid pips: then the search (planPayment) pays each coloured pip from the pool or from any
 * source of that kind, which are all alike, and the generic part from whatever is left (genericInReach). So it finds
 * a payment exactly when, for each kind, the pool and the sources of that kind cover its pips, and everything covers
 * the pips and the generic mana together. Undefined when the sources or the cost are not of that shape: search.
 * @example payableByCounting({ W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 }, forests, parseCost('{1}{G}'), 0, 0); // true with one Forest
 */
function payableByCounting(pool: Record<ManaSymbol, number>, sources: readonly ManaSourceOption[], cost: ManaCost, x: number, extraGeneric: number): boolean | undefined {
  if (cost.hybrid.length) return undefined;
  const have = poolCounts(pool);
  let all = poolTotal(pool);
  for (let k = 0; k < sources.length; k++) {
    const src = sources[k]!;
    // A permanent's abilities are listed together: the same id twice is one permanent with two (it taps once).
    if (src.produce.length !== 1 || src.produce[0]!.length !== 1 || (k > 0 && sources[k - 1]!.id === src.id)) return undefined;
    have[SYMBOL_INDEX[src.produce[0]![0]!]]!++;
    all++;
  }
  if (!pipsWithin(pipCounts(cost), have)) return false;
  return cost.pips.length + cost.generic + cost.x * x + extraGeneric <= all;
}

/**
 * Whether payGeneric would pay `n` generic mana, without making its part of the plan: what is left could make that
 * much — the pool, one activation of each source not yet tapped (a permanent once: one mana paid, the rest of its
 * first option to the pool; an empty option still pays one, as the plan counts it), then each creature left to convoke.
 */
function genericInReach(pool: Record<ManaSymbol, number>, sources: readonly ManaSourceOption[], convoke: readonly ConvokeSource[], tapped: ReadonlySet<ObjectId>, n: number): boolean {
  let left = poolTotal(pool);
  if (left >= n) return true;
  const used: ObjectId[] = [];
  for (const src of sources) {
    if (!src.produce.length || tapped.has(src.id) || used.includes(src.id)) continue;
    used.push(src.id);
    left += Math.max(1, src.produce[0]!.length);
    if (left >= n) return true;
  }
  for (const c of convoke) {
    if (tapped.has(c.id) || used.includes(c.id)) continue;
    used.push(c.id);
    if (++left >= n) return true;
  }
  return false;
}

/**
 * What planPayment answers a listing's trial when the cost can be paid: a plan that says so and pays nothing, frozen
 * (paying it would throw: a trial's checked action is never performed, the action is checked again when it is).
 */
const PAYABLE: PaymentPlan = Object.freeze({ fromPool: Object.freeze([]) as unknown as ManaSymbol[], taps: Object.freeze([]) as unknown as PaymentPlan['taps'] });

/**
 * The creatures a player could tap for convoke now (CR 702.51a): untapped creatures they control, summoning sick
 * or not (convoke is not a {T} cost), with the coloured mana each could pay for.
 * @example convokeSources(core, 0); // [{ id: 14, colors: ['G'] }]
 */
export function convokeSources(core: GameCore, player: PlayerId): ConvokeSource[] {
  const out: ConvokeSource[] = [];
  for (const c of battlefieldCharacteristics(core).values()) {
    if (c.controller !== player || !c.types.includes('Creature') || core.tryObj(c.id)?.tapped) continue;
    out.push({ id: c.id, colors: c.colors.map((col) => COLOR_SYMBOL[col]) });
  }
  return out;
}

/** One mana of each kind as the text of a mana event. */
const MANA_TEXT: Readonly<Record<ManaSymbol, string>> = { W: '{W}', U: '{U}', B: '{B}', R: '{R}', G: '{G}', C: '{C}' };

const COLOR_SYMBOL = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const satisfies Record<string, ManaSymbol>;

/** Carry out a plan: activate the mana abilities, then spend the mana from the pool. */
export function executePayment(core: GameCore, player: PlayerId, plan: PaymentPlan): void {
  for (const id of plan.convoke ?? []) emit(core, { type: 'tap', object: id });
  for (const t of plan.taps) {
    emit(core, { type: 'tap', object: t.id });
    emit(core, { type: 'mana', player, mana: t.extra ? [t.symbol, ...t.extra].map((x) => MANA_TEXT[x]).join('') : MANA_TEXT[t.symbol], source: t.id, tapped: true });
    plan.fromPool.push(t.symbol);
  }
  const pool = core.player(player).pool;
  for (const s of plan.fromPool) pool[s] = Math.max(0, pool[s] - 1);
}
