/**
 * The true 0–1 error of a homogeneous classifier x ↦ sign⟨w, x⟩ under the distribution of the
 * perceptron's iid stream: x uniform in the disk ‖x‖ ≤ R minus the band |⟨w*, x⟩| < γ, labelled
 * sign⟨w*, x⟩, each label then flipped with probability `noise`.
 *
 * Where the two classifiers disagree is a double wedge of angle θ (the angle between w and w*)
 * between their boundary lines. In one wedge, at angle ψ ∈ (0, θ) from w*'s boundary, a point at
 * radius r lies outside the band when r·sin ψ ≥ γ, so the wedge's share of the support is
 *   A(θ) = ∫₀^θ ½ (R² − γ²/sin²ψ)₊ dψ = ½ [R²ψ + γ² cot ψ] from ψ₀ = arcsin(γ/R) to min(θ, π − ψ₀),
 * and the clean error is 2A(θ)/|support|. A flipped label turns a right answer wrong and a wrong
 * one right: err = noise + (1 − 2·noise)·clean. The zero vector errs everywhere (y⟨0, x⟩ = 0 ≤ 0,
 * the notes' convention).
 */

/** The area of the support: the disk minus the band. */
export function diskBandArea(R: number, gamma: number): number {
  const g = Math.min(Math.max(gamma, 0), R);
  const band = 2 * (g * Math.sqrt(Math.max(R * R - g * g, 0)) + R * R * Math.asin(g / R));
  return Math.max(Math.PI * R * R - band, 0);
}

/** The area of one disagreement wedge of angle θ ∈ [0, π], outside the band. */
export function wedgeArea(theta: number, R: number, gamma: number): number {
  const g = Math.min(Math.max(gamma, 0), R);
  const psi0 = Math.asin(g / R);
  const psi1 = Math.min(Math.max(theta, 0), Math.PI - psi0);
  if (psi1 <= psi0) return 0;
  // cot ψ₀ = √(R² − γ²)/γ, written so that γ = 0 (ψ₀ = 0, no band) gives γ² cot ψ₀ = 0.
  const at0 = R * R * psi0 + g * Math.sqrt(Math.max(R * R - g * g, 0));
  const at1 = R * R * psi1 + (g * g * Math.cos(psi1)) / Math.sin(psi1);
  return Math.max(0.5 * (at1 - at0), 0);
}

/** The angle between w and w* in [0, π]. */
export function angleBetween(
  w: readonly [number, number],
  wstar: readonly [number, number],
): number {
  const cross = w[0] * wstar[1] - w[1] * wstar[0];
  const dot = w[0] * wstar[0] + w[1] * wstar[1];
  return Math.abs(Math.atan2(cross, dot));
}

/** The probability that y⟨w, x⟩ ≤ 0 for a fresh draw of the stream's distribution. */
export function diskBandError(
  w: readonly [number, number],
  wstar: readonly [number, number],
  R: number,
  gamma: number,
  noise = 0,
): number {
  if (w[0] === 0 && w[1] === 0) return 1;
  const area = diskBandArea(R, gamma);
  if (!(area > 0)) return 0;
  const clean = Math.min(1, (2 * wedgeArea(angleBetween(w, wstar), R, gamma)) / area);
  return noise + (1 - 2 * noise) * clean;
}
