// @vitest-environment jsdom
import { cleanup, render, screen } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProperties, type GramReport } from './KernelProperties';

const gram = (over: Partial<GramReport>): GramReport => ({
  t: 40,
  n: 12,
  supportSize: 12,
  cap: 200,
  asymmetry: 0,
  minEig: 0.002,
  tol: 1e-9,
  psd: true,
  ...over,
});

afterEach(cleanup);

describe('KernelProperties', () => {
  it('shows the argument and a passing check', () => {
    render(
      <KernelProperties
        kernel="Gaussian"
        argument={['one', 'two']}
        proven
        gram={gram({})}
        R2={1}
      />,
    );
    expect(screen.getByText('one')).toBeTruthy();
    expect(screen.getByTestId('kernel-psd').className).toBe('check-ok');
    expect(screen.getByTestId('kernel-psd').textContent).toContain('positive semidefinite');
    expect(document.body.textContent).toContain('all 12 support points at round 40');
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('says when the check fails and what that means, and when it keeps to the most recent points', () => {
    render(
      <KernelProperties
        kernel="sigmoid"
        argument={['no']}
        proven={false}
        gram={gram({ minEig: -0.4, psd: false, n: 200, supportSize: 640 })}
        R2={-0.2}
      />,
    );
    expect(screen.getByTestId('kernel-psd').className).toBe('check-fail');
    expect(document.body.textContent).toContain('the most recent 200 of 640');
    expect(document.body.textContent).toContain('K(x, x) is negative');
    expect(document.body.textContent).toContain('Novikoff’s bound does not apply');
  });

  it('waits for the worker, and has nothing to check before the first mistake', () => {
    const { rerender } = render(
      <KernelProperties kernel="K" argument={[]} proven gram={null} R2={null} />,
    );
    expect(document.body.textContent).toContain('Checking the Gram matrix');
    rerender(
      <KernelProperties
        kernel="K"
        argument={[]}
        proven
        gram={gram({ n: 0, supportSize: 0 })}
        R2={0}
      />,
    );
    expect(document.body.textContent).toContain('No support point yet');
  });
});
