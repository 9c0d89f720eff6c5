// @vitest-environment jsdom
import { act, cleanup, render } from '../../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from '../../panels/SeriesChart';
import { FollowingChart } from './FollowingChart';

let clock = 0;
beforeEach(() => {
  clock = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Series that cost `msPerRound` of the (fake) clock per round summarised afresh. */
function slowSeries(msPerRound: number) {
  const asked: number[] = [];
  let summarised = 0;
  const series = (n: number): ChartSeries[] => {
    asked.push(n);
    clock += Math.max(0, n - summarised) * msPerRound;
    summarised = Math.max(summarised, n);
    return [];
  };
  return { series, asked };
}

function chart(series: (n: number) => ChartSeries[], t: number) {
  return (
    <FollowingChart
      T={100_000}
      t={t}
      available={t}
      fast={false}
      logScale={false}
      title="Regret"
      yLabel="regret"
      series={series}
    />
  );
}

/** Runs the chart's catch-up, a task at a time, until it stops asking. */
function settle(): void {
  for (let i = 0; i < 1_000 && vi.getTimerCount() > 0; i++)
    act(() => {
      vi.runOnlyPendingTimers();
    });
}

/** A chart 100 000 rounds behind on a device at `msPerRound`, caught up: what it asked, by step. */
function caughtUp(msPerRound: number) {
  const { series, asked } = slowSeries(msPerRound);
  render(chart(series, 100_000));
  settle();
  expect(asked.at(-1)).toBe(100_000);
  return { asked, steps: asked.slice(1).map((n, i) => n - (asked[i] as number)) };
}

describe('FollowingChart', () => {
  it('catches up a long way behind in steps that fit a slow device, and gets there', () => {
    // 8 000 rounds in 48 ms: the experts regret chart on a phone (4x).
    const { asked, steps } = caughtUp(0.006);
    expect(Math.min(...steps)).toBeGreaterThan(0);
    // After the first step has been timed, each summarises what fits in 12 ms (2 000 rounds).
    for (const step of steps.slice(1)) expect(step * 0.006).toBeLessThanOrEqual(12 + 1e-9);
    expect(asked.length).toBeGreaterThan(100_000 / 8_000);
  });

  it('takes the largest steps on a fast device', () => {
    const { steps } = caughtUp(0.0001);
    expect(Math.max(...steps)).toBe(8_000);
  });

  it('draws a step back at once', () => {
    const { series, asked } = slowSeries(0.0001);
    const view = render(chart(series, 20_000));
    settle();
    expect(asked.at(-1)).toBe(20_000);
    view.rerender(chart(series, 5_000));
    expect(asked.at(-1)).toBe(5_000);
  });
});
