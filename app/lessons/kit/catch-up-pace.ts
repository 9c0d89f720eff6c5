/**
 * How many new rounds a chart summarises in one task while it catches up (the first turns after
 * Play, a run's end, a chart scrolled back into view). Each round costs each of the chart's series
 * a value and a bucket update, so the cost of a step depends on the chart and on the device: on a
 * phone (4× CPU), 8 000 rounds of the experts lesson's regret chart took 40–55 ms, a long task of
 * its own. The pace times each step and sizes the next to fit `budgetMs`: a laptop keeps the
 * largest steps, a phone takes smaller ones, more often.
 */
export class CatchUpPace {
  /** Rounds the next step may summarise, `min` … `max`. */
  step: number;

  constructor(
    private readonly budgetMs = 12,
    private readonly min = 500,
    private readonly max = 8_000,
    first = 1_000,
  ) {
    this.step = Math.max(min, Math.min(max, first));
  }

  /**
   * A step of `rounds` new rounds took `elapsedMs`. Steps too short to time (fewer than `min`
   * rounds: the last bit of a catch-up, or a chart that keeps up) teach nothing. The next step
   * grows at most twofold, so one quick step (a summary cached by another chart) does not undo
   * what slower ones taught.
   */
  took(rounds: number, elapsedMs: number): void {
    if (!(rounds >= this.min) || !(elapsedMs > 0) || !Number.isFinite(elapsedMs)) return;
    const fits = Math.floor((this.budgetMs * rounds) / elapsedMs);
    this.step = Math.max(this.min, Math.min(this.max, fits, this.step * 2));
  }

  private lastSeries: unknown = null;
  private lastN = 0;

  /**
   * `series(n)`, timed: the rounds it summarised afresh are those past the last call's `n` with
   * the same function (a new function, new data, starts from none).
   */
  summarise<S>(series: (n: number) => S, n: number): S {
    const from = series === this.lastSeries ? this.lastN : 0;
    const start = performance.now();
    const out = series(n);
    this.took(n - from, performance.now() - start);
    this.lastSeries = series;
    this.lastN = n;
    return out;
  }
}
