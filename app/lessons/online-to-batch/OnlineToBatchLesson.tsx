import { useMemo, useState } from 'react';
import type { OnlineToBatchMeta } from '../../../src/scenes/online-to-batch';
import {
  onlineToBatchView,
  type OnlineToBatchView,
} from '../../../src/scenes/online-to-batch-view';
import { onlineToBatchScene } from '../../../src/scenes/lessons/online-to-batch';
import { formatNumber } from '../../../src/theory/types';
import { BoundTermsPanel } from '../../panels/online-to-batch/BoundTermsPanel';
import { PlanePanel } from '../../panels/PlanePanel';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { useApp } from '../../store/store';
import { BoundList } from '../kit/BoundList';
import { FollowingChart } from '../kit/FollowingChart';
import { ChartSection } from '../kit/ChartSection';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { onlineToBatchNarrative } from './narrative';
import { ESTIMATOR_STYLE, useEstimatorSeries } from './series';

const SHORT_TITLE: Record<string, string> = {
  'online-to-batch-prop3': 'Proposition 3',
  'online-to-batch-prop4': 'Proposition 4',
  'online-to-batch-thm-14-9': 'Theorem 14.9 (ŵ)',
  'online-to-batch-thm-14-9-random': 'Theorem 14.9 (Eₛ wₛ)',
};

