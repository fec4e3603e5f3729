/**
 * The state-based actions' walk after only permanents entered or had their characteristics computed again
 * (rules/magic/sba/walk.ts, walkChanged): only the permanents with new characteristics are asked, the others picked as
 * they were, and the picks are those of a walk over every permanent (CR 704.3: every action is checked at once). The
 * flow takes it before each priority when nothing else an action reads has changed since the last walk found nothing.
 */
import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../rules/cards/index.ts';
import { battlefieldCharacteristics, emit, STATE_BASED_ACTIONS } from '../../../rules/index.ts';
import type { GameCore, GameEvent } from '../../../rules/index.ts';
import { walkChanged, walkPermanents } from '../../../rules/magic/sba/index.ts';
import { rulesetNamed } from '../../../scripts/lib/index.ts';
import { position } from '../../helpers/position.ts';

const byRule = (picked: readonly (readonly number[])[]) => Object.fromEntries(STATE_BASED_ACTIONS.map((a, i) => [a.rule, picked[i]]));

/** A 0/0 creature with nothing to keep it alive. */
const husk = parseCard(`
name: Empty Husk
cost: "{0}"
type: Artifact Creature — Construct
pt: 0/0
text: ""
`, 'test/rules/sba/empty-husk.yaml');

/** Put a card from its owner's hand onto the battlefield, as a spell resolving would (an entering, CR 603.6a). */
function enter(core: GameCore, id: number): void {
  const o = core.obj(id);
  emit(core, { type: 'zone_change', object: id, card: o.card, from: 'hand', to: 'battlefield', owner: o.owner, controller: o.owner } as GameEvent);
}

describe('the walk after permanents entered asks the newcomers only (CR 704.3)', () => {
  it('704.5j: a second Isamaru entering is picked with the one already there, which the walk did not ask again', () => {
    const p = position({ players: [{ battlefield: ['Plains', 'Isamaru, Hound of Konda'], hand: ['Isamaru, Hound of Konda'] }, {}] });
    const was = battlefieldCharacteristics(p.core);
    const before = walkPermanents(p.core, STATE_BASED_ACTIONS);
    const old = p.id('Isamaru, Hound of Konda', { zone: 'battlefield' });
    const fresh = p.id('Isamaru, Hound of Konda', { zone: 'hand' });
    expect(byRule(before)['704.5j']).toEqual([old]);
    enter(p.core, fresh);
    const now = battlefieldCharacteristics(p.core);
    // The layer cache added the newcomer: the others keep their very records.
    expect(now.get(old)).toBe(was.get(old));
    const changed = walkChanged(p.core, STATE_BASED_ACTIONS, was, before);
    expect(changed).toEqual(walkPermanents(p.core, STATE_BASED_ACTIONS));
    // The one that entered is a new object (CR 400.7).
    const newcomer = p.ids('Isamaru, Hound of Konda', { zone: 'battlefield' }).find((id) => id !== old);
    expect(byRule(changed!)['704.5j']).toEqual([old, newcomer]);
  });

  it('704.5f: a 0/0 creature entering is picked; the unchanged permanents keep what they picked before (nothing)', () => {
    const p = position({ extraCards: [husk], players: [{ battlefield: ['Grizzly Bears', 'Forest'], hand: ['Empty Husk'] }, { battlefield: ['Hill Giant'] }] });
    const was = battlefieldCharacteristics(p.core);
    const before = walkPermanents(p.core, STATE_BASED_ACTIONS);
    expect(before.every((l) => l.length === 0)).toBe(true);
    enter(p.core, p.id('Empty Husk'));
    const changed = walkChanged(p.core, STATE_BASED_ACTIONS, was, before);
    expect(byRule(changed!)['704.5f-h']).toEqual([p.id('Empty Husk')]);
    expect(changed).toEqual(walkPermanents(p.core, STATE_BASED_ACTIONS));
  });

  it('704.5g: damage marked on a permanent already there (its record the same) makes it asked again: lethal damage is picked', () => {
    const p = position({ players: [{ battlefield: ['Grizzly Bears', 'Forest'] }, { battlefield: ['Hill Giant'] }] });
    const was = battlefieldCharacteristics(p.core);
    const before = walkPermanents(p.core, STATE_BASED_ACTIONS);
    const marked = p.core.markedIds.length;
    emit(p.core, { type: 'damage', source: p.id('Hill Giant'), sourceName: 'Hill Giant', target: { kind: 'object', id: p.id('Grizzly Bears') }, amount: 2, combat: false } as GameEvent);
    expect(battlefieldCharacteristics(p.core)).toBe(was);
    const damaged = p.core.markedIds.slice(marked);
    expect(damaged).toEqual([p.id('Grizzly Bears')]);
    const changed = walkChanged(p.core, STATE_BASED_ACTIONS, was, before, damaged);
    expect(byRule(changed!)['704.5f-h']).toEqual([p.id('Grizzly Bears')]);
    expect(changed).toEqual(walkPermanents(p.core, STATE_BASED_ACTIONS));
  });

  it('a permanent whose record did not change is taken as picked before: what the flow relies on, nothing else having changed', () => {
    const p = position({ players: [{ battlefield: ['Hill Giant'] }, {}] });
    const was = battlefieldCharacteristics(p.core);
    // As if the earlier walk had picked Hill Giant: it is handed back without being asked again.
    const before = STATE_BASED_ACTIONS.map((a) => (a.rule === '704.5f-h' ? [p.id('Hill Giant')] : []));
    expect(byRule(walkChanged(p.core, STATE_BASED_ACTIONS, was, before)!)['704.5f-h']).toEqual([p.id('Hill Giant')]);
  });
});

