/**
 * Terminal play (`npm run play -- --human A`): people and bots (the search bot, or the random bot) at one local
 * table. Each person sees only their own view and their own event stream (an opponent's draw is "draws a card");
 * between two people at one keyboard a hand-off screen hides the last person's hand until the next presses Enter.
 * `undo` at any prompt takes decisions back (LocalTable); between two people the other must agree. With a save
 * file the game is written at `save` and when it stops, and a loaded save is played back before anyone is asked.
 */
import type { Subscription } from 'rxjs';
import { LocalTable, PolicyError, type ActRequest, type RecordablePolicy } from '../../../actors/index.ts';
import type { GameEvent, GameResult, GameState } from '../../../rules/index.ts';
import { REPLAY_FORMAT, REPLAY_VERSION, deckSpec, stateHash, type Replay, type ReplayOptions, type Seating } from '../replay/index.ts';
import { TerminalDesk } from './desk.ts';
import { personSeat } from './person.ts';
import { InputClosed, type Prompter } from './prompter.ts';
import { terminalRuleset, type TerminalRulesetName } from './rulesets.ts';
import { RunningTotals } from './running-totals.ts';
import type { TerminalGame } from './terminal-game.ts';
import { searchSeating, type PlayBot } from '../search-seating.ts';
import { writeSave } from '../saves/index.ts';
import { terminalSave, type TerminalLoad } from './terminal-save.ts';

type AnyPolicy = RecordablePolicy<unknown, ActRequest<unknown>, unknown>;

/**
 * A terminal game to play.
 * @example const o: TerminalOptions = { ruleset: 'magic', seed: 1, people: [0], options: { maxTurns: 6 }, prompter: inquirerPrompter() };
 */
export interface TerminalOptions {
  ruleset: TerminalRulesetName;
  seed: number;
  /** Magic: 2 (the default), 3 or 4 players. */
  players?: number;
  /** The people's seats (0 = A); the others are bots (`bot`). */
  people: number[];
  options: ReplayOptions;
  prompter: Prompter;
  /** The bot in the other seats: random (the default) or search (Magic, Adventure and Pocket, actors/search). */
  bot?: PlayBot;
  /** A checked save to play on from (terminalLoad): its decks, bots and decisions; `seed` and `options` are the save's. */
  load?: TerminalLoad & { file: string };
  /** Where `save` at a prompt, and the end of the game or of the input, write the game (docs/saves.md). */
  saveTo?: string;
}

/**
 * How a terminal game ended: its result (null if abandoned), the table (its decisions) and the replay of it.
 * @example const { result, replay } = await playAtTerminal(o); writeReplay('game.json', replay);
 */
export interface TerminalOutcome { result: GameResult | null; replay: Replay; table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> }

/**
 * Seat letters: A for seat 0, B for seat 1…
 * @example seatLetter(2) // 'C'
 */
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
  const decks = o.load?.decks ?? ruleset.decks(o.players);
  let table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> | null = null;
  const current = () => table!.game;
  const presenter = ruleset.presenter(() => current().core);
  const names = decks.map((d, i) => `${seatLetter(i)} (${d.name})`);
  // --bot search: the search bot in every seat no person plays, then the table's seating (people, recording).
  const searchSeats = searchSeating(o.seed, decks, decks.map((_, i) => i).filter((i) => !o.people.includes(i)), o.ruleset);
  const botSeats: Seating = o.load ? o.load.bots : o.bot === 'search' ? searchSeats : (bots) => bots;
  // The bots' policy names, as a save records them (`search(8)`, `adventure-random(4)`).
  const botNames: string[] = [];
  const searchFirst = (seating: Seating): Seating => (bots) => {
    const seated = botSeats(bots);
    seated.forEach((b, i) => { botNames[i] = b.name; });
    return seating(seated);
  };
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
      const totals = new RunningTotals(game.view(seat));
      subscriptions.push(game.view$(seat).subscribe((e) => {
        totals.add(e);
        // A loaded game's first events (before the table is set) and any game played back are the old game's again.
        if (table === null ? o.load !== undefined : table.replaying) return;
        const event = (e.type === 'draw' && e.object === null && drewCard ? { ...e, object: -1 } : e) as GameEvent;
        // The log lines read names, life, the step, Pocket's points and Adventure's mana: the view holds them as the state does.
        const line = ruleset.replay.line(totals.onto(game.view(seat)) as unknown as GameState, event);
        if (line !== null) desk.logs.get(seat)!.push(line);
      }));
    }
  };
  table = new LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown>({
    create: (seating) => ruleset.replay.game(o.seed, decks, searchFirst(seating as unknown as Seating), o.options) as unknown as TerminalGame,
    people,
    onGame: follow,
    ...(o.load ? { log: o.load.log } : {}),
  });
  desk.table = table;
  const save = (): string => {
    writeSave(o.saveTo!, terminalSave({ ruleset: ruleset.replay, seed: o.seed, decks, options: o.options, people: o.people, bots: (i) => botNames[i]!, table: table! }));
    return `Saved to ${o.saveTo} after ${table!.decisions.length} decisions (npm run play -- --human ${o.people.map(seatLetter).join(',')} --load ${o.saveTo})`;
  };
  if (o.saveTo !== undefined) desk.save = save;
  // The header's first line only (who plays whom): Pocket's second, the board, is printed from the whole state.
  o.prompter.say(ruleset.replay.header(table.game, o.seed)[0]!);
  if (o.load) o.prompter.say(`Loaded ${o.load.file}: ${o.load.log.length} decisions, turn ${o.load.turn}`);
  const bots = decks.length - o.people.length;
  const kind = (o.load?.bot ?? o.bot) === 'search' ? 'search' : 'random';
  const others = bots === 0 ? '' : bots === 1 ? `; the other seat is a ${kind} bot` : `; the other seats are ${kind} bots`;
  o.prompter.say(`${o.people.map((s) => names[s]).join(' and ')} ${o.people.length > 1 ? 'are' : 'is'} played at this terminal${others}. Type help at any prompt.`);
  let result: GameResult | null = null;
  try {
    result = await table.play();
  } catch (e) {
    const cause = e instanceof PolicyError ? e.cause : e;
    if (!(cause instanceof InputClosed)) throw e;
    o.prompter.say(`\nThe input closed: the game is abandoned on turn ${table.game.state.turn}.`);
  }
  if (o.saveTo !== undefined) o.prompter.say(save());
  const game = table.game;
  if (result) {
    desk.flush(desk.onScreen ?? o.people[0]!);
    o.prompter.say(ruleset.replay.footer(game).join('\n'));
  }
  const s = game.state;
  const replay: Replay = {
    format: REPLAY_FORMAT, version: REPLAY_VERSION, ruleset: ruleset.replay.name, seed: o.seed,
    decks: decks.map((d) => deckSpec(ruleset.replay, d)), options: { ...o.options },
    policies: decks.map((_, i) => (o.people.includes(i) ? `person ${seatLetter(i)}` : kind)),
    decisions: [...table.decisions],
    final: { hash: stateHash(s), turn: s.turn, result: s.result ? { winner: s.result.winner, draw: s.result.draw, reason: s.result.reason } : null },
  };
  for (const sub of subscriptions) sub.unsubscribe();
  game.dispose();
  return { result, replay, table };
}
