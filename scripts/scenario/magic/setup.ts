/** Building the exact position a magic scenario's setup describes. */
import { addObject, createGameState } from '../../../rules/index.ts';
import type { CardSource, GameState, ObjectId } from '../../../rules/index.ts';
import type { CardDef } from '../../../rules/cards/types.ts';
import type { Json, Obj, Scenario } from '../types.ts';
import { MAX_SETUP_COUNT, wholeNumber } from '../common/numbers.ts';
import { ScenarioError } from '../types.ts';
import { PLAYERS } from './refs.ts';

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;
const STEPS = ['untap', 'upkeep', 'draw', 'precombat_main', 'beginning_of_combat', 'declare_attackers', 'declare_blockers', 'first_strike_damage', 'combat_damage', 'end_of_combat', 'postcombat_main', 'end', 'cleanup'];

type Entry = string | Obj;
const asEntry = (e: Json): Obj => (typeof e === 'string' ? { card: e } : (e as Obj));

/** The double-faced card whose back face has this name (CR 712), if any. */
function frontOfBackFace(cards: CardSource, name: string): CardDef | undefined {
  const names = (cards as { names?: () => string[] }).names?.() ?? [];
  const lower = name.toLowerCase();
  for (const n of names) { const d = cards.get(n); if (d?.back && d.back.name.toLowerCase() === lower) return d; }
  return undefined;
}

/** Attachments are resolved after every object exists. */
export interface PendingAttach { id: ObjectId; ref: string }

/**
 * The seats a setup lists: A and B, plus C (and D) for a free-for-all of three (four) players, seated in the
 * order A, B, C, D (FORMAT.md, References). D without C is an error.
 * @example seatsOf(sc) // ['A', 'B', 'C'] when the setup lists C
 */
export function seatsOf(sc: Scenario): string[] {
  const listed = Object.keys((sc.setup['players'] ?? {}) as Obj);
  for (const name of listed) if (PLAYERS[name] === undefined) throw new ScenarioError(`setup.players: "${name}" is not A, B, C or D`);
  if (listed.includes('D') && !listed.includes('C')) throw new ScenarioError('setup.players: D is listed without C (seats are A, B, C, D in order)');
  return listed.includes('D') ? ['A', 'B', 'C', 'D'] : listed.includes('C') ? ['A', 'B', 'C'] : ['A', 'B'];
}

export function buildMagicState(sc: Scenario, cards: CardSource): { state: GameState; attach: PendingAttach[] } {
  const setup = sc.setup;
  const turn = Number(setup['turn'] ?? 1);
  const seats = seatsOf(sc);
  const active = PLAYERS[String(setup['active'] ?? 'A')];
  if (active === undefined || active >= seats.length) throw new ScenarioError(`setup.active: "${String(setup['active'])}" is not one of ${seats.join(', ')}`);
  const step = String(setup['step'] ?? 'precombat_main').toLowerCase();
  if (!STEPS.includes(step)) throw new ScenarioError(`setup.step: unknown magic step "${step}"; steps: ${STEPS.join(' ')}`);
  const state = createGameState({ seed: 1, players: seats.map((name) => ({ name, deck: [] })) });
  state.turn = turn;
  state.active = active;
  state.step = step;
  state.firstPlayerSkipsDraw = true;
  const attach: PendingAttach[] = [];
  const players = (setup['players'] ?? {}) as Obj;
  for (const [name, raw] of Object.entries(players)) {
    const pid = PLAYERS[name];
    if (pid === undefined) throw new ScenarioError(`setup.players: "${name}" is not A, B, C or D`);
    const ps = (raw ?? {}) as Obj;
    const p = state.players[pid]!;
    if (ps['life'] !== undefined) p.life = Number(ps['life']);
    if (ps['poison'] !== undefined) p.poison = Number(ps['poison']);
    for (const zone of ZONES) {
      const listed = ps[zone] ?? [];
      if (!Array.isArray(listed)) throw new ScenarioError(`setup.players.${name}.${zone}: expected a list of cards, got ${JSON.stringify(listed)}`);
      for (const [k, e] of (listed as Entry[]).map(asEntry).entries()) {
        const cardName = String(e['card']);
        // A back face's name means its double-faced card, on the battlefield transformed (CR 712).
        const backOf = cards.get(cardName) ? undefined : frontOfBackFace(cards, cardName);
        const def = cards.get(cardName) ?? backOf;
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
            if ((backOf || e['transformed']) && def.back) o.transformed = true;
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
