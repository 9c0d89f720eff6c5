import type { ContourMap } from '../../../src/geometry/contour-map';

/** The convex-optimisation plane's props, apart from the panel so its layers import them freely. */

export type OcoMarker = 'circle' | 'square' | 'triangle' | 'diamond';

export interface OcoTrail {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  /** The trail is w_0 … w_count: indexes 0 … count (count + 1 points), bounded by the arrays. */
  count: number;
}

export interface OcoPlaneLearner {
  id: string;
  name: string;
  /** An OKABE_ITO value. */
  color: string;
  /** SVG dash pattern for its trail ('' solid). */
  dash: string;
  marker: OcoMarker;
  /**
   * w_0 … w_count (index 0 is w_0 = (0, 0)); may be long (up to 10⁵): the panel draws a bounded
   * number of SVG vertices whatever the count (the last steps in full, older ones decimated).
   */
  trail: OcoTrail;
  /** The point it plays next (its current iterate). */
  w: [number, number];
}

/** The primary learner's last update, animated. */
export interface OcoStep {
  /** w_{t−1} */
  from: [number, number];
  /** w̃_t = w_{t−1} − η_t g_t (may lie outside Ω) */
  tilde: [number, number];
  /** w_t = Π_Ω(w̃_t) */
  to: [number, number];
  /** 0 snaps (high speed, prefers-reduced-motion). */
  durationMs: number;
}

export type OcoLossMark =
  /** Arrow v from the origin, labelled v_t; the descent direction −v faint. */
  | { kind: 'linear'; v: [number, number] }
  /** The centre z_t, a marker labelled z_t. */
  | { kind: 'quadratic'; z: [number, number] }
  /** The point x_t: a filled circle for +1, a cross for −1 (as PlanePointMarks). */
  | { kind: 'hinge'; x: [number, number]; y: 1 | -1 }
  /** The zero-loss line {w: ⟨w, x⟩ = y}. */
  | { kind: 'squared'; x: [number, number]; y: number };

export interface OcoSurface {
  /**
   * Its contour map, when drawn elsewhere (the engine's worker draws it with the same
   * src/geometry/contour-map.ts, off the main thread); computed here when absent.
   */
  map?: ContourMap | null;
  /**
   * n×n samples over [−extent, extent]², row-major, row 0 at the TOP (y = +extent); cell centres
   * x_i = −E + (i + ½)·2E/n, y_j = E − (j + ½)·2E/n.
   */
  values: Float64Array;
  n: number;
}

export interface OcoPlaneProps {
  /** The plane shows [−extent, extent]². */
  extent: number;
  /** B: the disc Ω, drawn clearly (boundary line, faint fill). */
  radius: number;
  /** The contour map's samples; null: no map (yet). */
  surface: OcoSurface | null;
  /** What the map shows, for the legend and the accessible name: "Σ f_s, s ≤ 120" / "f_120". */
  surfaceLabel: string;
  /** The first is primary. */
  learners: OcoPlaneLearner[];
  step: OcoStep | null;
  /** u*, a star labelled u*. */
  comparator: [number, number] | null;
  loss: OcoLossMark | null;
  /**
   * The stream's kind of loss, for the legend before the first loss is drawn: the legend lists
   * u* and the loss's mark from round 0, so it does not grow, and move the transport under it,
   * when Play draws them (on a phone, 140 px under the reader's finger).
   */
  lossKind?: OcoLossMark['kind'];
  /** The student's stream: a click gives the next loss at the clicked point. */
  onPick?: (x: number, y: number) => void;
  /** The hint under the plane when onPick is set. */
  pickHint?: string;
  /** Accessible name prefix. */
  label?: string;
}
