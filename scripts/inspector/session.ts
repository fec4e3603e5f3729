/**
 * An inspected game: a seeded game between random bots, of any ruleset, whose actors report to XState's
 * inspection stream. The ruleset's part (its game, its charts, its board) is an {@link InspectedGame};
 * the session adds what every ruleset shares: the states lit from the stream, the log, step, run and pause.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import type { Inspect } from '../../actors/index.ts';
import type { GameState } from '../../rules/index.ts';

/**
 * A statechart the page draws. It lights the states of the last actor running `machine` to report, or,
 * with `follow`, of the actor `follow` names now (one of several actors of one machine).
 *
 * @example
 * const chart: InspectorChart = { name: 'turn', machine: turnMachine, columns: 5 };
 */
export interface InspectorChart {
  /** The chart's key in the view and on the page (`svg[data-machine="<name>"]`). */
  name: string;
  /** The heading drawn in the chart; `name` when left out. */
  title?: string;
  machine: AnyStateMachine;
  /** How many states a row holds (machines with parallel regions draw a row a region). */
  columns: number;
  follow?: () => { actor: AnyActorRef | null; caption: string };
}

/** The states a chart lights (atomic state ids: `upkeep`, `turn.Asleep`), the actor's context and a caption. */
export interface ChartView {
  states: string[];
  context: Record<string, unknown>;
  caption?: string;
}

/** A card as the page lists it. */
export interface CardView {
  name: string;
  tapped?: boolean;
  /** Shown after the name: damage, HP, Energy, conditions. */
  note?: string;
}

/** A zone of a player: listed card by card, or `inline` as one comma-separated line (graveyards). */
export interface ZoneView {
  name: string;
  cards: CardView[];
  inline?: boolean;
}

/** A player: the numbers that ruleset keeps (life, mana, points, hand, library), and the zones in view. */
export interface PlayerView {
  name: string;
  /** The active player (whose turn it is). */
  active: boolean;
  /** The player the game waits for (priority, or the decision). */
  deciding: boolean;
  counters: { label: string; value: string | number }[];
  zones: ZoneView[];
}

/** The position as a ruleset shows it. `stack` is null in a ruleset without a stack. */
export interface BoardView {
  result: string | null;
  pending: { kind: string; player: string } | null;
  stack: { name: string; kind: string; controller: string }[] | null;
  players: PlayerView[];
}

/** What the page shows: the charts' states (from the inspection stream), the board and the log. */
export interface InspectorView extends BoardView {
  seq: number;
  ruleset: string;
  seed: number;
  decisions: number;
  inspections: number;
  running: boolean;
  over: boolean;
  machines: Record<string, ChartView | null>;
  log: { i: number; text: string }[];
  logTotal: number;
  /** The actor tree from the inspection stream: each live actor with its parent's id (null for a root). */
  actors: { id: string; parent: string | null }[];
}

/**
 * One ruleset's game as the inspector drives it: built with `inspect` given to its actors, it lists its
 * charts, reports its log lines, steps one decision at a time and shows its board.
 *
 * @example
 * const inspected = inspectPocket(7, inspect);
 * inspected.onLine((line) => console.log(line));
 * inspected.start();
 * inspected.step();
 */
export interface InspectedGame<G = unknown> {
  readonly ruleset: string;
  readonly game: G;
  readonly charts: readonly InspectorChart[];
  readonly decisions: number;
  readonly over: boolean;
  /** Call `listener` with each log line the game's events make from now on. */
  onLine(listener: (line: string) => void): void;
  start(): void;
  /** One decision by the waiting player; false when nothing waits (the game is over). */
  step(): boolean;
  board(): BoardView;
  dispose(): void;
}

/** What every ruleset's game offers the inspector: its state, its events, and the means to play it. */
export interface DrivableGame<S, E> {
  readonly decisions: number;
  readonly over: boolean;
  readonly state: S;
  readonly bus: { readonly events$: { subscribe(next: (e: E) => void): unknown } };
  start(): void;
  step(): boolean;
  dispose(): void;
}

/**
 * An InspectedGame from a ruleset's game and what is its own (name, charts, board); the driving part is the
 * same for every ruleset. `format` turns an event into a log line (null for none).
 */
export function inspected<G extends DrivableGame<S, E>, S, E>(
  own: Pick<InspectedGame<G>, 'ruleset' | 'game' | 'charts' | 'board'>,
  format: (state: S, e: E) => string | null,
): InspectedGame<G> {
  const { game } = own;
  return {
    ...own,
    get decisions() { return game.decisions; },
    get over() { return game.over; },
    onLine: (listener) => {
      game.bus.events$.subscribe((e) => {
        const line = format(game.state, e);
        if (line !== null) listener(line);
      });
    },
    start: () => game.start(),
    step: () => game.step(),
    dispose: () => game.dispose(),
  };
}

/**
 * The atomic states of a state value as ids (the `data-state` of the chart's boxes).
 *
 * @example
 * stateIds('open'); // ['open']
 * stateIds({ turn: 'Asleep', poison: 'clear', burn: 'clear' }); // ['turn.Asleep', 'poison.clear', 'burn.clear']
 */
