/**
 * Whether `n` is a player index (a seat) in a game of `players`: an integer in 0..players-1.
 * Shared by the machines' guards and input checks.
 *
 * @example
 * isSeat(1, 2); // true
 * isSeat(2, 2); // false
 */
export function isSeat(n: unknown, players: number): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) < players;
}
