/**
 * Instantiating templates: a cost or effect name plus the arguments an action or a trigger supplies gives a
 * CostItem or an EffectItem (seed: "you can think of a Cost as a class, and a CostItem as an instance").
 */
import type { GameCore } from '../core.ts';
import type { ObjectId, PlayerId, Target } from '../state/types.ts';
import { opponentOf } from './context.ts';
import { COSTS } from './costs.ts';
import { EFFECTS } from './effects.ts';
import type { Args, Cost, CostItem, Effect, EffectItem } from './types.ts';

/** Where arguments come from: the controller and source, targets chosen by the action (in order), an event's card or player. */
export interface Binding {
  controller: PlayerId;
  source: ObjectId | null;
  targets?: Target[];
  card?: ObjectId;
  player?: PlayerId;
  attacker?: ObjectId;
}

export function effectDef(name: string): Effect {
  const e = EFFECTS.get(name);
  if (!e) throw new Error(`unknown effect "${name}"${EFFECTS.closest(name) ? ` (did you mean "${EFFECTS.closest(name)}"?)` : ''}`);
  return e;
}

export function costDef(name: string): Cost {
  const c = COSTS.get(name);
  if (!c) throw new Error(`unknown cost "${name}"${COSTS.closest(name) ? ` (did you mean "${COSTS.closest(name)}"?)` : ''}`);
  return c;
}

/** How many targets these effects choose. @example targetCount(['damage-player-1', 'gain-life-1']) // 1 */
export function targetCount(effects: readonly string[]): number {
  return effects.filter((n) => effectDef(n).target).length;
}

/**
 * Bind effect names to items; each targeted effect takes the next chosen target.
 * @example effectItems(core, ['damage-player-1'], { controller: 1, source: sparkId, targets: [{ kind: 'player', id: 0 }] })
 */
export function effectItems(core: GameCore, names: readonly string[], b: Binding): EffectItem[] {
  let next = 0;
  return names.map((name) => {
    const e = effectDef(name);
    const args: Args = {};
    if (e.target) {
      const t = b.targets?.[next++];
      if (t) { if (t.kind === 'player') args.playerId = t.id; else args.cardId = t.id; }
    } else {
      switch (e.subject) {
        case 'YOU': args.playerId = b.controller; break;
        case 'OPPONENT': args.playerId = opponentOf(core, b.controller); break;
        case 'THIS': if (b.source !== null) args.cardId = b.source; break;
        default: break;
      }
      if (e.arguments.includes('cardId') && b.card !== undefined) args.cardId = b.card;
      if (e.arguments.includes('playerId') && b.player !== undefined) args.playerId = b.player;
      if (e.arguments.includes('attackerId') && b.attacker !== undefined) args.attackerId = b.attacker;
    }
    return { effect: name, args, source: b.source, controller: b.controller };
  });
}

/** Bind cost names to items: TAP and SACRIFICE-this name the source. @example costItems(['tap', 'mana-1'], { controller: 0, source: 12 }) */
export function costItems(names: readonly string[], b: Binding): CostItem[] {
  return names.map((name) => {
    const c = costDef(name);
    const args: Args = {};
    if ((c.type === 'TAP' || (c.type === 'SACRIFICE' && c.target === 'THIS')) && b.source !== null) args.cardId = b.source;
    return { cost: name, args, source: b.source, controller: b.controller };
  });
}
