/** What a random pick is (CR 705, 706) and the hook that may force it: types the core and the picks share. */

/** What is being picked at random: a coin's side, a card, a player or a number; `labels` names each option. */
export interface RandomPick { kind: 'coin' | 'card' | 'player' | 'number'; labels: readonly string[] }

/**
 * Consulted before each random pick: the index of the option to take, or undefined to let the generator decide.
 * @example core.forcedRandom = (p) => (p.kind === 'coin' ? 0 : undefined); // every coin comes up heads
 */
export type RandomHook = (pick: RandomPick) => number | undefined;
