/**
 * The card vocabulary of format card/1: every name a card file may use. The loader checks card files
 * against these lists; the rules engine checks that it implements each one. docs/cards.md defines them.
 */

/** Keyword abilities (CR 702), snake_case. @example KEYWORDS.includes('first_strike'); // true */
export const KEYWORDS = [
  'flying', 'reach', 'haste', 'vigilance', 'defender', 'menace', 'trample', 'deathtouch', 'lifelink',
  'first_strike', 'double_strike', 'indestructible', 'infect', 'wither', 'flash', 'persist', 'undying',
  'hexproof', 'shroud', 'islandwalk', 'swampwalk', 'forestwalk', 'mountainwalk', 'plainswalk', 'split_second',
  'prowess', 'battle_cry',
  'protection_from_chosen_player',
  'convoke',
] as const;

/** The five colours (CR 105.1). @example COLORS[0]; // 'white' */
export const COLORS = ['white', 'blue', 'black', 'red', 'green'] as const;

/** One-shot effects: each does something once when it resolves (CR 610). @example ONE_SHOT_EFFECTS.includes('damage'); */
export const ONE_SHOT_EFFECTS = [
  'damage', 'destroy', 'exile', 'bounce', 'sacrifice', 'draw', 'mill', 'gain_life', 'lose_life', 'counter',
  'add_counters', 'create_token', 'tap', 'untap', 'regenerate', 'prevent', 'prevent_combat_damage', 'scry',
  'win_game', 'exile_graveyards', 'choose', 'return_to_battlefield', 'delayed', 'no_lifegain', 'no_prevention',
  'unless_pays', 'add_mana',
  'copy_token', 'tap_or_untap',
  'transform', 'reveal_top', 'change_text', 'prevent_next_from',
  'search',
  'discard', 'flip_coins',
] as const;

/**
 * Continuous effects, with the layer each applies in (CR 613). `cant` changes no characteristic: it is a rule
 * for that object while it lasts ('rules'), so it survives losing all abilities.
 * @example CONTINUOUS_EFFECT_LAYERS.pump; // '7c'
 */
export const CONTINUOUS_EFFECT_LAYERS = {
  gain_control: '2',
  add_types: '4', add_subtypes: '4', set_subtypes: '4', all_creature_types: '4',
  set_colors: '5',
  grant: '6', grant_ability: '6', lose_abilities: '6',
  set_pt: '7b', pump: '7c', switch_pt: '7d',
  cant: 'rules',
  cost_more: 'rules', cost_less: 'rules',
} as const;

/** @example CONTINUOUS_EFFECTS.includes('set_pt'); // true */
export const CONTINUOUS_EFFECTS = Object.keys(CONTINUOUS_EFFECT_LAYERS) as (keyof typeof CONTINUOUS_EFFECT_LAYERS)[];

/** Every effect name: one-shot and continuous. @example EFFECTS.length; */
export const EFFECTS = [...ONE_SHOT_EFFECTS, ...CONTINUOUS_EFFECTS] as const;

/** Keys an effect may carry besides its one main key. @example EFFECT_MODIFIERS.includes('until'); */
export const EFFECT_MODIFIERS = ['to', 'who', 'count', 'divided', 'no_regen', 'until', 'except'] as const;

/** Trigger events (CR 603): the key of a `when:`. @example TRIGGERS.includes('dies'); */
export const TRIGGERS = [
  'enters', 'dies', 'leaves', 'dealt_damage', 'gain_life', 'lose_life', 'upkeep', 'end_step',
  'draw_step', 'cast', 'draws', 'discards', 'attacks', 'attacks_unblocked', 'blocks', 'tapped_for_mana',
  'becomes_target',
  'transforms_into',
] as const;
/** Triggers whose subject is an object (self or a query); the others take a player. @example OBJECT_TRIGGERS.includes('dies'); // true */
export const OBJECT_TRIGGERS = ['enters', 'dies', 'leaves', 'dealt_damage', 'attacks', 'attacks_unblocked', 'blocks', 'tapped_for_mana', 'becomes_target', 'transforms_into'] as const;
/** Player subjects of player triggers. @example { upkeep: 'you' } */
export const TRIGGER_PLAYERS = ['you', 'opponent', 'each_player', 'enchanted_player'] as const;

/** When a delayed triggered ability (CR 603.7) triggers. @example { delayed: { at: 'next_end_step', effects: [] } } */
export const DELAYED_TRIGGERS = ['next_end_step'] as const;

/** How long a continuous effect of a resolving spell or ability lasts (CR 611.2a). @example { cant: [untap], to: event_object, until: next_untap_step } */
export const DURATIONS = ['end_of_turn', 'next_untap_step'] as const;

/** Replacement effects of permanents (CR 614). @example REPLACEMENTS.includes('double_damage'); */
export const REPLACEMENTS = [
  'graveyard_to_exile', 'redirect_damage', 'double_damage', 'double_tokens', 'double_counters',
  'extra_counters', 'shuffle_into_library', 'skip_untap',
  'flip_two_ignore_one',
] as const;

