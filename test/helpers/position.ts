/**
 * A position builder for rules tests: describe the zones, the step and the turn; get a started `Game`
 * waiting at that point, with a scripted decider for in-action choices and helpers to act and inspect.
 *
 * @example
 * const p = position({
 *   step: 'precombat_main', turn: 3,
 *   players: [{ battlefield: ['Grizzly Bears', { card: 'Mountain', tapped: false }], hand: ['Lightning Bolt'] }, {}],
 * });
 * p.cast(0, 'Lightning Bolt', { targets: [p.card('Grizzly Bears')] });
 * p.resolve();
 * expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
 */
import { Game } from '../../actors/game.ts';
import { scriptedPolicy } from '../../actors/scripted-policy.ts';
import { loadCardPool } from '../../rules/cards/index.ts';
import type { CardDef, CardPool } from '../../rules/cards/index.ts';
import { addObject, characteristics, createGameState, defaultAnswer, explain } from '../../rules/index.ts';
import type {
  Answer, CardSource, Characteristics, Choice, ChoiceAnswers, ChoiceKind, GameEvent, GameObject, GameState,
  ObjectId, PlayerAction, PlayerId, Target, ZoneName,
} from '../../rules/index.ts';

let pool: CardPool | null = null;
/** The Magic card pool, loaded once per test file. */
export function cards(): CardPool {
  pool ??= loadCardPool('cards/magic');
  return pool;
}

/** A permanent or card in a zone: its name, or its name with state. */
export type ObjectSpec = string | {
  card: string;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  /** Summoning sick: it came under its controller's control this turn (CR 302.6). Default false. */
  sick?: boolean;
  /** Controller, when it is not the player whose list it is in (that player stays the owner). */
  controller?: PlayerId;
  token?: boolean;
  /** For Auras and Equipment: the card name of the permanent it is attached to (the first such). */
  attachedTo?: string;
  /** A label to find the object's first id by: `p.label('mine')`. */
  as?: string;
};

export interface PlayerSpec {
  life?: number;
  poison?: number;
  battlefield?: ObjectSpec[];
  hand?: ObjectSpec[];
  /** Top first. */
  library?: ObjectSpec[];
  graveyard?: ObjectSpec[];
  exile?: ObjectSpec[];
  landsPlayed?: number;
  /** Mana already in the pool, as symbols: "{W}{W}{C}". */
  pool?: string;
}

/** An answer, or a function of the choice that returns one (e.g. pick an option by its text). */
export type Scripted<K extends ChoiceKind> = ChoiceAnswers[K] | ((c: Extract<Choice, { kind: K }>) => ChoiceAnswers[K]);
export type AnswerScript = { [K in ChoiceKind]?: Scripted<K>[] };

export interface PositionSpec {
  players: PlayerSpec[];
  active?: PlayerId;
  step?: string;
  turn?: number;
  seed?: number;
  /** Answers to in-action choices, in order per kind; unanswered choices take the documented default. */
  answers?: AnswerScript;
  /** Extra card definitions (test-only printings), looked up before the pool. */
  extraCards?: CardDef[];
}

export const P = (id: PlayerId): Target => ({ kind: 'player', id });
export const O = (id: ObjectId): Target => ({ kind: 'object', id });

