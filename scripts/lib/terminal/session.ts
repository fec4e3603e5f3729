/**
 * Terminal play (`npm run play -- --human A`): people and random bots at one local table. Each person sees only
 * their own view and their own event stream (an opponent's draw is "draws a card"); between two people at one
 * keyboard a hand-off screen hides the last person's hand until the next presses Enter. `undo` at any prompt
 * takes decisions back (LocalTable); between two people the other must agree.
 */
import type { Subscription } from 'rxjs';
import type { Observable } from 'rxjs';
import { LocalTable, PolicyError, type ActRequest, type RecordablePolicy, type TableGame } from '../../../actors/index.ts';
import type { GameCore, GameEvent, GameResult, GameState, PlayerView, ViewEvent } from '../../../rules/index.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, deckSpec, stateHash, type Replay, type ReplayGame, type ReplayOptions, type Seating } from '../replay/index.ts';
import { personSeat, type Desk } from './person.ts';
import { InputClosed, type Prompter } from './prompter.ts';
import { terminalRuleset, type TerminalRulesetName } from './rulesets.ts';

/** What terminal play needs of a game, in all three rulesets. */
export interface TerminalGame extends ReplayGame, TableGame {
  readonly core: GameCore;
  readonly state: GameState;
  view(player: number): PlayerView;
  view$(player: number): Observable<ViewEvent>;
}

type AnyPolicy = RecordablePolicy<unknown, ActRequest<unknown>, unknown>;

/** A terminal game to play. */
export interface TerminalOptions {
  ruleset: TerminalRulesetName;
  seed: number;
  /** The people's seats (0 = A); the others are random bots. */
  people: number[];
  options: ReplayOptions;
  prompter: Prompter;
}

/** How a terminal game ended: its result (null if abandoned), the table (its decisions) and the replay of it. */
export interface TerminalOutcome { result: GameResult | null; replay: Replay; table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> }

/**
 * The desk of a terminal game: one prompt at a time, each person's log kept until they are at the keyboard,
 * the hand-off screen between two people, and undo with the other person's consent.
 */
class TerminalDesk implements Desk {
  onScreen: number | null = null;
  readonly logs = new Map<number, string[]>();
  private chain: Promise<unknown> = Promise.resolve();
  table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> | null = null;

  constructor(private readonly prompter: Prompter, private readonly people: number[], private readonly name: (seat: number) => string) {
    for (const p of people) this.logs.set(p, []);
  }

  say(text: string): void { this.prompter.say(text); }
  ask(message: string, check: (text: string) => string | null): Promise<string> { return this.prompter.ask(message, check); }

  exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Print what `seat` saw happen since they last looked. */
  flush(seat: number): void {
    const lines = this.logs.get(seat) ?? [];
    for (const l of lines) this.prompter.say(l);
    lines.length = 0;
  }

  /** Between two people: clear the screen and wait for `seat` to take the keyboard. */
  async handTo(seat: number): Promise<void> {
    if (this.people.length < 2 || this.onScreen === seat) return;
    this.prompter.clear();
    for (const p of this.people) this.fresh.add(p);
    await this.prompter.ask(`Hand the keyboard to ${this.name(seat)}. ${this.name(seat)}, press Enter when ready`, () => null);
    this.prompter.clear();
    this.onScreen = seat;
  }

  /** Set when the screen was cleared or the game made again: the next prompt shows the whole table. */
  private fresh = new Set<number>();

  async before(seat: number): Promise<boolean> {
    await this.handTo(seat);
    this.onScreen = seat;
    this.flush(seat);
    const fresh = this.fresh.has(seat);
    this.fresh.delete(seat);
    return fresh;
  }

  async undo(seat: number, n: number): Promise<string | null> {
    const table = this.table!;
    const can = table.undoable(seat);
    if (can === 0) return 'Nothing of yours to take back yet.';
    if (n > can) return `You have made only ${can} decision(s) so far: undo ${can} at most.`;
    for (const other of this.people.filter((p) => p !== seat)) {
      await this.handTo(other);
      const yes = await this.prompter.ask(`${this.name(other)}: ${this.name(seat)} asks to take back their last ${n} decision(s). Allow? (y/n)`, (t) => (/^(y|yes|n|no)$/i.test(t) ? null : 'answer y or n'));
      if (/^n/i.test(yes)) {
        await this.handTo(seat);
        return `${this.name(other)} did not agree: nothing was taken back (type board to see the table).`;
      }
    }
    this.prompter.say(`Taking back ${n} decision(s) of ${this.name(seat)}…`);
    for (const lines of this.logs.values()) lines.length = 0;
    for (const p of this.people) this.fresh.add(p);
    table.undo(n, seat);
    const s = table.game.state;
    this.prompter.say(`Back to turn ${s.turn}, ${s.step.replace(/_/g, ' ')}.`);
    return null;
  }
}

