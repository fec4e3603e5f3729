/**
 * The candidate closest to a misspelt word, or undefined when none is close enough.
 * Closeness is edit distance (insert, delete, substitute, swap two neighbours), ignoring case;
 * a candidate that starts with a word of three or more letters also counts ("creat" → "creature").
 *
 * @example
 * didYouMean('mx', ['min', 'max', 'abs']);   // 'max'
 * didYouMean('zzz', ['min', 'max']);         // undefined
 * const hint = didYouMean(name, names);
 * throw new Error(`unknown effect "${name}"` + (hint ? ` (did you mean "${hint}"?)` : ''));
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const w = word.toLowerCase();
  const limit = Math.max(1, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    const d = distance(w, c);
    if (d < bestDistance && (d <= limit || (w.length >= 3 && c.startsWith(w)))) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

// Optimal string alignment distance: Levenshtein plus adjacent transpositions ("mxa" is one edit from "max").
function distance(a: string, b: string): number {
  const rows = [...Array(a.length + 1)].map((_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
    }
  }
  return rows[a.length][b.length];
}