/** A one-line description of an event, for order-of-effects assertions. */
export function describeEvent(s: GameState, ev: GameEvent, names: Map<ObjectId, string>): string {
  const n = (id: ObjectId) => names.get(id) ?? s.objects[id]?.card ?? s.lki[id]?.card ?? `#${id}`;
  const t = (x: Target) => (x.kind === 'player' ? `P${x.id}` : n(x.id));
  switch (ev.type) {
    case 'damage': return `damage ${ev.sourceName} -> ${t(ev.target)} ${ev.amount}${ev.combat ? ' (combat)' : ''}`;
    case 'life': return `life P${ev.player} ${ev.amount > 0 ? '+' : ''}${ev.amount}`;
    case 'zone_change': return `${ev.card}: ${ev.from ?? 'new'} -> ${ev.to}`;
    case 'prevented': return `prevented ${n(ev.source)} -> ${t(ev.target)} ${ev.amount}`;
    case 'trigger': return `trigger ${ev.card} (P${ev.controller})`;
    case 'resolve': return `resolve ${ev.card}`;
    case 'fizzle': return `fizzle ${ev.card}`;
    case 'cast': return `cast ${ev.card} (P${ev.player})`;
    case 'counter': return `counter ${n(ev.object)} ${ev.kind} ${ev.amount > 0 ? '+' : ''}${ev.amount}`;
    case 'destroy': return `destroy ${n(ev.object)}`;
    case 'lose': return `lose P${ev.player}`;
    case 'step': return `step ${ev.step}`;
    default: return ev.type;
  }
}

/**
 * A game positioned by `position()`: the `Game`, plus lookups by card name and helpers that submit actions
 * the way a player would.
 */
export class Position {
  readonly asked: Choice[] = [];
  private readonly queues: AnswerScript;
  private readonly labels = new Map<string, ObjectId>();
  private readonly standing = new Map<ChoiceKind, Scripted<ChoiceKind>>();
  /** Every object id the test has seen, with its card name (ids change when objects change zones). */
  private readonly names = new Map<ObjectId, string>();

  constructor(readonly game: Game, queues: AnswerScript, labels: Map<string, ObjectId>) {
    this.queues = queues;
    for (const [k, v] of labels) this.labels.set(k, v);
  }

  get core() { return this.game.core; }
  get s(): GameState { return this.game.core.s; }
  get log(): GameEvent[] { return this.game.core.log; }

  /** Queue more answers for in-action choices. */
  answer<K extends ChoiceKind>(kind: K, ...answers: Scripted<K>[]): this {
    const q = (this.queues[kind] ??= []) as Scripted<K>[];
    q.push(...answers);
    return this;
  }

  /** Answer every later choice of this kind this way once its queue is empty. */
  always<K extends ChoiceKind>(kind: K, answer: Scripted<K>): this {
    this.standing.set(kind, answer as Scripted<ChoiceKind>);
    return this;
  }

  /** The decider the Game uses: scripted answers first, then standing answers, then the default. */
  decide(choice: Choice): Answer {
    this.asked.push(choice);
    const q = this.queues[choice.kind] as Scripted<ChoiceKind>[] | undefined;
    const next = q?.shift() ?? this.standing.get(choice.kind);
    if (next === undefined) return defaultAnswer(choice);
    return typeof next === 'function' ? (next as (c: Choice) => Answer)(choice) : next;
  }

  /** Choices of one kind asked so far. */
  askedOf<K extends ChoiceKind>(kind: K): Extract<Choice, { kind: K }>[] {
    return this.asked.filter((c): c is Extract<Choice, { kind: K }> => c.kind === kind);
  }

  // ---- lookups --------------------------------------------------------------------------------------

  /** Ids of objects with this card name, in timestamp order, optionally in one zone or under one controller. */
  ids(card: string, where: { zone?: ZoneName; controller?: PlayerId; owner?: PlayerId } = {}): ObjectId[] {
    const out: GameObject[] = [];
    for (const o of Object.values(this.s.objects)) {
      if (o.card.toLowerCase() !== card.toLowerCase()) continue;
      if (where.zone && o.zone !== where.zone) continue;
      if (where.owner !== undefined && o.owner !== where.owner) continue;
      if (where.controller !== undefined && this.controller(o.id) !== where.controller) continue;
      out.push(o);
    }
    return out.sort((a, b) => a.timestamp - b.timestamp).map((o) => { this.names.set(o.id, o.card); return o.id; });
  }

