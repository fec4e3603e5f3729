/**
 * COMBAT_DAMAGE (seed, "Phase 5: BATTLE"): after both players pass in BATTLE, every attacker and blocker deals
 * damage at once. An unblocked attacker hits the player it attacks; a blocked one splits its power among
 * its blockers in the order they blocked, lethal damage to each before the next, the rest to the last;
 * each blocker hits the attacker it blocks. An attacker whose blockers are all gone deals no damage.
 */
import type { GameCore } from '../core.ts';
import type { EventOf } from '../events/types.ts';
import { power, toughness } from './context.ts';

/** The damage events of combat, computed from the current state and not yet dealt. */
export function combatDamageEvents(core: GameCore): EventOf<'damage'>[] {
  const combat = core.s.combat;
  if (!combat) return [];
  const out: EventOf<'damage'>[] = [];
  const onField = (id: number) => core.tryObj(id)?.zone === 'battlefield';
  for (const a of combat.attackers) {
    if (!onField(a.id)) continue;
    const name = core.obj(a.id).card;
    let left = power(core, a.id);
    const blockers = combat.blockers.filter((b) => b.blocks === a.id && onField(b.id)).map((b) => b.id);
    if (!combat.blocked.includes(a.id)) {
      out.push({ type: 'damage', source: a.id, sourceName: name, target: a.target, amount: left, combat: true });
    } else {
      blockers.forEach((b, i) => {
        const lethal = Math.max(0, toughness(core, b) - core.obj(b).damage);
        const n = i === blockers.length - 1 ? left : Math.min(left, lethal);
        if (n > 0) out.push({ type: 'damage', source: a.id, sourceName: name, target: { kind: 'object', id: b }, amount: n, combat: true });
        left -= n;
      });
    }
  }
  for (const b of combat.blockers) {
    if (!onField(b.id) || !onField(b.blocks)) continue;
    out.push({ type: 'damage', source: b.id, sourceName: core.obj(b.id).card, target: { kind: 'object', id: b.blocks }, amount: power(core, b.id), combat: true });
  }
  return out.filter((e) => e.amount > 0);
}
