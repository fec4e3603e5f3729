/** Running totals for the log lines of a person's stream (life, Pocket points), from the events themselves. */
import type { PlayerView, ViewEvent } from '../../../rules/index.ts';

/**
 * Life totals and Pocket points as they were right after each event. With a person at the table the game runs
 * its actions as transactions (an answer may come later) and publishes an action's events when it is done, so the
 * view at publication is the one after the whole action; the log's running totals ("loses 3 life (17)") are kept
 * here from the events themselves, as `npm run play` prints them.
 * @example const totals = new RunningTotals(game.view(0)); totals.add(e); formatEvent(totals.onto(game.view(0)), e);
 */
export class RunningTotals {
  private readonly life: number[];
  private readonly points: number[] | null;
  constructor(view: PlayerView) {
    this.life = view.players.map((p) => p.life);
    const pocket = (view as { pocket?: { players: { points: number }[] } }).pocket;
    this.points = pocket ? pocket.players.map((p) => p.points) : null;
  }
  add(e: ViewEvent): void {
    if (e.type === 'life') this.life[e.player] = (this.life[e.player] ?? 0) + e.amount;
    if (e.type === 'pocket_points' && this.points) this.points[e.player] = (this.points[e.player] ?? 0) + e.amount;
  }
  onto<V extends PlayerView>(view: V): V {
    view.players.forEach((p, i) => { p.life = this.life[i] ?? p.life; });
    const pocket = (view as { pocket?: { players: { points: number }[] } }).pocket;
    if (pocket && this.points) pocket.players.forEach((p, i) => { p.points = this.points![i] ?? p.points; });
    return view;
  }
}
