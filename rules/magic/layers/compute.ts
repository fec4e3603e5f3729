/**
 * Characteristics computed on demand through the layer system (CR 613), cached until the game changes.
 * All battlefield objects are computed together, layer by layer, since effects read each other's results.
 */
import type { Color } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import type { GameObject, ObjectId, PlayerId } from '../../state/types.ts';
import { baseCharacteristics, sharedBaseCharacteristics } from './base.ts';
import { collectEntries } from './entries.ts';
import { addIntrinsicManaAbilities, addKeywordAbilities, applyCounters } from './derived.ts';
import { CACHE, type RunInfo } from './cache.ts';
import { withEntered, without } from './arrivals.ts';
import { withChanged, withEffects } from './apart.ts';
import { combatPumpsNow, combatPumpsOf, withCombat } from './combat-pumps.ts';
import type { Characteristics, ExplainStep, LayerEntry, LayerId } from './types.ts';
import { LAYER_ORDER } from './types.ts';
import { RunMap } from './runs.ts';
import { underWayPosition, within } from './computing.ts';
import { orderLayer } from './dependencies.ts';
import { definedBy, definedValue, followsTypes } from './defined-values.ts';
import { withDefinedValues } from './defined-update.ts';

function run(core: GameCore, trace?: { id: ObjectId; steps: ExplainStep[] }, info?: RunInfo): Map<ObjectId, Characteristics> {
  const work = new Map<ObjectId, Characteristics>();
  const cdas: { id: ObjectId; expr: string }[] = [];
  for (const id of core.s.battlefield) {
    const o = core.s.objects[id];
    if (!o || o.phasedOut) continue;
    const def = core.def(o);
    work.set(id, sharedBaseCharacteristics(core, o, def));
    const expr = definedBy(o, def);
    if (expr !== undefined) cdas.push({ id, expr });
  }
  within(core, work, () => layers(core, work, cdas, trace, info));
  return work;
}

function layers(core: GameCore, work: Map<ObjectId, Characteristics>, cdas: { id: ObjectId; expr: string }[], trace?: { id: ObjectId; steps: ExplainStep[] }, info?: RunInfo): void {
  const byLayer = new Map<LayerId, LayerEntry[]>();
  for (const e of collectEntries(core)) {
    if (info) { if (e.readsCombat) info.readsCombat = true; if (e.conditional || (e.computed && !e.computedFromItself) || e.readsGame) info.readsMore = true; }
    const list = byLayer.get(e.layer);
    if (list) list.push(e); else byLayer.set(e.layer, [e]);
  }
  const started = new Map<string, ObjectId[]>();
  if (info) { info.byLayer = byLayer; info.cdas = cdas; info.started = started; }
  // CR 613.6: once an effect has begun to apply, its parts in later layers keep applying even if the ability
  // that generates it is removed meanwhile (Humility that is a creature loses its own ability in layer 6).
  const startedGroups = new Set<string>();
  const going = (e: LayerEntry) => started.has(e.key) || (e.group !== undefined && startedGroups.has(e.group));
  let order = 0;
  const note = (layer: LayerId, id: ObjectId, effect: string) => {
    const c = trace && trace.id === id ? work.get(id) : undefined;
    if (c) trace!.steps.push({ layer, order: order++, effect, source: id, timestamp: core.s.objects[id]!.timestamp, result: { power: c.power, toughness: c.toughness, types: [...c.types], colors: [...c.colors], keywords: [...c.keywords], controller: c.controller } });
  };
  for (const layer of LAYER_ORDER) {
    if (layer === '7a' && cdas.length && applyCda(core, work, cdas).includes(trace?.id ?? -1)) note('7a', trace!.id, `${work.get(trace!.id)!.name}: characteristic-defining ability (CR 604.3)`);
    // An effect with a condition is ordered even while it does not exist: an earlier effect of its layer may make the
    // condition true (613.8a); the loop below skips it if it still does not exist when its turn comes.
    const list = byLayer.get(layer);
    const inLayer = list?.filter((e) => going(e) || e.conditional || e.exists(work)) ?? [];
    const ordered = orderLayer(core, layer, inLayer, work, started);
    if (list && info) info.kept.set(layer, { list, order: ordered });
    for (const e of ordered) {
      let ids = started.get(e.key);
      if (!ids) {
        // An earlier effect of this layer may have removed the ability that generates this one (613.8a).
        if (!going(e) && !e.exists(work)) continue;
        ids = e.select(work); started.set(e.key, ids); info?.startedAt.set(e.key, layer);
        if (e.group !== undefined) startedGroups.add(e.group);
      }
      for (const id of ids) {
        const c = work.get(id);
        if (!c) continue;
        e.apply(c, work);
        if (trace && trace.id === id) {
          trace.steps.push({ layer, order: order++, effect: e.describe(), source: e.source, timestamp: e.timestamp, result: { power: c.power, toughness: c.toughness, types: [...c.types], colors: [...c.colors], keywords: [...c.keywords], controller: c.controller } });
        }
      }
    }
    if (layer === '4') addIntrinsicManaAbilities(work.values());   // CR 305.6: from the land types it has after layer 4
    if (layer === '6') addKeywordAbilities(work.values());         // after abilities are granted and removed
    if (layer === '7c' && applyCounters(core, work.values()).includes(trace?.id ?? -1)) note('7c', trace!.id, `${work.get(trace!.id)!.name}: +1/+1 and -1/-1 counters (CR 613.4c)`);
  }
  if (applyQueries(core, work).includes(trace?.id ?? -1)) note('7d', trace!.id, `${work.get(trace!.id)!.name}: query interceptors`);
}

