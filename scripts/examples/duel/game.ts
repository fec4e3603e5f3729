/** Starting a Duel game, and a seeded random bot that plays it. */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { RulesetGame } from '../../../actors/index.ts';
import type { Inspect, Policy, RulesetGameOptions } from '../../../actors/index.ts';
import { defaultAnswer, emit, randomInt, shuffleInPlace } from '../../../rules/index.ts';
import type { Answer, Choice, PlayerAction, PlayerView } from '../../../rules/index.ts';
import type { DuelPool } from './cards.ts';
import { duelRuleset } from './definition.ts';
import { OPENING_HAND, createDuelState, type DuelState } from './state.ts';

/** A Duel game on the shared runtime. */
export type DuelGame = RulesetGame<DuelState, DuelPool, PlayerView>;

/**
 * A new Duel game: libraries shuffled with the game's seeded generator, a random first player, opening hands drawn;
 * not yet started.
 * @example const g = newDuelGame({ seed: 1, decks: [duelDeck('North'), duelDeck('South')], cards: duelPool(), policies: [duelRandomPolicy(1), duelRandomPolicy(2)] }); g.start(); g.run();
 */
export function newDuelGame(options: RulesetGameOptions<DuelPool, PlayerView> & { seed: number; decks: { name: string; cards: string[] }[]; inspect?: Inspect }): DuelGame {
  const state = createDuelState(options.seed, options.decks);
  for (const p of state.players) shuffleInPlace(state, p.library);
  state.active = randomInt(state, 0, state.players.length - 1);
  state.step = 'draw';
  for (const card of new Set(options.decks.flatMap((d) => d.cards))) options.cards.require(card);
  const game = new RulesetGame(duelRuleset, state, options);
  game.inTransaction(() => {
    for (const p of state.players) emit(game.core, { type: 'shuffle', player: p.id });
    for (const p of game.core.apnap()) for (let i = 0; i < OPENING_HAND; i++) emit(game.core, { type: 'draw', player: p, object: null });
  });
  return game;
}

/**
 * A seeded random Duel player: it plays a card seven times in ten and attacks eight times in ten.
 * @example newDuelGame({ ..., policies: [duelRandomPolicy(1), duelRandomPolicy(2)] })
 */
export function duelRandomPolicy(seed: number): Policy<PlayerView, DuelPool> {
  const rng = xoroshiro128plus(seed);
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, n - 1));
  return {
    name: `duel-random(${seed})`,
    act(r): PlayerAction {
      const legal = r.legal();
      const doing = legal.filter((a) => a.type !== 'pass');
      if (!doing.length || int(10) >= (r.decision.kind === 'attackers' ? 8 : 7)) return legal[0]!;
      return doing[int(doing.length)]!;
    },
    choose(choice: Choice): Answer { return defaultAnswer(choice); },
  };
}
