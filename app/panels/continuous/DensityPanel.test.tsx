// @vitest-environment jsdom
import { cleanup, render, screen } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { HedgeContinuousScene } from '../../../src/scenes/hedge-continuous';
import { countRenders } from '../../testing/render-count';
import { DensityPanel } from './DensityPanel';

function scene(dim: 1 | 2) {
  const s = new HedgeContinuousScene({
    lesson: 'hedge-continuous',
    stream: 'bumps',
    seed: 2,
    T: 20,
    dim,
    grid: dim === 1 ? 40 : 12,
    domain: [0, 1],
    prior: { kind: 'gaussian', mu: 0.5, sd: 0.2, floor: 0 },
    M: 1,
    eta: 1,
    curves: null,
  });
  s.advance(20);
  return s;
}

describe('DensityPanel', () => {
  afterEach(cleanup);

  it('draws p₀, p_t, the landscape, the loss, the draw and the mean in 1-D', () => {
    const s = scene(1);
    const { container } = render(
      <DensityPanel answer={s.densityAt(20)} dim={1} M={1} label="Density at round 20" />,
    );
    expect(screen.getByRole('img', { name: 'Density at round 20' })).toBeTruthy();
    for (const id of ['prior', 'density', 'landscape', 'loss'])
      expect(container.querySelector(`[data-series="${id}"]`)?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('[data-mark="sample"]')).not.toBeNull();
    expect(container.querySelector('[data-mark="mean"]')).not.toBeNull();
    expect(container.textContent).not.toMatch(/NaN/);
  });

  it('has no draw and no loss at t = 0', () => {
    const s = scene(1);
    const { container } = render(<DensityPanel answer={s.densityAt(0)} dim={1} M={1} label="d" />);
    expect(container.querySelector('[data-mark="sample"]')).toBeNull();
    expect(container.querySelector('[data-series="loss"]')).toBeNull();
  });

  it('draws a heat map canvas and the level lines in 2-D', () => {
    const s = scene(2);
    const { container } = render(
      <DensityPanel answer={s.densityAt(20)} dim={2} M={1} label="d2" />,
    );
    expect(container.querySelector('canvas')).not.toBeNull();
    expect(container.querySelectorAll('[data-series="landscape"]').length).toBeGreaterThan(0);
    expect(container.querySelector('[data-mark="sample"]')).not.toBeNull();
  });

  it('waits politely for its first answer, in a box of the figure’s shape with its caption', () => {
    const { container } = render(<DensityPanel answer={null} dim={1} M={1} label="d" />);
    expect(screen.getByText(/Computing the density/)).toBeTruthy();
    // The interval's figure is 600 × 372 viewBox units: the box keeps that aspect ratio.
    const box = container.querySelector<HTMLElement>('.density-wait');
    expect(box?.style.aspectRatio).toBe('600 / 372');
    expect(container.querySelector('figcaption')?.textContent).toContain('p₀ dotted');
    // The caption is the figure's sentence with its numbers unknown, so it takes as many lines
    // as the figure's will: a shorter one grew by a line when the figure came.
    const waiting = container.querySelector('figcaption')?.textContent ?? '';
    expect(waiting).toMatch(/Round —; entropy — nats on — cells\.$/);
    cleanup();
    const drawn = render(
      <DensityPanel answer={scene(1).densityAt(20)} dim={1} M={1} label="d" />,
    ).container.querySelector('figcaption')?.textContent;
    expect(drawn?.replace(/Round \d+; entropy [\d.e+-]+ nats on \d+ cells\.$/, 'X')).toBe(
      waiting.replace('Round —; entropy — nats on — cells.', 'X'),
    );
    cleanup();
    const square = render(<DensityPanel answer={null} dim={2} M={1} label="d" />);
    expect(square.container.querySelector('.density-wait.density-square')).not.toBeNull();
  });
});

describe('DensityPanel in a lesson that redraws', () => {
  afterEach(cleanup);

  it('is drawn again only when its answer changes, not at every redraw of the lesson', () => {
    const s = scene(1);
    const answer = s.densityAt(10);
    const renders = countRenders();
    try {
      const { rerender } = render(<DensityPanel answer={answer} dim={1} M={1} label="p" />);
      // A redraw of the lesson at the next round: the density panel's answer is the same object.
      rerender(<DensityPanel answer={answer} dim={1} M={1} label="p" />);
      expect(renders.of('DensityPanel')).toBe(1);
      expect(renders.of('Interval')).toBe(1);
      rerender(<DensityPanel answer={s.densityAt(20)} dim={1} M={1} label="p" />);
      expect(renders.of('DensityPanel')).toBe(2);
      expect(renders.of('Interval')).toBe(2);
    } finally {
      renders.stop();
    }
  });
});
