// @vitest-environment jsdom
import { cleanup, render } from '../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { countRenders } from '../testing/render-count';
import { PlanePanel } from './PlanePanel';
import { makePoints, props } from './PlanePanel.fixtures';

afterEach(cleanup);

describe('PlanePanel redrawn with a new round', () => {
  it('draws the new points again, and not the backdrop, whose props did not change', () => {
    const rows: Array<[number, number, 1 | -1, 0 | 1]> = [
      [0.5, 0.5, 1, 1],
      [-0.5, 0.2, -1, 0],
      [1, -1, 1, 0],
    ];
    const first = props({ points: makePoints(rows, 2), update: null });
    const renders = countRenders();
    try {
      const { rerender, container } = render(<PlanePanel {...first} />);
      rerender(<PlanePanel {...first} points={makePoints(rows, 3)} />);
      // The redraw happened: the points were drawn twice, the third one the second time.
      expect(renders.of('PlanePointMarks')).toBe(2);
      expect(container.querySelectorAll('.pt')).toHaveLength(3);
      // The grid, the margin band and the target: drawn once, at mount.
      expect(renders.of('PlaneAxes')).toBe(1);
      expect(renders.of('PlaneBand')).toBe(1);
      expect(renders.of('PlaneTarget')).toBe(1);
    } finally {
      renders.stop();
    }
  });
});
