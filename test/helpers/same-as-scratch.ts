/** The check random games make after every decision, for layer tests: the cached characteristics are a full computation's. */
import { expect } from 'vitest';
import { battlefieldCharacteristics, freshCharacteristics } from '../../rules/index.ts';
import type { Position } from './position.ts';

/**
 * Expect the characteristics the layer cache hands out (CR 613) to equal a computation from scratch, object by object.
 * @example p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve(); sameAsScratch(p);
 */
export function sameAsScratch(p: Position): void {
  expect([...battlefieldCharacteristics(p.core)]).toEqual([...freshCharacteristics(p.core)]);
}
