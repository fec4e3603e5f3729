/** Atomic handlers: the only code that changes the game state. One handler an event type. */
import type { GameCore } from '../../core.ts';
import type { GameEvent, GameEventType } from '../../events/types.ts';
import type { HandlerResult } from '../../events/pipeline.ts';
import { handleDamage } from './damage.ts';
import { handleDraw } from './draw.ts';
import { handleLife, handlePoison } from './life.ts';
import { handleZoneChange } from './zone-change.ts';
import { handleTap, handleUntap } from './tap.ts';
import { handleCounter } from './counter.ts';
import { handleMana } from './mana.ts';
import { handleCreateToken } from './create-token.ts';
import { handleDestroy, handleRegenerate, handleSacrifice } from './destroy.ts';
import { handleLose, handleWin, handleGameDraw } from './game-end.ts';
import { handleCast } from './cast.ts';
import { handleTransform } from './transform.ts';

export type { HandlerResult };
type Handler = (core: GameCore, ev: never) => HandlerResult;

/** By event type, in a Map: a lookup with a different type at every event (an object's property by a varying name is V8's slowest kind). */
const HANDLERS = new Map<GameEvent['type'], Handler>(Object.entries({
  damage: handleDamage,
  draw: handleDraw,
  life: handleLife,
  poison: handlePoison,
  zone_change: handleZoneChange,
  tap: handleTap,
  untap: handleUntap,
  counter: handleCounter,
  mana: handleMana,
  create_token: handleCreateToken,
  destroy: handleDestroy,
  regenerate: handleRegenerate,
  sacrifice: handleSacrifice,
  lose: handleLose,
  win: handleWin,
  game_draw: handleGameDraw,
  cast: handleCast,
  transform: handleTransform,
} satisfies Partial<Record<GameEvent['type'], Handler>>) as [GameEvent['type'], Handler][]);

/** Apply an event's change to the state. Events without a handler are records only (cast, step, ...). */
export function handle(core: GameCore, ev: GameEvent, type: GameEventType = ev.type): HandlerResult {
  const h = HANDLERS.get(type);
  return h ? h(core, ev as never) : true;
}