/** Ability kinds: the key of an entry in `abilities:`. @example { mana: '{G}' } */
export const ABILITY_KINDS = ['mana', 'activated', 'triggered', 'static', 'replacement'] as const;

/** Named references to objects or players (`to:`, `who:`). @example REFS.includes('target'); */
export const REFS = [
  'target', 'targets', 'target2', 'self', 'you', 'opponent', 'each_player', 'each_opponent', 'enchanted',
  'equipped', 'sacrificed', 'event_object', 'chosen_player', 'controller_of_target', 'owner_of_target', 'exiled',
  'event_player',
  'each_other_player', 'enchanted_player', 'flipper',
  'event_spell',
  'created',
] as const;

/** Refs that need the ability (or spell) to declare targets. @example TARGET_REFS.includes('controller_of_target'); // true */
export const TARGET_REFS = ['target', 'targets', 'target2', 'controller_of_target', 'owner_of_target'] as const;

/** What a target may be (CR 115). @example { kind: 'creature', filter: { not_color: 'black' } } */
export const TARGET_KINDS = [
  'any', 'creature', 'player', 'opponent', 'player_or_planeswalker', 'permanent', 'spell', 'ability',
  'creature_you_control', 'card_in_graveyard', 'spell_or_permanent',
] as const;

/** The `all:` of a query: which objects it starts from (lower-case card types, or every permanent). @example { all: 'creature' } */
export const QUERY_KINDS = ['permanent', 'creature', 'land', 'artifact', 'enchantment', 'planeswalker'] as const;

/** Things a `cant:` effect forbids. @example { cant: ['attack', 'block'], to: 'enchanted' } */
export const RESTRICTIONS = ['attack', 'block', 'untap', 'assign_combat_damage'] as const;

/** Choices an effect (or `as_enters`) asks the controller to make. @example { choose: 'player' } */
export const CHOICES = ['color', 'player'] as const;

/**
 * Grants that are not keywords: protection from a colour, or from the colour chosen earlier in the same resolution.
 * @example { grant: ['protection_from_chosen_color'], to: 'target', until: 'end_of_turn' }
 */
export const GRANTABLE_EXTRAS = [
  ...COLORS.map((c) => `protection_from_${c}` as const), 'protection_from_chosen_color',
] as const;

/** Card types of a type line (CR 205.2). @example CARD_TYPES.includes('Creature'); // true */
export const CARD_TYPES = ['Artifact', 'Creature', 'Enchantment', 'Instant', 'Land', 'Planeswalker', 'Sorcery', 'Battle', 'Kindred'] as const;
/** Supertypes of a type line (CR 205.4). @example SUPERTYPES.includes('Legendary'); // true */
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const;

/** Basic land types and the mana ability each gives (CR 305.6): card files do not list these abilities. @example LAND_TYPE_MANA.Forest; // 'G' */
export const LAND_TYPE_MANA = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' } as const;
/** Subtypes that are not creature types, by the card type they belong to (CR 205.3). @example NONCREATURE_SUBTYPES.Enchantment; // ['Aura', …] */
export const NONCREATURE_SUBTYPES = {
  Land: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Desert', 'Gate', 'Lair', 'Locus', 'Mine', 'Power-Plant', 'Tower', 'Urza’s'],
  Artifact: ['Equipment', 'Fortification', 'Vehicle', 'Food', 'Treasure', 'Clue'],
  Enchantment: ['Aura', 'Saga', 'Shrine', 'Curse'],
  Planeswalker: ['Jace', 'Ajani', 'Chandra', 'Garruk', 'Liliana'],
  Spell: ['Lesson', 'Arcane', 'Trap'], // instants and sorceries share these (CR 205.3k)
} as const;

/** Names an expression may read, besides function calls (docs/cards.md, "Values and expressions"). @example 'kicked ? 4 : 2' */
export const EXPR_NAMES = ['x', 'kicked', 'it', 'self', 'you', 'opponent', 'event', 'sacrificed', 'target', 'chosen_player', 'target_count', 'spells_cast_last_turn', 'most_spells_cast_last_turn', 'discarded', 'life_lost'] as const;
/** Functions expressions may call besides the builtins of rules/expr. @example 'count(swamp, you)' */
export const EXPR_FUNCTIONS = ['count', 'total_power'] as const;

/**
 * The card type a subtype belongs to: 'Creature' for anything not listed in NONCREATURE_SUBTYPES.
 * @example subtypeCategory('Mountain'); // 'Land'
 */
export function subtypeCategory(subtype: string): string {
  for (const [type, subs] of Object.entries(NONCREATURE_SUBTYPES)) {
    if ((subs as readonly string[]).includes(subtype)) return type;
  }
  return 'Creature';
}
