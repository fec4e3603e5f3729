/**
 * The actions the search compares at a decision. The engine lists no attack, each creature attacking alone and all
 * of them together, and no block or one creature blocking one attacker; a declaration of several attackers or
 * blockers is just as legal (CR 508.1, 509.1), so the search adds a few such combinations of listed ones, drawn
 * with its own generator. Each is checked by the engine in the forks: one it refuses is never chosen.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { PlayerAction } from '../../rules/index.ts';

type Attack = Extract<PlayerAction, { type: 'attack' }>;
type Block = Extract<PlayerAction, { type: 'block' }>;

const key = (a: PlayerAction): string => JSON.stringify(a.type === 'attack' ? [...a.attackers].sort((x, y) => x.id - y.id) : a.type === 'block' ? [...a.blockers].sort((x, y) => x.id - y.id || x.blocks - y.blocks) : a);

/** Random sub-declarations of the listed attacks: each attacker of the single attacks in or out. */
function attackMixes(legal: Attack[], rng: RandomGenerator, n: number): Attack[] {
  const singles = legal.filter((a) => a.attackers.length === 1).map((a) => a.attackers[0]!);
  if (singles.length < 3 || !legal[0]) return [];
  const out: Attack[] = [];
  for (let i = 0; i < n; i++) out.push({ type: 'attack', player: legal[0].player, attackers: singles.filter(() => uniformInt(rng, 0, 1) === 1) });
  return out;
}

/** Random declarations of several blockers: each blocker blocks one of the attackers it may block, or none. */
function blockMixes(legal: Block[], rng: RandomGenerator, n: number): Block[] {
  const byBlocker = new Map<number, { id: number; blocks: number }[]>();
  for (const a of legal) for (const b of a.blockers) byBlocker.set(b.id, [...(byBlocker.get(b.id) ?? []), b]);
  if (byBlocker.size < 2 || !legal[0]) return [];
  const out: Block[] = [];
  for (let i = 0; i < n; i++) {
    const blockers: { id: number; blocks: number }[] = [];
    for (const options of byBlocker.values()) {
      const pick = uniformInt(rng, 0, options.length);
      // The first half of the draws block with every creature; the rest may leave some back.
      if (pick < options.length) blockers.push(options[pick]!);
      else if (i < n / 2) blockers.push(options[uniformInt(rng, 0, options.length - 1)]!);
    }
    out.push({ type: 'block', player: legal[0].player, blockers });
  }
  return out;
}

/**
 * The candidates for a decision: the listed actions (at most `max`, the first ones), plus for attacks and blocks up
 * to `mixes` combinations, without repeats.
 * @example candidateActions(request.legal(), rng, 16, 8)
 */
export function candidateActions(legal: PlayerAction[], rng: RandomGenerator, max: number, mixes: number): PlayerAction[] {
  const first = legal[0];
  const extra: PlayerAction[] = first?.type === 'attack' ? attackMixes(legal as Attack[], rng, mixes) : first?.type === 'block' ? blockMixes(legal as Block[], rng, mixes) : [];
  const seen = new Set<string>();
  const out: PlayerAction[] = [];
  const room = extra.length ? Math.max(2, max - Math.min(mixes, extra.length)) : max;
  for (const a of legal) { if (out.length >= room) break; const k = key(a); if (!seen.has(k)) { seen.add(k); out.push(a); } }
  // The all-out attack is the last listed: always compared.
  const last = legal[legal.length - 1];
  if (last && first?.type === 'attack' && !seen.has(key(last))) { seen.add(key(last)); out.push(last); }
  for (const a of extra) { if (out.length >= max) break; const k = key(a); if (!seen.has(k)) { seen.add(k); out.push(a); } }
  return out;
}
