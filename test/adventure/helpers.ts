/**
 * Adventure test helpers: positions written like a scenario's setup, run by the real runtime, with lookups
 * by card name and an event log to assert on; the built-in pool and decks; checked random games.
 */
import { AdventureGame, adventureRandomPolicy, newAdventureGame } from '../../actors/adventure/index.ts';
import { scriptedPolicy } from '../../actors/index.ts';
import { IllegalActionError, defaultAnswer } from '../../rules/index.ts';
import type { Answer, Choice, GameEvent, ObjectId, PlayerAction, Target } from '../../rules/index.ts';
import { adventureInvariants, loadAdventureDeck, loadAdventurePool } from '../../rules/adventure/index.ts';
import type { AdventurePool, AdventureState } from '../../rules/adventure/index.ts';
import { buildAdventureState } from '../../scripts/scenario/adventure/index.ts';
import type { Obj, Scenario } from '../../scripts/scenario/types.ts';

export const pool: AdventurePool = loadAdventurePool('cards/adventure');
export const decks = ['adventure-knights', 'adventure-wildfire'].map((d) => loadAdventureDeck(`cards/decks/${d}.yaml`, pool));

export const A = 0;
export const B = 1;

/** A position as a scenario setup describes it (turn, active, step, players with zones, life, mana). */
export interface PositionSpec { turn?: number; active?: 'A' | 'B'; step?: string; players: Obj }

/** A started position: the game, lookups and the actions tests submit. */
export class Position {
  readonly answers: Answer[] = [];
  constructor(readonly game: AdventureGame) {}
  get s(): AdventureState { return this.game.state; }
  get log(): GameEvent[] { return this.game.core.log; }

  /** The object of that card name (battlefield first), `n`-th in timestamp order, optionally of one player. */
  id(name: string, player?: number, n = 1): ObjectId {
    const ids = Object.values(this.s.objects)
      .filter((o) => o.card === name && (player === undefined || (o.zone === 'battlefield' ? o.controller : o.owner) === player))
      .sort((x, y) => Number(y.zone === 'battlefield') - Number(x.zone === 'battlefield') || x.timestamp - y.timestamp);
    const o = ids[n - 1];
    if (!o) throw new Error(`no ${name}${player === undefined ? '' : ` of player ${player}`}`);
    return o.id;
  }

  zone(name: string, player?: number): string { return this.s.objects[this.id(name, player)]!.zone; }
  life(): number[] { return this.s.players.map((p) => p.life); }
  mana(p: number): { max: number; available: number } { return { ...this.s.adventure.mana[p]! }; }

  submit(a: PlayerAction): void { this.game.submit(a); }
  pass(player = this.s.pending!.player): void { this.game.submit({ type: 'pass', player }); }
  cast(player: number, name: string, targets: Target[] = []): void { this.game.submit({ type: 'cast', player, card: this.id(name, player), targets }); }
  activate(player: number, name: string, targets: Target[] = [], ability = 0): void { this.game.submit({ type: 'activate', player, source: this.id(name, player), ability, targets }); }
  attack(player: number, ...names: string[]): void { this.game.submit({ type: 'attack', player, attackers: names.map((n) => ({ id: this.id(n, player), target: { kind: 'player', id: 1 - player } })) }); }
  block(player: number, blocker: string, attacker: string): void { this.game.submit({ type: 'block', player, blockers: [{ id: this.id(blocker, player), blocks: this.id(attacker, 1 - player) }] }); }

  /** The action is refused with this code and the state stays as it was. */
  refused(f: () => void): string {
    const before = JSON.stringify(this.s);
    try { f(); } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      if (JSON.stringify(this.s) !== before) throw new Error(`refused (${e.code}) but the state changed`);
      return e.code;
    }
    throw new Error('the action was accepted');
  }

  /** Pass for whoever decides until the phase (and turn) is reached and someone holds priority there. */
  passUntil(step: string, turn = this.s.turn): void {
    for (let i = 0; i < 1000 && !this.game.over; i++) {
      if (this.s.step === step && this.s.turn === turn && this.s.pending) return;
      this.pass();
    }
    throw new Error(`never reached ${step} of turn ${turn}`);
  }

  /** Events of these types since log index `from`, compact. */
  events(from: number, ...types: string[]): GameEvent[] { return this.log.slice(from).filter((e) => !types.length || types.includes(e.type)); }
  target(name: string, player?: number): Target { return { kind: 'object', id: this.id(name, player) }; }
}

/** Player targets. */
export const player = (id: number): Target => ({ kind: 'player', id });

/**
 * Build and resume a position through the real runtime.
 * @example const p = position({ players: { A: { battlefield: ['Ogre'] }, B: {} } });
 */
export function position(spec: PositionSpec): Position {
  const sc = { id: 'test', ruleset: 'adventure', setup: { turn: spec.turn ?? 1, active: spec.active ?? 'A', step: spec.step ?? 'main', players: spec.players }, actions: [], expect: [], file: 'test' } as unknown as Scenario;
  for (const k of ['A', 'B']) {
    const p = ((spec.players[k] ?? {}) as Obj);
    if (p['library'] === undefined) (sc.setup['players'] as Obj)[k] = { ...p, library: [{ card: 'Peasant', count: 20 }] };
  }
  let pos: Position | null = null;
  const choose = (c: Choice): Answer => (pos && pos.answers.length ? pos.answers.shift()! : defaultAnswer(c));
  const game = new AdventureGame(buildAdventureState(sc, pool), { cards: pool, policies: [scriptedPolicy({}), scriptedPolicy({})], choose, objectActors: false, maxTurns: 200 });
  pos = new Position(game);
  game.resume();
  return pos;
}

/** Cards per owner, to check none is created or lost. */
export function cardCounts(s: AdventureState): number[] {
  return s.players.map((p) => Object.values(s.objects).filter((o) => o.owner === p.id).length);
}

/** A seeded random game between the built-in decks. */
export function randomAdventureGame(seed: number, options: { objectActors?: boolean; keepLog?: boolean } = {}): AdventureGame {
  return newAdventureGame({ seed, decks, cards: pool, policies: [adventureRandomPolicy(seed * 2 + 1), adventureRandomPolicy(seed * 2 + 2)], objectActors: options.objectActors ?? false, keepLog: options.keepLog ?? false });
}

/** Play a seeded random game one decision at a time, checking the invariants after each; returns what broke. */
export function playChecked(seed: number, maxDecisions = 20_000): { game: AdventureGame; broken: string[]; decisions: number } {
  const game = randomAdventureGame(seed);
  game.start();
  const counts = cardCounts(game.state);
  const broken: string[] = [];
  let decisions = 0;
  const check = () => {
    for (const b of adventureInvariants(game.core)) broken.push(`seed ${seed}, turn ${game.state.turn} ${game.state.step}: ${b}`);
    const now = cardCounts(game.state);
    if (now.join() !== counts.join()) broken.push(`seed ${seed}: cards per player ${now.join('/')}, not ${counts.join('/')}`);
  };
  check();
  while (decisions < maxDecisions && game.step()) { decisions++; check(); if (broken.length) break; }
  return { game, broken, decisions };
}
