/**
 * CR 704.5p (rules/magic/sba/becomes-unattached.ts): a creature or battle attached to an object or player, and any
 * permanent that is neither an Aura, an Equipment nor a Fortification attached to one, becomes unattached and stays
 * on the battlefield.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { becomesUnattached } from '../../../rules/magic/sba/becomes-unattached.ts';
import { position } from '../../helpers/position.ts';

/** "Artifacts are 2/2 artifact creatures" (a March of the Machines with fixed numbers), as two static effects. */
const machines = parseCard(`
name: Machines Rise
cost: "{3}{U}"
type: Enchantment
text: Each noncreature artifact is an artifact creature with power and toughness each equal to 2.
abilities:
  - static: { effects: [{ add_types: [Creature], to: { all: artifact } }, { set_pt: [2, 2], to: { all: artifact } }] }
`, 'test/rules/sba/machines-rise.yaml');

/** "Enchantments are 3/3 enchantment creatures", Auras included (an Opalescence without its "non-Aura"). */
const awaken = parseCard(`
name: Enchantments Awaken
cost: "{2}{W}{W}"
type: Enchantment
text: Each other enchantment is a 3/3 enchantment creature in addition to its other types.
abilities:
  - static: { effects: [{ add_types: [Creature], to: { all: enchantment, other: true } }, { set_pt: [3, 3], to: { all: enchantment, other: true } }] }
`, 'test/rules/sba/enchantments-awaken.yaml');

describe('704.5p: a permanent that may not be attached becomes unattached and stays on the battlefield', () => {
  it('an Equipment that becomes a creature falls off its creature (the creature loses what it granted)', () => {
    const p = position({ extraCards: [machines], players: [{ battlefield: ['Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }, 'Machines Rise'] }, {}] });
    expect(p.zoneOf('Basilisk Collar')).toBe('battlefield');
    expect(p.obj('Basilisk Collar').attachedTo).toBeNull();
    expect(p.chars('Basilisk Collar')).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 2 });
    expect(p.chars('Grizzly Bears').keywords).toEqual([]);
  });

  it('an Equipment that is no creature stays attached', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Basilisk Collar', attachedTo: 'Grizzly Bears' }] }, {}] });
    expect(p.obj('Basilisk Collar').attachedTo).toBe(p.id('Grizzly Bears'));
    expect(p.chars('Grizzly Bears').keywords).toEqual(['deathtouch', 'lifelink']);
  });

  it('a creature attached to a creature becomes unattached; both stay', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant', { card: 'Grizzly Bears', attachedTo: 'Hill Giant' }] }, {}] });
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    expect(p.obj('Grizzly Bears').attachedTo).toBeNull();
    expect(p.zoneOf('Hill Giant')).toBe('battlefield');
  });

  it('a permanent that is neither an Aura, an Equipment nor a Fortification (a land) becomes unattached', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', { card: 'Forest', attachedTo: 'Grizzly Bears' }] }, {}] });
    expect(p.zoneOf('Forest')).toBe('battlefield');
    expect(p.obj('Forest').attachedTo).toBeNull();
  });

  it('an Aura that becomes a creature becomes unattached, then goes to the graveyard as attached to nothing (704.5m)', () => {
    const p = position({ extraCards: [awaken], players: [{ battlefield: ['Grizzly Bears', 'Enchantments Awaken'] }, { battlefield: [{ card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }] });
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('an Aura that becomes a battle becomes unattached (704.5p names battles with creatures), then goes to the graveyard (704.5m)', () => {
    const p = position({ extraCards: [besieged], players: [{ battlefield: ['Grizzly Bears', 'Enchantments Besieged'] }, { battlefield: [{ card: 'Pacifism', attachedTo: 'Grizzly Bears' }] }] });
    expect(p.zoneOf('Pacifism')).toBe('graveyard');
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
  });

  it('a Fortification that is no creature stays attached to its land', () => {
    const p = position({ extraCards: [fort], players: [{ battlefield: ['Forest', { card: 'Test Fort', attachedTo: 'Forest' }] }, {}] });
    expect(p.obj('Test Fort').attachedTo).toBe(p.id('Forest'));
  });

  it('a permanent that is no Aura, attached to a player, becomes unattached from that player', () => {
    const p = position({ players: [{ battlefield: ['Forest'] }, {}] });
    p.obj('Forest').enchantedPlayer = 1;
    becomesUnattached.check(p.game.core);
    expect(p.obj('Forest').enchantedPlayer).toBeUndefined();
    expect(p.zoneOf('Forest')).toBe('battlefield');
  });
});

/** "Other enchantments are battles too" (no such card; the rules of CR 704.5p still apply), and a Fortification (CR 301.5c). */
const besieged = parseCard(`
name: Enchantments Besieged
cost: "{2}{R}"
type: Enchantment
text: Each other enchantment is a battle in addition to its other types.
abilities:
  - static: { effects: [{ add_types: [Battle], to: { all: enchantment, other: true } }] }
`, 'test/rules/sba/enchantments-besieged.yaml');
const fort = parseCard(`
name: Test Fort
cost: "{2}"
type: Artifact — Fortification
text: The fortified land stays fortified.
`, 'test/rules/sba/test-fort.yaml');
