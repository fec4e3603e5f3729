/**
 * Performing scenario actions in an adventure game, through the same runtime and machines as a real game.
 * As FORMAT.md says for adventure, `attack` and `block` are submitted where the game stands (no advancing),
 * and may be rejected.
 */
import type { AdventureGame } from '../../../actors/adventure/index.ts';
import { IllegalActionError } from '../../../rules/index.ts';
import { cardOf } from '../../../rules/adventure/index.ts';
import type { Json, Obj } from '../types.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS, findObject, parseRef, playerName, requireObject, resolveTarget } from './refs.ts';
import { list } from '../common/compare.ts';

const PRIORITY_FREE = ['draw', 'end'];

function playerOf(game: AdventureGame, a: Obj): number {
  if (a['player'] !== undefined) {
    const p = PLAYERS[String(a['player'])];
    if (p === undefined) throw new ScenarioError(`player "${String(a['player'])}" is not A or B`);
    return p;
  }
  return game.state.pending?.player ?? game.state.active;
}

/** A game halted in a phase without priority (advance_to draw/end) goes on. */
export function resumeIfHalted(game: AdventureGame): void {
  if (!game.pending() && !game.over) { game.haltAt = null; game.advance(); }
}

/** Pass once for whoever holds priority. */
function passOnce(game: AdventureGame): boolean {
  resumeIfHalted(game);
  const p = game.pending();
  if (!p || game.over) return false;
  game.submit({ type: 'pass', player: p.player });
  return true;
}

/** Every player in the window passes in succession, or the phase ends. */
function passAll(game: AdventureGame): void {
  resumeIfHalted(game);
  const start = { step: game.state.step, turn: game.state.turn };
  for (let i = 0; i < game.state.players.length && !game.over; i++) {
    if (!passOnce(game)) return;
    if (game.state.step !== start.step || game.state.turn !== start.turn) return;
  }
}

/** Pass until `step` begins (in `turn`, if given) and a player would receive priority there, or its effects are done. */
export function advanceTo(game: AdventureGame, step: string, turn: number | undefined, limit = 10_000): void {
  const start = game.core.log.length;
  const began = () => {
    for (let i = game.core.log.length - 1; i >= start; i--) {
      const e = game.core.log[i]!;
      if (e.type === 'step' && e.step === step && (turn === undefined || game.state.turn === turn)) return true;
    }
    return false;
  };
  const reached = () => began() && game.state.step === step;
  // In DRAW and END nobody gets priority: the runtime halts there once the phase's effects are done.
  game.haltAt = PRIORITY_FREE.includes(step) ? () => reached() : null;
  if (!game.pending()) game.advance();
  for (let i = 0; i < limit && !game.over; i++) {
    if (reached() && (game.pending() || PRIORITY_FREE.includes(step))) break;
    const p = game.pending();
    if (!p) break;
    game.submit({ type: 'pass', player: p.player });
  }
  if (game.pending()) game.haltAt = null;
  if (game.over || reached()) return;
  throw new ScenarioError(`advance_to: phase "${step}"${turn ? ` of turn ${turn}` : ''} was not reached`);
}

/** A reference to a card in a player's own hand: "Ogre #2" → "Ogre (A) #2". */
function ownRef(ref: string, player: number): string {
  const r = parseRef(ref);
  return `${r.name} (${playerName(r.player ?? player)})${r.index ? ` #${r.index}` : ''}`;
}

function abilityIndex(game: AdventureGame, source: number, ab: Json | undefined): number {
  if (typeof ab === 'number') return ab;
  if (ab === undefined) return 0;
  const card = cardOf(game.core, source);
  const abilities = card.abilities;
  const want = String(ab).toLowerCase();
  let i = abilities.findIndex((x) => (x.text ?? '').toLowerCase().includes(want) || x.effects.some((e) => e.includes(want)) || x.speed.toLowerCase() === want);
  if (i < 0 && abilities.length === 1 && card.text.toLowerCase().includes(want)) i = 0;
  if (i < 0) throw new ScenarioError(`no ability matching "${String(ab)}"`);
  return i;
}

/** Translate one scenario action into runtime submissions. Throws IllegalActionError when rejected. */
export function perform(game: AdventureGame, a: Obj): void {
  const core = game.core;
  const kind = String(a['do']);
  if (!['advance_to', 'pass_until_end', 'pass_all', 'concede'].includes(kind)) resumeIfHalted(game);
  const player = playerOf(game, a);
  const targets = () => (a['targets'] === undefined ? undefined : list(a['targets']).map((r) => resolveTarget(core, r)));
  switch (kind) {
    case 'cast': {
      const card = findObject(core, ownRef(String(a['card']), player), ['hand']);
      if (card === null) throw new IllegalActionError('action/not_in_hand', `"${String(a['card'])}" is not in ${a['player'] ?? 'the'} hand`);
      game.submit({ type: 'cast', player, card, targets: targets() });
      return;
    }
    case 'activate': {
      const source = requireObject(core, String(a['card']), ['battlefield']);
      game.submit({ type: 'activate', player, source, ability: abilityIndex(game, source, a['ability']), targets: targets() });
      return;
    }
    case 'attack': {
      const attackers = ((a['attackers'] ?? []) as Obj[]).map((x) => ({ id: requireObject(core, String(x['card']), ['battlefield']), target: resolveTarget(core, String(x['target'] ?? (player === 0 ? 'B' : 'A'))) }));
      game.submit({ type: 'attack', player, attackers });
      return;
    }
    case 'block': {
      const blockers = ((a['blockers'] ?? []) as Obj[]).map((x) => ({ id: requireObject(core, String(x['card']), ['battlefield']), blocks: requireObject(core, String(x['blocks']), ['battlefield']) }));
      game.submit({ type: 'block', player, blockers });
      return;
    }
    case 'pass': {
      const p = game.pending();
      if (!p) throw new IllegalActionError('action/no_priority', 'nobody holds priority');
      game.submit({ type: 'pass', player: a['player'] === undefined ? p.player : player });
      return;
    }
    case 'pass_all': { const n = Number(a['repeat'] ?? 1); for (let i = 0; i < n && !game.over; i++) passAll(game); return; }
    case 'advance_to': advanceTo(game, String(a['step']).toLowerCase(), a['turn'] === undefined ? undefined : Number(a['turn'])); return;
    case 'pass_until_end': { const max = Number(a['max_actions'] ?? 10_000); for (let i = 0; i < max && passOnce(game); i++); return; }
    case 'concede': game.submit({ type: 'concede', player }); return;
    case 'play_land': throw new IllegalActionError('action/unavailable', 'adventure has no lands');
    default: throw new ScenarioError(`unknown action "${kind}" for the adventure ruleset`);
  }
}
