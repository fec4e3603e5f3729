/** A readable log line for an event. */
import type { GameEvent, GameState, Target } from '../rules/index.ts';

function who(s: GameState, p: number): string { return s.players[p]?.name ?? `player ${p}`; }
function card(s: GameState, id: number): string { return s.objects[id]?.card ?? s.lki[id]?.card ?? `#${id}`; }
function target(s: GameState, t: Target): string { return t.kind === 'player' ? who(s, t.id) : card(s, t.id); }

/**
 * @example formatEvent(state, { type: 'life', player: 1, amount: -3 }) // "B loses 3 life (17)"
 */
export function formatEvent(s: GameState, e: GameEvent): string | null {
  switch (e.type) {
    case 'turn': return `\n=== Turn ${e.turn}: ${who(s, e.active)} ===`;
    case 'step': return `  -- ${e.step.replace(/_/g, ' ')}`;
    case 'draw': return e.object !== null && s.step !== 'untap' ? `  ${who(s, e.player)} draws a card` : null;
    case 'cast': return `  ${who(s, e.player)} casts ${e.card}${e.targets.length ? ` targeting ${e.targets.map((t) => target(s, t)).join(', ')}` : ''}`;
    case 'activate': return `  ${who(s, e.player)} activates ${e.card}`;
    case 'trigger': return `  ${e.card} triggers (${who(s, e.controller)})`;
    case 'resolve': return `  ${e.card} resolves`;
    case 'fizzle': return `  ${e.card} fizzles: all its targets are illegal`;
    case 'counter_spell': return `  ${e.card} is countered`;
    case 'damage': return `  ${e.sourceName} deals ${e.amount}${e.combat ? ' combat' : ''} damage to ${e.targetName ?? target(s, e.target)}`;
    case 'prevented': return `  ${e.amount} damage prevented`;
    case 'life': return `  ${who(s, e.player)} ${e.amount > 0 ? 'gains' : 'loses'} ${Math.abs(e.amount)} life (${s.players[e.player]?.life})`;
    case 'poison': return `  ${who(s, e.player)} gets ${e.amount} poison counter(s)`;
    case 'attack': return `  ${card(s, e.attacker)} attacks ${target(s, e.target)}`;
    case 'block': return `  ${card(s, e.blocker)} blocks ${card(s, e.attacker)}`;
    case 'zone_change':
      if (e.cause === 'play_land') return `  ${who(s, e.controller)} plays ${e.card}`;
      if (e.to === 'battlefield') return e.cause === 'resolve' ? null : `  ${e.card} enters the battlefield`;
      if (e.from === 'battlefield') return `  ${e.card} ${e.to === 'graveyard' ? 'dies / goes to the graveyard' : `goes to ${e.to}`}`;
      if (e.cause === 'discard') return `  ${who(s, e.owner)} discards ${e.card}`;
      return null;
    case 'counter': return `  ${card(s, e.object)} ${e.amount > 0 ? 'gets' : 'loses'} ${Math.abs(e.amount)} ${e.kind} counter(s)`;
    case 'mulligan': return `${who(s, e.player)} mulligans (${e.count})`;
    case 'control': return `  ${who(s, e.controller)} gains control of ${card(s, e.object)}`;
    case 'transform': return `  ${s.objects[e.object]?.card ?? `#${e.object}`} transforms ${e.back ? 'into' : 'back into'} ${e.card}`;
    case 'lose': return `\n${who(s, e.player)} loses: ${e.reason}`;
    case 'win': return `\n${who(s, e.player)} wins`;
    case 'game_draw': return `\nThe game is a draw: ${e.reason}`;
    default: return null;
  }
}
