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

/** a ← a + k·b, in place. */
export function addScaled(a: Vec, k: number, b: ArrayLike<number>): void {
  for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) + k * (b[i] ?? 0);
}

export function unitFromAngle(theta: number): Vec {
  return Float64Array.of(Math.cos(theta), Math.sin(theta));
}

export function normalize(a: ArrayLike<number>): Vec {
  const n = norm(a);
  const out = Float64Array.from(a);
  if (n > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / n;
  return out;
}
