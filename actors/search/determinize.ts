/**
 * Determinization (information-set search): a full Magic game state consistent with one player's view. What the
 * view shows is kept as it is (public zones, the viewer's own hand, life, the stack, combat); what it hides (the
 * other hands' cards, every library's cards and order, CR 400.2, 401.2, 402.3) is filled by sampling the cards not
 * yet seen from the decklists, which are public in a match. Nothing of the real hidden cards is read: only the view.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { initialRng } from '../../rules/index.ts';
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, PlayerView, StackItem } from '../../rules/index.ts';

/** Fisher–Yates with the policy's own generator. */
function shuffle<T>(rng: RandomGenerator, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
}

/**
 * The card names of `deck` not accounted for by the non-token cards `owner` owns that the view shows.
 * @example unseenCards(viewOf(state, 0), 1, decks[1]).length // the opponent's hand and library together
 */
export function unseenCards(view: PlayerView, owner: PlayerId, deck: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const c of deck) left.set(c, (left.get(c) ?? 0) + 1);
  for (const key in view.objects) {
    const o = view.objects[key]!;
    if (o.owner !== owner || o.token || o.card === null) continue;
    const n = left.get(o.card);
    if (n) left.set(o.card, n - 1);
  }
  const out: string[] = [];
  for (const [c, n] of left) for (let i = 0; i < n; i++) out.push(c);
  return out;
}

/** The highest id the view names anywhere (objects, last known information, the stack), so new ids don't clash. */
function highestId(view: PlayerView): number {
  let max = 0;
  for (const key in view.objects) max = Math.max(max, Number(key));
  for (const key in view.lki) max = Math.max(max, Number(key));
  for (const i of view.stack) max = Math.max(max, i.id, i.source);
  return max;
}

/**
 * A game state that agrees with `view` in everything it shows, its hidden cards sampled with `rng` from what
 * `decks` (by seat) leaves unseen. Face-down cards the viewer may not look at get a sampled card too.
 * @example const state = determinize(request.view, decks, rng); new Game(state, { cards, policies }).submit(action);
 */
export function determinize(view: PlayerView, decks: readonly (readonly string[])[], rng: RandomGenerator): GameState {
  let nextId = highestId(view) + 1;
  let timestamp = 1;
  const objects: Record<number, GameObject> = {};
  for (const key in view.objects) {
    const o = view.objects[key]!;
    objects[o.id] = { ...o, counters: { ...o.counters }, chosen: o.chosen && { ...o.chosen }, card: o.card ?? '', copyOf: o.copyOf };
    timestamp = Math.max(timestamp, o.timestamp + 1);
  }
  const players: PlayerState[] = view.players.map((side) => {
    const pool = unseenCards(view, side.player, decks[side.player] ?? []);
    shuffle(rng, pool);
    // Face-down objects the viewer can't look at take a card from the unseen ones (or a card of the deck).
    for (const key in objects) {
      const o = objects[key]!;
      if (o.owner === side.player && o.card === '') o.card = pool.pop() ?? decks[side.player]?.[0] ?? '';
    }
    const make = (zone: 'hand' | 'library'): ObjectId => {
      const fallback = decks[side.player] ?? [];
      const card = pool.pop() ?? fallback[uniformInt(rng, 0, Math.max(0, fallback.length - 1))] ?? '';
      const o: GameObject = {
        id: nextId++, card, owner: side.player, controller: side.player, zone, tapped: false, damage: 0, deathtouched: false,
        counters: {}, attachedTo: null, timestamp: timestamp++, controlledSince: 0, token: false,
        faceDown: false, chosen: null, copyOf: null, regenShields: 0, phasedOut: false,
      };
      objects[o.id] = o;
      return o.id;
    };
    const hand = side.hand ? [...side.hand] : Array.from({ length: side.handSize }, () => make('hand'));
    const library = Array.from({ length: side.librarySize }, () => make('library'));
    return {
      id: side.player, name: side.name, life: side.life, poison: side.poison, pool: { ...side.pool },
      library, hand, graveyard: [...side.graveyard], exile: [...side.exile],
      landsPlayed: side.landsPlayed, drewFromEmpty: side.drewFromEmpty, lost: side.lost, conceded: side.conceded, mulligans: side.mulligans,
    };
  });
  const stack: StackItem[] = view.stack.map((i) => ({
    ...structuredClone(i),
    sourceName: i.sourceName ?? objects[i.id]?.card ?? '',
    trigger: i.trigger ? { event: structuredClone(i.trigger.event) as Record<string, unknown>, sourceSnapshot: structuredClone(i.trigger.sourceSnapshot) } : null,
  }));
  const seed = uniformInt(rng, 0, 999_999_999);
  return {
    seed,
    rng: initialRng(seed),
    turn: view.turn,
    active: view.active,
    step: view.step,
    players,
    objects,
    battlefield: [...view.battlefield],
    stack,
    nextId,
    nextTimestamp: timestamp,
    effects: structuredClone(view.effects),
    shields: structuredClone(view.shields),
    delayed: structuredClone(view.delayed),
    pendingTriggers: view.pendingTriggers.map((t) => ({ ...structuredClone(t), context: { event: structuredClone(t.context.event) as Record<string, unknown>, sourceSnapshot: structuredClone(t.context.sourceSnapshot) } })),
    combat: structuredClone(view.combat),
    priority: view.priority,
    passes: view.passes,
    result: view.result && { ...view.result },
    lki: structuredClone(view.lki),
    pending: view.pending && { ...view.pending },
    ruleset: view.ruleset,
    firstPlayerSkipsDraw: view.firstPlayerSkipsDraw,
    stateHistory: [],
    eventCount: 0,
    loyaltyUsed: [...view.loyaltyUsed],
  };
}
