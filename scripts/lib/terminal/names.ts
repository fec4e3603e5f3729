/** Names as a player may read them, taken from their view only: players, objects (a face-down one unnamed), targets. */
import type { PlayerView, Target } from '../../../rules/index.ts';

/**
 * A player's name, "you" for the viewer when `you` is set.
 * @example who(view, 1) // 'B'
 */
export function who(view: PlayerView, p: number, you = false): string {
  if (you && p === view.viewer) return 'you';
  return view.players[p]?.name ?? `player ${p}`;
}

/**
 * An object's name as the viewer may see it: a face-down one they may not look at is "a face-down card"; one
 * they cannot see at all is "a hidden card".
 * @example card(view, 12) // 'Grizzly Bears'
 */
export function card(view: PlayerView, id: number): string {
  const o = view.objects[id];
  if (o) return o.card ?? 'a face-down card';
  return view.lki[id]?.card ?? 'a hidden card';
}

/**
 * A target: a player by name, an object by name and, where it helps, whose it is.
 * @example target(view, { kind: 'object', id: 12 }) // "Grizzly Bears (B's)"
 */
export function target(view: PlayerView, t: Target): string {
  if (t.kind === 'player') return who(view, t.id);
  const o = view.objects[t.id];
  const where = o && o.zone !== 'battlefield' ? ` in ${o.zone === 'hand' ? 'a hand' : o.zone}` : '';
  return o ? `${card(view, t.id)} (${who(view, o.controller)}'s${where})` : card(view, t.id);
}
