/** The effect, trigger and replacement vocabularies of card/1 as zod schemas (documented in docs/cards.md). */
import { z } from 'zod';
import { Color, Query, Ref, Subtype, Value } from './schema-parts.ts';
import {
  CARD_TYPES, CHOICES, DELAYED_TRIGGERS, EFFECT_MODIFIERS, GRANTABLE_EXTRAS, KEYWORDS, RESTRICTIONS, TRIGGER_PLAYERS,
} from './vocabulary.ts';
import { cardRegistry, keyed, obj, oneOf } from './zod-helpers.ts';

/** Filled in by schema.ts: abilities contain effects, and grant_ability contains an ability. */
export const lateRefs: { ability?: z.ZodType } = {};

const Pair = z.tuple([Value, Value]);
const Grantable = oneOf('keyword', [...KEYWORDS, ...GRANTABLE_EXTRAS]);
const CounterKind = z.string().regex(/^[+-]\d+\/[+-]\d+$|^[a-z]+$/, { error: 'a counter kind such as "+1/+1", "-1/-1" or "loyalty"' });
const ThisTurn = oneOf('duration', ['this_turn']);
const Until = oneOf('duration', ['end_of_turn']);
const AnyEffect = z.lazy((): z.ZodType => Effect);

const oneShot = {
  damage: obj({ damage: Value, to: Ref, divided: z.boolean().optional() }),
  destroy: obj({ destroy: Ref, no_regen: z.boolean().optional() }),
  exile: obj({ exile: Ref }),
  bounce: obj({ bounce: Ref }),
  sacrifice: obj({ sacrifice: obj({ who: Ref, what: z.union([oneOf('object kind', ['permanent', 'creature', 'land', 'artifact', 'enchantment', 'planeswalker']), Query]) }) }),
  draw: obj({ draw: Value, who: Ref.optional() }),
  mill: obj({ mill: Value, who: Ref.optional() }),
  gain_life: obj({ gain_life: Value, who: Ref.optional() }),
  lose_life: obj({ lose_life: Value, who: Ref.optional() }),
  counter: obj({ counter: Ref }),
  add_counters: obj({ add_counters: obj({ kind: CounterKind, amount: Value }), to: Ref }),
  create_token: obj({ create_token: z.string().min(1), count: Value.optional(), who: Ref.optional() }),
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
  skip_untap: obj({ skip_untap: Query }),
}, [], '{ double_damage: any }').register(cardRegistry, { id: 'Replacement', description: 'A replacement effect (CR 614), e.g. { double_damage: any }.' });
