/**
 * Game-object actors: a permanent's behaviour while it is on the battlefield. Entering spawns the actor
 * and subscribes it to the event channels its triggered abilities listen on; leaving unsubscribes and
 * stops it. The rules decide what triggers (deterministically, inside the event
 * pipeline); the actor is where a UI, an inspector or a remote client sees a card's listeners live.
 */
import { createActor, fromTransition } from 'xstate';
import type { Actor } from 'xstate';
import type { Subscription } from 'rxjs';
import type { CardDef } from '../rules/cards/index.ts';
import type { GameCore, GameObject, ObjectLifecycle, GameEvent } from '../rules/index.ts';
import type { EventBus } from './streams.ts';

const TRIGGER_CHANNEL: Record<string, GameEvent['type']> = {
  enters: 'zone_change', dies: 'zone_change', leaves: 'zone_change', dealt_damage: 'damage', gain_life: 'life',
  lose_life: 'life', upkeep: 'step', end_step: 'step', attacks: 'attack', cast: 'cast', phase_end: 'step',
};

const channelsByCard = new WeakMap<CardDef, GameEvent['type'][]>();

/** The channels of a Magic permanent: those its triggered abilities listen on (worked out once per card). */
function magicChannels(core: GameCore, obj: GameObject): GameEvent['type'][] {
  const def = core.cards.get(obj.copyOf ?? obj.card);
  if (!def) return [];
  let channels = channelsByCard.get(def);
  if (!channels) {
    channels = [...new Set(def.abilities.flatMap((a) => (a.kind === 'triggered' && TRIGGER_CHANNEL[a.on.event] ? [TRIGGER_CHANNEL[a.on.event]!] : [])))];
    channelsByCard.set(def, channels);
  }
  return channels;
}

interface ObjectInput { id: number; card: string; channels: GameEvent['type'][] }

/** A permanent's actor context: its object and card, the channels it listens on, and how many events it heard there. */
export interface GameObjectContext { id: number; card: string; channels: GameEvent['type'][]; heard: number }

/** What a permanent's actor receives: an event on one of its channels. */
export type GameObjectEvent = { type: 'HEARD'; event: GameEvent };

const heardLogic = fromTransition<GameObjectContext, GameObjectEvent, never, ObjectInput>(
  (ctx, event) => (event.type === 'HEARD' ? { ...ctx, heard: ctx.heard + 1 } : ctx),
  ({ input }) => ({ id: input.id, card: input.card, channels: input.channels, heard: 0 }),
);

/**
 * A permanent's actor logic. A transition actor (XState `fromTransition`), not a statechart: it has one state
 * while it lives, and starting and stopping one costs a third of a machine with an invoked listener, which
 * mattered since a game spawns and stops dozens.
 * @example const a = createActor(gameObjectLogic, { input: { id: 7, card: 'Soul Warden', channels: ['zone_change'] } }).start();
 */
export const gameObjectLogic: typeof heardLogic = {
  ...heardLogic,
  // A transition actor's snapshot stays 'active' when stopped; say 'stopped', as a machine's does, for UIs and tests.
  transition: (snapshot, event, scope) =>
    (event as { type: string }).type === 'xstate.stop' ? { context: snapshot.context, status: 'stopped', output: undefined, error: undefined } : heardLogic.transition(snapshot, event, scope),
};

/** The game-object logic under its older name. */
export const gameObjectMachine = gameObjectLogic;

export type GameObjectActor = Actor<typeof gameObjectLogic>;

/**
 * The lifecycle the game runtime plugs into the rules: one actor per permanent on the battlefield, subscribed
 * to its channels on the bus while it lives; leaving unsubscribes it and stops it.
 * @example const objects = new ObjectActors(bus); new GameCore(state, { cards, lifecycle: objects });
 */
export class ObjectActors implements ObjectLifecycle {
  readonly live = new Map<number, GameObjectActor>();
  private readonly subscriptions = new Map<number, Subscription[]>();
  /** `channelsOf` names the event channels a permanent listens on; by default, its Magic triggered abilities'. */
  constructor(private readonly bus: EventBus, private readonly channelsOf: (core: GameCore, obj: GameObject) => GameEvent['type'][] = magicChannels) {}

  enter(core: GameCore, obj: GameObject): void {
    const channels = this.channelsOf(core, obj);
    const actor = createActor(gameObjectLogic, { input: { id: obj.id, card: obj.card, channels } });
    this.live.set(obj.id, actor);
    actor.start();
    if (channels.length) this.subscriptions.set(obj.id, channels.map((c) => this.bus.channel(c).subscribe((event) => actor.send({ type: 'HEARD', event }))));
  }

  leave(_core: GameCore, obj: GameObject): void {
    this.stop(obj.id);
  }

  private stop(id: number): void {
    for (const s of this.subscriptions.get(id) ?? []) s.unsubscribe();
    this.subscriptions.delete(id);
    const a = this.live.get(id);
    if (a) { a.stop(); this.live.delete(id); }
  }

  stopAll(): void {
    for (const id of [...this.live.keys()]) this.stop(id);
  }
}
