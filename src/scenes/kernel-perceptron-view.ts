import type { Trace } from '../engine/trace';
import { kernelNovikoff } from '../theory/kernel-perceptron';
import {
  kernelPerceptronQuantities,
  type KernelPerceptronNumbers,
} from '../theory/kernel-perceptron-quantities';
import { evaluate, type BoundStatus, type Quantities, type Theorem } from '../theory/types';
import type { KernelPerceptronMeta } from './kernel-perceptron';

export interface KernelBoundReport {
  id: string;
  learner: string;
  learnerIndex: number;
  caption: string;
  theorem: Theorem;
  quantities: Quantities;
  status: BoundStatus;
}

export interface KernelPerceptronView {
  t: number;
  /** Mistakes so far = |S_t|. */
  M: number;
  point: { x1: number; x2: number; y: 1 | -1; mistake: boolean } | null;
  R2: number;
  /** γ = min y g(x)/‖u‖ in the feature space; null when it does not exist. */
  margin: number | null;
  wNormSq: number;
  numbers: KernelPerceptronNumbers;
  bound: KernelBoundReport;
}

const at = (trace: Trace | null, name: string, t: number, fallback: number): number => {
  const v = trace && t >= 1 ? trace.at(name, t) : NaN;
  return Number.isNaN(v) ? fallback : v;
};

/** The numbers of the kernel Novikoff bound at round t, read from the trace in O(1). */
export function kernelNumbersAt(
  meta: KernelPerceptronMeta,
  trace: Trace | null,
  t: number,
): KernelPerceptronNumbers {
  const M = at(trace, 'L0.M', t, 0);
  const uNorm = meta.uNorm ?? NaN;
  const gMin = at(trace, 'gMin', t, Infinity);
  const gSum = at(trace, 'gSum', t, 0);
  const inSpace = meta.uNorm !== null && meta.uNorm > 0;
  return {
    M,
    R2: at(trace, 'R2', t, 0),
    uNorm,
    gMin: meta.target ? gMin : NaN,
    gammaObs: inSpace ? gMin / uNorm : NaN,
    uDot: inSpace ? gSum / uNorm : NaN,
    wNormSq: at(trace, 'wNormSq', t, 0),
    isKernel: meta.isKernel ? 1 : 0,
    targetCode: meta.targetCode,
  };
}

/** Everything the lesson's panels and the embed API read at round t. */
export function kernelPerceptronView(
  meta: KernelPerceptronMeta,
  trace: Trace | null,
  tWanted: number,
): KernelPerceptronView {
  const t = Math.max(0, Math.min(Math.floor(tWanted), trace?.length ?? 0));
  const numbers = kernelNumbersAt(meta, trace, t);
  const quantities = kernelPerceptronQuantities(numbers);
  const status = evaluate(kernelNovikoff, quantities);
  const point =
    t >= 1 && trace
      ? {
          x1: at(trace, 'x1', t, 0),
          x2: at(trace, 'x2', t, 0),
          y: (at(trace, 'y', t, 1) === 1 ? 1 : -1) as 1 | -1,
          mistake: at(trace, 'L0.mistake', t, 0) === 1,
        }
      : null;
  const margin =
    Number.isFinite(numbers.gammaObs) && numbers.gammaObs > 0 ? numbers.gammaObs : null;
  return {
    t,
    M: numbers.M,
    point,
    R2: numbers.R2,
    margin,
    wNormSq: numbers.wNormSq,
    numbers,
    bound: {
      id: `${kernelNovikoff.id}:observed`,
      learner: 'kernel-perceptron',
      learnerIndex: 0,
      caption:
        'with R² = max K(x, x) and the target’s margin in the feature space, as observed so far',
      theorem: kernelNovikoff,
      quantities,
      status,
    },
  };
}
