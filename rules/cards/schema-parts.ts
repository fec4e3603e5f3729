/** The small pieces of the card/1 schema: values, references, queries, targets, mana and costs. */
import { z } from 'zod';
import { parseCostString } from './parse-cost.ts';
import { MANA_SYMBOL_HELP, parseManaCost, parseManaProduced } from './parse-mana-cost.ts';
import { CARD_TYPES, COLORS, QUERY_KINDS, REFS, SUPERTYPES, TARGET_KINDS } from './vocabulary.ts';
import { cardRegistry, describe, expr, obj, oneOf } from './zod-helpers.ts';

const lower = <T extends readonly string[]>(xs: T) => xs.map((x) => x.toLowerCase()) as unknown as [string, ...string[]];

/** An expression in the card expression language (rules/expr). */
export const Expr = expr().register(cardRegistry, { id: 'Expr', description: 'An expression in the card expression language, e.g. "kicked ? 4 : 2" or "count(swamp, you)".' });

/** The largest number a card may write (damage, life, counts): far past any game, well inside exact arithmetic. */
export const MAX_CARD_NUMBER = 1_000_000;
/** A whole number a card may write, within ±MAX_CARD_NUMBER. */
export const CardNumber = z.number().int({ error: 'write a whole number (no fractions)' }).min(-MAX_CARD_NUMBER).max(MAX_CARD_NUMBER);
/** A number or an expression. */
export const Value = z.union([CardNumber, Expr]).register(cardRegistry, { id: 'Value', description: 'A number, or an expression string such as "x" or "event.amount".' });

export const Color = oneOf('colour', COLORS);
const Colors = z.union([Color, z.array(Color).min(1)]);
const CardTypeWord = oneOf('card type', lower(CARD_TYPES));
const TypeWords = z.union([CardTypeWord, z.array(CardTypeWord).min(1)]);
/** A subtype as printed, capitalised: "Forest", "Aura", "Frog". */
export const Subtype = z.string().regex(/^[A-Z][\w’'-]*$/, { error: (iss) => `write the subtype capitalised as printed, e.g. "Forest", got ${describe(iss.input)}` });
const Subtypes = z.union([Subtype, z.array(Subtype).min(1)]);

/** A set of objects on the battlefield, by type, controller, colour and more; all given keys must match. */
export const Query = obj({
  all: oneOf('object kind', QUERY_KINDS).optional(),
  controller: oneOf('controller', ['you', 'opponent', 'any']).optional(),
  other: z.boolean().optional(),
  color: Colors.optional(),
  not_color: Colors.optional(),
  not_type: TypeWords.optional(),
  any_type: z.array(CardTypeWord).min(2).optional(),
  subtype: Subtypes.optional(),
  not_subtype: Subtypes.optional(),
  supertype: oneOf('supertype', lower(SUPERTYPES)).optional(),
  not_supertype: oneOf('supertype', lower(SUPERTYPES)).optional(),
  attacking: z.boolean().optional(),
  where: Expr.optional(),
}).register(cardRegistry, { id: 'Query', description: 'Objects on the battlefield matching every key, e.g. { all: creature, controller: you }.' });

/** A named reference or a query. */
export const Ref = z.union([oneOf('reference', REFS), Query]).register(cardRegistry, { id: 'Ref', description: `One of ${REFS.join(', ')}; or a query.` });

/** What a target may be, with an optional filter and count. */
export const Target = z.union([
  oneOf('target kind', TARGET_KINDS),
  obj({
    kind: oneOf('target kind', TARGET_KINDS),
    filter: Query.optional(),
    count: z.union([z.number().int().min(1).max(MAX_CARD_NUMBER), z.literal('any')]).optional(),
    min: z.number().int().min(0).max(MAX_CARD_NUMBER).optional(),
    other: z.boolean().optional(),
  }),
]).register(cardRegistry, { id: 'Target', description: 'A target kind such as "creature", or { kind, filter, count, min, other }.' });

export const Targets = z.array(Target).min(1);

const quoteHint = (input: unknown) => (typeof input === 'object' && input !== null && !Array.isArray(input)
  ? 'write it in quotes, e.g. "{1}{R}" (unquoted, YAML reads {R} as a map)'
  : `expected a string such as "{1}{R}", got ${describe(input)}`);

/** A mana cost string: "{2}{W/U}{W/U}". */
export const ManaCostText = z.string({ error: (iss) => quoteHint(iss.input) }).superRefine((text, ctx) => {
  const r = parseManaCost(text);
  if (typeof r === 'string') ctx.addIssue({ code: 'custom', message: `bad mana cost "${text}": ${r}`, input: text });
}).register(cardRegistry, { id: 'ManaCost', description: `A mana cost such as "{2}{R}"; ${MANA_SYMBOL_HELP}.`, pattern: '^(\\{([0-9]+|[WUBRGCX]|[WUBRG]/[WUBRG])\\})+$' });

/** The mana a mana ability adds: "{G}" or "{C}". */
export const ManaProduced = z.string({ error: (iss) => quoteHint(iss.input) }).superRefine((text, ctx) => {
  const r = parseManaProduced(text);
  if (typeof r === 'string') ctx.addIssue({ code: 'custom', message: `bad mana "${text}": ${r}`, input: text });
}).register(cardRegistry, { description: 'The mana added, e.g. "{G}" or "{C}{C}".' });

/** The object form of a cost. */
export const CostObject = obj({
  mana: ManaCostText.optional(),
  tap: z.literal(true).optional(),
  untap: z.literal(true).optional(),
  sacrifice: z.union([oneOf('sacrifice', ['self', ...QUERY_KINDS]), Query]).optional(),
  life: Value.optional(),
  loyalty: z.number().int().min(-MAX_CARD_NUMBER).max(MAX_CARD_NUMBER).optional(),
  discard: z.number().int().min(1).max(MAX_CARD_NUMBER).optional(),
  exile_from_hand: Query.optional(),
}).register(cardRegistry, { id: 'CostObject', description: 'A cost: { mana: "{2}", tap: true, sacrifice: self, life: 1, loyalty: -1, discard: 1, exile_from_hand: { color: blue } }.' });

const CostText = z.string().superRefine((text, ctx) => {
  const r = parseCostString(text);
  if (typeof r === 'string') ctx.addIssue({ code: 'custom', message: `bad cost "${text}": ${r}`, input: text });
});

/** A cost as a string ("{1}, Sacrifice this") or an object. */
export const Cost = z.union([CostText, CostObject]).register(cardRegistry, { id: 'Cost', description: 'A cost string such as "{1}, {T}" or "Sacrifice this", or a cost object.' });

/** "2/2" or "*\/*". */
export const PT = z.string({ error: (iss) => `write power/toughness as "2/2" or "*/*", got ${describe(iss.input)}` })
  .regex(/^(\d{1,6}|\*)\/(\d{1,6}|\*)$/, { error: (iss) => `write power/toughness as "2/2" or "*/*", got ${describe(iss.input)}` });
