import { useEffect, type RefObject } from 'react';
import { idleSteps } from '../ui/idle-time';
import { SPARSE_PER_CALL, syncCanvas, warmCanvas, type CanvasState } from './plane-canvas';
import { VB } from './plane-geometry';
import type { PlanePoints } from './plane-types';

/**
 * The time one call of syncCanvas may draw for (ms). It shares its task with the render or the
 * effects that asked for it: at 4× CPU throttle, the first 500 sprites after Play took one call
 * 30–49 ms, and a dense redraw of 7 750 points 17–19 ms, where later calls drew as many in 4–8 ms
 * (timed in the page, on kernel-perceptron and online-to-batch).
 */
export const DRAW_BUDGET_MS = 6;

/** A hidden canvas is readied in the page's idle time, or after this long however busy it is. */
const WARM_TIMEOUT_MS = 3000;
/** Where the browser has no idle callbacks (Safari), it is readied this long after. */
const WARM_FALLBACK_MS = 500;

/**
 * Keeps a plane's canvas up to date with `points`: what one call of syncCanvas leaves undrawn is
 * drawn in the tasks that follow, at most SPARSE_PER_CALL sprites or DRAW_BUDGET_MS each, so a
 * redraw of thousands of points never holds the main thread in one task. Not `enabled` (the
 * points drawn as SVG), the canvas stays in the page, hidden, and is readied in idle time for the
 * moment it is needed (warmCanvas); shown again, it starts afresh.
 */
export function useCanvasSync(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  stageRef: RefObject<HTMLElement | null>,
  stateRef: RefObject<CanvasState>,
  enabled: boolean,
  points: PlanePoints,
  count: number,
  E: number,
  cssSize: number,
  themeTick: number,
): void {
  useEffect(() => {
    const st = stateRef.current;
    // Before the stage's first observed width, its width now.
    const size = (): number => cssSize || stageRef.current?.clientWidth || VB;
    if (!enabled) {
      const canvas = canvasRef.current;
      if (!canvas || (st.warm === true && st.canvas === canvas && st.count === 0)) return;
      st.canvas = null;
      const warm = (step: 0 | 1) => (): void => warmCanvas(canvas, st, E, size(), themeTick, step);
      return idleSteps([warm(0), warm(1)], WARM_TIMEOUT_MS, WARM_FALLBACK_MS);
    }
    let timer: ReturnType<typeof setTimeout> | null = null;
    const step = (): void => {
      timer = null;
      const canvas = canvasRef.current;
      if (!canvas) return;
      const start = performance.now();
      const done = syncCanvas(
        canvas,
        st,
        points,
        count,
        E,
        size(),
        themeTick,
        SPARSE_PER_CALL,
        () => performance.now() - start > DRAW_BUDGET_MS,
      );
      if (!done) timer = setTimeout(step, 0);
    };
    step();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [canvasRef, stageRef, stateRef, enabled, points, count, E, cssSize, themeTick]);
}
