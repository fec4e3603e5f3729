/**
 * The boundary check of a player action: its shape (action-schema.ts), then that every player, object and target
 * it names exists in this game. Refusals are IllegalActionError with code `action/malformed` or `action/unknown_ref`
 * and a message naming the path inside the action; nothing is changed and no prototype is touched.
 */
import { IllegalActionError } from '../../core.ts';
import type { GameState, Target } from '../../state/types.ts';
import { PlayerActionSchema } from './action-schema.ts';
import type { PlayerAction } from './types.ts';

const show = (v: unknown): string => {
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 80 ? `${s.slice(0, 77)}...` : s;
  } catch {
    return String(v);
  }
};

function at(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, k) => (typeof k === 'number' ? `${out}[${k}]` : `${out}.${String(k)}`), 'action');
}

/** A loop shortcut's steps are the proposer's own actions, each checked like any other; targets in its answers must exist. */
function checkLoop(state: GameState, a: Extract<PlayerAction, { type: 'shortcut' }>): void {
  a.steps.forEach((step, i) => {
    if (step.type !== 'act') return;
    if (step.action.player !== a.player) throw new IllegalActionError('action/malformed', `action.steps[${i}].action.player: a loop's steps are the proposer's actions (player ${a.player}), got ${step.action.player}`);
    try {
      checkAction(state, step.action);
    } catch (e) {
      if (e instanceof IllegalActionError) throw new IllegalActionError(e.code, `action.steps[${i}].${e.message.replace(/^action\.?/, '')}`);
      throw e;
    }
  });
  a.answers?.forEach((ans, i) => {
    if (ans.kind !== 'target') return;
    const ok = Array.isArray(ans.value) && ans.value.every((t) => typeof t === 'object' && t !== null && ((t as Target).kind === 'player' ? (t as Target).id < state.players.length : Object.hasOwn(state.objects, (t as Target).id)));
    if (!ok) throw new IllegalActionError('action/unknown_ref', `action.answers[${i}].value: a target answer is a list of existing players and objects (got ${show(ans.value)})`);
  });
}

/**
 * Check an action from outside against the game; returns it typed, or throws IllegalActionError.
 * @example checkAction(state, JSON.parse(message)); // then game.submit(...)
 */
export function checkAction(state: GameState, input: unknown): PlayerAction {
  const parsed = PlayerActionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    let value: unknown = input;
    for (const k of issue.path) value = value !== null && typeof value === 'object' && Object.hasOwn(value, k as PropertyKey) ? (value as Record<PropertyKey, unknown>)[k as PropertyKey] : undefined;
    throw new IllegalActionError('action/malformed', `${at(issue.path)}: ${issue.message} (got ${show(value)})`);
  }
  const a = parsed.data as PlayerAction;
  const player = (p: number, path: string) => {
    if (p >= state.players.length) throw new IllegalActionError('action/unknown_ref', `${path}: there is no player ${p} in this game (players are 0 to ${state.players.length - 1})`);
  };
  const object = (id: number, path: string) => {
    if (!Object.hasOwn(state.objects, id)) throw new IllegalActionError('action/unknown_ref', `${path}: there is no object ${id} in this game`);
  };
  // A target may also be a spell or ability on the stack (Stifle targets a triggered ability, CR 115.1).
  const target = (t: Target, path: string) => {
    if (t.kind === 'player') player(t.id, `${path}.id`);
    else if (!state.stack.some((i) => i.id === t.id)) object(t.id, `${path}.id`);
  };
  player(a.player, 'action.player');
  switch (a.type) {
    case 'cast': object(a.card, 'action.card'); a.targets?.forEach((t, i) => target(t, `action.targets[${i}]`)); if (a.sacrifice !== undefined) object(a.sacrifice, 'action.sacrifice'); break;
    case 'activate': object(a.source, 'action.source'); a.targets?.forEach((t, i) => target(t, `action.targets[${i}]`)); break;
    case 'play_land': object(a.card, 'action.card'); break;
    case 'attack': a.attackers.forEach((x, i) => { object(x.id, `action.attackers[${i}].id`); target(x.target, `action.attackers[${i}].target`); }); break;
    case 'block': a.blockers.forEach((x, i) => { object(x.id, `action.blockers[${i}].id`); object(x.blocks, `action.blockers[${i}].blocks`); }); break;
    case 'shortcut': checkLoop(state, a); break;
    default: break;
  }
  if ((a.type === 'cast' || a.type === 'activate') && Array.isArray(a.pay)) a.pay.forEach((id, i) => object(id, `action.pay[${i}]`));
  return a;
}
