/** Binding the card expression language to the game: `it`, `you`, `x`, `event`, `count(...)`. */
import type { GameCore } from '../../core.ts';
import { childrenOf, compile, parse } from '../../expr/index.ts';
import type { Expr } from '../../expr/index.ts';
import type { ExprContext, ExprObject, ExprValue } from '../../expr/index.ts';
import { baseCharacteristics } from '../layers/base.ts';
import { characteristicsRecord } from '../layers/record.ts';
import type { Characteristics } from '../layers/types.ts';
import type { Color } from '../../cards/types.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { hasTypeWord } from './type-words.ts';
import { spellsCastLastTurn } from '../../state/spells-cast.ts';

/**
 * An object's characteristics as its game's ruleset computes them (Magic's rules: through the layers, rules/magic/rules.ts),
 * or its card's when the ruleset computes none.
 */
function characteristics(core: GameCore, id: ObjectId): Characteristics | undefined {
  const computed = core.ruleset.characteristics;
  if (computed) return computed(core, id);
  const o = core.s.objects[id];
  return o ? baseCharacteristics(core, o) : undefined;
}

export interface ExprBindings {
  controller: PlayerId;
  source: ObjectId | null;
  it?: ExprObject;
  x?: number;
  kicked?: boolean;
  event?: Record<string, unknown>;
  sacrificed?: ExprObject;
  target?: ExprObject;
  /** How many targets the spell or ability has (Fireball: "for each target beyond the first"). */
  target_count?: number;
  /** "For each card discarded this way" (Syphon Mind): cards discarded by earlier effects of the same resolution. */
  discarded?: number;
  /** "The life lost this way" (Blood Tithe): life lost through earlier effects of the same resolution. */
  life_lost?: number;
}

/** What an object's view reads besides its characteristics: its owner and status. */
interface ObjectState { owner: PlayerId; tapped: boolean; damage: number; counters: Record<string, number> }

/**
 * A read-only view of an object for expressions. An object that has left the battlefield or the stack is seen as
 * it last existed there (CR 608.2h, 603.10a: "whenever a creature with flying dies"); one the game knows nothing of
 * is an empty object.
 * @example evalExpr(core, 'it.power >= 3', { controller: 0, source: null, it: objectView(core, bearsId) })
 */
export function objectView(core: GameCore, id: ObjectId, c?: Characteristics): ExprObject {
  const o = core.tryObj(id);
  if (!o) return lastKnownView(core, id);
  const ch = c ?? characteristics(core, id);
  return ch ? view(ch, o) : {};
}

/** The last known information of an object (rules/magic/handlers/relocate.ts, rememberObject) as a view, or {}. */
function lastKnownView(core: GameCore, id: ObjectId): ExprObject {
  const l = core.s.lki[id];
  if (!l) return {};
  const ch = characteristicsRecord(
    id, l.name ?? l.card, l.supertypes ?? [], l.types, l.subtypes ?? [], l.colors as Color[], l.power, l.toughness, null, l.manaValue ?? 0, l.controller,
    l.keywords ?? [], [], [], false,
  );
  return view(ch, { owner: l.owner, tapped: l.tapped ?? false, damage: l.damage ?? 0, counters: l.counters });
}

function view(ch: Characteristics, o: ObjectState): ExprObject {
  return {
    name: ch.name,
    power: ch.power ?? 0,
    toughness: ch.toughness ?? 0,
    mana_value: ch.manaValue,
    color: ch.colors[0] ?? 'colorless',
    colors: ch.colors,
    controller: ch.controller,
    owner: o.owner,
    tapped: o.tapped,
    damage: o.damage,
    counters: { ...o.counters, plus1: o.counters['+1/+1'] ?? 0, minus1: o.counters['-1/-1'] ?? 0, loyalty: o.counters['loyalty'] ?? 0 },
    type: (t: ExprValue) => typeof t === 'string' && hasTypeWord(ch, t),
    has: (k: ExprValue) => typeof k === 'string' && ch.keywords.includes(k),
  };
}

/** Members of a view whose changes no `touch` announces: a player's totals and cards, an object's status and damage. */
const UNTRACKED_MEMBERS = new Set(['life', 'poison', 'hand_size', 'library_size', 'tapped', 'damage']);
/** Names whose values change without a `touch`. */
const UNTRACKED_NAMES = new Set(['turn', 'spells_cast_last_turn', 'most_spells_cast_last_turn']);
const untrackedBySource = new Map<string, boolean>();

/**
 * Whether an expression may read what no `touch` announces (counted in core.untrackedReads each time it is
 * evaluated, for the layer cache): `you.life >= 25`, `not it.tapped`, `turn`. Worked out once a source, from its tree.
 * @example readsUntracked('count(swamp, you)') // false: counts read the battlefield's characteristics
 */
export function readsUntracked(src: string): boolean {
  let known = untrackedBySource.get(src);
  if (known === undefined) {
    const visit = (n: Expr): boolean => (n.kind === 'member' && UNTRACKED_MEMBERS.has(n.name)) || (n.kind === 'name' && UNTRACKED_NAMES.has(n.name)) || childrenOf(n).some(visit);
    known = visit(parse(src));
    untrackedBySource.set(src, known);
  }
  return known;
}

const itOnlyBySource = new Map<string, boolean>();

