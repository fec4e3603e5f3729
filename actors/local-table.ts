/**
 * A local table: a game between people and bots on one machine, that can take back any earlier decision (undo).
 * It owns the game, its decision log and its seats. Undo is built on the decision log and deterministic replay:
 * the game is made again from its seed and decks, the people's decisions before the one taken back are played
 * again from the log, and the bots, made again from their seeds, decide again as they did (the same view, the
 * same generator, the same answers). After undo and the same choices, the game is the one that never undid.
 */
import type { GameResult, GameState } from '../rules/index.ts';
import { sameData } from './canonical-json.ts';
import { recordingPolicy, type ActRequest, type DecisionEntry, type RecordablePolicy } from './recording-policy.ts';
import { DecisionFeed, replayingPolicy } from './replaying-policy.ts';

/**
 * What a table needs of its game, in any ruleset (Game, AdventureGame, PocketGame).
 * @example const g: TableGame = newGame({ seed: 1, decks, cards, policies });
 */
export interface TableGame {
  readonly state: GameState;
  start(): void;
  play(): Promise<GameResult>;
  dispose(): void;
}

/**
 * The seats a table gives its game: handed the ruleset's bots (one a seat, made afresh from their seeds), it
 * returns the policies to seat.
 * @example const seating: TableSeating<PlayerAction, DecisionRequest, ChoiceRequest> = (bots) => bots;
 */
export type TableSeating<A, R extends ActRequest<A>, Q> = (bots: RecordablePolicy<A, R, Q>[]) => RecordablePolicy<A, R, Q>[];

/**
 * How to set a table.
 * @example const options: LocalTableOptions<Game, PlayerAction, DecisionRequest, ChoiceRequest> = { create: (seating) => newGame({ seed, decks, cards, policies: seating(bots) }), people: new Map([[0, person]]) };
 */
export interface LocalTableOptions<G extends TableGame, A, R extends ActRequest<A>, Q> {
  /**
   * A new game of the table's seed, decks and options, set up and not started, seated by `seating`. Called again
   * at every undo: it must make the same game each time (the same seed, decks, options and bots' seeds).
   */
  create(seating: TableSeating<A, R, Q>): G;
  /** The people's seats and their policies (asynchronous ones answer with promises); the other seats keep their bots. */
  people: ReadonlyMap<number, RecordablePolicy<A, R, Q>>;
  /** Called with each game the table makes (the first, and the one after each undo) before it starts. */
  onGame?: (game: G) => void;
  /** Decisions to play back first (a loaded save's), checked as an undo checks them; the table starts after them. */
  log?: readonly DecisionEntry<unknown>[];
}

/**
 * A person's seat during a replay: the recorded decisions first (checked as a replay checks them), then the
 * person's policy. `live` is called once, the first time the person is asked what the log does not hold.
 */
function scriptedThenLive<A, R extends ActRequest<A>, Q>(seat: number, feed: DecisionFeed, person: RecordablePolicy<A, R, Q>, live: () => void, current: () => boolean): RecordablePolicy<A, R, Q> {
  const script = replayingPolicy<A, R, Q>(feed, seat);
  // An answer that comes once its game was replaced (undo) or stopped goes nowhere.
  const only = <T>(v: T | Promise<T>): T | Promise<T> => (v instanceof Promise ? v.then((x) => (current() ? x : new Promise<T>(() => {})), (e: unknown) => (current() ? Promise.reject(e) : new Promise<T>(() => {}))) : v);
  return {
    name: person.name,
    ...(person.async === undefined ? {} : { async: person.async }),
    act(r: R) {
      if (feed.left > 0) return script.act(r);
      live();
      return only(person.act(r));
    },
    choose(c, q) {
      if (feed.left > 0) return script.choose(c, q);
      live();
      return only(person.choose(c, q));
    },
  };
}

/**
 * A game at a local table, that can take back earlier decisions.
 * @example
 * const table = new LocalTable({ create: (seating) => newGame({ seed, decks, cards, policies: seating([randomPolicy(1), randomPolicy(2)]) }), people: new Map([[0, person]]) });
 * const done = table.play();
 * table.undo(2); // back to before the person's last two decisions
 * await done;
 */
