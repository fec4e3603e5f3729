/** Moving an object between zones: a new object each time (CR 400.7), with last known information kept. */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import { characteristics, controllerOf } from '../layers/compute.ts';
import { leavesLayersAlone } from '../layers/arrivals.ts';
import { addObject, zoneList } from '../../state/create.ts';
import { shuffleInPlace } from '../../state/rng.ts';
import type { GameObject, ObjectId, ZoneName } from '../../state/types.ts';
import { objectEntered, objectLeft } from '../../interceptors/lifecycle.ts';

export interface RelocateOptions { controller?: number; tapped?: boolean; counters?: Record<string, number>; position?: 'top' | 'bottom'; shuffle?: boolean }

/** Remove an object id from whatever zone list holds it. */
export function detach(core: GameCore, o: GameObject): void {
  const list = zoneList(core.s, o.zone, o.owner);
  if (list) { const i = list.indexOf(o.id); if (i >= 0) list.splice(i, 1); }
  if (o.zone === 'stack') {
    const before = core.s.stack.length;
    core.s.stack = core.s.stack.filter((it) => it.id !== o.id);
    if (core.s.stack.length < before) core.machines?.removed(core);
  }
}

/** Record last known information of an object about to leave its zone. */
export function rememberObject(core: GameCore, o: GameObject): void {
  const c = characteristics(core, o.id);
  core.s.lki[o.id] = {
    card: o.card, name: c?.name || o.card, chosen: o.chosen, owner: o.owner, controller: c?.controller ?? o.controller, zone: o.zone,
    power: c?.power ?? 0, toughness: c?.toughness ?? 0, counters: { ...o.counters },
    types: c?.types ?? [], colors: c?.colors ?? [], newId: null,
    // What triggers and expressions read of it (CR 603.10a, 608.2h).
    tapped: o.tapped, damage: o.damage,
    ...(c ? { supertypes: c.supertypes, subtypes: c.subtypes, keywords: c.keywords, abilities: c.abilities, manaValue: c.manaValue } : {}),
  };
}

/**
 * Move an object to a zone without going through the pipeline (handlers only).
 * @example relocate(core, topCardId, 'hand')
 */
export function relocate(core: GameCore, id: ObjectId, to: ZoneName, opts: RelocateOptions = {}): GameObject {
  const o = core.obj(id);
  const leavingBattlefield = o.zone === 'battlefield';
  // Whether the computed characteristics can just lose it (asked while they are those of the game as it is).
  let alone = false;
  if (leavingBattlefield) {
    rememberObject(core, o);
    alone = leavesLayersAlone(core, o);
    objectLeft(core, o);
    core.leftInBatch.push(o.id);
    const combat = core.s.combat;
    if (combat) {
      combat.attackers = combat.attackers.filter((a) => a.id !== o.id);
      combat.blockers = combat.blockers.filter((b) => b.id !== o.id && b.blocks !== o.id);
    }
  } else if (o.zone === 'stack') {
    rememberObject(core, o);
  }
  detach(core, o);
  const n = addObject(core.s, o.card, o.owner, to, o.token);
  if (core.s.lki[o.id]) core.s.lki[o.id]!.newId = n.id;
  delete core.s.objects[o.id];
  placeInZone(core, n, to, opts);
  // Computed characteristics are of battlefield objects: only moves on or off it invalidate them.
  if (leavingBattlefield) { if (alone) core.left(o.id); else core.touch(); }
  else if (to === 'battlefield') core.entered(n.id);
  return n;
}

/** Put a fresh object into its zone list; entering the battlefield sets control, status and counters. */
export function placeInZone(core: GameCore, n: GameObject, to: ZoneName, opts: RelocateOptions): void {
  if (n.token && to !== 'battlefield') core.tokensAway++;   // one for the token state-based action to look at
  const list = zoneList(core.s, to, n.owner);
  if (to === 'battlefield') {
    n.controller = opts.controller ?? n.owner;
    n.tapped = !!opts.tapped;
    n.counters = { ...(opts.counters ?? {}) };
    n.controlledSince = core.s.turn;
  }
  if (list) {
    if (to === 'library' && opts.position !== 'bottom') list.unshift(n.id);
    else list.push(n.id);
    if (to === 'library' && opts.shuffle) shuffleInPlace(core.s, list);
  }
  if (to === 'battlefield') objectEntered(core, n);
}

/** A zone_change event for moving an existing object. */
export function leaveEvent(core: GameCore, id: ObjectId, to: ZoneName, cause: string): EventOf<'zone_change'> {
  const o = core.obj(id);
  return { type: 'zone_change', object: id, oldId: null, card: o.card, from: o.zone, to, owner: o.owner, controller: controllerOf(core, id) ?? o.controller, cause };
}
