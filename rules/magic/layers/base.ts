/** Copiable values of an object (CR 707.2) as the starting point before layers apply. */
import type { Ability, CardDef, ManaCost } from '../../cards/types.ts';
import { manaValue } from '../../cards/parse-mana-cost.ts';
import type { GameCore } from '../../core.ts';
import type { GameObject } from '../../state/types.ts';
import { playerProtection } from './player-protection.ts';
import { characteristicsRecord, ownedCopy } from './record.ts';
import type { Characteristics } from './types.ts';


const equipCache = new Map<string, Ability>();
/** Equip [cost]: attach to target creature you control, as a sorcery (CR 702.6a). */
function equipAbility(cost: ManaCost): Ability {
  let a = equipCache.get(cost.text);
  if (!a) {
    a = { kind: 'activated', cost: { mana: cost }, targets: [{ kind: 'creature_you_control' }], effects: [{ attach: 'target' }], sorcery: true, text: `Equip ${cost.text}` };
    equipCache.set(cost.text, a);
  }
  return a;
}

/** "Protection from the chosen player" is protection from the player chosen as it entered (CR 702.16k, 614.12). */
function chosenPlayerProtection(o: GameObject): string | null {
  return o.chosen?.player !== undefined ? playerProtection(o.chosen.player) : null;
}

/**
 * Its keywords before any continuous effect: the card's (a chosen player's protection as chosen), protection from its
 * colours, those a copy effect gave it, and cycling. Built in one list (this runs for every permanent in every full
 * computation of the layers).
 */
function keywordsOf(d: CardDef, o: GameObject): string[] {
  const out: string[] = [];
  for (const k of d.keywords) {
    if (k !== 'protection_from_chosen_player') { out.push(k); continue; }
    const chosen = chosenPlayerProtection(o);
    if (chosen !== null) out.push(chosen);
  }
  for (const c of d.protection) out.push(`protection_from_${c}`);
  if (o.copyKeywords) for (const k of o.copyKeywords) out.push(k);
  // Cycling is a keyword ability too (CR 702.29a), though it works only from the hand (rules/magic/actions/hand-abilities.ts).
  if (d.cycling) out.push('cycling');
  return out;
}

/** The characteristics an object has before any continuous effect: its card, or what it copies (layer 1). Its lists are its own. */
export function baseCharacteristics(core: GameCore, o: GameObject, def?: CardDef): Characteristics {
  const c = ownedCopy(sharedBaseCharacteristics(core, o, def));
  c.cant = [];
  return c;
}

/** Empty lists shared by all (frozen: a change in place would throw rather than reach every other). */
const NONE = Object.freeze([]) as unknown as never[];
const FACE_DOWN_TYPES = Object.freeze(['Creature']) as unknown as string[];
/** A card's keywords when nothing of the object adds to them (no chosen player, no copy effect's keywords): made once a card. */
const cardKeywords = new WeakMap<CardDef, string[]>();
/** A card's abilities with its equip ability, made once a card. */
const equipped = new WeakMap<CardDef, Ability[]>();

/**
 * baseCharacteristics with the lists shared: the card's own where they are its (types, colours, abilities…), made
 * once a card otherwise. For the layers, which never change a list in place (a part that adds to one makes a new one,
 * rules/magic/layers/parts.ts and derived.ts): this runs for every permanent in every full computation.
 */
export function sharedBaseCharacteristics(core: GameCore, o: GameObject, def?: CardDef): Characteristics {
  if (o.faceDown) {
    return characteristicsRecord(o.id, '', NONE, FACE_DOWN_TYPES, NONE, NONE, 2, 2, null, 0, o.controller, NONE, NONE, NONE, false);
  }
  const d = def ?? core.def(o);
  let keywords: string[];
  if (o.copyKeywords || d.keywords.includes('protection_from_chosen_player')) keywords = keywordsOf(d, o);
  else {
    let k = cardKeywords.get(d);
    if (!k) { k = keywordsOf(d, o); cardKeywords.set(d, k); }
    keywords = k;
  }
  let abilities = d.abilities;
  if (d.equip) {
    let a = equipped.get(d);
    if (!a) { a = [...d.abilities, equipAbility(d.equip)]; equipped.set(d, a); }
    abilities = a;
  }
  // CR 712.8e: a transformed permanent's mana value is its front face's.
  const mv = manaValue(o.transformed ? core.cards.require(o.copyOf ?? o.card).cost : d.cost);
  return characteristicsRecord(o.id, d.name, d.supertypes, d.types, d.subtypes, d.colors, d.power, d.toughness, d.loyalty, mv, o.controller, keywords, abilities, NONE, false);
}
