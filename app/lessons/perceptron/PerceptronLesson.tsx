import { useEffect, useMemo, useRef } from 'react';
import type { PerceptronMeta } from '../../../src/scenes/perceptron';
import { perceptronView, type PerceptronView } from '../../../src/scenes/perceptron-view';
import { perceptronScene } from '../../../src/scenes/lessons/perceptron';
import { formatNumber } from '../../../src/theory/types';
import { ChartDataTable } from '../../panels/ChartDataTable';
import { MistakesChart } from '../../panels/MistakesChart';
import { PlanePanel, type PlaneProps } from '../../panels/PlanePanel';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { useFollowed } from '../../ui/useFollowed';
import { useApp } from '../../store/store';
import { BoundList } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { ChartSection } from '../kit/ChartSection';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson, useRoundsComputed } from '../kit/useLesson';
import { perceptronNarrative } from './narrative';
import { LEARNER_COLORS, mistakeSeries } from './series';

const LEARNER_DASHES = ['', '10 3 2 3', '4 2', '1 2'];

export default function PerceptronLesson() {
  const lesson = useLesson(perceptronScene);
  const { scene, params: p, t, playing, engineError, logScale, trace, fast, actions } = lesson;
  const showTarget = useApp((s) => s.showTarget);
  const computed = useRoundsComputed();
  const reducedMotion = useReducedMotion();

  const meta = lesson.meta as PerceptronMeta | null;
  const view = meta ? perceptronView(p, meta, trace, t) : null;
  const shownT = view?.t ?? 0;
  // At high speed the proof is re-typeset four times a second, not every frame.
  const proofT = useFollowed(shownT, fast, { every: 250 });
  const proofView = meta && proofT !== shownT ? perceptronView(p, meta, trace, proofT) : view;

  // The slow-speed update animation: w_{t−1} → w_{t−1} + y·x on a mistake round.
  const prevT = useRef(shownT);
  const slow = !playing || (scene.speed !== 'max' && scene.speed <= 4);
  let update: PlaneProps['update'] = null;
  if (view && meta && trace && view.point?.mistake && shownT === prevT.current + 1 && slow) {
    const from: [number, number] =
      shownT >= 2
        ? [trace.at('L0.w0', shownT - 1), trace.at('L0.w1', shownT - 1)]
        : (meta.learners[0]?.initial ?? [0, 0]);
    update = {
      from,
      to: view.learners[0]?.w ?? [0, 0],
      x: [view.point.x1, view.point.x2],
      y: view.point.y,
      durationMs: reducedMotion
        ? 0
        : playing && scene.speed !== 'max'
          ? Math.min(600, 600 / scene.speed)
          : 500,
    };
  }
  useEffect(() => {
    prevT.current = shownT;
  });

  const onParams = useOnParams();
  const shown = useShown();

  const extent = useMemo(() => {
    const end = trace && trace.length > 0 ? trace.at('R', trace.length) : 0;
    const reach = Math.max(p.R, Number.isFinite(end) ? end : 0);
    // Rounded up to two significant digits: the extent follows the whole computed run, so it does
    // not jump while playing, and a radius that creeps up by rounding errors does not force the
    // canvas to redraw every point each frame.
    const step = 10 ** (Math.floor(Math.log10(1.12 * reach)) - 1);
    return Math.ceil((1.12 * reach) / step) * step;
  }, [trace, p.R, computed]); // eslint-disable-line react-hooks/exhaustive-deps

  const series = useMemo(
    () =>
      meta
        ? mistakeSeries({
            trace,
            meta,
            T: scene.T,
            t: shownT,
            R: p.R,
            gamma: p.gamma,
            configuredApplies: meta.learners.map(
              (_, k) =>
                view?.bounds.find((b) => b.learnerIndex === k && b.source === 'configured')?.status
                  .applies ?? false,
            ),
            logScale,
            buckets: 600,
          })
        : [],
    // Recomputed whenever the round, the trace or the scene changes.
    [meta, trace, shownT, p.R, p.gamma, logScale, computed, view?.bounds], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (!meta || !view) return <LessonLoading error={engineError} />;

  const primary = view.bounds.find((b) => b.learnerIndex === 0) ?? null;
  const proofBounds = (proofView ?? view).bounds.filter((b) => b.learnerIndex === 0);
  const shownBound = proofBounds.find((b) => b.status.applies) ?? proofBounds[0] ?? null;
  const moved = (proofView ?? view).point?.mistake
    ? ['progress', 'growth', 'sandwich', 'conclude']
    : [];
  const col = (name: string) => trace?.column(name) ?? new Float32Array(0);

  return (
    <main className="lesson perceptron">
      <RoundAnnouncer message={announcement(view, scene.T)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="plane-title">
          <h2 id="plane-title" className="panel-title">
            The plane
          </h2>
          <PlanePanel
            extent={extent}
            fast={fast}
            points={{
              x1: col('x1'),
              x2: col('x2'),
              y: col('y'),
              mistake: col('L0.mistake'),
              count: shownT,
            }}
            learners={view.learners.map((l, k) => ({
              id: l.id,
              name: l.name,
              color: LEARNER_COLORS[k % LEARNER_COLORS.length] as string,
              dash: LEARNER_DASHES[k % LEARNER_DASHES.length] as string,
              w: l.w,
            }))}
            wstar={meta.wstar ?? view.dataDirection}
            gamma={meta.wstar ? p.gamma : view.separable && shownT > 0 ? view.gammaData : 0}
            radius={p.R}
            showTarget={showTarget}
            update={update}
            onAddPoint={
              p.stream === 'user'
                ? (x1, x2, y) => {
                    // Rounded as the URL writes them, so a shared link replays exactly these points.
                    const r = (v: number) => Math.round(v * 1000) / 1000;
                    actions.addPoint({ x1: r(x1), x2: r(x2), y });
                  }
                : undefined
            }
            label={`Plane at round ${shownT}`}
          />
          <div className="toggles">
            <label>
              <input
                type="checkbox"
                checked={showTarget}
                onChange={(e) => actions.setUi({ showTarget: e.target.checked })}
              />{' '}
              {meta.wstar
                ? 'Show w* and its margin band'
                : 'Show the best separator of the data so far'}
            </label>
            {p.stream === 'user' ? (
              <button type="button" onClick={() => actions.clearPoints()}>
                Clear my points
              </button>
            ) : null}
          </div>
          <CsvSection definition={perceptronScene} />
          {p.stream === 'adversary' && shownT > 0 ? (
            <p className="adversary-note">
              The adversary has forced {view.learners[0]?.M ?? 0} mistakes
              {primary?.status.applies
                ? ` — ${Math.round((100 * (view.learners[0]?.M ?? 0)) / primary.status.value)}% of the bound`
                : ''}
              .{' '}
              {view.forced
                ? 'It is still finding points the line gets wrong.'
                : 'Right now no legal point fools the line.'}
            </p>
          ) : null}
          <LessonControls definition={perceptronScene} waitingHint="click the plane to add a point">
            <NumberField
              label="γ"
              param="gamma"
              value={p.gamma}
              step={0.01}
              min={0}
              onParams={onParams}
            />
            <NumberField label="R" param="R" value={p.R} step={0.1} min={0} onParams={onParams} />
            {p.stream === 'noisy' ? (
              <NumberField
                label="Noise"
                param="noise"
                value={p.noise}
                step={0.05}
                min={0}
                max={0.5}
                onParams={onParams}
              />
            ) : null}
          </LessonControls>
        </section>
      ) : null}

      <ChartSection
        panel="mistakes"
        headingId="chart-title"
        title={{ chart: 'Mistakes against the bound', bounds: 'The bounds, in numbers' }}
        stage={1}
        charts={1}
        minHeight="13rem"
        chart={
          <>
            <MistakesChart
              T={scene.T}
              t={shownT}
              series={series}
              logScale={logScale}
              yLabel="mistakes"
            />
            <ChartDataTable series={series} t={shownT} title="Mistakes against the bound" />
          </>
        }
        bounds={
          <BoundList
            format={formatBound}
            items={view.bounds.map((b) => ({
              id: b.id,
              label: (
                <>
                  <strong>{view.learners[b.learnerIndex]?.name}</strong>, {b.caption}:{' '}
                </>
              ),
              symbol: 'M',
              status: b.status,
            }))}
          />
        }
      />

      <TheoremSection title="The theorem, with today’s numbers" stage={2}>
        {shownBound ? (
          <Theorem bound={shownBound} moved={moved} caption={shownBound.caption} />
        ) : (
          <p>No data yet: add a point to see the bound.</p>
        )}
      </TheoremSection>

      <NarrativeSection
        lesson="perceptron"
        title="The perceptron, step by step"
        items={perceptronNarrative}
        stage={3}
      />
    </main>
  );
}

/** What the live region says: "Round 120 of 300: 7 mistakes, bound 100". */
function announcement(view: PerceptronView, T: number): string {
  const parts = view.learners.map((l, k) => {
    const b = view.bounds.find((r) => r.learnerIndex === k && r.status.applies);
    const who = view.learners.length > 1 ? `${l.name}, ` : '';
    const bound = b ? `bound ${formatNumber(b.status.value)}` : 'the bound does not apply';
    return `${who}${l.M} mistake${l.M === 1 ? '' : 's'}, ${bound}`;
  });
  return `Round ${view.t} of ${T}: ${parts.join('; ')}`;
}

function formatBound(x: number): string {
  if (!Number.isFinite(x)) return '∞';
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
