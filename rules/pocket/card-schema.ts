/**
 * The Pocket card file format (pocket-card/1): one card a YAML file, checked with zod. Every problem is
 * reported with the path inside the file and what to write instead.
 */
import { z } from 'zod';
import { hint } from '../cards/index.ts';
import { EFFECT_SCOPES, EFFECT_TYPES, MODIFIER_OPERATIONS, MODIFIER_TARGETS, STACKING_MODES } from './active-effects/types.ts';
import { modifierProblem } from './active-effects/modifier-condition.ts';
import type { DurationKind, EffectSpec } from './active-effects/types.ts';
import { COUNT_KINDS, EFFECT_CONDITIONS, RANDOM_ENERGY_FROM, TARGET_KINDS } from './card-types.ts';
import type { AbilityDef, AttackDef, PocketCard, PocketEffect, Stage, TargetFilter } from './card-types.ts';
import { CONDITIONS, ENERGY_TYPES } from './types.ts';
import type { EnergyType } from './types.ts';

/** One problem in a card file: the path inside it and the message. */
export interface SchemaProblem { path: (string | number)[]; message: string }

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  return typeof v === 'string' ? `"${v}"` : String(v);
}

/** A word from a fixed list, reported as `unknown <kind> "x" (did you mean "y"?)`. */
function word<const T extends readonly [string, ...string[]]>(kind: string, values: T) {
  return z.enum(values, {
    error: (iss) => (typeof iss.input === 'string' ? `unknown ${kind} "${iss.input}"${hint(iss.input, values)}` : `expected ${kind} (${values.join(', ')}), got ${describe(iss.input)}`),
  });
}

/** A strict map whose unknown keys are named with the closest known key. */
function strict<S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? iss.keys.map((k) => `unknown key "${k}"${hint(k, known)}`).join('; ') : undefined),
  });
}

const energy = word('energy type', ENERGY_TYPES);
const count = z.number().int().positive();
const filter = strict({ pokemon_type: energy.optional(), stage: z.literal('Basic').optional(), damaged: z.boolean().optional(), name: z.string().min(1).optional(), energy: energy.optional(), names: z.array(z.string().min(1)).min(1).optional() });
const DURATIONS = ['this_turn', 'opponent_next_turn', 'while_in_play', 'while_active'] as const;

const effectSpec = strict({
  type: word('active effect type', EFFECT_TYPES),
  scope: word('scope', [...EFFECT_SCOPES, 'defender']).default('self'),
  duration: word('duration', DURATIONS),
  stacking: word('stacking mode', STACKING_MODES).default('additive'),
  key: z.string().optional(),
  amount: z.number().int().optional(),
  multiplier: z.number().int().positive().optional(),
  energy_type: energy.optional(),
  pokemon_type: energy.optional(),
  against: z.literal('opponent_active').optional(),
  names: z.array(z.string().min(1)).min(1).optional(),
  // the generic modifier (type: modifier; active-effects/modifier.ts)
  target: word('modifier target', MODIFIER_TARGETS).optional(),
  operation: word('modifier operation', MODIFIER_OPERATIONS).optional(),
  value: z.number().optional(),
  condition: z.string().optional(),
});

