/** A readable log line for an Adventure event; the core's formatter for the events all rulesets share. */
import type { GameEvent } from '../../rules/index.ts';
import type { AdventureState } from '../../rules/adventure/index.ts';
import { formatEvent } from '../format-event.ts';

/**
 * @example formatAdventureEvent(state, { type: 'adv_mana_pay', player: 0, amount: 2 }) // "  A spends 2 mana (1/3 left)"
 */
export function formatAdventureEvent(s: AdventureState, e: GameEvent): string | null {
  const who = (p: number) => s.players[p]?.name ?? `player ${p}`;
  const mana = (p: number) => { const m = s.adventure.mana[p]; return m ? `${m.available}/${m.max}` : '?'; };
  switch (e.type) {
    case 'turn': return `\n=== Turn ${e.turn}: ${who(e.active)} (life ${s.players.map((p) => `${p.name} ${p.life}`).join(', ')}) ===`;
    case 'step': return `  -- ${e.step.toUpperCase()}`;
    case 'adv_mana_max': return null;
    case 'adv_mana_refill': return `  ${who(e.player)} has ${mana(e.player)} mana`;
    case 'adv_mana_pay': return `  ${who(e.player)} spends ${e.amount} mana (${mana(e.player)} left)`;
    case 'adv_pump': return `  ${s.objects[e.object]?.card ?? `#${e.object}`} gets ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness} until end of turn`;
    case 'adv_cleanup': return null;
    case 'adv_discard': return null;
    case 'draw': return e.object === null ? `  ${who(e.player)} can't draw: the library is empty` : `  ${who(e.player)} draws a card`;
    case 'untap': return null;
    case 'tap': return null;
    case 'shuffle': return null;
    default: return formatEvent(s, e);
  }
}
