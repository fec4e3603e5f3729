/**
 * The Duel rules as the core's event pipeline: one handler per event type changes the state; events Duel does not
 * know are refused, so no Magic handler ever runs on a Duel object.
 */
import { emit, zoneList } from '../../../rules/index.ts';
import type { EventOf, GameCore, GameEvent, ObjectId, RulesetHooks, ZoneName } from '../../../rules/index.ts';
import { handle as coreHandle } from '../../../rules/magic/handlers/index.ts';
import type { HandlerResult } from '../../../rules/magic/handlers/index.ts';
import type { DuelPool } from './cards.ts';
import { duel } from './state.ts';

/** Move an object to a zone of its owner (or the battlefield). */
function move(core: GameCore, id: ObjectId, to: ZoneName): void {
  const o = core.obj(id);
  const from = zoneList(core.s, o.zone, o.owner);
  const i = from?.indexOf(id) ?? -1;
  if (from && i >= 0) from.splice(i, 1);
  zoneList(core.s, to, o.owner)!.push(id);
  o.zone = to;
  o.tapped = false;
  if (to === 'battlefield') o.controlledSince = core.s.turn;
  core.touch();
}

const lose = (core: GameCore, player: number, reason: string) => () => { emit(core, { type: 'lose', player, reason }); };

/** A new turn: its number and active player; nothing played yet. */
function turn(core: GameCore, ev: EventOf<'turn'>): boolean {
  core.s.turn = ev.turn;
  core.s.active = ev.active;
  duel(core).played = 0;
  return true;
}

/** Draw the top card; a player who must draw from an empty library loses. */
function draw(core: GameCore, ev: EventOf<'draw'>): HandlerResult {
  const p = core.player(ev.player);
  const top = p.library[0];
  if (top === undefined) return lose(core, p.id, 'drew from an empty library');
  move(core, top, 'hand');
  ev.object = top;
  return true;
}

/** Damage to a player takes life away; at 0 or less they lose. */
function damage(core: GameCore, ev: EventOf<'damage'>): HandlerResult {
  if (ev.target.kind !== 'player' || ev.amount <= 0) return false;
  const p = core.player(ev.target.id);
  p.life -= ev.amount;
  return p.life <= 0 ? lose(core, p.id, 'life 0 or less') : true;
}

function tap(core: GameCore, ev: EventOf<'tap'> | EventOf<'untap'>): boolean {
  const o = core.obj(ev.object);
  const tapped = ev.type === 'tap';
  if (o.tapped === tapped) return false;
  o.tapped = tapped;
  return true;
}

/**
 * The Duel ruleset hooks for the core.
 * @example new GameCore(state, { cards: NO_MAGIC_CARDS, ruleset: duelRules(pool) })
 */
export function duelRules(pool: DuelPool): RulesetHooks & { pool: DuelPool } {
  return {
    name: 'duel',
    pool,
    handle(core: GameCore, ev: GameEvent): HandlerResult {
      switch (ev.type) {
        case 'turn': return turn(core, ev);
        case 'step': core.s.step = ev.step; return true;
        case 'draw': return draw(core, ev);
        case 'zone_change': move(core, ev.object, ev.to); return true;
        case 'damage': return damage(core, ev);
        case 'tap': case 'untap': return tap(core, ev);
        case 'lose': case 'win': case 'game_draw': return coreHandle(core, ev);
        case 'cast': case 'attack': case 'shuffle': return true;   // records of what happened
        default: return false;
      }
    },
  };
}
