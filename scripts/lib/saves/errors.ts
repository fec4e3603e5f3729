/** The error a refused save gives: what is wrong and where (the file, and the JSON path inside it). */
import type { ReplayProblem } from '../replay/index.ts';

/** One problem of a save: its JSON path (`decisions[12].a.card`, '' for the whole file) and what is wrong. */
export type SaveProblem = ReplayProblem;

/**
 * A save refused before anything was handed over (nothing is half-loaded): `file: path: message`, one a line.
 * @example throw new SaveFileError('game.json', [{ path: 'version', message: 'this file is save version 2; this Hyperdraft reads version 1' }]);
 */
export class SaveFileError extends Error {
  constructor(readonly file: string, readonly problems: readonly SaveProblem[]) {
    super(problems.map((p) => `${file}: ${p.path ? `${p.path}: ` : ''}${p.message}`).join('\n'));
    this.name = 'SaveFileError';
  }
}
