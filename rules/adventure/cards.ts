/**
 * Adventure card files (cards/adventure/*.yaml): the schema, the loader and the pool. Every problem names
 * the file, the path inside it and the fix, like the Magic card loader:
 * `cards/adventure/spark.yaml: effects[0]: unknown effect "dmg-player-1" (did you mean "damage-player-1"?)`.
 */
import { readdirSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { CardError, DeckFileSchema, hint, kebabCase, readCardText, readYaml, shippedCards } from '../cards/index.ts';
import type { CardProblem } from '../cards/index.ts';
import { COSTS } from './costs.ts';
import { EFFECTS } from './effects.ts';
import type { AdventureCard, TriggerKey, TriggerScope } from './types.ts';

export const CARD_TYPES = ['creature', 'artifact', 'spell'] as const;
export const SPEEDS = ['NORMAL', 'FAST'] as const;
export const TRIGGER_KEYS: readonly TriggerKey[] = [
  'PHASE_DRAW', 'PHASE_MAIN', 'PHASE_ATTACKERS', 'PHASE_BLOCKERS', 'PHASE_BATTLE', 'PHASE_END',
  'DAMAGE', 'COMBAT_DAMAGE', 'GAIN_LIFE', 'LOSE_LIFE', 'DRAW', 'ENTER', 'DIES', 'RETURN_TO_HAND_OWNER', 'DESTROY',
  'SACRIFICE', 'TAP', 'UNTAP', 'PUMP', 'COUNTER', 'DISCARD', 'CAST', 'ABILITY', 'DECLARE_ATTACK', 'DECLARE_BLOCK',
  'ADD_MANA', 'REFILL_MANA', 'MANA', 'CLEAR_DAMAGE',
];
export const TRIGGER_SCOPES: readonly TriggerScope[] = ['any', 'self', 'you', 'opponent', 'your_turn', 'opponent_turn'];

const Name = z.string().min(1);
const Ability = z.strictObject({ speed: z.enum(SPEEDS), costs: z.array(Name).default([]), effects: z.array(Name).min(1), text: z.string().optional() });
const Trigger = z.strictObject({
  on: z.array(z.enum(TRIGGER_KEYS as [TriggerKey, ...TriggerKey[]])).min(1),
  if: z.enum(TRIGGER_SCOPES as [TriggerScope, ...TriggerScope[]]).default('any'),
  effects: z.array(Name).min(1),
  text: z.string().optional(),
});

/**
 * The shape of an Adventure card file.
 * @example AdventureCardSchema.parse({ name: 'Ogre', cost: 2, type: 'creature', power: 2, toughness: 2, text: '' })
 */
export const AdventureCardSchema = z.strictObject({
  name: Name,
  cost: z.number().int().min(0).max(20),
  type: z.enum(CARD_TYPES),
  power: z.number().int().min(0).optional(),
  toughness: z.number().int().min(0).optional(),
  text: z.string(),
  costs: z.array(Name).default([]),
  effects: z.array(Name).default([]),
  abilities: z.array(Ability).default([]),
  triggers: z.array(Trigger).default([]),
  invented: z.boolean().optional(),
  text_source: z.string().optional(),
});
export type AdventureCardFile = z.infer<typeof AdventureCardSchema>;

const KNOWN_KEYS: Record<string, string[]> = {
  '': Object.keys(AdventureCardSchema.shape),
  abilities: Object.keys(Ability.shape),
  triggers: Object.keys(Trigger.shape),
};

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a map';
  return `${typeof v} ${JSON.stringify(v)}`;
}

/** A path inside a file the way messages show it. @example formatPath(['abilities', 0, 'costs']) // 'abilities[0].costs' */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

type Issue = z.core.$ZodIssue & { input?: unknown };

