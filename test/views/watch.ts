/**
 * Playing a game under the leak oracle: every event of every player's view stream is checked as it comes, and
 * every player's view at a sample of decisions. The events of the game's setup (shuffles, opening hands,
 * mulligans), which happen before a stream can be subscribed, are checked through the ruleset's redaction.
 */
import type { Observable } from 'rxjs';
import type { EventBus } from '../../actors/index.ts';
import type { GameEvent, GameState, PlayerId, ViewEvent } from '../../rules/index.ts';
import { LeakOracle } from './leak-oracle.ts';

/** What the three runtimes have in common, as far as views go. */
export interface ViewableGame {
  readonly state: GameState;
  readonly bus: EventBus;
  readonly log: GameEvent[];
  readonly core: { keepLog: boolean };
  start(): void;
  step(): boolean;
  dispose(): void;
  view(player: PlayerId): unknown;
  view$(player: PlayerId): Observable<ViewEvent>;
}

export interface WatchOptions<G extends ViewableGame> {
  /** The ruleset's event redaction, for the setup's events. */
  redact: (event: GameEvent, state: G['state'], viewer: PlayerId) => ViewEvent;
  /** Every card name of the ruleset's pool. */
  cardNames: ReadonlySet<string>;
  /** Check the views at every n-th decision, and at the start and the end. */
  viewEvery: number;
  /** Stand-ins for the game's view and view$ (to see the oracle catch a leaky one). */
  view?: (game: G, player: PlayerId) => unknown;
  view$?: (game: G, player: PlayerId) => Observable<ViewEvent>;
  maxDecisions?: number;
}

export interface Watched {
  problems: string[];
  /** Events checked, counting each player's copy. */
  events: number;
  /** Views checked. */
  views: number;
  decisions: number;
  ended: boolean;
  /** Cards of their own hands the players' views showed, over the views checked. */
  ownCards: number;
}

/**
 * Play `game` (set up, not started) to its end, checking what every player sees. Problems are kept up to 10.
 * @example const w = watch(randomGame(7), { redact: viewEvent, cardNames, viewEvery: 5 }); expect(w.problems).toEqual([]);
 */
export function watch<G extends ViewableGame>(game: G, options: WatchOptions<G>): Watched {
  const out: Watched = { problems: [], events: 0, views: 0, decisions: 0, ended: false, ownCards: 0 };
  const note = (list: string[]) => { for (const p of list) if (out.problems.length < 10) out.problems.push(p); };
  const oracle = new LeakOracle(() => game.state, options.cardNames);
  const players = game.state.players.map((p) => p.id);
  for (const e of game.log) {
    for (const p of players) { note(oracle.checkEvent(options.redact(e, game.state, p), e, p)); out.events++; }
  }
  // From here on the streams carry every event: the log is not needed (and keeping it costs time).
  game.core.keepLog = false;
  // The oracle follows the unredacted events first: subscribed before the streams, it hears each event first.
  let raw: GameEvent | null = null;
  const subs = [game.bus.events$.subscribe((e) => { raw = e; oracle.track(e); })];
  for (const p of players) {
    const stream = options.view$ ? options.view$(game, p) : game.view$(p);
    subs.push(stream.subscribe((seen) => {
      // One copy of each event, in step with the bus: a stream that dropped or added events would be out of step.
      if (seen.type !== raw!.type) note([`player ${p}'s stream has a ${seen.type} event where the bus has ${raw!.type}`]);
      note(oracle.checkEvent(seen, raw!, p));
      out.events++;
    }));
  }
  const checkViews = () => {
    for (const p of players) {
      const v = options.view ? options.view(game, p) : game.view(p);
      note(oracle.checkView(v, p));
      out.views++;
      out.ownCards += game.state.players[p]!.hand.length;
    }
  };
  checkViews();
  game.start();
  const max = options.maxDecisions ?? 20_000;
  while (out.decisions < max && game.step()) {
    out.decisions++;
    if (out.decisions % options.viewEvery === 0) checkViews();
  }
  checkViews();
  out.ended = game.state.result !== null;
  for (const s of subs) s.unsubscribe();
  game.dispose();
  return out;
}
