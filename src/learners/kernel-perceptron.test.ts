import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classification } from '../engine/classification';
import type { KernelSpec } from '../kernels/kernel';
import { KernelPerceptron } from './kernel-perceptron';
import { Perceptron } from './perceptron';

const linear: KernelSpec = { kind: 'linear', degree: 1, c: 0, sigma: 1, a: 1, b: 0 };

/** Points on the dyadic grid k/8, |k| ≤ 64: every product and sum below is exact in doubles. */
const dyadicPoint = fc.tuple(
  fc.integer({ min: -64, max: 64 }),
  fc.integer({ min: -64, max: 64 }),
  fc.constantFrom<1 | -1>(1, -1),
);

describe('the kernel perceptron', () => {
  it('with the linear kernel predicts exactly as the primal perceptron from w₀ = 0', () => {
    fc.assert(
      fc.property(fc.array(dyadicPoint, { minLength: 1, maxLength: 300 }), (points) => {
        const primal = new Perceptron({ dim: 2 });
        const dual = new KernelPerceptron(linear);
        for (const [a, b, y] of points) {
          const x = Float64Array.of(a / 8, b / 8);
          const p = primal.predict(x);
          const d = dual.predict(x);
          // The same number (−0 and +0 alike: both are "no decision", a mistake either way).
          expect(d === p).toBe(true);
          primal.update(x, p, y);
          dual.update(x, d, y);
        }
        // And w_t = Σ y_i x_i: the support set rebuilds the primal weights.
        const w = primal.weights();
        const s = dual.support;
        let w0 = 0;
        let w1 = 0;
        for (let i = 0; i < s.size; i++) {
          w0 += s.y[i]! * s.x0[i]!;
          w1 += s.y[i]! * s.x1[i]!;
        }
        expect(w0 === w[0] && w1 === w[1]).toBe(true);
        expect(dual.wNormSq).toBe(w0 * w0 + w1 * w1);
      }),
    );
  });

  it('with the linear kernel makes the same mistakes as the primal perceptron on real-valued points', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -2, max: 2, noNaN: true }),
            fc.double({ min: -2, max: 2, noNaN: true }),
            fc.constantFrom<1 | -1>(1, -1),
          ),
          { minLength: 1, maxLength: 200 },
        ),
        (points) => {
          const primal = new Perceptron({ dim: 2 });
          const dual = new KernelPerceptron(linear);
          for (const [a, b, y] of points) {
            const x = Float64Array.of(a, b);
            const p = primal.predict(x);
            const d = dual.predict(x);
            // Sums in another order: equal up to rounding, the same label wherever it is clear.
            expect(Math.abs(p - d)).toBeLessThanOrEqual(1e-9 * (1 + dual.support.size));
            if (Math.abs(p) > 1e-6)
              expect(classification.loss(x, d, y)).toBe(classification.loss(x, p, y));
            primal.update(x, p, y);
            dual.update(x, p, y);
          }
        },
      ),
    );
  });

  it('keeps ‖w‖² = Σ y_i y_j K(x_i, x_j) with a Gaussian kernel', () => {
    const spec: KernelSpec = { ...linear, kind: 'gaussian', sigma: 0.3 };
    const kp = new KernelPerceptron(spec);
    const pts = Array.from(
      { length: 60 },
      (_, k) => [Math.cos(k * 1.7), Math.sin(k * 2.3), k % 3 ? 1 : -1] as const,
    );
    for (const [a, b, y] of pts) {
      const x = Float64Array.of(a, b);
      kp.update(x, kp.predict(x), y);
    }
    const s = kp.support;
    let direct = 0;
    for (let i = 0; i < s.size; i++)
      for (let j = 0; j < s.size; j++)
        direct +=
          s.y[i]! *
          s.y[j]! *
          Math.exp(-((s.x0[i]! - s.x0[j]!) ** 2 + (s.x1[i]! - s.x1[j]!) ** 2) / 0.18);
    expect(s.size).toBeGreaterThan(3);
    expect(kp.wNormSq).toBeCloseTo(direct, 9);
  });
});