function issueProblem(file: string, issue: Issue): CardProblem[] {
  const path = formatPath(issue.path);
  const at = (message: string, where = path): CardProblem => ({ file, path: where, message });
  if (issue.input === undefined && issue.path.length > 0 && issue.code !== 'unrecognized_keys') {
    return [at(`missing required key "${String(issue.path.at(-1))}"`, formatPath(issue.path.slice(0, -1)))];
  }
  switch (issue.code) {
    case 'unrecognized_keys': {
      const section = issue.path.find((p) => typeof p === 'string') as string | undefined ?? '';
      const known = KNOWN_KEYS[section] ?? KNOWN_KEYS['']!;
      return issue.keys.map((k) => at(`unknown key "${k}"${hint(k, known)}`));
    }
    case 'invalid_value':
      return [at(`expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, got ${describe(issue.input)}${typeof issue.input === 'string' ? hint(issue.input, issue.values.map(String)) : ''}`)];
    case 'invalid_type':
      return [at(`expected ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a map' : `a ${issue.expected}`}, got ${describe(issue.input)}`)];
    case 'too_small':
      return [at(issue.origin === 'array' ? `needs at least ${String(issue.minimum)} entr${issue.minimum === 1 ? 'y' : 'ies'}` : `must be at least ${String(issue.minimum)}`)];
    case 'too_big':
      return [at(`must be at most ${String(issue.maximum)}`)];
    default:
      return [at(issue.message)];
  }
}

function checkCost(name: string, path: string, file: string): CardProblem[] {
  if (COSTS.get(name)) return [];
  const close = COSTS.closest(name);
  return [{ file, path, message: `unknown cost "${name}"${close ? ` (did you mean "${close}"?)` : ` (costs: ${COSTS.patterns().join(', ')})`}` }];
}

function checkEffect(name: string, path: string, file: string, inTrigger: boolean): CardProblem[] {
  const e = EFFECTS.get(name);
  if (!e) {
    const close = EFFECTS.closest(name);
    return [{ file, path, message: `unknown effect "${name}"${close ? ` (did you mean "${close}"?)` : ''}` }];
  }
  if (e.engine) return [{ file, path, message: `"${name}" is one of the engine's own effects; a card may not name it` }];
  if (inTrigger && e.target) {
    return [{ file, path, message: `a trigger can't choose a target, and "${name}" needs one (${e.target}); use an effect without a target, such as "damage-opponent-${e.amount ?? 1}"` }];
  }
  return [];
}

/** Checks that go beyond the shape: card type rules and the names of costs and effects. */
function checkCard(c: AdventureCardFile, file: string): CardProblem[] {
  const out: CardProblem[] = [];
  const at = (path: string, message: string) => out.push({ file, path, message });
  if (c.type === 'creature') {
    if (c.power === undefined) at('', 'a creature needs "power:"');
    if (c.toughness === undefined) at('', 'a creature needs "toughness:"');
  } else if (c.power !== undefined || c.toughness !== undefined) {
    at(c.power !== undefined ? 'power' : 'toughness', `only creatures have power and toughness; remove it or make the type "creature"`);
  }
  if (c.type === 'spell') {
    if (c.effects.length === 0) at('', 'a spell needs "effects:" (what it does when cast)');
    if (c.abilities.length) at('abilities', 'a spell has no abilities: it goes to the graveyard when cast; make it a creature or an artifact');
    if (c.triggers.length) at('triggers', 'a spell has no triggers: it goes to the graveyard when cast; make it a creature or an artifact');
  } else if (c.effects.length) {
    at('effects', `a ${c.type} does nothing when cast besides entering the battlefield; write a trigger with "on: [ENTER]" and "if: self" instead`);
  }
  c.costs.forEach((n, i) => out.push(...checkCost(n, `costs[${i}]`, file)));
  c.effects.forEach((n, i) => out.push(...checkEffect(n, `effects[${i}]`, file, false)));
  c.abilities.forEach((a, i) => {
    a.costs.forEach((n, j) => out.push(...checkCost(n, `abilities[${i}].costs[${j}]`, file)));
    a.effects.forEach((n, j) => out.push(...checkEffect(n, `abilities[${i}].effects[${j}]`, file, false)));
  });
  c.triggers.forEach((t, i) => t.effects.forEach((n, j) => out.push(...checkEffect(n, `triggers[${i}].effects[${j}]`, file, true))));
  return out;
}

/**
 * Parses one Adventure card file's YAML text. Throws `CardError` listing every problem.
 * @example parseAdventureCard('name: Spark\ncost: 0\ntype: spell\ntext: Deal 1 damage to target player.\neffects: [damage-player-1]\n', 'spark.yaml').effects // ['damage-player-1']
 */
