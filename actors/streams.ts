/** The RxJS streams: every resolved event, and per-type channels that interceptors and UIs listen on. */
import { Subject, filter, share } from 'rxjs';
import type { Observable } from 'rxjs';
import type { GameEvent, GameEventType, EventOf } from '../rules/index.ts';

/**
 * An event bus: `events$` carries every event the game resolves, in order.
 * @example bus.channel('damage').subscribe((e) => console.log(e.amount));
 */
export class EventBus {
  private readonly subject = new Subject<GameEvent>();
  readonly events$: Observable<GameEvent> = this.subject.asObservable();
  private readonly channels = new Map<string, Observable<GameEvent>>();

  publish(event: GameEvent): void {
    if (this.subject.observed) this.subject.next(event);
  }

  channel<T extends GameEventType>(type: T): Observable<EventOf<T>> {
    let c = this.channels.get(type);
    if (!c) {
      c = this.events$.pipe(filter((e) => e.type === type), share());
      this.channels.set(type, c);
    }
    return c as Observable<EventOf<T>>;
  }

  complete(): void {
    this.subject.complete();
  }
}
