/**
 * Restoring an Adventure or a Pocket game from a state from outside (issue 11 part 4, as restoreGame does for
 * Magic): a good state plays on the same way each time it is restored; a truncated, edited or inconsistent one is
 * refused with a StateError naming each problem's path, and no game is built.
 */
import { describe, expect, it } from 'vitest';
import { stateRefusal } from '../helpers/state-refusal.ts';
import { adventureRandomPolicy, newAdventureGame, restoreAdventureGame } from '../../actors/adventure/index.ts';
import { newPocketGame, randomPocketPolicy, restorePocketGame } from '../../actors/pocket/index.ts';
import { builtInAdventure } from '../../scripts/lib/decks.ts';
import { builtInPocket } from '../../scripts/lib/pocket.ts';

const adventure = builtInAdventure();
const pocket = builtInPocket();

function adventureMidGame(compact = false): string {
  const g = newAdventureGame({ seed: 4, decks: adventure.decks, cards: adventure.pool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] });
  g.start();
  for (let i = 0; i < 40 && g.step(); i++);
  const text = compact ? g.save() : JSON.stringify(g.state);
  g.dispose();
  return text;
}

function pocketMidGame(compact = false): string {
  const g = newPocketGame({ seed: 4, decks: pocket.decks.map((d) => ({ name: d.name, cards: d.cards, energy: d.energy ?? [] })), pool: pocket.pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] });
  g.start();
  for (let i = 0; i < 20 && g.step(); i++);
  const text = compact ? g.save() : JSON.stringify(g.state);
  g.dispose();
  return text;
}

const problems = stateRefusal;

describe('restoring Adventure and Pocket states', () => {
  it('Adventure: a restored state plays on, the same way each time', () => {
    const saved = adventureMidGame();
    const play = () => {
      const g = restoreAdventureGame(saved, { cards: adventure.pool, policies: [adventureRandomPolicy(7), adventureRandomPolicy(8)] });
      g.resume();
      g.run();
      const end = JSON.stringify(g.state);
      g.dispose();
      return end;
    };
    const a = play();
    expect(JSON.parse(a).result).not.toBeNull();
    expect(play()).toBe(a);
  });

  it('Pocket: a restored state plays on, the same way each time', () => {
    const saved = pocketMidGame();
    const play = () => {
      const g = restorePocketGame(saved, { pool: pocket.pool, policies: [randomPocketPolicy(7), randomPocketPolicy(8)] });
      g.resume();
      g.run();
      const end = JSON.stringify(g.state);
      g.dispose();
      return end;
    };
    const a = play();
    expect(JSON.parse(a).result).not.toBeNull();
    expect(play()).toBe(a);
  });

  it('a compact save (game.save()) of either plays on exactly as the state\'s own JSON does', () => {
    const endOf = (g: { resume(): void; run(): void; state: unknown; dispose(): void }) => { g.resume(); g.run(); const end = JSON.stringify(g.state); g.dispose(); return end; };
    const adv = (text: string) => endOf(restoreAdventureGame(text, { cards: adventure.pool, policies: [adventureRandomPolicy(7), adventureRandomPolicy(8)] }));
    expect(adventureMidGame(true).length * 2).toBeLessThan(adventureMidGame().length);
    expect(adv(adventureMidGame(true))).toBe(adv(adventureMidGame()));
    const poc = (text: string) => endOf(restorePocketGame(text, { pool: pocket.pool, policies: [randomPocketPolicy(7), randomPocketPolicy(8)] }));
    expect(poc(pocketMidGame(true))).toBe(poc(pocketMidGame()));
  });

  it('refuses a compact save of either whose rows are damaged, naming the field (its rows checked as rows)', () => {
    const damaged = (text: string) => {
      const s = JSON.parse(text) as { objects: unknown[][] };
      s.objects[0] = [...s.objects[0]!.slice(0, 7), { tapped: 'yes' }];
      return JSON.stringify(s);
    };
    const adv = problems(() => restoreAdventureGame(damaged(adventureMidGame(true)), { cards: adventure.pool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] }));
    expect(adv).toEqual([expect.stringMatching(/^state\.objects\.\d+\.tapped: /)]);
    const poc = problems(() => restorePocketGame(damaged(pocketMidGame(true)), { pool: pocket.pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] }));
    expect(poc).toEqual([expect.stringMatching(/^state\.objects\.\d+\.tapped: /)]);
  });

  it('refuses truncated, edited, inconsistent and other rulesets\' states with their paths', () => {
    const adv = adventureMidGame();
    const opts = { cards: adventure.pool, policies: [adventureRandomPolicy(1), adventureRandomPolicy(2)] };
    expect(problems(() => restoreAdventureGame(adv.slice(0, 200), opts))[0]).toMatch(/^state: not JSON .*truncated/);
    const manaless = JSON.parse(adv);
    manaless.adventure.mana[0].max = 'lots';
    expect(problems(() => restoreAdventureGame(manaless, opts))).toEqual([expect.stringMatching(/^state\.adventure\.mana\[0\]\.max: /)]);
    const oneMana = JSON.parse(adv);
    oneMana.adventure.mana.pop();
    expect(problems(() => restoreAdventureGame(oneMana, opts))).toEqual(['state.adventure.mana: 1 players\' mana for 2 players']);
    const card = JSON.parse(adv);
    const first = Object.keys(card.objects)[0]!;
    card.objects[first].card = 'Black Lotus';
    expect(problems(() => restoreAdventureGame(card, opts))).toEqual([`state.objects.${first}.card: unknown card "Black Lotus"`]);
    const hostile = JSON.parse(adv.replace('"adventure":{', '"adventure":{"__proto__":{"x":1},'));
    expect(problems(() => restoreAdventureGame(hostile, opts))[0]).toContain('__proto__');

    const poc = pocketMidGame();
    const popts = { pool: pocket.pool, policies: [randomPocketPolicy(1), randomPocketPolicy(2)] };
    expect(problems(() => restorePocketGame(adv, popts))[0]).toMatch(/^state\./);
    const bench = JSON.parse(poc);
    const side = (bench.pocket.players as { bench: number[] }[]).findIndex((p) => p.bench.length < 3);
    bench.pocket.players[side].bench.push(99999);
    expect(problems(() => restorePocketGame(bench, popts))).toContain(`state.pocket.players[${side}].bench[${bench.pocket.players[side].bench.length - 1}]: no object 99999`);
    const ruleset = JSON.parse(poc);
    ruleset.ruleset = 'magic';
    expect(problems(() => restorePocketGame(ruleset, popts))).toEqual(['state.ruleset: "magic", not "pocket": a state of another game']);
  });
});
