/** Normalised card definitions: what the loader produces from a card file (format card/1). */

export type Color = 'white' | 'blue' | 'black' | 'red' | 'green';
export type ManaSymbol = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

/** A parsed mana cost: generic amount, coloured pips, hybrid pips, X count. */
export interface ManaCost {
  generic: number;
  pips: ManaSymbol[];
  hybrid: ManaSymbol[][];
  x: number;
  text: string;
}

/** A value: a number, or an expression in the card expression language (see rules/expr). */
export type Value = number | string;

/** A reference to objects or players, resolved at the time it is used. */
export type Selector = string | SelectorQuery;

/** A filter over objects on the battlefield (or players), composed as sets. */
export interface SelectorQuery {
  all?: string;            // a type: creature, land, permanent, artifact, enchantment, planeswalker, player
  controller?: 'you' | 'opponent' | 'any';
  other?: boolean;         // not the source itself
  color?: Color | Color[];
  not_color?: Color | Color[];
  not_type?: string | string[];
  subtype?: string | string[];
  supertype?: string;
  not_supertype?: string;
  attacking?: boolean;
  where?: string;          // expression over `it`
  any_type?: string[];     // has at least one of these card types (Seal of Cleansing: artifact or enchantment)
  not_subtype?: string | string[]; // has none of these subtypes (Opalescence: non-Aura)
}

/** What a target may be (CR 115). */
export interface TargetSpec {
  kind: 'any' | 'creature' | 'player' | 'opponent' | 'player_or_planeswalker' | 'permanent' | 'spell' | 'ability' | 'creature_you_control' | 'card_in_graveyard' | 'spell_or_permanent';
  filter?: SelectorQuery;
  count?: number;          // up to this many (divided effects); default 1
  min?: number;            // at least (default: count)
  other?: boolean;         // another target (not the source)
}

export type Effect = Record<string, unknown> & { readonly [k: string]: unknown };

export type Keyword =
  | 'flying' | 'reach' | 'haste' | 'vigilance' | 'defender' | 'menace' | 'trample' | 'deathtouch'
  | 'lifelink' | 'first_strike' | 'double_strike' | 'indestructible' | 'infect' | 'wither' | 'flash'
  | 'persist' | 'undying' | 'hexproof' | 'shroud' | 'islandwalk' | 'swampwalk' | 'forestwalk'
  | 'mountainwalk' | 'plainswalk' | 'split_second' | string;

export interface Cost {
  mana?: ManaCost;
  tap?: boolean;
  untap?: boolean;
  sacrifice?: 'self' | SelectorQuery;
  discard?: number;
  life?: Value;
  loyalty?: number;          // planeswalker loyalty cost, + or -
  exile_from_hand?: SelectorQuery;
  /** "Discard this card" (cycling, CR 702.29a): the source card itself is discarded as a cost. */
  discard_self?: boolean;
}

export interface ModeDef { targets: TargetSpec[]; effects: Effect[]; text?: string }

export interface SpellDef {
  targets: TargetSpec[];
  effects: Effect[];
  modes?: ModeDef[];
  additional_cost?: Cost;
  alt_costs?: { name: string; cost: Cost }[];
  kicker?: ManaCost;
  /** Flashback [cost] (CR 702.34a): cast from the graveyard for this cost, exiled when it leaves the stack. */
  flashback?: Cost;
  uncounterable?: boolean;
}

export interface ActivatedAbility {
  kind: 'activated';
  cost: Cost;
  targets: TargetSpec[];
  effects: Effect[];
  sorcery?: boolean;
  /** The zone it works from when not the battlefield (CR 113.6, 702.29a: cycling works from the hand). */
  zone?: 'hand';
  text: string;
}
export interface ManaAbility { kind: 'mana'; cost: Cost; produce: ManaSymbol[][]; text: string }
export interface TriggeredAbility {
  kind: 'triggered';
  on: TriggerSpec;
  targets: TargetSpec[];
  effects: Effect[];
  condition?: string;      // intervening "if" (CR 603.4), checked on trigger and on resolution
  /** "You may …": the controller chooses as it resolves (CR 603.5). */
  optional?: boolean;
  /** "You may pay {1}. If you do, …": the mana cost paid as it resolves (CR 118.12); implies optional. */
  pay?: string;
  /** "Choose one —": the mode is chosen as it is put on the stack (CR 603.3c); `targets` and `effects` are then empty. */
  modes?: ModeDef[];
  text: string;
}
export interface StaticAbility { kind: 'static'; effects: Effect[]; condition?: string; text: string }
export interface ReplacementAbility { kind: 'replacement'; replace: Effect; self?: boolean; text: string }
export type Ability = ActivatedAbility | ManaAbility | TriggeredAbility | StaticAbility | ReplacementAbility;

/** When a triggered ability triggers: an event type and a pattern over the event. */
export interface TriggerSpec {
  event: string;
  [key: string]: unknown;
}

export interface CardDef {
  name: string;
  file: string;
  text: string;
  cost: ManaCost | null;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  pt_defined_by?: string;        // characteristic-defining expression (CR 604.3), e.g. "count(swamps you control)"
  loyalty: number | null;
  keywords: Keyword[];
  protection: Color[];
  spell: SpellDef | null;
  abilities: Ability[];
  token: boolean;
  as_enters?: Effect[];          // choices made as it enters (CR 614.12)
  etb_copy?: boolean;
  cycling?: Cost;                // Cycling [cost] (CR 702.29a): an activated ability from the hand
  enters_tapped?: boolean;
  enchant?: TargetSpec;
  equip?: ManaCost;
  begin_on_battlefield?: boolean; // may start the game on the battlefield from the opening hand (Leylines, CR 103.6a)
  /** The back face of a transforming double-faced card (CR 712); the front face is this card. */
  back?: CardDef;
}
