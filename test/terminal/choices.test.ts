/**
 * Every in-action choice at the terminal (issue 11 part 1): asked as numbered options read from the person's view,
 * a wrong line refused with the reason and asked again, Enter giving the documented default (defaultAnswer).
 */
import { describe, expect, it } from 'vitest';
import { answerFits, newGame, randomPolicy } from '../../actors/index.ts';
import { defaultAnswer, type Choice } from '../../rules/index.ts';
import { builtInMagic } from '../../scripts/lib/decks.ts';
import { askChoice, type Ask, type Parsed } from '../../scripts/lib/terminal/index.ts';

const { pool, decks } = builtInMagic();
const game = newGame({ seed: 1, decks, cards: pool, policies: [randomPolicy(1), randomPolicy(2)] });
const view = game.view(0);
const hand = view.players[0]!.hand!;
const theirs = game.state.players[1]!.hand;

/** An Ask that types `lines` one after another, keeping what was shown and every refusal. */
function typing(...lines: string[]): { ask: Ask; shown: string[]; refused: string[] } {
  const shown: string[] = [];
  const refused: string[] = [];
  const ask: Ask = async <T>(printed: string[], message: string, parse: (t: string) => Parsed<T>): Promise<T> => {
    shown.push(...printed, message);
    for (;;) {
      const line = lines.shift();
      if (line === undefined) throw new Error(`no more lines for "${message}"`);
      const r = parse(line);
      if (r.ok) return r.value;
      refused.push(r.error);
    }
  };
  return { ask, shown, refused };
}

describe('askChoice', () => {
  it('targets: several by number, bounded by min and max, none twice; names from the view', async () => {
    const choice: Choice = { kind: 'target', player: 0, source: 'Arc Lightning', legal: [{ kind: 'player', id: 1 }, { kind: 'player', id: 0 }, { kind: 'object', id: hand[0]! }], min: 1, max: 2 };
    const t = typing('1 1', '4', '', 'x', '3, 1');
    expect(await askChoice(choice, view, t.ask)).toEqual([{ kind: 'player', id: 1 }]);
    expect(t.refused).toEqual(['1 is chosen twice', '4 is not an option: choose from 1 to 3']);
    expect(t.shown).toContain('  1. White-Blue');
    expect(t.shown.some((l) => l.startsWith(`  3. ${view.objects[hand[0]!]!.card} (Red-Green's in a hand)`))).toBe(true);
    const again = typing('3, 1');
    expect(await askChoice(choice, view, again.ask)).toEqual([{ kind: 'object', id: hand[0] }, { kind: 'player', id: 1 }]);
  });

  it('cards the viewer may not see are "a hidden card", never their names', async () => {
    const choice: Choice = { kind: 'cards', player: 0, reason: 'discard', options: [theirs[0]!, hand[1]!], min: 1, max: 1 };
    const t = typing('2');
    expect(await askChoice(choice, view, t.ask)).toEqual([hand[1]]);
    expect(t.shown).toContain(`  1. a hidden card #${theirs[0]}`);
    expect(t.shown.join('\n')).not.toContain(`${game.state.objects[theirs[0]!]!.card} #${theirs[0]}`);
  });

  it('an order, a mode, a colour, a player, a number, yes/no, a mulligan, a shortcut, a replacement, a mana colour', async () => {
    const cases: [Choice, string[], unknown][] = [
      [{ kind: 'trigger_order', player: 0, options: ['Soul Warden', 'Ajani\'s Pridemate'] }, ['1', '2 1'], [1, 0]],
      [{ kind: 'mode', player: 0, options: ['Deal 2 damage', 'Draw a card'] }, ['0', '2'], 1],
      [{ kind: 'color', player: 0, options: ['red', 'green'] }, ['2'], 'green'],
      [{ kind: 'player', player: 0, options: [0, 1] }, ['2'], 1],
      [{ kind: 'number', player: 0, min: 0, max: 5 }, ['6', 'two', '3'], 3],
      [{ kind: 'yes_no', player: 0, question: 'Pay {1}?' }, ['maybe', 'n'], false],
      [{ kind: 'mulligan', player: 0, hand: [...hand] }, ['n'], false],
      [{ kind: 'shortcut', player: 0, proposer: 1, iterations: 10, description: 'untap and tap' }, ['11', '4'], 4],
      [{ kind: 'replacement_order', player: 0, options: ['prevent', 'double'] }, ['2'], 1],
      [{ kind: 'mana_color', player: 0, options: ['{R}', '{G}'] }, ['1'], 0],
    ];
    for (const [choice, lines, expected] of cases) {
      const t = typing(...lines);
      const answer = await askChoice(choice, view, t.ask);
      expect(answer).toEqual(expected);
      expect(answerFits(choice, answer)).toBeNull();
      expect(t.refused.length).toBe(lines.length - 1);
      // Enter: the documented default.
      expect(await askChoice(choice, view, typing('').ask)).toEqual(defaultAnswer(choice));
    }
  });

  it('damage assignment: one number a blocker (and the player with trample), adding up to the damage', async () => {
    const choice: Choice = { kind: 'assign_damage', player: 0, attacker: hand[0]!, blockers: [hand[1]!, hand[2]!], amount: 5, lethal: [2, 2], trample: true };
    const t = typing('1 1', '2 2 2', '2 2 1');
    const answer = await askChoice(choice, view, t.ask);
    expect(answer).toEqual({ [String(hand[1])]: 2, [String(hand[2])]: 2, player: 1 });
    expect(answerFits(choice, answer)).toBeNull();
    expect(t.refused).toEqual(['give 3 whole number(s), one for each', 'the damage adds up to 6, not 5']);
    expect(await askChoice(choice, view, typing('').ask)).toEqual(defaultAnswer(choice));
  });
});