export class LocalTable<G extends TableGame, A, R extends ActRequest<A>, Q> {
  private current!: G;
  private log: DecisionEntry<unknown>[] = [];
  private generation = 0;
  private settle: { resolve: (r: GameResult) => void; reject: (e: unknown) => void } | null = null;
  /** True while a game made by undo replays the log (its events are the old game's again). */
  private replayingNow = false;

  constructor(private readonly options: LocalTableOptions<G, A, R, Q>) {
    this.build(options.log ?? []);
  }

  /** The game now (a new one after each undo). */
  get game(): G { return this.current; }

  /** Every decision made so far, in order (the log a replay file holds). */
  get decisions(): readonly DecisionEntry<unknown>[] { return this.log; }

  /** Whether the game is being replayed after an undo (its events repeat the game before it). */
  get replaying(): boolean { return this.replayingNow; }

  /** The people's seats. */
  get people(): number[] { return [...this.options.people.keys()]; }

  /**
   * How many decisions undo can take back: the people's (or one seat's).
   * @example table.undoable(0) // 7
   */
  undoable(seat?: number): number {
    return this.log.filter((e) => this.options.people.has(e.p) && (seat === undefined || e.p === seat)).length;
  }

  /** Play to the end through every undo; resolves with the result of the game that ends. */
  play(): Promise<GameResult> {
    return new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
      this.follow();
    });
  }

  /**
   * Take back the last `n` decisions of the people (of `seat` only, if given), and everything after the earliest
   * of them: the game goes back to the moment that decision was asked, and asks it again. Returns the new game.
   * A RangeError, changing nothing, if there are not that many.
   * @example table.undo(1) // the person's last action or answer is asked again
   */
  undo(n = 1, seat?: number): G {
    if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`undo: the number of decisions to take back must be a whole number of at least 1, got ${String(n)}`);
    const mine: number[] = [];
    this.log.forEach((e, i) => { if (this.options.people.has(e.p) && (seat === undefined || e.p === seat)) mine.push(i); });
    if (mine.length < n) {
      const whose = seat === undefined ? 'of the people' : `of seat ${seat}`;
      throw new RangeError(`undo ${n}: there ${mine.length === 1 ? 'is' : 'are'} only ${mine.length} decision(s) ${whose} to take back`);
    }
    const cut = mine[mine.length - n]!;
    const kept = this.log.slice(0, cut);
    const old = { game: this.current, log: this.log };
    this.generation++;
    try {
      this.build(kept);
    } catch (e) {
      // The game could not be made again: the table stays as it was.
      this.generation--;
      this.current = old.game;
      this.log = old.log;
      this.replayingNow = false;
      throw e;
    }
    old.game.dispose();
    if (this.settle) this.follow();
    return this.current;
  }

  /** Make the game again from its seed and decks, and play `kept` back (the bots decide again). */
  private build(kept: readonly DecisionEntry<unknown>[]): void {
    const log: DecisionEntry<unknown>[] = [];
    this.log = log;
    this.replayingNow = kept.length > 0;
    // Nothing to play back: nothing to check either.
    let checked = kept.length === 0;
    const live = () => {
      if (checked) return;
      checked = true;
      this.replayingNow = false;
      const same = log.length === kept.length && log.every((e, i) => sameData(e, kept[i]));
      if (!same) {
        const at = log.findIndex((e, i) => !sameData(e, kept[i]));
        throw new Error(`undo: the game did not play again as before (decision ${at < 0 ? log.length : at} differs): a bot or the game is not deterministic`);
      }
    };
    const seating: TableSeating<A, R, Q> = (bots) => bots.map((bot, seat) => {
      const person = this.options.people.get(seat);
      if (!person) return recordingPolicy(bot, log);
      const feed = new DecisionFeed(kept.filter((e) => e.p === seat));
      const generation = this.generation;
      return recordingPolicy(scriptedThenLive(seat, feed, person, live, () => generation === this.generation), log);
    });
    this.current = this.options.create(seating);
    this.options.onGame?.(this.current);
    this.current.start();
  }

  /** Settle play() with the current game's end (a game replaced by undo settles nothing). */
  private follow(): void {
    const generation = this.generation;
    const settle = this.settle!;
    this.current.play().then(
      (r) => { if (generation === this.generation) settle.resolve(r); },
      (e: unknown) => { if (generation === this.generation) settle.reject(e); },
    );
  }

  /** Stop the game. */
  dispose(): void {
    this.generation++;
    this.current.dispose();
  }
}
