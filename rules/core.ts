/** The rules kernel: a game state plus what the rules need to act on it (card pool, decisions, event sink). */
import type { CardDef } from './cards/types.ts';
import type { Choice, Answer, Decider } from './choices.ts';
import { defaultAnswer } from './choices.ts';
import type { GameEvent, GameEventType } from './events/types.ts';
import type { HandlerResult, Replacement } from './events/pipeline.ts';
import { InterceptorRegistry } from './interceptors/registry.ts';
import type { Interceptor, SourceRegistration } from './interceptors/types.ts';
import type { RandomHook } from './random/types.ts';
import type { Characteristics } from './state/characteristics.ts';
import type { GameObject, GameState, ObjectId, PlayerId, Target } from './state/types.ts';

/** Where card definitions come from. */
export interface CardSource {
  get(name: string): CardDef | undefined;
  require(name: string): CardDef;
}

/**
 * Hooks the runtime uses to spawn and stop game-object actors as objects enter and leave the battlefield, and
 * to hand an object's actor the interceptors of its current abilities whenever they change (the actor registers
 * them in `core.interceptors`; without `abilities`, the registry is filled directly).
 */
export interface ObjectLifecycle {
  enter(core: GameCore, obj: GameObject): void;
  /** Many permanents entered at once, ids ascending (a loop shortcut's tokens); without it, `enter` is called for each. */
  enterMany?(core: GameCore, ids: readonly ObjectId[]): void;
  leave(core: GameCore, obj: GameObject): void;
  abilities?(core: GameCore, id: ObjectId, registration: SourceRegistration): void;
}

/**
 * How the rules reach the runtime's stack and combat statecharts: putting an object on the stack, countering one,
 * an object leaving the stack otherwise, and combat's beginning, declarations, damage steps and end go through
 * those machines' transitions, whose actions call back into the rules (actors/machine-driver.ts). A bare GameCore
 * has none, and the rules then act directly.
 */
export interface MachineHooks {
  /** An object was just put on top of the stack. */
  pushed(core: GameCore): void;
  /** An object left the stack other than by resolving or being countered (exiled, returned to hand). */
  removed(core: GameCore): void;
  /** Counter the stack object with this id (CR 701.6a); false when there is none or it can't be countered. */
  counter(core: GameCore, id: ObjectId): boolean;
  beginCombat(core: GameCore): void;
  declareAttackers(core: GameCore, player: PlayerId, attackers: { id: ObjectId; target: Target }[]): void;
  declareBlockers(core: GameCore, player: PlayerId, blockers: { id: ObjectId; blocks: ObjectId }[]): void;
  combatDamage(core: GameCore, firstStrike: boolean): void;
  endCombat(core: GameCore): void;
}

/**
 * A ruleset's own stages of the event pipeline. Given to a GameCore, emit() sends every event through
 * them (replacement → handler → triggers) instead of through the Magic rules.
 * @example new GameCore(state, { cards: noCards, ruleset: adventureRules(pool) })
 */
export interface RulesetHooks {
  readonly name: string;
  /**
   * The stages are given the event's type beside the event (`ev.type`, read once by the pipeline: a field read
   * from events of many shapes is a slow lookup, and every event goes through three stages).
   */
  handle(core: GameCore, ev: GameEvent, type: GameEventType): HandlerResult;
  replacements?(core: GameCore, ev: GameEvent, type: GameEventType): Replacement[];
  detect?(core: GameCore, ev: GameEvent, type: GameEventType): void;
  /**
   * The interceptors of a permanent entering the battlefield, for rulesets whose cards' abilities never change
   * (its actor registers them; rulesets with layers leave this out and follow current abilities instead).
   */
  interceptors?(core: GameCore, obj: GameObject): Interceptor[];
  /**
   * An object's characteristics as the ruleset computes them now (Magic: through the layers, CR 613), for what its
   * card expressions read of objects (`it.power`, `count(swamp, you)`); without it, they read each object's card.
   */
  characteristics?(core: GameCore, id: ObjectId): Characteristics | undefined;
  /**
   * Event types after which the ruleset's checks (Magic's state-based actions, CR 704.3) need not look again:
   * every other event counts in `core.sbaEvents`. Without it, every event counts.
   */
  readonly inert?: ReadonlySet<string>;
}

