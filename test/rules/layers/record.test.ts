/**
 * Characteristics records (CR 109.3, 613) are all made by one function, fields in one order (rules/magic/layers/
 * record.ts), so that they have one shape: whatever made them (base values, a pump in combat, a trial of the
 * dependency order, a face-down permanent), the records of a game have the same keys in the same order.
 */
import { setFlagsFromString } from 'node:v8';
import { runInThisContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { battlefieldCharacteristics, characteristics } from '../../../rules/index.ts';
import { ownedCopy, recordWithController, recordWithId } from '../../../rules/magic/layers/record.ts';
import { randomGame } from '../../game/helpers.ts';

/** V8's own answer to whether two objects have one shape (its hidden class), switched on for this test. */
setFlagsFromString('--allow-natives-syntax');
const sameShape = runInThisContext('(a, b) => %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

describe('characteristics records', () => {
  it('have one hidden class, on the battlefield and off it, and as copies', () => {
    const g = randomGame(3, { fullPool: true, keepLog: false });
    g.start();
    g.run(300);
    const onBattlefield = [...battlefieldCharacteristics(g.core).values()];
    expect(onBattlefield.length).toBeGreaterThan(3);
    const first = onBattlefield[0]!;
    for (const c of onBattlefield) expect(sameShape(c, first)).toBe(true);
    // Off the battlefield a record is made with lists of its own (a spread of the shared one had another shape).
    const inLibrary = characteristics(g.core, g.state.players[0]!.library[0]!)!;
    expect(sameShape(inLibrary, first)).toBe(true);
    expect(sameShape(ownedCopy(first), first)).toBe(true);
    expect(sameShape(recordWithId(first, 999), first)).toBe(true);
    expect(sameShape(recordWithController(first, 1 - first.controller), first)).toBe(true);
    expect(recordWithController(first, 1 - first.controller).controller).toBe(1 - first.controller);
    g.dispose();
  });

  it('have one shape in every position of seeded full-pool games', () => {
    const shapes = new Set<string>();
    let records = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const g = randomGame(seed, { fullPool: true, keepLog: false });
      g.start();
      for (let i = 0; i < 2000 && g.step(); i++) {
        for (const c of battlefieldCharacteristics(g.core).values()) { shapes.add(Object.keys(c).join(',')); records++; }
      }
      g.dispose();
    }
    expect(records).toBeGreaterThan(10_000);
    expect([...shapes]).toEqual(['id,name,supertypes,types,subtypes,colors,power,toughness,loyalty,manaValue,controller,keywords,abilities,cant,printedAbilitiesLost']);
  });
  it('a copy with lists of its own leaves the original as it was; a copy with another id shares them', () => {
    const g = randomGame(3, { keepLog: false });
    g.start();
    g.run(200);
    const c = [...battlefieldCharacteristics(g.core).values()][0]!;
    const before = JSON.stringify(c);
    const own = ownedCopy(c);
    own.types.push('Artifact');
    own.keywords.push('flying');
    expect(JSON.stringify(c)).toBe(before);
    expect(own).not.toEqual(c);
    const other = recordWithId(c, 999);
    expect(other.id).toBe(999);
    expect(other.types).toBe(c.types);
    expect({ ...other, id: c.id }).toEqual(c);
    g.dispose();
  });
});
