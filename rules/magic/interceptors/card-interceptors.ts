/** The interceptors of a permanent's current abilities (after the layers, CR 613): what its actor registers. */
import type { Ability } from '../../cards/types.ts';
import type { Characteristics } from '../layers/types.ts';
import type { Interceptor } from '../../interceptors/types.ts';
import { REPLACEMENT_EVENT, TRIGGER_EVENT, replacementKey } from '../../interceptors/watched-events.ts';

const intercepting = (a: Ability): boolean => (a.kind === 'triggered' && TRIGGER_EVENT[a.on.event] !== undefined) || a.kind === 'replacement';

/** The abilities that make interceptors: triggered and replacement abilities (static ones work through the layers). */
export function interceptingAbilities(c: Pick<Characteristics, 'abilities'>): Ability[] {
  return c.abilities.filter(intercepting);
}

/** Whether an object has any ability that makes an interceptor (without listing them). */
export function hasInterceptingAbility(c: Pick<Characteristics, 'abilities'>): boolean {
  return c.abilities.some(intercepting);
}

/**
 * One interceptor per triggered ability (react, on the event type its trigger watches) and per replacement
 * ability (transform, on the event type it replaces) that the object has now.
 * @example abilityInterceptors(characteristics(core, wardenId)!)[0]; // { kind: 'react', on: 'zone_change', ... }
 */
export function abilityInterceptors(c: Pick<Characteristics, 'id' | 'name' | 'abilities'>): Interceptor[] {
  const out: Interceptor[] = [];
  c.abilities.forEach((ability, index) => {
    if (ability.kind === 'triggered') {
      const on = TRIGGER_EVENT[ability.on.event];
      if (on) out.push({ id: `${c.id}:${index}`, kind: 'react', on, source: c.id, description: `${c.name}: ${ability.text}`, ability, index });
    } else if (ability.kind === 'replacement') {
      const [replace, arg] = replacementKey(ability.replace);
      const on = REPLACEMENT_EVENT[replace];
      if (on) out.push({ id: `${c.id}:${index}`, kind: 'transform', on, source: c.id, description: `${c.name}: ${ability.text}`, ability, index, replace, arg });
    }
  });
  return out;
}

/** Whether two ability lists are the same abilities in the same order (the layers keep the card's ability objects). */
export function sameAbilities(a: readonly Ability[], b: readonly Ability[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
