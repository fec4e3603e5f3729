/**
 * Actions from the opening hand (CR 103.6, 103.6a): after the mulligans, the starting player and then each
 * other player in turn order may begin the game with a Leyline on the battlefield.
 */
import { describe, expect, it } from 'vitest';
import { newGame, scriptedPolicy } from '../../actors/index.ts';
import type { Policy } from '../../actors/index.ts';
import type { Choice } from '../../rules/index.ts';
import { builtInMagic } from '../game/helpers.ts';

const leylines = Array.from({ length: 20 }, () => 'Leyline of the Void');
const swamps = Array.from({ length: 20 }, () => 'Swamp');

/** A scripted policy that also notes every question it is asked. */
function noting(asked: { seat: number; choice: Choice }[], seat: number, yesNo: boolean[]): Policy {
  const inner = scriptedPolicy({ answers: { yes_no: yesNo } });
  return { ...inner, choose: (choice, core) => { asked.push({ seat, choice }); return inner.choose(choice, core); } };
}

function game(decks: [string[], string[]], yesNo: [boolean[], boolean[]], seed = 3) {
  const asked: { seat: number; choice: Choice }[] = [];
  const g = newGame({
    seed, cards: builtInMagic().pool, decks: [{ name: 'A', cards: decks[0] }, { name: 'B', cards: decks[1] }],
    policies: [noting(asked, 0, yesNo[0]), noting(asked, 1, yesNo[1])],
  });
  const onBattlefield = (seat: number) => g.state.battlefield.filter((id) => g.state.objects[id]!.owner === seat).map((id) => g.state.objects[id]!.card);
  return { g, asked, onBattlefield };
}

describe('103.6a: beginning the game with a card on the battlefield', () => {
  it('103.6a: a player who says yes begins the game with Leyline of the Void on the battlefield, before the first turn', () => {
    const { g, onBattlefield } = game([leylines, swamps], [[true, false, false, false, false, false, false], []]);
    expect(onBattlefield(0)).toEqual(['Leyline of the Void']);
    expect(g.state.players[0]!.hand).toHaveLength(6);
    expect(g.state.turn).toBe(1);
    expect(g.state.step).toBe('untap');
    const moved = g.log.filter((e) => e.type === 'zone_change' && e.to === 'battlefield');
    expect(moved).toEqual([expect.objectContaining({ from: 'hand', to: 'battlefield', card: 'Leyline of the Void', controller: 0, cause: 'opening_hand' })]);
    g.dispose();
  });

  it('103.6a: it is a "may": a player who says no keeps every Leyline in hand', () => {
    const { g, onBattlefield } = game([leylines, swamps], [[false, false, false, false, false, false, false], []]);
    expect(onBattlefield(0)).toEqual([]);
    expect(g.state.players[0]!.hand).toHaveLength(7);
    g.dispose();
  });

  it('103.6: each Leyline of the opening hand is offered; cards without the ability are not', () => {
    const { g, asked, onBattlefield } = game([leylines, swamps], [[true, true, true, true, true, true, true], []]);
    expect(asked.filter((a) => a.choice.kind === 'yes_no').map((a) => a.seat)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(onBattlefield(0)).toHaveLength(7);
    expect(onBattlefield(1)).toEqual([]);
    g.dispose();
  });

  it('103.6: the starting player is offered first, then the other player', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { g, asked } = game([leylines, leylines], [[false, false, false, false, false, false, false], [false, false, false, false, false, false, false]], seed);
      const seats = asked.filter((a) => a.choice.kind === 'yes_no').map((a) => a.seat);
      const first = g.state.active;   // the starting player (CR 103.1)
      expect(seats).toEqual([...Array(7).fill(first), ...Array(7).fill(1 - first)]);
      g.dispose();
    }
  });

  it('614.1a with 103.6a: a Leyline that began on the battlefield exiles the opponent\'s cards bound for the graveyard from turn 1', () => {
    const { g } = game([leylines, swamps], [[true, false, false, false, false, false, false], []]);
    // B discards down to seven in its cleanup step: those cards are exiled instead (Leyline of the Void).
    g.start();
    g.run(400);
    const b = g.state.players[1]!;
    expect(b.graveyard).toEqual([]);
    expect(b.exile.length).toBeGreaterThan(0);
    g.dispose();
  });
});
