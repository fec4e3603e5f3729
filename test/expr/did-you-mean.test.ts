/**
 * didYouMean (rules/expr/did-you-mean.ts), the hint of every "unknown name" error of the card language: the
 * closest candidate by edit distance (insert, delete, substitute, swap two neighbours) within a third of the word's
 * length (at least 1), or one the word begins. Checklist: no candidates, one, many, ties, each kind of edit, the
 * bounds of the limit.
 */
import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../rules/expr/index.ts';

describe('didYouMean: each kind of edit costs one', () => {
  it('an insertion, a deletion, a substitution, a swap of neighbours', () => {
    expect(didYouMean('mx', ['max'])).toBe('max');
    expect(didYouMean('maxx', ['max'])).toBe('max');
    expect(didYouMean('mix', ['max'])).toBe('max');
    expect(didYouMean('mxa', ['max'])).toBe('max');
    expect(didYouMean('amx', ['max'])).toBe('max');
  });

  it('a swap is one edit, not two: it beats a substitution that comes first only when it is closer', () => {
    expect(didYouMean('mxa', ['mya', 'max'])).toBe('mya');   // both one edit away: the first wins
    expect(didYouMean('abcdfe', ['abcxyz', 'abcdef'])).toBe('abcdef');
  });

  it('a swap needs both letters to match, crosswise: "ab" is two edits from "xa" and from "bx"', () => {
    expect(didYouMean('ab', ['xa'])).toBeUndefined();
    expect(didYouMean('ab', ['by'])).toBeUndefined();
    expect(didYouMean('ab', ['ba'])).toBe('ba');
  });

  it('the empty word is as far from a word as that word is long', () => {
    expect(didYouMean('', ['abc'])).toBeUndefined();
    expect(didYouMean('', ['a'])).toBe('a');
    expect(didYouMean('a', [''])).toBe('');
  });
});

describe('didYouMean: the limit is a third of the word, at least 1', () => {
  it('two edits in a word of 6 letters; not three', () => {
    expect(didYouMean('abcdef', ['abcdxy'])).toBe('abcdxy');
    expect(didYouMean('abcdef', ['abcxyz'])).toBeUndefined();
  });

  it('one edit in words of 2 to 5 letters; not two', () => {
    expect(didYouMean('ab', ['xy'])).toBeUndefined();
    expect(didYouMean('abcd', ['abxy'])).toBeUndefined();
    expect(didYouMean('abcde', ['abcxy'])).toBeUndefined();
    expect(didYouMean('abcde', ['abcdx'])).toBe('abcdx');
  });

  it('three edits in a word of 9 letters; not four', () => {
    expect(didYouMean('abcdefghi', ['abcdefxyz'])).toBe('abcdefxyz');
    expect(didYouMean('abcdefghi', ['abcdewxyz'])).toBeUndefined();
  });
});

describe('didYouMean: a word of three or more letters that begins a candidate', () => {
  it('"cre" and "creat" → creature; "cr" is too short, and the end of a word is no beginning', () => {
    expect(didYouMean('cre', ['creature'])).toBe('creature');
    expect(didYouMean('creat', ['artifact', 'creature'])).toBe('creature');
    expect(didYouMean('cr', ['creature'])).toBeUndefined();
    expect(didYouMean('ture', ['creature'])).toBeUndefined();
  });
});

describe('didYouMean: the closest candidate, the first of equals, case ignored', () => {
  it('a closer later candidate wins; an equally close later one does not', () => {
    expect(didYouMean('abcdef', ['abcdxy', 'abcdex'])).toBe('abcdex');
    expect(didYouMean('max', ['max', 'mix'])).toBe('max');
    expect(didYouMean('mx', ['max', 'mix'])).toBe('max');
    expect(didYouMean('mx', ['mix', 'max'])).toBe('mix');
  });

  it('ignores case in the word and in the candidates, and answers the candidate as written', () => {
    expect(didYouMean('min', ['MIN'])).toBe('MIN');
    expect(didYouMean('Mx', ['MAX'])).toBe('MAX');
  });

  it('takes any iterable', () => {
    expect(didYouMean('mx', new Set(['max']))).toBe('max');
    expect(didYouMean('mx', new Set<string>())).toBeUndefined();
  });
});
