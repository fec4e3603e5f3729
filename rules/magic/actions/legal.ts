/** The legal actions of the player who must decide: what the random policy draws from. */
import type { GameCore } from '../../core.ts';
import type { Decider } from '../../choices.ts';
import { IllegalActionError, memoKey } from '../../core.ts';
import { cannotAttack } from '../combat/attack.ts';
import { cannotBlock } from '../combat/block.ts';
import { battlefieldCharacteristics, characteristics, colorsOf } from '../layers/compute.ts';
import type { Characteristics } from '../layers/types.ts';
import { sickNow } from '../costs/tap.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';
import { checkActivation } from './activate.ts';
import { hasX, xCasts } from './x-values.ts';
import { checkCast, sacrificeOptions } from './cast.ts';
import { checkPlayLand } from './play-land.ts';
import type { PlayerAction } from './types.ts';
import { legalTargets } from '../targets/legal.ts';
import { sorceryTiming } from './timing.ts';
import { findLoop } from '../flow/find-loop.ts';
import { manaReach } from './mana-reach.ts';
import type { ManaReach } from './mana-reach.ts';
import { abilityMayBeActivated, filtersOf, flashbackMayBeCast, handAbilityMayBeActivated, landPlayPossible, spellMayBeCast } from './candidates.ts';
import type { Reach } from './candidates.ts';
import { activatedAbilities, onlyPass } from './only-pass.ts';
import { NEEDS_CHOICE, Refusal } from './refusal.ts';
import type { Asking } from './refusal.ts';

/** The map a listing's trials share values in (GameCore.probing), kept for the game. */
const PROBE = memoKey<Map<string, unknown>>('listing probe');

/**
 * The mana in reach of the player a listing is for, worked out the first time a card or ability passes the timing
 * checks (often none does). One function for the game, made again for each listing (a listing makes no closure).
 */
interface InReach { player: PlayerId; known: ManaReach | undefined; get: Reach }
const IN_REACH = memoKey<InReach>('mana in reach');

function reachOf(core: GameCore, player: PlayerId): Reach {
  let known: ManaReach | undefined;
  return () => (known ??= manaReach(core, player));
}

function reachFor(core: GameCore, player: PlayerId): Reach {
  let r = core.memoGet(IN_REACH);
  if (!r) {
    const made: InReach = { player, known: undefined, get: () => (made.known ??= manaReach(core, made.player)) };
    core.memoSet(IN_REACH, made);
    r = made;
  }
  r.player = player;
  r.known = undefined;
  return r.get;
}

/** Refusals that don't depend on the targets chosen: no other target choice can help. */
const NOT_ABOUT_TARGETS = new Set(['action/cannot_pay', 'action/sorcery_timing', 'action/split_second', 'action/no_priority', 'action/tapped', 'action/summoning_sick', 'action/loyalty_used']);
let lastRefusal = '';

/**
 * Does `check` accept the action? A refusal is a value: no Error is built. (Called with its arguments, so a trial
 * makes no closure.) The catch is only for a question asked deeper than the checks know (see `trials`).
 */
function tryIt<A>(check: (core: GameCore, action: A, asking: Asking) => unknown, core: GameCore, action: A): boolean {
  try {
    const checked = check(core, action, 'refuse');
    if (checked instanceof Refusal) { lastRefusal = checked.code; return false; }
    return true;
  } catch (e) {
    if (e instanceof IllegalActionError) { lastRefusal = e.code; return false; }
    throw e;
  }
}

/** Every target combination worth offering for a list of specs (first few per spec). */
function targetChoices(core: GameCore, specs: { kind: string }[], src: { id: number; controller: PlayerId; colors: readonly string[] }): Target[][] {
  if (!specs.length) return [[]];
  const spec = specs[0]! as { kind: string; count?: number };
  const legal = legalTargets(core, spec as never, src);
  const out = legal.slice(0, 6).map((t) => [t]);
  // "Up to two targets" (Forked Bolt): two different ones too (CR 115.3), from the first four.
  if ((spec.count ?? 1) >= 2) {
    const few = legal.slice(0, 4);
    for (let i = 0; i < few.length; i++) for (let j = i + 1; j < few.length; j++) out.push([few[i]!, few[j]!]);
  }
  return out;
}

/**
 * The legal actions for a priority decision: pass, land plays, castable spells with targets, activations.
 * Mana abilities are left out (paying a cost activates them as needed).
 * @example legalActions(core, 0).filter((a) => a.type === 'cast')
 */
