/**
 * sameJson: whether two values would be written as the same JSON, without writing them. The loop shortcuts (CR
 * 732.2a, rules/magic/flow/shortcuts.ts) compare the state before and after an iteration with it; it must say
 * exactly what comparing their JSON texts says, on game states and on every kind of change made to them.
 */
import { describe, expect, it } from 'vitest';
import { cloneState, clonePlain, loopDelta, sameJson } from '../../rules/index.ts';
import type { GameState } from '../../rules/index.ts';
import { midGameState } from '../helpers/mid-game.ts';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

const byJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every place in a value where a field or element sits: its container and its key. */
function places(v: unknown, out: { at: Record<string, unknown>; key: string }[] = []): { at: Record<string, unknown>; key: string }[] {
  if (typeof v !== 'object' || v === null) return out;
  for (const key of Object.keys(v)) {
    out.push({ at: v as Record<string, unknown>, key });
    places((v as Record<string, unknown>)[key], out);
  }
  return out;
}

/** Changes JSON may or may not see: values of other kinds, the ones JSON writes as null or leaves out, key order. */
const CHANGES: ((at: Record<string, unknown>, key: string) => void)[] = [
  (at, key) => { at[key] = typeof at[key] === 'number' ? (at[key] as number) + 1 : 1; },
  (at, key) => { at[key] = undefined; },
  (at, key) => { delete at[key]; },
  (at, key) => { at[key] = null; },
  (at, key) => { at[key] = Number.NaN; },
  (at, key) => { at[key] = () => 1; },
  (at, key) => { at[key] = String(at[key]); },
  (at, key) => { at[key] = []; },
  (at, key) => { at[key] = {}; },
  (at, key) => { at[key] = -0; },
  (at, key) => { const v = at[key]; delete at[key]; at[key] = v; },   // the same field, last
  (at, key) => { at[key] = new Date(0); },
  (at, key) => { if (Array.isArray(at[key])) (at[key] as unknown[]).push(undefined); else at[`${key}_`] = undefined; },
];

describe('sameJson says what comparing JSON texts says', () => {
  it('on a state and its copy, and on 3,000 copies each changed at one random place', () => {
    const rng = xoroshiro128plus(7);
    const int = (n: number) => uniformInt(rng, 0, n - 1);
    let differing = 0;
    for (const seed of [1, 2, 3]) {
      const s = midGameState(seed, 120);
      expect(sameJson(s, cloneState(s))).toBe(true);
      for (let i = 0; i < 1000; i++) {
        const c = clonePlain(s);
        const where = places(c);
        const { at, key } = where[int(where.length)]!;
        CHANGES[int(CHANGES.length)]!(at, key);
        const same = byJson(s, c);
        if (!same) differing++;
        expect(sameJson(s, c), `change at ${key}`).toBe(same);
        expect(sameJson(c, s), `change at ${key}, the other way`).toBe(same);
      }
    }
    // Both answers occur: the changes are not all invisible to JSON, nor all visible.
    expect(differing).toBeGreaterThan(1000);
    expect(differing).toBeLessThan(3000);
  });

  it('with fields replaced or added ({ ...a, ...with }), as the residue of a loop iteration writes players and objects', () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ life: 3, name: 'A' }, { life: 7, name: 'A' }],
      [{ life: 3, name: 'A' }, { name: 'A', life: 7 }],
      [{ name: 'A' }, { name: 'A', life: 2 }],
      [{ name: 'A', poison: undefined }, { name: 'A' }],
      [{ 2: 'x', name: 'A' }, { name: 'A', 2: 'x' }],
    ];
    const extra = { life: 0, poison: 0 };
    for (const [a, b] of cases) expect(sameJson(a, b, extra, extra)).toBe(byJson({ ...a, ...extra }, { ...b, ...extra }));
  });

  it('on values of every kind at the top', () => {
    const values: unknown[] = [0, -0, 1, NaN, Infinity, null, undefined, '', '0', 'null', true, false, [], {}, [null], [undefined], { a: undefined }, new Date(0), '1970-01-01T00:00:00.000Z', () => 1];
    for (const a of values) for (const b of values) expect(sameJson(a, b), `${String(a)} and ${String(b)}`).toBe(byJson(a, b));
  });
});

describe('732.2a: a loop iteration is compared as the residue of its JSON was', () => {
  /** The residue as it was written out before sameJson (the state less what a Delta accounts for). */
  function residueText(s: GameState, start: number): string {
    const keep = new Set(['nextId', 'nextTimestamp', 'eventCount', 'lki', 'stateHistory', 'objects', 'battlefield', 'delayed', 'players']);
    const rest: Record<string, unknown> = {};
    for (const k of Object.keys(s).sort()) if (!keep.has(k)) rest[k] = (s as unknown as Record<string, unknown>)[k];
    rest['players'] = s.players.map((p) => ({ ...p, life: 0, poison: 0 }));
    rest['objects'] = Object.keys(s.objects).map((id) => s.objects[Number(id)]!).filter((o) => o.id < start).map((o) => ({ ...o, counters: null }));
    rest['battlefield'] = s.battlefield.filter((id) => id < start);
    rest['delayed'] = s.delayed.filter((d) => d.id < start);
    return JSON.stringify(rest);
  }

  it('loopDelta finds a change exactly when the residues differ (a life change and a token kept; a tapped permanent or a card moved refused)', () => {
    const s = midGameState(5, 200);
    const start = s.nextId;
    const gained = cloneState(s);
    gained.players[0]!.life += 2;
    expect(residueText(s, start)).toBe(residueText(gained, start));
    expect(loopDelta(s, gained)?.life).toEqual([2, 0]);
    const changes: ((c: GameState) => void)[] = [
      (c) => { c.players[1]!.hand.pop(); },
      (c) => { c.turn += 1; },
      (c) => { const o = c.objects[c.battlefield[0]!]!; o.timestamp += 1; },
      (c) => { c.players[0]!.landsPlayed += 1; },
    ];
    for (const change of changes) {
      const c = cloneState(gained);
      change(c);
      expect(residueText(s, start) === residueText(c, start)).toBe(false);
      expect(loopDelta(s, c)).toBeNull();
    }
  });
});
