/** Damage replacement and prevention: protection, shields, Fog, redirection, doubling (CR 615, 614.9, 702.16e). */
import type { GameCore } from '../../core.ts';
import type { EventOf, GameEvent } from '../../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import type { Replacement } from '../../events/pipeline.ts';
import { sourcesOf } from './sources.ts';
import { matchQuery } from '../select/query.ts';
import { protectedFromPlayer } from '../layers/player-protection.ts';
import type { SelectorQuery } from '../../cards/types.ts';

type Damage = EventOf<'damage'>;

/** The colours of a damage source, from the object or its last known information. */
export function sourceColors(core: GameCore, id: number): string[] {
  const c = characteristics(core, id);
  if (c) return c.colors;
  return core.s.lki[id]?.colors ?? [];
}

/** The controller of a damage source, from the object or its last known information (CR 702.16k). */
function sourceController(core: GameCore, id: number): number | undefined {
  return characteristics(core, id)?.controller ?? core.tryObj(id)?.controller ?? core.s.lki[id]?.controller;
}

function affectedPlayer(core: GameCore, ev: Damage): number {
  if (ev.target.kind === 'player') return ev.target.id;
  return characteristics(core, ev.target.id)?.controller ?? 0;
}

function prevented(ev: Damage, amount: number, rest: number): GameEvent[] {
  const out: GameEvent[] = [{ type: 'prevented', source: ev.source, target: ev.target, amount }];
  if (rest > 0) out.push({ ...ev, amount: rest });
  return out;
}

export function damageReplacements(core: GameCore, ev: Damage): Replacement[] {
  if (ev.amount <= 0) return [];
  const out: Replacement[] = [];
  const chooser = affectedPlayer(core, ev);
  const preventable = !core.s.shields.some((s) => s.kind === 'no_prevention');
  if (preventable) {
    if (ev.target.kind === 'object') {
      const t = characteristics(core, ev.target.id);
      const colors = sourceColors(core, ev.source);
      if (t && (colors.some((col) => t.keywords.includes(`protection_from_${col}`)) || protectedFromPlayer(t.keywords, sourceController(core, ev.source)))) {
        out.push({ id: `protection:${ev.target.id}`, description: `protection of ${t.name}`, self: false, chooser, apply: () => prevented(ev, ev.amount, 0) });
      }
    }
    for (const sh of core.s.shields) {
      if (sh.kind === 'prevent_all_combat' && ev.combat) {
        out.push({ id: `shield:${sh.id}`, description: 'prevent all combat damage', self: false, chooser, apply: () => prevented(ev, ev.amount, 0) });
      }
      // CR 615.7: the next time the chosen source would deal damage to the player, that damage is prevented (once).
      if (sh.kind === 'prevent_source' && sh.amount > 0 && ev.target.kind === 'player' && sh.player === ev.target.id && sh.from === ev.source) {
        out.push({ id: `shield:${sh.id}`, description: 'prevent the damage of the chosen source', self: false, chooser,
          apply: () => { sh.amount = 0; core.touch('aside'); return prevented(ev, ev.amount, 0); } });
      }
      if (sh.kind !== 'prevent' || sh.amount <= 0) continue;
      const hits = ev.target.kind === 'player' ? sh.player === ev.target.id : sh.object === ev.target.id;
      if (!hits) continue;
      out.push({
        id: `shield:${sh.id}`, description: `prevent the next ${sh.amount} damage`, self: false, chooser,
        apply: () => { const n = Math.min(sh.amount, ev.amount); sh.amount -= n; core.touch('aside'); return prevented(ev, n, ev.amount - n); },
      });
    }
  }
  for (const r of sourcesOf(core, 'redirect_damage')) {
    // The loader's shape: `from` lists `you` and queries (at least one), `to` is a reference or a query.
    const { from, to } = r.arg as { from: unknown[]; to: unknown };
    const dest = to === 'equipped' || to === 'enchanted' ? core.tryObj(r.id)?.attachedTo ?? null : r.id;
    if (dest == null || (ev.target.kind === 'object' && ev.target.id === dest)) continue;
    let applies: boolean;
    if (ev.target.kind === 'player') applies = from.includes('you') && ev.target.id === r.controller;
    else {
      const t = characteristics(core, ev.target.id);
      applies = !!t && ev.target.id !== r.id && from.some((f) => typeof f === 'object' && f !== null && matchQuery(core, f as SelectorQuery, t, r.id, r.controller));
    }
    if (!applies) continue;
    out.push({ id: `redirect:${r.id}`, description: `${r.name}: damage is dealt to it instead`, self: false, chooser,
      apply: () => [{ ...ev, target: { kind: 'object', id: dest } }] });
  }
  for (const r of sourcesOf(core, 'double_damage')) {
    out.push({ id: `double:${r.id}`, description: `${r.name}: double damage`, self: false, chooser, apply: () => [{ ...ev, amount: ev.amount * 2 }] });
  }
  return out;
}
