/** Positions for the view tests: cards put straight into zones of a fresh state, looked up by name. */
import { addObject, createGameState } from '../../rules/index.ts';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../../rules/index.ts';

export const A = 0;
export const B = 1;

/** A card to place: its name, its owner and its zone; the battlefield and the stack take it as a permanent or a spell. */
export interface Placed { card: string; owner: PlayerId; zone: ZoneName; faceDown?: boolean }

/**
 * A two-player state holding the given cards, in order (libraries top first), and the id of each by name
 * (the first of a name wins; name duplicates `#2`, `#3` for the later ones).
 * @example const { s, id } = table([{ card: 'Forest', owner: A, zone: 'hand' }]); s.players[0].hand // [id.Forest]
 */
export function table(cards: Placed[], base: GameState = createGameState({ seed: 7, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] })): { s: GameState; id: Record<string, ObjectId> } {
  const s = base;
  const id: Record<string, ObjectId> = {};
  for (const c of cards) {
    const o = addObject(s, c.card, c.owner, c.zone);
    o.faceDown = !!c.faceDown;
    if (c.zone === 'battlefield') s.battlefield.push(o.id);
    else if (c.zone === 'stack') {
      s.stack.push({ id: o.id, kind: 'spell', source: o.id, controller: c.owner, abilityIndex: -1, mode: [], targets: [], divide: null, x: 0, kicked: false, paid: {}, trigger: null, sourceName: c.card });
    } else if (c.zone !== 'command') s.players[c.owner]![c.zone].push(o.id);
    let key = c.card;
    for (let n = 2; id[key] !== undefined; n++) key = `${c.card}#${n}`;
    id[key] = o.id;
  }
  return { s, id };
}
