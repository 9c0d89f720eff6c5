import type { ReactElement } from 'react';
import './kernel.css';
import { formatNumber } from '../../../src/theory/types';

/** The Gram check as the worker answers it (src/scenes/kernel-perceptron.ts GramAnswer). */
export interface GramReport {
  t: number;
  n: number;
  supportSize: number;
  cap: number;
  asymmetry: number;
  minEig: number;
  tol: number;
  psd: boolean;
}

export interface KernelPropertiesProps {
  /** K in words, with its parameters. */
  kernel: string;
  /** Why it is a kernel, from the notes' rules (or why they say nothing). */
  argument: readonly string[];
  /** The notes' rules prove it a kernel. */
  proven: boolean;
  /** The check on the support set at the round shown; null until the worker answers. */
  gram: GramReport | null;
  /** max_s K(x_s, x_s) so far (null before the first point): ‖φ(x)‖² can never be negative. */
  R2: number | null;
}

const fmt = (x: number): string => formatNumber(x).replace(/^-/, '−');

/**
 * The kernel's properties: the notes' argument that K is a kernel, then the two properties a
 * kernel's Gram matrix must have — symmetry and positive semidefiniteness — checked live on the
 * support set, and K(x, x) = ‖φ(x)‖² ≥ 0.
 */
export function KernelProperties({
  kernel,
  argument,
  proven,
  gram,
  R2,
}: KernelPropertiesProps): ReactElement {
  const negativeDiagonal = R2 !== null && R2 < 0;
  const failed = negativeDiagonal || (gram !== null && gram.n > 0 && !gram.psd);
  return (
    <div className="hs-panel kernel-properties">
      <p>
        <strong>K</strong> = {kernel}.{' '}
        {proven
          ? 'The notes’ rules (Theorem 2) prove it a kernel:'
          : 'The notes’ rules do not make it a kernel:'}
      </p>
      <ul className="kernel-argument">
        {argument.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        A kernel’s Gram matrix [K(x_i, x_j)] is symmetric and positive semidefinite. On the support
        set:
      </p>
      {gram === null ? (
        <p className="hint">Checking the Gram matrix…</p>
      ) : gram.n === 0 ? (
        <p className="hint">No support point yet: nothing to check.</p>
      ) : (
        <ul className="kernel-checks">
          <li className={gram.asymmetry <= gram.tol ? 'check-ok' : 'check-fail'}>
            symmetric: max |K(x_i, x_j) − K(x_j, x_i)| = {fmt(gram.asymmetry)}
          </li>
          <li className={gram.psd ? 'check-ok' : 'check-fail'} data-testid="kernel-psd">
            smallest eigenvalue λ_min = {fmt(gram.minEig)}{' '}
            {gram.psd
              ? `≥ −${fmt(gram.tol)} (rounding): positive semidefinite`
              : `< 0: not positive semidefinite, so no feature map φ gives K = ⟨φ(x), φ(x′)⟩ on these points`}
          </li>
          <li className="gram-size">
            on{' '}
            {gram.n === gram.supportSize
              ? `all ${gram.n}`
              : `the most recent ${gram.n} of ${gram.supportSize}`}{' '}
            support points at round {gram.t}
            {gram.supportSize > gram.cap ? ` (the check keeps to the last ${gram.cap})` : ''}.
          </li>
        </ul>
      )}
      {negativeDiagonal ? (
        <p className="check-fail">
          K(x, x) is negative at some point (max K(x, x) = {fmt(R2)}), but K(x, x) = ‖φ(x)‖² ≥ 0 for
          a kernel.
        </p>
      ) : null}
      {failed ? (
        <p>
          So K is not a kernel, the perceptron runs on no feature space, and Novikoff’s bound does
          not apply.
        </p>
      ) : null}
    </div>
  );
}
