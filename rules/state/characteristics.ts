/** A permanent's characteristics as the rules compute them now (CR 109.3, 613): what effects, queries and interceptors read. */
import type { Ability, Color } from '../cards/types.ts';
import type { ObjectId, PlayerId } from './types.ts';

export interface Characteristics {
  id: ObjectId;
  name: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  colors: Color[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  manaValue: number;
  controller: PlayerId;
  keywords: string[];          // includes protection_from_<color>
  abilities: Ability[];        // activated, mana, triggered, static, replacement abilities it has now
  cant: string[];              // 'attack', 'block', 'untap'
  printedAbilitiesLost: boolean;
}
