import type { ReactElement } from 'react';
import { arrow } from '../plane-geometry';
import type { OcoStep } from './oco-types';
import type { StepPose } from './step-animation';
import { isFinite2, r1, toView } from './oco-geometry';

export interface OcoStepLayerProps {
  extent: number;
  step: OcoStep | null;
  pose: StepPose | null;
}

/**
 * The primary's last update: the gradient step w_{t−1} → w̃_t as an arrow "−η g" (shown from the
 * start, so the moving point visibly follows it) and, when w̃_t left Ω, a hollow mark at w̃_t and
 * the dashed projection w̃_t → w_t, which appears when the point starts back. Both stay, static,
 * after the animation (and with durationMs 0).
 */
export function OcoStepLayer({ extent: E, step, pose }: OcoStepLayerProps): ReactElement | null {
  if (!step || !pose || !isFinite2(step.tilde)) return null;
  const from = toView(E, step.from);
  const tilde = toView(E, step.tilde);
  const to = toView(E, step.to);
  if (!from || !tilde || !to) return null;
  const arr = arrow(from, tilde, 9, 4.5);
  const showProjection = pose.projected && pose.phase !== 'step';
  return (
    <g
      className="hs-oco-step"
      data-phase={pose.phase}
      data-projected={pose.projected ? 'true' : 'false'}
    >
      {arr ? (
        <g className="hs-oco-step-arrow">
          <path className="hs-oco-casing" d={arr.shaft} />
          <path className="shaft" d={arr.shaft} />
          <path className="head" d={arr.head} />
        </g>
      ) : null}
      {pose.projected ? (
        <g className="hs-oco-at" transform={`translate(${r1(tilde[0])},${r1(tilde[1])})`}>
          <circle className="hs-oco-tilde" r={5} />
        </g>
      ) : null}
      {showProjection ? (
        <line
          className="hs-oco-projection"
          x1={r1(tilde[0])}
          y1={r1(tilde[1])}
          x2={r1(to[0])}
          y2={r1(to[1])}
        />
      ) : null}
    </g>
  );
}
