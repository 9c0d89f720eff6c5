/** Small dense-vector helpers; the engine stores vectors as Float64Array. */
export type Vec = Float64Array;

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  // The plane is the common case, run a million times a second: no loop for it.
  if (a.length === 2)
    return (a[0] as number) * (b[0] as number) + (a[1] as number) * (b[1] as number);
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

export function norm(a: ArrayLike<number>): number {
  return Math.sqrt(dot(a, a));
}

/** ‖x‖_p, scaled by the largest entry; 0/±1 entries skip the power. */
export function pNorm(x: ArrayLike<number>, p: number): number {
  let max = 0;
  for (let i = 0; i < x.length; i++) max = Math.max(max, Math.abs(x[i] as number));
  if (max === 0) return 0;
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    const a = Math.abs(x[i] as number) / max;
    s += a === 1 || a === 0 ? a : a ** p;
  }
  return max * s ** (1 / p);
}

/** a ← a + k·b, in place. */
export function addScaled(a: Vec, k: number, b: ArrayLike<number>): void {
  for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) + k * (b[i] ?? 0);
}

export function unitFromAngle(theta: number): Vec {
  return Float64Array.of(Math.cos(theta), Math.sin(theta));
}

/**
 * a/‖a‖. Scaled by the largest entry first: squaring 1e200 overflows to ∞ and squaring 1e-200
 * underflows to 0, which would turn a legal w* = (1e200, 1e200) into the zero vector and leave
 * (1e-200, 1e-200) unnormalized. The zero vector, and a vector with a non-finite entry, come back
 * unchanged.
 */
export function normalize(a: ArrayLike<number>): Vec {
  const out = Float64Array.from(a);
  const n0 = norm(out);
  if (n0 > 1e-150 && n0 < 1e150) {
    // The common case, exactly as before: no rescaling, no extra rounding.
    for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / n0;
    return out;
  }
  let max = 0;
  for (let i = 0; i < out.length; i++) max = Math.max(max, Math.abs(out[i] ?? 0));
  if (!(max > 0) || !Number.isFinite(max)) return out;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / max;
  const n = norm(out);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / n;
  return out;
}
