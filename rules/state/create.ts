/** Building a fresh game state. */
import { initialRng } from './rng.ts';
import type { GameObject, GameState, ObjectId, PlayerId, PlayerState, ZoneName } from './types.ts';
import { NO_COUNTERS } from './counters.ts';

export interface PlayerSetup { name: string; deck: string[] }
export interface GameSetup { seed: number; players: PlayerSetup[]; ruleset?: string; startingLife?: number }

export function emptyPool() {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

/**
 * A new game: libraries in deck order (shuffled later by the game flow), nothing else anywhere.
 * @example const s = createGameState({ seed: 1, players: [{ name: 'A', deck }, { name: 'B', deck }] });
 */
export function createGameState(setup: GameSetup): GameState {
  const s: GameState = {
    seed: setup.seed,
    rng: initialRng(setup.seed),
    turn: 1,
    active: 0,
    step: 'setup',
    players: [],
    objects: {},
    battlefield: [],
    stack: [],
    nextId: 1,
    nextTimestamp: 1,
    effects: [],
    shields: [],
    delayed: [],
    pendingTriggers: [],
    combat: null,
    priority: null,
    passes: 0,
    result: null,
    lki: {},
    pending: null,
    ruleset: setup.ruleset ?? 'magic',
    firstPlayerSkipsDraw: true,
    stateHistory: [],
    eventCount: 0,
  };
  setup.players.forEach((p, i) => {
    const player: PlayerState = {
      id: i, name: p.name, life: setup.startingLife ?? 20, poison: 0,
      pool: emptyPool(), library: [], hand: [], graveyard: [], exile: [],
      landsPlayed: 0, drewFromEmpty: false, lost: false, conceded: false, mulligans: 0,
    };
    s.players.push(player);
    // A deck's cards share one empty counters record (NO_COUNTERS) until a counter is put on one: fewer objects a game.
    for (const card of p.deck) player.library.push(addObject(s, card, i, 'library', false, NO_COUNTERS).id);
  });
  return s;
}

/**
 * Create an object record (not yet placed in a zone list), with an empty counters record of its own unless `counters`
 * is given (NO_COUNTERS, shared: then counters are put on it through ownCounters).
 */
export function addObject(s: GameState, card: string, owner: PlayerId, zone: ZoneName, token = false, counters: Record<string, number> = {}): GameObject {
  const o: GameObject = {
    id: s.nextId++, card, owner, controller: owner, zone, tapped: false, damage: 0, deathtouched: false,
    counters, attachedTo: null, timestamp: s.nextTimestamp++, controlledSince: s.turn, token,
    faceDown: false, chosen: null, copyOf: null, regenShields: 0, phasedOut: false,
  };
  s.objects[o.id] = o;
  return o;
}

/** The array that holds a zone's object ids (player zones per player; battlefield shared). */
export function zoneList(s: GameState, zone: ZoneName, owner: PlayerId): ObjectId[] | null {
  switch (zone) {
    case 'battlefield': return s.battlefield;
    case 'library': return s.players[owner]!.library;
    case 'hand': return s.players[owner]!.hand;
    case 'graveyard': return s.players[owner]!.graveyard;
    case 'exile': return s.players[owner]!.exile;
    default: return null;
  }
}
