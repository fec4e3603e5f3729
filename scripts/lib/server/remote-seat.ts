/**
 * A seat played by remote clients: an asynchronous policy whose answers come from the seat's WebSocket
 * connections. When the game asks the seat, the request (the decision and its legal actions, or the choice) is
 * kept and sent to every connection of the seat; the first valid reply settles it. A reply that is not legal is
 * refused with a message and the seat is still asked.
 */
import { answerFits, canonicalJson, sameData } from '../../../actors/index.ts';
import type { ActRequest, RecordablePolicy } from '../../../actors/index.ts';
import type { Answer, Choice } from '../../../rules/index.ts';

/** What the seat is asked now: a top-level decision with its legal actions, or an in-action choice. */
export type SeatRequest =
  | { kind: 'decision'; id: number; decision: { player: number; kind: string }; legal: unknown[]; settle: (a: unknown) => void }
  | { kind: 'choice'; id: number; choice: Choice; settle: (a: Answer) => void };

/** Where a remote seat sends what it is asked. */
export interface SeatOutlet { asked(seat: number, request: SeatRequest): void }

/**
 * @example const seat = new RemoteSeat(1, 'Alice', outlet); const policy = seat.policy<PlayerAction, DecisionRequest, ChoiceRequest>();
 */
export class RemoteSeat {
  request: SeatRequest | null = null;
  /** How many requests the seat was sent: each has its number, and a reply may name the one it answers. */
  private asked = 0;
  constructor(readonly seat: number, public name: string, private readonly outlet: SeatOutlet) {}

  /** The seat's policy, typed for the ruleset's game. */
  policy<A, R extends ActRequest<A>, Q>(): RecordablePolicy<A, R, Q> {
    return {
      name: `remote(${this.name})`,
      async: true,
      act: (r: R): Promise<A> => new Promise<A>((resolve) => {
        const legal = r.legal();
        this.request = { kind: 'decision', id: ++this.asked, decision: { player: r.decision.player, kind: r.decision.kind }, legal, settle: (a) => resolve(a as A) };
        this.outlet.asked(this.seat, this.request);
      }),
      choose: (choice: Choice): Promise<Answer> => new Promise<Answer>((resolve) => {
        this.request = { kind: 'choice', id: ++this.asked, choice, settle: resolve };
        this.outlet.asked(this.seat, this.request);
      }),
    };
  }

  /**
   * A client's action: one of the listed legal actions (as data, or its index in the list). Null when taken;
   * otherwise why it is refused (nothing changes).
   */
  act(action: unknown, index: number | undefined, ask?: number): string | null {
    const r = this.request;
    if (r && ask !== undefined && ask !== r.id) return `request ${ask} was answered already; the seat is asked request ${r.id}`;
    if (!r || r.kind !== 'decision') return r ? `the game asks you a ${r.choice.kind} choice; send an answer` : 'the game does not wait for a decision of yours';
    const found = index !== undefined ? r.legal[index] : r.legal.find((l) => sameData(l, action));
    if (found === undefined) {
      return index !== undefined ? `there is no legal action ${index} (0 to ${r.legal.length - 1})` : `${canonicalJson(action)} is not one of your ${r.legal.length} legal action(s)`;
    }
    this.request = null;
    r.settle(found);
    return null;
  }

  /** A client's answer to the choice asked: null when taken, otherwise why it is refused (nothing changes). */
  answer(answer: unknown, ask?: number): string | null {
    const r = this.request;
    if (r && ask !== undefined && ask !== r.id) return `request ${ask} was answered already; the seat is asked request ${r.id}`;
    if (!r || r.kind !== 'choice') return r ? 'the game waits for an action of yours; send act' : 'the game does not ask you a choice';
    const why = answerFits(r.choice, answer);
    if (why !== null) return `not an answer to the ${r.choice.kind} choice: ${why}`;
    this.request = null;
    r.settle(structuredClone(answer) as Answer);
    return null;
  }
}
