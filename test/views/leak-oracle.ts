/**
 * The leak oracle: an independent account of what each player may know, kept from the unredacted game as it is
 * played, against which their views and view streams are checked. It knows nothing of rules/view: it follows
 * where every object id is (or last was) and which card names each player has had a chance to see.
 *
 * What counts as a leak, for a viewer:
 * - an object id, anywhere an id can be, of an object that is in a zone hidden from them, or that was last seen
 *   there before it stopped existing (CR 400.7: a card leaving a hand or a library becomes a new object, and its
 *   old id would tell which card it was);
 * - a card name they have never had a chance to see;
 * - the name of a card moving between two zones both hidden from them (unless it is revealed);
 * - the random generator's state or the seed, or another player's hand listed.
 */
import type { GameEvent, GameState, ObjectId, PlayerId } from '../../rules/index.ts';

type Where = { zone: string; owner: PlayerId };

/** The zones hidden from a viewer: every library or deck, every hand but their own (CR 400.2, 401.2, 402.3). */
export function hiddenFrom(zone: string, owner: PlayerId, viewer: PlayerId): boolean {
  return zone === 'library' || zone === 'deck' || (zone === 'hand' && owner !== viewer);
}

/** Keys under which a number is an object id, whatever the structure (events, views, ruleset parts). */
const ID_KEYS = new Set([
  'object', 'oldId', 'newId', 'source', 'attacker', 'blocker', 'blocks', 'attachedTo', 'affected', 'objects', 'hand', 'library',
  'graveyard', 'exile', 'battlefield', 'under', 'bench', 'options', 'chosen', 'cards', 'dealtFirstStrike', 'blocked', 'loyaltyUsed',
  'cardId', 'attackerId', 'target', 'benched', 'from', 'to', 'active', 'id',
]);
/** Records keyed by object id. */
const ID_RECORDS = new Set(['objects', 'lki', 'pokemon']);
/** Keys whose string values may be card names. */
const NAME_KEYS = new Set(['card', 'sourceName', 'fromCard', 'sourceCard', 'copyOf', 'name']);
/** Keys a view must never have. */
const FORBIDDEN_KEYS = new Set(['rng', 'seed', 'stateHistory', 'energyPlan']);
/** Events that announce a card by name to everyone: casting, activating, triggering, playing a Trainer, evolving. */
const ANNOUNCED = new Set([
  'cast', 'activate', 'trigger', 'resolve', 'fizzle', 'counter_spell', 'create_token', 'pocket_trainer', 'pocket_evolve',
  'pocket_ability', 'pocket_attack', 'pocket_attack_failed', 'pocket_knock_out',
]);
const POCKET_ZONE: Record<string, string> = { deck: 'library', hand: 'hand', discard: 'graveyard', active: 'battlefield', bench: 'battlefield', under: 'battlefield' };

/** Whether the `id` key of this object holds an object id (a Target, an object, a stack item, a Pokémon, a combatant), not an effect's. */
function idIsObject(parent: Record<string, unknown>): boolean {
  if (parent['kind'] === 'object') return true;
  if ('card' in parent || 'under' in parent || 'blocks' in parent) return true;
  if ('abilityIndex' in parent && 'mode' in parent) return true;
  return 'target' in parent && !('name' in parent) && !('mod' in parent) && !('on' in parent);
}

type Trail = (string | number)[];

/** Where a value is, from the trail walk() keeps: `players[1].hand[0]`. */
export function pathOf(trail: Trail): string {
  return trail.map((t) => (typeof t === 'number' ? `[${t}]` : `.${t}`)).join('').slice(1);
}

/** What walk() reports, with the trail to the value (read it at once: the walk goes on changing it). */
export interface Visitor {
  id(n: number, trail: Trail): void;
  name(s: string, trail: Trail): void;
  key(k: string, trail: Trail): void;
  number(n: number): void;
}

/**
 * Walk a value: every number that is an object id, every string that may be a card name, every key, every number.
 * `active` is an object id except beside a `turn` (the active player of a view or of a step event).
 */
