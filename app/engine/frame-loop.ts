/**
 * An animation-frame loop that sleeps while it has nothing to do. `step(dt)` runs once a frame,
 * `dt` ms after the one before (at most 250: a hidden tab's gap is not a run's time), and says
 * whether the loop should go on; asleep, the loop asks for no frames until `wake()`.
 *
 * A loop that asked for every frame of an idle page made the browser run a main frame at every
 * frame of the display (its checks of style and layout, the page's intersection observers, a
 * commit to the compositor) for nothing: traced in Chromium, a lesson committed every 17 ms until
 * the end of the trace; with the loop asleep, its last commit came about 1 s after navigation.
 */
export class FrameLoop {
  // The frame asked for; 0 while asleep, -1 while a step runs (it decides whether to go on).
  private frame = 0;
  private last = 0;
  private stopped = false;

  constructor(
    private readonly step: (dt: number) => boolean,
    private readonly raf: (run: (now: number) => void) => number = (run) =>
      requestAnimationFrame(run),
    private readonly caf: (id: number) => void = (id) => cancelAnimationFrame(id),
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Whether a frame is asked for (or a step is running). */
  get awake(): boolean {
    return !this.stopped && this.frame !== 0;
  }

  /** Asks for a frame, unless one is asked for already or a step is running. */
  wake(): void {
    if (this.stopped || this.frame !== 0) return;
    // After a sleep, the first step counts its time from now, not from the last frame before.
    this.last = this.clock();
    this.frame = this.raf(this.tick);
  }

  /** Ends the loop for good. */
  stop(): void {
    if (this.frame > 0) this.caf(this.frame);
    this.stopped = true;
    this.frame = 0;
  }

  private readonly tick = (now: number): void => {
    if (this.stopped) return;
    this.frame = -1;
    const dt = Math.max(0, Math.min(250, now - this.last));
    this.last = now;
    const more = this.step(dt);
    if (this.stopped) return;
    this.frame = more ? this.raf(this.tick) : 0;
  };
}
