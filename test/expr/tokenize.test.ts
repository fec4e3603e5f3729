import { describe, expect, it } from 'vitest';
import { ExprError, tokenize } from '../../rules/expr/index.ts';

const texts = (s: string) => tokenize(s).map((t) => `${t.type}:${t.text}`);

describe('tokenize', () => {
  it('empty input gives only the end token', () => {
    expect(tokenize('')).toEqual([{ type: 'end', text: '', col: 1 }]);
  });

  it('single literal', () => {
    expect(tokenize('42')[0]).toEqual({ type: 'number', text: '42', value: 42, col: 1 });
    expect(tokenize('1.5')[0]!.value).toBe(1.5);
  });

  it('many tokens, longest operator first, with 1-based columns', () => {
    expect(texts('a>=2&&!b')).toEqual(['name:a', 'op:>=', 'number:2', 'op:&&', 'op:!', 'name:b', 'end:']);
    expect(tokenize('x  == y').map((t) => t.col)).toEqual([1, 4, 7, 7]);
  });

  it('strings in either quote, with backslash escapes', () => {
    expect(tokenize(`'red'`)[0]).toMatchObject({ type: 'string', value: 'red' });
    expect(tokenize(`"it's"`)[0]!.value).toBe("it's");
    expect(tokenize(`'it\\'s'`)[0]!.value).toBe("it's");
  });

  it('errors name the column and suggest the fix', () => {
    expect(() => tokenize('a = 1')).toThrow('in "a = 1" at column 3: unexpected character "=" (compare with "==")');
    expect(() => tokenize('a & b')).toThrow('(use "and")');
    expect(() => tokenize('x + #')).toThrow(ExprError);
    expect(() => tokenize(`1 + 'abc`)).toThrow(`in "1 + 'abc" at column 5: the string has no closing '`);
  });
});
