import { describe, expect, it } from 'vitest';
import { Trace } from '../../../src/engine/trace';
import { OnlineToBatchScene } from '../../../src/scenes/online-to-batch';
import type { OnlineToBatchConfig } from '../../../src/scenes/online-to-batch-config';
import { estimatorSeries } from './series';

function played(patch: Partial<OnlineToBatchConfig>) {
  const c: OnlineToBatchConfig = {
    lesson: 'online-to-batch',
    learner: 'perceptron',
    stream: 'separable',
    seed: 4,
    T: 300,
    gamma: 0.2,
    R: 1,
    noise: 0.1,
    testSize: 300,
    B: 2,
    eta: 'tuned',
    loss: 'hinge',
    ...patch,
  };
  const scene = new OnlineToBatchScene(c);
  const trace = new Trace(scene.meta.columns, c.T);
  while (!scene.done) trace.append(scene.advance(100));
  return { c, meta: scene.meta, trace };
}

describe('the estimators’ chart series', () => {
  it('draws the three estimators and Proposition 3 at R²/(γ²t)', () => {
    const { c, meta, trace } = played({});
    const series = estimatorSeries({
      which: 'error',
      trace,
      meta,
      params: { ...c, delta: 0.05 },
      n: 300,
      logScale: false,
    });
    expect(series.map((s) => s.id)).toEqual([
      'error-random',
      'error-average',
      'error-last',
      'prop3',
      'prop4',
    ]);
    const p3 = series.find((s) => s.id === 'prop3');
    for (const [t, v] of p3?.points ?? []) expect(v).toBeCloseTo(1 / (0.04 * t), 9);
    // Proposition 4 is never below Proposition 3's mistake part (λ/(1 − e^{−λ}) ≥ 1).
    const p4 = series.find((s) => s.id === 'prop4');
    for (const [t, v] of p4?.points ?? []) expect(v).toBeGreaterThanOrEqual(1 / (0.04 * t));
  });

  it('lists the same series at round 0, with nothing drawn yet: the legend does not grow at Play', () => {
    const { c, meta, trace } = played({});
    const at = (n: number) =>
      estimatorSeries({
        which: 'error',
        trace,
        meta,
        params: { ...c, delta: 0.05 },
        n,
        logScale: false,
      });
    const before = at(0);
    expect(before.map((s) => s.id)).toEqual(at(300).map((s) => s.id));
    for (const s of before) expect(s.points).toEqual([]);
  });

  it('leaves a gap where the propositions do not apply, and bounds OGD’s loss instead', () => {
    const noisy = played({ stream: 'noisy', noise: 0.2 });
    const gaps = estimatorSeries({
      which: 'error',
      trace: noisy.trace,
      meta: noisy.meta,
      params: { ...noisy.c, delta: 0.05 },
      n: 300,
      logScale: true,
    });
    const late = (gaps.find((s) => s.id === 'prop3')?.points ?? []).filter(([t]) => t > 100);
    expect(late.length).toBeGreaterThan(0);
    for (const [, v] of late) expect(Number.isNaN(v)).toBe(true);
    const ogd = played({ learner: 'ogd' });
    const loss = estimatorSeries({
      which: 'loss',
      trace: ogd.trace,
      meta: ogd.meta,
      params: { ...ogd.c, delta: 0.05 },
      n: 300,
      logScale: false,
    });
    const thm = loss.find((s) => s.id === 'thm149');
    expect(thm?.kind).toBe('bound');
    for (const [, v] of thm?.points ?? []) expect(Number.isFinite(v)).toBe(true);
  });
});
