/** The rulesets the inspector can show, by the names `npm start -- --ruleset` takes (scripts/lib/rulesets.ts). */
import type { Game, Inspect } from '../../actors/index.ts';
import type { AdventureGame } from '../../actors/adventure/index.ts';
import type { PocketGame } from '../../actors/pocket/index.ts';
import type { DuelGame } from '../examples/duel/index.ts';
import { inspectAdventure } from './adventure-session.ts';
import { inspectDuel } from './duel-session.ts';
import { inspectMagic } from './magic-session.ts';
import { inspectPocket } from './pocket-session.ts';
import type { InspectedGame } from './session.ts';

/** Each inspectable ruleset's name and its game's type. */
export interface InspectableGames {
  magic: Game;
  'magic-full-pool': Game;
  adventure: AdventureGame;
  pocket: PocketGame;
  duel: DuelGame;
}

export type InspectableRuleset = keyof InspectableGames;

/** How each ruleset's game is built for the inspector. Add a ruleset by adding an entry. */
export const INSPECTABLE: { readonly [R in InspectableRuleset]: (seed: number, inspect: Inspect) => InspectedGame<InspectableGames[R]> } = {
  magic: (seed, inspect) => inspectMagic(seed, inspect),
  'magic-full-pool': (seed, inspect) => inspectMagic(seed, inspect, true),
  adventure: inspectAdventure,
  pocket: inspectPocket,
  duel: inspectDuel,
};

