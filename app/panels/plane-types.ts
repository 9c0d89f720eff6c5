/** The plane's data types, apart from the panel, so its layers import them without a cycle. */
export interface PlaneLearner {
  id: string;
  name: string;
  /**
   * The vector's letter at its tip, subscripted t: `w` unless said (the online-to-batch average
   * is ŵ_t, not an iterate w_t). A learner after the first adds its name after it.
   */
  symbol?: string;
  color: string;
  dash: string;
  w: [number, number];
}

/** Rounds 1..count are indexes 0..count−1; `mistake` refers to the first learner. */
export interface PlanePoints {
  x1: ArrayLike<number>;
  x2: ArrayLike<number>;
  y: ArrayLike<number>;
  mistake: ArrayLike<number>;
  count: number;
}

export interface PlaneUpdate {
  from: [number, number];
  to: [number, number];
  x: [number, number];
  y: 1 | -1;
  durationMs: number;
}
