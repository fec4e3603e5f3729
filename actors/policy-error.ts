/** An error of a policy (or of the rules while it decided), as the caller sees it: which seat, which decision, why. */

/**
 * @example
 * try { await game.play(); } catch (e) { if (e instanceof PolicyError) console.log(e.player, e.decision, e.cause); }
 */
export class PolicyError extends Error {
  constructor(readonly player: number, readonly decision: string, cause: unknown) {
    super(`player ${player}'s ${decision} decision failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'PolicyError';
  }
}
