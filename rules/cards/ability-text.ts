import { costText } from './parse-cost.ts';
import type { Cost, Effect, ManaSymbol, TriggerSpec } from './types.ts';

const COST_START = /(?:^|\s)((?:\{[^}]+\}|[+−-]?\d+|Sacrifice [^:.]+|Pay \d+ life|Discard a card)(?:, (?:\{[^}]+\}|Sacrifice [^:.]+|Pay \d+ life|Discard a card))*): /g;
const TRIGGER_START = /(?:^|\s)((?:When|Whenever|At the beginning)\b)/g;

/** The card text without reminder text in parentheses. */
function plain(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '').trim();
}

/** Where each ability of the text starts (activated costs and trigger words). */
function starts(text: string): number[] {
  const at = new Set<number>();
  for (const re of [COST_START, TRIGGER_START]) for (const m of text.matchAll(re)) at.add(m.index + m[0].length - m[1]!.length - (re === COST_START ? 2 : 0));
  return [...at].sort((a, b) => a - b);
}

/** The ability of `text` that starts at `index`, up to where the next one starts. */
function chunk(text: string, index: number): string {
  const next = starts(text).find((s) => s > index);
  return text.slice(index, next).trim();
}

function byCost(cardText: string, cost: Cost, name: string): string | undefined {
  const text = plain(cardText);
  const written = costText(cost);
  for (const prefix of [written, written.replace('Sacrifice this', `Sacrifice ${name}`)]) {
    const i = text.indexOf(`${prefix}:`);
    if (i >= 0 && (i === 0 || /[\s"“]/.test(text[i - 1]!))) return chunk(text, i).replace(/["”]$/, '');
  }
  return undefined;
}

const summary = (effects: Effect[]) => effects.map((e) => String(e.kind).replace(/_/g, ' ')).join(', ');

/**
 * The text of an ability when the card file gives none: the part of the card's rules text it came from
 * (found by its cost, or as the n-th trigger), else a summary of its effects.
 *
 * @example
 * abilityText.activated(toCost('{B}'), effects, 'Drudge Skeletons', '{B}: Regenerate Drudge Skeletons. (…)');
 * // '{B}: Regenerate Drudge Skeletons.'
 */
export const abilityText = {
  mana(cost: Cost, produce: ManaSymbol[][], cardText: string, name: string): string {
    return byCost(cardText, cost, name) ?? `${costText(cost)}: Add ${produce.map((o) => o.map((s) => `{${s}}`).join('')).join(' or ')}.`;
  },
  activated(cost: Cost, effects: Effect[], cardText: string, name: string): string {
    return byCost(cardText, cost, name) ?? `${costText(cost)}: ${summary(effects)}`;
  },
  triggered(nth: number, on: TriggerSpec, cardText: string): string {
    const text = plain(cardText);
    const found = [...text.matchAll(TRIGGER_START)][nth];
    return found ? chunk(text, found.index + found[0].length - found[1]!.length) : `${on.event}: triggered ability`;
  },
  other(kind: string, effects: Effect[]): string {
    return `${kind}: ${summary(effects)}`;
  },
};