export interface CoreOptions {
  cards: CardSource;
  /** The ruleset's stages of the event pipeline: `magicRules` (rules/magic), a Pocket or Adventure ruleset, or one's own. */
  ruleset: RulesetHooks;
  decide?: Decider;
  sink?: (event: GameEvent, core: GameCore) => void;
  lifecycle?: ObjectLifecycle;
  machines?: MachineHooks;
  keepLog?: boolean;
}

/** An error with a stable code (`action/cannot_pay`, `engine/unending`) beside its message; its name is its class's. */
abstract class CodedError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Thrown when a player's action is illegal; the state is left as it was. */
export class IllegalActionError extends CodedError {
  /** How many have been made in this process: listing legal actions makes none (a refusal there is a value). */
  static made = 0;

  constructor(code: string, message: string) {
    super(code, message);
    IllegalActionError.made++;
  }
}

/**
 * Thrown when the engine cannot go on (a safety bound was reached, a rule found the state impossible): never a
 * player's fault and never a result of the game; the message says what happened and where.
 * @example throw new EngineError('engine/unending', '1,000,000 resolutions without a player action');
 */
export class EngineError extends CodedError {}

/**
 * The key of a rules module's own per-game value on a GameCore (`memoGet`, `memoSet`), typed by what it holds: a slot
 * number, so that reading a value is reading an array (the layers' cache is read at almost every rule).
 */
export type MemoKey<T> = number & { readonly memoOf?: T };

/** The name each key was made with, by slot (memoKeyName: for a debugger or an error). */
const memoNames: string[] = [];

/**
 * A new key for per-game values; `name` is for a debugger (memoKeyName).
 * @example const CACHE = memoKey<LayerCache>('layers'); core.memoGet(CACHE);
 */
export function memoKey<T>(name: string): MemoKey<T> {
  memoNames.push(name);
  return (memoNames.length - 1) as MemoKey<T>;
}

/** The name a key was made with. @example memoKeyName(CACHE) // 'layers' */
export function memoKeyName(key: MemoKey<unknown>): string {
  return memoNames[key] ?? `memo slot ${key}`;
}

/**
 * The rules kernel. Holds the serializable state and the non-serializable environment.
 * @example const core = new GameCore(state, { cards: pool }); core.emit({ type: 'life', player: 0, amount: 3 });
 */
