/**
 * The Magic runtime's turn and priority actors, spawned under the game actor at a state's position, and what each
 * pending decision takes: the positioning the runtime needs after a restore, a roll-back, or a turn skipped.
 */
import type { StepDef } from '../machines/index.ts';
import { nextInGame } from '../rules/index.ts';
import type { GameState, PendingDecision, PlayerAction } from '../rules/index.ts';
import type { GameActor } from './game-actor.ts';
import type { PriorityActor, TurnActor } from './machine-actor.ts';

export type { PriorityActor, TurnActor };

/** The action types each kind of pending decision takes. */
export const EXPECTED_ACTIONS: Readonly<Record<PendingDecision['kind'], readonly PlayerAction['type'][]>> = {
  priority: ['pass', 'cast', 'activate', 'play_land', 'concede', 'shortcut'],
  attackers: ['attack', 'concede'],
  blockers: ['block', 'concede'],
};

/** The plainest legal answer to a decision: pass, no attack, no block (a bot's illegal action counts as it). */
export function plainestAction(p: PendingDecision): PlayerAction {
  return p.kind === 'priority' ? { type: 'pass', player: p.player } : p.kind === 'attackers' ? { type: 'attack', player: p.player, attackers: [] } : { type: 'block', player: p.player, blockers: [] };
}

/**
 * (Re)spawn the turn and priority actors at the state's position. The priority actor holds the state's holder and
 * passes: it is granted to the player `passes` seats back (each PASS moves priority on a seat, CR 117.3d) and the
 * passes are replayed.
 * @example ({ turn, priority } = spawnTurnAndPriority(game.actor, state, magicSteps));
 */
export function spawnTurnAndPriority(actor: GameActor, s: GameState, steps: readonly StepDef[]): { turn: TurnActor; priority: PriorityActor } {
  const step = steps.some((x) => x.name === s.step) ? s.step : steps[0]!.name;
  actor.stop('turn');
  actor.stop('priority');
  const turn = actor.spawn<TurnActor>('turn', 'turn', { at: { step, turn: s.turn, active: s.active, players: s.players.length } });
  const priority = actor.spawn<PriorityActor>('priority', 'priority', { players: s.players.length, active: s.active });
  if (s.priority !== null) {
    const n = s.players.length;
    priority.send({ type: 'GRANT', to: (((s.priority - s.passes) % n) + n) % n, active: s.active });
    for (let i = 0; i < s.passes; i++) priority.send({ type: 'PASS' });
  }
  return { turn, priority };
}

/**
 * A player who left the game takes no more turns (CR 800.4a): a new turn of theirs goes to the next player in turn
 * order still in the game, with the same turn number (a turn already under way goes on without them). Returns the
 * turn actor to use: `turn` itself, or one spawned in its place.
 */
export function turnPastPlayersWhoLeft(actor: GameActor, turn: TurnActor, s: GameState): TurnActor {
  const snap = turn.getSnapshot();
  if (snap.context.turn === s.turn || !s.players[snap.context.active]?.lost) return turn;
  const active = nextInGame(s.players.map((p) => p.lost), snap.context.active);
  if (active === snap.context.active) return turn;
  actor.stop('turn');
  return actor.spawn<TurnActor>('turn', 'turn', { at: { step: String(snap.value), turn: snap.context.turn, active, players: s.players.length } });
}