  /** The id of the (first) object with this card name; throws when there is none. */
  id(card: string, where: { zone?: ZoneName; controller?: PlayerId; owner?: PlayerId; nth?: number } = {}): ObjectId {
    const found = this.ids(card, where)[where.nth ?? 0];
    if (found === undefined) {
      const all = Object.values(this.s.objects).map((o) => `${o.card}@${o.zone}`).join(', ');
      throw new Error(`no object "${card}" matching ${JSON.stringify(where)}; objects: ${all}`);
    }
    return found;
  }

  /** The object target for the (first) permanent with this name, or a spell on the stack. */
  card(card: string, where: { zone?: ZoneName; controller?: PlayerId; nth?: number } = {}): Target {
    return O(this.id(card, where));
  }

  /** The first id of a labelled object (`as:` in its spec). */
  label(name: string): ObjectId {
    const id = this.labels.get(name);
    if (id === undefined) throw new Error(`no label "${name}"`);
    return id;
  }

  obj(card: string | ObjectId): GameObject {
    const id = typeof card === 'number' ? card : this.id(card);
    return this.core.obj(id);
  }

  /** Where the object with this name is now (the newest object with that name); null if none exists. */
  zoneOf(card: string, where: { owner?: PlayerId } = {}): ZoneName | null {
    const ids = this.ids(card, where);
    if (!ids.length) return null;
    return this.core.obj(ids[ids.length - 1]!).zone;
  }

  chars(card: string | ObjectId): Characteristics {
    const id = typeof card === 'number' ? card : this.id(card, { zone: 'battlefield' });
    const c = characteristics(this.core, id);
    if (!c) throw new Error(`no characteristics for #${id}`);
    return c;
  }

  /** Power/toughness as "p/t". */
  pt(card: string | ObjectId): string {
    const c = this.chars(card);
    return `${c.power}/${c.toughness}`;
  }

  controller(id: ObjectId): PlayerId {
    return characteristics(this.core, id)?.controller ?? this.core.obj(id).controller;
  }

  explain(card: string | ObjectId) {
    const id = typeof card === 'number' ? card : this.id(card, { zone: 'battlefield' });
    return explain(this.core, id);
  }

  life(player: PlayerId): number { return this.s.players[player]!.life; }

  // ---- events --------------------------------------------------------------------------------------

  /** The current length of the log: pass it to `since` to see what an action caused. */
  mark(): number { return this.log.length; }

  since(mark = 0): GameEvent[] { return this.log.slice(mark); }

  /** Events of one type, optionally since a mark. */
  events<T extends GameEvent['type']>(type: T, mark = 0): Extract<GameEvent, { type: T }>[] {
    return this.since(mark).filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }

  /** The log since a mark as one-line descriptions, optionally only some event types. */
  flush(mark = 0, types?: GameEvent['type'][]): string[] {
    for (const o of Object.values(this.s.objects)) this.names.set(o.id, o.card);
    return this.since(mark).filter((e) => !types || types.includes(e.type)).map((e) => describeEvent(this.s, e, this.names));
  }

  // ---- actions -------------------------------------------------------------------------------------

  submit(action: PlayerAction): this {
    this.game.submit(action);
    return this;
  }

  private hand(player: PlayerId, card: string): ObjectId {
    return this.id(card, { zone: 'hand', owner: player });
  }

  /** Cast a spell from a player's hand (targets as Target objects; see `card()` and `P()`). */
  cast(player: PlayerId, card: string, opts: Omit<Extract<PlayerAction, { type: 'cast' }>, 'type' | 'player' | 'card'> = {}): this {
    return this.submit({ type: 'cast', player, card: this.hand(player, card), ...opts });
  }

  /** Activate the ability numbered `ability` of a permanent (by name or id). */
  activate(player: PlayerId, source: string | ObjectId, ability: number, opts: Omit<Extract<PlayerAction, { type: 'activate' }>, 'type' | 'player' | 'source' | 'ability'> = {}): this {
    const id = typeof source === 'number' ? source : this.id(source, { zone: 'battlefield', controller: player });
    return this.submit({ type: 'activate', player, source: id, ability, ...opts });
  }

