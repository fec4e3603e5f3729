/**
 * Pending triggered abilities go on the stack the next time a player would receive priority (CR 603.3):
 * APNAP order, each player ordering their own (603.3b); targets chosen then (603.3d); no legal target: removed.
 */
import { putOnStack } from '../stack/push.ts';
import type { ModeDef, TargetSpec, TriggeredAbility } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { emit } from '../../events/emit.ts';
import { announceTargets } from '../targets/becomes-target.ts';
import type { PendingTrigger, StackItem, Target } from '../../state/types.ts';
import { legalTargets } from '../targets/legal.ts';
import { characteristics } from '../layers/compute.ts';

function chooseTargets(core: GameCore, t: PendingTrigger, specs: readonly TargetSpec[]): Target[] | null {
  const out: Target[] = [];
  const colors = characteristics(core, t.source)?.colors ?? core.s.lki[t.source]?.colors ?? [];
  for (const spec of specs) {
    const legal = legalTargets(core, spec, { id: t.source, controller: t.controller, colors });
    const max = spec.count ?? 1;
    const min = spec.min ?? max;
    if (legal.length === 0) { if (min > 0) return null; continue; }
    const picked = core.ask({ kind: 'target', player: t.controller, source: t.sourceName, legal, min: Math.min(min, legal.length), max }) as Target[];
    const valid = picked.filter((p) => legal.some((l) => l.kind === p.kind && l.id === p.id)).slice(0, max);
    // "Up to one target" (min 0): choosing none is a choice (CR 601.2c, 115.1); otherwise an unusable answer takes the first.
    const none = min === 0 && Array.isArray(picked) && picked.length === 0;
    out.push(...(valid.length || none ? valid : legal.slice(0, Math.max(1, Math.min(min, legal.length)))));
  }
  return out;
}

/** The mode, among those with legal targets for what they target (CR 700.2a); the first of them by default. */
function chooseMode(core: GameCore, t: PendingTrigger, modes: readonly ModeDef[]): number {
  const colors = characteristics(core, t.source)?.colors ?? core.s.lki[t.source]?.colors ?? [];
  const src = { id: t.source, controller: t.controller, colors };
  const open = modes.map((m, i) => ({ m, i })).filter(({ m }) => m.targets.every((s) => (s.min ?? s.count ?? 1) === 0 || legalTargets(core, s, src).length > 0));
  if (open.length <= 1) return open[0]?.i ?? 0;
  const pick = core.ask({ kind: 'mode', player: t.controller, options: open.map(({ m }) => m.text ?? '') }) as number;
  return (open[pick] ?? open[0]!).i;
}

function push(core: GameCore, t: PendingTrigger): void {
  const ab = (t.ability as TriggeredAbility | undefined) ?? null;
  // CR 603.3c: a modal triggered ability's mode is chosen as it is put on the stack, then its targets.
  const mode = !t.delayed && ab?.modes?.length ? [chooseMode(core, t, ab.modes)] : [];
  const specs = mode.length ? ab!.modes![mode[0]!]!.targets : ab?.targets ?? [];
  const targets = t.delayed ? [] : chooseTargets(core, t, specs);
  if (targets === null) return;   // CR 603.3d: no legal targets, removed from the stack
  const item: StackItem = {
    id: core.s.nextId++, kind: 'triggered', source: t.source, controller: t.controller, abilityIndex: t.abilityIndex,
    mode, targets, divide: null, x: 0, kicked: false, paid: {}, trigger: t.context, sourceName: t.sourceName,
  };
  // Only what it has: a state is JSON (the state check refuses an undefined, as restoreGame given the live state would).
  if (ab) item.ability = ab;
  if (t.delayed) item.delayed = t.delayed;
  putOnStack(core, item);
  emit(core, { type: 'trigger', source: t.source, card: t.sourceName, controller: t.controller });
  announceTargets(core, item);
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
