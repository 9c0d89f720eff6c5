// @vitest-environment jsdom
import { FRAME_AND_AFTER_MS, withFakeFrames } from '../../testing/fake-frames';
import { act, render } from '../../testing/library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChartSeries } from '../../panels/SeriesChart';
import { FOLLOW_EVERY_MS } from '../../ui/follow-queue';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { FollowingChart } from './FollowingChart';

withFakeFrames({ clock: false });
let clock = 0;
afterEach(() => vi.unstubAllGlobals());
beforeEach(() => {
  clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
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

function chart(series: (n: number) => ChartSeries[], t: number, fast = false) {
  return (
    <FollowingChart
      T={100_000}
      t={t}
      available={t}
      fast={fast}
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

/** Two charts side by side, as on a page: the element for round `t`, and the round each drew. */
function twoCharts() {
  const one = slowSeries(0.0001);
  const two = slowSeries(0.0001);
  const both = (t: number, fast: boolean) => (
    <>
      {chart(one.series, t, fast)}
      {chart(two.series, t, fast)}
    </>
  );
  return { both, asked: () => [one.asked.at(-1), two.asked.at(-1)] };
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

  it('while the run plays fast, follows in turns: two charts due together redraw in frames of their own', () => {
    const { both, asked } = twoCharts();
    const view = render(both(1_000, false));
    settle();
    view.rerender(both(1_000, true));
    // Redraws of the lesson between turns leave both charts where they were.
    view.rerender(both(1_500, true));
    view.rerender(both(2_000, true));
    expect(asked()).toEqual([1_000, 1_000]);
    // The first turn (after one interval) redraws one chart; the other waits for a frame.
    const wait = (ms: number) =>
      act(() => {
        clock += ms;
        vi.advanceTimersByTime(ms);
      });
    wait(FOLLOW_EVERY_MS);
    expect(asked().sort()).toEqual([1_000, 2_000]);
    wait(0);
    expect(asked().sort()).toEqual([1_000, 2_000]);
    wait(FRAME_AND_AFTER_MS);
    expect(asked()).toEqual([2_000, 2_000]);
  });

  it('off screen while the run plays fast, does not catch up to the round it holds; back near the screen, or paused, it does', () => {
    const { nearScreen } = stubIntersectionObserver();
    const { series, asked } = slowSeries(0.0001);
    // Following every round until the run takes off, a few steps behind.
    const view = render(chart(series, 8_000));
    expect(asked.at(-1)).toBeLessThan(8_000);
    nearScreen(false);
    view.rerender(chart(series, 60_000, true));
    const before = asked.length;
    for (let i = 0; i < 50; i++)
      act(() => {
        clock += FOLLOW_EVERY_MS;
        vi.advanceTimersByTime(FOLLOW_EVERY_MS);
      });
    expect(asked.length).toBe(before);
    expect(asked.at(-1)).toBeLessThan(8_000);
    // Near the screen again: it takes the latest round, in steps.
    nearScreen(true);
    settle();
    expect(asked.at(-1)).toBe(60_000);
    // Away again, then the run is paused: it catches up with the counter.
    nearScreen(false);
    view.rerender(chart(series, 90_000, true));
    view.rerender(chart(series, 90_000, false));
    settle();
    expect(asked.at(-1)).toBe(90_000);
  });

  it('off screen and far behind, summarises in steps but draws once, at the end', () => {
    const { nearScreen } = stubIntersectionObserver();
    const { series, asked } = slowSeries(0.006);
    const view = render(chart(series, 1_000));
    settle();
    const drawnAt = () =>
      view.container.querySelector('svg[role="img"]')?.getAttribute('aria-label') ?? '';
    expect(drawnAt()).toMatch(/at round 1000:/);
    nearScreen(false);
    // A run's end: 40 000 rounds to catch up, paused, off screen.
    view.rerender(chart(series, 41_000, false));
    const labels = new Set<string>();
    for (let i = 0; i < 1_000 && vi.getTimerCount() > 0; i++) {
      act(() => {
        vi.runOnlyPendingTimers();
      });
      labels.add(drawnAt());
    }
    // Summarised in steps that fit a slow device…
    const steps = asked.slice(1).map((n, i) => n - (asked[i] as number));
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps.slice(1)) expect(step * 0.006).toBeLessThanOrEqual(12 + 1e-9);
    // …and drawn once, at the round on the counter.
    expect(drawnAt()).toMatch(/at round 41000:/);
    expect(
      [...labels]
        .filter((l) => !/at round (1000|41000):/.test(l))
        .map((l) => /at round \d+/.exec(l)?.[0]),
    ).toEqual([]);
    // On screen, the same catch-up is drawn step by step.
    nearScreen(true);
    view.rerender(chart(series, 81_000, false));
    labels.clear();
    for (let i = 0; i < 1_000 && vi.getTimerCount() > 0; i++) {
      act(() => {
        vi.runOnlyPendingTimers();
      });
      labels.add(drawnAt());
    }
    expect(labels.size).toBeGreaterThan(5);
    expect(drawnAt()).toMatch(/at round 81000:/);
  });

  it('far behind a round that moves every frame, still takes its steps', () => {
    const { series, asked } = slowSeries(0.0001);
    const view = render(chart(series, 1_000));
    settle();
    // A seek far ahead while the run plays slowly: a new round in every frame.
    for (let t = 60_000; t < 60_100; t++) {
      view.rerender(chart(series, t));
      act(() => {
        clock += FRAME_AND_AFTER_MS;
        vi.advanceTimersByTime(FRAME_AND_AFTER_MS);
      });
    }
    expect(asked.at(-1)).toBeGreaterThanOrEqual(60_000);
  });

  it('when the run stops playing fast, each chart catches up in a frame of its own', () => {
    const { both, asked } = twoCharts();
    const view = render(both(1_000, true));
    settle();
    expect(asked()).toEqual([1_000, 1_000]);
    // The run ends: not in that task, where every panel of the page catches up.
    view.rerender(both(3_000, false));
    expect(asked()).toEqual([1_000, 1_000]);
    act(() => void vi.advanceTimersByTime(0));
    expect(asked().sort()).toEqual([1_000, 3_000]);
    act(() => void vi.advanceTimersByTime(FRAME_AND_AFTER_MS));
    expect(asked()).toEqual([3_000, 3_000]);
  });
});
