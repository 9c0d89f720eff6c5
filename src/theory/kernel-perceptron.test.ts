import { describe, expect, it } from 'vitest';
import { targetCodes } from '../kernels/feature-norm';
import { kernelNovikoff } from './kernel-perceptron';
import {
  kernelPerceptronQuantities,
  type KernelPerceptronNumbers,
} from './kernel-perceptron-quantities';
import { evaluate } from './types';

const base: KernelPerceptronNumbers = {
  M: 4,
  R2: 1,
  uNorm: 2,
  gMin: 0.5,
  gammaObs: 0.25,
  uDot: 1.5,
  wNormSq: 3,
  isKernel: 1,
  targetCode: 0,
};

describe('the kernel Novikoff theorem as data', () => {
  it('bounds M by R²/γ² when K is a kernel, g is in its space and the margin is positive', () => {
    const s = evaluate(kernelNovikoff, kernelPerceptronQuantities(base));
    expect(s.applies).toBe(true);
    // 1/0.25² = 16.
    expect(s.value).toBe(16);
    expect(s.holds).toBe(true);
  });

  it('names the failing hypothesis with the reason', () => {
    const notKernel = evaluate(
      kernelNovikoff,
      kernelPerceptronQuantities({ ...base, isKernel: 0, targetCode: targetCodes.sigmoid }),
    );
    expect(notKernel.failed?.id).toBe('kernel');
    expect(notKernel.failed?.reason).toMatch(/not positive semidefinite/);
    const wide = evaluate(
      kernelNovikoff,
      kernelPerceptronQuantities({ ...base, targetCode: targetCodes.wide, uNorm: NaN }),
    );
    expect(wide.failed?.id).toBe('target');
    expect(wide.failed?.reason).toMatch(/√2·τ/);
    const none = evaluate(
      kernelNovikoff,
      kernelPerceptronQuantities({ ...base, targetCode: targetCodes.none, uNorm: NaN }),
    );
    expect(none.failed?.reason).toMatch(/comes with none/);
    const flipped = evaluate(
      kernelNovikoff,
      kernelPerceptronQuantities({ ...base, gMin: -0.1, gammaObs: -0.05 }),
    );
    expect(flipped.failed?.id).toBe('margin');
  });

  it('checks each proof line against the numbers: a broken growth line shows', () => {
    const q = kernelPerceptronQuantities({ ...base, wNormSq: 5 });
    const growth = kernelNovikoff.proof.find((p) => p.id === 'growth');
    expect(growth?.holds(q)).toBe(false);
    expect(growth?.holds(kernelPerceptronQuantities(base))).toBe(true);
  });

  it('starts at zero: no rounds, no mistakes, nothing to bound', () => {
    const q = kernelPerceptronQuantities({
      ...base,
      M: 0,
      R2: 0,
      gMin: Infinity,
      gammaObs: Infinity,
      uDot: 0,
      wNormSq: 0,
    });
    const s = evaluate(kernelNovikoff, q);
    expect(s.applies).toBe(true);
    expect(s.value).toBe(0);
    expect(s.holds).toBe(true);
    for (const p of kernelNovikoff.proof) expect(p.holds(q), p.id).toBe(true);
  });
});