const QUERIED = ['power', 'toughness'] as const;

/** An app's query interceptors on power and toughness, in registration order, after every layer; returns the objects changed. */
function applyQueries(core: GameCore, work: Map<ObjectId, Characteristics>): ObjectId[] {
  const changed: ObjectId[] = [];
  // No interceptor at all (every game but an app's own): nothing to look for.
  if (!core.interceptors.handlers) return changed;
  for (const name of QUERIED) {
    for (const q of core.interceptors.list(name)) {
      if (q.kind !== 'query') continue;
      for (const c of work.values()) {
        const value = c[name];
        if (value === null || (q.filter && !q.filter(c, core))) continue;
        const next = q.handler(value, c, core);
        if (!Number.isFinite(next)) throw new Error(`query interceptor "${q.id}" on ${name} returned ${String(next)} for ${c.name} (#${c.id}); return a finite number`);
        c[name] = Math.trunc(next);
        changed.push(c.id);
      }
    }
  }
  return changed;
}

/** Apply characteristic-defining P/T (of the objects whose card has one); returns the objects it changed. */
function applyCda(core: GameCore, work: Map<ObjectId, Characteristics>, cdas: { id: ObjectId; expr: string }[]): ObjectId[] {
  const changed: ObjectId[] = [];
  for (const { id, expr } of cdas) {
    const c = work.get(id)!;
    if (!c.printedAbilitiesLost) {
      const n = definedValue(core, expr, c);
      c.power = n; c.toughness = n;
      changed.push(c.id);
    }
  }
  return changed;
}

