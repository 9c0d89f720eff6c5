/**
 * The best margin of a halfspace through the origin on labelled 2-D points.
 *
 * With z_i = y_i·x_i, max over unit u of min_i ⟨u, z_i⟩ is the distance from the origin to the
 * convex hull of {z_i} when the origin lies outside it; when the origin is inside or on the hull no
 * direction has every ⟨u, z_i⟩ > 0. The yes/no question "is the origin outside?" decides whether a
 * scene is separable at all, so it is answered with exact predicates (a floating-point filter, then
 * error-free expansions, then BigInt for extreme magnitudes); only the distance itself is computed
 * in floating point.
 */
import { nearest, type Solution } from './hull-distance';
import { argminDot, convexHull, insertOutside, mergeHull, originOutside, type Pt } from './hull';

// halfspace2d.test.ts imports crossSign from here.
export { crossSign } from './exact-predicates';

export interface MarginResult {
  separable: boolean;
  /**
   * The best min_i y_i⟨u, x_i⟩ over unit u: positive when separable, 0 when not (the true maximum
   * may be negative, but "not separable" is what the scenes need). Infinity for zero points.
   */
  margin: number;
  direction: [number, number] | null;
}

function solveHull(hull: readonly Pt[]): Solution | null {
  return originOutside(hull) ? nearest(hull) : null;
}

function signedPoint(x1: number, x2: number, y: number): Pt {
  if (!Number.isFinite(x1) || !Number.isFinite(x2)) {
    throw new RangeError(`margin2d: coordinates must be finite, got (${x1}, ${x2})`);
  }
  if (y !== 1 && y !== -1) throw new RangeError(`margin2d: label must be -1 or +1, got ${y}`);
  return [y * x1, y * x2];
}

const NOT_SEPARABLE: MarginResult = { separable: false, margin: 0, direction: null };

export function bestMargin(points: ArrayLike<{ x1: number; x2: number; y: 1 | -1 }>): MarginResult {
  const n = points.length;
  if (n === 0) return { separable: true, margin: Infinity, direction: null };
  const zs: Pt[] = new Array<Pt>(n);
  let zero = false;
  for (let i = 0; i < n; i++) {
    const p = points[i];
    if (!p) throw new RangeError(`margin2d: missing point at index ${i}`);
    const z = signedPoint(p.x1, p.x2, p.y);
    if (z[0] === 0 && z[1] === 0) zero = true;
    zs[i] = z;
  }
  if (zero) return { ...NOT_SEPARABLE };
  const sol = solveHull(convexHull(zs));
  return sol
    ? { separable: true, margin: sol.margin, direction: sol.direction }
    : { ...NOT_SEPARABLE };
}

// A new point only triggers a recomputation when it is not clearly above the current optimum;
// borderline cases recompute, which is always correct.
const SKIP_SLACK = 1e-12;

/**
 * bestMargin over a growing stream. Keeps the exact hull of {z_i} plus a buffer of points that
 * provably leave the optimum unchanged (⟨u*, z⟩ > margin); the buffer is merged once it outgrows
 * the hull. A point that lowers the margin is spliced into the hull next to the current optimum,
 * and the new optimum is read off the two edges through it.
 */
export class IncrementalMargin {
  private count = 0;
  private dead = false;
  private hull: Pt[] = [];
  private pending: Pt[] = [];
  private margin = Infinity;
  private direction: Pt | null = null;
  /** A hull vertex whose edges carry the optimum, or −1 when unknown. */
  private optimumVertex = -1;

