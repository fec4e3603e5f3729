/** Cards made for the layer tests (not in the pool): each as parseCard reads a card file. */
import { parseCard } from '../../../rules/cards/index.ts';
import type { CardDef } from '../../../rules/cards/index.ts';

/**
 * "As long as Proud Beast's power is 3 or greater, it gets +0/+2": a static ability with a condition reading power
 * (CR 604.2, 611.3a), of the given power (2 by default).
 */
export function proudBeast(power = 2): CardDef {
  return parseCard(`
name: Proud Beast
cost: "{1}{G}"
type: Creature — Beast
pt: ${power}/2
text: As long as Proud Beast's power is 3 or greater, it gets +0/+2.
abilities:
  - static: { if: "self.power >= 3", effects: [{ pump: [0, 2], to: self }] }
`, 'test/rules/layers/proud-beast.yaml');
}

/** "As long as you have 25 or more life, Life Pumped gets +2/+2": a condition reading a life total (CR 611.3a), untracked by touches. */
export function lifePumped(): CardDef {
  return parseCard(`
name: Life Pumped
cost: "{2}{G}"
type: Creature — Beast
pt: 2/2
text: As long as you have 25 or more life, Life Pumped gets +2/+2.
abilities:
  - static: { if: "you.life >= 25", effects: [{ pump: [2, 2], to: self }] }
`, 'test/rules/layers/life-pumped.yaml');
}

/** "Equipped creature has base power and toughness 4/4. Equip {1}": an Equipment setting P/T (CR 613.4b, 301.5). */
export function ogreMask(): CardDef {
  return parseCard(`
name: Ogre Mask
cost: "{1}"
type: Artifact — Equipment
text: Equipped creature has base power and toughness 4/4. Equip {1}
equip: "{1}"
abilities:
  - static: { effects: [{ set_pt: [4, 4], to: equipped }] }
`, 'test/rules/layers/ogre-mask.yaml');
}

/**
 * "Equipped creature has base power and toughness 4/4. Creatures you control have base power and toughness 3/3.
 * Equip {1}": an Equipment with an effect on other creatures too (CR 613.4b, 613.7e).
 */
export function ogreBanner(): CardDef {
  return parseCard(`
name: Ogre Banner
cost: "{1}"
type: Artifact — Equipment
text: Equipped creature has base power and toughness 4/4. Creatures you control have base power and toughness 3/3. Equip {1}
equip: "{1}"
abilities:
  - static: { effects: [{ set_pt: [4, 4], to: equipped }] }
  - static: { effects: [{ set_pt: [3, 3], to: { all: creature, controller: you } }] }
`, 'test/rules/layers/ogre-banner.yaml');
}

/** "Creatures you control have flying": a test lord granting an ability (layer 6, picked by what each is, CR 613.1f). */
export function wingLord(): CardDef {
  return parseCard(`
name: Wing Lord
cost: "{2}{U}"
type: Creature — Bird
pt: 1/1
text: Creatures you control have flying.
abilities:
  - static: { effects: [{ grant: [flying], to: { all: creature, controller: you } }] }
`, 'test/rules/layers/wing-lord.yaml');
}
