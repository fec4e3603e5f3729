import { ExprError } from './errors.ts';

/**
 * One token of a card expression. `col` is 1-based; the closing `end` token points at the last character.
 *
 * @example
 * const t: Token = { type: 'number', text: '4', value: 4, col: 10 };
 */
export interface Token {
  type: 'number' | 'string' | 'name' | 'op' | 'end';
  text: string;
  value?: number | string;
  col: number;
}

const OPERATORS = ['==', '!=', '<=', '>=', '&&', '||', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', ',', '.', '?', ':'];

/**
 * Splits an expression into tokens. Throws `ExprError` for characters that start no token.
 *
 * @example
 * tokenize('x * 2').map((t) => t.text); // ['x', '*', '2', '']
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  function fail(reason: string): never {
    throw new ExprError(source, i + 1, reason);
  }
  while (i < source.length) {
    const rest = source.slice(i);
    const col = i + 1;
    const space = /^\s+/.exec(rest);
    const number = /^\d+(\.\d+)?/.exec(rest);
    const name = /^[A-Za-z_]\w*/.exec(rest);
    if (space) {
      i += space[0].length;
    } else if (number) {
      tokens.push({ type: 'number', text: number[0], value: Number(number[0]), col });
      i += number[0].length;
    } else if (name) {
      tokens.push({ type: 'name', text: name[0], col });
      i += name[0].length;
    } else if (rest[0] === "'" || rest[0] === '"') {
      const quote = rest[0];
      let value = '';
      for (i++; source[i] !== quote; i++) {
        if (i >= source.length) { i = col - 1; fail(`the string has no closing ${quote}`); }
        if (source[i] === '\\') i++;
        value += source[i] ?? '';
      }
      i++;
      tokens.push({ type: 'string', text: source.slice(col - 1, i), value, col });
    } else {
      const op = OPERATORS.find((o) => rest.startsWith(o));
      if (!op) {
        const hint = rest[0] === '=' ? ' (compare with "==")' : rest[0] === '&' ? ' (use "and")' : rest[0] === '|' ? ' (use "or")' : '';
        fail(`unexpected character ${JSON.stringify(rest[0])}${hint}`);
      }
      tokens.push({ type: 'op', text: op, col });
      i += op.length;
    }
  }
  tokens.push({ type: 'end', text: '', col: Math.max(1, source.length) });
  return tokens;
}