  playLand(player: PlayerId, card: string): this {
    return this.submit({ type: 'play_land', player, card: this.hand(player, card) });
  }

  /** The player the game waits for. */
  waitingFor(): PlayerId | null { return this.s.pending?.player ?? null; }

  /** Pass priority once, for whoever holds it. */
  pass(): this {
    const p = this.s.pending;
    if (!p || p.kind !== 'priority') throw new Error(`pass: the game waits for ${p ? p.kind : 'nothing'}`);
    return this.submit({ type: 'pass', player: p.player });
  }

  /** Everyone passes until the current top of the stack has left it (resolved, fizzled or countered). */
  resolve(): this {
    const top = this.s.stack[this.s.stack.length - 1];
    if (!top) throw new Error('resolve: the stack is empty');
    for (let i = 0; i < 50 && !this.s.result && this.s.stack.some((x) => x.id === top.id); i++) this.pass();
    return this;
  }

  /** Everyone passes until the stack is empty. */
  resolveAll(): this {
    for (let i = 0; i < 200 && !this.s.result && this.s.stack.length; i++) this.pass();
    return this;
  }

  /**
   * Pass until the game reaches `step` (of `turn`, by default this turn or the next) with priority, declaring
   * no attackers and no blockers on the way. Resolves whatever is on the stack.
   */
  toStep(step: string, turn?: number): this {
    const want = turn ?? (this.stepIndex(step) > this.stepIndex(this.s.step) ? this.s.turn : this.s.turn + 1);
    for (let i = 0; i < 500 && !this.s.result; i++) {
      const p = this.s.pending;
      if (this.s.step === step && this.s.turn === want && p) return this;
      if (!p) throw new Error(`toStep: nothing pending at ${this.s.step}`);
      if (p.kind === 'attackers') this.submit({ type: 'attack', player: p.player, attackers: [] });
      else if (p.kind === 'blockers') this.submit({ type: 'block', player: p.player, blockers: [] });
      else this.pass();
    }
    if (this.s.result) return this;
    throw new Error(`toStep: never reached ${step} of turn ${want}`);
  }

  private stepIndex(step: string): number {
    return this.game.steps.findIndex((x) => x.name === step);
  }

  /** Move to declare attackers and attack the opponent (or the given target) with these creatures. */
  attack(attackers: (string | ObjectId | [string | ObjectId, Target])[], player?: PlayerId): this {
    if (this.s.pending?.kind !== 'attackers') this.toAttackers();
    const p = player ?? this.s.active;
    const defender = this.core.opponents(p)[0]!;
    const list = attackers.map((a) => {
      const [who, target] = Array.isArray(a) ? a : [a, P(defender)];
      const id = typeof who === 'number' ? who : this.id(who, { zone: 'battlefield', controller: p });
      return { id, target };
    });
    return this.submit({ type: 'attack', player: p, attackers: list });
  }

  /** Pass to the declare attackers step, where the active player must declare. */
  toAttackers(): this {
    for (let i = 0; i < 100 && !this.s.result; i++) {
      if (this.s.pending?.kind === 'attackers') return this;
      this.pass();
    }
    throw new Error('toAttackers: never reached the declaration of attackers');
  }

  /** Declare blockers: [blocker, attacker] pairs by name or id. Passes to the declaration first if needed. */
  block(pairs: [string | ObjectId, string | ObjectId][]): this {
    for (let i = 0; i < 20 && this.s.pending?.kind === 'priority'; i++) this.pass();
    const p = this.s.pending;
    if (p?.kind !== 'blockers') throw new Error(`block: the game waits for ${p?.kind ?? 'nothing'}`);
    const defender = p.player;
    const active = this.s.active;
    const list = pairs.map(([b, a]) => ({
      id: typeof b === 'number' ? b : this.id(b, { zone: 'battlefield', controller: defender }),
      blocks: typeof a === 'number' ? a : this.id(a, { zone: 'battlefield', controller: active }),
    }));
    return this.submit({ type: 'block', player: defender, blockers: list });
  }
}

