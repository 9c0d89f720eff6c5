/**
 * A stream's target g: the labels are y = sign g(x). Two forms, each with an exact norm in the
 * feature space of the kernels that contain it (feature-norm.ts): a polynomial Σ g_ij x₁^i x₂^j,
 * or a Gaussian expansion Σ_j α_j exp(−‖x − z_j‖²/(2τ²)).
 */
export interface PolyTerm {
  /** Powers of x₁ and x₂. */
  i: number;
  j: number;
  coef: number;
}

export interface PolyTarget {
  kind: 'poly';
  terms: PolyTerm[];
}

export interface GaussianTarget {
  kind: 'gaussian';
  tau: number;
  /** Centres z_j as x, y columns, and their weights α_j. */
  zx: number[];
  zy: number[];
  alpha: number[];
}

export type Target = PolyTarget | GaussianTarget;

export function targetValue(g: Target, x0: number, x1: number): number {
  if (g.kind === 'poly') {
    let s = 0;
    for (const t of g.terms) s += t.coef * x0 ** t.i * x1 ** t.j;
    return s;
  }
  const k = -1 / (2 * g.tau * g.tau);
  let s = 0;
  for (let j = 0; j < g.alpha.length; j++) {
    const d0 = x0 - (g.zx[j] as number);
    const d1 = x1 - (g.zy[j] as number);
    s += (g.alpha[j] as number) * Math.exp(k * (d0 * d0 + d1 * d1));
  }
  return s;
}

/** The polynomial's degree (the largest i + j with a nonzero coefficient); −1 when g = 0. */
export function polyDegree(g: PolyTarget): number {
  let d = -1;
  for (const t of g.terms) if (t.coef !== 0) d = Math.max(d, t.i + t.j);
  return d;
}

/** Whether every monomial has degree exactly d (no constant or lower terms). */
export function homogeneousOf(g: PolyTarget, d: number): boolean {
  return g.terms.every((t) => t.coef === 0 || t.i + t.j === d);
}
