/**
 * The rulesets a person can play at the terminal (the names `npm run play -- --ruleset` takes): the replay
 * ruleset that makes the game, the decks, and how the ruleset is shown to a person.
 */
import type { CardSource, GameCore, PlayerView } from '../../../rules/index.ts';
import { characteristics } from '../../../rules/index.ts';
import { handAbilities } from '../../../rules/magic/actions/index.ts';
import { isCreature, power, toughness } from '../../../rules/adventure/index.ts';
import type { AdventurePool } from '../../../rules/adventure/index.ts';
import type { PocketAction, PocketPool, PocketView } from '../../../rules/pocket/index.ts';
import type { PlayerAction } from '../../../rules/index.ts';
import { fullPoolMagic, multiplayerMagic } from '../decks.ts';
import { builtInPocket } from '../pocket.ts';
import { REPLAY_RULESET, type PlayDeck, type ReplayRuleset } from '../replay/index.ts';
import { describeAction, magicBoard, type AbilityText, type Stats } from './magic-view.ts';
import type { Presenter } from './person.ts';
import { describePocketAction, pocketBoardView } from './pocket-view.ts';

/**
 * The rulesets terminal play offers.
 * @example TERMINAL_RULESETS.includes('pocket') // true
 */
export const TERMINAL_RULESETS = ['magic', 'magic-full-pool', 'adventure', 'pocket'] as const;
/**
 * A terminal ruleset's name.
 * @example const name: TerminalRulesetName = 'magic-full-pool';
 */
export type TerminalRulesetName = (typeof TERMINAL_RULESETS)[number];

/**
 * A ruleset at the terminal: its replay ruleset and decks, and a presenter given the current game's core.
 * @example terminalRuleset('magic').decks(3).map((d) => d.name) // ['Red-Green', 'White-Blue', 'Full Pool 1']
 */
export interface TerminalRuleset {
  readonly replay: ReplayRuleset;
  /** The decks of a game of `players` (Magic: 2, 3 or 4, the free-for-all decks of `npm start -- --players`). */
  decks(players?: number): PlayDeck[];
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

/**
 * The text of a visible object's activated ability, as the action indexes it: its current abilities on the
 * battlefield (after the layers, public), the abilities that work from the hand for a card in the viewer's hand.
 */
const magicAbilityText = (core: () => GameCore, view: PlayerView, cards: CardSource): AbilityText => (source, index) => {
  const o = view.objects[source];
  if (!o?.card) return null;
  if (o.zone === 'battlefield') return characteristics(core(), source)?.abilities[index]?.text ?? null;
  const def = cards.get(o.card);
  return def ? handAbilities(def)[index]?.text ?? null : null;
};

const magicPresenter = (core: () => GameCore): Presenter<PlayerAction, PlayerView, CardSource> => ({
  board: (view) => magicBoard(view, magicStats(core)),
  action: (a, view, cards) => describeAction(a, view, cards, magicAbilityText(core, view, cards)),
});

const asAny = <A, V extends PlayerView, C>(p: Presenter<A, V, C>): Presenter<unknown, PlayerView, unknown> => p as unknown as Presenter<unknown, PlayerView, unknown>;

const RULESETS: Record<TerminalRulesetName, TerminalRuleset> = {
  magic: { replay: REPLAY_RULESET.magic, decks: (players = 2) => (players === 2 ? REPLAY_RULESET.magic.standard() : multiplayerMagic(players as 3 | 4).decks), presenter: (core) => asAny(magicPresenter(core)) },
  'magic-full-pool': { replay: REPLAY_RULESET.magic, decks: () => fullPoolMagic().decks, presenter: (core) => asAny(magicPresenter(core)) },
  adventure: {
    replay: REPLAY_RULESET.adventure,
    decks: () => REPLAY_RULESET.adventure.standard(),
    presenter: (core) => asAny<PlayerAction, PlayerView, AdventurePool>({
      board: (view) => magicBoard(view, adventureStats(core)),
      action: (a, view, cards) => describeAction(a, view, cards as unknown as CardSource, (source, index) => {
        const name = view.objects[source]?.card;
        const ability = name ? cards.get(name)?.abilities[index] : undefined;
        return ability ? ability.text ?? [...ability.costs, ...ability.effects].join(', ') : null;
      }),
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
