/** Building the position an adventure scenario's setup describes (FORMAT.md; INDEX.md: mana is taken from the turn). */
import { addObject } from '../../../rules/index.ts';
import { MAX_MANA, createAdventureState } from '../../../rules/adventure/index.ts';
import type { AdventurePool, AdventureState } from '../../../rules/adventure/index.ts';
import type { Json, Obj, Scenario } from '../types.ts';
import { MAX_SETUP_COUNT, wholeNumber } from '../common/numbers.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS } from './refs.ts';

export const ADVENTURE_STEPS = ['draw', 'main', 'attackers', 'blockers', 'battle', 'end'];
const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;
const asEntry = (e: Json): Obj => (typeof e === 'string' ? { card: e } : (e as Obj));

/**
 * How many DRAW phases player `p` has had by this position: A takes the first turn and the players alternate;
 * the current turn's DRAW phase counts once it is over (any step after `draw`).
 * @example drawPhasesHad(0, 1, 'main', 0) // 1
 */
export function drawPhasesHad(p: number, turn: number, step: string, active: number): number {
  let n = 0;
  for (let t = 1; t <= turn; t++) {
    const activeThen = (turn - t) % 2 === 0 ? active : 1 - active;
    if (activeThen === p && !(t === turn && step === 'draw')) n++;
  }
  return n;
}

/** Every card the scenario lists under `cards:` or names in its setup must be in the pool (FORMAT.md: reported in error). */
export function missingAdventureCards(sc: Scenario, pool: AdventurePool): string[] {
  const listed = (((sc as unknown as Obj)['cards'] as Obj[] | undefined) ?? []).map((c) => String(c['name']));
  const players = (sc.setup['players'] ?? {}) as Obj;
  const named = Object.values(players).flatMap((ps) => ZONES.flatMap((z) => (((ps as Obj | null)?.[z] ?? []) as Json[]).map((e) => String(asEntry(e)['card']))));
  return [...new Set([...listed, ...named])].filter((n) => !pool.get(n));
}

export function buildAdventureState(sc: Scenario, pool: AdventurePool): AdventureState {
  const missing = missingAdventureCards(sc, pool);
  if (missing.length) throw new ScenarioError(`unknown card(s): ${missing.join(', ')}`);
  const setup = sc.setup;
  const turn = Number(setup['turn'] ?? 1);
  const active = PLAYERS[String(setup['active'] ?? 'A')];
  if (active === undefined) throw new ScenarioError(`setup.active: "${String(setup['active'])}" is not A or B`);
  const step = String(setup['step'] ?? 'main').toLowerCase();
  if (!ADVENTURE_STEPS.includes(step)) throw new ScenarioError(`setup.step: unknown adventure step "${step}"; steps: ${ADVENTURE_STEPS.join(' ')}`);
  const state = createAdventureState({ seed: Number(setup['seed'] ?? 1), players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] });
  state.turn = turn;
  state.active = active;
  state.step = step;
  if (['attackers', 'blockers', 'battle'].includes(step)) {
    state.combat = { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, dealtFirstStrike: [], declared: false, blocksDeclared: false };
  }
  for (const pid of [0, 1]) {
    const max = Math.min(MAX_MANA, drawPhasesHad(pid, turn, step, active));
    state.adventure.mana[pid] = { max, available: max };
  }
  const players = (setup['players'] ?? {}) as Obj;
  for (const [name, raw] of Object.entries(players)) {
    const pid = PLAYERS[name];
    if (pid === undefined) throw new ScenarioError(`setup.players: "${name}" is not A or B`);
    const ps = (raw ?? {}) as Obj;
    const p = state.players[pid]!;
    if (ps['life'] !== undefined) p.life = Number(ps['life']);
    const mana = ps['mana'] as Obj | undefined;
    if (mana) {
      const max = Number(mana['max'] ?? state.adventure.mana[pid]!.max);
      state.adventure.mana[pid] = { max, available: Number(mana['available'] ?? max) };
    }
    for (const zone of ZONES) {
      const listed = ps[zone] ?? [];
      if (!Array.isArray(listed)) throw new ScenarioError(`setup.players.${name}.${zone}: expected a list of cards, got ${JSON.stringify(listed)}`);
      for (const [k, e] of (listed as Json[]).map(asEntry).entries()) {
        const card = pool.require(String(e['card']));
        const count = wholeNumber(e['count'], `setup.players.${name}.${zone}[${k}].count`, 1, 1, MAX_SETUP_COUNT);
        for (let i = 0; i < count; i++) {
          const o = addObject(state, card.name, pid, zone, !!e['token']);
          if (zone === 'battlefield') {
            state.battlefield.push(o.id);
            o.tapped = !!e['tapped'];
            o.damage = Number(e['damage'] ?? 0);
            o.counters = Object.fromEntries(Object.entries((e['counters'] ?? {}) as Obj).map(([k, v]) => [k, Number(v)]));
            o.controlledSince = e['sick'] ? turn : turn - 1;
          } else {
            p[zone].push(o.id);
          }
        }
      }
    }
  }
  return state;
}
