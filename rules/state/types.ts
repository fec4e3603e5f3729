/** The serializable game state: one plain value that holds everything the rules need. */
import type { Ability, Color, ManaSymbol } from '../cards/types.ts';

export type PlayerId = number;
export type ObjectId = number;
export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'stack' | 'command';

export type ManaPool = Record<ManaSymbol, number>;

export interface PlayerState {
  id: PlayerId;
  name: string;
  life: number;
  poison: number;
  pool: ManaPool;
  library: ObjectId[];     // top first
  hand: ObjectId[];
  graveyard: ObjectId[];   // oldest first
  exile: ObjectId[];
  landsPlayed: number;
  drewFromEmpty: boolean;
  lost: boolean;
  conceded: boolean;
  mulligans: number;
}

/** A game object: a card or token in some zone (CR 109). Characteristics are computed, never stored. */
export interface GameObject {
  id: ObjectId;
  card: string;            // card name, key into the card pool
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  tapped: boolean;
  damage: number;
  deathtouched: boolean;   // dealt damage by a source with deathtouch since the last SBA check (CR 704.5h)
  counters: Record<string, number>;
  attachedTo: ObjectId | null;
  timestamp: number;
  controlledSince: number; // turn number since which its controller has controlled it continuously (CR 302.6)
  token: boolean;
  faceDown: boolean;
  chosen: { player?: PlayerId; color?: Color } | null;
  copyOf: string | null;   // Clone: the copiable values of this card (CR 707.2)
  copyKeywords?: string[]; // keywords a copy effect's exception adds, part of the copiable values (CR 707.9b)
  regenShields: number;
  phasedOut: boolean;
  /** An Aura with "enchant player" is attached to this player, not to an object (CR 303.4, 702.5a). */
  enchantedPlayer?: PlayerId;
  /** A transforming double-faced permanent showing its back face (CR 712.8e). */
  transformed?: boolean;
  /** A spell cast with flashback: exiled instead of going anywhere else when it leaves the stack (CR 702.34a). */
  flashback?: boolean;
}

export interface Target { kind: 'object' | 'player'; id: number; zcc?: number }

/** A spell or ability on the stack (CR 405). */
export interface StackItem {
  id: ObjectId;            // for spells: the card's object id; for abilities a fresh id
  kind: 'spell' | 'activated' | 'triggered';
  source: ObjectId;
  controller: PlayerId;
  abilityIndex: number;    // index into the source's abilities (-1 for spells)
  mode: number[];
  targets: Target[];
  divide: number[] | null;
  x: number;
  kicked: boolean;
  paid: Record<string, number>;  // values fixed while paying costs: sacrificed power, life paid
  trigger: TriggerContext | null;
  sourceName: string;
  ability?: unknown;                  // the ability's data, for abilities on the stack
  delayed?: DelayedTrigger;
}

/** What a triggered ability remembers from the event that triggered it (last known information, CR 608.2h). */
export interface TriggerContext {
  event: Record<string, unknown>;
  sourceSnapshot: { power: number; toughness: number; counters: Record<string, number>; controller: PlayerId; owner: PlayerId; card: string } | null;
}

export interface PendingTrigger {
  source: ObjectId;
  controller: PlayerId;
  abilityIndex: number;
  context: TriggerContext;
  sourceName: string;
  delayed?: DelayedTrigger;
  ability?: unknown;                  // the triggered ability's data (it may have been granted or copied)
}

/** A continuous effect created by a resolving spell or ability (CR 611.2), with its duration. */
export interface ContinuousEffect {
  id: number;
  timestamp: number;
  source: ObjectId;
  controller: PlayerId;
  affected: ObjectId[];               // locked-in set (CR 611.2c)
  mod: Record<string, unknown>;       // the modification, in the card effect vocabulary
  /** `next_untap_step`: until the untap step of the affected object's controller has ended ("during its controller's next untap step"). */
  duration: 'end_of_turn' | 'permanent' | 'while_source' | 'next_untap_step';
}

