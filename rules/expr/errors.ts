/**
 * An error in a card expression: it names the source text, the 1-based column and what was expected.
 * An error at the end of the input points at the last character.
 *
 * @example
 * try { parse('kicked ? 4'); } catch (e) {
 *   // e.message === 'in "kicked ? 4" at column 10: expected ":" after the "then" branch of "?"'
 *   if (e instanceof ExprError) console.log(e.column, e.reason);
 * }
 */
export class ExprError extends Error {
  override readonly name = 'ExprError';

  constructor(
    readonly source: string,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`in ${JSON.stringify(source)} at column ${column}: ${reason}`);
  }
}
