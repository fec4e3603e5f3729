/** Numbers a scenario writes, checked where they are read: whole, in range, or a ScenarioError naming the key. */
import { ScenarioError } from '../types.ts';

/** The most copies of a card one setup entry may put in a zone (a deck is at most a few hundred cards). */
export const MAX_SETUP_COUNT = 1000;

/**
 * A whole number in [min, max] at `path`, or `fallback` when the value is absent.
 * @example wholeNumber(entry['count'], 'setup.players.A.library[0].count', 1, 1, MAX_SETUP_COUNT)
 */
export function wholeNumber(value: unknown, path: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new ScenarioError(`${path}: expected a whole number from ${min} to ${max.toLocaleString('en-US')}, got ${JSON.stringify(value)}`);
  }
  return value;
}
