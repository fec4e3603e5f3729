/** The game terminal play drives, whichever ruleset's runtime plays it. */
import type { Observable } from 'rxjs';
import type { TableGame } from '../../../actors/index.ts';
import type { GameCore, GameState, PlayerView, ViewEvent } from '../../../rules/index.ts';
import type { ReplayGame } from '../replay/index.ts';

/**
 * What terminal play needs of a game, in all three rulesets.
 * @example const g = REPLAY_RULESET.pocket.game(1, decks, seating, {}) as unknown as TerminalGame; g.view(0);
 */
export interface TerminalGame extends ReplayGame, TableGame {
  readonly core: GameCore;
  readonly state: GameState;
  view(player: number): PlayerView;
  view$(player: number): Observable<ViewEvent>;
}