export class GameCore {
  s: GameState;
  readonly cards: CardSource;
  decider: Decider;
  sink: ((event: GameEvent, core: GameCore) => void) | undefined;
  lifecycle: ObjectLifecycle | undefined;
  /** The runtime's stack and combat machines, when it has them. */
  machines: MachineHooks | undefined;
  /** The ruleset's event pipeline stages. */
  readonly ruleset: RulesetHooks;
  log: GameEvent[] = [];
  keepLog: boolean;
  /** Every interceptor in force, by the event type it watches: objects' abilities and an app's own (seed 003). */
  readonly interceptors: InterceptorRegistry = new InterceptorRegistry(() => this.touch());
  /** Bumped on every change; caches of computed characteristics key on it. */
  version = 0;
  /** How many of the changes counted in `version` were combat-only (see touch). */
  combatTouches = 0;
  /** How many of the changes counted in `version` changed nothing a characteristic is computed from (see touch). */
  asideTouches = 0;
  /** How many of the changes counted in `version` were only to the resolved continuous effects (see touch). */
  effectTouches = 0;
  /**
   * The permanents of the changes counted in `version` that were a permanent entering the battlefield (see
   * entered), in order: its length is how many there were, and the layer cache adds them to what it has.
   */
  readonly enteredIds: ObjectId[] = [];
  /**
   * The permanents of the changes counted in `version` that were a permanent leaving the battlefield that no
   * continuous effect applied to and that brought none (see left), in order: the layer cache takes them out of what
   * it has.
   */
  readonly leftIds: ObjectId[] = [];
  /** How many of the changes counted in `version` were changes to permanents the layers read of each alone (see changedAlone). */
  aloneTouches = 0;
  /** The permanents of those changes, in order: the layer cache computes just these again. */
  readonly aloneIds: ObjectId[] = [];
  /**
   * Reads of the game that no `touch` announces: one for each evaluation of a card expression that may read a
   * player's life, hand or library (`you.life`), the turn, spells cast, or an object's tapped status or damage
   * (`it.tapped`; rules/magic/select/expr-context.ts, readsUntracked). What the layers compute while such an
   * expression is evaluated is kept only until the next event (rules/magic/layers/compute.ts).
   */
  untrackedReads = 0;
  /**
   * Changes that no event announces and no `touch` needs, as they change only what an expression may read (damage
   * wearing off, CR 514.2): what the layers computed while such an expression was evaluated is computed again, and
   * state-based actions are checked again (see changedQuietly).
   */
  quietChanges = 0;
  /**
   * The permanents damage was marked on so far (and deathtouch damage, CR 702.2b), once a mark: no touch announces it,
   * and the state-based actions that look at permanents ask these again (rules/magic/sba/index.ts). See damageMarked;
   * forgetMemo empties it.
   */
  readonly markedIds: ObjectId[] = [];
  /** Events handled so far that could make a state-based action apply (all but rules/magic/sba/inert-events.ts), done or not. */
  sbaEvents = 0;
  /** Tokens put into a zone other than the battlefield so far (CR 704.5d need look only when this grows). */
  tokensAway = 0;
  defaulted: string[] = [];
  /** Forces the results of coin flips and random picks (tests, scenarios); null: the seeded generator decides (rules/random). */
  forcedRandom: RandomHook | null = null;
  /** Objects that left the battlefield during the current batch of events, for look-back triggers. */
  depth = 0;
  /** While true, losses are collected and the result settled afterwards (simultaneous SBA losses, CR 104.4a). */
  deferResult = false;
  /** Objects that left the battlefield in the current batch: their abilities still look back (CR 603.10a). */
  leftInBatch: number[] = [];
  /**
   * While legal actions are probed the state can't change, so values the trials share (a player's mana
   * sources) are kept here; null otherwise.
   */
  probing: Map<string, unknown> | null = null;
  /**
   * Rules modules' own per-game values (the layers' cache, the trigger listeners, …), kept on the game so they die
   * with it. A WeakMap keyed by the game would do the same, but V8's young-generation collector keeps a WeakMap's
   * values alive, so every short-lived game (a fork, a trial, a bot's search) would be copied to the old generation.
   */
  private memo: unknown[] = [];
  /** `def`'s answers by object id, and the card name each answered (the pool never changes; an object's card may). */
  private defs: (CardDef | undefined)[] = [];
  private defNames: (string | undefined)[] = [];

  /** This game's value under `key` (see memoKey), or undefined. */
  memoGet<T>(key: MemoKey<T>): T | undefined {
    return this.memo[key] as T | undefined;
  }

  /**
   * Forget every per-game value (they are made again when asked), the permanents that entered and left so far (only
   * the layer cache, one of those values, reads them) and the characteristics the interceptor registry last synced
   * with: a finished game keeps only its state.
   */
  forgetMemo(): void {
    this.memo = [];
    // The characteristics the registry was last brought in line with (made again when asked).
    this.interceptors.syncedWith = null;
    this.interceptors.syncedVersion = -1;
    this.enteredIds.length = 0;
    this.leftIds.length = 0;
    this.aloneIds.length = 0;
    this.markedIds.length = 0;
    this.defs = [];
    this.defNames = [];
  }

  /** Keep `value` under `key` for this game; undefined forgets it. */
  memoSet<T>(key: MemoKey<T>, value: T | undefined): void {
    this.memo[key] = value;
  }

  constructor(state: GameState, options: CoreOptions) {
    this.s = state;
    this.cards = options.cards;
    this.decider = options.decide ?? ((c) => { this.defaulted.push(c.kind); return defaultAnswer(c); });
    this.sink = options.sink;
    this.lifecycle = options.lifecycle;
    this.machines = options.machines;
    this.ruleset = options.ruleset;
    this.keepLog = options.keepLog ?? true;
  }

  /** Ask a player a question in the middle of an action. */
  ask<C extends Choice>(choice: C): Answer {
    return this.decider(choice);
  }

  obj(id: ObjectId): GameObject {
    const o = this.s.objects[id];
    if (!o) throw new Error(`no object with id ${id}`);
    return o;
  }

  tryObj(id: ObjectId): GameObject | undefined {
    return this.s.objects[id];
  }