export function legalActions(core: GameCore, player: PlayerId): PlayerAction[] {
  return listActions(core, player, true);
}

/**
 * `legalActions` without its short cut for a player who can only pass (only-pass.ts): every candidate tried in
 * full. The same list; for tests that prove the short cut exact and for measuring it.
 * @example expect(legalActionsInFull(core, 1)).toEqual(legalActions(core, 1))
 */
export function legalActionsInFull(core: GameCore, player: PlayerId): PlayerAction[] {
  return listActions(core, player, false);
}

function listActions(core: GameCore, player: PlayerId, shortCut: boolean): PlayerAction[] {
  const pending = core.s.pending;
  if (!pending || pending.player !== player) return [];
  if (pending.kind === 'attackers') return attackOptions(core, player);
  if (pending.kind === 'blockers') return blockOptions(core, player);
  const out: PlayerAction[] = [{ type: 'pass', player }];
  // One map for the game's listings, emptied each time (a listing comes at most decisions).
  let probe = core.memoGet(PROBE);
  if (!probe) { probe = new Map(); core.memoSet(PROBE, probe); }
  // A listing inside a listing (none of the rules' own) would share the outer one's answers: it gets its own.
  const nested = core.probing !== null;
  if (nested) probe = new Map();
  else if (probe.size) probe.clear();
  const outer = core.probing;
  core.probing = probe;
  try {
    const sorcery = sorceryTiming(core, player);
    const reach = nested ? reachOf(core, player) : reachFor(core, player);
    // Nothing but a pass (CR 117.3d): no trial, no loop to look for.
    if (shortCut && onlyPass(core, player, sorcery, reach)) return out;
    priorityOptions(core, player, sorcery, reach, out);
  } finally {
    core.probing = outer;
  }
  // A loop its activations make, offered as a shortcut (CR 732.2a; rules/magic/flow/find-loop.ts): none without one.
  const loop = out.some((a) => a.type === 'activate') ? findLoop(core, player, out) : null;
  if (loop) out.push(loop);
  return out;
}

/**
 * The land plays among `legalActions(core, player)`, in the same order, without working out the rest (CR 305.1:
 * in the player's main phase with an empty stack, one land a turn). For a policy that plays a land first.
 * @example legalLandPlays(core, 0); // [{ type: 'play_land', player: 0, card: 12 }]
 */
export function legalLandPlays(core: GameCore, player: PlayerId): PlayerAction[] {
  const pending = core.s.pending;
  const out: PlayerAction[] = [];
  if (!pending || pending.player !== player || pending.kind !== 'priority') return out;
  if (!landPlayPossible(core, player, sorceryTiming(core, player))) return out;
  return trials(core, () => {
    for (const id of core.player(player).hand) if (core.def(core.obj(id)).types.includes('Land')) landOption(core, player, id, out);
    return out;
  });
}

/**
 * Run trial actions. The checks return their refusals as values, and a choice a listed action leaves open refuses it
 * (NEEDS_CHOICE). The decider is swapped only so that no trial can ever ask a player (a bot's answer would draw
 * from its random stream): should a question come from deeper down, it refuses the action, by a throw.
 */
function trials<T>(core: GameCore, run: () => T): T {
  const ask = core.decider;
  core.decider = needsChoice;
  try {
    return run();
  } finally {
    core.decider = ask;
  }
}

function landOption(core: GameCore, player: PlayerId, id: ObjectId, out: PlayerAction[]): void {
  const a: PlayerAction = { type: 'play_land', player, card: id };
  if (tryIt(checkPlayLand, core, a)) out.push(a);
}

const needsChoice: Decider = () => { throw new IllegalActionError(NEEDS_CHOICE.code, NEEDS_CHOICE.message); };

function priorityOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach, out: PlayerAction[]): PlayerAction[] {
  return trials(core, () => {
    const withAbilities = handOptions(core, player, sorcery, reach, out);
    flashbackOptions(core, player, sorcery, reach, out);
    battlefieldOptions(core, player, sorcery, reach, out);
    if (withAbilities) handAbilityOptions(core, player, withAbilities, reach, out);
    return out;
  });
}

/**
 * Land plays and spells from the hand. Returns the cards in hand with abilities that work from there (cycling), in
 * hand order, for handAbilityOptions; undefined when none has (most hands).
 */
function handOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach, out: PlayerAction[]): ObjectId[] | undefined {
  let withAbilities: ObjectId[] | undefined;
  for (const id of core.player(player).hand) {
    const def = core.def(core.obj(id));
    const f = filtersOf(core, id, def);
    if (f.handAbilities.length) (withAbilities ??= []).push(id);
    if (f.land) {
      if (landPlayPossible(core, player, sorcery)) landOption(core, player, id, out);
      continue;
    }
    if (!spellMayBeCast(core, f, sorcery, reach)) continue;
    const colors = colorsOf(core, id) ?? [];
    // An additional cost "sacrifice a …" is part of the action, like the targets (CR 601.2h): one cast per choice.
    const sacrifices: (ObjectId | undefined)[] = def.spell?.additional_cost?.sacrifice ? sacrificeOptions(core, player, def).slice(0, 6) : [undefined];
    // The ways to pay (CR 601.2b): the mana cost, kicked (702.33), each alternative cost (118.9).
    const ways: CastWay[] = [PLAIN_WAY];
    if (def.spell?.kicker) ways.push(KICKED_WAY);
    for (const alt of def.spell?.alt_costs ?? []) ways.push({ kicked: false, altCost: alt.name });
    const modes = def.spell?.modes;
    for (const way of ways) {
      if (!modes?.length) {
        castOptions(core, player, id, def.enchant ? [def.enchant] : def.spell?.targets ?? [], { kicked: way.kicked, altCost: way.altCost, mode: undefined, sacrifices, colors }, out);
        continue;
      }
      // "Choose one —" (CR 700.2): each mode is its own way to cast the spell, with its own targets.
      for (let m = 0; m < modes.length; m++) {
        if (!castOptions(core, player, id, modes[m]!.targets ?? [], { kicked: way.kicked, altCost: way.altCost, mode: m, sacrifices, colors }, out)) break;
      }
    }
  }
  return withAbilities;
}

/** Spells in the player's graveyard with flashback, cast for their flashback cost (CR 702.34a). */
function flashbackOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach, out: PlayerAction[]): void {
  for (const id of core.player(player).graveyard) {
    const def = core.def(core.obj(id));
    if (!flashbackMayBeCast(filtersOf(core, id, def), sorcery, reach)) continue;
    const sacrifices: (ObjectId | undefined)[] = def.spell?.additional_cost?.sacrifice ? sacrificeOptions(core, player, def).slice(0, 6) : [undefined];
    const how: CastHow = { kicked: false, altCost: 'Flashback', mode: undefined, sacrifices, colors: colorsOf(core, id) ?? [] };
    const modes = def.spell?.modes;
    if (!modes?.length) { castOptions(core, player, id, def.spell?.targets ?? [], how, out); continue; }
    for (let m = 0; m < modes.length; m++) if (!castOptions(core, player, id, modes[m]!.targets ?? [], { ...how, mode: m }, out)) break;
  }
}

/**
 * Abilities of cards in the player's hand that work from there: cycling (CR 702.29a). `cards` are those of the hand
 * that have any, in hand order (handOptions found them; a trial changes nothing).
 */
function handAbilityOptions(core: GameCore, player: PlayerId, cards: readonly ObjectId[], reach: Reach, out: PlayerAction[]): void {
  for (let i = 0; i < cards.length; i++) {
    const id = cards[i]!;
    const abilities = filtersOf(core, id, core.def(core.obj(id))).handAbilities;
    for (let index = 0; index < abilities.length; index++) {
      if (!handAbilityMayBeActivated(abilities[index]!, reach)) continue;
      const a: PlayerAction = { type: 'activate', player, source: id, ability: index, targets: [] };
      if (tryIt(checkActivation, core, a)) out.push(a);
    }
  }
}

/** A way to pay a spell (CR 601.2b): kicked (702.33) or not, an alternative cost (118.9) or none. Every field always set. */
interface CastWay { kicked: boolean; altCost: string | undefined }
const PLAIN_WAY: CastWay = Object.freeze({ kicked: false, altCost: undefined });
const KICKED_WAY: CastWay = Object.freeze({ kicked: true, altCost: undefined });
/** How one card is cast one way: the way, the mode (CR 700.2) if any, the permanents to sacrifice, the card's colours. */
interface CastHow extends CastWay { mode: number | undefined; sacrifices: (ObjectId | undefined)[]; colors: readonly string[] }

