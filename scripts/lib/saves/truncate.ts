/** A save cut back to its first decisions (an undo at the server): the seats' bot counts follow. */
import type { Save } from './format.ts';

/**
 * The save of the game's first `keep` decisions; its state is left as it was (load it with `anyState`). A bot that
 * took its seat after the decisions kept plays it from `keep`.
 * @example loadSession(truncateSave(session.save(), 40), 'table', live, undefined, { anyState: true })
 */
export function truncateSave(save: Save, keep: number): Save {
  const decisions = save.decisions.slice(0, keep);
  const seats = save.seats.map((x, i) => {
    if (x.kind !== 'bot') return x;
    const from = Math.min(x.from, keep);
    return { ...x, from, decisions: decisions.slice(from).filter((d) => d.p === i).length };
  });
  return { ...save, decisions, seats };
}
