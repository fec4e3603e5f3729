/** One player's event stream, derived from a game's bus: the events that player may see, as they may see them. */
import { map } from 'rxjs';
import type { Observable } from 'rxjs';
import type { GameEvent, GameState, PlayerId, ViewEvent } from '../../rules/index.ts';
import type { EventBus } from '../streams.ts';

/**
 * A ruleset's redaction of one event for one player, given the state right after the event.
 * @example const redact: RedactEvent<GameState> = viewEvent;
 */
export type RedactEvent<S extends GameState> = (event: GameEvent, state: S, viewer: PlayerId) => ViewEvent;

/**
 * The bus's events from the moment of subscription on, each redacted for `viewer` with the state as it is when
 * the bus publishes it (right after the event happened). Like the bus, it is hot and completes with the game.
 * @example playerEvents(game.bus, () => game.state, 1, viewEvent).subscribe((e) => log.push(e));
 */
export function playerEvents<S extends GameState>(bus: EventBus, state: () => S, viewer: PlayerId, redact: RedactEvent<S>): Observable<ViewEvent> {
  const players = state().players.length;
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= players) {
    throw new Error(`view$: there is no player ${viewer}; players are numbered 0 to ${players - 1}`);
  }
  return bus.events$.pipe(map((e) => redact(e, state(), viewer)));
}
