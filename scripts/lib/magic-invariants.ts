/** Magic's invariants, checked after every decision by the random-game tests, `simulate --check` and the fuzzer. */
import type { GameState, ObjectId, PlayerId } from '../../rules/index.ts';

/**
 * The invariants that hold whenever a player is about to decide. Returns the broken ones (empty when all hold).
 * `cardsPerPlayer` is each player's number of non-token cards at the start. Every object is listed in exactly
 * one zone list (libraries, hands, graveyards, exiles, the battlefield) or is a spell on the stack, and that
 * list agrees with the object's own zone and owner.
 */
export function brokenInvariants(s: GameState, cardsPerPlayer: number[]): string[] {
  const broken: string[] = [];
  const seen = new Set<ObjectId>();
  const visit = (id: ObjectId, zone: string, owner: PlayerId | null) => {
    const o = s.objects[id];
    const where = owner === null ? zone : `player ${owner}'s ${zone}`;
    if (!o) { broken.push(`#${id} is listed in ${where} but is no object`); return; }
    if (seen.has(id)) broken.push(`#${id} (${o.card}) is in 2 zones: again in ${where}`);
    seen.add(id);
    if (o.zone !== zone) broken.push(`#${id} (${o.card}) is listed in ${where} but says it is in ${o.zone}`);
    if (owner !== null && o.owner !== owner) broken.push(`#${id} (${o.card}) is in ${where} but owned by player ${o.owner}`);
  };
  for (const p of s.players) {
    for (const id of p.library) visit(id, 'library', p.id);
    for (const id of p.hand) visit(id, 'hand', p.id);
    for (const id of p.graveyard) visit(id, 'graveyard', p.id);
    for (const id of p.exile) visit(id, 'exile', p.id);
  }
  for (const id of s.battlefield) visit(id, 'battlefield', null);
  for (const item of s.stack) if (item.kind === 'spell') visit(item.id, 'stack', null);
  const counts = s.players.map(() => 0);
  for (const key in s.objects) {
    const o = s.objects[key]!;
    if (!seen.has(o.id)) broken.push(`#${o.id} (${o.card}) says it is in ${o.zone} but no zone lists it`);
    if (!o.token) counts[o.owner]!++;
  }
  counts.forEach((n, p) => {
    // A player who left a game that goes on owns nothing any more (CR 800.4a); the last to lose keeps their cards.
    const left = s.players[p]!.lost && !s.result;
    if (left ? n !== 0 : n !== cardsPerPlayer[p] && !(s.players[p]!.lost && n === 0)) broken.push(`player ${p} owns ${n} cards, not ${left ? 0 : cardsPerPlayer[p]}`);
  });
  if (!s.result) {
    for (const p of s.players) {
      if (!p.lost) continue;
      if (s.battlefield.some((id) => s.objects[id]?.controller === p.id)) broken.push(`player ${p.id} left the game but controls a permanent`);
      if (s.stack.some((it) => it.controller === p.id)) broken.push(`player ${p.id} left the game but controls a spell or ability on the stack`);
    }
  }
  for (const p of s.players) {
    const pool = p.pool;
    for (const color in pool) { const n = pool[color as keyof typeof pool]; if (!(n >= 0)) broken.push(`player ${p.id}'s pool has ${n} ${color}`); }
  }
  return broken;
}

/** Each player's number of non-token cards. */
export function cardCounts(s: GameState): number[] {
  const counts = s.players.map(() => 0);
  for (const o of Object.values(s.objects)) if (!o.token) counts[o.owner]!++;
  return counts;
}