/** The effect vocabulary: each effect is a map with one main key (listed here) and its modifiers. */
const EFFECTS = {
  damage: strict({ damage: count, to: word('target', TARGET_KINDS).default('opponent_active'), filter: filter.optional() }),
  extra_damage: strict({ extra_damage: count, if: word('condition', EFFECT_CONDITIONS).optional() }),
  status: strict({ status: word('Special Condition', CONDITIONS), to: word('target', ['opponent_active', 'self']).default('opponent_active') }),
  flip: strict({ flip: strict({ heads: z.array(z.unknown()).default([]), tails: z.array(z.unknown()).default([]) }) }),
  flip_until_tails: strict({ flip_until_tails: z.array(z.unknown()) }),
  discard_energy: strict({ discard_energy: z.union([count, z.literal('all')]), energy: energy.optional() }),
  heal: strict({ heal: count, to: word('target', TARGET_KINDS).default('self'), filter: filter.optional() }),
  draw: strict({ draw: count }),
  search: strict({ search: count, filter: filter.default({}), to: word('zone', ['hand', 'bench']).default('hand') }),
  attach: strict({ attach: energy, to: word('target', TARGET_KINDS).default('self'), filter: filter.optional() }),
  switch_opponent: strict({ switch_opponent: word('chooser', ['opponent', 'you']), filter: filter.optional() }),
  shuffle_hand_draw: strict({ shuffle_hand_draw: z.union([count, z.literal('opponent_hand')]), who: word('player', ['opponent', 'you']).default('opponent') }),
  effect: strict({ effect: effectSpec }),
  // seed 004 categories (docs/pocket-cards.md)
  extra_damage_per: strict({ extra_damage_per: count, for: word('count', COUNT_KINDS), filter: filter.optional(), energy: energy.optional() }),
  flip_coins: strict({ flip_coins: z.union([count, word('count', COUNT_KINDS)]), energy: energy.optional(), heads: z.array(z.unknown()).min(1) }),
  extra_energy_bonus: strict({ extra_energy_bonus: count, extra: count, energy }),
  discard_random_energy: strict({ discard_random_energy: count, from: word('Pokémon', RANDOM_ENERGY_FROM).default('all_pokemon') }),
  reveal_hand: strict({ reveal_hand: word('player', ['opponent', 'you']) }),
  copy_attack: strict({ copy_attack: word('Pokémon', ['opponent_active', 'opponent_any']), needs_energy: z.boolean().default(false) }),
  // A1 001–110 (docs/pocket-cards.md)
  damage_each: strict({ damage_each: count, to: word('group', TARGET_KINDS), filter: filter.optional() }),
  heal_each: strict({ heal_each: count, to: word('group', TARGET_KINDS).default('own_any'), filter: filter.optional() }),
  flip_all_heads: strict({ flip_all_heads: z.number().int().min(2), heads: z.array(z.unknown()).min(1), tails: z.array(z.unknown()).default([]) }),
  cancel_attack: strict({ cancel_attack: z.literal(true) }),
  // A1a (docs/pocket-cards.md)
  switch_self: strict({ switch_self: z.literal(true) }),
  move_energy: strict({ move_energy: energy, from: word('target', TARGET_KINDS), to: word('target', TARGET_KINDS), filter: filter.optional() }),
  top_card: strict({ top_card: z.literal('hand'), filter: filter.optional(), else: word('place', ['bottom', 'top']).default('top') }),
  bench_from_discard: strict({ bench_from_discard: word('player', ['opponent', 'you']), filter: filter.optional() }),
  // A1 111–226 (docs/pocket-cards.md)
  recoil: strict({ recoil: count }),
  heal_dealt: strict({ heal_dealt: z.literal(true) }),
  random_damage: strict({ random_damage: count, times: count }),
  discard_random_hand: strict({ discard_random_hand: count, who: word('player', ['opponent', 'you']).default('opponent') }),
  look_top: strict({ look_top: count }),
  discard_self: strict({ discard_self: z.literal(true) }),
  return_active: strict({ return_active: word('zone', ['hand', 'deck']), who: word('player', ['opponent', 'you']), filter: filter.optional() }),
  move_all_energy: strict({ move_all_energy: z.union([energy, z.literal('any')]), from: word('target', TARGET_KINDS), to: word('target', TARGET_KINDS), filter: filter.optional() }),
} as const;
const EFFECT_KEYS = Object.keys(EFFECTS) as (keyof typeof EFFECTS)[];

/** The effect kinds a card may use. @example POCKET_EFFECT_KEYS.includes('heal') // true */
export const POCKET_EFFECT_KEYS: readonly string[] = EFFECT_KEYS;

function issues(error: z.ZodError, base: (string | number)[]): SchemaProblem[] {
  return error.issues.map((i) => {
    const path = [...base, ...i.path.map((p) => (typeof p === 'number' ? p : String(p)))];
    if (i.code === 'invalid_type' && (i as { input?: unknown }).input === undefined && path.length > base.length) {
      return { path: path.slice(0, -1), message: `missing required key "${String(path.at(-1))}"` };
    }
    const generic = /^(Invalid input|Too small|Too big)/.test(i.message);
    if (i.code === 'invalid_type' && generic) return { path, message: `expected ${i.expected}, got ${describe((i as { input?: unknown }).input)}` };
    if (i.code === 'too_small' && generic) return { path, message: `must be at least ${String((i as { minimum: unknown }).minimum)}` };
    return { path, message: i.message };
  });
}

