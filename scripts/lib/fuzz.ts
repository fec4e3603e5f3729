/**
 * The fuzzer: seeded random games of a ruleset in which, at about one decision in ten, a hostile action is
 * submitted first (junk, wrong types, prototype keys, players and objects that do not exist, another player's
 * turn). Each must be refused with an IllegalActionError and change nothing; nothing may crash, no invariant may
 * break and no prototype may change. Everything is seeded: a finding is replayed by its seed.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { IllegalActionError } from '../../rules/index.ts';
import type { PlayableGame, Ruleset } from './rulesets.ts';

/** What went wrong in one game; empty lists when nothing did. */
export interface FuzzFindings {
  crashes: string[];
  invariantBreaks: string[];
  refusalsThatChangedState: string[];
  wrongErrors: string[];
  pollution: string[];
}

/** What a fuzz run found, and how much it did. */
export interface FuzzReport extends FuzzFindings { games: number; decisions: number; hostile: number; refused: number }

const POLLUTED = ['polluted', 'lost', 'isAdmin'] as const;
const protoKeys = () => [Object.getOwnPropertyNames(Object.prototype).length, Object.getOwnPropertyNames(Array.prototype).length];

/** The hostile actions a decision can be met with, for the waiting player `p` in a game with `n` players. */
function hostileActions(p: number, n: number, pick: (k: number) => number): unknown[] {
  const other = (p + 1) % Math.max(n, 2);
  const big = 1e9 + pick(1000);
  return [
    null, undefined, 42, 'pass', [], {}, { type: 'pass' }, { type: 'pass', player: '__proto__' },
    { type: 'concede', player: '__proto__' }, { type: 'concede', player: n + 3 }, { type: 'concede', player: -1 },
    JSON.parse('{"type":"pass","player":0,"__proto__":{"polluted":true}}'),
    JSON.parse('{"type":"concede","player":0,"constructor":{"prototype":{"isAdmin":true}}}'),
    { type: 'cast', player: p, card: big }, { type: 'cast', player: p, card: 1, targets: [null] },
    { type: 'cast', player: p, card: 1, targets: [{ kind: 'player', id: n + 5 }] }, { type: 'cast', player: p, card: 1, x: Number.NaN },
    { type: 'cast', player: p, card: 1, x: -5 }, { type: 'cast', player: p, card: 1, x: 1e308 }, { type: 'attack', player: p, attackers: null },
    { type: 'attack', player: p, attackers: [{ id: big, target: { kind: 'player', id: other } }] }, { type: 'block', player: p, blockers: [{ id: 'x' }] },
    { type: 'activate', player: p, source: -1, ability: Number.NaN }, { type: 'play_land', player: p, card: '1' },
    { type: 'pass', player: other }, { type: 'pass', player: p, extra: true }, { type: 'use_attack', player: p, attack: -1 },
    { type: 'attach_energy', player: p, to: big }, { type: 'play', player: p, card: big }, { type: 'retreat', player: p, to: null },
    { type: 'end_turn', player: other }, { type: 'promote', player: p, card: big }, { type: 'use_ability', player: p, card: big, targets: [{}] },
  ];
}

/**
 * Fuzz `games` seeded games of one ruleset from `seed`.
 * @example fuzzRuleset(rulesetNamed('magic'), 1, 100).crashes // []
 */
export function fuzzRuleset(ruleset: Ruleset, seed: number, games: number, maxDecisions = 20_000): FuzzReport {
  const report: FuzzReport = { games: 0, decisions: 0, hostile: 0, refused: 0, crashes: [], invariantBreaks: [], refusalsThatChangedState: [], wrongErrors: [], pollution: [] };
  const protoBefore = protoKeys();
  for (let g = 0; g < games; g++) {
    const s = seed + g;
    const rng = xoroshiro128plus(s * 7919 + 13);
    const pick = (k: number) => (k <= 1 ? 0 : uniformInt(rng, 0, k - 1));
    let game: PlayableGame | null = null;
    const where = (d: number) => `${ruleset.name} seed ${s}, decision ${d}`;
    try {
      // Every other game in fast mode (docs/fast-mode.md): hostile actions meet the compiled machines too.
      game = ruleset.randomGame(s, { objectActors: pick(2) === 0, keepLog: false, mode: s % 2 === 0 ? 'fast' : 'actors' });
      game.start();
      for (let d = 0; d < maxDecisions; d++) {
        const pending = (game as unknown as { pending(): { player: number } | null }).pending();
        if (!pending || game.state.result) break;
        if (pick(10) === 0) {
          const hostile = hostileActions(pending.player, game.state.players.length, pick);
          const action = hostile[pick(hostile.length)];
          const before = JSON.stringify(game.state);
          report.hostile++;
          try {
            (game as unknown as { submit(a: unknown): void }).submit(action);
            report.refusalsThatChangedState.push(`${where(d)}: accepted ${JSON.stringify(action) ?? String(action)}`);
          } catch (e) {
            if (e instanceof IllegalActionError) report.refused++;
            else report.wrongErrors.push(`${where(d)}: ${JSON.stringify(action) ?? String(action)} threw ${(e as Error).name}: ${(e as Error).message}`);
            if (JSON.stringify(game.state) !== before) report.refusalsThatChangedState.push(`${where(d)}: refusing ${JSON.stringify(action) ?? String(action)} changed the state`);
          }
          for (const k of POLLUTED) if (k in {} || k in []) report.pollution.push(`${where(d)}: a prototype has "${k}" after ${JSON.stringify(action)}`);
          if (game.state.result) break;
        }
        if (!game.step()) break;
        report.decisions++;
        const broken = ruleset.invariants?.(game) ?? [];
        if (broken.length) { report.invariantBreaks.push(`${where(d)}: ${broken.join('; ')}`); break; }
      }
    } catch (e) {
      report.crashes.push(`${where(report.decisions)}: ${(e as Error).stack?.split('\n').slice(0, 3).join(' | ') ?? String(e)}`);
    } finally {
      try { game?.dispose(); } catch (e) { report.crashes.push(`${ruleset.name} seed ${s}: dispose threw ${(e as Error).message}`); }
    }
    report.games++;
  }
  const protoAfter = protoKeys();
  if (protoAfter.join() !== protoBefore.join()) report.pollution.push(`${ruleset.name}: Object/Array prototypes had ${protoBefore.join('/')} own keys, now ${protoAfter.join('/')}`);
  return report;
}
