import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Perceptron } from './perceptron';
import { MulticlassPerceptron, argmaxLabel, marginOf } from './multiclass-perceptron';

// Coordinates away from 0 and from each other's simple combinations (an irrational offset), so
// that no score is 0 or within rounding of it after the first round.
const coordinate = fc.integer({ min: -1000, max: 1000 }).map((i) => i / 1000 + Math.SQRT2 * 1e-4);

describe('MulticlassPerceptron', () => {
  it('starts at 0 and predicts the lowest label on ties', () => {
    const l = new MulticlassPerceptron(4);
    expect(Array.from(l.weights())).toEqual(new Array(12).fill(0));
    expect(l.predict(Float64Array.of(0.3, -0.2))).toBe(0);
    // Two blocks tie for the top score: the lower label wins.
    const w = Float64Array.of(0, 0, 0, 1, 0, 0, 1, 0, 0, -1, 0, 0);
    expect(argmaxLabel(w, 4, 2, 5)).toBe(1);
  });

  it('on a mistake adds x̃ to block y and takes it from block ŷ; else leaves w', () => {
    const l = new MulticlassPerceptron(3);
    const x = Float64Array.of(0.5, -2);
    l.update(x, 0, 2);
    expect(Array.from(l.weights())).toEqual([-0.5, 2, -1, 0, 0, 0, 0.5, -2, 1]);
    l.update(x, 2, 2);
    expect(Array.from(l.weights())).toEqual([-0.5, 2, -1, 0, 0, 0, 0.5, -2, 1]);
  });

  it('the margin is the smallest score gap to another label (brute force over ℓ)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.double({ min: -3, max: 3, noNaN: true }), { minLength: 18, maxLength: 18 }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.nat(),
        (k, ws, x1, x2, yy) => {
          const w = Float64Array.from(ws.slice(0, 3 * k));
          const y = yy % k;
          const score = (l: number) => w[3 * l]! * x1 + w[3 * l + 1]! * x2 + w[3 * l + 2]!;
          const gaps = Array.from({ length: k }, (_, l) => l)
            .filter((l) => l !== y)
            .map((l) => score(y) - score(l));
          expect(marginOf(w, k, x1, x2, y)).toBeCloseTo(Math.min(...gaps), 9);
        },
      ),
    );
  });

  it('with k = 2 it is the binary perceptron on x̃ = (x1, x2, 1): w₂ − w₁ = 2·w_binary', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(coordinate, coordinate, fc.boolean()), { minLength: 1, maxLength: 80 }),
        (rows) => {
          // The first label is class 2 (+1): at w = 0 the binary perceptron errs on every label
          // (a zero score decides nothing) while the multiclass one predicts class 1 — the one
          // round where the tie rules differ. Later ties have probability zero.
          rows[0]![2] = true;
          const multi = new MulticlassPerceptron(2);
          const bin = new Perceptron({ dim: 3 });
          for (const [x1, x2, pos] of rows) {
            const x = Float64Array.of(x1, x2);
            const xt = Float64Array.of(x1, x2, 1);
            const y = pos ? 1 : 0;
            const yhat = multi.predict(x);
            const score = bin.predict(xt);
            const binMistake = (pos ? 1 : -1) * score <= 0;
            expect(yhat !== y).toBe(binMistake);
            multi.update(x, yhat, y);
            bin.update(xt, score, pos ? 1 : -1);
            const w = multi.weights();
            const b = bin.weights();
            for (let i = 0; i < 3; i++) expect(w[3 + i]! - w[i]!).toBeCloseTo(2 * b[i]!, 9);
          }
        },
      ),
    );
  });
});