export function parseAdventureCard(text: string, file: string): AdventureCard {
  const data = readYaml(text, file);
  const r = AdventureCardSchema.safeParse(data, { reportInput: true });
  if (!r.success) throw new CardError(r.error.issues.flatMap((i) => issueProblem(file, i as Issue)));
  const problems = checkCard(r.data, file);
  if (problems.length) throw new CardError(problems);
  const c = r.data;
  return {
    name: c.name, cost: c.cost, type: c.type, power: c.power ?? 0, toughness: c.toughness ?? 0, text: c.text,
    costs: c.costs, effects: c.effects, abilities: c.abilities, triggers: c.triggers, file,
  };
}

/** The Adventure cards, looked up by name without regard to case. */
export interface AdventurePool {
  get(name: string): AdventureCard | undefined;
  /** Like get; throws with the closest name when there is no such card. */
  require(name: string): AdventureCard;
  names(): string[];
  all(): AdventureCard[];
}

function displayPath(abs: string): string {
  const rel = relative(process.cwd(), abs);
  return (rel.startsWith('..') ? abs : rel).split(sep).join('/');
}

/**
 * A pool made from card definitions (the loader's, or a test's).
 * @example adventurePool([ogre]).require('ogre').power // 2
 */
export function adventurePool(cards: readonly AdventureCard[]): AdventurePool {
  const byName = new Map(cards.map((c) => [c.name.toLowerCase(), c]));
  const names = cards.map((c) => c.name).sort();
  const memo = new Map<string, AdventureCard | undefined>();
  const get = (name: string) => {
    let c = memo.get(name);
    if (c === undefined && !memo.has(name)) { c = byName.get(name.trim().toLowerCase()); memo.set(name, c); }
    return c;
  };
  return {
    get,
    require(name) {
      const c = get(name);
      if (!c) throw new CardError([{ file: '(pool)', path: '', message: `unknown adventure card "${name}"${hint(name, names)}` }]);
      return c;
    },
    names: () => [...names],
    all: () => names.map((n) => get(n)!),
  };
}

/**
 * Loads every `*.yaml` in `dir` (or in each of a list of folders, as one pool): one card a file, named as the
 * kebab-case of the card name, names unique.
 * @example loadAdventurePool('cards/adventure').require('Spark').type // 'spell'
 */
export function loadAdventurePool(dir: string | readonly string[] = shippedCards('adventure')): AdventurePool {
  const problems: CardProblem[] = [];
  const cards = new Map<string, AdventureCard>();
  for (const abs of (typeof dir === 'string' ? [dir] : dir).map((d) => resolve(d))) for (const f of readdirSync(abs).filter((x) => x.endsWith('.yaml')).sort()) {
    const file = displayPath(join(abs, f));
    let card: AdventureCard;
    try {
      card = parseAdventureCard(readCardText(join(abs, f), file), file);
    } catch (e) {
      if (!(e instanceof CardError)) throw e;
      problems.push(...e.problems);
      continue;
    }
    const key = card.name.toLowerCase();
    if (cards.has(key)) problems.push({ file, path: 'name', message: `"${card.name}" is also defined in ${cards.get(key)!.file}` });
    if (basename(f) !== `${kebabCase(card.name)}.yaml`) problems.push({ file, path: 'name', message: `the file for "${card.name}" should be named ${kebabCase(card.name)}.yaml` });
    cards.set(key, card);
  }
  if (problems.length) throw new CardError(problems);
  return adventurePool([...cards.values()]);
}

/**
 * Loads a deck file `{ name, cards: [{ card, count }] }` against the Adventure pool; returns its name and card names.
 * @example loadAdventureDeck('cards/decks/adventure-knights.yaml', pool).cards.length // 30
 */
export function loadAdventureDeck(path: string, pool: AdventurePool): { name: string; cards: string[] } {
  const file = displayPath(resolve(path));
  const data = readYaml(readCardText(resolve(path), file), file);
  const r = DeckFileSchema.safeParse(data, { reportInput: true });
  if (!r.success) throw new CardError(r.error.issues.flatMap((i) => issueProblem(file, i as Issue)));
  const problems: CardProblem[] = [];
  const cards: string[] = [];
  r.data.cards.forEach(({ card, count }, i) => {
    const c = pool.get(card);
    if (!c) problems.push({ file, path: `cards[${i}].card`, message: `unknown adventure card "${card}"${hint(card, pool.names())}` });
    else cards.push(...Array<string>(count).fill(c.name));
  });
  if (problems.length) throw new CardError(problems);
  return { name: r.data.name, cards };
}
