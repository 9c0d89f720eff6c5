import { memo, type ReactElement, type ReactNode } from 'react';
import { fmt } from '../plane-geometry';
import type { OcoLossMark, OcoPlaneLearner } from './oco-types';
import { RAMP_MAX_PCT, type ContourMap } from '../../../src/geometry/contour-map';
import { rampFill } from './contour-ramp';
import { markerPath } from './oco-geometry';

export interface OcoLegendProps {
  learners: OcoPlaneLearner[];
  comparator: boolean;
  loss: OcoLossMark['kind'] | null;
  radius: number;
  map: ContourMap | null;
  surfaceLabel: string;
  step: boolean;
}

const Sub = ({ children }: { children: ReactNode }) => <sub>{children}</sub>;

const LOSS_TEXT: Record<OcoLossMark['kind'], ReactNode> = {
  linear: (
    <>
      v<Sub>t</Sub>: the current loss ⟨v<Sub>t</Sub>, w⟩ (faint: −v<Sub>t</Sub>, downhill)
    </>
  ),
  quadratic: (
    <>
      z<Sub>t</Sub>: centre of the current loss
    </>
  ),
  hinge: (
    <>
      x<Sub>t</Sub>: the current example (● +1, × −1)
    </>
  ),
  squared: (
    <>
      ⟨w, x<Sub>t</Sub>⟩ = y<Sub>t</Sub>: where the current loss is 0
    </>
  ),
};

/** The current loss's glyph, as the plane draws it (same classes, so the same theme colours). */
function LossGlyph({ kind }: { kind: OcoLossMark['kind'] }): ReactElement {
  switch (kind) {
    case 'linear':
      return (
        <g className="hs-oco-loss linear">
          <path className="shaft" d="M4,7H26" />
          <path className="head" d="M33,7L25,3.5V10.5Z" />
        </g>
      );
    case 'quadratic':
      return (
        <g className="hs-oco-loss quadratic" transform="translate(18,7)">
          <circle className="ring" r={5} />
          <path className="cross" d="M-2.5,0H2.5M0,-2.5V2.5" />
        </g>
      );
    case 'hinge':
      return (
        <>
          <g className="hs-oco-loss hinge pos" transform="translate(10,7)">
            <circle className="shape" r={4.5} />
          </g>
          <g className="hs-oco-loss hinge neg" transform="translate(26,7)">
            <path className="shape" d="M-4,-4L4,4M-4,4L4,-4" />
          </g>
        </>
      );
    case 'squared':
      return <path className="hs-oco-zero-line" d="M2,7H34" />;
  }
}

/** A 36 × 14 swatch, as the charts' legends draw theirs. */
function Swatch({ children }: { children: ReactNode }): ReactElement {
  return (
    <svg viewBox="0 0 36 14" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The legend, as text: what every mark on the plane is. */
function Legend(props: OcoLegendProps): ReactElement {
  const { learners, comparator, loss, radius, map, surfaceLabel, step } = props;
  return (
    <ul className="hs-legend hs-oco-legend" aria-label="Legend">
      {learners.map((l, i) => (
        <li key={l.id} data-learner={l.id}>
          <Swatch>
            <line
              x1={2}
              x2={34}
              y1={7}
              y2={7}
              stroke={l.color}
              strokeWidth={2.25}
              strokeDasharray={l.dash || undefined}
            />
            <path
              d={markerPath(l.marker, 60)}
              transform="translate(18,7)"
              fill={l.color}
              className="hs-oco-swatch-marker"
            />
          </Swatch>
          <span>
            {l.name}
            {i === 0 ? (
              <>
                {' '}
                (w<sub>t</sub>)
              </>
            ) : null}
          </span>
        </li>
      ))}
      {comparator ? (
        <li data-item="comparator">
          <Swatch>
            <g className="hs-oco-comparator" transform="translate(18,7)">
              <path className="star" d={markerPath('star', 90)} />
            </g>
          </Swatch>
          <span>u*: best fixed point in hindsight</span>
        </li>
      ) : null}
      {loss ? (
        <li data-item="loss">
          <Swatch>
            <LossGlyph kind={loss} />
          </Swatch>
          <span>{LOSS_TEXT[loss]}</span>
        </li>
      ) : null}
      {step ? (
        <li data-item="step">
          <Swatch>
            <line x1={3} x2={20} y1={7} y2={7} className="hs-oco-swatch-step" />
            <line x1={22} x2={34} y1={7} y2={7} className="hs-oco-swatch-projection" />
          </Swatch>
          <span>−η g: gradient step; dashed: projection onto Ω</span>
        </li>
      ) : null}
      {radius > 0 && Number.isFinite(radius) ? (
        <li data-item="disc">
          <Swatch>
            <circle cx={18} cy={7} r={5.5} className="hs-oco-swatch-disc" />
          </Swatch>
          <span>Ω: ‖w‖ ≤ {fmt(radius)}</span>
        </li>
      ) : null}
      <li data-item="map">
        <Swatch>
          {[0, 1, 2, 3].map((k) => (
            <rect
              key={k}
              className="hs-oco-ramp-sample"
              x={2 + k * 8}
              y={2}
              width={8}
              height={10}
              style={{ fill: rampFill((RAMP_MAX_PCT * k) / 3) }}
            />
          ))}
        </Swatch>
        <span>
          {!map
            ? `Map of ${surfaceLabel}: not available`
            : map.levels.length === 0
              ? `Map of ${surfaceLabel}: flat (${fmt(map.min)} everywhere)`
              : `Map of ${surfaceLabel}: the shading deepens with the value (${fmt(map.min)} to ${fmt(map.max)})`}
        </span>
      </li>
    </ul>
  );
}

/** What the legend shows of a learner: its trail and marker change every round, not this. */
const sameLook = (a: OcoPlaneLearner, b: OcoPlaneLearner): boolean =>
  a.id === b.id &&
  a.name === b.name &&
  a.color === b.color &&
  a.dash === b.dash &&
  a.marker === b.marker;

/**
 * Memoised on what it shows: the lesson passes new learner objects every frame (their trails
 * grew), and the legend would otherwise re-render with them.
 */
export const OcoLegend = memo(
  Legend,
  (a, b) =>
    a.comparator === b.comparator &&
    a.loss === b.loss &&
    a.radius === b.radius &&
    a.map === b.map &&
    a.surfaceLabel === b.surfaceLabel &&
    a.step === b.step &&
    a.learners.length === b.learners.length &&
    a.learners.every((l, i) => sameLook(l, b.learners[i] as OcoPlaneLearner)),
);