function all(core: GameCore): Map<ObjectId, Characteristics> {
  const partial = underWayPosition(core);
  if (partial) return partial;
  const cached = core.memoGet(CACHE);
  // CR 611.3a, 604.3: an effect's condition and a characteristic-defining ability apply continuously, so what read a
  // life total or a hand is computed again once anything has happened.
  const outlived = cached !== undefined && cached.events !== null && cached.events !== core.s.eventCount + core.quietChanges;
  // Nothing changed since it was computed (most calls): the same map.
  if (cached && !outlived && cached.version === core.version) return cached.work;
  if (outlived) core.memoSet(CACHE, undefined);
  else if (cached && cached.version !== core.version) {
    // Combat-only changes (attackers and blockers declared, combat ended) keep the characteristics unless an
    // effect reads combat; permanents entering may be added to them (withEntered). Any other change recomputes.
    // Permanents that left as leavesLayersAlone allows are taken out first: each left with the layers computed up to
    // it (relocate asks for them), so what entered since the last computation entered after it.
    const combat = core.combatTouches - cached.combatTouches;
    const entering = core.enteredIds.length - cached.enteredSeen;
    const leaving = core.leftIds.length - cached.leftSeen;
    const aside = core.asideTouches - cached.asideTouches;
    const effects = core.effectTouches - cached.effectTouches;
    const alone = core.aloneTouches - cached.aloneTouches;
    // Every change counts once in the version: what is left after the shields' is the changes of these kinds and plain
    // touches, so a kind that accounts for all of it is the only change.
    const rest = core.version - cached.version - aside;
    const before = cached.work;
    let work = rest === combat + entering + leaving && (combat === 0 || !cached.readsCombat) ? cached.work : null;
    // Only combat changed, and what reads it is War Horn's kind: its objects now are attacking ones (withCombat).
    if (!work && combat > 0 && combat === rest && cached.readsCombat) work = withCombat(cached);
    // Only resolved continuous effects began or ended: the objects they apply to are computed again (withEffects).
    if (!work && effects > 0 && effects === rest) work = withEffects(core, cached);
    // Only permanents' counters or attachments changed: those permanents are computed again (withChanged).
    if (!work && alone > 0 && alone === rest) work = withChanged(core, cached, core.aloneIds.slice(cached.aloneSeen));
    if (work && leaving) { work = without(work, core.leftIds, cached.leftSeen); cached.work = work; }
    if (work && entering) work = withEntered(core, cached, core.enteredIds.slice(cached.enteredSeen));
    // A characteristic-defining ability that counts permanents by type (Nightmare) may count differently now: its
    // permanents are computed again (withDefinedValues). Combat changes no type or controller.
    if (work && cached.defined.length && (entering || leaving || effects || alone)) work = withDefinedValues(core, cached, work, before);
    if (work) {
      // A permanent that came, left or was computed again may be one War Horn's kind of effect applies to (an
      // attacking creature), and an effect that began may keep its pump from moving alone: the effects and their
      // objects as they are now (combatPumpsNow). When they can no longer move alone, a later change computes again.
      if (cached.combatPumps && (entering || leaving || effects || alone)) {
        cached.combatPumps = work instanceof RunMap ? null : combatPumpsNow(core, cached.byLayer, work);
        if (!cached.combatPumps) cached.additive = false;
      }
      cached.work = work;
      cached.version = core.version;
      cached.combatTouches = core.combatTouches;
      cached.asideTouches = core.asideTouches;
      cached.effectTouches = core.effectTouches;
      // Only an effects touch changes the resolved effects without a full computation (any other change touches all).
      if (effects) cached.effects = core.s.effects.slice();
      cached.enteredSeen = core.enteredIds.length;
      cached.leftSeen = core.leftIds.length;
      cached.aloneTouches = core.aloneTouches;
      cached.aloneSeen = core.aloneIds.length;
    } else {
      core.memoSet(CACHE, undefined);
    }
  }
  const hit = core.memoGet(CACHE);
  if (hit) return hit.work;
  const info: RunInfo = { readsCombat: false, byLayer: new Map(), cdas: [], readsMore: false, started: new Map(), startedAt: new Map(), kept: new Map() };
  const reads = core.untrackedReads;
  const work = run(core, undefined, info);
  const combatPumps = info.readsCombat ? combatPumpsOf(core, info) : null;
  core.memoSet(CACHE, {
    events: core.untrackedReads !== reads ? core.s.eventCount + core.quietChanges : null,
    version: core.version, combatTouches: core.combatTouches, asideTouches: core.asideTouches,
    effectTouches: core.effectTouches, effects: core.s.effects.slice(), byLayer: info.byLayer, kept: info.kept, startedAt: info.startedAt, enteredSeen: core.enteredIds.length, leftSeen: core.leftIds.length,
    aloneTouches: core.aloneTouches, aloneSeen: core.aloneIds.length,
    readsCombat: info.readsCombat, combatPumps, work, defined: info.cdas.map((d) => d.id),
    // An effect with a condition, an amount computed from more than its object (readsOnlyIt) or a `where` query, or a
    // characteristic-defining ability that reads more than type words and controllers (followsTypes), may read the
    // whole battlefield as the layers run: then a permanent entering can change other objects, and we recompute. An
    // effect that reads combat does too, unless it is War Horn's kind (combatPumps): that one picks each object by
    // what it is and whether it attacks, which stays as it is until a combat touch (withCombat), and adds to power and
    // toughness what any other pump by numbers would. A characteristic-defining ability that counts by type words
    // (Nightmare's Swamps) changes only its own permanent's power and toughness, which nothing else reads here: its
    // permanents are computed again after each change (withDefinedValues, `defined`).
    additive: !((info.readsCombat && !combatPumps) || info.readsMore || info.cdas.some((d) => !followsTypes(d.expr)) || core.interceptors.list('power').length > 0 || core.interceptors.list('toughness').length > 0),
  });
  return work;
}

