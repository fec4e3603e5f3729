/** A permanent entering or leaving the battlefield: its actor starts or stops, and its interceptors come or go. */
import type { GameCore } from '../core.ts';
import type { GameObject, ObjectId } from '../state/types.ts';

/**
 * A permanent has entered the battlefield: the runtime starts its actor, and a ruleset whose cards' abilities
 * never change hands it the card's interceptors at once (Magic's follow the layers: see syncInterceptors).
 * @example objectEntered(core, core.obj(id))
 */
export function objectEntered(core: GameCore, o: GameObject): void {
  core.lifecycle?.enter(core, o);
  const interceptors = core.ruleset?.interceptors?.(core, o);
  if (!interceptors) return;
  const registration = { abilities: [], interceptors };
  if (core.lifecycle?.abilities) core.lifecycle.abilities(core, o.id, registration);
  else core.interceptors.setSource(o.id, registration);
}

/**
 * Many permanents entered at once (a loop shortcut's tokens, rules/magic/flow/shortcuts.ts), ids in ascending order: a
 * runtime that can (`enterMany`) takes them in one call, each permanent's actor starting when it is first needed;
 * otherwise each enters as above.
 * @example objectsEntered(core, core.s.battlefield.slice(before))
 */
export function objectsEntered(core: GameCore, ids: readonly ObjectId[]): void {
  if (core.lifecycle?.enterMany && !core.ruleset?.interceptors) { core.lifecycle.enterMany(core, ids); return; }
  for (const id of ids) objectEntered(core, core.obj(id));
}

/**
 * A permanent is leaving the battlefield: its actor stops, and everything it registered goes (CR 603.10a looks
 * back through last known information, not through the registry).
 * @example objectLeft(core, core.obj(id))
 */
export function objectLeft(core: GameCore, o: GameObject): void {
  core.lifecycle?.leave(core, o);
  core.interceptors.dropSource(o.id);
}
