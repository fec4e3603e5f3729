/** Moving cards between zones (one object keeps its id), drawing, destroying, sacrificing, discarding at random. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { zoneList } from '../../state/create.ts';
import { randomInt } from '../../state/rng.ts';
import type { GameObject, ObjectId, ZoneName } from '../../state/types.ts';
import { objectEntered, objectLeft } from '../../interceptors/lifecycle.ts';
import { adv } from '../state.ts';

function leaveBattlefield(core: GameCore, o: GameObject): void {
  objectLeft(core, o);
  const combat = core.s.combat;
  if (combat) {
    combat.attackers = combat.attackers.filter((a) => a.id !== o.id);
    combat.blockers = combat.blockers.filter((b) => b.id !== o.id && b.blocks !== o.id);
  }
  const ext = adv(core);
  if (ext.pumps.some((p) => p.object === o.id)) ext.pumps = ext.pumps.filter((p) => p.object !== o.id);
  o.tapped = false;
  o.damage = 0;
  o.counters = {};
  o.controller = o.owner;
}

/** Move an object to a zone (handlers only): out of its list, into the new one, status reset on leaving play. */
export function move(core: GameCore, o: GameObject, to: ZoneName, controller = o.owner): void {
  const from = zoneList(core.s, o.zone, o.owner);
  if (from) { const i = from.indexOf(o.id); if (i >= 0) from.splice(i, 1); }
  if (o.zone === 'battlefield') leaveBattlefield(core, o);
  o.zone = to;
  if (to === 'battlefield') {
    o.controller = controller;
    o.tapped = false;
    o.controlledSince = core.s.turn;
    o.timestamp = core.s.nextTimestamp++;
  }
  const list = zoneList(core.s, to, o.owner);
  if (list) { if (to === 'library') list.unshift(o.id); else list.push(o.id); }
  if (to === 'battlefield') objectEntered(core, o);
  core.touch();
}

export function handleZoneChange(core: GameCore, ev: EventOf<'zone_change'>): boolean {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== ev.from) return false;
  ev.oldId = o.id;
  move(core, o, ev.to, ev.controller);
  return true;
}

/** Drawing from an empty library draws nothing but is recorded: the player loses (see the core triggers). */
export function handleDraw(core: GameCore, ev: EventOf<'draw'>): boolean {
  const p = core.player(ev.player);
  if (p.lost) return false;
  const top = p.library[0];
  if (top === undefined) { p.drewFromEmpty = true; ev.object = null; return true; }
  move(core, core.obj(top), 'hand');
  ev.object = top;
  return true;
}

/** The zone_change event that puts a permanent into its owner's graveyard or hand. */
export function leave(core: GameCore, id: ObjectId, to: ZoneName, cause: string): EventOf<'zone_change'> {
  const o = core.obj(id);
  return { type: 'zone_change', object: id, oldId: null, card: o.card, from: o.zone, to, owner: o.owner, controller: o.controller, cause };
}

export function handleDestroy(core: GameCore, ev: EventOf<'destroy'>): HandlerResult {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield') return false;
  return () => { emit(core, leave(core, o.id, 'graveyard', 'destroy')); };
}

export function handleSacrifice(core: GameCore, ev: EventOf<'sacrifice'>): HandlerResult {
  const o = core.tryObj(ev.object);
  if (!o || o.zone !== 'battlefield') return false;
  return () => { emit(core, leave(core, o.id, 'graveyard', 'sacrifice')); };
}

/** Discard at random, with the game's seeded generator. */
export function handleDiscard(core: GameCore, ev: EventOf<'adv_discard'>): HandlerResult {
  const hand = [...core.player(ev.player).hand];
  if (!hand.length || ev.count <= 0) return false;
  const picked: ObjectId[] = [];
  for (let i = 0; i < ev.count && hand.length; i++) picked.push(hand.splice(randomInt(core.s, 0, hand.length - 1), 1)[0]!);
  ev.cards = picked;
  return () => { for (const id of picked) emit(core, leave(core, id, 'graveyard', 'discard')); };
}
