import { describe, expect, it } from 'vitest';
import { Perceptron } from '../learners/perceptron';

/**
 * The notes state 1/γ² + 1 for the perceptron started from a random unit vector (R = 1). An
 * adaptive adversary in high dimension shows that cannot be right, while R²/γ² + 2/γ holds.
 * The start w₀ = −w* is one a random start can come arbitrarily close to.
 */
function worstCase(gamma: number, dim: number): number {
  const p = new Perceptron({ dim });
  const w = p.weights();
  w[0] = -1; // w* = e₀
  let fresh = 1;
  let mistakes = 0;
  const s = Math.sqrt(1 - gamma * gamma);
  for (let round = 0; round < 10 * dim && fresh < dim; round++) {
    const a = w[0] ?? 0;
    let perp = 0;
    for (let i = 1; i < dim; i++) perp += (w[i] ?? 0) ** 2;
    perp = Math.sqrt(perp);
    // z = γe₀ + s(−c·w⊥/‖w⊥‖ + √(1−c²)·e_fresh), with c chosen so that ⟨z, w⟩ is just below 0.
    const c = perp > 0 ? (gamma * a) / (s * perp) + 1e-9 : 0;
    if (c > 1) break;
    const cc = Math.max(-1, c);
    const z = new Float64Array(dim);
    z[0] = gamma;
    if (perp > 0) for (let i = 1; i < dim; i++) z[i] = (-cc * s * (w[i] ?? 0)) / perp;
    z[fresh] = (z[fresh] ?? 0) + s * Math.sqrt(Math.max(0, 1 - cc * cc));
    fresh += 1;
    const score = p.predict(z);
    if (score > 0) break;
    p.update(z, score, 1);
    mistakes += 1;
  }
  return mistakes;
}

describe('the random-start perceptron bound', () => {
  it.each([0.5, 0.3, 0.1])('γ = %s: beats 1/γ² + 1 but not 1/γ² + 2/γ', (gamma) => {
    const M = worstCase(gamma, 600);
    expect(M).toBeGreaterThan(1 / gamma ** 2 + 1);
    expect(M).toBeLessThanOrEqual(1 / gamma ** 2 + 2 / gamma);
  });
});