/** The objects off the battlefield whose characteristic-defining ability is being evaluated (see characteristics). */
const defining = new WeakSet<GameObject>();

/**
 * The current characteristics of an object. Off the battlefield, its card's own values.
 * @example characteristics(core, bearsId)?.power
 */
export function characteristics(core: GameCore, id: ObjectId): Characteristics | undefined {
  const o = core.s.objects[id];
  if (!o) return undefined;
  if (o.zone === 'battlefield') return all(core).get(id);
  const c = baseCharacteristics(core, o);
  // CR 604.3: a characteristic-defining ability works in every zone (Nightmare in hand counts your Swamps).
  const cda = definedBy(o, core.def(o));
  // `self` in the expression reads this object again: that reading has the card's own values (its */* as 0), as on
  // the battlefield, where layer 7a reads the values computed before it.
  if (cda !== undefined && !defining.has(o)) {
    defining.add(o);
    try { const n = definedValue(core, cda, c); c.power = n; c.toughness = n; } finally { defining.delete(o); }
  }
  // CR 202.3e: on the stack, X in the mana cost is the value chosen for it; in every other zone it is 0.
  const xs = o.zone === 'stack' && !o.faceDown ? core.def(o).cost?.x ?? 0 : 0;
  if (xs) c.manaValue += xs * (core.s.stack.find((i) => i.id === id && i.kind === 'spell')?.x ?? 0);
  return c;
}

/**
 * An object's controller now: on the battlefield through the layers (CR 613.1b), elsewhere its own (CR 108.4: its
 * owner's, or the player who cast it), as characteristics() gives it but without building the rest.
 * @example controllerOf(core, boltId); // 0
 */
export function controllerOf(core: GameCore, id: ObjectId): PlayerId | undefined {
  const o = core.s.objects[id];
  if (!o) return undefined;
  return o.zone === 'battlefield' ? all(core).get(id)?.controller : o.controller;
}

/**
 * An object's colours now (CR 105.2): on the battlefield through the layers, elsewhere its card's (none face
 * down), as characteristics() gives them but without building the rest.
 * @example colorsOf(core, boltId); // ['red']
 */
export function colorsOf(core: GameCore, id: ObjectId): readonly Color[] | undefined {
  const o = core.s.objects[id];
  if (!o) return undefined;
  if (o.zone === 'battlefield') return all(core).get(id)?.colors;
  return o.faceDown ? [] : core.def(o).colors;
}

/** Every battlefield object's characteristics, in timestamp order. */
export function battlefieldCharacteristics(core: GameCore): Map<ObjectId, Characteristics> {
  return all(core);
}

/**
 * Every battlefield object's characteristics computed from scratch, past the cache: what the cached answer of
 * battlefieldCharacteristics must always equal (tests check it after every decision of random games).
 * @example expect(battlefieldCharacteristics(core)).toEqual(freshCharacteristics(core))
 */
export function freshCharacteristics(core: GameCore): Map<ObjectId, Characteristics> {
  return run(core);
}

/**
 * Explain a value: which effects, in which layer and order, produced the object's characteristics.
 * @example explain(core, bearsId).map((s) => `${s.layer}: ${s.effect}`)
 */
export function explain(core: GameCore, id: ObjectId): ExplainStep[] {
  const trace = { id, steps: [] as ExplainStep[] };
  run(core, trace);
  return trace.steps;
}

export type { LayerId };
