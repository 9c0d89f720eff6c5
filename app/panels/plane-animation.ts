/** The animation of the primary learner's update in the plane: w eases from `from` to `to`. */
import { useEffect, useState } from 'react';
import { easeCubicInOut } from 'd3-ease';
import { interpolateNumber } from 'd3-interpolate';
import type { PlaneLearner, PlaneUpdate } from './plane-types';
import type { Vec } from './plane-geometry';

/**
 * Progress in [0, 1] of the update's animation, advanced by requestAnimationFrame; 1 when there
 * is nothing to animate (no update, durationMs 0, or no requestAnimationFrame).
 */
export function useUpdateProgress(update: PlaneUpdate | null): number {
  const upKey = update
    ? `${update.from[0]},${update.from[1]}>${update.to[0]},${update.to[1]}@${update.x[0]},${update.x[1]}:${update.y}`
    : '';
  const duration = update && update.durationMs > 0 ? update.durationMs : 0;
  const canAnimate = typeof requestAnimationFrame === 'function';
  const [anim, setAnim] = useState<{ key: string; p: number } | null>(null);
  useEffect(() => {
    if (!upKey || !(duration > 0) || typeof requestAnimationFrame !== 'function') return;
    let raf = 0;
    let start = -1;
    const tick = (now: number) => {
      if (start < 0) start = now;
      const p = Math.min(1, (now - start) / duration);
      setAnim({ key: upKey, p });
      if (p < 1) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [upKey, duration]);
  let progress = 1;
  if (update && duration > 0 && canAnimate) progress = anim && anim.key === upKey ? anim.p : 0;
  return progress;
}

/** The w to draw for learner i: the primary's (i = 0) is eased while its update animates. */
export function shownW(
  l: PlaneLearner,
  i: number,
  update: PlaneUpdate | null,
  progress: number,
): Vec {
  if (i === 0 && update && progress < 1) {
    const e = easeCubicInOut(progress);
    return [
      interpolateNumber(update.from[0], update.to[0])(e),
      interpolateNumber(update.from[1], update.to[1])(e),
    ];
  }
  return l.w;
}
