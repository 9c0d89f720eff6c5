import { targetReason } from '../kernels/feature-norm';
import { leq, q, step } from './proof-kit';
import { formatNumber, type Theorem } from './types';

/**
 * Novikoff's theorem in the feature space of a kernel K = ⟨φ(x), φ(x′)⟩: the dual perceptron is
 * the primal one on φ(x), so with R² = max_s K(x_s, x_s) and a unit u with y_s⟨u, φ(x_s)⟩ ≥ γ,
 * it makes at most R²/γ² mistakes. The stream's target g gives u (u·φ = g) and γ = min y g/‖u‖.
 */
export const kernelNovikoff: Theorem = {
  id: 'kernel-perceptron-novikoff',
  title: 'Kernel perceptron mistake bound (Novikoff in the feature space)',
  source: 'Novikoff’s proof (halving-perceptron-novikoff), run on φ(x); kernels, Lecture 9 §1',
  statementTex:
    'M_t \\le \\frac{R^2}{\\gamma^2}, \\quad R^2 = \\max_{s \\le t} K(x_s, x_s),\\ \\gamma = \\min_{s \\le t} \\frac{y_s\\, g(x_s)}{\\|u\\|}',
  quantity: 'mistakes',
  hypotheses: [
    {
      id: 'kernel',
      tex: "K(x, x') = \\langle \\varphi(x), \\varphi(x') \\rangle \\text{ for some feature map } \\varphi",
      check: (x) =>
        q(x, 'isKernel') === 1 ? { holds: true } : { holds: false, reason: targetReason(7) },
    },
    {
      id: 'target',
      tex: 'g(x) = \\langle u, \\varphi(x) \\rangle \\text{ with } \\|u\\| = {{uNorm}} < \\infty',
      check: (x) => {
        const code = q(x, 'targetCode');
        return code === 0 && q(x, 'uNorm') > 0
          ? { holds: true }
          : { holds: false, reason: targetReason(code) || 'the target has no norm in this space' };
      },
    },
    {
      id: 'margin',
      tex: 'y_s \\langle u/\\|u\\|, \\varphi(x_s) \\rangle \\ge \\gamma > 0 \\text{ for all } s \\le t \\quad (\\gamma = {{gammaObs}})',
      check: (x) => {
        const g = q(x, 'gammaObs');
        return g > 0
          ? { holds: true }
          : {
              holds: false,
              reason: `the target misclassifies a point: min y·g(x) = ${formatNumber(q(x, 'gMin'))} ≤ 0, so no margin γ > 0 exists`,
            };
      },
    },
  ],
  bound: (x) => q(x, 'bound'),
  observed: (x) => q(x, 'M'),
  proof: [
    step(
      'progress',
      '\\langle u/\\|u\\|, w_t \\rangle \\ge \\gamma M_t',
      '{{uDot}} \\ge {{gammaObs}} \\cdot {{M}} = {{gammaM}}',
      'w_t = Σ_{i∈S_t} y_i φ(x_i), so ⟨u, w_t⟩ = Σ y_i g(x_i): each mistake adds y g(x) ≥ γ‖u‖.',
      (x) => leq(q(x, 'gammaM'), q(x, 'uDot')),
      ['uDot', 'M'],
    ),
    step(
      'growth',
      '\\|w_t\\|^2 = \\sum_{i,j \\in S_t} y_i y_j K(x_i, x_j) \\le R^2 M_t',
      '{{wNormSq}} \\le {{R2}} \\cdot {{M}} = {{R2M}}',
      'On a mistake ‖w + yφ(x)‖² = ‖w‖² + 2y f_t(x) + K(x, x), with y f_t(x) ≤ 0 and K(x, x) ≤ R².',
      (x) => leq(q(x, 'wNormSq'), q(x, 'R2M')),
      ['wNormSq', 'M'],
    ),
    step(
      'sandwich',
      '\\gamma M_t \\le \\langle u/\\|u\\|, w_t \\rangle \\le \\|w_t\\| \\le R\\sqrt{M_t}',
      '{{gammaM}} \\le {{uDot}} \\le {{wNorm}} \\le {{RsqrtM}}',
      'The first line, Cauchy–Schwarz with a unit vector, then the square root of the second line.',
      (x) =>
        leq(q(x, 'gammaM'), q(x, 'uDot')) &&
        leq(q(x, 'uDot'), q(x, 'wNorm')) &&
        leq(q(x, 'wNorm'), q(x, 'RsqrtM')),
      ['uDot', 'wNormSq', 'M'],
    ),
    step(
      'conclude',
      'M_t \\le \\frac{R^2}{\\gamma^2}',
      '{{M}} \\le {{bound}}',
      'Divide γM_t ≤ R√M_t by γ√M_t and square.',
      (x) => leq(q(x, 'M'), q(x, 'bound')),
      ['M'],
    ),
  ],
};

export const kernelPerceptronTheorems: Theorem[] = [kernelNovikoff];
export { kernelPerceptronQuantityNames } from './kernel-perceptron-quantities';
