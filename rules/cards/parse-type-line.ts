import { hint } from './suggest.ts';
import { CARD_TYPES, SUPERTYPES, subtypeCategory } from './vocabulary.ts';

/** A parsed type line (CR 205). */
export interface TypeLine {
  supertypes: string[];
  types: string[];
  subtypes: string[];
  token: boolean;
}

/**
 * Parses a type line such as "Legendary Creature — Dog" or "Token Creature — Spirit". Words before the
 * em dash are supertypes, card types, or "Token" (which marks a token definition); words after it are subtypes.
 * Returns the parts, or a message saying what is wrong and how to write it.
 *
 * @example
 * parseTypeLine('Basic Land — Forest'); // { supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], token: false }
 * parseTypeLine('Creture — Bear');      // 'unknown card type "Creture" (did you mean "Creature"?)'
 */
export function parseTypeLine(line: string): TypeLine | string {
  const parts = line.split('—');
  if (parts.length > 2) return 'a type line has at most one em dash "—"';
  const [left = '', right = ''] = parts.map((p) => p.trim());
  if (parts.length === 1 && / - /.test(line)) return `separate the subtypes with an em dash: "${line.replace(' - ', ' — ')}"`;
  const result: TypeLine = { supertypes: [], types: [], subtypes: [], token: false };
  const words = left.split(/\s+/).filter(Boolean);
  for (const word of words) {
    if (word === 'Token') result.token = true;
    else if ((SUPERTYPES as readonly string[]).includes(word)) result.supertypes.push(word);
    else if ((CARD_TYPES as readonly string[]).includes(word)) result.types.push(word);
    else return `unknown card type "${word}"${hint(word, [...CARD_TYPES, ...SUPERTYPES, 'Token'])}`;
  }
  if (result.types.length === 0) return `the type line "${line}" has no card type (${CARD_TYPES.join(', ')})`;
  if (parts.length === 2) {
    result.subtypes = right.split(/\s+/).filter(Boolean);
    if (result.subtypes.length === 0) return 'nothing follows the em dash; remove it or add the subtypes';
    for (const sub of result.subtypes) {
      if (!/^[A-Z][\w’'-]*$/.test(sub)) return `subtype "${sub}" should be capitalised, e.g. "${sub[0]?.toUpperCase()}${sub.slice(1)}"`;
      const category = subtypeCategory(sub);
      const fits = category === 'Spell'
        ? result.types.some((t) => t === 'Instant' || t === 'Sorcery')
        : result.types.includes(category) || (category === 'Creature' && result.types.includes('Kindred'));
      if (!fits) return `"${sub}" is a ${category.toLowerCase()} subtype, but the card is not a ${category.toLowerCase()}`;
    }
  }
  return result;
}
