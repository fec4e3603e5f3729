/**
 * Energy counting (design: Integration Points 2): the Energy a Pokémon provides is its attached Energy,
 * each multiplied by the `energy_multiplier` effects on it (Serperior's Jungle Totem), with a trace.
 */
import type { GameCore } from '../../core.ts';
import type { ObjectId } from '../../state/types.ts';
import { combine, queryEffects } from '../active-effects/index.ts';
import type { TraceEntry } from '../active-effects/index.ts';
import { mon } from '../state.ts';
import type { EnergyType } from '../types.ts';

export type EnergyCounts = Partial<Record<EnergyType, number>>;

/** How many Energy units one attached Energy of each type provides on this Pokémon, with the trace. */
export function energyUnits(core: GameCore, id: ObjectId): { units: (t: EnergyType) => number; trace: TraceEntry[] } {
  const q = queryEffects(core, { type: 'energy_multiplier', pokemon: id });
  const trace: TraceEntry[] = [];
  const memo = new Map<EnergyType, number>();
  const units = (t: EnergyType): number => {
    const hit = memo.get(t);
    if (hit !== undefined) return hit;
    const items = q.effects.filter((e) => e.params.energy_type === t).map((effect) => ({ effect, value: effect.params.multiplier ?? 1 }));
    const r = combine(items, 1, 'multiply', q.suppressed.filter((s) => s.effect.params.energy_type === t));
    trace.push(...r.trace);
    memo.set(t, r.value);
    return r.value;
  };
  return { units, trace };
}

/**
 * The Energy a Pokémon provides, by type, and the effects that changed it.
 * @example providedEnergy(core, snivy).value // { Grass: 4 } with two Grass Energy and Jungle Totem
 */
export function providedEnergy(core: GameCore, id: ObjectId): { value: EnergyCounts; trace: TraceEntry[] } {
  const { units, trace } = energyUnits(core, id);
  const value: EnergyCounts = {};
  for (const e of mon(core, id).energy) value[e] = (value[e] ?? 0) + units(e);
  return { value, trace };
}

/**
 * Whether provided Energy pays a cost: each typed symbol needs that type; {C} takes any.
 * @example canPay({ Grass: 2 }, ['Grass', 'Colorless']) // true
 */
export function canPay(provided: EnergyCounts, cost: readonly EnergyType[]): boolean {
  const left: EnergyCounts = { ...provided };
  let colorless = 0;
  for (const c of cost) {
    if (c === 'Colorless') { colorless++; continue; }
    if ((left[c] ?? 0) <= 0) return false;
    left[c] = left[c]! - 1;
  }
  const rest = Object.values(left).reduce((n, v) => n + (v ?? 0), 0);
  return rest >= colorless;
}
