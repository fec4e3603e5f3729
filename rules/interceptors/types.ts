/**
 * Interceptors (seed 003, "Everything is an event; everything else is an interceptor on it"): what watches an
 * event type and acts on it. Four kinds, in the order they act on an event:
 * - `transform`: a replacement effect (CR 614): the event becomes other events;
 * - `prevent`: a prevention effect (CR 615): the event, or part of it, doesn't happen;
 * - `react`: a triggered ability (CR 603) or a rule that reacts once the event has happened;
 * - `query`: a continuous effect on a value that is read (CR 611), such as a creature's power.
 */
import type { Ability, ReplacementAbility, TriggeredAbility } from '../cards/types.ts';
import type { GameCore } from '../core.ts';
import type { EventOf, GameEvent, GameEventType } from '../events/types.ts';
import type { Characteristics } from '../state/characteristics.ts';
import type { ObjectId, PlayerId } from '../state/types.ts';

/** The four kinds of interceptor. */
export type InterceptorKind = 'transform' | 'prevent' | 'react' | 'query';

/** The values a `query` interceptor can change, read after the layers (CR 613) have applied. */
export type QueryName = 'power' | 'toughness';

/**
 * How long an interceptor lasts: `game` (until removed), `turn` (until the cleanup step of this turn, CR 514.2),
 * or `source` (while its source is on the battlefield).
 */
export type InterceptorDuration = 'game' | 'turn' | 'source';

/** What every interceptor has. */
interface InterceptorBase {
  /** Unique within a game's registry. */
  readonly id: string;
  readonly kind: InterceptorKind;
  /** The object whose ability this is, or null for a rule of the game or an app. */
  readonly source: ObjectId | null;
  /** Shown to players when they order replacements (CR 616.1) and in logs. */
  readonly description: string;
}

/** A triggered ability of a permanent, registered by its object's actor (CR 603.2). */
export interface AbilityTrigger extends InterceptorBase {
  readonly kind: 'react';
  readonly on: GameEventType;
  readonly source: ObjectId;
  readonly ability: TriggeredAbility;
  /** Its index among the object's current abilities. */
  readonly index: number;
}

/** A replacement ability of a permanent (CR 614), registered by its object's actor. */
export interface AbilityReplacement extends InterceptorBase {
  readonly kind: 'transform';
  readonly on: GameEventType;
  readonly source: ObjectId;
  readonly ability: ReplacementAbility;
  /** Its index among the object's current abilities. */
  readonly index: number;
  /** The replacement's key in the card format (`double_damage`, `graveyard_to_exile`, …) and its argument. */
  readonly replace: string;
  readonly arg: unknown;
}

/**
 * A trigger of a ruleset whose cards' abilities never change (Adventure): the card's own trigger data, registered by
 * its object's actor on each event type it answers to.
 */
export interface CardTrigger extends InterceptorBase {
  readonly kind: 'react';
  readonly on: GameEventType;
  readonly source: ObjectId;
  /** The ruleset's trigger, as its card file gives it. */
  readonly trigger: unknown;
  /** Its index among the card's triggers. */
  readonly index: number;
}

/** What an app's transform or prevent interceptor returns: the events that happen instead (none: nothing does). */
export type TransformResult = GameEvent | readonly GameEvent[] | null;

/** An app's replacement or prevention effect: `handler` says what happens instead of the event. */
export interface HandlerTransform<T extends GameEventType = GameEventType> extends InterceptorBase {
  readonly kind: 'transform' | 'prevent';
  readonly on: T;
  readonly filter?: (event: EventOf<T>, core: GameCore) => boolean;
  readonly handler: (event: EventOf<T>, core: GameCore) => TransformResult;
  /** Who chooses among several replacements (CR 616.1); by default the affected player. */
  readonly chooser?: PlayerId;
}

/** An app's reaction to an event that happened: the events it returns happen right after it. */
export interface HandlerReact<T extends GameEventType = GameEventType> extends InterceptorBase {
  readonly kind: 'react';
  readonly on: T;
  readonly filter?: (event: EventOf<T>, core: GameCore) => boolean;
  readonly handler: (event: EventOf<T>, core: GameCore) => readonly GameEvent[] | void;
}

/** An app's continuous effect on a value: applied in registration order after the layers (CR 613). */
export interface HandlerQuery extends InterceptorBase {
  readonly kind: 'query';
  readonly on: QueryName;
  readonly filter?: (object: Readonly<Characteristics>, core: GameCore) => boolean;
  readonly handler: (value: number, object: Readonly<Characteristics>, core: GameCore) => number;
}

/** Anything the registry holds. */
export type Interceptor = AbilityTrigger | AbilityReplacement | CardTrigger | HandlerTransform | HandlerReact | HandlerQuery;

/** What stays registered for one source object: the abilities it was registered from and their interceptors. */
export interface SourceRegistration {
  readonly abilities: readonly Ability[];
  readonly interceptors: readonly Interceptor[];
}