/** Seat letters: A for seat 0, B for seat 1… */
export const seatLetter = (seat: number): string => String.fromCharCode(65 + seat);

/**
 * Parse `--human A,B`: seat letters (or 1-based numbers), none twice, each a seat of a game of `players`.
 * @example parsePeople('A,b', 2) // [0, 1]
 */
export function parsePeople(text: string, players: number): number[] | string {
  const seats: number[] = [];
  for (const raw of text.split(',').map((t) => t.trim()).filter(Boolean)) {
    const seat = /^[A-Za-z]$/.test(raw) ? raw.toUpperCase().charCodeAt(0) - 65 : /^\d+$/.test(raw) ? Number(raw) - 1 : -1;
    if (seat < 0 || seat >= players) return `"${raw}" is not a seat of this ${players}-player game: use ${Array.from({ length: players }, (_, i) => seatLetter(i)).join(' or ')}`;
    if (seats.includes(seat)) return `seat ${seatLetter(seat)} is given twice`;
    seats.push(seat);
  }
  return seats.length ? seats : 'name at least one seat, e.g. --human A';
}

/**
 * Play a game with people at the terminal until it ends (or the input closes: then `result` is null).
 * @example const { result } = await playAtTerminal({ ruleset: 'magic', seed: 1, people: [0], options: {}, prompter: inquirerPrompter() });
 */
export async function playAtTerminal(o: TerminalOptions): Promise<TerminalOutcome> {
  const ruleset = terminalRuleset(o.ruleset);
  const decks = ruleset.decks();
  let table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> | null = null;
  const current = () => table!.game;
  const presenter = ruleset.presenter(() => current().core);
  const names = decks.map((d, i) => `${seatLetter(i)} (${d.name})`);
  const desk = new TerminalDesk(o.prompter, o.people, (s) => names[s]!);
  const people = new Map<number, AnyPolicy>(o.people.map((seat) => [seat, personSeat(seat, names[seat]!, desk, presenter) as unknown as AnyPolicy]));
  let subscriptions: Subscription[] = [];
  const follow = (game: TerminalGame) => {
    for (const s of subscriptions) s.unsubscribe();
    subscriptions = [];
    for (const seat of o.people) {
      // Whether the last draw took a card is public (the library count drops); which card is not.
      let drewCard = false;
      subscriptions.push(game.bus.events$.subscribe((e) => { if (e.type === 'draw') drewCard = e.object !== null; }));
      subscriptions.push(game.view$(seat).subscribe((e) => {
        if (table?.replaying) return;
        const event = (e.type === 'draw' && e.object === null && drewCard ? { ...e, object: -1 } : e) as GameEvent;
        // The log lines read names, life, the step, Pocket's points and Adventure's mana: the view holds them as the state does.
        const line = ruleset.replay.line(game.view(seat) as unknown as GameState, event);
        if (line !== null) desk.logs.get(seat)!.push(line);
      }));
    }
  };
  table = new LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>({
    create: (seating) => ruleset.replay.game(o.seed, decks, seating as unknown as Seating, o.options) as unknown as TerminalGame,
    people,
    onGame: follow,
  });
  desk.table = table;
  o.prompter.say(ruleset.replay.header(table.game, o.seed).join('\n'));
  o.prompter.say(`${o.people.map((s) => names[s]).join(' and ')} ${o.people.length > 1 ? 'are' : 'is'} played at this terminal; the other seat${decks.length - o.people.length === 1 ? ' is a random bot' : 's are random bots'}. Type help at any prompt.`);
  let result: GameResult | null = null;
  try {
    result = await table.play();
  } catch (e) {
    const cause = e instanceof PolicyError ? e.cause : e;
    if (!(cause instanceof InputClosed)) throw e;
    o.prompter.say(`\nThe input closed: the game is abandoned on turn ${table.game.state.turn}.`);
  }
  const game = table.game;
  if (result) {
    desk.flush(desk.onScreen ?? o.people[0]!);
    o.prompter.say(ruleset.replay.footer(game).join('\n'));
  }
  const s = game.state;
  const replay: Replay = {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, ruleset: ruleset.replay.name, seed: o.seed,
    decks: decks.map((d) => deckSpec(ruleset.replay, d)), options: { ...o.options },
    policies: decks.map((_, i) => (o.people.includes(i) ? `person ${seatLetter(i)}` : 'random')),
    decisions: [...table.decisions],
    final: { hash: stateHash(s), turn: s.turn, result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null },
  };
  for (const sub of subscriptions) sub.unsubscribe();
  game.dispose();
  return { result, replay, table };
}