  add(x1: number, x2: number, y: 1 | -1): void {
    const z = signedPoint(x1, x2, y);
    this.count++;
    if (this.dead) return;
    if (z[0] === 0 && z[1] === 0) {
      this.kill();
      return;
    }
    const u = this.direction;
    const d = u ? u[0] * z[0] + u[1] * z[1] : 0;
    const slack = SKIP_SLACK * (Math.abs(z[0]) + Math.abs(z[1]) + this.margin);
    if (u && d > this.margin + slack) {
      this.pending.push(z);
      if (this.pending.length > this.hull.length + 32) this.merge();
      return;
    }
    if (u && d < this.margin - slack && this.hull.length >= 3) {
      // A clear violator lowers the margin, so the new optimum lies on an edge through z.
      if (this.pending.length > 0) this.merge();
      if (this.optimumVertex < 0) this.optimumVertex = argminDot(this.hull, u);
      const ins = insertOutside(this.hull, z, this.optimumVertex);
      if (ins) {
        if (ins.originCovered) {
          this.kill();
          return;
        }
        const sol = nearest(this.hull, ins.index);
        this.margin = sol.margin;
        this.direction = sol.direction;
        this.optimumVertex = ins.index;
        return;
      }
    }
    this.pending.push(z);
    this.merge();
    if (!originOutside(this.hull)) {
      this.kill();
      return;
    }
    const sol = nearest(this.hull);
    this.margin = sol.margin;
    this.direction = sol.direction;
  }

  result(): MarginResult {
    if (this.dead) return { ...NOT_SEPARABLE };
    return {
      separable: true,
      margin: this.margin,
      direction: this.direction ? [this.direction[0], this.direction[1]] : null,
    };
  }

  /** Plain JSON: the margin is stored as null when it is Infinity (no points yet). */
  save(): MarginState {
    return {
      version: 1,
      count: this.count,
      dead: this.dead,
      margin: this.count === 0 ? null : this.margin,
      direction: this.direction ? [this.direction[0], this.direction[1]] : null,
      hull: this.hull.flat(),
      pending: this.pending.flat(),
    };
  }

  load(state: unknown): void {
    const s = parseState(state);
    this.count = s.count;
    this.dead = s.dead;
    this.margin = s.margin ?? Infinity;
    this.direction = s.direction ? [s.direction[0], s.direction[1]] : null;
    // Re-hulling costs little and means a hand-edited checkpoint cannot break the invariant.
    this.hull = convexHull(unflatten(s.hull));
    this.pending = unflatten(s.pending);
    this.optimumVertex = -1;
  }

  private merge(): void {
    const pending = this.pending;
    this.pending = [];
    this.optimumVertex = -1;
    this.hull = mergeHull(this.hull, pending);
  }

  private kill(): void {
    this.dead = true;
    this.hull = [];
    this.pending = [];
    this.optimumVertex = -1;
    this.margin = 0;
    this.direction = null;
  }
}

function unflatten(xs: readonly number[]): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i + 1 < xs.length; i += 2) out.push([xs[i] ?? 0, xs[i + 1] ?? 0]);
  return out;
}

export interface MarginState {
  version: 1;
  count: number;
  dead: boolean;
  margin: number | null;
  direction: [number, number] | null;
  /** Hull vertices of {z_i} merged so far, flattened as x, y, x, y, … */
  hull: number[];
  /** Points known not to move the optimum, not yet merged into the hull. */
  pending: number[];
}

function parseState(state: unknown): MarginState {
  const bad = (why: string): never => {
    throw new TypeError(`IncrementalMargin.load: ${why}`);
  };
  if (typeof state !== 'object' || state === null) return bad('state is not an object');
  const s = state as Record<string, unknown>;
  if (s.version !== 1) bad('unknown version');
  const { count, dead, margin, direction, hull, pending } = s;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) bad('bad count');
  if (typeof dead !== 'boolean') bad('bad dead flag');
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  if (margin !== null && !finite(margin)) bad('bad margin');
  if (
    direction !== null &&
    !(Array.isArray(direction) && direction.length === 2 && direction.every(finite))
  ) {
    bad('bad direction');
  }
  const flat = (v: unknown) => Array.isArray(v) && v.length % 2 === 0 && v.every(finite);
  if (!flat(hull)) bad('bad hull');
  if (!flat(pending)) bad('bad pending points');
  if ((count === 0) !== (margin === null)) bad('margin must be null exactly when count is 0');
  return state as MarginState;
}
