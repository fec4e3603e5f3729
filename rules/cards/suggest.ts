import { didYouMean } from '../expr/index.ts';

/**
 * The closest candidate to a misspelt card word, or undefined. Uses the expression language's edit distance,
 * then falls back to abbreviations: a part of a snake_case word that spells a candidate in order
 * ("deal_dmg" → "damage").
 *
 * @example
 * suggest('deal_dmg', ['damage', 'destroy', 'draw']); // 'damage'
 */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  const close = didYouMean(word, candidates);
  if (close) return close;
  const parts = word.toLowerCase().split(/[_\s-]+/).filter((p) => p.length >= 3);
  const hits = candidates.filter((c) => parts.some((p) => abbreviates(p, c.toLowerCase())));
  return hits.sort((a, b) => a.length - b.length)[0];
}

/** `hint` formatted for a message: ` (did you mean "x"?)` or ''. @example hint('flyng', ['flying']); */
export function hint(word: string, candidates: readonly string[]): string {
  const s = suggest(word, candidates);
  return s ? ` (did you mean "${s}"?)` : '';
}

// "dmg" abbreviates "damage": same first letter, and its letters appear in order.
function abbreviates(part: string, candidate: string): boolean {
  if (part[0] !== candidate[0]) return false;
  let i = 0;
  for (const ch of candidate) if (ch === part[i]) i++;
  return i === part.length;
}
