/**
 * The Adventure handlers: the only code that changes an Adventure game's state. Events the core handles the
 * same way in every ruleset (life, tap, untap, counters, losing and winning) go to the core's handlers.
 */
import type { GameCore } from '../../core.ts';
import type { GameEvent } from '../../events/types.ts';
import { handle as coreHandle } from '../../magic/handlers/index.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { handleAttack, handleBlock, handleCleanup, handleDamage, handleManaMax, handleManaPay, handleManaRefill, handlePump, handleStep, handleTurn } from './play.ts';
import { handleDestroy, handleDiscard, handleDraw, handleSacrifice, handleZoneChange } from './zones.ts';

type Handler = (core: GameCore, ev: never) => HandlerResult;

const HANDLERS: Partial<Record<GameEvent['type'], Handler>> = {
  turn: handleTurn,
  step: handleStep,
  draw: handleDraw,
  damage: handleDamage,
  zone_change: handleZoneChange,
  destroy: handleDestroy,
  sacrifice: handleSacrifice,
  attack: handleAttack,
  block: handleBlock,
  adv_mana_max: handleManaMax,
  adv_mana_refill: handleManaRefill,
  adv_mana_pay: handleManaPay,
  adv_pump: handlePump,
  adv_cleanup: handleCleanup,
  adv_discard: handleDiscard,
};

/** Core handlers that hold for Adventure as they are. */
const SHARED = new Set<GameEvent['type']>(['life', 'tap', 'untap', 'counter', 'lose', 'win', 'game_draw']);
/** Events that only record what happened. */
const RECORDS = new Set<GameEvent['type']>(['cast', 'activate', 'trigger', 'shuffle']);

/**
 * Apply an Adventure event. An event type Adventure does not know is refused, so that no Magic handler runs
 * on an Adventure object.
 * @example handleAdventure(core, { type: 'adv_mana_pay', player: 0, amount: 2 })
 */
export function handleAdventure(core: GameCore, ev: GameEvent): HandlerResult {
  const h = HANDLERS[ev.type];
  if (h) return h(core, ev as never);
  if (SHARED.has(ev.type)) return coreHandle(core, ev);
  if (RECORDS.has(ev.type)) return true;
  throw new Error(`adventure: no handler for event "${ev.type}"`);
}
