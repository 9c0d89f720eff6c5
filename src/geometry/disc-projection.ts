/**
 * Euclidean projection onto the disc ‖w‖ ≤ B: the point itself inside, x·B/‖x‖ outside. A point
 * inside is returned bit for bit (never multiplied by a factor that rounds to 1), so a projected
 * step that does not leave the disc is exactly the unprojected one.
 *
 * Writes into out and returns whether the projection moved the point.
 */
export function projectOntoDisc(x0: number, x1: number, B: number, out: Float64Array): boolean {
  const n2 = x0 * x0 + x1 * x1;
  if (n2 <= B * B) {
    out[0] = x0;
    out[1] = x1;
    return false;
  }
  if (n2 < Infinity) {
    const s = B / Math.sqrt(n2);
    out[0] = x0 * s;
    out[1] = x1 * s;
    return true;
  }
  return projectFar(x0, x1, B, out);
}

/** ‖x‖² overflowed (or x has an infinite or NaN entry): rescale before normalizing. */
function projectFar(x0: number, x1: number, B: number, out: Float64Array): boolean {
  if (Number.isNaN(x0) || Number.isNaN(x1)) {
    // No direction to keep: the centre is the safe point of Ω.
    out[0] = 0;
    out[1] = 0;
    return true;
  }
  let d0 = x0;
  let d1 = x1;
  if (!Number.isFinite(d0) || !Number.isFinite(d1)) {
    d0 = Number.isFinite(d0) ? 0 : Math.sign(d0);
    d1 = Number.isFinite(d1) ? 0 : Math.sign(d1);
  } else {
    const m = Math.max(Math.abs(d0), Math.abs(d1));
    d0 /= m;
    d1 /= m;
  }
  const n = Math.sqrt(d0 * d0 + d1 * d1);
  out[0] = (d0 / n) * B;
  out[1] = (d1 / n) * B;
  return true;
}
