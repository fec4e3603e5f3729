/** Building the exact position a magic scenario's setup describes. */
import { addObject, createGameState } from '../../../rules/index.ts';
import type { CardSource, GameState, ObjectId } from '../../../rules/index.ts';
import type { Json, Obj, Scenario } from '../types.ts';
import { MAX_SETUP_COUNT, wholeNumber } from '../common/numbers.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS } from './refs.ts';

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;
const STEPS = ['untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers', 'declare_blockers', 'first_strike_damage', 'combat_damage', 'end_of_combat', 'postcombat_main', 'end', 'cleanup'];

type Entry = string | Obj;
const asEntry = (e: Json): Obj => (typeof e === 'string' ? { card: e } : (e as Obj));

/** Attachments are resolved after every object exists. */
export interface PendingAttach { id: ObjectId; ref: string }

export function buildMagicState(sc: Scenario, cards: CardSource): { state: GameState; attach: PendingAttach[] } {
  const setup = sc.setup;
  const turn = Number(setup['turn'] ?? 1);
  const active = PLAYERS[String(setup['active'] ?? 'A')];
  if (active === undefined) throw new ScenarioError(`setup.active: "${String(setup['active'])}" is not A or B`);
  const step = String(setup['step'] ?? 'precombat_main').toLowerCase();
  if (!STEPS.includes(step)) throw new ScenarioError(`setup.step: unknown magic step "${step}"; steps: ${STEPS.join(' ')}`);
  const state = createGameState({ seed: 1, players: [{ name: 'A', deck: [] }, { name: 'B', deck: [] }] });
  state.turn = turn;
  state.active = active;
  state.step = step;
  state.firstPlayerSkipsDraw = true;
  const attach: PendingAttach[] = [];
  const players = (setup['players'] ?? {}) as Obj;
  for (const [name, raw] of Object.entries(players)) {
    const pid = PLAYERS[name];
    if (pid === undefined) throw new ScenarioError(`setup.players: "${name}" is not A or B`);
    const ps = (raw ?? {}) as Obj;
    const p = state.players[pid]!;
    if (ps['life'] !== undefined) p.life = Number(ps['life']);
    if (ps['poison'] !== undefined) p.poison = Number(ps['poison']);
    for (const zone of ZONES) {
      const listed = ps[zone] ?? [];
      if (!Array.isArray(listed)) throw new ScenarioError(`setup.players.${name}.${zone}: expected a list of cards, got ${JSON.stringify(listed)}`);
      for (const [k, e] of (listed as Entry[]).map(asEntry).entries()) {
        const cardName = String(e['card']);
        const def = cards.get(cardName);
        if (!def) throw new ScenarioError(`setup.players.${name}.${zone}: unknown card "${cardName}"`);
        const count = wholeNumber(e['count'], `setup.players.${name}.${zone}[${k}].count`, 1, 1, MAX_SETUP_COUNT);
        for (let i = 0; i < count; i++) {
          const o = addObject(state, def.name, pid, zone, !!e['token'] || def.token);
          if (zone === 'battlefield') {
            state.battlefield.push(o.id);
            o.tapped = !!e['tapped'];
            o.damage = Number(e['damage'] ?? 0);
            o.counters = Object.fromEntries(Object.entries((e['counters'] ?? {}) as Obj).map(([k, v]) => [k, Number(v)]));
            if (def.loyalty !== null && o.counters['loyalty'] === undefined) o.counters['loyalty'] = def.loyalty;
            o.controlledSince = e['sick'] ? turn : turn - 1;
            o.faceDown = !!e['face_down'];
            const chosen = e['chosen'] as Obj | undefined;
            if (chosen) o.chosen = { ...(chosen['player'] !== undefined ? { player: PLAYERS[String(chosen['player'])] } : {}), ...(chosen['color'] ? { color: String(chosen['color']).toLowerCase() as 'red' } : {}) };
            if (typeof e['attached_to'] === 'string') attach.push({ id: o.id, ref: e['attached_to'] });
          } else {
            p[zone].push(o.id);
          }
        }
      }
    }
  }
  return { state, attach };
}
