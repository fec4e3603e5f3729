/** Combat damage (CR 510): assignment among blockers, trample, deathtouch as lethal, first and double strike steps (702.7, 702.4). */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { GameEvent } from '../../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import type { ObjectId, Target } from '../../state/types.ts';

const hasFs = (k: string[]) => k.includes('first_strike') || k.includes('double_strike');

/** Is a first-strike combat damage step needed (CR 510.4)? */
export function needsFirstStrikeStep(core: GameCore): boolean {
  const c = core.s.combat;
  if (!c) return false;
  return [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)].some((id) => hasFs(characteristics(core, id)?.keywords ?? []));
}

function dealsNow(core: GameCore, id: ObjectId, firstStrike: boolean): boolean {
  const k = characteristics(core, id)?.keywords ?? [];
  if (firstStrike) return hasFs(k);
  const combat = core.s.combat!;
  if (!combat.firstStrikeDone) return true;
  return k.includes('double_strike') || !combat.dealtFirstStrike.includes(id);
}

/** Validate an assignment; fall back to the default when it breaks CR 510.1c. */
function checkAssignment(answer: Record<string, number>, blockers: ObjectId[], lethal: number[], power: number, trample: boolean): boolean {
  const total = Object.values(answer).reduce((s, n) => s + (n > 0 ? n : 0), 0);
  if (total !== power || Object.values(answer).some((n) => n < 0)) return false;
  if (!trample && answer['player']) return false;
  if (answer['player'] && blockers.some((b, i) => (answer[String(b)] ?? 0) < lethal[i]!)) return false;
  return Object.keys(answer).every((k) => k === 'player' || blockers.includes(Number(k)));
}

function attackerDamage(core: GameCore, id: ObjectId, target: Target, out: GameEvent[]): void {
  const c = characteristics(core, id)!;
  const power = c.power ?? 0;
  if (power <= 0 || c.cant.includes('assign_combat_damage')) return;   // "assigns no combat damage" (CR 510.1a)
  const combat = core.s.combat!;
  const name = c.name;
  const push = (t: Target, amount: number) => { if (amount > 0) out.push({ type: 'damage', source: id, sourceName: name, target: t, amount, combat: true }); };
  const blockers = combat.blockers.filter((b) => b.blocks === id && core.tryObj(b.id)?.zone === 'battlefield').map((b) => b.id);
  const trample = c.keywords.includes('trample');
  const targetAlive = target.kind === 'player' || core.tryObj(target.id)?.zone === 'battlefield';
  if (!combat.blocked.includes(id)) { if (targetAlive) push(target, power); return; }
  if (!blockers.length) { if (trample && targetAlive) push(target, power); return; }   // CR 702.19e
  if (blockers.length === 1 && !trample) { push({ kind: 'object', id: blockers[0]! }, power); return; }
  const deathtouch = c.keywords.includes('deathtouch');
  const lethal = blockers.map((b) => {
    const bc = characteristics(core, b)!;
    const left = Math.max(0, (bc.toughness ?? 0) - core.obj(b).damage);
    return deathtouch ? Math.min(1, left) : left;   // CR 702.2c: any damage from deathtouch is lethal
  });
  const ask = { kind: 'assign_damage' as const, player: c.controller, attacker: id, blockers, amount: power, lethal, trample };
  let answer = core.ask(ask) as Record<string, number>;
  if (!checkAssignment(answer, blockers, lethal, power, trample)) {
    answer = {};
    let left = power;
    blockers.forEach((b, i) => { const n = i === blockers.length - 1 && !trample ? left : Math.min(left, lethal[i]!); answer[String(b)] = n; left -= n; });
    if (left > 0) answer[trample ? 'player' : String(blockers[0])] = (answer[trample ? 'player' : String(blockers[0])] ?? 0) + left;
  }
  for (const [k, n] of Object.entries(answer)) {
    if (k === 'player') { if (targetAlive) push(target, n); } else push({ kind: 'object', id: Number(k) }, n);
  }
}

/**
 * Deal combat damage for one combat damage step; all of it is dealt at once (CR 510.2).
 * @example dealCombatDamage(core, false)
 */
export function dealCombatDamage(core: GameCore, firstStrike: boolean): void {
  const combat = core.s.combat;
  if (!combat) return;
  const out: GameEvent[] = [];
  const dealers: ObjectId[] = [];
  for (const a of combat.attackers) {
    if (core.tryObj(a.id)?.zone !== 'battlefield' || !dealsNow(core, a.id, firstStrike)) continue;
    dealers.push(a.id);
    attackerDamage(core, a.id, a.target, out);
  }
  for (const b of combat.blockers) {
    if (core.tryObj(b.id)?.zone !== 'battlefield' || core.tryObj(b.blocks)?.zone !== 'battlefield' || !dealsNow(core, b.id, firstStrike)) continue;
    const c = characteristics(core, b.id)!;
    dealers.push(b.id);
    if ((c.power ?? 0) > 0 && !c.cant.includes('assign_combat_damage')) out.push({ type: 'damage', source: b.id, sourceName: c.name, target: { kind: 'object', id: b.blocks }, amount: c.power!, combat: true });
  }
  if (firstStrike) { combat.firstStrikeDone = true; combat.dealtFirstStrike = dealers; }
  for (const ev of out) emit(core, ev);
}
