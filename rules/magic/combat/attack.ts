/** Declaring attackers (CR 508.1): legality (summoning sickness, haste, defender, "can't attack"), then tap without vigilance. */
import type { GameCore } from '../../core.ts';
import { IllegalActionError } from '../../core.ts';
import { isSummoningSick } from '../costs/tap.ts';
import { emit } from '../../events/emit.ts';
import { characteristics } from '../layers/compute.ts';
import type { ObjectId, PlayerId, Target } from '../../state/types.ts';

/** Why a creature can't attack now, or null if it can. */
export function cannotAttack(core: GameCore, player: PlayerId, id: ObjectId): string | null {
  const o = core.tryObj(id);
  const c = characteristics(core, id);
  if (!o || !c || o.zone !== 'battlefield') return `object #${id} is not on the battlefield`;
  if (!c.types.includes('Creature')) return `${c.name} is not a creature`;
  if (c.controller !== player) return `${c.name} is not controlled by the attacking player`;
  if (o.tapped) return `${c.name} is tapped (CR 508.1a)`;
  if (isSummoningSick(core, id)) return `${c.name} has summoning sickness (CR 302.6)`;
  if (c.keywords.includes('defender')) return `${c.name} has defender (CR 702.3b)`;
  if (c.cant.includes('attack')) return `${c.name} can't attack`;
  return null;
}

function targetOk(core: GameCore, player: PlayerId, t: Target): boolean {
  if (t.kind === 'player') return t.id !== player && !core.s.players[t.id]?.lost;
  const c = characteristics(core, t.id);
  return !!c && c.types.includes('Planeswalker') && c.controller !== player;
}

/** Validate a declaration, changing nothing. */
export function validateAttack(core: GameCore, player: PlayerId, attackers: { id: ObjectId; target: Target }[]): void {
  const p = core.s.pending;
  if (!p || p.kind !== 'attackers' || p.player !== player) throw new IllegalActionError('action/not_declaring_attackers', `${core.player(player).name} can't declare attackers now`);
  const seen = new Set<ObjectId>();
  for (const a of attackers) {
    if (seen.has(a.id)) throw new IllegalActionError('action/duplicate_attacker', `object #${a.id} declared twice`);
    seen.add(a.id);
    const why = cannotAttack(core, player, a.id);
    if (why) throw new IllegalActionError('action/illegal_attacker', why);
    if (!targetOk(core, player, a.target)) throw new IllegalActionError('action/illegal_attack_target', 'an attacker must attack an opponent or a planeswalker an opponent controls (CR 508.1b)');
  }
}

/**
 * Declare attackers: tap them (unless vigilance, CR 702.20b) and record the attack.
 * @example declareAttackers(core, 0, [{ id: giantId, target: { kind: 'player', id: 1 } }])
 */
export function declareAttackers(core: GameCore, player: PlayerId, attackers: { id: ObjectId; target: Target }[]): void {
  validateAttack(core, player, attackers);
  const combat = core.s.combat ?? { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: false, blocksDeclared: false };
  core.s.combat = combat;
  combat.declared = true;
  for (const a of attackers) {
    combat.attackers.push({ id: a.id, target: a.target });
    if (!characteristics(core, a.id)!.keywords.includes('vigilance')) emit(core, { type: 'tap', object: a.id });
  }
  if (attackers.length) core.touch('combat');   // "attacking" is part of queries (War Horn)
  for (const a of attackers) emit(core, { type: 'attack', attacker: a.id, target: a.target });
}