/** The casts of one card one way (a mode, a cost): per target choice and per permanent to sacrifice. False when none can work. */
function castOptions(core: GameCore, player: PlayerId, id: ObjectId, specs: { kind: string }[], how: CastHow, out: PlayerAction[]): boolean {
  for (const targets of targetChoices(core, specs, { id, controller: player, colors: how.colors })) {
    for (const sacrifice of how.sacrifices) {
      const a: PlayerAction = { type: 'cast', player, card: id, targets };
      if (how.mode !== undefined) a.mode = [how.mode];
      if (how.kicked) a.kicked = true;
      if (how.altCost !== undefined) a.altCost = how.altCost;
      if (sacrifice !== undefined) a.sacrifice = sacrifice;
      // {X} (CR 107.3): one cast per X value worth offering; a refusal of X = 0 says why, as below.
      if (hasX(core, id)) {
        const casts = xCasts(core, a, (c) => tryIt(checkCast, core, c));
        out.push(...casts);
        if (!casts.length && NOT_ABOUT_TARGETS.has(lastRefusal)) return false;
        continue;
      }
      if (tryIt(checkCast, core, a)) out.push(a);
      else if (NOT_ABOUT_TARGETS.has(lastRefusal)) return false;
    }
  }
  return true;
}

/** Activated abilities of the player's permanents (mana abilities are activated while paying). */
function battlefieldOptions(core: GameCore, player: PlayerId, sorcery: boolean, reach: Reach, out: PlayerAction[]): void {
  for (const { id, ability: ab, index, colors } of activatedAbilities(core, player)) {
    // The refusals checkActivation would give first, checked without building targets.
    if (!abilityMayBeActivated(core, id, ab, sorcery, reach)) continue;
    for (const targets of targetChoices(core, ab.targets, { id, controller: player, colors })) {
      const a: PlayerAction = { type: 'activate', player, source: id, ability: index, targets };
      if (tryIt(checkActivation, core, a)) out.push(a);
      else if (NOT_ABOUT_TARGETS.has(lastRefusal)) break;
    }
  }
}

/** Attacks at each opponent (CR 508.1b): one creature at a time, and all of them at one opponent. */
function attackOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const chars = battlefieldCharacteristics(core);
  const turn = core.s.turn;
  const can: ObjectId[] = [];
  for (const id of core.s.battlefield) {
    const c = untappedCreatureOf(core, chars, player, id);
    // A summoning-sick one (CR 302.6) is refused without cannotAttack putting its refusal into words.
    if (c && !sickNow(core.s.objects[id]!, true, c.keywords.includes('haste'), turn) && cannotAttack(core, player, id) === null) can.push(id);
  }
  const out: PlayerAction[] = [{ type: 'attack', player, attackers: [] }];
  const targets: Target[] = core.opponents(player).map((id) => ({ kind: 'player', id }));
  for (const t of targets) out.push(...can.map((id) => ({ type: 'attack' as const, player, attackers: [{ id, target: t }] })));
  if (can.length > 1) for (const t of targets) out.push({ type: 'attack' as const, player, attackers: can.map((id) => ({ id, target: t })) });
  return out;
}

function blockOptions(core: GameCore, player: PlayerId): PlayerAction[] {
  const out: PlayerAction[] = [{ type: 'block', player, blockers: [] }];
  // One blocker for an attacker with menace is never legal (CR 702.111b): those are not offered alone.
  const attackers = (core.s.combat?.attackers ?? []).map((a) => a.id).filter((a) => !characteristics(core, a)?.keywords.includes('menace'));
  const chars = battlefieldCharacteristics(core);
  for (const b of core.s.battlefield) {
    if (!untappedCreatureOf(core, chars, player, b)) continue;
    for (const a of attackers) if (cannotBlock(core, player, b, a) === null) out.push({ type: 'block', player, blockers: [{ id: b, blocks: a }] });
  }
  return out;
}

/**
 * An untapped creature on the battlefield the player controls: what every attacker and blocker is first (CR 508.1a,
 * 509.1a), its characteristics (from `chars`, the battlefield's), or undefined. The rest of cannotAttack and
 * cannotBlock is asked only of these: the others' refusals need no words.
 */
function untappedCreatureOf(core: GameCore, chars: ReadonlyMap<ObjectId, Characteristics>, player: PlayerId, id: ObjectId): Characteristics | undefined {
  const o = core.s.objects[id];
  if (!o || o.zone !== 'battlefield' || o.tapped) return undefined;
  const c = chars.get(id);
  return c && c.controller === player && c.types.includes('Creature') ? c : undefined;
}