/**
 * Whether an expression reads nothing but the object it is about (`it.mana_value`, `it.power * 2`): every name in it
 * is `it`, so no count, player, source or event. Such a P/T value of a continuous effect is one object's own business
 * (Opalescence, CR 613.4b): it reads no other object. Worked out once a source.
 * @example readsOnlyIt('it.mana_value') // true
 * @example readsOnlyIt('count(swamp, you)') // false
 */
export function readsOnlyIt(src: string | number): boolean {
  if (typeof src === 'number') return true;
  let known = itOnlyBySource.get(src);
  if (known === undefined) {
    const visit = (n: Expr): boolean => (n.kind !== 'name' || n.name === 'it') && childrenOf(n).every(visit);
    known = visit(parse(src));
    itOnlyBySource.set(src, known);
  }
  return known;
}

function playerView(core: GameCore, id: PlayerId): ExprObject {
  const p = core.player(id);
  return { life: p.life, poison: p.poison, hand_size: p.hand.length, library_size: p.library.length, id };
}

/**
 * The characteristics of the permanents a count names: of a type word, and controlled by `whoValue` — a player id
 * ("that player": `event.active` of an upkeep trigger, Karma), a player's view (`you`, `opponent`) or a word.
 */
function* matching(core: GameCore, word: string, whoValue: ExprValue, controller: PlayerId): Generator<Characteristics> {
  const who = typeof whoValue === 'number' ? whoValue
    : whoValue && typeof whoValue === 'object' && 'id' in whoValue ? ((whoValue as ExprObject)['id'] === controller ? 'you' : 'opponent')
      : String(whoValue ?? 'any');
  for (const id of core.s.battlefield) {
    const c = characteristics(core, id);
    if (!c || !hasTypeWord(c, word)) continue;
    if (typeof who === 'number' ? c.controller !== who : (who === 'you' && c.controller !== controller) || (who === 'opponent' && c.controller === controller)) continue;
    yield c;
  }
}

function countMatching(core: GameCore, word: string, whoValue: ExprValue, controller: PlayerId): number {
  let n = 0;
  for (const _ of matching(core, word, whoValue, controller)) n++;
  return n;
}

/** The total power of the matching permanents (Ghalta: "the total power of creatures you control"); negative powers count as they are. */
function totalPower(core: GameCore, word: string, whoValue: ExprValue, controller: PlayerId): number {
  let n = 0;
  for (const c of matching(core, word, whoValue, controller)) n += c.power ?? 0;
  return n;
}

/** What each name an expression binds reads; any other bare name is a word (creature, swamp) for count(). */
const BINDINGS: ReadonlyMap<string, (core: GameCore, b: ExprBindings) => ExprValue> = new Map<string, (core: GameCore, b: ExprBindings) => ExprValue>([
  ['it', (_core, b) => b.it],
  ['x', (_core, b) => b.x ?? 0],
  ['kicked', (_core, b) => b.kicked ?? false],
  ['event', (_core, b) => (b.event ?? {}) as ExprObject],
  ['sacrificed', (_core, b) => b.sacrificed],
  ['target', (_core, b) => b.target],
  ['you', (core, b) => playerView(core, b.controller)],
  ['opponent', (core, b) => playerView(core, core.opponents(b.controller)[0] ?? b.controller)],
  ['self', (core, b) => (b.source !== null ? objectView(core, b.source) : undefined)],
  ['turn', (core) => core.s.turn],
  // Werewolves (CR 712): spells cast last turn by all players, and by the player who cast the most.
  ['spells_cast_last_turn', (core) => spellsCastLastTurn(core.s).reduce((a, n) => a + n, 0)],
  ['most_spells_cast_last_turn', (core) => Math.max(0, ...spellsCastLastTurn(core.s))],
  ['target_count', (_core, b) => b.target_count ?? 0],
  ['discarded', (_core, b) => b.discarded ?? 0],
  ['life_lost', (_core, b) => b.life_lost ?? 0],
]);

/**
 * The names an expression binds (`it`, `x`, `you`, `turn`, …): any other bare name is a word for count().
 * @example BOUND_NAMES.has('you') // true; BOUND_NAMES.has('swamp') // false
 */
export const BOUND_NAMES: ReadonlySet<string> = new Set(BINDINGS.keys());

/**
 * Evaluate a card expression in the game.
 * @example evalExpr(core, 'count(swamp, you)', { controller: 0, source: 12 })
 */
export function evalExpr(core: GameCore, src: string | number, b: ExprBindings): ExprValue {
  if (typeof src === 'number') return src;
  const fn = compile(src);
  if (readsUntracked(src)) core.untrackedReads++;
  const ctx: ExprContext = {
    get(name: string): ExprValue {
      const bound = BINDINGS.get(name);
      return bound === undefined ? name : bound(core, b);   // bare words such as creature, swamp are strings for count()
    },
    call(name: string, args: ExprValue[]): ExprValue {
      if (name === 'count') return countMatching(core, String(args[0]), args[1], b.controller);
      if (name === 'total_power') return totalPower(core, String(args[0]), args[1], b.controller);
      throw new Error(`unknown function "${name}"`);
    },
  };
  return fn(ctx);
}

/** Evaluate to a number (undefined and booleans become numbers). */
export function evalNumber(core: GameCore, src: string | number | undefined, b: ExprBindings, fallback = 0): number {
  if (src === undefined) return fallback;
  const v = evalExpr(core, src, b);
  return typeof v === 'number' ? v : typeof v === 'boolean' ? (v ? 1 : 0) : fallback;
}