export function stateIds(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => stateIds(v).map((id) => `${k}.${id}`));
}

const LOG_SHOWN = 400;

/**
 * A game to inspect. `create` builds the ruleset's game with the session's inspection observer; the
 * session keeps the last snapshot each machine actor reported (`@xstate.snapshot`), by machine and by
 * actor, and forwards every inspection event to `forward` (for example Stately's inspector).
 *
 * @example
 * const session = new InspectorSession(7, (seed, inspect) => inspectMagic(seed, inspect));
 * session.step();
 * session.view().machines.turn?.states; // ['upkeep']
 */
export class InspectorSession<G = unknown> {
  readonly inspected: InspectedGame<G>;
  readonly seed: number;
  private readonly byMachine = new Map<string, ChartView>();
  private readonly byActor = new WeakMap<object, ChartView>();
  /** Every actor the inspection stream announced, in order, with its parent. */
  private readonly tree: { ref: AnyActorRef; parent: AnyActorRef | null }[] = [];
  private readonly lines: string[] = [];
  private inspections = 0;
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(view: InspectorView) => void>();

  constructor(seed: number, create: (seed: number, inspect: Inspect) => InspectedGame<G>, forward?: (event: InspectionEvent) => void) {
    this.seed = seed;
    const inspect: Inspect = (event) => {
      this.inspections++;
      if (event.type === '@xstate.actor') this.tree.push({ ref: event.actorRef as AnyActorRef, parent: (event.actorRef as unknown as { _parent?: AnyActorRef })._parent ?? null });
      const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
      if (typeof id !== 'string') return; // player actors: transition logic, their events carry the whole game
      if (event.type === '@xstate.snapshot') {
        const snap = event.snapshot as { value?: unknown; context?: Record<string, unknown> };
        const seen: ChartView = { states: stateIds(snap.value), context: { ...snap.context } };
        this.byMachine.set(id, seen);
        this.byActor.set(event.actorRef, seen);
      }
      forward?.(event);
    };
    this.inspected = create(seed, inspect);
    this.inspected.onLine((line) => this.lines.push(line.replace(/^\n/, '')));
    this.inspected.start();
  }

  /** The ruleset's game (`Game`, `AdventureGame`, `PocketGame`). */
  get game(): G {
    return this.inspected.game;
  }

  /** One decision by the waiting player; false when the game is over. */
  step(): boolean {
    const moved = this.inspected.step();
    if (!moved) this.pause();
    this.changed();
    return moved;
  }

  /** Step every `ms` milliseconds until paused or over. */
  run(ms = 120): void {
    if (this.timer || this.inspected.over) return this.changed();
    this.timer = setInterval(() => this.step(), ms);
    this.changed();
  }

  pause(): void {
    if (this.timer) clearInterval(this.timer);
    const was = this.timer !== null;
    this.timer = null;
    if (was) this.changed();
  }

  onChange(listener: (view: InspectorView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.seq++;
    if (this.listeners.size === 0) return;
    const view = this.view();
    for (const l of this.listeners) l(view);
  }

  private chartView(chart: InspectorChart): ChartView | null {
    if (!chart.follow) return this.byMachine.get(chart.machine.id) ?? null;
    const { actor, caption } = chart.follow();
    const seen = actor ? this.byActor.get(actor) : undefined;
    return { states: seen?.states ?? [], context: seen?.context ?? {}, caption };
  }

  view(): InspectorView {
    const { inspected } = this;
    return {
      seq: this.seq,
      ruleset: inspected.ruleset,
      seed: this.seed,
      decisions: inspected.decisions,
      inspections: this.inspections,
      running: this.timer !== null,
      over: inspected.over,
      ...inspected.board(),
      machines: Object.fromEntries(inspected.charts.map((c) => [c.name, this.chartView(c)])),
      log: this.lines.slice(-LOG_SHOWN).map((text, k) => ({ i: Math.max(0, this.lines.length - LOG_SHOWN) + k, text })),
      logTotal: this.lines.length,
      actors: this.liveActors(),
    };
  }

  /** The actors still running, each with its parent (stopped ones are dropped from the list as they are seen). */
  private liveActors(): { id: string; parent: string | null }[] {
    for (let i = this.tree.length - 1; i >= 0; i--) if (this.tree[i]!.ref.getSnapshot().status === 'stopped') this.tree.splice(i, 1);
    return this.tree.map(({ ref, parent }) => ({ id: ref.id, parent: parent?.id ?? null }));
  }

  dispose(): void {
    this.pause();
    this.listeners.clear();
    this.inspected.dispose();
  }
}

/**
 * A game's result as the status line shows it, or null while it goes on (the state all rulesets share).
 *
 * @example
 * resultText(game.state); // 'White-Blue wins (life 0)'
 */
export function resultText(s: GameState): string | null {
  const r = s.result;
  if (!r) return null;
  return r.draw || r.winner === null ? `draw (${r.reason})` : `${s.players[r.winner]?.name ?? `player ${r.winner}`} wins (${r.reason})`;
}