  def(o: GameObject): CardDef {
    // The rules ask an object's card at almost every turn: remembered by object id, checked against the name asked.
    const name = o.copyOf ?? o.card;
    let d = this.defs[o.id];
    if (d === undefined || this.defNames[o.id] !== name) {
      d = this.cards.require(name);
      this.defs[o.id] = d;
      this.defNames[o.id] = name;
    }
    // A transformed double-faced permanent has its back face's characteristics (CR 712.8e).
    return o.transformed && d.back ? d.back : d;
  }

  player(id: PlayerId) {
    const p = this.s.players[id];
    if (!p) throw new Error(`no player ${id}`);
    return p;
  }

  opponents(id: PlayerId): PlayerId[] {
    return this.s.players.filter((p) => p.id !== id && !p.lost).map((p) => p.id);
  }

  /** Players still in the game in APNAP order, starting with the active player (CR 101.4, 800.4a). */
  apnap(): PlayerId[] {
    const n = this.s.players.length;
    const out: PlayerId[] = [];
    for (let i = 0; i < n; i++) {
      const p = (this.s.active + i) % n;
      if (!this.s.players[p]!.lost) out.push(p);
    }
    return out;
  }

  /**
   * Put back a state saved before a refused action (a runtime's backup): every cache keyed on `version` is dropped.
   * @example try { performAction(core, a); } catch (e) { core.restore(backup); throw e; }
   */
  restore(state: GameState): void {
    this.s = state;
    this.touch();
  }

  /**
   * Say the game changed: caches keyed on `version` are dropped. `'combat'` says only who is attacking or
   * blocking changed, which computed characteristics depend on only through "attacking" queries; `'aside'` says the
   * change is one no characteristic is computed from (a prevention or regeneration shield, CR 615, 701.19): the
   * layer cache keeps its values, every other cache keyed on `version` is dropped. `'effects'` says the only change is
   * to the continuous effects of resolved spells and abilities (`s.effects`: one began, or some ended): the layer
   * cache may compute again only the objects they apply to.
   */
  touch(what: 'all' | 'combat' | 'aside' | 'effects' = 'all'): void {
    this.version++;
    if (what === 'combat') this.combatTouches++;
    else if (what === 'aside') this.asideTouches++;
    else if (what === 'effects') this.effectTouches++;
  }

  /**
   * Say the only change is that permanent `id` entered the battlefield, or changed while entering (tapped,
   * counters, an "as enters" choice). The layer cache may then compute just that permanent, when no effect
   * can apply to it or read the battlefield (see rules/magic/layers/compute.ts); otherwise this is a full touch.
   */
  entered(id: ObjectId): void {
    this.version++;
    this.enteredIds.push(id);
  }

  /**
   * Say the only change is that permanent `id` left the battlefield, and that no continuous effect applied to it nor
   * came from it (leavesLayersAlone in rules/magic/layers/arrivals.ts decides): the layer cache may then just take it out.
   */
  left(id: ObjectId): void {
    this.version++;
    this.leftIds.push(id);
  }

  /**
   * Say the only change is one the layers read of each of `ids` alone, apart from what an expression may read: their
   * +1/+1 and -1/-1 counters (CR 613.4c), the object an Aura or Equipment is attached to (its hosts before and after,
   * CR 301.5, 303.4), or a token off the battlefield ceasing to exist (none). The layer cache may then compute just
   * these permanents again (rules/magic/layers/apart.ts, withChanged); otherwise this is a full touch.
   * @example o.counters['+1/+1'] = 2; core.changedAlone([o.id]);
   */
  changedAlone(ids: readonly ObjectId[]): void {
    this.version++;
    this.aloneTouches++;
    for (const id of ids) this.aloneIds.push(id);
  }

  /**
   * Say damage (or deathtouch damage, CR 702.2b) was marked on permanent `id`: no touch announces it; the state-based
   * actions that look at permanents ask it again (rules/magic/sba/index.ts).
   * @example o.damage += 3; core.damageMarked(o.id);
   */
  damageMarked(id: ObjectId): void {
    this.markedIds.push(id);
  }

  /**
   * Say the game changed in a way only an expression reads (`it.damage`): see quietChanges.
   * @example for (const o of permanents) o.damage = 0; core.changedQuietly();
   */
  changedQuietly(): void {
    this.quietChanges++;
    this.sbaEvents++;
  }

  record(event: GameEvent): void {
    this.s.eventCount++;
    if (this.keepLog) this.log.push(event);
    this.sink?.(event, this);
  }
}
