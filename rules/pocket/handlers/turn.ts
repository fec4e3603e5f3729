/** Handlers of turn bookkeeping and game results: the turn's allowances, points, winning and drawing. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { randomInt } from '../../state/rng.ts';
import { opponent, pocket, pocketRules, side } from '../state.ts';

/** A new turn: the active player's once-a-turn allowances reset. */
export function handleTurn(core: GameCore, ev: EventOf<'turn'>): boolean {
  core.s.turn = ev.turn;
  core.s.active = ev.active;
  const x = side(core, ev.active);
  x.turnsTaken++;
  // Energy left unattached disappears with its turn (vortexgaming.io/en/postdetail/425410: "Unused energy disappears").
  for (const y of pocket(core).players) y.energy = null;
  x.supporterPlayed = false;
  x.retreated = false;
  x.abilitiesUsed = [];
  pocket(core).turnEnding = false;
  return true;
}

export function handleStep(core: GameCore, ev: EventOf<'step'>): boolean {
  core.s.step = ev.step;
  return true;
}

/** Attacking ends the turn (once Knock Outs are dealt with). */
export function handleAttackUsed(core: GameCore, _ev: EventOf<'pocket_attack'>): boolean {
  pocket(core).turnEnding = true;
  return true;
}

export function handleEndTurn(core: GameCore, _ev: EventOf<'pocket_end_turn'>): boolean {
  pocket(core).turnEnding = true;
  return true;
}

export function handleAbilityUsed(core: GameCore, ev: EventOf<'pocket_ability'>): boolean {
  side(core, ev.player).abilitiesUsed.push(`${ev.object}:${ev.index}`);
  return true;
}

export function handleTrainer(core: GameCore, ev: EventOf<'pocket_trainer'>): boolean {
  if (ev.trainer === 'Supporter') side(core, ev.player).supporterPlayed = true;
  return true;
}

export function handleRetreat(core: GameCore, ev: EventOf<'pocket_retreat'>): boolean {
  side(core, ev.player).retreated = true;
  return true;
}

export function handlePoints(core: GameCore, ev: EventOf<'pocket_points'>): boolean {
  side(core, ev.player).points += ev.amount;
  return true;
}

export function handleLose(core: GameCore, ev: EventOf<'lose'>): boolean {
  if (core.s.result) return false;
  core.s.players[ev.player]!.lost = true;
  core.s.result = { winner: opponent(ev.player), draw: false, reason: ev.reason };
  return true;
}

export function handleGameDraw(core: GameCore, ev: EventOf<'game_draw'>): boolean {
  if (core.s.result) return false;
  core.s.result = { winner: null, draw: true, reason: ev.reason };
  return true;
}

/** A coin flip: the next forced result if a test or scenario gave one, else the game's seeded RNG. */
export function handleCoin(core: GameCore, ev: EventOf<'pocket_coin'>): boolean {
  const forced = pocketRules(core).forced.coins.shift();
  ev.heads = forced ?? randomInt(core.s, 0, 1) === 1;
  return true;
}

/** A random pick among cards: a forced pick (a card name or an index) if given, else the game's seeded RNG. */
export function handleRandom(core: GameCore, ev: EventOf<'pocket_random'>): boolean {
  if (!ev.options.length) return false;
  const forced = pocketRules(core).forced.picks.shift();
  let i = -1;
  if (typeof forced === 'number') i = forced;
  else if (typeof forced === 'string') i = ev.options.findIndex((id) => core.obj(id).card.toLowerCase() === forced.toLowerCase());
  if (i < 0 || i >= ev.options.length) i = randomInt(core.s, 0, ev.options.length - 1);
  ev.chosen = ev.options[i]!;
  ev.index = i;
  return true;
}
