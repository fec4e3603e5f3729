/** Declaring blockers (CR 509.1): flying and reach, menace, protection, landwalk, "can't block". */
import type { GameCore } from '../../core.ts';
import { IllegalActionError } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { protectedFromPlayer } from '../layers/player-protection.ts';
import { battlefieldCharacteristics, characteristics } from '../layers/compute.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import { defenderOfAttacker, defendingPlayers, nextToBlock } from './defenders.ts';

/** Each landwalk keyword and the land type it names (CR 702.14), as pairs (asked at every block considered). */
const LANDWALK: readonly (readonly [string, string])[] = [['islandwalk', 'Island'], ['swampwalk', 'Swamp'], ['forestwalk', 'Forest'], ['mountainwalk', 'Mountain'], ['plainswalk', 'Plains']];

/** Why this blocker can't block this attacker, or null. */
export function cannotBlock(core: GameCore, player: PlayerId, blocker: ObjectId, attacker: ObjectId): string | null {
  const o = core.tryObj(blocker);
  const b = characteristics(core, blocker);
  const a = characteristics(core, attacker);
  if (!o || !b || o.zone !== 'battlefield') return `object #${blocker} is not on the battlefield`;
  if (!a || !core.s.combat?.attackers.some((x) => x.id === attacker)) return `object #${attacker} is not attacking`;
  if (!b.types.includes('Creature')) return `${b.name} is not a creature`;
  if (b.controller !== player) return `${b.name} is not controlled by the defending player`;
  if (defenderOfAttacker(core, attacker) !== player) return `${a.name} is not attacking ${core.player(player).name} or a planeswalker they control (CR 509.1a)`;
  if (o.tapped) return `${b.name} is tapped (CR 509.1a)`;
  if (b.cant.includes('block')) return `${b.name} can't block`;
  if (a.keywords.includes('flying') && !b.keywords.includes('flying') && !b.keywords.includes('reach')) return `${a.name} has flying: only a creature with flying or reach can block it (CR 702.9b)`;
  if (protectedFromPlayer(a.keywords, b.controller)) return `${a.name} has protection from ${core.player(b.controller).name} (CR 702.16k)`;
  if (b.colors.some((c) => a.keywords.includes(`protection_from_${c}`))) return `${a.name} has protection from ${b.colors.join('/')} (CR 702.16f)`;
  for (const [kw, land] of LANDWALK) {
    if (!a.keywords.includes(kw)) continue;
    const has = [...battlefieldCharacteristics(core).values()].some((c) => c.controller === player && c.subtypes.includes(land));
    if (has) return `${a.name} has ${kw} (CR 702.14)`;
  }
  return null;
}

export function validateBlock(core: GameCore, player: PlayerId, blockers: { id: ObjectId; blocks: ObjectId }[]): void {
  const p = core.s.pending;
  if (!p || p.kind !== 'blockers' || p.player !== player) throw new IllegalActionError('action/not_declaring_blockers', `${core.player(player).name} can't declare blockers now`);
  const seen = new Set<ObjectId>();
  for (const bl of blockers) {
    if (seen.has(bl.id)) throw new IllegalActionError('action/duplicate_blocker', `object #${bl.id} blocks twice (CR 509.1a)`);
    seen.add(bl.id);
    const why = cannotBlock(core, player, bl.id, bl.blocks);
    if (why) throw new IllegalActionError('action/illegal_blocker', why);
  }
  const counts = new Map<ObjectId, number>();
  for (const bl of blockers) counts.set(bl.blocks, (counts.get(bl.blocks) ?? 0) + 1);
  for (const [att, n] of counts) {
    const a = characteristics(core, att)!;
    if (a.keywords.includes('menace') && n < 2) throw new IllegalActionError('action/menace', `${a.name} has menace: it can't be blocked except by two or more creatures (CR 702.111b)`);
  }
}

/** @example declareBlockers(core, 1, [{ id: spiderId, blocks: drakeId }]) */
export function declareBlockers(core: GameCore, player: PlayerId, blockers: { id: ObjectId; blocks: ObjectId }[]): void {
  validateBlock(core, player, blockers);
  const combat = core.s.combat!;
  // Each defending player declares blockers for the creatures attacking them (CR 509.1); with one, that is all.
  const several = defendingPlayers(core).length > 1;
  if (several) combat.blockersDeclaredBy = [...(combat.blockersDeclaredBy ?? []), player];
  combat.blocksDeclared = !several || nextToBlock(core) === null;
  for (const bl of blockers) {
    combat.blockers.push({ id: bl.id, blocks: bl.blocks });
    if (!combat.blocked.includes(bl.blocks)) combat.blocked.push(bl.blocks);
  }
  if (blockers.length) core.touch('combat');
  for (const bl of blockers) emit(core, { type: 'block', blocker: bl.id, attacker: bl.blocks });
  // Once every defending player has declared, each attacking creature no creature blocked "isn't blocked" (CR 509.1h, 603.2).
  if (combat.blocksDeclared) for (const at of combat.attackers) if (!combat.blocked.includes(at.id)) emit(core, { type: 'unblocked', attacker: at.id });
}
