import type { ReactNode } from 'react';
import { useApp } from '../../store/store';
import { LogScaleToggle } from '../../ui/LogScaleToggle';
import { Staged } from '../../ui/Staged';
import { useShown } from './lesson-hooks';

/**
 * A lesson's chart of what its bounds cap (mistakes, regret, test error) with the log-scale
 * switch, and the bounds in numbers below it: one section, shown when `panels=` names the chart's
 * panel or `bounds`, titled for what it shows. Mounted in its turn (Staged), in a placeholder of
 * `minHeight` until then.
 */
export function ChartSection(props: {
  /** The chart's panel id (`mistakes`, `error`…); the list's is `bounds`. */
  panel: string;
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  /** The heading with the chart, and without it (the list alone). */
  title: { chart: string; bounds: string };
  stage: number;
  /** How many charts it holds (Staged spaces them out). */
  charts?: number;
  minHeight: string;
  /** The chart (and anything that goes with it), shown with the chart's panel. */
  chart: ReactNode;
  /** The bound list, shown with the `bounds` panel. */
  bounds: ReactNode;
  /** Notes under both, always shown with the section. */
  children?: ReactNode;
}) {
  const shown = useShown();
  const logScale = useApp((s) => s.logScale);
  const setUi = useApp((s) => s.setUi);
  const { panel, headingId } = props;
  if (!shown(panel, 'bounds')) return null;
  return (
    <section className="panel chart-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {shown(panel) ? props.title.chart : props.title.bounds}
      </h2>
      <Staged stage={props.stage} charts={props.charts ?? 1} minHeight={props.minHeight}>
        {shown(panel) ? (
          <>
            {props.chart}
            <LogScaleToggle checked={logScale} onChange={(v) => setUi({ logScale: v })} />
          </>
        ) : null}
        {shown('bounds') ? props.bounds : null}
        {props.children}
      </Staged>
    </section>
  );
}
