/**
 * The card file format card/1 as a zod 4 schema: the source of the TypeScript types of card files and of
 * docs/card.schema.json (scripts/card-schema.ts). docs/cards.md explains every key.
 */
import { z } from 'zod';
import { Effect, lateRefs, Replacement, StaticEffect, Trigger } from './effects-schema.ts';
import { parseTypeLine } from './parse-type-line.ts';
import { SeedInterceptor } from './seed-interceptors.ts';
import { Color, Cost, CostObject, Expr, ManaCostText, ManaProduced, PT, Target, Targets } from './schema-parts.ts';
import { KEYWORDS } from './vocabulary.ts';
import { cardRegistry, keyed, obj, oneOf } from './zod-helpers.ts';

const Text = z.string().min(1).max(5000, { error: 'at most 5,000 characters' });
const Effects = z.array(Effect).min(1);

/** An ability of a permanent: exactly one of mana, activated, triggered, static, replacement. */
export const Ability = keyed('ability', {
  mana: obj({ mana: z.union([ManaProduced, z.array(ManaProduced).min(2)]), cost: Cost.optional(), text: Text.optional() }),
  activated: obj({
    activated: obj({ cost: Cost, targets: Targets.optional(), effects: Effects, sorcery: z.literal(true).optional(), text: Text.optional() }),
  }),
  triggered: obj({
    triggered: obj({
      when: Trigger, targets: Targets.optional(), effects: Effects.optional(), if: Expr.optional(), optional: z.literal(true).optional(),
      pay: ManaCostText.optional().register(cardRegistry, { description: '"You may pay {1}. If you do, …": a mana cost the controller may pay as it resolves (CR 603.5, 118.12).' }),
      modes: z.array(obj({ targets: Targets.optional(), effects: Effects, text: Text.optional() })).min(2).optional()
        .register(cardRegistry, { description: '"Choose one —": the controller picks a mode as it is put on the stack (CR 603.3c); targets and effects then live in the modes.' }),
      text: Text.optional(),
    }).superRefine((t, ctx) => {
      if (!t.effects === !t.modes) ctx.addIssue({ code: 'custom', message: 'a triggered ability needs effects:, or modes: for "choose one —" (not both)', input: t });
      if (t.modes && t.targets) ctx.addIssue({ code: 'custom', message: 'a modal triggered ability puts its targets inside each mode, not beside modes:', input: t });
    }),
  }),
  static: obj({ static: obj({ effects: z.array(StaticEffect).min(1), if: Expr.optional(), text: Text.optional() }) }),
  replacement: obj({ replacement: Replacement, text: Text.optional() }),
}, [], '{ triggered: { when: { enters: self }, effects: [{ gain_life: 2 }] } }')
  .register(cardRegistry, { id: 'Ability', description: 'An ability: { mana }, { activated }, { triggered }, { static } or { replacement }.' });
lateRefs.ability = Ability;

/** One mode of a modal spell ("Choose one —"). */
export const Mode = obj({ targets: Targets.optional(), effects: Effects, text: Text.optional() }).register(cardRegistry, { id: 'Mode' });

/** What an instant or sorcery does when it resolves, and how it may be cast. */
export const Spell = obj({
  targets: Targets.optional(),
  effects: Effects.optional(),
  modes: z.array(Mode).min(2).optional(),
  additional_cost: CostObject.optional(),
  alt_costs: z.array(obj({ name: Text, cost: CostObject })).min(1).optional(),
  kicker: ManaCostText.optional(),
  flashback: Cost.optional().register(cardRegistry, { description: 'Flashback [cost] (CR 702.34): the card may be cast from its owner\'s graveyard for this cost; it is exiled when it leaves the stack.' }),
  uncounterable: z.literal(true).optional(),
}).superRefine((spell, ctx) => {
  if (!spell.effects && !spell.modes) ctx.addIssue({ code: 'custom', message: 'a spell needs effects: (or modes: for "Choose one —")', input: spell });
  if (spell.modes && (spell.effects || spell.targets)) {
    ctx.addIssue({ code: 'custom', message: 'a modal spell puts its targets and effects inside each mode, not beside modes:', input: spell });
  }
}).register(cardRegistry, { id: 'Spell' });

const TypeLine = z.string().superRefine((line, ctx) => {
  const r = parseTypeLine(line);
  if (typeof r === 'string') ctx.addIssue({ code: 'custom', message: r, input: line });
}).register(cardRegistry, { description: 'The type line, e.g. "Legendary Creature — Dog", "Token Creature — Spirit".' });