export function walk(value: unknown, visit: Visitor, trail: Trail = [], key = ''): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      trail.push(i);
      if (typeof v === 'number') {
        visit.number(v);
        if (ID_KEYS.has(key)) visit.id(v, trail);
      } else if (typeof v === 'object' && v !== null) {
        walk(v, visit, trail, key);
      }
      trail.pop();
    }
    return;
  }
  const o = value as Record<string, unknown>;
  for (const k in o) {
    const v = o[k];
    trail.push(k);
    visit.key(k, trail);
    if (ID_RECORDS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) {
      for (const id in v) { trail.push(Number(id)); visit.id(Number(id), trail); trail.pop(); }
    }
    if (typeof v === 'number') {
      visit.number(v);
      if (ID_KEYS.has(k) && !(k === 'id' && !idIsObject(o)) && !(k === 'active' && 'turn' in o)) visit.id(v, trail);
    } else if (typeof v === 'string') {
      if (NAME_KEYS.has(k)) visit.name(v, trail);
    } else if (typeof v === 'object' && v !== null) {
      walk(v, visit, trail, k);
    }
    trail.pop();
  }
}

/** Notes where the objects an unredacted event names are now. */
class Follower implements Visitor {
  constructor(private readonly oracle: LeakOracle) {}
  id(n: number): void { this.oracle.see(n); }
  name(): void {}
  key(): void {}
  number(): void {}
}

/** Finds what a viewer is shown but may not see. */
class LeakFinder implements Visitor {
  readonly out: string[] = [];
  constructor(private readonly oracle: LeakOracle, private readonly viewer: PlayerId, private readonly whereIs: () => string, private readonly rng: ReadonlySet<number> | null) {}
  private get where(): string { return this.whereIs(); }
  id(n: number, trail: Trail): void {
    if (this.oracle.hidden(n, this.viewer)) this.out.push(`${this.where}: ${pathOf(trail)} = ${n} is ${this.oracle.describe(n)} that player ${this.viewer} can't see`);
  }
  name(s: string, trail: Trail): void {
    if (!this.oracle.mayName(s, this.viewer)) this.out.push(`${this.where}: ${pathOf(trail)} names ${s}, which player ${this.viewer} has never seen`);
  }
  key(k: string, trail: Trail): void {
    if (FORBIDDEN_KEYS.has(k)) this.out.push(`${this.where}: ${pathOf(trail)} is shown to player ${this.viewer}`);
  }
  number(n: number): void {
    if (this.rng?.has(n)) this.out.push(`${this.where}: holds ${n}, a number of the generator's state`);
  }
}

/**
 * What each player may know in one game, kept up to date from the unredacted events (subscribe `track` to the
 * bus before anything that checks) and full scans of the state.
 */
export class LeakOracle {
  private readonly lastSeen = new Map<ObjectId, Where>();
  private readonly follower = new Follower(this);
  private readonly known: Set<string>[];

  constructor(private readonly state: () => GameState, private readonly cardNames: ReadonlySet<string>) {
    this.known = state().players.map(() => new Set<string>());
    this.scan();
  }

  /** Where every object is now, and the names each player sees now (public zones, their own hand, last known information). */
  scan(): void {
    const s = this.state();
    for (const key in s.objects) this.see(s.objects[key]!.id);
    for (const key in s.lki) { const l = s.lki[key]!; for (const k of this.known) { k.add(l.card); if (l.name) k.add(l.name); } }
  }

  /** Note where an object is now, and who may see its card there. */
  see(id: ObjectId): void {
    const o = this.state().objects[id];
    if (!o) return;
    const w = this.lastSeen.get(id);
    if (w) { w.zone = o.zone; w.owner = o.owner; } else this.lastSeen.set(id, { zone: o.zone, owner: o.owner });
    for (let p = 0; p < this.known.length; p++) {
      if (hiddenFrom(o.zone, o.owner, p) || (o.faceDown && o.controller !== p)) continue;
      this.known[p]!.add(o.card);
      if (o.copyOf) this.known[p]!.add(o.copyOf);
    }
  }

  private rescanHidden(): void {
    for (const p of this.state().players) { for (const id of p.hand) this.see(id); for (const id of p.library) this.see(id); }
  }

