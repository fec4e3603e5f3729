import { costText } from './parse-cost.ts';
import type { Ability, Effect } from './types.ts';
import { KEYWORDS } from './vocabulary.ts';

const COST = String.raw`(?:\{[^}]+\}|Sacrifice [^:.]+|Pay \d+ life|Discard a card)`;
/** Where an ability of rules text starts: a cost and a colon, a loyalty cost, a trigger word, or an "If" sentence. */
const START = new RegExp(String.raw`(?:^|(?<=[\s"“]))(?:(?:${COST}(?:, ${COST})*|[+−-]?\d+): |(?:When|Whenever|At the beginning)\b|(?<=\.\s)If\b)`, 'g');
const TRIGGER = /(?:^|(?<=\s))(?:When|Whenever|At the beginning)\b/g;
const KEYWORD = String.raw`(?:${KEYWORDS.map((k) => k.replace(/_/g, ' ')).join('|')}|enchant \w+|equip \{[^}]+\}|kicker \{[^}]+\}|protection from \w+(?: and from \w+)*)`;
const KEYWORD_LINE = new RegExp(String.raw`(?:^|(?<=\.)\s+)${KEYWORD}(?:,\s*${KEYWORD})*(?=\s+[A-Z{]|\s*$)`, 'gi');
/** Sentences that belong to card fields rather than abilities (begin_on_battlefield, enters_tapped, as_enters). */
const FIELD_SENTENCE = /[^.]*(opening hand|enters tapped|enters, choose)[^.]*\./g;

/** Rules text without reminder text. */
function plain(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '').trim();
}

/** The ability of `text` that starts at `index`, up to where the next one starts, without trailing keywords. */
function chunk(text: string, index: number): string {
  const next = [...text.matchAll(START)].map((m) => m.index).find((s) => s > index);
  return text.slice(index, next).replace(KEYWORD_LINE, '').trim().replace(/["”]$/, '');
}

/**
 * The rules text of an activated or mana ability, found by its cost ("{B}:", "−1:", "Sacrifice Seal of Cleansing:").
 * @example byCost('{T}: Add {C}. {1}: Mutavault becomes …', '{1}', 'Mutavault'); // '{1}: Mutavault becomes …'
 */
export function byCost(cardText: string, written: string, name: string): string | undefined {
  const text = plain(cardText);
  for (const prefix of [written, written.replace('Sacrifice this', `Sacrifice ${name}`)]) {
    const i = text.indexOf(`${prefix}:`);
    if (i >= 0 && (i === 0 || /[\s"“]/.test(text[i - 1]!))) return chunk(text, i);
  }
  return undefined;
}

const summary = (effects: Effect[]) => effects.map((e) => String(e.kind).replace(/_/g, ' ')).join(', ');

/** The text a card file would give an ability if it could not be found in the card's rules text. */
function generated(a: Ability): string {
  switch (a.kind) {
    case 'mana': return `${costText(a.cost)}: Add ${a.produce.map((o) => o.map((s) => `{${s}}`).join('')).join(' or ')}.`;
    case 'activated': return `${costText(a.cost)}: ${summary(a.effects)}`;
    case 'triggered': return `${a.on.event}: ${summary(a.effects)}`;
    case 'static': return `static: ${summary(a.effects)}`;
    case 'replacement': return `replacement: ${summary([a.replace])}`;
  }
}

/**
 * Gives each ability without a `text` the part of the card's rules text it came from: activated and mana
 * abilities by their cost, triggered abilities in order of their trigger words, and static and replacement
 * abilities the sentences left over (in order, when their numbers match). Otherwise a summary of its effects.
 *
 * @example
 * fillAbilityTexts(abilities, [false], 'Drudge Skeletons', '{B}: Regenerate Drudge Skeletons. (The next time …)');
 * abilities[0].text; // '{B}: Regenerate Drudge Skeletons.'
 */
export function fillAbilityTexts(abilities: Ability[], given: boolean[], name: string, cardText: string): void {
  const text = plain(cardText);
  const triggers = [...text.matchAll(TRIGGER)].map((m) => chunk(text, m.index));
  let nthTrigger = 0;
  const used: string[] = [];
  const rest: Ability[] = [];
  abilities.forEach((a, i) => {
    if (a.kind === 'triggered') nthTrigger++;
    if (given[i]) return void used.push(a.text);
    const found = a.kind === 'mana' || a.kind === 'activated' ? byCost(cardText, costText(a.cost), name)
      : a.kind === 'triggered' ? triggers[nthTrigger - 1] : undefined;
    if (a.kind === 'static' || a.kind === 'replacement') rest.push(a);
    else a.text = found ?? generated(a);
    if (found) used.push(found);
  });
  if (rest.length === 0) return;
  let left = used.reduce((t, u) => t.replace(u, ' '), text).replace(FIELD_SENTENCE, ' ').replace(KEYWORD_LINE, ' ');
  left = left.replace(/\s+/g, ' ').trim();
  const sentences = left.split(/(?<=\.)\s+/).filter((s) => s.length > 0);
  rest.forEach((a, i) => {
    a.text = sentences.length === rest.length ? sentences[i]! : rest.length === 1 && left ? left : generated(a);
  });
}
