/** The error a refused replay file gives: what is wrong and where (the file, and the JSON path inside it). */

/** One problem of a replay file: its JSON path (`decisions[12].a.card`, '' for the whole file) and what is wrong. */
export interface ReplayProblem { path: string; message: string }

/**
 * A replay file refused before anything ran (or a replay that went wrong at a recorded decision), with every
 * problem found: `file: path: message`, one a line.
 * @example throw new ReplayFileError('game.json', [{ path: 'version', message: 'this file is replay version 2; this Hyperdraft reads version 1' }]);
 */
export class ReplayFileError extends Error {
  constructor(readonly file: string, readonly problems: readonly ReplayProblem[]) {
    super(problems.map((p) => `${file}: ${p.path ? `${p.path}: ` : ''}${p.message}`).join('\n'));
    this.name = 'ReplayFileError';
  }
}

/**
 * A JSON path as the messages write it.
 * @example jsonPath(['decisions', 3, 'a', 'card']) // 'decisions[3].a.card'
 */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}
