/**
 * Theorem 14.9's comparator: a near-minimiser over the disc ‖w‖ ≤ B of the convex objective
 * J(w) = Ê φ(w) + ‖w‖²/(2ηt). Any w of the disc gives an upper bound of the infimum, so a
 * near-minimiser is all the bound needs; its value is then taken on the whole sample.
 *
 * In coordinates along w* and across it (w = a·w* + b·w⊥), b ↦ J is convex on the chord at a,
 * and a ↦ min_b J is convex too (a partial minimum of a convex function over a convex set): a
 * golden-section search in b nested in one in a finds the minimum, to the searches' tolerance.
 */
const PHI = (Math.sqrt(5) - 1) / 2;

function golden(f: (x: number) => number, lo: number, hi: number, steps: number): number {
  let a = lo;
  let b = hi;
  let c = b - PHI * (b - a);
  let d = a + PHI * (b - a);
  let fc = f(c);
  let fd = f(d);
  for (let i = 0; i < steps; i++) {
    if (fc <= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - PHI * (b - a);
      fc = f(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + PHI * (b - a);
      fd = f(d);
    }
  }
  return (a + b) / 2;
}

/**
 * The minimiser, as [w0, w1]. `objective(w0, w1)` is J; `wstar` the unit target (the axis the
 * search is aligned with: by the distribution's symmetry the minimiser lies near it).
 */
export function minimiseOnDisc(
  objective: (w0: number, w1: number) => number,
  B: number,
  wstar: readonly [number, number],
  steps = 22,
): [number, number] {
  const [u0, u1] = wstar;
  const at = (a: number, b: number): number => objective(a * u0 - b * u1, a * u1 + b * u0);
  const bestB = (a: number): number => {
    const h = Math.sqrt(Math.max(B * B - a * a, 0));
    return h > 0 ? golden((b) => at(a, b), -h, h, steps) : 0;
  };
  const a = golden((a) => at(a, bestB(a)), -B, B, steps);
  const b = bestB(a);
  // The searches' midpoints stay inside the disc; a last guard against rounding.
  const w0 = a * u0 - b * u1;
  const w1 = a * u1 + b * u0;
  const n = Math.hypot(w0, w1);
  // Either the search's point or the centre, whichever is lower: both lie in the disc.
  const point: [number, number] = n > B ? [(w0 * B) / n, (w1 * B) / n] : [w0, w1];
  return objective(point[0], point[1]) <= objective(0, 0) ? point : [0, 0];
}
