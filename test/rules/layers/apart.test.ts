/**
 * Objects computed through the layers apart from the others (rules/magic/layers/apart.ts, CR 613.7-613.8) and War
 * Horn's kind of combat pump moved rather than computed again (rules/magic/layers/combat-pumps.ts, CR 506.4): in each
 * case the cached values must equal a full computation (what random games check after every decision), and the
 * rules' answer. The tests here kill mutants of those two files that no other test noticed (docs/mutation.md); the
 * one of "attacking creatures you control have flying" checks two guards of combatPumpsOf that each cover the other.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { emit } from '../../../rules/index.ts';
import type { CardDef } from '../../../rules/cards/index.ts';
import type { ObjectId } from '../../../rules/index.ts';
import { position } from '../../helpers/position.ts';
import { sameAsScratch } from '../../helpers/same-as-scratch.ts';
import type { Position } from '../../helpers/position.ts';
import { ogreBanner, proudBeast, wingLord } from './test-cards.ts';
import { resolved } from '../../helpers/cache-moves.ts';


/** A test card, as parseCard reads a card file. */
const card = (yaml: string, file: string): CardDef => parseCard(yaml, `test/rules/layers/${file}.yaml`);

/** "Other creatures you control get +1/+1": a lord whose only effect is in layer 7c. */
const packLeader = card(`
name: Pack Leader
cost: "{2}{W}"
type: Creature — Dog
pt: 2/2
text: Other creatures you control get +1/+1.
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, other: true } }] }
`, 'pack-leader');

/** "Creatures you control have prowess": a keyword with an ability of its own granted in layer 6 (CR 702.108a). */
const stormStandard = card(`
name: Storm Standard
cost: "{1}{R}"
type: Enchantment
text: Creatures you control have prowess.
abilities:
  - static: { effects: [{ grant: [prowess], to: { all: creature, controller: you } }] }
`, 'storm-standard');

/** "Attacking creatures you control get +1/+1": War Horn's kind, with a toughness too. */
const battleStandard = card(`
name: Battle Standard
cost: "{3}"
type: Artifact
text: Attacking creatures you control get +1/+1.
abilities:
  - static: { effects: [{ pump: [1, 1], to: { all: creature, controller: you, attacking: true } }] }
`, 'battle-standard');

/** "Attacking creatures you control have flying": an effect that reads combat in layer 6. */
const skyStandard = card(`
name: Sky Standard
cost: "{3}"
type: Artifact
text: Attacking creatures you control have flying.
abilities:
  - static: { effects: [{ grant: [flying], to: { all: creature, controller: you, attacking: true } }] }
`, 'sky-standard');

/** "Creatures you control get +X/+0, where X is its power": a P/T change in 7c computed from the power so far. */
const doubler = card(`
name: Doubling Banner
cost: "{3}"
type: Artifact
text: Creatures you control get +X/+0, where X is that creature's power.
abilities:
  - static: { effects: [{ pump: ["it.power", 0], to: { all: creature, controller: you } }] }
`, 'doubling-banner');

/** "Creatures you control with power 3 or greater get +0/+2": a 7c effect whose objects a `where` reads power for. */
const strongShield = card(`
name: Strong Shield
cost: "{3}"
type: Artifact
text: Creatures you control with power 3 or greater get +0/+2.
abilities:
  - static: { effects: [{ pump: [0, 2], to: { all: creature, controller: you, where: "it.power >= 3" } }] }
`, 'strong-shield');

/** "Black Horn is black. Attacking creatures you control get +1/+0": one ability, one effect in layer 5 and one in 7c. */
const blackHorn = card(`
name: Black Horn
cost: "{3}"
type: Artifact
text: Black Horn is black. Attacking creatures you control get +1/+0.
abilities:
  - static: { effects: [{ set_colors: [black], to: self }, { pump: [1, 0], to: { all: creature, controller: you, attacking: true } }] }
`, 'black-horn');

/** Creatures declared as attackers (CR 508.1), said to be a combat-only change as the combat code does. */
function attack(p: Position, ...ids: ObjectId[]): void {
  p.core.s.combat = { attackers: ids.map((id) => ({ id, target: { kind: 'player' as const, id: 1 } })), blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: true, blocksDeclared: false };
  p.core.touch('combat');
}

/** Combat over (CR 506.4: no creature is attacking any more). */
function endCombat(p: Position): void {
  p.core.s.combat = null;
  p.core.touch('combat');
}

const abilityTexts = (p: Position, name: string) => p.chars(name).abilities.map((a) => a.text);