  /** Follow one unredacted event, right after it happened. */
  track(e: GameEvent): void {
    walk(e, this.follower);
    if (e.type === 'mulligan' || e.type === 'shuffle' || e.type === 'pocket_move' || e.type === 'pocket_knock_out') this.rescanHidden();
    const ev = e as Record<string, unknown>;
    const card = typeof ev['card'] === 'string' ? ev['card'] : null;
    if (card === null) return;
    if (ANNOUNCED.has(e.type)) {
      for (const k of this.known) { k.add(card); if (typeof ev['fromCard'] === 'string') k.add(ev['fromCard']); }
    } else if (e.type === 'zone_change' || e.type === 'pocket_move') {
      const owner = ev['owner'] as PlayerId;
      const from = e.type === 'pocket_move' ? POCKET_ZONE[e.from]! : e.from;
      const to = e.type === 'pocket_move' ? POCKET_ZONE[e.to]! : e.to;
      for (let p = 0; p < this.known.length; p++) {
        if (from === null || !hiddenFrom(from, owner, p) || !hiddenFrom(to, owner, p) || ev['cause'] === 'shuffle') this.known[p]!.add(card);
      }
    }
  }

  /** Whether `viewer` may not know this id: its object is in a hidden zone, or was last seen in one. */
  hidden(id: ObjectId, viewer: PlayerId): boolean {
    const o = this.state().objects[id];
    if (o) return hiddenFrom(o.zone, o.owner, viewer);
    const w = this.lastSeen.get(id);
    return w !== undefined && hiddenFrom(w.zone, w.owner, viewer);
  }

  /** Whether `viewer` may be shown this card name: any other string is not a card, and passes. */
  mayName(name: string, viewer: PlayerId): boolean {
    return !this.cardNames.has(name) || this.known[viewer]!.has(name);
  }

  /** The card an id is, and where it is or was last seen, for a problem's message. */
  describe(id: ObjectId): string {
    const o = this.state().objects[id];
    const w = o ? { zone: o.zone, owner: o.owner } : this.lastSeen.get(id);
    return `${o?.card ?? 'a card'} (${w ? `${o ? 'in' : 'last seen in'} player ${w.owner}'s ${w.zone}` : 'unknown'})`;
  }

  private problems(value: unknown, viewer: PlayerId, where: () => string, rng: ReadonlySet<number> | null = null): string[] {
    const finder = new LeakFinder(this, viewer, where, rng);
    walk(value, finder);
    return finder.out;
  }

  /** Problems with one event of `viewer`'s stream (`raw` is the unredacted event). */
  checkEvent(seen: unknown, raw: GameEvent, viewer: PlayerId): string[] {
    const out = this.problems(seen, viewer, () => `${raw.type} event to player ${viewer}`);
    if (raw.type === 'zone_change' || raw.type === 'pocket_move') {
      const from = raw.type === 'pocket_move' ? POCKET_ZONE[raw.from]! : raw.from;
      const to = raw.type === 'pocket_move' ? POCKET_ZONE[raw.to]! : raw.to;
      const card = (seen as { card?: unknown }).card;
      if (from !== null && hiddenFrom(from, raw.owner, viewer) && hiddenFrom(to, raw.owner, viewer) && raw.cause !== 'shuffle' && card !== null) {
        out.push(`${raw.type} event to player ${viewer}: ${from} → ${to} of player ${raw.owner} names ${String(card)}`);
      }
    }
    return out;
  }

  /**
   * Problems with `viewer`'s view of the state. It must list their own hand in full (ids in hand order, each
   * object with its card) and no other player's hand, and hold none of the generator's numbers.
   */
  checkView(view: unknown, viewer: PlayerId): string[] {
    this.scan();
    const s = this.state();
    const where = `view of player ${viewer} (turn ${s.turn}, ${s.step})`;
    // Large numbers only: a small one may be a count or an id by chance.
    const out = this.problems(view, viewer, () => where, new Set(s.rng.filter((n) => Math.abs(n) >= 65536)));
    const v = view as { players?: { hand?: unknown; handSize?: unknown; librarySize?: unknown }[]; objects?: Record<number, { card?: unknown }> };
    s.players.forEach((p, i) => {
      const side = v.players?.[i];
      if (i === viewer) {
        if (JSON.stringify(side?.hand) !== JSON.stringify(p.hand)) out.push(`${where}: their own hand is ${JSON.stringify(side?.hand)}, not ${JSON.stringify(p.hand)}`);
        for (const id of p.hand) if (v.objects?.[id]?.card !== s.objects[id]!.card) out.push(`${where}: their own card #${id} shows as ${String(v.objects?.[id]?.card)}`);
      } else if (side?.hand !== null) {
        out.push(`${where}: player ${i}'s hand is listed`);
      }
      if (side?.handSize !== p.hand.length || side?.librarySize !== p.library.length) out.push(`${where}: player ${i}'s hand or library size is wrong`);
    });
    return out;
  }
}

