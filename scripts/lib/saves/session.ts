/**
 * A game session that can be saved and loaded: the game, its decision log, and who sits where. `startSession`
 * begins a new game; `loadSession` rebuilds a saved one by playing its decisions again (bots re-deciding theirs,
 * which puts their generators where they were) and checks that they lead to the saved state. A save that does
 * not hold is refused with a SaveFileError and its game is disposed: nothing is half-loaded.
 */
import { DecisionFeed, PolicyError, ReplayDivergence, StateError } from '../../../actors/index.ts';
import type { ActRequest, DecisionEntry, RecordablePolicy } from '../../../actors/index.ts';
import { builtInMagic } from '../decks.ts';
import { stateProblems } from '../../../rules/index.ts';
import type { GameCore, GameResult, PlayerId, PlayerView, ViewEvent } from '../../../rules/index.ts';
import type { Observable } from 'rxjs';
import { REPLAY_RULESET, deckSpec, resolveDecks, type PlayDeck, type ReplayGame, type ReplayRuleset, type Runtime, type Seating } from '../replay/index.ts';
import type { ReplayOptions } from '../replay/index.ts';
import { SaveFileError, type SaveProblem } from './errors.ts';
import { SAVE_FORMAT, SAVE_VERSION, type Save, type SavedSeat } from './format.ts';
import { seatPolicy } from './seat-policy.ts';
import { firstDifference } from './state-diff.ts';

/** What a session needs of a game, whichever ruleset's runtime plays it (all three have these). */
export interface SessionGame extends ReplayGame {
  readonly core: GameCore;
  readonly over: boolean;
  view(player: PlayerId): PlayerView;
  view$(player: PlayerId): Observable<ViewEvent>;
  awaiting(): { player: number } | null;
  play(): Promise<GameResult>;
}

/**
 * Who plays a seat from now on: the ruleset's bot for that seat (return `bot`), or another policy (a person at the
 * terminal, a remote client), which the save then names a person.
 * @example const botsOnly: LiveSeating = (_seat, bot) => bot;
 */
export type LiveSeating = <A, R extends ActRequest<A>, Q>(seat: number, bot: RecordablePolicy<A, R, Q>) => RecordablePolicy<A, R, Q>;

/** Every seat a bot. */
export const BOTS_ONLY: LiveSeating = (_seat, bot) => bot;

/** A new game, or a loaded one, with its decision log. */
export interface SessionSetup {
  ruleset: ReplayRuleset;
  seed: number;
  decks: PlayDeck[];
  options: ReplayOptions;
  live?: LiveSeating;
  runtime?: Runtime;
  /** Which bots sit where before `live` is asked (the search bot in some seats); the ruleset's random bots when left out. */
  bots?: Seating;
}

/**
 * A game being played that can be saved at any point between decisions.
 * @example const s = startSession({ ruleset: REPLAY_RULESET.magic, seed: 7, decks, options: {} }); s.game.start(); s.game.run(); writeSave('g.json', s.save());
 */
export class GameSession {
  constructor(
    readonly ruleset: ReplayRuleset,
    readonly seed: number,
    readonly decks: PlayDeck[],
    readonly options: ReplayOptions,
    readonly game: SessionGame,
    readonly log: DecisionEntry<unknown>[],
    private readonly seats: { bot: string | null; botFrom: number; name: string }[],
  ) {}

  /** The save of the game as it stands (call it between decisions). */
  save(): Save {
    return {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      ruleset: this.ruleset.name,
      seed: this.seed,
      decks: this.decks.map((d) => deckSpec(this.ruleset, d)),
      options: { ...this.options },
      seats: this.seats.map((s, i): SavedSeat => (s.bot !== null
        ? { kind: 'bot', name: s.bot, from: s.botFrom, decisions: this.log.slice(s.botFrom).filter((d) => d.p === i).length }
        : { kind: 'person', name: s.name })),
      decisions: this.log.map((d) => structuredClone(d)),
      state: JSON.parse(JSON.stringify(this.game.state)) as Record<string, unknown>,
    };
  }
}

/** Build the game; `saved` (a loaded save's seats and decisions) are played first. */
function build(setup: SessionSetup, saved: { seats: SavedSeat[]; decisions: DecisionEntry<unknown>[] } | null): { session: GameSession; feed: DecisionFeed } {
  const log: DecisionEntry<unknown>[] = saved ? saved.decisions.map((d) => structuredClone(d)) : [];
  const feed = new DecisionFeed(saved?.decisions ?? []);
  const live = setup.live ?? BOTS_ONLY;
  const seats: { bot: string | null; botFrom: number; name: string }[] = [];
  const seating: Seating = (random) => (setup.bots ? setup.bots(random) : random).map((bot, seat) => {
    const was = saved?.seats[seat];
    const player = live(seat, bot);
    const isBot = player === bot;
    // A bot that keeps its seat keeps its start; one that takes a person's seat starts with the decisions to come.
    const botFrom = was?.kind === 'bot' ? was.from : log.length;
    seats.push({ bot: isBot ? bot.name : null, botFrom: isBot ? botFrom : 0, name: player.name });
    return seatPolicy(feed, log, { seat, bot: was?.kind === 'bot' ? bot : null, botFrom, live: player });
  });
  const game = setup.ruleset.game(setup.seed, setup.decks, seating, setup.options, setup.runtime) as SessionGame;
  return { session: new GameSession(setup.ruleset, setup.seed, setup.decks, setup.options, game, log, seats), feed };
}

