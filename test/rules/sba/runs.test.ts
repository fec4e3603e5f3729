/**
 * State-based actions over a run of like tokens (a loop shortcut's, rules/magic/layers/runs.ts): the checks read the
 * run's one set of characteristics and each token's own damage, counters and attachments (CR 704.5g, 704.5h,
 * 704.5m, 704.3), and see every permanent once, in battlefield order.
 */
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, checkStateBasedActions } from '../../../rules/index.ts';
import { RunMap } from '../../../rules/magic/layers/runs.ts';
import { eachKind } from '../../../rules/magic/sba/index.ts';
import type { ObjectId, PlayerAction } from '../../../rules/index.ts';
import { O, position } from '../../helpers/position.ts';

/** Deceiver Exarch enchanted by Splinter Twin, a loop of `n` tokens made through the shortcut (732.2a). */
function twinTokens(n: number) {
  const p = position({
    players: [{ battlefield: ['Deceiver Exarch', { card: 'Splinter Twin', attachedTo: 'Deceiver Exarch' }] }, { battlefield: ['Hill Giant'] }],
    turn: 3, step: 'precombat_main',
  });
  const exarch = p.id('Deceiver Exarch');
  const loop: PlayerAction = {
    type: 'shortcut', player: 0, iterations: n,
    steps: [{ type: 'act', action: { type: 'activate', player: 0, source: exarch, ability: 0 } }, { type: 'resolve' }, { type: 'resolve' }],
    answers: [{ kind: 'mode', value: 0 }, { kind: 'target', value: [O(exarch)] }],
  };
  p.submit(loop);
  const made = p.ids('Deceiver Exarch', { zone: 'battlefield' }).filter((id) => id !== exarch);
  return { p, exarch, made };
}

/** The runs of the battlefield's cached characteristics: their ids. */
const runsOf = (m: ReadonlyMap<ObjectId, unknown>) => RunMap.partsOf(m as RunMap).flatMap((part) => ('like' in part ? [part.ids] : []));

describe('the state-based action checks over a run of tokens', () => {
  it('eachKind visits a run once with all its ids and every other permanent alone, in battlefield order', () => {
    const { p, made } = twinTokens(100);
    const runs = runsOf(battlefieldCharacteristics(p.core));
    expect(runs).toEqual([made.slice(2)]);   // the first two iterations are played, the other 98 applied at once
    const seen: ObjectId[] = [];
    const visits: [string, number][] = [];
    eachKind(p.core, (c, ids) => { seen.push(...ids); visits.push([c.name, ids.length]); if (ids.length === 1) expect(ids[0]).toBe(c.id); });
    expect(seen).toEqual(p.s.battlefield);
    expect(visits.filter(([, n]) => n > 1)).toEqual([['Deceiver Exarch', 98]]);
    expect(visits).toHaveLength(p.s.battlefield.length - 97);
  });

  it('704.5g, 704.5h: only the tokens of the run with lethal or deathtouch damage are destroyed; the others stay', () => {
    const { p, made } = twinTokens(100);
    const [hurt, touched, scratched] = [made[4]!, made[11]!, made[15]!];
    p.obj(hurt).damage = 4;          // toughness 4: lethal (704.5g)
    p.obj(touched).damage = 1;
    p.obj(touched).deathtouched = true;   // 704.5h
    p.obj(scratched).damage = 3;     // not lethal
    expect(runsOf(battlefieldCharacteristics(p.core))).toHaveLength(1);
    expect(checkStateBasedActions(p.core)).toBe(true);
    const left = p.ids('Deceiver Exarch', { zone: 'battlefield' });
    expect(left).not.toContain(hurt);
    expect(left).not.toContain(touched);
    expect(left).toContain(scratched);
    expect(left).toHaveLength(99);
    // 704.5d: the destroyed tokens ceased to exist in the graveyard.
    expect(p.s.objects[hurt]).toBeUndefined();
    expect(p.s.objects[touched]).toBeUndefined();
  });

  it('704.3: with no token hurt, a check over the run does nothing', () => {
    const { p, made } = twinTokens(100);
    expect(checkStateBasedActions(p.core)).toBe(false);
    expect(p.ids('Deceiver Exarch', { zone: 'battlefield' })).toHaveLength(made.length + 1);
  });
});
