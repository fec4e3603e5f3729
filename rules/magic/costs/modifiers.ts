/**
 * The total cost of a spell (CR 601.2f): its mana cost (or alternative cost) with X and additional costs included,
 * plus every cost increase, minus every cost reduction. Increases apply first, then reductions ("Spells cost {1}
 * less"), then the spell's own reductions (affinity, "This spell costs {X} less"). A reduction lowers only the
 * generic part and never below {0}; coloured and hybrid requirements stay (CR 601.2f, 118.7).
 *
 * Modifiers are static abilities with `cost_more` / `cost_less` effects: a permanent's apply to the spells its `to`
 * query matches (every spell without one); a card's own, written `to: self`, apply while it is being cast.
 */
import type { Ability, CardDef, ManaCost, SelectorQuery } from '../../cards/types.ts';
import { memoKey, type GameCore } from '../../core.ts';
import { battlefieldCharacteristics, characteristics } from '../layers/compute.ts';
import { perComputation, type PerComputation } from '../layers/per-computation.ts';
import { recordWithController } from '../layers/record.ts';
import { SYMBOL_INDEX } from './mana-symbols.ts';
import type { Characteristics } from '../layers/types.ts';
import { evalExpr, evalNumber } from '../select/expr-context.ts';
import { matchQuery } from '../select/query.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';

/** What a cost modifier may read about the spell being cast: who casts it, X, and how many targets it has. */
export interface SpellCostContext { player: PlayerId; card: ObjectId; x: number; targets: number }

/** One increase or reduction that applies to the spell, in the order of CR 601.2f. */
export interface CostModifier { source: ObjectId; amount: number; stage: 'increase' | 'reduction' | 'own_reduction' }

interface ModifierEffect { ability: Ability & { kind: 'static' }; effect: Record<string, unknown> }

function costEffects(c: Pick<Characteristics, 'abilities'>): ModifierEffect[] {
  const out: ModifierEffect[] = [];
  for (const ab of c.abilities) {
    if (ab.kind !== 'static') continue;
    for (const e of ab.effects) if (e['cost_more'] !== undefined || e['cost_less'] !== undefined) out.push({ ability: ab, effect: e });
  }
  return out;
}

/**
 * Whether any permanent now has a cost modifier: when none does and the card has none of its own, its cost is
 * its mana cost (the legal-action listing keeps its cheap filters then).
 * @example anyCostModifier(core); // false on a board without Sphere of Resistance, Thalia, Helm …
 */
export function anyCostModifier(core: GameCore): boolean {
  // An answer for each computation of the characteristics: it reads nothing else.
  return perComputation(core, ANY_MODIFIER, anyModifierIn);
}

function anyModifierIn(chars: ReadonlyMap<ObjectId, Characteristics>): boolean {
  for (const c of chars.values()) if (costEffects(c).length) return true;
  return false;
}
const ANY_MODIFIER = memoKey<PerComputation<boolean>>('any cost modifier');

/** Whether a card has a cost modifier of its own (affinity, "this spell costs … less/more"). @example hasOwnCostModifier(core, frogmiteId); // true */
export function hasOwnCostModifier(core: GameCore, card: ObjectId): boolean {
  const o = core.tryObj(card);
  if (!o) return false;
  // Off the battlefield a card has its printed abilities (no layer applies there): one answer per card definition.
  return ownCostModifier(core.def(o));
}

/** Whether a card definition has a cost modifier of its own (`to: self`). @example ownCostModifier(pool.require('Frogmite')); // true */
export function ownCostModifier(def: CardDef): boolean {
  let own = ownCache.get(def);
  if (own === undefined) { own = costEffects({ abilities: def.abilities }).some((m) => m.effect['to'] === 'self'); ownCache.set(def, own); }
  return own;
}
const ownCache = new WeakMap<CardDef, boolean>();

/**
 * The increases and reductions that apply to a spell being cast, in the order they apply.
 * @example spellCostModifiers(core, { player: 0, card: boltId, x: 0, targets: 1 }); // [{ source: sphereId, amount: 1, stage: 'increase' }]
 */