export default function OnlineToBatchLesson() {
  const lesson = useLesson(onlineToBatchScene);
  const { params: p, t, playing, engineError, logScale, trace, fast, actions } = lesson;
  const meta = lesson.meta as OnlineToBatchMeta | null;
  const showTarget = useApp((s) => s.showTarget);
  const [focus, setFocus] = useState(0);
  const onParams = useOnParams();
  const shown = useShown();
  const view = meta ? onlineToBatchView(p, meta, trace, t) : null;
  const shownT = view?.t ?? 0;
  // At high speed the proof and the terms follow four times a second, not every frame.
  const slowT = useFollowed(shownT, fast, { every: 250 });
  const slowView = meta && slowT !== shownT ? onlineToBatchView(p, meta, trace, slowT) : view;
  const errorSeries = useEstimatorSeries('error', meta, trace, p, logScale);
  const lossSeries = useEstimatorSeries('loss', meta, trace, p, logScale);

  const extent = useMemo(() => {
    const step = 10 ** (Math.floor(Math.log10(1.12 * p.R)) - 1);
    return Math.ceil((1.12 * p.R) / step) * step;
  }, [p.R]);

  if (!meta || !view || !slowView) return <LessonLoading error={engineError} />;
  const ogd = meta.learner === 'ogd';
  const col = (name: string) => trace?.column(name) ?? new Float32Array(0);
  const k = Math.min(focus, slowView.bounds.length - 1);
  const shownBound = slowView.bounds[k] ?? null;
  const evaluation =
    meta.lossEvery > 1
      ? `the held-out loss every ${meta.lossEvery} rounds (T × testSize is large; the Eₛ column is then the mean over every ${meta.lossEvery}th iterate)`
      : 'every round';

  return (
    <main className="lesson online-to-batch">
      <RoundAnnouncer message={announcement(view, meta)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="o2b-plane-title">
          <h2 id="o2b-plane-title" className="panel-title">
            The plane: the last iterate, the average, and w*
          </h2>
          <PlanePanel
            extent={extent}
            fast={fast}
            points={{
              x1: col('x1'),
              x2: col('x2'),
              y: col('y'),
              mistake: col('mistake'),
              count: shownT,
            }}
            learners={[
              {
                id: 'last',
                name: 'w_T (last)',
                color: ESTIMATOR_STYLE.last.color,
                dash: ESTIMATOR_STYLE.last.dash,
                w: view.w,
              },
              {
                id: 'average',
                name: '(average)',
                symbol: 'ŵ',
                color: ESTIMATOR_STYLE.average.color,
                dash: ESTIMATOR_STYLE.average.dash,
                w: view.average,
              },
            ]}
            wstar={meta.wstar}
            gamma={p.gamma}
            radius={p.R}
            showTarget={showTarget}
            update={null}
            label={`Plane at round ${shownT}`}
          />
          <div className="toggles">
            <label>
              <input
                type="checkbox"
                checked={showTarget}
                onChange={(e) => actions.setUi({ showTarget: e.target.checked })}
              />{' '}
              Show w* and its margin band
            </label>
          </div>
          <p className="hint o2b-estimators">
            Held-out error at round {shownT} ({meta.testSize} fresh points from the same
            distribution): Eₛ err(wₛ) = {fmt(view.testError.random)}, err(ŵ) ={' '}
            {fmt(view.testError.average)}, err(w_T) = {fmt(view.testError.last)}
            {view.testLoss
              ? `; held-out loss E φ: ${fmt(view.testLoss.random)}, ${fmt(view.testLoss.average)}, ${fmt(view.testLoss.last)}`
              : ''}
            .
          </p>
          <LessonControls definition={onlineToBatchScene}>
            <label className="field">
              <span>Learner</span>
              <select value={p.learner} onChange={(e) => onParams({ learner: e.target.value })}>
                <option value="perceptron">Perceptron</option>
                <option value="ogd">OGD on a convex loss</option>
              </select>
            </label>
            {ogd ? (
              <label className="field">
                <span>Loss φ</span>
                <select value={p.loss} onChange={(e) => onParams({ loss: e.target.value })}>
                  <option value="hinge">hinge max(0, 1 − y⟨w, x⟩)</option>
                  <option value="logistic">logistic ln(1 + e^(−y⟨w, x⟩))</option>
                </select>
              </label>
            ) : null}
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
            <NumberField
              label="δ"
              param="delta"
              value={p.delta}
              step={0.01}
              min={0}
              max={1}
              onParams={onParams}
            />
            <NumberField
              label="Test size"
              param="testSize"
              value={p.testSize}
              step={500}
              min={100}
              max={100000}
              onParams={onParams}
            />
            {ogd ? (
              <>
                <NumberField
                  label="B"
                  param="B"
                  value={p.B}
                  step={0.5}
                  min={0}
                  onParams={onParams}
                />
                <label className="field">
                  <span>η</span>
                  <input
                    type="text"
                    inputMode="decimal"
                    defaultValue={String(p.eta)}
                    key={String(p.eta)}
                    onBlur={(e) => onParams({ eta: e.target.value || 'tuned' })}
                    aria-describedby="o2b-eta"
                  />
                  <small id="o2b-eta">
                    {p.eta === 'tuned'
                      ? `tuned B/(G√T) = ${fmt(meta.eta ?? NaN)}`
                      : '(type “tuned” for B/(G√T))'}
                  </small>
                </label>
              </>
            ) : null}
          </LessonControls>
        </section>
      ) : null}

      <ChartSection
        panel="error"
        headingId="o2b-error-title"
        title={{ chart: 'Test error of the three estimators', bounds: 'The bounds, in numbers' }}
        stage={1}
        charts={ogd ? 2 : 1}
        minHeight="14rem"
        chart={
          <>
            <FollowingChart
              T={meta.T}
              t={shownT}
              available={trace?.length ?? 0}
              series={errorSeries}
              fast={fast}
              logScale={logScale}
              title="Held-out 0–1 error of each estimator"
              yLabel="test error"
              yMax={1}
            />
            {ogd ? (
              <FollowingChart
                T={meta.T}
                t={shownT}
                available={trace?.length ?? 0}
                series={lossSeries}
                fast={fast}
                logScale={logScale}
                title="Held-out loss E φ of each estimator, against Theorem 14.9"
                yLabel="test loss"
              />
            ) : null}
            <p className="hint">
              Scored on {meta.testSize} held-out points drawn from the seed, {evaluation}; the 0–1
              error every round (it depends on w’s direction only: a binary search among the points’
              half-circles).{' '}
              {ogd
                ? 'Theorem 14.9 bounds the held-out loss, drawn in the second chart; the 0–1 error has no bound here.'
                : 'Both propositions bound Eₛ err(wₛ), drawn in its hue.'}
            </p>
          </>
        }
        bounds={
          <>
            <BoundList
              format={fmt}
              items={view.bounds.map((b) => ({
                id: b.id,
                label: (
                  <>
                    <strong>{b.theorem.title}</strong>
                    {b.t !== view.t ? ` (at round ${b.t})` : ''}:{' '}
                  </>
                ),
                symbol: b.estimator === 'average' ? 'E φ(ŵ)' : ogd ? 'Eₛ E φ(wₛ)' : 'Eₛ err(wₛ)',
                status: b.status,
              }))}
            />
            <ul className="bound-list o2b-unbounded">
              {view.unbounded.map((u) => (
                <li key={u.estimator} className="not-applies">
                  No bound for {ESTIMATOR_STYLE[u.estimator].name}: {u.reason}.
                </li>
              ))}
            </ul>
          </>
        }
      />

      {shown('terms') ? (
        <section className="panel terms-panel wide-panel" aria-labelledby="o2b-terms-title">
          <h2 id="o2b-terms-title" className="panel-title">
            The bound, term by term
          </h2>
          <Staged stage={2} minHeight="10rem">
            <BoundTermsPanel
              caption={`At round ${slowView.t}${
                !ogd && slowView.lambda !== null ? `, with λ = ${fmt(slowView.lambda)}` : ''
              }: each bound as the sum of its parts, against what it caps.`}
              rows={slowView.bounds.map((b) => ({
                id: b.id,
                title: SHORT_TITLE[b.id] ?? b.theorem.title,
                applies: b.status.applies,
                reason: b.status.failed?.reason,
                terms: b.terms,
                observed: b.status.observed,
                observedLabel:
                  b.estimator === 'average' ? 'E φ(ŵ)' : ogd ? 'Eₛ E φ(wₛ)' : 'Eₛ err(wₛ)',
              }))}
            />
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorem and its proof, with today’s numbers" stage={3}>
        <LearnerTabs
          learners={slowView.bounds.map((b) => ({ id: b.id, name: SHORT_TITLE[b.id] ?? b.id }))}
          focus={k}
          onFocus={setFocus}
        />
        {shownBound ? (
          <Theorem
            bound={shownBound}
            caption={
              shownBound.caption +
              (ogd && shownBound.t !== slowView.t ? ` Numbers from round ${shownBound.t}.` : '')
            }
          />
        ) : null}
      </TheoremSection>

      <NarrativeSection
        lesson="online-to-batch"
        title="From regret to test error, step by step"
        items={onlineToBatchNarrative}
        stage={4}
      />
    </main>
  );
}

function fmt(x: number): string {
  if (Number.isNaN(x)) return '—';
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '−∞';
  return formatNumber(x);
}

/** What the live region says: the round and the three held-out errors. */
function announcement(view: OnlineToBatchView, meta: OnlineToBatchMeta): string {
  const e = view.testError;
  const b = view.bounds.find((r) => r.status.applies);
  const bound = b ? `, ${b.theorem.title.split(':')[0]} ${fmt(b.status.value)}` : '';
  return `Round ${view.t} of ${meta.T}: held-out error Eₛ ${fmt(e.random)}, average ${fmt(e.average)}, last ${fmt(e.last)}${bound}`;
}
