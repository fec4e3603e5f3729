/**
 * "Change the text of target spell or permanent by replacing all instances of one [color word | basic land type |
 * creature type] with another" (CR 612; Sleight of Mind, Magical Hack, Artificial Evolution). The words are chosen as
 * the spell resolves; the change lasts indefinitely and applies in layer 3 (CR 611.2a, 613.1c). Card shape:
 * `{ change_text: { words: creature_type, new_not: [Wall] }, to: target }`.
 */
import type { Color } from '../../cards/types.ts';
import { characteristics } from '../layers/compute.ts';
import { changeWords, textChangesOn, wordsOfKind } from '../layers/text-change.ts';
import type { TextChange, TextWords } from '../layers/text-change.ts';
import type { EffectContext } from './context.ts';
import { refObjects } from './context.ts';

/** The words of a kind that the object's text uses now, first to last in the kind's order. */
function wordsUsed(ctx: EffectContext, id: number, words: TextWords): string[] {
  const core = ctx.core;
  const o = core.obj(id);
  let text: string;
  if (o.zone === 'battlefield') {
    const c = characteristics(core, id);
    text = JSON.stringify([c?.abilities ?? [], c?.keywords ?? [], words === 'color' ? [] : c?.subtypes ?? []]);
  } else {
    const def = core.def(o);
    text = JSON.stringify([def.spell ?? null, def.abilities, def.keywords, def.protection, words === 'color' ? [] : def.subtypes]);
    for (const ch of textChangesOn(core, id)) text = changeWords(text, ch);
  }
  return wordsOfKind(words).filter((w) => changeWords(text, { words, from: w, to: '\u0000' }) !== text);
}

/** The controller picks one of the words: a colour choice for colours, otherwise a choice among named options. */
function ask(ctx: EffectContext, words: TextWords, options: string[]): string {
  const core = ctx.core;
  if (words === 'color') {
    const c = core.ask({ kind: 'color', player: ctx.controller, options: options as Color[] }) as string;
    return options.includes(c) ? c : options[0]!;
  }
  const i = core.ask({ kind: 'mode', player: ctx.controller, options }) as number;
  return options[Number.isInteger(i) && i >= 0 && i < options.length ? i : 0]!;
}

/**
 * Choose the word to replace (those the target's text uses are offered first) and the new word (any other of its
 * kind, except what the card forbids), then create the text-changing effect on the target.
 * @example changeTextEffect(ctx, { change_text: { words: 'color' }, to: 'target' })
 */
export function changeTextEffect(ctx: EffectContext, e: Record<string, unknown>): void {
  const core = ctx.core;
  const spec = (e['change_text'] ?? {}) as { words?: TextWords; new_not?: string[] };
  const words = spec.words ?? 'color';
  const forbidden = (spec.new_not ?? []).map((w) => w.toLowerCase());
  for (const id of refObjects(ctx, e['to'] ?? 'target')) {
    const o = core.tryObj(id);
    if (!o || (o.zone !== 'battlefield' && o.zone !== 'stack')) continue;
    const used = wordsUsed(ctx, id, words);
    const all = wordsOfKind(words);
    const from = ask(ctx, words, [...used, ...all.filter((w) => !used.includes(w))]);
    const to = ask(ctx, words, all.filter((w) => w !== from && !forbidden.includes(w.toLowerCase())));
    const change: TextChange = { words, from, to };
    core.s.effects.push({
      id: core.s.nextId++, timestamp: core.s.nextTimestamp++, source: ctx.source, controller: ctx.controller,
      affected: [id], mod: { change_text: change }, duration: 'permanent',
    });
    core.touch();
  }
}
