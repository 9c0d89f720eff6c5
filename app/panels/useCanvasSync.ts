import { useEffect, type RefObject } from 'react';
import { SPARSE_PER_CALL, syncCanvas, type CanvasState } from './plane-canvas';
import { VB } from './plane-geometry';
import type { PlanePoints } from './plane-types';

/**
 * Keeps a plane's canvas up to date with `points`: what one call of syncCanvas leaves undrawn is
 * drawn in the tasks that follow, SPARSE_PER_CALL points each, so a redraw of thousands of points
 * never holds the main thread in one task.
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
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const step = (): void => {
      timer = null;
      const canvas = canvasRef.current;
      if (!canvas) return;
      const size = cssSize || stageRef.current?.clientWidth || VB;
      const done = syncCanvas(
        canvas,
        stateRef.current,
        points,
        count,
        E,
        size,
        themeTick,
        SPARSE_PER_CALL,
      );
      if (!done) timer = setTimeout(step, 0);
    };
    step();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [canvasRef, stageRef, stateRef, enabled, points, count, E, cssSize, themeTick]);
}
