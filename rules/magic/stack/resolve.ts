/** Resolving the top of the stack (CR 608): targets re-checked, effects in order, then the card's destination. */
import { parseManaCost } from '../../cards/parse-mana-cost.ts';
import type { TriggeredAbility } from '../../cards/types.ts';
import type { GameCore } from '../../core.ts';
import { executePayment, planPayment } from '../costs/mana.ts';
import type { EffectContext } from '../effects/context.ts';
import { runEffects } from '../effects/index.ts';
import { emit } from '../../events/emit.ts';
import { leaveEvent } from '../handlers/relocate.ts';
import { evalExpr } from '../select/expr-context.ts';
import type { StackItem, Target } from '../../state/types.ts';
import { isLegalTarget } from '../targets/legal.ts';
import { itemAbility, itemEffects, itemSpecs, specForTarget, targetSource } from './specs.ts';

function isPermanentSpell(types: string[]): boolean {
  return types.some((t) => ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker', 'Battle'].includes(t));
}

function contextFor(core: GameCore, item: StackItem, targets: (Target | null)[]): EffectContext {
  return {
    core, controller: item.controller, source: item.kind === 'spell' ? item.id : item.source, sourceName: item.sourceName,
    targets, specs: itemSpecs(core, item), divide: item.divide, x: item.x, kicked: item.kicked, paid: item.paid,
    event: item.trigger?.event ?? null, chosen: {}, remembered: item.delayed ? [...item.delayed.objects] : [], isSpell: item.kind === 'spell',
  };
}

/**
 * CR 603.5: an optional triggered ability ("you may") does something only if its controller chooses to as it
 * resolves; with a cost ("you may pay {1}. If you do", CR 118.12) only if they can pay and do. Returns whether
 * it goes on to its effects (the cost paid).
 */
function acceptsOptional(core: GameCore, item: StackItem, ab: TriggeredAbility): boolean {
  const cost = ab.pay === undefined ? null : parseManaCost(ab.pay);
  if (typeof cost === 'string') throw new Error(`${item.sourceName}: pay "${ab.pay}": ${cost}`);
  const plan = cost ? planPayment(core, item.controller, cost) : null;
  if (cost && !plan) return false;
  const question = `${item.sourceName}: ${cost ? `pay ${ab.pay}` : 'use this ability'}?`;
  if (core.ask({ kind: 'yes_no', player: item.controller, question }) !== true) return false;
  if (plan) executePayment(core, item.controller, plan);
  return true;
}

/**
 * The targets of a stack object as it begins to resolve (CR 608.2b): each one still legal, or null.
 * @example const checked = checkedTargets(core, core.s.stack.at(-1)!)
 */
export function checkedTargets(core: GameCore, item: StackItem): (Target | null)[] {
  const specs = itemSpecs(core, item);
  const src = targetSource(core, item);
  return item.targets.map((t, i) => {
    const spec = specForTarget(specs, item.targets, i);
    return spec && isLegalTarget(core, spec, t, src) ? t : null;
  });
}

/** CR 608.2b: a spell or ability with targets, every one of them now illegal, doesn't resolve. */
export function fizzles(item: StackItem, checked: (Target | null)[]): boolean {
  return item.targets.length > 0 && checked.every((t) => t === null);
}

/**
 * Remove a stack object that doesn't resolve because all its targets are illegal (CR 608.2b): it is taken off the
 * stack, and a spell goes to its owner's graveyard.
 * @example fizzleItem(core, core.s.stack.at(-1)!)
 */
export function fizzleItem(core: GameCore, item: StackItem): void {
  core.s.stack = core.s.stack.filter((i) => i !== item);
  const spellObj = item.kind === 'spell' ? core.tryObj(item.id) : undefined;
  emit(core, { type: 'fizzle', object: item.id, card: item.sourceName });
  if (spellObj) emit(core, { ...leaveEvent(core, spellObj.id, 'graveyard', 'fizzle'), from: 'stack' });
}

/**
 * Take the top object off the stack as it begins to resolve (it is put where it goes as the last step, CR 608.2n).
 * @example const item = takeTop(core)
 */
export function takeTop(core: GameCore): StackItem | undefined {
  return core.s.stack.pop();
}

/**
 * Resolve a stack object already taken off the stack, with its targets as checked (CR 608.2): the intervening "if"
 * again, an optional trigger's choice and cost, then its effects in order, and the card's destination.
 * @example resolveItem(core, item, checked)
 */
export function resolveItem(core: GameCore, item: StackItem, checked: (Target | null)[]): void {
  const spellObj = item.kind === 'spell' ? core.tryObj(item.id) : undefined;
  const ab = itemAbility(item);
  // CR 603.4: an intervening "if" is checked again on resolution.
  if (ab && ab.kind === 'triggered' && ab.condition && !evalExpr(core, ab.condition, { controller: item.controller, source: item.source, event: item.trigger?.event })) {
    emit(core, { type: 'resolve', object: item.id, card: item.sourceName });
    return;
  }
  emit(core, { type: 'resolve', object: item.id, card: item.sourceName });
  if (ab && ab.kind === 'triggered' && ab.optional && !acceptsOptional(core, item, ab)) return;
  const ctx = contextFor(core, item, checked);
  if (spellObj && isPermanentSpell(core.def(spellObj).types)) {
    const def = core.def(spellObj);
    const [moved] = emit(core, { ...leaveEvent(core, spellObj.id, 'battlefield', 'resolve'), from: 'stack', controller: item.controller });
    if (def.enchant && moved && moved.type === 'zone_change' && moved.to === 'battlefield') {
      const t = checked[0];
      // What the Aura grants, it grants to its host alone (as attaching does, effects/objects.ts): the host is what changes.
      if (t && t.kind === 'object') { core.obj(moved.object).attachedTo = t.id; core.changedAlone([t.id]); }
      else if (t && t.kind === 'player') { core.obj(moved.object).enchantedPlayer = t.id; core.touch(); }   // enchant player (CR 303.4a)
    }
    return;
  }
  runEffects(ctx, itemEffects(core, item));
  const still = spellObj ? core.tryObj(spellObj.id) : undefined;
  if (still && still.zone === 'stack') emit(core, { ...leaveEvent(core, still.id, 'graveyard', 'resolve'), from: 'stack' });
}

/**
 * Resolve the top object of the stack, without a stack machine (the runtime's goes through RESOLVE, FIZZLE and
 * RESOLVED instead). Returns what happened: 'resolved', 'fizzled' or 'empty'.
 * @example resolveTop(core)
 */
export function resolveTop(core: GameCore): 'resolved' | 'fizzled' | 'empty' {
  const item = core.s.stack[core.s.stack.length - 1];
  if (!item) return 'empty';
  const checked = checkedTargets(core, item);
  if (fizzles(item, checked)) { fizzleItem(core, item); return 'fizzled'; }
  takeTop(core);
  resolveItem(core, item, checked);
  return 'resolved';
}
