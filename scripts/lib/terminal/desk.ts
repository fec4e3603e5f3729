/** The desk of terminal play: prompts one at a time, each person's log, the hand-off screen, undo with consent. */
import type { ActRequest, LocalTable } from '../../../actors/index.ts';
import type { Desk } from './person.ts';
import type { Prompter } from './prompter.ts';
import type { TerminalGame } from './terminal-game.ts';

/**
 * The desk of a terminal game: one prompt at a time, each person's log kept until they are at the keyboard,
 * the hand-off screen between two people, and undo with the other person's consent.
 * @example const desk = new TerminalDesk(inquirerPrompter(), [0, 1], (seat) => names[seat]); desk.table = table;
 */
export class TerminalDesk implements Desk {
  onScreen: number | null = null;
  readonly logs = new Map<number, string[]>();
  private chain: Promise<unknown> = Promise.resolve();
  table: LocalTable<TerminalGame, unknown, ActRequest<unknown>, unknown> | null = null;
  /** Writes the game to the --save file (session.ts sets it). */
  save: (() => string) | undefined = undefined;

  constructor(private readonly prompter: Prompter, private readonly people: number[], private readonly name: (seat: number) => string) {
    for (const p of people) this.logs.set(p, []);
  }

  say(text: string): void { this.prompter.say(text); }
  ask(message: string, check: (text: string) => string | null): Promise<string> { return this.prompter.ask(message, check); }

  exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = this.chain.then(run, run);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Print what `seat` saw happen since they last looked. */
  flush(seat: number): void {
    const lines = this.logs.get(seat) ?? [];
    for (const l of lines) this.prompter.say(l);
    lines.length = 0;
  }

  /** Between two people: clear the screen and wait for `seat` to take the keyboard. */
  async handTo(seat: number): Promise<void> {
    if (this.people.length < 2 || this.onScreen === seat) return;
    this.prompter.clear();
    for (const p of this.people) this.fresh.add(p);
    await this.prompter.ask(`Hand the keyboard to ${this.name(seat)}. ${this.name(seat)}, press Enter when ready`, () => null);
    this.prompter.clear();
    this.onScreen = seat;
  }

  /** Set when the screen was cleared or the game made again: the next prompt shows the whole table. */
  private fresh = new Set<number>();

  async before(seat: number): Promise<boolean> {
    await this.handTo(seat);
    this.onScreen = seat;
    this.flush(seat);
    const fresh = this.fresh.has(seat);
    this.fresh.delete(seat);
    return fresh;
  }

  async undo(seat: number, n: number): Promise<string | null> {
    const table = this.table!;
    const can = table.undoable(seat);
    if (n < 1) return 'undo N takes back N of your decisions: N is at least 1.';
    if (can === 0) return 'Nothing of yours to take back yet.';
    if (n > can) return `You have made only ${can} decision(s) so far: undo ${can} at most.`;
    for (const other of this.people.filter((p) => p !== seat)) {
      await this.handTo(other);
      const yes = await this.prompter.ask(`${this.name(other)}: ${this.name(seat)} asks to take back their last ${n} decision(s). Allow? (y/n)`, (t) => (/^(y|yes|n|no)$/i.test(t) ? null : 'answer y or n'));
      if (/^n/i.test(yes)) {
        await this.handTo(seat);
        return `${this.name(other)} did not agree: nothing was taken back (type board to see the table).`;
      }
    }
    this.prompter.say(`Taking back ${n} decision(s) of ${this.name(seat)}…`);
    for (const lines of this.logs.values()) lines.length = 0;
    for (const p of this.people) this.fresh.add(p);
    try {
      table.undo(n, seat);
    } catch (e) {
      return `Nothing was taken back: ${e instanceof Error ? e.message : String(e)}`;
    }
    const s = table.game.state;
    this.prompter.say(`Back to turn ${s.turn}, ${s.step.replace(/_/g, ' ')}.`);
    return null;
  }
}
