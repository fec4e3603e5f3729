/**
 * What must hold in every Adventure position where a player is about to decide (checked by the random-game
 * tests): every card is in exactly one zone, mana is never negative nor above the maximum, no creature
 * with lethal damage and no player at 0 life is left standing, combat and pumps name permanents in play,
 * no trigger waits unprocessed, and the pending decision belongs to the priority holder.
 */
import type { GameCore } from '../core.ts';
import { zoneList } from '../state/create.ts';
import type { ZoneName } from '../state/types.ts';
import { isCreature, toughness } from './context.ts';
import { MAX_MANA, adv } from './state.ts';

const ZONES: ZoneName[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile'];

/**
 * The broken invariants (empty when all hold).
 * @example expect(adventureInvariants(game.core)).toEqual([])
 */
export function adventureInvariants(core: GameCore): string[] {
  const s = core.s;
  const ext = adv(core);
  const bad: string[] = [];
  const where = new Map<number, string[]>();
  for (const p of s.players) {
    for (const z of ZONES) {
      if (z === 'battlefield' && p.id !== 0) continue;
      for (const id of zoneList(s, z, p.id) ?? []) {
        where.set(id, [...(where.get(id) ?? []), z === 'battlefield' ? z : `${p.name}'s ${z}`]);
        const o = s.objects[id];
        if (!o) { bad.push(`${z} lists #${id}, which is no object`); continue; }
        if (o.zone !== z) bad.push(`#${id} (${o.card}) is listed in ${z} but says ${o.zone}`);
        if (z !== 'battlefield' && o.owner !== p.id) bad.push(`#${id} (${o.card}) is in ${p.name}'s ${z} but owned by player ${o.owner}`);
      }
    }
  }
  for (const o of Object.values(s.objects)) {
    const zs = where.get(o.id) ?? [];
    if (zs.length !== 1) bad.push(`#${o.id} (${o.card}) is in ${zs.length} zones${zs.length ? `: ${zs.join(', ')}` : ''}`);
  }
  ext.mana.forEach((m, i) => {
    if (m.available < 0) bad.push(`player ${i}'s available mana is ${m.available}`);
    if (m.max < 0 || m.max > MAX_MANA) bad.push(`player ${i}'s maximum mana is ${m.max}`);
    if (m.available > m.max) bad.push(`player ${i} has ${m.available} mana available, above the maximum ${m.max}`);
  });
  if (s.pending && !s.result) {
    for (const id of s.battlefield) {
      if (!isCreature(core, id)) continue;
      const t = toughness(core, id);
      if (t <= 0 || s.objects[id]!.damage >= t) bad.push(`${s.objects[id]!.card} (#${id}) is in play with ${s.objects[id]!.damage} damage and toughness ${t}`);
    }
    for (const p of s.players) if (p.life <= 0) bad.push(`${p.name} has ${p.life} life and the game goes on`);
    if (ext.queue.length) bad.push(`${ext.queue.length} trigger(s) wait while a player decides`);
    if (s.pending.player !== s.priority) bad.push(`the pending decision is ${s.players[s.pending.player]?.name}'s, priority is player ${s.priority}'s`);
  }
  for (const a of s.combat?.attackers ?? []) if (s.objects[a.id]?.zone !== 'battlefield') bad.push(`attacker #${a.id} is not on the battlefield`);
  for (const b of s.combat?.blockers ?? []) if (s.objects[b.id]?.zone !== 'battlefield') bad.push(`blocker #${b.id} is not on the battlefield`);
  for (const p of ext.pumps) if (s.objects[p.object]?.zone !== 'battlefield') bad.push(`a pump names #${p.object}, which is not on the battlefield`);
  return bad;
}
