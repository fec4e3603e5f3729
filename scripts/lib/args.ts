/** Option parsers for commander that name the flag in their errors. */
import { InvalidArgumentError } from 'commander';

/**
 * Parse a whole number within bounds (commander adds the flag's name to the message).
 * @example new Command().option('--games <n>', 'games to play', integerArg(1), 100)
 */
export function integerArg(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): (value: string) => number {
  return (value) => {
    if (!/^[+-]?\d+$/.test(value.trim())) throw new InvalidArgumentError(`expected a whole number, got "${value}".`);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      throw new InvalidArgumentError(`expected a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}, got ${value}.`);
    }
    return n;
  };
}
