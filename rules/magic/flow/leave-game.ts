/**
 * A player leaving a multiplayer game (CR 800.4a): everything they own leaves the game, effects that give them
 * control end, their spells and abilities on the stack cease to exist, and what they still control is exiled.
 */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { detach, leaveEvent, rememberObject } from '../handlers/relocate.ts';
import { objectLeft } from '../../interceptors/lifecycle.ts';
import { characteristics } from '../layers/compute.ts';
import type { GameObject, PlayerId } from '../../state/types.ts';

/** Take an object out of the game altogether: no zone holds it any more (it is not a zone change, CR 800.4a). */
function removeFromGame(core: GameCore, o: GameObject): void {
  if (o.zone === 'battlefield') {
    rememberObject(core, o);
    objectLeft(core, o);
    core.leftInBatch.push(o.id);
    const combat = core.s.combat;
    if (combat) {
      combat.attackers = combat.attackers.filter((a) => a.id !== o.id && !(a.target.kind === 'object' && a.target.id === o.id));
      combat.blockers = combat.blockers.filter((b) => b.id !== o.id && b.blocks !== o.id);
    }
  }
  detach(core, o);
  delete core.s.objects[o.id];
}

/**
 * `player` has lost and the game goes on without them (CR 800.4a). Does nothing once they have left, so it may be
 * called again after every settled loss.
 * @example leaveGame(core, 2) // C's permanents, cards and stack objects are gone
 */
export function leaveGame(core: GameCore, player: PlayerId): void {
  const s = core.s;
  const owned = Object.values(s.objects).filter((o) => o.owner === player);
  const controls = (id: number) => characteristics(core, id)?.controller === player;
  const anythingLeft = owned.length > 0 || s.stack.some((it) => it.controller === player)
    || s.effects.some((e) => e.mod['gain_control'] === player) || s.battlefield.some(controls)
    || s.pendingTriggers.some((t) => t.controller === player) || s.delayed.some((d) => d.controller === player)
    || !!s.combat?.attackers.some((a) => a.target.kind === 'player' && a.target.id === player);
  if (!anythingLeft) return;
  for (const o of owned) if (s.objects[o.id]) removeFromGame(core, o);
  // Effects that give the player control end; the rest of what they created goes on (CR 800.4a).
  s.effects = s.effects.filter((e) => e.mod['gain_control'] !== player);
  // A spell they controlled but another player owns is exiled; abilities they controlled on the stack cease to exist,
  // and so do their pending and delayed triggers.
  for (const it of s.stack.filter((x) => x.kind === 'spell' && x.controller === player && core.tryObj(x.id)?.zone === 'stack')) {
    emit(core, leaveEvent(core, it.id, 'exile', 'left_game'));
  }
  s.stack = s.stack.filter((it) => it.controller !== player);
  s.pendingTriggers = s.pendingTriggers.filter((t) => t.controller !== player);
  s.delayed = s.delayed.filter((d) => d.controller !== player);
  // Creatures attacking the player are removed from combat: there is no one left for them to attack (CR 506.4).
  if (s.combat) s.combat.attackers = s.combat.attackers.filter((a) => !(a.target.kind === 'player' && a.target.id === player));
  core.touch();
  // Objects they still control that others own are exiled (CR 800.4a).
  for (const id of s.battlefield.filter(controls)) emit(core, leaveEvent(core, id, 'exile', 'left_game'));
}

/**
 * The first player still in the game in turn order from `from` (`from` itself when still in it); `lost` is per seat.
 * @example nextInGame(core.s.players.map((p) => p.lost), 2) // 3, or 0 when D has left too
 */
export function nextInGame(lost: readonly boolean[], from: PlayerId): PlayerId {
  const n = lost.length;
  for (let i = 0; i < n; i++) {
    const p = (from + i) % n;
    if (!lost[p]) return p;
  }
  return from;
}
