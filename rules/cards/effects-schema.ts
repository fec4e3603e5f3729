/** The effect, trigger and replacement vocabularies of card/1 as zod schemas (documented in docs/cards.md). */
import { z } from 'zod';
import { Color, ManaCostText, ManaProduced, Query, Ref, Subtype, Value } from './schema-parts.ts';
import {
  CARD_TYPES, CHOICES, DELAYED_TRIGGERS, DURATIONS, EFFECT_MODIFIERS, GRANTABLE_EXTRAS, KEYWORDS, REFS, RESTRICTIONS, TRIGGER_PLAYERS,
} from './vocabulary.ts';
import { cardRegistry, keyed, obj, oneOf } from './zod-helpers.ts';

/** Filled in by schema.ts: abilities contain effects, and grant_ability contains an ability. */
export const lateRefs: { ability?: z.ZodType } = {};

const Pair = z.tuple([Value, Value]);
const Grantable = oneOf('keyword', [...KEYWORDS, ...GRANTABLE_EXTRAS]);
const CounterKind = z.string().regex(/^[+-]\d+\/[+-]\d+$|^[a-z]+$/, { error: 'a counter kind such as "+1/+1", "-1/-1" or "loyalty"' });
const ThisTurn = oneOf('duration', ['this_turn']);
const Until = oneOf('duration', DURATIONS);
const AnyEffect = z.lazy((): z.ZodType => Effect);

const oneShot = {
  damage: obj({ damage: Value, to: Ref, divided: z.union([z.boolean(), z.literal('evenly')]).optional(), or_planeswalker: z.literal(true).optional() }),
  destroy: obj({ destroy: Ref, no_regen: z.boolean().optional() }),
  exile: obj({ exile: Ref }),
  bounce: obj({ bounce: Ref }),
  sacrifice: obj({ sacrifice: z.union([obj({ who: Ref, what: z.union([oneOf('object kind', ['permanent', 'creature', 'land', 'artifact', 'enchantment', 'planeswalker']), Query]) }), oneOf('reference', REFS)]) }),
  draw: obj({ draw: Value, who: Ref.optional() }),
  mill: obj({ mill: Value, who: Ref.optional() }),
  gain_life: obj({ gain_life: Value, who: Ref.optional() }),
  lose_life: obj({ lose_life: Value, who: Ref.optional() }),
  counter: obj({ counter: Ref }),
  add_counters: obj({ add_counters: obj({ kind: CounterKind, amount: Value }), to: Ref }),
  create_token: obj({ create_token: z.string().min(1), count: Value.optional(), who: Ref.optional(), tapped: z.literal(true).optional(), attacking: z.literal(true).optional() }),
  tap: obj({ tap: Ref }),
  untap: obj({ untap: Ref }),
  regenerate: obj({ regenerate: Ref }),
  prevent: obj({ prevent: z.union([z.literal('all'), Value]), to: Ref }),
  prevent_combat_damage: obj({ prevent_combat_damage: oneOf('scope', ['all']) }),
  scry: obj({ scry: Value }),
  win_game: obj({ win_game: Ref }),
  exile_graveyards: obj({ exile_graveyards: oneOf('scope', ['all']) }),
  choose: obj({ choose: oneOf('choice', CHOICES) }),
  return_to_battlefield: obj({ return_to_battlefield: Ref }),
  delayed: obj({ delayed: obj({ at: oneOf('delayed trigger', DELAYED_TRIGGERS), effects: z.array(AnyEffect).min(1) }) }),
  no_lifegain: obj({ no_lifegain: ThisTurn }),
  no_prevention: obj({ no_prevention: ThisTurn }),
  unless_pays: obj({ unless_pays: ManaCostText, who: Ref.optional(), effects: z.array(AnyEffect).min(1), optional: z.literal(true).optional() }),
  add_mana: obj({ add_mana: z.union([oneOf('mana', ['any_color']), ManaProduced]) }),
  copy_token: obj({ copy_token: Ref, except: obj({ keywords: z.array(Grantable).min(1) }).optional(), count: Value.optional() }),
  tap_or_untap: obj({ tap_or_untap: Ref }),
  transform: obj({ transform: Ref }),
  change_text: obj({ change_text: obj({ words: oneOf('words', ['color', 'land_type', 'creature_type']), new_not: z.array(z.string().min(1)).min(1).optional() }), to: Ref }),
  prevent_next_from: obj({ prevent_next_from: Query, to: Ref.optional() }),
  reveal_top: obj({ reveal_top: obj({ optional: z.literal(true).optional(), if: Query.optional(), effects: z.array(AnyEffect).min(1) }) }),
  search: obj({ search: Query, mana_value_at_most: Value.optional(), put_onto: oneOf('zone', ['battlefield', 'hand']).optional() }),
  discard: obj({ discard: Value, who: Ref.optional(), random: z.literal(true).optional() }),
  flip_coins: obj({ flip_coins: z.array(Ref).min(1), heads: z.array(AnyEffect).optional(), tails: z.array(AnyEffect).optional(), repeat_until: oneOf('repeat condition', ['all_heads']).optional() }),
};

