/**
 * Characteristics records made in one place: a record, whatever makes it (a permanent's base values, a copy for a
 * trial of the dependency order, a pump in combat, what a permanent was as it left), is built by one object literal
 * with its fields in one order, so that all have one shape. The rules read records' fields at almost every decision,
 * in loops over every permanent; records of several shapes (spreads were) made those reads lookups among the shapes.
 * (A run of tokens' records, rules/magic/layers/runs.ts, keep a literal of their own, fields in the same order: its
 * allocation site lets V8 allocate a million of them where they stay.)
 */
import type { Ability, Color } from '../../cards/types.ts';
import type { ObjectId, PlayerId } from '../../state/types.ts';
import type { Characteristics } from './types.ts';

/**
 * A record of these values (the lists as given: shared or the caller's own).
 * @example characteristicsRecord(7, 'Grizzly Bears', [], ['Creature'], ['Bear'], ['green'], 2, 2, null, 2, 0, [], [], [], false)
 */
export function characteristicsRecord(
  id: ObjectId, name: string, supertypes: string[], types: string[], subtypes: string[], colors: Color[], power: number | null,
  toughness: number | null, loyalty: number | null, manaValue: number, controller: PlayerId, keywords: string[], abilities: Ability[],
  cant: string[], printedAbilitiesLost: boolean,
): Characteristics {
  return { id, name, supertypes, types, subtypes, colors, power, toughness, loyalty, manaValue, controller, keywords, abilities, cant, printedAbilitiesLost };
}

/**
 * A copy of a record with the same lists (which nothing changes in place once computed) and another id.
 * @example recordWithId(bears, 12).id // 12
 */
export function recordWithId(c: Characteristics, id: ObjectId): Characteristics {
  return characteristicsRecord(id, c.name, c.supertypes, c.types, c.subtypes, c.colors, c.power, c.toughness, c.loyalty, c.manaValue, c.controller, c.keywords, c.abilities, c.cant, c.printedAbilitiesLost);
}

/**
 * A copy of a record with the same lists and another controller (a spell seen as its caster's, CR 601.2f).
 * @example recordWithController(bolt, 1).controller // 1
 */
export function recordWithController(c: Characteristics, controller: PlayerId): Characteristics {
  return characteristicsRecord(c.id, c.name, c.supertypes, c.types, c.subtypes, c.colors, c.power, c.toughness, c.loyalty, c.manaValue, controller, c.keywords, c.abilities, c.cant, c.printedAbilitiesLost);
}

/**
 * A copy of a record with lists of its own (a caller may change them in place).
 * @example const trial = ownedCopy(bears); trial.types.push('Artifact');
 */
export function ownedCopy(c: Characteristics): Characteristics {
  return characteristicsRecord(
    c.id, c.name, [...c.supertypes], [...c.types], [...c.subtypes], [...c.colors], c.power, c.toughness, c.loyalty, c.manaValue, c.controller,
    [...c.keywords], [...c.abilities], [...c.cant], c.printedAbilitiesLost,
  );
}

/** Whether two lists hold the same items in the same order (the same list, most often). */
function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether two records hold the same values (lists item by item, abilities by identity): a record computed again that
 * is the same may be replaced by the one kept, so that what was worked out from that one still holds.
 * @example sameRecord(recordWithId(bears, bears.id), bears) // true
 */
export function sameRecord(a: Characteristics, b: Characteristics): boolean {
  return a.id === b.id && a.name === b.name && a.power === b.power && a.toughness === b.toughness && a.loyalty === b.loyalty
    && a.manaValue === b.manaValue && a.controller === b.controller && a.printedAbilitiesLost === b.printedAbilitiesLost
    && sameList(a.supertypes, b.supertypes) && sameList(a.types, b.types) && sameList(a.subtypes, b.subtypes) && sameList(a.colors, b.colors)
    && sameList(a.keywords, b.keywords) && sameList(a.abilities, b.abilities) && sameList(a.cant, b.cant);
}
