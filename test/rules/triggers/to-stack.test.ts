/**
 * Putting triggered abilities on the stack (rules/magic/triggers/to-stack.ts, CR 603.3): the mode of a modal trigger
 * (603.3c, 700.2a), targets and their number (603.3d, 115.1), answers that are not legal, and the order the
 * controller gives (603.3b).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { detectTriggers, putTriggersOnStack } from '../../../rules/magic/triggers/index.ts';
import { P, position } from '../../helpers/position.ts';

/** "When this enters, it deals 1 damage to each of up to two target creatures." */
const sparkler = parseCard(`
name: Sparkler Test Elemental
cost: "{1}{R}"
type: Creature — Elemental
pt: 1/1
text: When this creature enters, it deals 1 damage to each of up to two target creatures.
abilities:
  - triggered: { when: { enters: self }, targets: [{ kind: creature, count: 2, min: 0 }], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/sparkler.yaml');

/** "When this enters, it deals 1 damage to each of one or two target creatures." */
const twinSparkler = parseCard(`
name: Twin Sparkler Test Elemental
cost: "{1}{R}"
type: Creature — Elemental
pt: 1/1
text: When this creature enters, it deals 1 damage to each of one or two target creatures.
abilities:
  - triggered: { when: { enters: self }, targets: [{ kind: creature, count: 2, min: 1 }], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/twin-sparkler.yaml');

/** "When this enters, choose one — • Destroy target artifact. • It deals 1 damage to target creature." */
const chooser = parseCard(`
name: Modal Test Shaman
cost: "{1}{R}"
type: Creature — Human Shaman
pt: 1/1
text: When this creature enters, choose one — • Destroy target artifact. • This creature deals 1 damage to target creature.
abilities:
  - triggered:
      when: { enters: self }
      modes:
        - { targets: [{ kind: permanent, filter: { all: artifact } }], effects: [{ destroy: target }] }
        - { targets: [creature], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/modal-test-shaman.yaml');

/** Choose one — destroy target artifact and deal 1 damage to target creature; or deal 1 damage to target creature. */
const twoTargetModes = parseCard(`
name: Two Target Test Shaman
cost: "{1}{R}"
type: Creature — Human Shaman
pt: 1/1
text: When this creature enters, choose one — • Destroy target artifact. This creature deals 1 damage to target creature. • This creature deals 1 damage to target creature.
abilities:
  - triggered:
      when: { enters: self }
      modes:
        - { targets: [{ kind: permanent, filter: { all: artifact } }, creature], effects: [{ destroy: target }] }
        - { targets: [creature], effects: [{ damage: 1, to: target }] }
`, 'test/rules/triggers/two-target-test-shaman.yaml');

/** A creature with protection from red. */
const redWard = parseCard(`
name: Red Ward Test Knight
cost: "{W}{W}"
type: Creature — Human Knight
pt: 2/2
text: Protection from red
protection: [red]
`, 'test/rules/triggers/red-ward-test-knight.yaml');

describe('603.3c and 700.2a: the mode of a modal triggered ability', () => {
  it('with both modes possible the controller is asked, and the chosen mode is used (Deceiver Exarch taps)', () => {
    const p = position({ players: [{ battlefield: ['Forest'], hand: ['Deceiver Exarch'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears'] }] });
    p.answer('mode', 1);
    p.cast(0, 'Deceiver Exarch').resolve();
    expect(p.askedOf('mode')).toEqual([{ kind: 'mode', player: 0, options: [expect.stringContaining('Untap'), expect.stringContaining('Tap')] }]);
    expect(p.s.stack[0]!.mode).toEqual([1]);
    expect(p.s.stack[0]!.targets).toEqual([p.card('Grizzly Bears')]);
    p.resolve();
    expect(p.obj('Grizzly Bears').tapped).toBe(true);
  });

  it('an answer that names no open mode gives the first open one', () => {
    const p = position({ players: [{ battlefield: [{ card: 'Forest', tapped: true }], hand: ['Deceiver Exarch'], pool: '{U}{U}{U}' }, { battlefield: ['Grizzly Bears'] }] });
    p.answer('mode', 7);
    p.cast(0, 'Deceiver Exarch').resolve();
    expect(p.s.stack[0]!.mode).toEqual([0]);
    p.resolve();
    expect(p.obj('Forest').tapped).toBe(false);
  });

  it('a mode with no legal target cannot be chosen: with one open mode, no question is asked', () => {
    const p = position({ players: [{ hand: ['Deceiver Exarch'], pool: '{U}{U}{U}' }, {}] });
    p.cast(0, 'Deceiver Exarch').resolve();
    expect(p.askedOf('mode')).toEqual([]);
    expect(p.s.stack[0]!.mode).toEqual([0]);
    expect(p.s.stack[0]!.targets).toEqual([p.card('Deceiver Exarch')]);
  });

  it('when only the second mode has a legal target, it is the one used, without asking', () => {
    const p = position({ extraCards: [chooser], players: [{ hand: ['Modal Test Shaman'], pool: '{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.answer('target', (c) => c.legal.filter((t) => t.id === p.id('Grizzly Bears')));
    p.cast(0, 'Modal Test Shaman').resolve();
    expect(p.askedOf('mode')).toEqual([]);
    expect(p.s.stack[0]!.mode).toEqual([1]);
    p.resolve();
    expect(p.obj('Grizzly Bears').damage).toBe(1);
  });
});

describe('603.3c, 700.2a and 702.16b: modes whose targets are not all legal', () => {
  it('a mode is open only if every one of its targets has a legal choice', () => {
    const p = position({ extraCards: [twoTargetModes], players: [{ hand: ['Two Target Test Shaman'], pool: '{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.cast(0, 'Two Target Test Shaman').resolve();
    expect(p.askedOf('mode')).toEqual([]);
    expect(p.s.stack[0]!.mode).toEqual([1]);
  });

  it('a red source\'s trigger cannot target a creature with protection from red: with no open mode it is removed', () => {
    const p = position({ extraCards: [chooser, redWard], players: [{ hand: ['Modal Test Shaman'], pool: '{R}{R}' }, { battlefield: ['Red Ward Test Knight'] }] });
    p.cast(0, 'Modal Test Shaman').resolve();
    // The Shaman itself is a legal creature target: answer with the Knight, which is not.
    expect(p.s.stack.map((i) => i.targets)).toEqual([[p.card('Modal Test Shaman')]]);
    const q = position({ extraCards: [redWard], players: [{ hand: ['Flametongue Kavu'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Red Ward Test Knight'] }] });
    q.cast(0, 'Flametongue Kavu').resolve();
    expect(q.askedOf('target').flatMap((c) => c.legal)).toEqual([q.card('Flametongue Kavu')]);
  });
});

describe('603.3d and 115.1: the targets of a triggered ability', () => {
  it('an answer must match a legal target in kind and id: a player with a creature\'s number, or an unknown object, is not one', () => {
    const p = position({ players: [{ hand: ['Flametongue Kavu'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.answer('target', (c) => [{ kind: 'player', id: c.legal[1]!.id }]);
    p.cast(0, 'Flametongue Kavu').resolve();
    const asked = p.askedOf('target')[0]!;
    expect(p.s.stack[0]!.targets).toEqual([asked.legal[0]]);
    const q = position({ players: [{ hand: ['Flametongue Kavu'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    q.answer('target', [{ kind: 'object', id: 99999 }]);
    q.cast(0, 'Flametongue Kavu').resolve();
    expect(q.s.stack[0]!.targets).toEqual([q.askedOf('target')[0]!.legal[0]]);
  });

  it('an empty answer where a target is required gets the first legal one', () => {
    const p = position({ players: [{ hand: ['Flametongue Kavu'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.answer('target', []);
    p.cast(0, 'Flametongue Kavu').resolve();
    expect(p.s.stack[0]!.targets).toEqual([p.askedOf('target')[0]!.legal[0]]);
  });

  it('"up to two" answered with no legal target at all (not an empty choice) gets the first legal one', () => {
    const p = position({ extraCards: [sparkler], players: [{ hand: ['Sparkler Test Elemental'], pool: '{R}{R}' }, { battlefield: ['Grizzly Bears'] }] });
    p.answer('target', [P(1)]);
    p.cast(0, 'Sparkler Test Elemental').resolve();
    expect(p.s.stack[0]!.targets).toEqual([p.askedOf('target')[0]!.legal[0]]);
  });

  it('an answer naming no legal target gets the first legal one (Flametongue Kavu cannot target a player)', () => {
    const p = position({ players: [{ hand: ['Flametongue Kavu'], pool: '{R}{R}{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant'] }] });
    p.answer('target', [P(1)]);
    p.cast(0, 'Flametongue Kavu').resolve();
    const asked = p.askedOf('target')[0]!;
    expect(asked).toMatchObject({ player: 0, source: 'Flametongue Kavu', min: 1, max: 1 });
    expect(p.s.stack[0]!.targets).toEqual([asked.legal[0]]);
  });

  it('"up to two": the controller may choose none (CR 115.1), or two; more than two are cut to two', () => {
    const none = position({ extraCards: [sparkler], players: [{ hand: ['Sparkler Test Elemental'], pool: '{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves'] }] });
    none.answer('target', []);
    none.cast(0, 'Sparkler Test Elemental').resolve();
    expect(none.askedOf('target')[0]).toMatchObject({ min: 0, max: 2 });
    // CR 115.1, 601.2c: with "up to", choosing no target is a choice.
    expect(none.s.stack[0]!.targets).toEqual([]);

    const three = position({ extraCards: [sparkler], players: [{ hand: ['Sparkler Test Elemental'], pool: '{R}{R}' }, { battlefield: ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves'] }] });
    three.answer('target', (c) => c.legal.filter((t) => t.id !== three.id('Sparkler Test Elemental')));
    three.cast(0, 'Sparkler Test Elemental').resolve();
    expect(three.s.stack[0]!.targets).toEqual([three.card('Grizzly Bears'), three.card('Hill Giant')]);
  });

  it('"one or two" with a single legal target asks for exactly what is possible (min 1 of 1)', () => {
    const p = position({ extraCards: [twinSparkler], players: [{ hand: ['Twin Sparkler Test Elemental'], pool: '{R}{R}' }, {}] });
    p.cast(0, 'Twin Sparkler Test Elemental').resolve();
    expect(p.askedOf('target')[0]).toMatchObject({ min: 1, max: 2, legal: [p.card('Twin Sparkler Test Elemental')] });
    expect(p.s.stack[0]!.targets).toEqual([p.card('Twin Sparkler Test Elemental')]);
  });

  it('"up to two" with no legal target still goes on the stack (no target is required)', () => {
    const p = position({ extraCards: [sparkler], players: [{ hand: ['Sparkler Test Elemental'], pool: '{R}{R}' }, {}] });
    p.core.s.stack.length = 0;
    p.cast(0, 'Sparkler Test Elemental').resolve();
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Sparkler Test Elemental']);
  });
});

describe('603.3b: the order of a player\'s simultaneous triggers', () => {
  it('indices out of range and repeated ones are ignored; the others follow in their own order', () => {
    const p = position({
      players: [{ battlefield: ['Forest', 'Forest', 'Soul Warden', 'Essence Warden'], hand: ['Grizzly Bears'] }, {}],
      answers: { trigger_order: [[1, 1, 2, 5, -1]] },
    });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Essence Warden', 'Soul Warden']);
  });

  it('an empty answer keeps the order they triggered in', () => {
    const p = position({
      players: [{ battlefield: ['Forest', 'Forest', 'Soul Warden', 'Essence Warden'], hand: ['Grizzly Bears'] }, {}],
      answers: { trigger_order: [[]] },
    });
    p.cast(0, 'Grizzly Bears').resolve();
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Soul Warden', 'Essence Warden']);
  });

  it('one trigger alone is not asked about; putTriggersOnStack says whether any went on', () => {
    const p = position({ players: [{ battlefield: ['Forest', 'Soul Warden', 'Grizzly Bears'], hand: ['Llanowar Elves'] }, {}] });
    expect(putTriggersOnStack(p.core)).toBe(false);
    const bears = p.id('Grizzly Bears');
    detectTriggers(p.core, { type: 'zone_change', object: bears, oldId: null, card: 'Grizzly Bears', from: 'hand', to: 'battlefield', owner: 0, controller: 0 });
    expect(putTriggersOnStack(p.core)).toBe(true);
    expect(p.s.stack.map((i) => i.sourceName)).toEqual(['Soul Warden']);
    p.resolve();
    p.cast(0, 'Llanowar Elves').resolve();
    expect(p.askedOf('trigger_order')).toEqual([]);
    expect(p.events('trigger')).toEqual([0, 1].map(() => ({ type: 'trigger', source: p.id('Soul Warden'), card: 'Soul Warden', controller: 0 })));
  });
});
