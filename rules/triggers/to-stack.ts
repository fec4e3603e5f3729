/**
 * Pending triggered abilities go on the stack the next time a player would receive priority (CR 603.3):
 * APNAP order, each player ordering their own (603.3b); targets chosen then (603.3d); no legal target: removed.
 */
import type { TriggeredAbility } from '../cards/types.ts';
import type { GameCore } from '../core.ts';
import { emit } from '../events/emit.ts';
import type { PendingTrigger, StackItem, Target } from '../state/types.ts';
import { legalTargets } from '../targets/legal.ts';
import { characteristics } from '../layers/compute.ts';

function chooseTargets(core: GameCore, t: PendingTrigger, ab: TriggeredAbility | null): Target[] | null {
  const out: Target[] = [];
  const colors = characteristics(core, t.source)?.colors ?? core.s.lki[t.source]?.colors ?? [];
  for (const spec of ab?.targets ?? []) {
    const legal = legalTargets(core, spec, { id: t.source, controller: t.controller, colors });
    const max = spec.count ?? 1;
    const min = spec.min ?? max;
    if (legal.length === 0) { if (min > 0) return null; continue; }
    const picked = core.ask({ kind: 'target', player: t.controller, source: t.sourceName, legal, min: Math.min(min, legal.length), max }) as Target[];
    const valid = picked.filter((p) => legal.some((l) => l.kind === p.kind && l.id === p.id)).slice(0, max);
    out.push(...(valid.length ? valid : legal.slice(0, Math.max(1, Math.min(min, legal.length)))));
  }
  return out;
}

function push(core: GameCore, t: PendingTrigger): void {
  const ab = (t.ability as TriggeredAbility | undefined) ?? null;
  const targets = t.delayed ? [] : chooseTargets(core, t, ab);
  if (targets === null) return;   // CR 603.3d: no legal targets, removed from the stack
  const item: StackItem = {
    id: core.s.nextId++, kind: 'triggered', source: t.source, controller: t.controller, abilityIndex: t.abilityIndex,
    mode: [], targets, divide: null, x: 0, kicked: false, paid: {}, trigger: t.context, sourceName: t.sourceName,
    ability: ab ?? undefined, delayed: t.delayed,
  };
  core.s.stack.push(item);
  emit(core, { type: 'trigger', source: t.source, card: t.sourceName, controller: t.controller });
}

/**
 * Put every pending trigger on the stack. Returns true if any went on.
 * @example putTriggersOnStack(core)
 */
export function putTriggersOnStack(core: GameCore): boolean {
  let any = false;
  while (core.s.pendingTriggers.length && !core.s.result) {
    const pending = core.s.pendingTriggers;
    core.s.pendingTriggers = [];
    for (const p of core.apnap()) {
      const mine = pending.filter((t) => t.controller === p);
      if (!mine.length) continue;
      let order = mine.map((_, i) => i);
      if (mine.length > 1) {
        const answer = core.ask({ kind: 'trigger_order', player: p, options: mine.map((t) => t.sourceName) }) as number[];
        const seen = new Set<number>();
        const valid = answer.filter((i) => i >= 0 && i < mine.length && !seen.has(i) && seen.add(i));
        order = [...valid, ...order.filter((i) => !seen.has(i))];
      }
      for (const i of order) { push(core, mine[i]!); any = true; }
    }
  }
  return any;
}