export function spellCostModifiers(core: GameCore, spell: SpellCostContext): CostModifier[] {
  // Whether any permanent modifies costs is worked out once for each computation of the characteristics.
  const external = anyCostModifier(core);
  if (!external && !hasOwnCostModifier(core, spell.card)) return [];
  const me = characteristics(core, spell.card);
  if (!me) return [];
  // The spell as its caster's (CR 601.2f), what the modifiers' queries are matched against.
  const asCast = recordWithController(me, spell.player);
  const out: CostModifier[] = [];
  const add = (c: Characteristics, m: ModifierEffect, own: boolean) => {
    if (m.ability.condition && !evalExpr(core, m.ability.condition, { controller: c.controller, source: c.id })) return;
    const more = m.effect['cost_more'] !== undefined;
    const value = (more ? m.effect['cost_more'] : m.effect['cost_less']) as string | number;
    const amount = Math.max(0, evalNumber(core, value, { controller: c.controller, source: c.id, x: spell.x, target_count: spell.targets }));
    if (amount > 0) out.push({ source: c.id, amount, stage: more ? 'increase' : own ? 'own_reduction' : 'reduction' });
  };
  if (external) for (const c of battlefieldCharacteristics(core).values()) {
    for (const m of costEffects(c)) {
      const to = m.effect['to'];
      if (to === 'self' || (typeof to === 'string' && to !== 'any')) continue;
      // The query is matched against the spell, seen from the modifier's source: `controller: you` = "spells you cast".
      if (typeof to === 'object' && to !== null && !matchQuery(core, to as SelectorQuery, asCast, c.id, c.controller)) continue;
      add(c, m, false);
    }
  }
  for (const m of costEffects(me)) if (m.effect['to'] === 'self') add(asCast, m, true);
  const order = { increase: 0, reduction: 1, own_reduction: 2 } as const;
  return out.sort((a, b) => order[a.stage] - order[b.stage]);
}

/**
 * Apply modifiers to a cost whose X is already counted in `generic` (`x: 0`): increases add generic mana, each
 * reduction takes generic mana away down to zero. The text is rebuilt ("{2}{R}").
 * @example applyCostModifiers(parseManaCost('{3}{R}'), [{ source: 9, amount: 1, stage: 'reduction' }]).text; // '{2}{R}'
 */
export function applyCostModifiers(cost: ManaCost, modifiers: readonly CostModifier[]): ManaCost {
  let generic = cost.generic;
  for (const m of modifiers) generic = m.stage === 'increase' ? generic + m.amount : Math.max(0, generic - m.amount);
  return withGeneric(cost, generic);
}

/**
 * A spell's total mana cost (CR 601.2f): `base` (its mana cost, an alternative cost, with kicker merged in) with X
 * counted as generic mana, then every increase and reduction that applies.
 * @example spellTotalCost(core, parseManaCost('{X}{R}'), { player: 0, card: fireballId, x: 3, targets: 2 }).text; // '{4}{R}'
 */
export function spellTotalCost(core: GameCore, base: ManaCost, spell: SpellCostContext): ManaCost {
  const withX = withGeneric(base, base.generic + base.x * spell.x);
  return applyCostModifiers(withX, spellCostModifiers(core, spell));
}

/** withGeneric's answers by cost and generic amount: a cost is never changed once made, so each is made once. */
const genericVersions = new WeakMap<ManaCost, Map<number, ManaCost>>();

function withGeneric(cost: ManaCost, generic: number): ManaCost {
  let versions = genericVersions.get(cost);
  if (!versions) { versions = new Map(); genericVersions.set(cost, versions); }
  let out = versions.get(generic);
  if (!out) { out = makeWithGeneric(cost, generic); versions.set(generic, out); }
  return out;
}

function makeWithGeneric(cost: ManaCost, generic: number): ManaCost {
  const pips = [...cost.pips].sort((a, b) => SYMBOL_INDEX[a] - SYMBOL_INDEX[b]);
  const text = (generic > 0 || (!pips.length && !cost.hybrid.length) ? `{${generic}}` : '')
    + cost.hybrid.map((h) => `{${h.join('/')}}`).join('') + pips.map((p) => `{${p}}`).join('');
  return { generic, pips: cost.pips, hybrid: cost.hybrid, x: 0, text };
}
