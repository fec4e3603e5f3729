/**
 * Game-object actors: a permanent's behaviour while it is on the battlefield. Entering spawns the actor,
 * which subscribes its triggered abilities to the event channels they listen on; leaving stops it and
 * its subscriptions go with it. The rules decide what triggers (deterministically, inside the event
 * pipeline); the actor is where a UI, an inspector or a remote client sees a card's listeners live.
 */
import { assign, createActor, fromCallback, setup } from 'xstate';
import type { Actor } from 'xstate';
import type { GameCore, GameObject, ObjectLifecycle, GameEvent } from '../rules/index.ts';
import type { EventBus } from './streams.ts';

const TRIGGER_CHANNEL: Record<string, GameEvent['type']> = {
  enters: 'zone_change', dies: 'zone_change', leaves: 'zone_change', dealt_damage: 'damage', gain_life: 'life',
  lose_life: 'life', upkeep: 'step', end_step: 'step', attacks: 'attack', cast: 'cast', phase_end: 'step',
};

/** The channels of a Magic permanent: those its triggered abilities listen on. */
function magicChannels(core: GameCore, obj: GameObject): GameEvent['type'][] {
  const def = core.cards.get(obj.copyOf ?? obj.card);
  return [...new Set((def?.abilities ?? []).flatMap((a) => (a.kind === 'triggered' && TRIGGER_CHANNEL[a.on.event] ? [TRIGGER_CHANNEL[a.on.event]!] : [])))];
}

interface ObjectInput { id: number; card: string; channels: GameEvent['type'][] }

/** Placeholder listener; the runtime provides one bound to its event bus. */
const listen = fromCallback<{ type: 'noop' }, { channels: GameEvent['type'][] }>(() => () => {});

/** A permanent's actor: `listening` while on the battlefield; `heard` counts events on its channels. */
export const gameObjectMachine = setup({
  types: { context: {} as { id: number; card: string; channels: GameEvent['type'][]; heard: number }, input: {} as ObjectInput, events: {} as { type: 'HEARD' } },
  actors: { listen },
}).createMachine({
  id: 'gameObject',
  context: ({ input }) => ({ id: input.id, card: input.card, channels: input.channels, heard: 0 }),
  initial: 'listening',
  states: {
    listening: {
      invoke: { src: 'listen', input: ({ context }) => ({ channels: context.channels }) },
      on: { HEARD: { actions: assign({ heard: ({ context }) => context.heard + 1 }) } },
    },
  },
});

export type GameObjectActor = Actor<typeof gameObjectMachine>;

/**
 * The lifecycle the game runtime plugs into the rules: one actor per permanent on the battlefield.
 * @example const objects = new ObjectActors(bus); new GameCore(state, { cards, lifecycle: objects });
 */
export class ObjectActors implements ObjectLifecycle {
  readonly live = new Map<number, GameObjectActor>();
  private readonly machine;
  /** `channelsOf` names the event channels a permanent listens on; by default, its Magic triggered abilities'. */
  constructor(bus: EventBus, private readonly channelsOf: (core: GameCore, obj: GameObject) => GameEvent['type'][] = magicChannels) {
    const bound = fromCallback<{ type: 'noop' }, { channels: GameEvent['type'][] }>(({ input, sendBack }) => {
      const subs = input.channels.map((c) => bus.channel(c).subscribe(() => sendBack({ type: 'HEARD' })));
      return () => subs.forEach((s) => s.unsubscribe());
    });
    this.machine = gameObjectMachine.provide({ actors: { listen: bound } });
  }

  enter(core: GameCore, obj: GameObject): void {
    const channels = this.channelsOf(core, obj);
    const actor = createActor(this.machine, { input: { id: obj.id, card: obj.card, channels } });
    this.live.set(obj.id, actor);
    actor.start();
  }

  leave(_core: GameCore, obj: GameObject): void {
    const a = this.live.get(obj.id);
    if (a) { a.stop(); this.live.delete(obj.id); }
  }

  stopAll(): void {
    for (const a of this.live.values()) a.stop();
    this.live.clear();
  }
}