function specOf(o: ObjectSpec): Exclude<ObjectSpec, string> {
  return typeof o === 'string' ? { card: o } : o;
}

function sourceWith(extra: CardDef[] | undefined): CardSource {
  const base = cards();
  if (!extra?.length) return base;
  const byName = new Map(extra.map((d) => [d.name.toLowerCase(), d]));
  return {
    get: (name) => byName.get(name.toLowerCase()) ?? base.get(name),
    require: (name) => byName.get(name.toLowerCase()) ?? base.require(name),
  };
}

/**
 * Build a game at a position and start it there (no turn-based actions for the starting step).
 * Permanents are not summoning sick unless `sick: true`; planeswalkers get their printed loyalty.
 */
export function position(spec: PositionSpec): Position {
  const turn = spec.turn ?? 3;
  const src = sourceWith(spec.extraCards);
  const s = createGameState({ seed: spec.seed ?? 1, players: spec.players.map((_, i) => ({ name: `P${i}`, deck: [] })) });
  s.turn = turn;
  s.active = spec.active ?? 0;
  s.step = spec.step ?? 'precombat_main';
  const labels = new Map<string, ObjectId>();
  const attach: [ObjectId, string][] = [];
  const zones: ZoneName[] = ['library', 'hand', 'graveyard', 'exile', 'battlefield'];
  spec.players.forEach((ps, owner) => {
    const player = s.players[owner]!;
    if (ps.life !== undefined) player.life = ps.life;
    if (ps.poison !== undefined) player.poison = ps.poison;
    if (ps.landsPlayed !== undefined) player.landsPlayed = ps.landsPlayed;
    for (const sym of ps.pool?.match(/[WUBRGC]/g) ?? []) player.pool[sym as 'W']++;
    for (const zone of zones) {
      for (const raw of (ps[zone as keyof PlayerSpec] as ObjectSpec[] | undefined) ?? []) {
        const o = specOf(raw);
        const def = src.require(o.card);
        const obj = addObject(s, def.name, owner, zone, o.token ?? def.token);
        if (o.as) labels.set(o.as, obj.id);
        if (zone === 'battlefield') {
          s.battlefield.push(obj.id);
          obj.controller = o.controller ?? owner;
          obj.tapped = !!o.tapped;
          obj.damage = o.damage ?? 0;
          obj.counters = { ...(o.counters ?? {}) };
          if (def.loyalty !== null && obj.counters['loyalty'] === undefined) obj.counters['loyalty'] = def.loyalty;
          obj.controlledSince = o.sick ? turn : turn - 1;
          if (o.attachedTo) attach.push([obj.id, o.attachedTo]);
        } else {
          (player[zone as 'library' | 'hand' | 'graveyard' | 'exile']).push(obj.id);
        }
      }
    }
  });
  for (const [id, host] of attach) {
    const h = s.battlefield.find((x) => s.objects[x]!.card.toLowerCase() === host.toLowerCase() && x !== id);
    if (h === undefined) throw new Error(`attachedTo: no permanent "${host}" on the battlefield`);
    s.objects[id]!.attachedTo = h;
  }
  const queues: AnswerScript = {};
  for (const [k, v] of Object.entries(spec.answers ?? {})) (queues as Record<string, unknown[]>)[k] = [...(v as unknown[])];
  let pos: Position | null = null;
  const game = new Game(s, {
    cards: src,
    policies: spec.players.map(() => scriptedPolicy({})),
    choose: (c) => pos!.decide(c),
  });
  pos = new Position(game, queues, labels);
  game.resume();
  return pos;
}
