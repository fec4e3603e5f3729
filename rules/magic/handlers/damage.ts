/** Dealing damage (CR 120.3): life loss, poison with infect, -1/-1 counters with wither or infect, loyalty loss, lifelink, deathtouch. */
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import type { EventOf } from '../../events/types.ts';
import { characteristics } from '../layers/compute.ts';
import type { HandlerResult } from '../../events/pipeline.ts';

function sourceInfo(core: GameCore, id: number): { keywords: string[]; controller: number } {
  const c = characteristics(core, id);
  if (c) return { keywords: c.keywords, controller: c.controller };
  const l = core.s.lki[id];
  return { keywords: (l as unknown as { keywords?: string[] })?.keywords ?? [], controller: l?.controller ?? 0 };
}

export function handleDamage(core: GameCore, ev: EventOf<'damage'>): HandlerResult {
  if (ev.amount <= 0) return false;
  const src = sourceInfo(core, ev.source);
  const kw = (k: string) => src.keywords.includes(k);
  let follow: (() => void) | null = null;
  if (ev.target.kind === 'player') {
    const p = core.s.players[ev.target.id];
    if (!p || p.lost) return false;
    ev.targetName = p.name;
    follow = kw('infect')
      ? () => { emit(core, { type: 'poison', player: p.id, amount: ev.amount }); }   // CR 120.3b
      : () => { emit(core, { type: 'life', player: p.id, amount: -ev.amount }); };   // CR 120.3a
  } else {
    const o = core.tryObj(ev.target.id);
    const c = characteristics(core, ev.target.id);
    if (!o || o.zone !== 'battlefield' || !c) return false;
    ev.targetName = c.name;
    if (c.types.includes('Planeswalker') && !c.types.includes('Creature')) {
      follow = () => { emit(core, { type: 'counter', object: o.id, kind: 'loyalty', amount: -ev.amount }); };   // CR 120.3c
    } else if (kw('wither') || kw('infect')) {
      follow = () => { emit(core, { type: 'counter', object: o.id, kind: '-1/-1', amount: ev.amount }); };     // CR 120.3d
    } else {
      o.damage += ev.amount;                                                                                  // CR 120.3e
      core.damageMarked(o.id);
    }
    if (kw('deathtouch') && ev.amount > 0) { o.deathtouched = true; core.damageMarked(o.id); }   // CR 702.2b: any damage, -1/-1 counters too
  }
  const lifelink = kw('lifelink');
  return () => {
    follow?.();
    if (lifelink) emit(core, { type: 'life', player: src.controller, amount: ev.amount });                   // CR 120.3f
  };
}
