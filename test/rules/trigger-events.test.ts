/**
 * The trigger events added for the next batch of cards (CR 603.2), in general and not through one card: casting a
 * spell matching a filter, attacking and blocking with a query subject, "attacks and isn't blocked", tapping a land
 * for mana, drawing and discarding; cycling as a hand ability any card may have (CR 702.29a) and the legal actions
 * that offer it; "unless [a player] pays" (CR 118.12).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../rules/cards/index.ts';
import { legalActions } from '../../rules/index.ts';
import { P, position } from '../helpers/position.ts';

const rallyHorn = parseCard(`
name: Rally Horn
cost: "{2}"
type: Artifact
text: Whenever a creature you control attacks, you gain 1 life.
abilities:
  - triggered: { when: { attacks: { all: creature, controller: you } }, effects: [{ gain_life: 1 }] }
`, 'test/rules/rally-horn.yaml');

const guardPost = parseCard(`
name: Guard Post
cost: "{2}"
type: Artifact
text: Whenever a creature you control blocks, put a +1/+1 counter on the creature it blocks.
abilities:
  - triggered: { when: { blocks: { all: creature, controller: you } }, effects: [{ add_counters: { kind: "+1/+1", amount: 1 }, to: event_object }] }
`, 'test/rules/guard-post.yaml');

const cyclingBear = parseCard(`
name: Cycling Bear
cost: "{1}{G}"
type: Creature — Bear
pt: 2/2
text: "Cycling {1}{G} ({1}{G}, Discard this card: Draw a card.)"
cycling: "{1}{G}"
`, 'test/rules/cycling-bear.yaml');

const greenTithe = parseCard(`
name: Green Tithe
cost: "{G}"
type: Enchantment
text: Whenever an opponent casts a green spell, you gain 3 life unless that player pays {1}.
abilities:
  - triggered: { when: { cast: opponent, spell: { color: green } }, effects: [{ unless_pays: "{1}", who: event_player, effects: [{ gain_life: 3 }] }] }
`, 'test/rules/green-tithe.yaml');

describe('603.2: new trigger events', () => {
  it('"whenever a creature you control attacks": one trigger per attacker declared, with a query subject', () => {
    const p = position({ extraCards: [rallyHorn], step: 'declare_attackers', players: [{ battlefield: ['Rally Horn', 'Grizzly Bears', 'Hill Giant'] }, { battlefield: ['Grizzly Bears'] }] });
    p.attack(['Grizzly Bears', 'Hill Giant']);
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Rally Horn', 'Rally Horn']);
    p.resolveAll();
    expect(p.s.players[0]!.life).toBe(22);
  });

  it('"whenever a creature you control blocks": event_object is the creature blocked', () => {
    const p = position({ extraCards: [guardPost], active: 1, step: 'declare_attackers', players: [{ battlefield: ['Guard Post', 'Wall of Wood'] }, { battlefield: ['Hill Giant'] }] });
    p.attack(['Hill Giant'], 1);
    p.block([['Wall of Wood', 'Hill Giant']]);
    p.resolveAll();
    expect(p.obj('Hill Giant').counters['+1/+1']).toBe(1);
  });

  it('a cast trigger\'s spell filter looks at the spell (a green spell), and "unless that player pays" asks that player', () => {
    const p = position({
      extraCards: [greenTithe], active: 1,
      players: [{ battlefield: ['Green Tithe'] }, { battlefield: ['Forest', 'Forest', 'Forest', 'Mountain'], hand: ['Grizzly Bears', 'Lightning Bolt'] }],
      answers: { yes_no: [false] },
    });
    p.cast(1, 'Lightning Bolt', { targets: [P(0)] });
    expect(p.events('trigger')).toEqual([]);
    p.resolve();
    p.cast(1, 'Grizzly Bears');
    expect(p.events('trigger').map((e) => e.card)).toEqual(['Green Tithe']);
    p.resolve();
    expect(p.askedOf('yes_no').map((c) => c.player)).toEqual([1]);
    expect(p.s.players[0]!.life).toBe(20 - 3 + 3);
  });
});

describe('702.29a: cycling, an activated ability from the hand', () => {
  it('any card with cycling: legal actions offer it from the hand when its cost can be paid; it draws on resolution', () => {
    const p = position({ extraCards: [cyclingBear], players: [{ battlefield: ['Forest', 'Forest'], hand: ['Cycling Bear'], library: ['Island', 'Island'] }, {}] });
    const bear = p.id('Cycling Bear');
    const offered = legalActions(p.game.core, 0).filter((a) => a.type === 'activate' && a.source === bear);
    expect(offered).toEqual([{ type: 'activate', player: 0, source: bear, ability: 0, targets: [] }]);
    p.activate(0, bear, 0);
    expect(p.zoneOf('Cycling Bear')).toBe('graveyard');
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Cycling Bear']);
    p.resolve();
    expect(p.s.players[0]!.hand.map((id) => p.obj(id).card)).toEqual(['Island']);
  });

  it('it is not offered without the mana, nor to a player who does not own the card', () => {
    const p = position({ extraCards: [cyclingBear], players: [{ battlefield: ['Forest'], hand: ['Cycling Bear'] }, { battlefield: ['Forest', 'Forest'] }] });
    const bear = p.id('Cycling Bear');
    expect(legalActions(p.game.core, 0).some((a) => a.type === 'activate' && a.source === bear)).toBe(false);
    expect(() => p.activate(1, bear, 0)).toThrow();
    expect(p.zoneOf('Cycling Bear')).toBe('hand');
  });
});
