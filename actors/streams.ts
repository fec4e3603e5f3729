/** The RxJS streams: every resolved event, and per-type channels that interceptors and UIs listen on. */
import { Subject } from 'rxjs';
import type { Observable } from 'rxjs';
import type { GameEvent, GameEventType, EventOf } from '../rules/index.ts';

/**
 * An event bus: `events$` carries every event the game resolves, in order; `channel(type)` carries the
 * events of one type. Each channel is a Subject of its own, so an event costs only the subscribers of its
 * type, however many channels are listened on.
 * @example bus.channel('damage').subscribe((e) => console.log(e.amount));
 */
export class EventBus {
  private readonly subject = new Subject<GameEvent>();
  readonly events$: Observable<GameEvent> = this.subject.asObservable();
  private readonly channels = new Map<string, Subject<GameEvent>>();

  publish(event: GameEvent): void {
    if (this.subject.observed) this.subject.next(event);
    const c = this.channels.get(event.type);
    if (c?.observed) c.next(event);
  }

  channel<T extends GameEventType>(type: T): Observable<EventOf<T>> {
    let c = this.channels.get(type);
    if (!c) {
      c = new Subject<GameEvent>();
      this.channels.set(type, c);
    }
    return c.asObservable() as Observable<EventOf<T>>;
  }

  complete(): void {
    this.subject.complete();
    for (const c of this.channels.values()) c.complete();
  }
}