function continuous<M extends z.ZodRawShape>(mods: M) {
  return {
    gain_control: obj({ gain_control: Ref, ...mods }),
    add_types: obj({ add_types: z.array(oneOf('card type', CARD_TYPES)).min(1), ...mods }),
    add_subtypes: obj({ add_subtypes: z.array(Subtype).min(1), ...mods }),
    set_subtypes: obj({ set_subtypes: z.array(Subtype).min(1), ...mods }),
    all_creature_types: obj({ all_creature_types: z.literal(true), ...mods }),
    set_colors: obj({ set_colors: z.array(Color).min(1), ...mods }),
    grant: obj({ grant: z.array(Grantable).min(1), ...mods }),
    grant_ability: obj({ grant_ability: z.lazy((): z.ZodType => lateRefs.ability!), ...mods }),
    lose_abilities: obj({ lose_abilities: z.literal(true), ...mods }),
    cant: obj({ cant: z.array(oneOf('restriction', RESTRICTIONS)).min(1), ...mods }),
    cost_more: obj({ cost_more: Value, ...mods, to: Ref.optional() }),
    cost_less: obj({ cost_less: Value, ...mods, to: Ref.optional() }),
    set_pt: obj({ set_pt: z.union([Pair, Value]), ...mods }),
    pump: obj({ pump: Pair, ...mods }),
    switch_pt: obj({ switch_pt: z.literal(true), ...mods }),
  };
}

/** An effect of a spell or ability: one-shot, or continuous with an optional `until`. */
export const Effect = keyed('effect', { ...oneShot, ...continuous({ to: Ref, until: Until.optional() }) }, EFFECT_MODIFIERS, '{ damage: 3, to: target }')
  .register(cardRegistry, { id: 'Effect', description: 'One effect: one main key (damage, draw, pump, …) plus its modifiers (to, who, count, until, …).' });

/** An effect of a static ability: continuous, without `until`. */
export const StaticEffect = keyed('continuous effect', continuous({ to: Ref }), ['to'], '{ pump: [1, 1], to: { all: creature, controller: you } }')
  .register(cardRegistry, { id: 'StaticEffect', description: 'A continuous effect of a static ability; it applies while the source is on the battlefield.' });

const ObjectSubject = z.union([z.literal('self'), Query]);
const PlayerSubject = oneOf('player', TRIGGER_PLAYERS);

/** When a triggered ability triggers. */
export const Trigger = keyed('trigger', {
  enters: obj({ enters: ObjectSubject }),
  dies: obj({ dies: ObjectSubject }),
  leaves: obj({ leaves: ObjectSubject }),
  dealt_damage: obj({ dealt_damage: ObjectSubject }),
  gain_life: obj({ gain_life: PlayerSubject }),
  lose_life: obj({ lose_life: PlayerSubject }),
  upkeep: obj({ upkeep: PlayerSubject }),
  end_step: obj({ end_step: PlayerSubject }),
  draw_step: obj({ draw_step: PlayerSubject }),
  cast: obj({ cast: PlayerSubject, spell: Query.optional() }),
  draws: obj({ draws: PlayerSubject }),
  discards: obj({ discards: PlayerSubject }),
  attacks: obj({ attacks: ObjectSubject }),
  attacks_unblocked: obj({ attacks_unblocked: ObjectSubject }),
  blocks: obj({ blocks: ObjectSubject }),
  tapped_for_mana: obj({ tapped_for_mana: ObjectSubject }),
  becomes_target: obj({ becomes_target: ObjectSubject, by: PlayerSubject.optional() }),
  // "Whenever this creature transforms into [this face]" (CR 701.28, 712): on the face it transformed into.
  transforms_into: obj({ transforms_into: z.literal('self') }),
}, [], '{ enters: self }').register(cardRegistry, { id: 'Trigger', description: 'A trigger event and what it watches: { enters: self }, { dies: { all: creature } }, { upkeep: you }.' });

/** A replacement effect of a permanent. */
export const Replacement = keyed('replacement', {
  graveyard_to_exile: obj({ graveyard_to_exile: obj({ owner: oneOf('owner', ['you', 'opponent', 'any']), tokens: z.boolean().optional() }) }),
  redirect_damage: obj({ redirect_damage: obj({ from: z.array(Ref).min(1), to: Ref }) }),
  double_damage: obj({ double_damage: oneOf('source', ['any']) }),
  double_tokens: obj({ double_tokens: oneOf('player', ['you']) }),
  double_counters: obj({ double_counters: oneOf('player', ['you']) }),
  extra_counters: obj({ extra_counters: obj({ kind: CounterKind, add: z.number().int().min(1).max(1000), on: Query }) }),
  shuffle_into_library: obj({ shuffle_into_library: z.literal('self') }),
  skip_untap: obj({ skip_untap: z.union([z.literal('self'), Query]) }),
  flip_two_ignore_one: obj({ flip_two_ignore_one: oneOf('player', ['you']) }),
}, [], '{ double_damage: any }').register(cardRegistry, { id: 'Replacement', description: 'A replacement effect (CR 614), e.g. { double_damage: any }.' });
