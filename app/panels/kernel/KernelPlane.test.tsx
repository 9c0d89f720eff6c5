// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '../../testing/library';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scoreMap } from '../../../src/scenes/kernel-perceptron-grid';
import { bandTint, KernelPlane } from './KernelPlane';

const points = {
  x1: Float32Array.of(0.5, -0.5, 0.2),
  x2: Float32Array.of(0.5, -0.4, -0.3),
  y: Int8Array.of(1, -1, 1),
  mistake: Int8Array.of(1, 1, 0),
  count: 3,
};

/** f(x) = x₁ on a 16×16 grid over [−1, 1]²: the boundary is the vertical axis. */
function halfPlane() {
  const n = 16;
  const v = new Float64Array(n * n);
  for (let j = 0; j < n; j++) for (let i = 0; i < n; i++) v[j * n + i] = -1 + ((i + 0.5) * 2) / n;
  return scoreMap(v, n);
}

afterEach(cleanup);

describe('KernelPlane', () => {
  it('draws the tinted bands, the boundary and the points with the support set ringed', () => {
    const { container } = render(
      <KernelPlane extent={1} radius={1} points={points} map={halfPlane()} supportSize={2} />,
    );
    const bands = container.querySelectorAll('.hs-kernel-map path');
    expect(bands.length).toBeGreaterThan(2);
    // Both signs are tinted, each with its own colour.
    const signs = new Set(Array.from(bands, (b) => b.getAttribute('data-sign')));
    expect(signs).toEqual(new Set(['1', '-1']));
    expect(container.querySelector('[data-testid="kernel-boundary"]')?.getAttribute('d')).toMatch(
      /^M/,
    );
    expect(container.querySelectorAll('.pt').length).toBe(3);
    expect(container.querySelectorAll('.pt .ring').length).toBe(2);
    expect(container.querySelector('svg[role="img"]')?.getAttribute('aria-label')).toContain(
      'support set of 2 points',
    );
  });

  it('draws no map before the first support point, and never prints NaN', () => {
    const { container } = render(
      <KernelPlane
        extent={NaN}
        radius={1}
        points={{ ...points, count: 0 }}
        map={scoreMap(new Float64Array(16), 4)}
        supportSize={0}
      />,
    );
    expect(container.querySelector('.hs-kernel-map')).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN/);
  });

  it('adds points on click: +1, and −1 with shift', () => {
    const add = vi.fn();
    const { container } = render(
      <KernelPlane
        extent={1}
        radius={1}
        points={points}
        map={null}
        supportSize={2}
        onAddPoint={add}
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    svg.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400 }) as DOMRect;
    fireEvent.click(svg, { clientX: 300, clientY: 100 });
    fireEvent.click(svg, { clientX: 100, clientY: 300, shiftKey: true });
    expect(add.mock.calls[0]).toEqual([0.5, 0.5, 1]);
    expect(add.mock.calls[1]).toEqual([-0.5, -0.5, -1]);
  });

  it('tints by sign and strength', () => {
    expect(bandTint(1, 3)).toContain('--pos) 15%');
    expect(bandTint(-1, 1)).toContain('--neg) 5%');
  });
});
