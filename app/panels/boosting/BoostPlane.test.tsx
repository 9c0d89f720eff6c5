// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoostPlane, radiusFor } from './BoostPlane';

const points = {
  x1: Float64Array.of(-0.5, 0.5, 0.2),
  x2: Float64Array.of(0, 0.5, -0.5),
  y: Int8Array.of(1, -1, 1),
};

describe('BoostPlane', () => {
  afterEach(cleanup);

  it('sizes each point by its weight: area ∝ D(i)', () => {
    const r1 = radiusFor(1 / 3, 3);
    const r4 = radiusFor(4 / 30, 3);
    // Weights 1/3 and 4/30: areas in ratio 2.5, radii in ratio √2.5.
    expect(r1 / r4).toBeCloseTo(Math.sqrt(2.5), 9);
    expect(radiusFor(0, 3)).toBeGreaterThan(0);
    expect(radiusFor(NaN, 3)).toBeGreaterThan(0);
  });

  it('draws +1 as discs and −1 as squares, the stump’s line, and the regions as rects', () => {
    const { container } = render(
      <BoostPlane
        box={[-1, 1, -1, 1]}
        points={points}
        D={Float64Array.of(0.5, 0.25, 0.25)}
        stump={{ axis: 0, theta: 0, sign: 1 }}
        regions={Float64Array.of(-1, 0, -1, 1, -1, 0, 1, -1, 1, 1)}
        label="plane"
      />,
    );
    expect(container.querySelectorAll('circle.boost-point')).toHaveLength(2);
    expect(container.querySelectorAll('rect.boost-point')).toHaveLength(1);
    const regions = container.querySelectorAll('rect.region');
    expect(regions).toHaveLength(2);
    expect(regions[0]?.getAttribute('width')).toBe('180');
    expect(regions[1]?.getAttribute('data-label')).toBe('1');
    const line = container.querySelector('.boost-stump line');
    expect(line?.getAttribute('x1')).toBe('180');
    expect(container.querySelector('.boost-stump')?.textContent).toBe('+1−1');
    const big = container.querySelector('circle.boost-point');
    expect(Number(big?.getAttribute('r'))).toBeCloseTo(radiusFor(0.5, 3), 9);
  });

  it('draws no line for a stump outside the box (a constant rule), and no NaN anywhere', () => {
    const { container } = render(
      <BoostPlane
        box={[-1, 1, -1, 1]}
        points={points}
        D={null}
        stump={{ axis: 1, theta: -2, sign: -1 }}
        regions={null}
        label="plane"
      />,
    );
    expect(container.querySelector('.boost-stump line')).toBeNull();
    expect(container.innerHTML).not.toMatch(/NaN/);
  });
});
