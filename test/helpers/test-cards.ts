/**
 * Test-only cards for rules the pool has no card for, written in the card format so the loader checks them.
 * @example position({ extraCards: [testCard.damageWatcher], players: [...] })
 */
import { parseCard } from '../../rules/cards/index.ts';

/** "Whenever a creature you control is dealt damage, you gain that much life." */
const damageWatcher = parseCard(`
name: Damage Watcher
cost: "{2}{W}"
type: Enchantment
text: Whenever a creature you control is dealt damage, you gain that much life.
abilities:
  - triggered: { when: { dealt_damage: { all: creature, controller: you } }, effects: [{ gain_life: event.amount }] }
`, 'test/helpers/damage-watcher.yaml');

/** "Whenever a creature you control is dealt damage, put a +1/+1 counter on it." */
const scarKeeper = parseCard(`
name: Scar Keeper
cost: "{1}{G}"
type: Enchantment
text: Whenever a creature you control is dealt damage, put a +1/+1 counter on it.
abilities:
  - triggered: { when: { dealt_damage: { all: creature, controller: you } }, effects: [{ add_counters: { kind: "+1/+1", amount: 1 }, to: event_object }] }
`, 'test/helpers/scar-keeper.yaml');

/** Stigma Lasher's keyword: a creature with wither (CR 702.80). */
const witherCreature = parseCard(`
name: Wither Test Elemental
cost: "{2}{R}"
type: Creature — Elemental
pt: 2/2
text: Wither (This deals damage to creatures in the form of -1/-1 counters.)
keywords: [wither]
`, 'test/helpers/wither-test-elemental.yaml');

/** Blaze: an X spell (CR 107.3, 601.2f). */
const blaze = parseCard(`
name: Blaze
cost: "{X}{R}"
type: Sorcery
text: Blaze deals X damage to any target.
spell: { targets: [any], effects: [{ damage: x, to: target }] }
`, 'test/helpers/blaze.yaml');

const witheringDeathtouch = parseCard(`
name: Deathtouch Wither Test Snake
cost: "{1}{B}"
type: Creature — Snake
pt: 1/1
text: Deathtouch, wither
keywords: [deathtouch, wither]
`, 'test/helpers/deathtouch-wither-test-snake.yaml');

const infectDeathtouch = parseCard(`
name: Deathtouch Infect Test Snake
cost: "{1}{B}"
type: Creature — Snake
pt: 1/1
text: Deathtouch, infect
keywords: [deathtouch, infect]
`, 'test/helpers/deathtouch-infect-test-snake.yaml');

export const testCard = { blaze, damageWatcher, scarKeeper, witherCreature, witheringDeathtouch, infectDeathtouch };
