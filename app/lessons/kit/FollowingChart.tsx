import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ChartDataTable } from '../../panels/ChartDataTable';
import type { ChartSeries } from '../../panels/SeriesChart';
import { SeriesChart } from '../../panels/SeriesChart';
import { followOnce } from '../../ui/follow-queue';
import { useFollowed } from '../../ui/useFollowed';
import { useInView } from '../../ui/useInView';
import { CatchUpPace } from './catch-up-pace';

export interface FollowingChartProps {
  T: number;
  /** The round on screen. */
  t: number;
  /** Rounds the trace holds: the chart never draws past them. */
  available: number;
  /**
   * Playing fast: the chart then follows in its turns of the page's follow queue, one panel per
   * frame, ten times a second at most.
   */
  fast: boolean;
  /** How often it follows while playing fast (ms): ten times a second by default. */
  every?: number;
  logScale: boolean;
  title: string;
  yLabel: string;
  /**
   * The chart's series over rounds 1…n. A new function (new data: another run, another scale)
   * recomputes them; the trace grows in place, so `n` says when to look again.
   */
  series(n: number): ChartSeries[];
  /** The y axis's ceiling, when the quantity has one (see SeriesChart). */
  yMax?: number;
}

/**
 * A chart with its data table that follows the round. At full speed a new frame adds a pixel or
 * two to a chart, so the chart follows in turns of its own, ten times a second: a turn redraws
 * this chart alone, in a frame of its own, not the lesson in every frame.
 */
export function FollowingChart({
  T,
  t,
  available,
  fast,
  logScale,
  title,
  yLabel,
  series,
  every,
  yMax,
}: FollowingChartProps) {
  // Off screen it does not follow; near the screen again (useInView's margin), it catches up.
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const want = Math.min(useFollowed(t, fast, { every, inView, catchUp: 'own-turn' }), available);
  // The rounds this chart has summarised for these series (new series, a new run or scale, start
  // from none); a step back, a seek, is drawn at once.
  // Its series are summarised round by round (src/engine/series-summary.ts), so a chart that fell
  // far behind (the first turns after Play, a run's end after a phone drew every second or so, a
  // chart scrolled back into view) would summarise hundreds of thousands of rounds in one task: it
  // catches up in steps instead, each in a turn of its own (one panel per frame), as many rounds
  // as the device summarises in a few milliseconds (CatchUpPace).
  const [pace] = useState(() => new CatchUpPace());
  const [done, setDone] = useState({ series, rounds: 0 });
  const base = done.series === series ? done.rounds : 0;
  // Off screen while playing fast, it does not catch up either: the round it held when the run
  // took off is often tens of thousands of rounds past what it had summarised (it followed every
  // round until then, a step per turn), and on a phone those steps took a turn every frame or two
  // for the first second and a half of play.
  const held = fast && !inView;
  const n = want <= base ? want : held ? base : Math.min(want, base + pace.step);
  // What a step's turn reads when it comes: a new round or a scroll between two renders does not
  // queue the step again (a chart far behind, with a round that moves every frame, would wait
  // for ever).
  const latest = useRef({ want, inView });
  useLayoutEffect(() => {
    latest.current = { want, inView };
  });
  useEffect(() => {
    if (n === base) return;
    // Each step is a turn of its own. On screen, a step draws the chart (the next render asks
    // for the next step). Off screen and more than a step behind (a run's end, a seek while
    // paused), the steps only summarise and the chart is drawn once, at the last: a phone drew
    // every step of a run's end, each a task of 60-80 ms at 4x (littlestone, traced), for a
    // chart no one could see.
    let next = n;
    let stop = (): void => undefined;
    const step = (): void => {
      stop = followOnce(() => {
        const { want, inView } = latest.current;
        if (inView || next >= want) setDone({ series, rounds: Math.min(next, want) });
        else {
          pace.summarise(series, next);
          next = Math.min(want, next + pace.step);
          step();
        }
      });
    };
    step();
    return () => stop();
  }, [n, base, series, pace]);
  // Off screen and more than a step behind, it stays drawn where it was until the last step.
  const at = inView || n === want ? n : base;
  const drawn = useMemo(() => pace.summarise(series, at), [series, at, pace]);
  return (
    <div ref={box} className="following-chart">
      <SeriesChart
        T={T}
        t={at}
        series={drawn}
        logScale={logScale}
        yLabel={yLabel}
        exportName={title}
        yMax={yMax}
      />
      <ChartDataTable series={drawn} t={at} title={title} />
    </div>
  );
}
