/**
 * The search bot's answers to choices in the middle of an action, from its view: cheap rules of thumb rather than
 * search (the top-level decisions are searched, and most targets come with the cast action already).
 */
import { defaultAnswer } from '../../rules/index.ts';
import type { Answer, CardSource, Choice, PlayerView, Target } from '../../rules/index.ts';

/** What an object on the battlefield is worth to whoever controls it (its card's power and toughness, its counters). */
function objectWorth(view: PlayerView, cards: CardSource, id: number): number {
  const o = view.objects[id];
  if (!o || o.card === null) return 1;
  const def = cards.get(o.card);
  const plus = o.counters['+1/+1'] ?? 0;
  return 1 + (def?.power ?? 0) + (def?.toughness ?? 0) + 2 * plus;
}

/**
 * Which targets to pick: a targeted trigger or ability is taken to be harmful (Flametongue Kavu, Man-o'-War), so the
 * opponents' most valuable objects first, then an opponent, then the player's own least valuable objects.
 */
function chooseTargets(choice: Extract<Choice, { kind: 'target' }>, view: PlayerView, cards: CardSource): Target[] {
  const me = choice.player;
  const score = (t: Target): number => {
    if (t.kind === 'player') return t.id === me ? -100 : 5;
    const o = view.objects[t.id];
    if (!o) return 0;
    const worth = o.zone === 'battlefield' ? objectWorth(view, cards, t.id) : 1;
    return o.controller === me ? -worth - 10 : worth + 10;
  };
  const ranked = [...choice.legal].sort((a, b) => score(b) - score(a));
  const wanted = ranked.filter((t) => score(t) > 0).slice(0, Math.max(choice.min, Math.min(1, choice.max)));
  return wanted.length >= choice.min ? wanted : ranked.slice(0, choice.min);
}

/**
 * Keep a hand of seven with two to five lands (CR 103.5); after one mulligan, keep whatever comes.
 */
function keepHand(choice: Extract<Choice, { kind: 'mulligan' }>, view: PlayerView, cards: CardSource): boolean {
  if ((view.players[choice.player]?.mulligans ?? 0) >= 1) return true;
  const lands = choice.hand.filter((id) => { const c = view.objects[id]?.card; return c ? cards.get(c)?.types.includes('Land') : false; }).length;
  return lands >= 2 && lands <= 5;
}

/**
 * The search bot's answer to an in-action choice.
 * @example heuristicAnswer({ kind: 'mulligan', player: 0, hand }, request.view, request.cards) // true with three lands
 */
export function heuristicAnswer(choice: Choice, view: PlayerView, cards: CardSource): Answer {
  switch (choice.kind) {
    case 'target': return chooseTargets(choice, view, cards);
    case 'mulligan': return keepHand(choice, view, cards);
    case 'player': return choice.options.find((p) => p !== choice.player) ?? choice.options[0]!;
    default: return defaultAnswer(choice);
  }
}
