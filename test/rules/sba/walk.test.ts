/**
 * The state-based actions that look at permanents one at a time share one walk over the battlefield
 * (rules/magic/sba/walk.ts): each action picks from the state every action is checked in (CR 704.3), in the same
 * order as walking for itself; a phased-out permanent is not looked at (CR 702.26b). Before each priority the flow
 * skips the walk while nothing it reads has changed since it last found nothing (rules/magic/sba/index.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkStateBasedActions, emit, STATE_BASED_ACTIONS } from '../../../rules/index.ts';
import type { GameEvent } from '../../../rules/index.ts';
import { pickedAlone, walkPermanents } from '../../../rules/magic/sba/index.ts';
import { position } from '../../helpers/position.ts';

/** A's battlefield with lethal damage, -1/-1 and +1/+1 counters and an attached creature, and B's bystanders. */
function crowded() {
  const p = position({ players: [{ battlefield: ['Hill Giant', 'Grizzly Bears', 'Deceiver Exarch', 'Llanowar Elves'] }, { battlefield: ['Forest', 'Grizzly Bears'] }] });
  // Set after the position settled (it performs state-based actions as it is made).
  const [mine, theirs] = p.ids('Grizzly Bears');
  p.obj('Hill Giant').damage = 3;
  p.obj(mine!).counters = { '+1/+1': 2, '-1/-1': 1 };
  p.obj('Llanowar Elves').counters = { '-1/-1': 1 };
  p.obj(theirs!).counters = { '+1/+1': 1, '-1/-1': 3 };
  p.obj('Deceiver Exarch').attachedTo = p.id('Hill Giant');   // a creature attached to a creature (704.5p)
  p.core.touch();
  return p;
}

describe('one walk over the battlefield for the state-based actions (CR 704.3)', () => {
  it('hands each action the permanents it picks walking alone, for every action of the list', () => {
    const p = crowded();
    const walked = walkPermanents(p.core, STATE_BASED_ACTIONS);
    const alone = STATE_BASED_ACTIONS.map((a) => (a.picks ? pickedAlone(p.core, a) : []));
    expect(walked).toEqual(alone);
    const byRule = Object.fromEntries(STATE_BASED_ACTIONS.map((a, i) => [a.rule, walked[i]]));
    // 704.5g: 3 damage on Hill Giant (3/3); 704.5f: Llanowar Elves, and B's Grizzly Bears (2/2, +1 and -3), at 0 toughness.
    expect(byRule['704.5f-h']).toEqual([p.id('Hill Giant'), p.id('Llanowar Elves'), p.ids('Grizzly Bears')[1]]);
    // 704.5q: both Grizzly Bears carry both kinds; in the order of the battlefield's characteristics.
    expect(byRule['704.5q']).toEqual(p.ids('Grizzly Bears'));
    expect(byRule['704.5p']).toEqual([p.id('Deceiver Exarch')]);
    // Actions without picks get nothing from the walk.
    expect(byRule['704.5a-c']).toEqual([]);
  });

  it('changes nothing while it walks', () => {
    const p = crowded();
    const before = JSON.stringify(p.s);
    walkPermanents(p.core, STATE_BASED_ACTIONS);
    expect(JSON.stringify(p.s)).toBe(before);
  });

  it('performs what every action found, all at once: the same as each action checking alone', () => {
    const p = crowded();
    const [mine, theirs] = p.ids('Grizzly Bears');
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.zoneOf('Hill Giant')).toBe('graveyard');
    expect(p.zoneOf('Llanowar Elves')).toBe('graveyard');
    expect(p.obj('Deceiver Exarch').attachedTo).toBeNull();
    expect(p.obj(mine!).counters).toEqual({ '+1/+1': 1 });
    // At 0 toughness it is put into the graveyard with the others (704.5f).
    expect(p.s.battlefield).not.toContain(theirs);
    expect(p.s.players[1]!.graveyard.map((id) => p.obj(id).card)).toEqual(['Grizzly Bears']);
  });

  it('704.5q leaves a phased-out permanent alone: it is treated as though it does not exist (CR 702.26b)', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    p.obj('Grizzly Bears').counters = { '+1/+1': 1, '-1/-1': 1 };
    p.obj('Grizzly Bears').phasedOut = true;
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(false);
    expect(p.obj('Grizzly Bears').counters).toEqual({ '+1/+1': 1, '-1/-1': 1 });
    p.obj('Grizzly Bears').phasedOut = false;
    p.core.touch();
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.obj('Grizzly Bears').counters).toEqual({});
  });
});

describe('the walk skipped while nothing it reads has changed (CR 704.3, as the flow checks before each priority)', () => {
  const damage = (p: ReturnType<typeof position>, card: string, amount: number) =>
    emit(p.core, { type: 'damage', source: p.id('Hill Giant'), target: { kind: 'object', id: p.id(card) }, amount, combat: false } as GameEvent);

  it('704.5g: damage marked through its event is seen by the remembered check', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant', 'Grizzly Bears'] }, {}] });
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    damage(p, 'Grizzly Bears', 2);
    expect(checkStateBasedActions(p.core, true)).toBe(true);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });

  it('704.5f: -1/-1 counters (a change that touches the game) are seen by the remembered check', () => {
    const p = position({ players: [{ battlefield: ['Llanowar Elves'] }, {}] });
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    emit(p.core, { type: 'counter', object: p.id('Llanowar Elves'), kind: '-1/-1', amount: 1 } as GameEvent);
    expect(checkStateBasedActions(p.core, true)).toBe(true);
    expect(p.zoneOf('Llanowar Elves')).toBe('graveyard');
  });

  it('a change announced as combat only, as a shield or as resolved effects beginning or ending does not make it walk again', () => {
    // Such changes change nothing the walk reads but the characteristics (compared on their own): attackers and
    // blockers, removal from combat (CR 506.4), prevention and regeneration shields (615, 701.19).
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    p.obj('Grizzly Bears').damage = 2;   // behind the rules' back: only a walk would see it
    for (const what of ['combat', 'aside', 'effects'] as const) {
      p.core.touch(what);
      expect(checkStateBasedActions(p.core, true)).toBe(false);
      expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    }
    // Any other change: it walks, and finds the damage (704.5g).
    p.core.touch();
    expect(checkStateBasedActions(p.core, true)).toBe(true);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });

  it('a change no event or touch announces is seen only by the full check: the remembered one relies on them', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears'] }, {}] });
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    p.obj('Grizzly Bears').damage = 2;   // behind the rules' back
    expect(checkStateBasedActions(p.core, true)).toBe(false);
    expect(p.zoneOf('Grizzly Bears')).toBe('battlefield');
    expect(checkStateBasedActions(p.core)).toBe(true);
    expect(p.zoneOf('Grizzly Bears')).toBe('graveyard');
  });
});
