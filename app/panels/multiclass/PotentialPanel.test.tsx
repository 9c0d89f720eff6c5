// @vitest-environment jsdom
import { cleanup, render } from '../../testing/library';
import { afterEach, describe, expect, it } from 'vitest';
import { MulticlassScene } from '../../../src/scenes/multiclass';
import { PotentialPanel } from './PotentialPanel';

afterEach(cleanup);

describe('PotentialPanel', () => {
  it('shows the latest mistake’s lines with the engine’s numbers', () => {
    const scene = new MulticlassScene({
      lesson: 'multiclass',
      stream: 'iid',
      seed: 3,
      T: 50,
      k: 3,
      gamma: 0.02,
      R: 1,
      noise: 0,
      points: { x1: new Float64Array(0), x2: new Float64Array(0), label: new Uint8Array(0) },
      names: null,
    });
    scene.advance(50);
    const a = scene.analysis(50);
    const { container } = render(
      <PotentialPanel potential={a.potential} names={['A', 'B', 'C']} />,
    );
    const lines = container.querySelectorAll('.potential-lines li');
    expect(lines).toHaveLength(4);
    expect(lines[0]?.textContent).toContain(`Round ${a.potential.last?.s}`);
    expect(container.textContent).toMatch(/η = γ\/M²/);
    expect(container.textContent).not.toMatch(/NaN/);
  });

  it('says so while the engine computes', () => {
    const { container } = render(<PotentialPanel potential={null} names={[]} />);
    expect(container.textContent).toMatch(/Computing/);
  });
});
