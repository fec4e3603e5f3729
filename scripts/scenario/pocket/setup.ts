/** Building a Pocket position from a scenario's `setup` (FORMAT.md: "Pocket setup per player"). */
import { addObject, randomInt } from '../../../rules/index.ts';
import { CONDITIONS, ENERGY_TYPES, createPocketState, deckEnergyTypes, inflict } from '../../../rules/pocket/index.ts';
import type { Condition, EnergyType, PocketGameState, PocketPool } from '../../../rules/pocket/index.ts';
import type { Json, Obj, Scenario } from '../types.ts';
import { MAX_SETUP_COUNT, wholeNumber } from '../common/numbers.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS } from './refs.ts';

const STEPS = ['start', 'main', 'end'];

interface Entry { card: string; count: number; spec: Obj }

function entries(v: Json | undefined, where: string): Entry[] {
  if (v === undefined || v === null) return [];
  const items = Array.isArray(v) ? v : [v];
  return items.map((it, i) => {
    if (typeof it === 'string') return { card: it, count: 1, spec: {} };
    if (typeof it === 'object' && it !== null && !Array.isArray(it) && typeof it['card'] === 'string') return { card: it['card'], count: wholeNumber(it['count'], `${where}[${i}].count`, 1, 1, MAX_SETUP_COUNT), spec: it };
    throw new ScenarioError(`${where}[${i}]: expected a card name or { card: ... }`);
  });
}

function energyList(v: Json | undefined, where: string): EnergyType[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new ScenarioError(`${where}: expected a list of Energy types`);
  return v.map((e) => {
    const t = ENERGY_TYPES.find((x) => x.toLowerCase() === String(e).toLowerCase());
    if (!t) throw new ScenarioError(`${where}: unknown Energy type "${String(e)}"`);
    return t;
  });
}

function conditions(v: Json | undefined, where: string): Condition[] {
  let out: Condition[] = [];
  for (const c of Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]) {
    const k = CONDITIONS.find((x) => x.toLowerCase() === String(c).toLowerCase());
    if (!k) throw new ScenarioError(`${where}: unknown Special Condition "${String(c)}" (${CONDITIONS.join(', ')})`);
    out = inflict(out, k);
  }
  return out;
}

/**
 * The Pocket state a scenario describes: turn, active player and step; each player's Active Pokémon,
 * Bench, hand, deck (top first), discard pile, points and Energy Zone.
 * @example buildPocketState(scenario, pool).pocket.players[0].active
 */
export function buildPocketState(sc: Scenario, pool: PocketPool): PocketGameState {
  const listed = ((sc as unknown as Obj)['cards'] as Obj[] | undefined) ?? [];
  const missing = listed.map((c) => String(c['name'])).filter((n) => !pool.get(n));
  if (missing.length) throw new ScenarioError(`unknown card(s): ${missing.join(', ')}`);
  const setup = sc.setup;
  const turn = Number(setup['turn'] ?? 1);
  const active = PLAYERS[String(setup['active'] ?? 'A')];
  if (active === undefined) throw new ScenarioError(`setup.active: "${String(setup['active'])}" is not A or B`);
  const step = String(setup['step'] ?? 'main').toLowerCase();
  if (!STEPS.includes(step)) throw new ScenarioError(`setup.step: "${step}" is not a Pocket step (${STEPS.join(', ')})`);
  const players = (setup['players'] ?? {}) as Record<string, Obj>;
  const s = createPocketState({ seed: Number(setup['seed'] ?? 1), players: ['A', 'B'].map((n) => ({ name: n, deck: [], energy: [] })) });
  s.turn = turn;
  s.active = active;
  s.step = step;
  const require = (name: string, where: string) => {
    const c = pool.get(name);
    if (!c) throw new ScenarioError(`${where}: unknown card "${name}"`);
    return c.name;
  };
  // In play first (A's Active, Bench, then B's), so that timestamps count the Active before the Bench.
  for (const [name, p] of Object.entries(PLAYERS)) {
    const spec = players[name] ?? {};
    const side = s.pocket.players[p]!;
    const spots: [Entry, 'active' | 'bench'][] = [
      ...entries(spec['active'], `${name}.active`).map((e) => [e, 'active'] as [Entry, 'active']),
      ...entries(spec['bench'], `${name}.bench`).map((e) => [e, 'bench'] as [Entry, 'bench']),
    ];
    for (const [e, where] of spots) {
      for (let i = 0; i < e.count; i++) {
        const card = require(e.card, `${name}.${where}`);
        if (pool.get(card)!.kind !== 'pokemon') throw new ScenarioError(`${name}.${where}: ${card} is not a Pokémon`);
        const o = addObject(s, card, p, 'battlefield');
        o.damage = Number(e.spec['damage'] ?? 0);
        if (where === 'active') {
          if (side.active !== null) throw new ScenarioError(`${name}.active: only one Active Pokémon`);
          side.active = o.id;
        } else side.bench.push(o.id);
        s.pocket.pokemon[o.id] = {
          id: o.id, under: [], energy: energyList(e.spec['energy'], `${name}.${where}.energy`),
          conditions: conditions(e.spec['status'] ?? e.spec['conditions'], `${name}.${where}.status`), sinceTurn: e.spec['sick'] ? turn : 0,
        };
      }
    }
  }
  for (const [name, p] of Object.entries(PLAYERS)) {
    const spec = players[name] ?? {};
    const player = s.players[p]!;
    const side = s.pocket.players[p]!;
    for (const [key, zone] of [['hand', 'hand'], ['deck', 'library'], ['library', 'library'], ['discard', 'graveyard'], ['graveyard', 'graveyard']] as const) {
      for (const e of entries(spec[key], `${name}.${key}`)) {
        for (let i = 0; i < e.count; i++) player[zone].push(addObject(s, require(e.card, `${name}.${key}`), p, zone).id);
      }
    }
    side.points = Number(spec['points'] ?? 0);
    side.energyPlan = energyList(spec['energy_zone'], `${name}.energy_zone`);
    const all = [...player.library, ...player.hand, ...player.graveyard, ...(side.active === null ? [] : [side.active]), ...side.bench].map((id) => s.objects[id]!.card);
    side.energyTypes = [...new Set(side.energyPlan.length ? side.energyPlan : deckEnergyTypes(all, pool))];
    // Turns each player has begun: A takes the odd turns, B the even ones.
    const begun = p === 0 ? Math.ceil(turn / 2) : Math.floor(turn / 2);
    side.turnsTaken = p === active && step === 'start' ? begun - 1 : begun;
    // The active player's Energy for this turn was made in the start step: the first planned, else a random one.
    if (p === active && step !== 'start' && turn > 1) {
      side.energy = side.energyPlan.shift() ?? (side.energyTypes.length ? side.energyTypes[randomInt(s, 0, side.energyTypes.length - 1)]! : null);
    }
  }
  return s;
}
