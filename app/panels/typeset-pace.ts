/**
 * How many typeset formulas reach the page per frame. Each new formula is a few hundred KaTeX
 * boxes to style, lay out, pre-paint and paint in the frame after it arrives: traced on a phone
 * (4× CPU), about 15 ms per formula, so four in one frame made a task of 60–80 ms whenever a proof
 * caught up (a run's end, a proof scrolled into view). The pace watches how long each delivery
 * took, from handing its formulas over to the next delivery (a frame drawn in between), and
 * halves the count when that was long, or grows it by one when it was short: a laptop takes four
 * a frame, a phone one or two.
 */
export class DeliveryPace {
  /** Formulas per frame, 1 … max. */
  count: number;

  constructor(
    private readonly max = 4,
    /** A delivery longer than this (ms) halves the count. */
    private readonly slowMs = 45,
    /** One shorter than this lets it grow by one. */
    private readonly fastMs = 30,
  ) {
    this.count = Math.min(2, max);
  }

  /** The last delivery of `delivered` formulas took `elapsedMs`, its frame included. */
  took(elapsedMs: number, delivered: number): void {
    if (!(elapsedMs >= 0) || delivered <= 0) return;
    if (elapsedMs > this.slowMs) this.count = Math.max(1, Math.floor(this.count / 2));
    else if (elapsedMs < this.fastMs && delivered >= this.count)
      this.count = Math.min(this.max, this.count + 1);
  }
}