/**
 * A new game, set up and not started (call `game.start()`).
 * @example const s = startSession({ ruleset: REPLAY_RULESET.pocket, seed: 3, decks: REPLAY_RULESET.pocket.standard(), options: {} });
 */
export function startSession(setup: SessionSetup): GameSession {
  return build(setup, null).session;
}

/** The rulesets' own checks of a saved state's shape, before anything is built (Magic's names every wrong path). */
function shapeProblems(save: Save): SaveProblem[] {
  if (save.ruleset !== 'magic') return [];
  return stateProblems(save.state, { cards: builtInMagic().pool }).map((p) => {
    const at = p.indexOf(': ');
    return { path: p.slice(0, at), message: p.slice(at + 2) };
  });
}

/**
 * What else loading takes: the bots of the saved seats (`savedBots` in scripts/lib/search-seating.ts: the search bot
 * where the save names it), and `anyState` to play the decisions without a saved state to check (taking decisions
 * back: the state is the one they lead to).
 * @example loadSession(save, 'g.json', undefined, undefined, { bots: savedBots(save) })
 */
export interface LoadOptions { bots?: Seating; anyState?: boolean }

/**
 * Load a checked save (readSave / checkSave): the game rebuilt at its last decision, started, waiting for the next
 * one. Refused with a SaveFileError naming the path: decks not of the ruleset, an action of another ruleset, a
 * decision that is not legal where it stands or that a bot would not have made, too few or too many decisions, or
 * a saved state that the decisions do not lead to (an edited save).
 * @example const s = loadSession(readSave('g.json'), 'g.json'); while (s.game.step());
 */
export function loadSession(save: Save, file: string, live?: LiveSeating, runtime?: Runtime, more: LoadOptions = {}): GameSession {
  const ruleset = REPLAY_RULESET[save.ruleset];
  const refuse = (problems: SaveProblem[]): never => { throw new SaveFileError(file, problems.slice(0, 10)); };
  const problems: SaveProblem[] = [];
  const decks = resolveDecks(ruleset, save.decks, problems);
  save.decisions.forEach((d, i) => {
    if (!('a' in d)) return;
    const a = d.a as { type: string; player: number };
    if (!ruleset.actionTypes.includes(a.type)) problems.push({ path: `decisions[${i}].a.type`, message: `"${a.type}" is not an action of ${ruleset.name} (${ruleset.actionTypes.join(', ')}): is this a save of another ruleset?` });
    else if (a.player !== d.p) problems.push({ path: `decisions[${i}].a.player`, message: `the action is player ${a.player}'s, but the decision is seat ${d.p}'s` });
  });
  if (!more.anyState) problems.push(...shapeProblems(save));
  if (problems.length || !decks) return refuse(problems);
  const { session, feed } = build({ ruleset, seed: save.seed, decks, options: save.options, ...(live ? { live } : {}), ...(runtime ? { runtime } : {}), ...(more.bots ? { bots: more.bots } : {}) }, save);
  const game = session.game;
  try {
    game.start();
    while (feed.left > 0 && game.step());
    if (feed.left > 0) refuse([{ path: `decisions[${feed.taken}]`, message: `${feed.left} decision(s) left over: the game ${game.state.result ? 'ended' : 'stopped'} after decision ${feed.taken - 1}` }]);
    const now = JSON.parse(JSON.stringify(game.state)) as unknown;
    const d = more.anyState ? null : firstDifference(save.state, now, ['state']);
    if (d) refuse([{ path: d.path, message: `the saved state has ${JSON.stringify(d.a) ?? 'nothing'} here, but its ${save.decisions.length} decisions lead to ${JSON.stringify(d.b) ?? 'nothing'}: the state or the decisions were edited` }]);
  } catch (e) {
    game.dispose();
    if (e instanceof SaveFileError) throw e;
    const cause = e instanceof PolicyError ? e.cause : e;
    if (cause instanceof ReplayDivergence) refuse([{ path: cause.index < save.decisions.length ? `decisions[${cause.index}]` : 'decisions', message: cause.message }]);
    if (cause instanceof StateError) refuse(cause.problems.map((message) => ({ path: 'state', message })));
    throw e;
  }
  return session;
}
