/**
 * How often a playing run redraws, fitted to the device. A laptop draws every frame. A phone
 * (several times slower) cannot: each redraw of the plane, the charts and the proof costs more
 * than a frame, so frames drop and the page stutters. The pace watches the frames themselves
 * (the interval between animation frames takes in script, layout, paint and collection alike)
 * and, when too many are dropped, redraws every `stride` frames instead of every frame; when
 * frames are to spare again, it comes back towards every frame. The frames in between only keep
 * the animation clock: what a slow device cannot draw at 60 fps it draws less often, never by
 * blocking.
 */
export interface PaceOptions {
  /** Frame periods (drawn or dropped) in each judgement window. */
  window: number;
  /**
   * Frame periods in the first window after a reset: the first Play on a page judges the device
   * sooner (a sixth of a second at 60 Hz, not half a second), since until then every frame
   * redraws. Counted in the page on a phone (4× CPU throttle), about half the frames five lessons
   * dropped in 8 s of play were dropped in the first second after Play, redrawing every frame.
   */
  firstWindow: number;
  /** Above this share of dropped frames in a window, redraw less often. */
  tooMany: number;
  /** Below this share, redraw more often again. */
  fewEnough: number;
  /** The stride never goes above this (a redraw at least this often, in frames). */
  maxStride: number;
}

export const PACE_DEFAULTS: PaceOptions = {
  window: 30,
  firstWindow: 10,
  tooMany: 0.05,
  fewEnough: 0.015,
  maxStride: 24,
};

export class Pace {
  /** Frames from one redraw to the next: 1 is every frame. */
  stride = 1;
  private sinceDraw = 0;
  private frames = 0;
  private dropped = 0;
  /** The display's frame period, the shortest interval seen (a 60 Hz screen: 16.7 ms). */
  private period = Infinity;
  /** Whether a window has been judged since the last reset. */
  private judged = false;
  private readonly o: PaceOptions;

  constructor(options: Partial<PaceOptions> = {}) {
    this.o = { ...PACE_DEFAULTS, ...options };
  }

  /**
   * One animation frame, `dt` ms after the previous one. Returns whether this frame redraws.
   * Intervals of a second or more (a hidden tab, a paused run) are not judged.
   */
  frame(dt: number): boolean {
    if (Number.isFinite(dt) && dt > 0 && dt < 1000) {
      // Frame periods are 4–34 ms (240 Hz to 30 Hz); a shorter interval is two callbacks at once.
      if (dt >= 4 && dt < this.period) this.period = Math.min(dt, 34);
      const period = Number.isFinite(this.period) ? this.period : dt;
      this.frames += 1;
      // An interval of 2.6 periods is one frame drawn late and one or two missed: count them.
      this.dropped += Math.max(0, Math.round(dt / period) - 1);
      // Judged every `window` frame periods, drawn or dropped: a device drawing twice a second
      // is judged as often as one drawing sixty times.
      const size = this.judged ? this.o.window : this.o.firstWindow;
      if (this.frames + this.dropped >= size) this.judge();
    }
    this.sinceDraw += 1;
    if (this.sinceDraw >= this.stride) {
      this.sinceDraw = 0;
      return true;
    }
    return false;
  }

  /** Forget everything: redraw every frame, as on a fast device. */
  reset(): void {
    this.stride = 1;
    this.judged = false;
    this.resume();
  }

  /**
   * Playing again: the device has not become faster, so the stride it needed is kept (and eases
   * back towards every frame if frames are to spare); a page does not stutter through its first
   * redraws again each time Play is pressed. Frames before now are not judged.
   */
  resume(): void {
    this.sinceDraw = 0;
    this.frames = 0;
    this.dropped = 0;
  }

  private judge(): void {
    this.judged = true;
    const share = this.dropped / (this.frames + this.dropped);
    // One dropped frame alone is not a slow device (a laptop drops one now and then in its first
    // frames after Play): in the short first window it would be a share of a tenth, and the
    // stride would grow to 3, to come back one a window.
    if (share > this.o.tooMany && this.dropped >= 2) {
      // Multiplicative: a phone that drops half its frames needs a few times fewer redraws, and
      // should get there within a second or so, not one step per window.
      this.stride = Math.min(this.o.maxStride, Math.ceil(this.stride * 1.5 + share * 10));
    } else if (share < this.o.fewEnough && this.stride > 1) {
      this.stride -= 1;
    }
    this.frames = 0;
    this.dropped = 0;
  }
}

/**
 * The pace of the page's run, shared with the panels that follow it at their own rates (the
 * proof, the charts): they stretch their intervals by the same stride, so that on a slow device
 * they too update less often instead of stealing the frames the pace saved.
 */
export const pagePace = new Pace();
