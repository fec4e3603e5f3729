/**
 * A card's name for the rules of names: evolving ("evolves from Pikachu") and the deck limit of 2 cards of
 * a name. Two different cards may share a printed name (A1 Pikachu and A1a Pikachu); the pool keeps one
 * card a name, so a variant is named with its set in parentheses, "Pikachu (A1a)", and counts as "Pikachu".
 */

/**
 * The printed name: a trailing set qualifier in parentheses dropped, case kept.
 * @example pocketBaseName('Koffing (A1a)') // 'Koffing'
 * @example pocketBaseName('Mewtwo ex') // 'Mewtwo ex'
 */
export function pocketBaseName(name: string): string {
  let base = bases.get(name);
  if (base === undefined) {
    base = name.replace(/\s+\([^()]*\)$/, '').trim();
    if (bases.size < MEMO_LIMIT) bases.set(name, base);
  }
  return base;
}

/** Base names already worked out (legal-action listing asks for the same few names again and again), up to a bound. */
const bases = new Map<string, string>();
const MEMO_LIMIT = 4096;

/**
 * Whether two card names are the same name for the rules (case-insensitive, set qualifiers dropped).
 * @example sameBaseName('Pikachu (A1a)', 'pikachu') // true
 */
export function sameBaseName(a: string, b: string): boolean {
  return pocketBaseName(a).toLowerCase() === pocketBaseName(b).toLowerCase();
}
