/**
 * What a triggered ability remembers of its event (rules/magic/triggers/detect.ts, CR 603.2, 603.7c): for a combat
 * trigger, `event_object` is the attacking creature — the one that attacks, that isn't blocked, or that is
 * blocked (for "whenever this blocks a creature", the creature blocked).
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { position } from '../../helpers/position.ts';

const card = (name: string, when: string) => parseCard(`
name: ${name}
cost: "{1}{G}"
type: Enchantment
text: test
abilities:
  - triggered: { when: ${when}, effects: [{ add_counters: { kind: "+1/+1", amount: 1 }, to: event_object }] }
`, `test/rules/triggers/${name.toLowerCase().replaceAll(' ', '-')}.yaml`);

const onAttack = card('Attack Test Banner', '{ attacks: { all: creature, controller: you } }');
const onUnblocked = card('Unblocked Test Banner', '{ attacks_unblocked: { all: creature, controller: you } }');
const onBlock = card('Block Test Banner', '{ blocks: { all: creature, controller: you } }');

describe('508.1m, 509.1i, 509.3: event_object of a combat trigger is the attacking creature', () => {
  it('"whenever a creature you control attacks, put a +1/+1 counter on it"', () => {
    const p = position({ extraCards: [onAttack], players: [{ battlefield: ['Attack Test Banner', 'Grizzly Bears', 'Hill Giant'] }, {}] });
    p.attack(['Hill Giant']);
    p.resolveAll();
    expect(p.obj('Hill Giant').counters).toEqual({ '+1/+1': 1 });
    expect(p.obj('Grizzly Bears').counters).toEqual({});
  });

  it('"whenever a creature you control attacks and isn\'t blocked, put a +1/+1 counter on it"', () => {
    const p = position({ extraCards: [onUnblocked], players: [{ battlefield: ['Unblocked Test Banner', 'Grizzly Bears', 'Hill Giant'] }, { battlefield: ['Llanowar Elves'] }] });
    p.attack(['Hill Giant', 'Grizzly Bears']);
    p.block([['Llanowar Elves', 'Grizzly Bears']]);
    p.resolveAll();
    expect(p.obj('Hill Giant').counters).toEqual({ '+1/+1': 1 });
    expect(p.obj('Grizzly Bears').counters).toEqual({});
  });

  it('"whenever a creature you control blocks, put a +1/+1 counter on" the creature it blocks', () => {
    const p = position({ extraCards: [onBlock], players: [{ battlefield: ['Grizzly Bears', 'Hill Giant'] }, { battlefield: ['Block Test Banner', 'Craw Wurm'] }] });
    p.attack(['Hill Giant', 'Grizzly Bears']);
    p.block([['Craw Wurm', 'Hill Giant']]);
    p.resolveAll();
    expect(p.obj('Hill Giant').counters).toEqual({ '+1/+1': 1 });
    expect(p.obj('Craw Wurm').counters).toEqual({});
  });
});
