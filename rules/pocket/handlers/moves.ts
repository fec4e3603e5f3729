/** Handlers that move cards: zone moves, drawing, shuffling, switching the Active Pokémon, evolving, Knocking Out. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { shuffleInPlace } from '../../state/rng.ts';
import type { ObjectId, ZoneName } from '../../state/types.ts';
import { BENCH_SIZE, mon, pocket, side, zoneOf } from '../state.ts';
import type { PocketZone } from '../types.ts';

const LIST: Partial<Record<PocketZone, 'library' | 'hand' | 'graveyard'>> = { deck: 'library', hand: 'hand', discard: 'graveyard' };

function takeOut(core: GameCore, id: ObjectId, from: PocketZone): void {
  const o = core.obj(id);
  const list = LIST[from];
  if (list) {
    const l = core.s.players[o.owner]![list];
    l.splice(l.indexOf(id), 1);
    return;
  }
  const x = side(core, o.owner);
  if (from === 'active') x.active = null;
  else if (from === 'bench') x.bench.splice(x.bench.indexOf(id), 1);
}

function putIn(core: GameCore, id: ObjectId, to: PocketZone, bottom: boolean): void {
  const o = core.obj(id);
  const list = LIST[to];
  if (list) {
    o.zone = list as ZoneName;
    o.damage = 0;
    const l = core.s.players[o.owner]![list];
    if (to === 'deck' && !bottom) l.unshift(id); else l.push(id);
    return;
  }
  o.zone = 'battlefield';
  const x = side(core, o.owner);
  if (to === 'active') x.active = id; else x.bench.push(id);
  pocket(core).pokemon[id] = { id, under: [], energy: [], conditions: [], sinceTurn: core.s.turn };
}

/** A card moves between zones. Leaving play takes the cards under it along; entering play makes a Pokémon. */
export function handleMove(core: GameCore, ev: EventOf<'pocket_move'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || zoneOf(core, ev.object) !== ev.from) return false;
  const x = side(core, o.owner);
  if (ev.to === 'active' && x.active !== null) return false;
  if (ev.to === 'bench' && x.bench.length >= BENCH_SIZE) return false;
  const leaving = ev.from === 'active' || ev.from === 'bench';
  const under = leaving ? mon(core, ev.object).under : [];
  takeOut(core, ev.object, ev.from);
  if (leaving) delete pocket(core).pokemon[ev.object];
  for (const u of under) putIn(core, u, ev.to, ev.cause === 'bottom');
  putIn(core, ev.object, ev.to, ev.cause === 'bottom');
  core.touch();
  return true;
}

/** Drawing: the top card of the deck goes to the hand. With an empty deck nothing happens (Pocket has no deck-out loss). */
export function handleDraw(core: GameCore, ev: EventOf<'draw'>): boolean {
  const p = core.player(ev.player);
  const top = p.library.shift();
  if (top === undefined) return false;
  const o = core.obj(top);
  o.zone = 'hand';
  p.hand.push(top);
  ev.object = top;
  return true;
}

export function handleShuffle(core: GameCore, ev: EventOf<'shuffle'>): boolean {
  shuffleInPlace(core.s, core.player(ev.player).library);
  return true;
}

/** A Benched Pokémon becomes the Active Pokémon; the old Active Pokémon takes its place on the Bench and recovers from Special Conditions. */
export function handleSwitch(core: GameCore, ev: EventOf<'pocket_switch'>): HandlerResult {
  const x = side(core, ev.player);
  const i = x.bench.indexOf(ev.active);
  if (i < 0 || x.active !== ev.benched) return false;
  if (ev.benched === null) x.bench.splice(i, 1);
  else x.bench[i] = ev.benched;
  x.active = ev.active;
  core.touch();
  const benched = ev.benched;
  if (benched === null) return true;
  const cured = [...mon(core, benched).conditions];
  return () => { for (const c of cured) emit(core, { type: 'pocket_condition', object: benched, condition: c, on: false, cause: 'moved to the Bench' }); };
}

/** Evolving: the evolution card goes on top; damage and Energy stay, Special Conditions go. */
export function handleEvolve(core: GameCore, ev: EventOf<'pocket_evolve'>): HandlerResult {
  const card = core.tryObj(ev.object);
  const old = pocket(core).pokemon[ev.from];
  if (!card || card.zone !== 'hand' || !old) return false;
  const owner = core.obj(ev.from).owner;
  const hand = core.s.players[owner]!.hand;
  hand.splice(hand.indexOf(ev.object), 1);
  card.zone = 'battlefield';
  card.damage = core.obj(ev.from).damage;
  core.obj(ev.from).damage = 0;
  const x = side(core, owner);
  if (x.active === ev.from) x.active = ev.object; else x.bench[x.bench.indexOf(ev.from)] = ev.object;
  const cured = [...old.conditions];
  pocket(core).pokemon[ev.object] = { id: ev.object, under: [...old.under, ev.from], energy: old.energy, conditions: old.conditions, sinceTurn: core.s.turn };
  delete pocket(core).pokemon[ev.from];
  core.touch();
  return () => { for (const c of cured) emit(core, { type: 'pocket_condition', object: ev.object, condition: c, on: false, cause: 'evolved' }); };
}

/** A Knock Out: the Pokémon and the cards under it go to the discard pile; its Energy goes away. */
export function handleKnockOut(core: GameCore, ev: EventOf<'pocket_knock_out'>): boolean {
  const m = pocket(core).pokemon[ev.object];
  if (!m) return false;
  takeOut(core, ev.object, zoneOf(core, ev.object));
  delete pocket(core).pokemon[ev.object];
  for (const id of [...m.under, ev.object]) putIn(core, id, 'discard', false);
  if (ev.byAttack) pocket(core).knockOuts.push(`${core.s.turn}:${ev.owner}`);
  core.touch();
  return true;
}