describe('in seeded games, every walk the flow could take after only entries, recomputed characteristics and damage equals a full walk', () => {
  /** The changes the state-based actions read (sba/index.ts, readChanges): all but combat, shields and resolved effects. */
  const readChanges = (core: GameCore) => core.version - core.combatTouches - core.asideTouches - core.effectTouches;
  /**
   * A walk the flow remembers found nothing to do: no action picked anything but the legend rule and attachments, which
   * pick every permanent of their kind (a walk that picked an indestructible creature with lethal damage found a
   * destroy to do, and damage removed in the cleanup step is no change the walk is told of).
   */
  const together = new Set(['704.5j', '704.5m-n']);
  const foundNothing = (picked: number[][]) => STATE_BASED_ACTIONS.every((a, i) => together.has(a.rule) || picked[i]!.length === 0);

  it('at every decision of 12 full-pool and 12 built-in games', () => {
    let compared = 0;
    let withPicks = 0;
    for (const rs of ['magic-full-pool', 'magic']) {
      for (let seed = 1; seed <= 12; seed++) {
        const game = rulesetNamed(rs).randomGame(seed, { objectActors: false, keepLog: false, mode: 'fast' }) as unknown as { start(): void; step(): boolean; over: boolean; core: GameCore; dispose(): void };
        game.start();
        let last: { chars: ReturnType<typeof battlefieldCharacteristics>; picked: number[][]; changes: number; entered: number; marked: number } | null = null;
        while (!game.over && game.step()) {
          const core = game.core;
          const chars = battlefieldCharacteristics(core);
          const full = walkPermanents(core, STATE_BASED_ACTIONS);
          if (last && readChanges(core) - last.changes === core.enteredIds.length - last.entered) {
            const changed = walkChanged(core, STATE_BASED_ACTIONS, last.chars, last.picked, core.markedIds.slice(last.marked));
            if (changed) {
              expect(changed, `${rs} seed ${seed} turn ${core.s.turn}`).toEqual(full);
              compared++;
              if (full.some((l) => l.length)) withPicks++;
            }
          }
          last = foundNothing(full) ? { chars, picked: full, changes: readChanges(core), entered: core.enteredIds.length, marked: core.markedIds.length } : null;
        }
        game.dispose();
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(withPicks).toBeGreaterThan(20);
  });
});
