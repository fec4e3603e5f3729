/** Counter, token, life, untap and destroy replacements (CR 614.1, 701.15 regeneration). */
import type { GameCore } from '../../core.ts';
import type { EventOf } from '../../events/types.ts';
import type { SelectorQuery } from '../../cards/types.ts';
import { characteristics } from '../layers/compute.ts';
import { matchQuery } from '../select/query.ts';
import type { Replacement } from '../../events/pipeline.ts';
import { sourcesOf } from './sources.ts';

export function counterReplacements(core: GameCore, ev: EventOf<'counter'>): Replacement[] {
  if (ev.amount <= 0) return [];
  const c = characteristics(core, ev.object);
  if (!c || core.tryObj(ev.object)?.zone !== 'battlefield') return [];
  const out: Replacement[] = [];
  for (const r of sourcesOf(core, 'double_counters')) {
    if (c.controller !== r.controller || ev.cost) continue;   // "if an effect would put": not a cost
    out.push({ id: `dcount:${r.id}`, description: `${r.name}: twice that many counters`, self: false, chooser: c.controller, apply: () => [{ ...ev, amount: ev.amount * 2 }] });
  }
  for (const r of sourcesOf(core, 'extra_counters')) {
    const arg = r.arg as { kind: string; add: number };   // both required by the loader
    if (c.controller !== r.controller || !c.types.includes('Creature') || ev.kind !== arg.kind) continue;
    out.push({ id: `xcount:${r.id}`, description: `${r.name}: that many plus ${arg.add}`, self: false, chooser: c.controller, apply: () => [{ ...ev, amount: ev.amount + arg.add }] });
  }
  return out;
}

export function tokenReplacements(core: GameCore, ev: EventOf<'create_token'>): Replacement[] {
  return sourcesOf(core, 'double_tokens').filter((r) => r.controller === ev.player).map((r) => ({
    id: `dtok:${r.id}`, description: `${r.name}: twice that many tokens`, self: false, chooser: ev.player,
    apply: () => [{ ...ev, count: ev.count * 2 }],
  }));
}

export function lifeReplacements(core: GameCore, ev: EventOf<'life'>): Replacement[] {
  if (ev.amount <= 0 || !core.s.shields.some((s) => s.kind === 'no_lifegain')) return [];
  return [{ id: 'no_lifegain', description: "players can't gain life", self: false, chooser: ev.player, apply: () => [] }];
}

/**
 * CR 502.3: permanents that "don't untap during [their controller's] untap step": those a `skip_untap` ability matches
 * (`self`, or a query such as Intruder Alarm's creatures), and those under a `cant: [untap]` effect (Wall of Frost).
 */
export function untapReplacements(core: GameCore, ev: EventOf<'untap'>): Replacement[] {
  if (core.s.step !== 'untap') return [];
  const c = characteristics(core, ev.object);
  if (!c) return [];
  const out: Replacement[] = sourcesOf(core, 'skip_untap')
    .filter((r) => (r.arg === 'self' ? r.id === c.id : matchQuery(core, r.arg as SelectorQuery, c, r.id, r.controller)))   // `self` or a query (the loader)
    .map((r) => ({ id: `skipuntap:${r.id}`, description: `${r.name}: doesn't untap`, self: false, chooser: c.controller, apply: () => [] }));
  if (c.cant.includes('untap')) out.push({ id: `cantuntap:${c.id}`, description: `${c.name} doesn't untap`, self: false, chooser: c.controller, apply: () => [] });
  return out;
}

export function destroyReplacements(core: GameCore, ev: EventOf<'destroy'>): Replacement[] {
  const o = core.tryObj(ev.object);
  if (!o || ev.noRegen || o.regenShields <= 0) return [];
  return [{ id: `regen:${o.id}`, description: `regenerate ${o.card}`, self: false, chooser: o.controller,
    apply: () => [{ type: 'regenerate', object: o.id }] }];
}
