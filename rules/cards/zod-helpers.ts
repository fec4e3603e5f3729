import { z } from 'zod';
import { childrenOf, parse, validateExpr, type Expr } from '../expr/index.ts';
import { hint } from './suggest.ts';
import { EXPR_FUNCTIONS, EXPR_NAMES } from './vocabulary.ts';

/**
 * The metadata (ids, descriptions) of the card schema, kept out of zod's global registry so that other
 * schemas in the process may reuse the same ids.
 * @example z.toJSONSchema(CardFileSchema, { metadata: cardRegistry });
 */
export const cardRegistry = z.registry<z.GlobalMeta>();

/** A union whose branches are told apart by one main key (effects, triggers, abilities, replacements). */
export interface KeyedUnionInfo { kind: string; keys: string[]; modifiers: string[]; example: string }

/** Keyed unions by kind; the issue formatter uses them to name the unknown key and the fix. */
export const KEYED_UNIONS = new Map<string, KeyedUnionInfo>();
const KEYED_PREFIX = 'keyed:';

/**
 * A strict object whose unknown keys are reported with the closest known key.
 * @example obj({ damage: z.number() }).safeParse({ damge: 3 }); // unknown key "damge" (did you mean "damage"?)
 */
export function obj<S extends z.ZodRawShape>(shape: S) {
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (iss) => {
      if (iss.code !== 'unrecognized_keys') return undefined;
      return iss.keys.map((k) => `unknown key "${k}"${hint(k, known)}`).join('; ');
    },
  });
}

/**
 * One of a fixed list of words, reported as `unknown <kind> "word" (did you mean …?)`.
 * @example oneOf('keyword', ['flying', 'reach']).safeParse('flyng'); // unknown keyword "flyng" (did you mean "flying"?)
 */
export function oneOf<const T extends readonly [string, ...string[]]>(kind: string, values: T) {
  return z.enum(values, {
    error: (iss) => typeof iss.input === 'string'
      ? `unknown ${kind} "${iss.input}"${hint(iss.input, values)}`
      : `expected a ${kind} (${values.length <= 8 ? values.join(', ') : `${values.slice(0, 8).join(', ')}, …`}), got ${describe(iss.input)}`,
  });
}

/**
 * A union of strict objects told apart by their main key; `modifiers` are the other keys a branch may carry.
 * @example keyed('effect', { draw: obj({ draw: z.number() }) }, [], '{ draw: 1 }');
 */
export function keyed<T extends Record<string, z.ZodObject>>(kind: string, branches: T, modifiers: readonly string[], example: string) {
  KEYED_UNIONS.set(kind, { kind, keys: Object.keys(branches), modifiers: [...modifiers, 'text'], example });
  const options = Object.values(branches) as T[keyof T][];
  return z.union(options, { error: (iss) => (iss.code === 'invalid_union' ? KEYED_PREFIX + kind : undefined) });
}

/** The kind of keyed union an issue message names, if any. @example keyedKind('keyed:effect'); // 'effect' */
export function keyedKind(message: string): string | undefined {
  return message.startsWith(KEYED_PREFIX) ? message.slice(KEYED_PREFIX.length) : undefined;
}

/**
 * A string that must be a valid card expression: it parses, calls known functions, and reads known names.
 * @example expr().safeParse('kiked ? 4 : 2'); // unknown name "kiked" (did you mean "kicked"?)
 */
export function expr() {
  return z.string({ error: (iss) => `expected an expression string, got ${describe(iss.input)}` }).max(1000, { error: 'an expression has at most 1,000 characters' }).superRefine((source, ctx) => {
    const message = checkExpression(source);
    if (message) ctx.addIssue({ code: 'custom', message, input: source });
  });
}

/**
 * Checks a card expression; null when it is fine.
 * @example checkExpression('count(swamp, you)'); // null
 */
export function checkExpression(source: string): string | null {
  const message = validateExpr(source, EXPR_FUNCTIONS);
  if (message) return `bad expression: ${message}`;
  const tree = parse(source);
  const unknown = freeNames(tree).find((n) => !(EXPR_NAMES as readonly string[]).includes(n));
  if (unknown !== undefined) return `bad expression ${JSON.stringify(source)}: unknown name "${unknown}"${hint(unknown, EXPR_NAMES)}`;
  const member = unknownMember(tree);
  return member === null ? null : `bad expression ${JSON.stringify(source)}: ${member}`;
}

/** What each name's value has: a player (`you`, `opponent`) and an object (`it`, `self`, `target`, `sacrificed`). */
const PLAYER_MEMBERS = ['life', 'poison', 'hand_size', 'library_size', 'id'] as const;
const OBJECT_MEMBERS = ['name', 'power', 'toughness', 'mana_value', 'color', 'colors', 'controller', 'owner', 'tapped', 'damage', 'counters', 'type', 'has'] as const;
const MEMBERS: Record<string, readonly string[]> = {
  you: PLAYER_MEMBERS, opponent: PLAYER_MEMBERS, it: OBJECT_MEMBERS, self: OBJECT_MEMBERS, target: OBJECT_MEMBERS, sacrificed: OBJECT_MEMBERS,
};

/** The first member read of a player or object that it does not have (`you.lfe`), as a message; else null. */
function unknownMember(node: Expr): string | null {
  if (node.kind === 'member' && node.object.kind === 'name') {
    const known = MEMBERS[node.object.name];
    if (known && !known.includes(node.name)) return `"${node.object.name}" has no "${node.name}"${hint(node.name, known)}; it has ${known.join(', ')}`;
  }
  for (const child of childrenOf(node)) {
    const found = unknownMember(child);
    if (found) return found;
  }
  return null;
}

/**
 * The names an expression reads, leaving out the type word that starts a `count(…)`.
 * @example freeNames(parse('count(swamp, you) + x')); // ['you', 'x']
 */
export function freeNames(node: Expr): string[] {
  switch (node.kind) {
    case 'name': return [node.name];
    case 'member': return freeNames(node.object);
    case 'call': {
      const args = node.callee.kind === 'name' && (node.callee.name === 'count' || node.callee.name === 'total_power') ? node.args.slice(1) : node.args;
      return [...(node.callee.kind === 'member' ? freeNames(node.callee.object) : []), ...args.flatMap(freeNames)];
    }
    case 'unary': return freeNames(node.operand);
    case 'binary': return [...freeNames(node.left), ...freeNames(node.right)];
    case 'conditional': return [...freeNames(node.test), ...freeNames(node.then), ...freeNames(node.otherwise)];
    default: return [];
  }
}

/** A short description of a value for messages. @example describe({ R: null }); // 'a map' */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return `${typeof value} ${JSON.stringify(value)}`;
}
