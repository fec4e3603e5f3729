/** Defending players (CR 506.2, 508.5): each player attacked, or controlling a planeswalker attacked. */
import type { GameCore } from '../../core.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';

/**
 * The player an attack at `target` is against: that player, or the controller of that planeswalker (CR 508.5).
 * @example defenderOf(core, { kind: 'player', id: 2 }) // 2
 */
export function defenderOf(core: GameCore, target: Target): PlayerId | null {
  if (target.kind === 'player') return target.id;
  const o = core.tryObj(target.id);
  if (o && o.zone === 'battlefield') return o.controller;
  return core.s.lki[target.id]?.controller ?? null;
}

/**
 * The defending player of an attacking creature, or null when it is not attacking.
 * @example if (defenderOfAttacker(core, attacker) !== player) return 'not attacking you';
 */
export function defenderOfAttacker(core: GameCore, attacker: ObjectId): PlayerId | null {
  const a = core.s.combat?.attackers.find((x) => x.id === attacker);
  return a ? defenderOf(core, a.target) : null;
}

/**
 * The defending players still in the game, in APNAP order (CR 101.4): each declares blockers for the creatures
 * attacking them or their planeswalkers (CR 509.1).
 * @example defendingPlayers(core) // [1, 2] when A attacks B and C
 */
export function defendingPlayers(core: GameCore): PlayerId[] {
  const attacked = new Set<PlayerId>();
  for (const a of core.s.combat?.attackers ?? []) {
    const d = defenderOf(core, a.target);
    if (d !== null) attacked.add(d);
  }
  return core.apnap().filter((p) => attacked.has(p));
}

/**
 * The next defending player who has not declared blockers yet, or null when all have (or no one is attacked).
 * @example const d = nextToBlock(core); if (d !== null) s.pending = { kind: 'blockers', player: d };
 */
export function nextToBlock(core: GameCore): PlayerId | null {
  const done = core.s.combat?.blockersDeclaredBy ?? [];
  return defendingPlayers(core).find((p) => !done.includes(p)) ?? null;
}
