/**
 * The primary learner's gradient step, animated as plane-animation.ts animates the perceptron's
 * update: requestAnimationFrame drives a progress in [0, 1]; durationMs 0 (high speed, reduced
 * motion) or no requestAnimationFrame snaps to the end.
 */
import { useEffect, useState } from 'react';
import { easeCubicInOut } from 'd3-ease';
import type { OcoStep } from './oco-types';
import { isFinite2, leavesDisc, type Vec } from './oco-geometry';

/** Share of the duration given to the gradient step when a projection follows it. */
export const STEP_SHARE = 0.6;

const stepKey = (s: OcoStep | null): string =>
  s ? `${s.from[0]},${s.from[1]}>${s.tilde[0]},${s.tilde[1]}>${s.to[0]},${s.to[1]}` : '';

/** Progress in [0, 1] of the step's animation; 1 when there is nothing to animate. */
export function useStepProgress(step: OcoStep | null): number {
  const key = stepKey(step);
  const duration =
    step && step.durationMs > 0 && Number.isFinite(step.durationMs) ? step.durationMs : 0;
  const canAnimate = typeof requestAnimationFrame === 'function';
  const [anim, setAnim] = useState<{ key: string; p: number } | null>(null);
  useEffect(() => {
    if (!key || !(duration > 0) || typeof requestAnimationFrame !== 'function') return;
    let raf = 0;
    let start = -1;
    const tick = (now: number) => {
      if (start < 0) start = now;
      const p = Math.min(1, (now - start) / duration);
      setAnim({ key, p });
      if (p < 1) raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [key, duration]);
  if (!step || !(duration > 0) || !canAnimate) return 1;
  // A new step starts at 0 on its first render: no flash of the end state.
  return anim && anim.key === key ? anim.p : 0;
}

export interface StepPose {
  /** Where the primary's point is drawn. */
  point: Vec;
  /** 'step': moving along −η g; 'project': moving back onto Ω; 'done'. */
  phase: 'step' | 'project' | 'done';
  /** Whether w̃_t left Ω (so a projection is part of this step). */
  projected: boolean;
}

const lerp = (a: Vec, b: Vec, e: number): Vec => [
  a[0] + (b[0] - a[0]) * e,
  a[1] + (b[1] - a[1]) * e,
];

/**
 * The primary's point at `progress`: phase 1 eases from w_{t−1} to w̃_t; phase 2, only when w̃_t
 * leaves Ω, eases from w̃_t to w_t. Each phase eases on its own, so the point visibly stops at
 * w̃_t before it is projected. Without a projection the point goes to w_t (= w̃_t).
 */
export function stepPose(step: OcoStep, progress: number, B: number): StepPose | null {
  if (!isFinite2(step.from) || !isFinite2(step.to)) return null;
  const projected = isFinite2(step.tilde) && leavesDisc(step.tilde, B);
  const p = Number.isFinite(progress) ? Math.min(1, Math.max(0, progress)) : 1;
  if (p >= 1) return { point: step.to, phase: 'done', projected };
  if (!projected)
    return { point: lerp(step.from, step.to, easeCubicInOut(p)), phase: 'step', projected };
  if (p < STEP_SHARE) {
    return {
      point: lerp(step.from, step.tilde, easeCubicInOut(p / STEP_SHARE)),
      phase: 'step',
      projected,
    };
  }
  const q = (p - STEP_SHARE) / (1 - STEP_SHARE);
  return { point: lerp(step.tilde, step.to, easeCubicInOut(q)), phase: 'project', projected };
}