/** A one-shot replacement or prevention shield (CR 615.1, 701.15). */
export interface Shield {
  id: number;
  kind: 'prevent' | 'prevent_source' | 'prevent_all_combat' | 'regenerate' | 'no_lifegain' | 'no_prevention';
  object: ObjectId | null;            // protected object
  player: PlayerId | null;            // protected player
  amount: number;                     // for prevent: damage left to prevent (Infinity for all)
  duration: 'end_of_turn' | 'permanent';
  source: ObjectId;
  /** For 'prevent_source': the source whose next damage to the player is prevented (CR 615.7, 609.7a). */
  from?: ObjectId;
}

export interface DelayedTrigger {
  id: number;
  on: string;                         // e.g. 'end_step'
  controller: PlayerId;
  source: ObjectId;
  effects: unknown[];
  objects: ObjectId[];
  sourceName: string;
  /**
   * This record stands for `count` delayed triggers a loop shortcut made at once (CR 732.2a), alike but for their ids:
   * the k-th (from 0) has id `id + k * step` and names each of `objects` `k * step` on. Each triggers on its own
   * (rules/magic/triggers/delayed-runs.ts).
   */
  run?: { count: number; step: number };
}

export interface CombatState {
  attackers: { id: ObjectId; target: Target }[];
  blockers: { id: ObjectId; blocks: ObjectId }[];
  blocked: ObjectId[];                // attackers that became blocked (CR 509.1h): stay blocked
  firstStrikeDone: boolean;
  dealtFirstStrike: ObjectId[];
  declared: boolean;
  blocksDeclared: boolean;
  /** The defending players who have declared blockers this combat, when there are several (CR 509.1). */
  blockersDeclaredBy?: PlayerId[];
}

/** Last known information: the object as it last existed (CR 608.2h). */
export interface LastKnown {
  card: string;
  name?: string;          // its name as it last existed (a Clone's copied name)
  chosen?: GameObject['chosen'];   // choices made as it entered (Stuffy Doll's player)
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  power: number;
  toughness: number;
  counters: Record<string, number>;
  types: string[];
  colors: string[];
  newId: ObjectId | null;
  // What triggers and expressions read of an object that left (CR 603.10a, 608.2h); absent in states saved before.
  supertypes?: string[];
  subtypes?: string[];
  keywords?: string[];
  abilities?: Ability[];
  manaValue?: number;
  tapped?: boolean;
  damage?: number;
}

/** The top-level decision the game is waiting for. */
export type PendingDecision =
  | { kind: 'priority'; player: PlayerId }
  | { kind: 'attackers'; player: PlayerId }
  | { kind: 'blockers'; player: PlayerId };

export interface GameResult { winner: PlayerId | null; draw: boolean; reason: string }

export interface GameState {
  seed: number;
  rng: number[];
  turn: number;
  active: PlayerId;
  step: string;
  players: PlayerState[];
  objects: Record<number, GameObject>;
  battlefield: ObjectId[];            // timestamp order
  stack: StackItem[];                 // bottom first
  nextId: number;
  nextTimestamp: number;
  effects: ContinuousEffect[];
  shields: Shield[];
  delayed: DelayedTrigger[];
  pendingTriggers: PendingTrigger[];
  combat: CombatState | null;
  priority: PlayerId | null;
  passes: number;
  result: GameResult | null;
  lki: Record<number, LastKnown>;     // last known information of objects that left a zone (CR 608.2h), this turn
  pending: PendingDecision | null;    // the top-level decision the game waits for
  ruleset: string;
  firstPlayerSkipsDraw: boolean;
  stateHistory: string[];             // recent state fingerprints for loop detection (CR 104.4b)
  eventCount: number;
  loyaltyUsed?: ObjectId[];           // planeswalkers whose loyalty ability was activated this turn (CR 606.3)
  /** Spells cast by each player (by player id) this turn and last turn: werewolf conditions (CR 712; rules/state/spells-cast.ts). */
  spellsCast?: { turn: number; now: number[]; last: number[] };
}