function toSpec(raw: z.infer<typeof effectSpec>): EffectSpec {
  const params: EffectSpec['params'] = {};
  if (raw.amount !== undefined) params.amount = raw.amount;
  if (raw.multiplier !== undefined) params.multiplier = raw.multiplier;
  if (raw.energy_type) params.energy_type = raw.energy_type;
  if (raw.pokemon_type) params.pokemon_type = raw.pokemon_type;
  if (raw.against) params.against = raw.against;
  if (raw.names) params.names = raw.names;
  if (raw.target) params.target = raw.target;
  if (raw.operation) params.operation = raw.operation;
  if (raw.value !== undefined) params.value = raw.value;
  if (raw.condition !== undefined) params.condition = raw.condition;
  return { type: raw.type, scope: raw.scope, duration: raw.duration as DurationKind, stacking: raw.stacking, key: raw.key, params };
}

/**
 * Checks one effect entry and returns it as a PocketEffect, or null with problems added.
 * @example parseEffect({ draw: 2 }, ['effects', 0], problems) // { kind: 'draw', count: 2 }
 */
export function parseEffect(raw: unknown, path: (string | number)[], problems: SchemaProblem[]): PocketEffect | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ path, message: `expected an effect such as { draw: 2 }, got ${describe(raw)}` });
    return null;
  }
  const keys = Object.keys(raw);
  const mains = keys.filter((k) => (EFFECT_KEYS as string[]).includes(k));
  if (mains.length !== 1) {
    const unknown = keys.find((k) => !['to', 'filter', 'if', 'energy', 'who'].includes(k)) ?? keys[0] ?? '';
    problems.push({ path, message: mains.length > 1 ? `an effect has one main key, found ${mains.map((m) => `"${m}"`).join(' and ')}; write them as separate entries` : `unknown effect "${unknown}"${hint(unknown, EFFECT_KEYS)}` });
    return null;
  }
  const key = mains[0] as keyof typeof EFFECTS;
  const parsed = EFFECTS[key].safeParse(raw);
  if (!parsed.success) { problems.push(...issues(parsed.error, path)); return null; }
  const d = parsed.data as Record<string, unknown>;
  const list = (items: unknown[], at: string | number, sub?: string): PocketEffect[] =>
    items.map((e, i) => parseEffect(e, [...path, ...(sub ? [sub] : []), at, i].filter((x) => x !== '') as (string | number)[], problems)).filter((e): e is PocketEffect => e !== null);
  switch (key) {
    case 'damage': return { kind: 'damage', amount: d['damage'] as number, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'extra_damage': return { kind: 'extra_damage', amount: d['extra_damage'] as number, if: d['if'] as never };
    case 'status': return { kind: 'status', condition: d['status'] as never, to: d['to'] as never };
    case 'flip': {
      const f = d['flip'] as { heads: unknown[]; tails: unknown[] };
      return { kind: 'flip', heads: list(f.heads, 'heads', 'flip'), tails: list(f.tails, 'tails', 'flip') };
    }
    case 'flip_until_tails': return { kind: 'flip_until_tails', each: list(d['flip_until_tails'] as unknown[], 'flip_until_tails') };
    case 'discard_energy': return { kind: 'discard_energy', count: d['discard_energy'] as number | 'all', energy: d['energy'] as EnergyType | undefined };
    case 'heal': return { kind: 'heal', amount: d['heal'] as number, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'draw': return { kind: 'draw', count: d['draw'] as number };
    case 'search': return { kind: 'search', count: d['search'] as number, filter: d['filter'] as TargetFilter, to: d['to'] as 'hand' | 'bench' };
    case 'attach': return { kind: 'attach', energy: d['attach'] as EnergyType, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'switch_opponent': return { kind: 'switch_opponent', chooser: d['switch_opponent'] as 'opponent' | 'you', filter: d['filter'] as TargetFilter | undefined };
    case 'shuffle_hand_draw': return { kind: 'shuffle_hand_draw', count: d['shuffle_hand_draw'] as number | 'opponent_hand', who: d['who'] as 'opponent' | 'you' };
    case 'effect': {
      const spec = toSpec(d['effect'] as z.infer<typeof effectSpec>);
      const bad = modifierProblem(spec.type, spec.params);
      if (bad) { problems.push({ path: [...path, 'effect', bad.key], message: bad.message }); return null; }
      return { kind: 'effect', spec };
    }
    case 'extra_damage_per': return { kind: 'extra_damage_per', amount: d['extra_damage_per'] as number, per: d['for'] as never, filter: d['filter'] as TargetFilter | undefined, energy: d['energy'] as EnergyType | undefined };
    case 'flip_coins': return { kind: 'flip_coins', coins: d['flip_coins'] as never, energy: d['energy'] as EnergyType | undefined, heads: list(d['heads'] as unknown[], 'heads') };
    case 'extra_energy_bonus': return { kind: 'extra_energy_bonus', amount: d['extra_energy_bonus'] as number, extra: d['extra'] as number, energy: d['energy'] as EnergyType };
    case 'discard_random_energy': return { kind: 'discard_random_energy', count: d['discard_random_energy'] as number, from: d['from'] as never };
    case 'reveal_hand': return { kind: 'reveal_hand', who: d['reveal_hand'] as 'opponent' | 'you' };
    case 'copy_attack': return { kind: 'copy_attack', from: d['copy_attack'] as 'opponent_active' | 'opponent_any', ...(d['needs_energy'] ? { needsEnergy: true } : {}) };
    case 'damage_each': return { kind: 'damage_each', amount: d['damage_each'] as number, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'heal_each': return { kind: 'heal_each', amount: d['heal_each'] as number, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'flip_all_heads': return { kind: 'flip_all_heads', coins: d['flip_all_heads'] as number, heads: list(d['heads'] as unknown[], 'heads'), tails: list(d['tails'] as unknown[], 'tails') };
    case 'cancel_attack': return { kind: 'cancel_attack' };
    case 'switch_self': return { kind: 'switch_self' };
    case 'top_card': return { kind: 'top_card', to: 'hand', filter: d['filter'] as TargetFilter | undefined, else: d['else'] as 'bottom' | 'top' };
    case 'bench_from_discard': return { kind: 'bench_from_discard', who: d['bench_from_discard'] as 'opponent' | 'you', filter: d['filter'] as TargetFilter | undefined };
    case 'move_energy': return { kind: 'move_energy', energy: d['move_energy'] as EnergyType, from: d['from'] as never, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
    case 'recoil': return { kind: 'recoil', amount: d['recoil'] as number };
    case 'heal_dealt': return { kind: 'heal_dealt' };
    case 'random_damage': return { kind: 'random_damage', amount: d['random_damage'] as number, times: d['times'] as number };
    case 'discard_random_hand': return { kind: 'discard_random_hand', count: d['discard_random_hand'] as number, who: d['who'] as 'opponent' | 'you' };
    case 'look_top': return { kind: 'look_top', count: d['look_top'] as number };
    case 'discard_self': return { kind: 'discard_self' };
    case 'return_active': return { kind: 'return_active', to: d['return_active'] as 'hand' | 'deck', who: d['who'] as 'opponent' | 'you', filter: d['filter'] as TargetFilter | undefined };
    case 'move_all_energy': return { kind: 'move_all_energy', energy: d['move_all_energy'] === 'any' ? undefined : d['move_all_energy'] as EnergyType, from: d['from'] as never, to: d['to'] as never, filter: d['filter'] as TargetFilter | undefined };
  }
}

const attack = strict({
  name: z.string().min(1),
  cost: z.array(energy).default([]),
  damage: z.number().int().min(0).default(0),
  text: z.string().default(''),
  effects: z.array(z.unknown()).default([]),
});

const ability = strict({
  name: z.string().min(1),
  text: z.string(),
  passive: z.boolean().default(false),
  once_per_turn: z.boolean().default(false),
  active_only: z.boolean().default(false),
  effects: z.array(z.unknown()).default([]),
});

const pokemonFile = strict({
  name: z.string().min(1),
  stage: word('stage', ['Basic', 'Stage 1', 'Stage 2']),
  evolves_from: z.string().optional(),
  type: energy,
  hp: z.number().int().positive(),
  weakness: energy.optional(),
  retreat: z.number().int().min(0),
  ex: z.boolean().default(false),
  abilities: z.array(ability).default([]),
  attacks: z.array(attack).default([]),
  source: z.string().min(1),
});

/** A Trainer played as if it were a Basic Pokémon (the Fossils): its HP, type, Retreat Cost and rules as Abilities. */
const playAs = strict({
  hp: z.number().int().positive(),
  type: energy,
  retreat: z.number().int().min(0).default(0),
  abilities: z.array(ability).default([]),
});

const trainerFile = strict({
  name: z.string().min(1),
  trainer: word('trainer kind', ['Item', 'Supporter']),
  text: z.string().min(1),
  effects: z.array(z.unknown()).default([]),
  play_as: playAs.optional(),
  source: z.string().min(1),
});

/**
 * Checks a card file's data and returns the card, or the problems found (path inside the file + message).
 * A map with `trainer:` is a Trainer card; any other map is a Pokémon.
 * @example checkPocketCard({ name: "Professor's Research", trainer: 'Supporter', text: 'Draw 2 cards.', effects: [{ draw: 2 }], source: 'P-A 007' }, 'x.yaml')
 */
export function checkPocketCard(data: unknown, file: string): { card: PocketCard | null; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { card: null, problems: [{ path: [], message: 'a card file must be a YAML map with name:, and either stage: (a Pokémon) or trainer: (a Trainer)' }] };
  if ('trainer' in data) {
    const r = trainerFile.safeParse(data);
    if (!r.success) return { card: null, problems: issues(r.error, []) };
    const effects = r.data.effects.map((e, i) => parseEffect(e, ['effects', i], problems)).filter((e): e is PocketEffect => e !== null);
    const pa = r.data.play_as;
    if (pa) {
      if (r.data.effects.length) problems.push({ path: ['effects'], message: 'a Trainer played as a Pokémon (play_as:) has no effects: of its own; write its rules as play_as.abilities' });
      const abilities: AbilityDef[] = pa.abilities.map((a, i) => {
        const fx = a.effects.map((e, j) => parseEffect(e, ['play_as', 'abilities', i, 'effects', j], problems)).filter((e): e is PocketEffect => e !== null);
        if (a.passive && fx.some((e) => e.kind !== 'effect')) problems.push({ path: ['play_as', 'abilities', i, 'effects'], message: 'a passive Ability has only `effect:` entries; remove passive: true for an Ability that is used' });
        return { name: a.name, text: a.text, passive: a.passive, oncePerTurn: a.once_per_turn, activeOnly: a.active_only, effects: fx };
      });
      const card: PocketCard = {
        kind: 'pokemon', name: r.data.name, stage: 'Basic', evolvesFrom: null, type: pa.type, hp: pa.hp, weakness: null, retreat: pa.retreat, ex: false,
        abilities, attacks: [], source: r.data.source, file, playedAs: { trainer: r.data.trainer, text: r.data.text },
      };
      return { card: problems.length ? null : card, problems };
    }
    if (!effects.length && !problems.length) problems.push({ path: ['effects'], message: 'a Trainer card needs effects: (what its text does), e.g. [{ draw: 2 }]' });
    return { card: problems.length ? null : { kind: 'trainer', name: r.data.name, trainer: r.data.trainer, text: r.data.text, effects, source: r.data.source, file }, problems };
  }
  const r = pokemonFile.safeParse(data);
  if (!r.success) return { card: null, problems: issues(r.error, []) };
  const p = r.data;
  if (p.stage !== 'Basic' && !p.evolves_from) problems.push({ path: ['evolves_from'], message: `a ${p.stage} Pokémon needs evolves_from: (the Pokémon it evolves from)` });
  if (p.stage === 'Basic' && p.evolves_from) problems.push({ path: ['evolves_from'], message: 'a Basic Pokémon evolves from nothing; remove evolves_from or change stage' });
  const attacks: AttackDef[] = p.attacks.map((a, i) => ({
    name: a.name, cost: a.cost, damage: a.damage, text: a.text,
    effects: a.effects.map((e, j) => parseEffect(e, ['attacks', i, 'effects', j], problems)).filter((e): e is PocketEffect => e !== null),
  }));
  const abilities: AbilityDef[] = p.abilities.map((a, i) => {
    const effects = a.effects.map((e, j) => parseEffect(e, ['abilities', i, 'effects', j], problems)).filter((e): e is PocketEffect => e !== null);
    if (a.passive && effects.some((e) => e.kind !== 'effect')) problems.push({ path: ['abilities', i, 'effects'], message: 'a passive Ability has only `effect:` entries (they apply while the Pokémon is in play); remove passive: true for an Ability that is used' });
    return { name: a.name, text: a.text, passive: a.passive, oncePerTurn: a.once_per_turn, activeOnly: a.active_only, effects };
  });
  if (p.ex && !p.name.endsWith(' ex')) problems.push({ path: ['name'], message: `a Pokémon ex is named "… ex"; write name: ${p.name} ex or remove ex: true` });
  const card: PocketCard = {
    kind: 'pokemon', name: p.name, stage: p.stage as Stage, evolvesFrom: p.evolves_from ?? null, type: p.type, hp: p.hp,
    weakness: p.weakness ?? null, retreat: p.retreat, ex: p.ex || p.name.endsWith(' ex'), abilities, attacks, source: p.source, file,
  };
  return { card: problems.length ? null : card, problems };
}