describe('611.2c, 613: a resolved effect beginning computes again only its objects, and gives what a full computation gives', () => {
  it('613.8a: a creature that becomes a land under Urborg is a Swamp too (Urborg\'s effect depends on the one that makes it a land)', () => {
    const p = position({ players: [{ battlefield: ['Urborg, Tomb of Yawgmoth', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    expect(p.chars('Grizzly Bears').subtypes).toEqual(['Bear']);
    // Later than Urborg, but applied first in layer 4: it changes what Urborg's effect applies to (613.8a-b).
    resolved(p, p.id('Grizzly Bears'), { add_types: ['Land'] });
    const bears = p.chars('Grizzly Bears');
    expect(bears.types).toEqual(['Creature', 'Land']);
    expect(bears.subtypes).toEqual(['Bear', 'Swamp']);
    expect(abilityTexts(p, 'Grizzly Bears')).toEqual(['{T}: Add {B}.']);   // 305.6: a Swamp's mana ability
    sameAsScratch(p);
  });

  it('613.1f, 611.3a: a lord that loses all its abilities (Humble) stops pumping the others; a creature pumped later gets nothing from it', () => {
    const p = position({ extraCards: [packLeader], players: [{ battlefield: ['Pack Leader', 'Grizzly Bears', 'Hill Giant'], hand: ['Humble', 'Giant Growth'], pool: '{C}{W}' }, {}], turn: 1, step: 'precombat_main' });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    p.cast(0, 'Humble', { targets: [p.card('Pack Leader')] }).resolve();
    expect(p.pt('Pack Leader')).toBe('0/1');
    expect(p.pt('Grizzly Bears')).toBe('2/2');   // its effect no longer exists (layer 6 took its ability away)
    expect(p.pt('Hill Giant')).toBe('3/3');
    sameAsScratch(p);
    const giant = p.chars('Hill Giant');
    p.s.players[0]!.pool.G = 1;
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('5/5');   // 2/2 and +3/+3: the lord's effect never began (613.6)
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('613.7: a resolved base P/T (Turn to Frog) later than a static one (Ogre Banner) wins, also when another pump comes later', () => {
    const p = position({ extraCards: [ogreBanner()], players: [{ battlefield: ['Ogre Banner', 'Grizzly Bears', 'Hill Giant'], hand: ['Turn to Frog', 'Giant Growth'], pool: '{C}{U}' }, {}], turn: 1, step: 'precombat_main' });
    expect(p.pt('Grizzly Bears')).toBe('3/3');
    p.cast(0, 'Turn to Frog', { targets: [p.card('Grizzly Bears')] }).resolve();
    p.core.touch();   // a change of any kind: everything computed again, the resolved effect listed before the static one
    expect(p.pt('Grizzly Bears')).toBe('1/1');
    const giant = p.chars('Hill Giant');
    p.s.players[0]!.pool.G = 1;
    p.cast(0, 'Giant Growth', { targets: [p.card('Grizzly Bears')] }).resolve();
    expect(p.pt('Grizzly Bears')).toBe('4/4');   // 7b in timestamp order: 3/3 (Banner), then 1/1 (Frog); +3/+3 in 7c
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('305.6, 613.1f: a land that loses all abilities loses its intrinsic mana ability (layer 6 is after the land types of layer 4)', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Grizzly Bears'] }, {}] });
    expect(abilityTexts(p, 'Forest')).toEqual(['{T}: Add {G}.']);
    const bears = p.chars('Grizzly Bears');
    resolved(p, p.id('Forest'), { lose_abilities: true });
    expect(abilityTexts(p, 'Forest')).toEqual([]);
    expect(p.chars('Grizzly Bears')).toBe(bears);
    sameAsScratch(p);
  });

  it('702.93a, 702.108a: keyword abilities come in keyword order: printed undying, then granted prowess, also after a pump', () => {
    const p = position({ extraCards: [stormStandard], players: [{ battlefield: ['Storm Standard', 'Young Wolf', 'Hill Giant'] }, {}] });
    expect(abilityTexts(p, 'Young Wolf')).toEqual(['Undying', 'Prowess']);
    const giant = p.chars('Hill Giant');
    resolved(p, p.id('Young Wolf'), { pump: [3, 3] });
    expect(p.pt('Young Wolf')).toBe('4/4');
    expect(abilityTexts(p, 'Young Wolf')).toEqual(['Undying', 'Prowess']);
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });
});

describe('613.4c: a counter on one permanent computes again only it, and gives what a full computation gives', () => {
  it('an app\'s query interceptor on power still applies to the creature that got the counter', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', handler: (v) => v + 2 });
    expect(p.pt('Grizzly Bears')).toBe('4/2');
    emit(p.core, { type: 'counter', object: p.id('Grizzly Bears'), kind: '+1/+1', amount: 1 });
    expect(p.pt('Grizzly Bears')).toBe('5/3');
    expect(p.pt('Hill Giant')).toBe('5/3');
    sameAsScratch(p);
  });
});

describe('506.4, 611.3a: "attacking creatures you control get +N/+M" follows the attackers', () => {
  it('+1/+1: an attacker gets it once, one removed from combat loses it, the one still attacking keeps it once; combat over, all lose it', () => {
    const p = position({ extraCards: [battleStandard], players: [{ battlefield: ['Battle Standard', 'Grizzly Bears', 'Hill Giant', 'Gray Ogre'] }, {}] });
    const ogre = p.chars('Gray Ogre');
    const bears = p.id('Grizzly Bears');
    const giant = p.id('Hill Giant');
    attack(p, bears, giant);
    expect([p.pt(bears), p.pt(giant)]).toEqual(['3/3', '4/4']);
    sameAsScratch(p);
    attack(p, bears);   // the Giant removed from combat
    expect([p.pt(bears), p.pt(giant)]).toEqual(['3/3', '3/3']);
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
    endCombat(p);
    expect([p.pt(bears), p.pt(giant)]).toEqual(['2/2', '3/3']);
    expect(p.chars('Gray Ogre')).toBe(ogre);
    sameAsScratch(p);
  });

  it('computed while a creature attacks: the next combat change does not give it the pump again', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    const bears = p.id('Grizzly Bears');
    const giant = p.id('Hill Giant');
    attack(p, bears, giant);
    p.core.touch();   // a change of any kind: everything computed again while both attack
    expect([p.pt(bears), p.pt(giant)]).toEqual(['3/2', '4/3']);
    attack(p, bears);
    expect([p.pt(bears), p.pt(giant)]).toEqual(['3/2', '3/3']);
    sameAsScratch(p);
  });

  it('an effect of another layer that does not read combat (flying for all) leaves War Horn\'s pump moving alone: the others keep their records', () => {
    const p = position({ extraCards: [wingLord()], players: [{ battlefield: ['War Horn', 'Wing Lord', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    const giant = p.chars('Hill Giant');
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    expect(p.chars('Hill Giant')).toBe(giant);
    sameAsScratch(p);
  });

  it('an app\'s query interceptor on power (doubling it) applies after the pump: (2 + 1) × 2', () => {
    const p = position({ players: [{ battlefield: ['War Horn', 'Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'power', kind: 'query', handler: (v) => v * 2 });
    expect(p.pt('Grizzly Bears')).toBe('4/2');
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('6/2');
    sameAsScratch(p);
  });

  it('an app\'s query interceptor on toughness (doubling it) applies after the pump: (2 + 1) × 2', () => {
    const p = position({ extraCards: [battleStandard], players: [{ battlefield: ['Battle Standard', 'Grizzly Bears'] }, {}] });
    p.game.intercept({ on: 'toughness', kind: 'query', handler: (v) => v * 2 });
    expect(p.pt('Grizzly Bears')).toBe('2/4');
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('3/6');
    sameAsScratch(p);
  });

  it('613.8a: a 7c amount computed from power (+X/+0, X its power) counts War Horn\'s +1/+0 of an attacker', () => {
    const p = position({ extraCards: [doubler], players: [{ battlefield: ['War Horn', 'Doubling Banner', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('4/2');
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('6/2');
    sameAsScratch(p);
  });

  it('613.8a: a 7c effect for creatures of power 3 or greater (a `where`) applies to an attacker War Horn makes 3/2', () => {
    const p = position({ extraCards: [strongShield], players: [{ battlefield: ['War Horn', 'Strong Shield', 'Grizzly Bears'] }, {}] });
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('3/4');
    sameAsScratch(p);
  });

  it('611.3a, 613.8a: a condition on power in 7c ("as long as its power is 3 or greater") becomes true when it attacks with War Horn', () => {
    const p = position({ extraCards: [proudBeast(2)], players: [{ battlefield: ['War Horn', 'Proud Beast'] }, {}] });
    expect(p.pt('Proud Beast')).toBe('2/2');
    attack(p, p.id('Proud Beast'));
    expect(p.pt('Proud Beast')).toBe('3/4');
    sameAsScratch(p);
    endCombat(p);
    expect(p.pt('Proud Beast')).toBe('2/2');
    sameAsScratch(p);
  });

  it('506.4, 613.1f: "attacking creatures you control have flying" (layer 6) gives an attacker flying, and takes it away after combat', () => {
    const p = position({ extraCards: [skyStandard], players: [{ battlefield: ['Sky Standard', 'Grizzly Bears'] }, {}] });
    attack(p, p.id('Grizzly Bears'));
    expect(p.chars('Grizzly Bears').keywords).toEqual(['flying']);
    sameAsScratch(p);
    endCombat(p);
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
    sameAsScratch(p);
  });

  it('613.6: once its ability\'s layer-5 effect has begun, its +1/+0 applies to attackers even though its source loses all abilities in layer 6', () => {
    const p = position({ extraCards: [blackHorn], players: [{ battlefield: ['Black Horn', 'Grizzly Bears'] }, {}] });
    resolved(p, p.id('Black Horn'), { lose_abilities: true });
    expect(p.chars('Black Horn').colors).toEqual(['black']);
    attack(p, p.id('Grizzly Bears'));
    expect(p.pt('Grizzly Bears')).toBe('3/2');
    sameAsScratch(p);
    endCombat(p);
    expect(p.pt('Grizzly Bears')).toBe('2/2');
    sameAsScratch(p);
  });
});
