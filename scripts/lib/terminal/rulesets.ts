/**
 * The rulesets a person can play at the terminal (the names `npm run play -- --ruleset` takes): the replay
 * ruleset that makes the game, the decks, and how the ruleset is shown to a person.
 */
import type { CardSource, GameCore, PlayerView } from '../../../rules/index.ts';
import { characteristics } from '../../../rules/index.ts';
import { isCreature, power, toughness } from '../../../rules/adventure/index.ts';
import type { AdventurePool } from '../../../rules/adventure/index.ts';
import type { PocketAction, PocketPool, PocketView } from '../../../rules/pocket/index.ts';
import type { PlayerAction } from '../../../rules/index.ts';
import { fullPoolMagic } from '../decks.ts';
import { builtInPocket } from '../pocket.ts';
import { REPLAY_RULESET, type PlayDeck, type ReplayRuleset } from '../replay/index.ts';
import { describeAction, magicBoard, type Stats } from './magic-view.ts';
import type { Presenter } from './person.ts';
import { describePocketAction, pocketBoardView } from './pocket-view.ts';

/** The rulesets terminal play offers. */
export const TERMINAL_RULESETS = ['magic', 'magic-full-pool', 'adventure', 'pocket'] as const;
export type TerminalRulesetName = (typeof TERMINAL_RULESETS)[number];

/** A ruleset at the terminal: its replay ruleset and decks, and a presenter given the current game's core. */
export interface TerminalRuleset {
  readonly replay: ReplayRuleset;
  decks(): PlayDeck[];
  /** How a view and an action are shown; `core` is the current game's (for the power/toughness the view shows). */
  presenter(core: () => GameCore): Presenter<unknown, PlayerView, unknown>;
}

/** Power/toughness of visible creatures, through the layers (Magic). */
const magicStats = (core: () => GameCore): Stats => (id) => {
  const c = characteristics(core(), id);
  return c && c.types.includes('Creature') && c.power !== null && c.toughness !== null ? { power: c.power, toughness: c.toughness } : null;
};

/** Power/toughness of visible creatures, with pumps and counters (Adventure). */
const adventureStats = (core: () => GameCore): Stats => (id) => (isCreature(core(), id) ? { power: power(core(), id), toughness: toughness(core(), id) } : null);

const magicPresenter = (stats: Stats): Presenter<PlayerAction, PlayerView, CardSource> => ({
  board: (view) => magicBoard(view, stats),
  action: (a, view, cards) => describeAction(a, view, cards),
});

const asAny = <A, V extends PlayerView, C>(p: Presenter<A, V, C>): Presenter<unknown, PlayerView, unknown> => p as unknown as Presenter<unknown, PlayerView, unknown>;

const RULESETS: Record<TerminalRulesetName, TerminalRuleset> = {
  magic: { replay: REPLAY_RULESET.magic, decks: () => REPLAY_RULESET.magic.standard(), presenter: (core) => asAny(magicPresenter(magicStats(core))) },
  'magic-full-pool': { replay: REPLAY_RULESET.magic, decks: () => fullPoolMagic().decks, presenter: (core) => asAny(magicPresenter(magicStats(core))) },
  adventure: {
    replay: REPLAY_RULESET.adventure,
    decks: () => REPLAY_RULESET.adventure.standard(),
    presenter: (core) => asAny<PlayerAction, PlayerView, AdventurePool>({
      board: (view) => magicBoard(view, adventureStats(core)),
      action: (a, view, cards) => describeAction(a, view, cards as unknown as CardSource),
    }),
  },
  pocket: {
    replay: REPLAY_RULESET.pocket,
    decks: () => REPLAY_RULESET.pocket.standard(),
    presenter: () => asAny<PocketAction, PocketView, PocketPool>({
      board: (view) => pocketBoardView(view, builtInPocket().pool),
      action: (a, view, cards) => describePocketAction(a, view, cards),
    }),
  },
};

/**
 * A terminal ruleset by name.
 * @example terminalRuleset('pocket').decks().length // 2
 */
export function terminalRuleset(name: TerminalRulesetName): TerminalRuleset {
  return RULESETS[name];
}