/**
 * The back face of a transforming double-faced card (CR 712): its own name, colours (a colour indicator), type line,
 * P/T, text and abilities; it has no mana cost (its mana value is the front face's, CR 712.8e).
 */
export interface BackFaceFile {
  name: string;
  type: string;
  text: string;
  colors?: z.infer<typeof Color>[];
  pt?: z.infer<typeof PT>;
  loyalty?: number;
  keywords?: (typeof KEYWORDS)[number][];
  protection?: z.infer<typeof Color>[];
  abilities?: z.infer<typeof Ability>[];
}

// Typed by its interface, so that the card file's schema refers to it instead of spelling out a second copy of the
// abilities' type (the declarations would exceed what the compiler writes out).
export const BackFace: z.ZodType<BackFaceFile> = obj({
  name: z.string().min(1).max(200, { error: 'a card name has at most 200 characters' }),
  type: TypeLine,
  text: z.string().max(5000, { error: 'at most 5,000 characters' }),
  colors: z.array(Color).optional(),
  pt: PT.optional(),
  loyalty: z.number().int().min(0).max(1000).optional(),
  keywords: z.array(oneOf('keyword', KEYWORDS)).min(1).optional(),
  protection: z.array(Color).min(1).optional(),
  abilities: z.array(Ability).min(1).optional(),
}).register(cardRegistry, { id: 'BackFace', description: 'The back face of a transforming double-faced card (CR 712): name, type, text, colors, pt, keywords, abilities.' });

/** A card file, format card/1. */
export const CardFileSchema = obj({
  format: z.literal('card/1', { error: 'this loader reads format card/1' }).optional(),
  name: z.string().min(1).max(200, { error: 'a card name has at most 200 characters' }),
  cost: ManaCostText.optional(),
  type: TypeLine,
  text: z.string().max(5000, { error: 'at most 5,000 characters' }).register(cardRegistry, { description: 'The Oracle text.' }),
  pt: PT.optional(),
  pt_defined_by: Expr.optional(),
  loyalty: z.number().int().min(0).max(1000).optional(),
  colors: z.array(Color).optional(),
  keywords: z.array(oneOf('keyword', KEYWORDS)).min(1).optional(),
  protection: z.array(Color).min(1).optional(),
  ward: ManaCostText.optional().register(cardRegistry, { description: 'Ward [cost] (CR 702.21): whenever it becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays this cost.' }),
  enters_tapped: z.literal(true).optional(),
  begin_on_battlefield: z.literal(true).optional(),
  enchant: Target.optional(),
  equip: ManaCostText.optional(),
  etb_copy: z.literal(true).optional(),
  cycling: Cost.optional().register(cardRegistry, { description: 'Cycling [cost] (CR 702.29): "[cost], Discard this card: Draw a card.", activated only while the card is in its owner\'s hand.' }),
  as_enters: z.array(Effect).min(1).optional(),
  spell: Spell.optional(),
  abilities: z.array(Ability).min(1).optional(),
  interceptors: z.array(SeedInterceptor).min(1).optional(),
  back: BackFace.optional(),
}).register(cardRegistry, { title: 'Hyperdraft card (format card/1)', description: 'One Magic card, written like its rules text. See docs/cards.md.' });

/** A card file as written (before normalisation). */
export type CardFile = z.infer<typeof CardFileSchema>;

/** A deck file: a name and a list of card counts. */
export const DeckFileSchema = obj({
  name: Text,
  cards: z.array(obj({ card: Text, count: z.number().int().min(1).max(1000) })).min(1).max(1000),
}).register(cardRegistry, { id: 'DeckFile' });

/** A deck file as written. */
export type DeckFile = z.infer<typeof DeckFileSchema>;

/**
 * The JSON Schema of card/1 for editors and for models that write cards; docs/card.schema.json is this, written out.
 * @example JSON.stringify(cardJsonSchema(), null, 2);
 */
export function cardJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(CardFileSchema, { target: 'draft-2020-12', metadata: cardRegistry }) as Record<string, unknown>;
  // zod copies the registry id into each definition; the $defs key already names it.
  for (const def of Object.values((schema.$defs ?? {}) as Record<string, Record<string, unknown>>)) delete def.id;
  return schema;
}
