/** One problem in a card or deck file. */
export interface CardProblem {
  file: string;      // as given or relative to the working directory: "cards/magic/fireball.yaml"
  path: string;      // inside the file: "spell.effects[0]"; '' for the whole file
  message: string;   // what is wrong and how to fix it
}

/**
 * Writes a problem as one line: file, path inside it, then the message.
 * @example formatProblem({ file: 'cards/magic/fireball.yaml', path: 'spell.effects[0]', message: 'unknown effect "deal_dmg"' });
 * // 'cards/magic/fireball.yaml: spell.effects[0]: unknown effect "deal_dmg"'
 */
export function formatProblem(p: CardProblem): string {
  return `${p.file}: ${p.path ? `${p.path}: ` : ''}${p.message}`;
}

/**
 * Thrown by the loader when card or deck files are wrong; lists every problem found, one per line.
 *
 * @example
 * try { loadCardFile('cards/magic/fireball.yaml'); } catch (e) {
 *   if (e instanceof CardError) for (const p of e.problems) console.error(formatProblem(p));
 * }
 */
export class CardError extends Error {
  override readonly name = 'CardError';

  constructor(readonly problems: CardProblem[]) {
    super(problems.map(formatProblem).join('\n'));
  }
}
