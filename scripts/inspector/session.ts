/** An inspected game: a seeded game between random bots whose actors report to XState's inspection stream. */
import type { InspectionEvent } from 'xstate';
import { formatEvent, newGame, randomPolicy, type Game, type Inspect } from '../../actors/index.ts';
import { builtInMagic } from '../lib/decks.ts';

/** The machines the page draws. */
export const MACHINES = ['turn', 'priority', 'stack', 'combat'] as const;
export type MachineName = (typeof MACHINES)[number];

/** What the page shows: the machines' states (from the inspection stream), the zones, the stack and the log. */
export interface InspectorView {
  seq: number;
  seed: number;
  decisions: number;
  inspections: number;
  running: boolean;
  over: boolean;
  result: string | null;
  pending: { kind: string; player: string } | null;
  machines: Record<MachineName, { value: string; context: Record<string, unknown> } | null>;
  stack: { name: string; kind: string; controller: string }[];
  players: {
    name: string; life: number; poison: number; hand: number; library: number; active: boolean; priority: boolean;
    battlefield: { name: string; tapped: boolean }[]; graveyard: string[];
  }[];
  log: { i: number; text: string }[];
  logTotal: number;
}

const LOG_SHOWN = 400;

/**
 * A game to inspect. Every actor the game creates gets `inspect`; the session keeps the last snapshot
 * each machine actor reported (`@xstate.snapshot`), and forwards every inspection event to `forward`
 * (for example Stately's inspector).
 *
 * @example
 * const session = new InspectorSession(7);
 * session.step();
 * session.view().machines.turn?.value; // 'upkeep'
 */
export class InspectorSession {
  readonly game: Game;
  readonly seed: number;
  private readonly snapshots = new Map<string, { value: string; context: Record<string, unknown> }>();
  private readonly lines: string[] = [];
  private inspections = 0;
  private seq = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly listeners = new Set<(view: InspectorView) => void>();

  constructor(seed: number, forward?: (event: InspectionEvent) => void) {
    this.seed = seed;
    const { pool, decks } = builtInMagic();
    const inspect: Inspect = (event) => {
      this.inspections++;
      const id = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
      if (typeof id !== 'string') return; // player actors: transition logic, their events carry the whole game
      if (event.type === '@xstate.snapshot') {
        const snap = event.snapshot as { value?: unknown; context?: Record<string, unknown> };
        this.snapshots.set(id, { value: String(snap.value), context: { ...snap.context } });
      }
      forward?.(event);
    };
    this.game = newGame({ seed, decks, cards: pool, policies: [randomPolicy(seed * 2 + 1), randomPolicy(seed * 2 + 2)], inspect, mirrorMachines: true });
    this.game.bus.events$.subscribe((e) => {
      const line = formatEvent(this.game.state, e);
      if (line !== null) this.lines.push(line.replace(/^\n/, ''));
    });
    this.game.start();
  }

  /** One decision by the waiting player; false when the game is over. */
  step(): boolean {
    const moved = this.game.step();
    if (!moved) this.pause();
    this.changed();
    return moved;
  }

  /** Step every `ms` milliseconds until paused or over. */
  run(ms = 120): void {
    if (this.timer || this.game.over) return this.changed();
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

  view(): InspectorView {
    const s = this.game.state;
    const name = (id: number) => s.objects[id]?.card ?? `#${id}`;
    const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
    const r = s.result;
    const machines = Object.fromEntries(MACHINES.map((m) => [m, this.snapshots.get(m) ?? null])) as InspectorView['machines'];
    return {
      seq: this.seq,
      seed: this.seed,
      decisions: this.game.decisions,
      inspections: this.inspections,
      running: this.timer !== null,
      over: this.game.over,
      result: r ? (r.draw ? `draw (${r.reason})` : `${who(r.winner!)} wins (${r.reason})`) : null,
      pending: s.pending && !r ? { kind: s.pending.kind, player: who(s.pending.player) } : null,
      machines,
      stack: s.stack.map((item) => ({ name: s.objects[item.source]?.card ?? s.lki[item.source]?.card ?? `#${item.source}`, kind: item.kind, controller: who(item.controller) })).reverse(),
      players: s.players.map((p) => ({
        name: p.name,
        life: p.life,
        poison: p.poison,
        hand: p.hand.length,
        library: p.library.length,
        active: s.active === p.id,
        priority: s.priority === p.id,
        battlefield: s.battlefield.filter((id) => s.objects[id]?.controller === p.id).map((id) => ({ name: name(id), tapped: s.objects[id]!.tapped })),
        graveyard: p.graveyard.map(name),
      })),
      log: this.lines.slice(-LOG_SHOWN).map((text, k) => ({ i: Math.max(0, this.lines.length - LOG_SHOWN) + k, text })),
      logTotal: this.lines.length,
    };
  }

  dispose(): void {
    this.pause();
    this.listeners.clear();
    this.game.dispose();
  }
}
