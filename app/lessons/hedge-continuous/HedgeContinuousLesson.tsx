import { useState } from 'react';
import { priorKinds } from '../../../src/learners/continuous/prior';
import type { DensityAnswer, HedgeContinuousMeta } from '../../../src/scenes/hedge-continuous';
import {
  hedgeContinuousView,
  type HedgeContinuousView,
} from '../../../src/scenes/hedge-continuous-view';
import { hedgeContinuousScene } from '../../../src/scenes/lessons/hedge-continuous';
import type { LessonId } from '../../../src/scenes/registry';
import { formatNumber } from '../../../src/theory/types';
import { useWorkerAnswer } from '../../engine/useExactState';
import { DensityPanel } from '../../panels/continuous/DensityPanel';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList } from '../kit/BoundList';
import { ChartSection } from '../kit/ChartSection';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { hedgeContinuousNarrative } from './narrative';
import { useRegretSeries } from './series';

const PRIOR_LABELS: Record<(typeof priorKinds)[number], string> = {
  uniform: 'Uniform',
  gaussian: 'Gaussian (truncated to Ω)',
  atoms: 'Three point masses (+ a uniform floor)',
};

const BOUND_NAMES = ['(a) exact inf over p', '(b) point mass', '(c) finite case'];

export default function HedgeContinuousLesson() {
  const lesson = useLesson(hedgeContinuousScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast } = lesson;
  const meta = lesson.meta as HedgeContinuousMeta | null;
  const trace = lesson.trace;
  const onParams = useOnParams();
  const shown = useShown();
  const [focus, setFocus] = useState(0);
  const available = meta ? (trace?.length ?? 0) : 0;
  const shownT = Math.max(0, Math.min(t, available));
  // The density follows ten times a second at full speed, the proof four.
  const drawT = useFollowed(shownT, fast, { every: 100 });
  const proofT = useFollowed(shownT, fast, { every: 250 });
  const view = meta ? hedgeContinuousView(meta, trace, shownT) : null;
  const proofView = meta ? hedgeContinuousView(meta, trace, proofT) : null;
  const density = useWorkerAnswer<DensityAnswer>(
    meta && shown('density') ? () => engine.client.query('density', { t: drawT }) : null,
    `${drawT}|${version}`,
    fast ? 150 : 0,
  );
  const series = useRegretSeries(meta, trace, logScale);

  if (!meta || !view || !proofView) return <LessonLoading error={engineError} />;

  const g = meta.grid;
  const cells = g.dim === 1 ? `${g.G} cells` : `${g.G} × ${g.G} = ${g.N} cells`;
  const bound = proofView.bounds[focus] ?? proofView.bounds[0];
  const moved = proofView.t > 0 ? ['hoeffding', 'sum', 'gibbs', 'regret', 'point'] : [];
  const meanText = view.mean.map((x) => formatNumber(x)).join(', ');

  return (
    <main className="lesson hedge-continuous">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('density') ? (
        <section className="panel plane-panel" aria-labelledby="density-title">
          <h2 id="density-title" className="panel-title">
            The Gibbs density pₜ(w) ∝ p₀(w)·e^(−η Σ ℓₛ(w)) on a grid of {cells}
          </h2>
          <DensityPanel
            answer={density}
            dim={g.dim}
            M={meta.M}
            label={`The density and the loss landscape at round ${density?.t ?? 0}`}
          />
          <p className="density-numbers" data-testid="density-numbers">
            Round {view.t}: expected loss E ℓₜ = {formatNumber(view.expLoss)}, the draw’s loss
            ℓₜ(wₜ₋₁) = {formatNumber(view.sampleLoss)}; mean of pₜ = ({meanText}), entropy ={' '}
            {formatNumber(view.entropy)} nats (at most ln N = {formatNumber(Math.log(g.N))}); Zₜ ={' '}
            {formatNumber(view.numbers.Z)}; η = {formatNumber(meta.eta)}
            {meta.etaMode === 'tuned' ? ' (tuned: √(8 ln N/(TM²)))' : ''}; M ={' '}
            {formatNumber(meta.M)}.
          </p>
          {meta.blocked ? (
            <p className="hint" role="status">
              {meta.blocked}
            </p>
          ) : null}
          <CsvSection definition={hedgeContinuousScene} />
          <LessonControls
            definition={hedgeContinuousScene}
            waitingHint="load a file of loss curves"
          >
            <label className="field">
              <span>Ω</span>
              <select
                value={String(p.dim)}
                onChange={(e) => onParams({ dim: e.target.value })}
                disabled={p.stream === 'csv'}
              >
                <option value="1">An interval (1-D)</option>
                <option value="2">A square (2-D)</option>
              </select>
            </label>
            <NumberField
              label="cells a side"
              param="grid"
              value={g.G}
              step={1}
              min={2}
              max={g.dim === 1 ? 4096 : 256}
              onParams={onParams}
            />
            <label className="field">
              <span>Prior p₀</span>
              <select value={p.prior} onChange={(e) => onParams({ prior: e.target.value })}>
                {priorKinds.map((id) => (
                  <option key={id} value={id}>
                    {PRIOR_LABELS[id]}
                  </option>
                ))}
              </select>
            </label>
            {p.prior === 'gaussian' ? (
              <>
                <NumberField
                  label="mean μ"
                  param="mu"
                  value={meta.prior.mu}
                  step={0.05}
                  onParams={onParams}
                />
                <NumberField
                  label="sd"
                  param="sd"
                  value={meta.prior.sd}
                  step={0.01}
                  min={1e-6}
                  onParams={onParams}
                />
              </>
            ) : null}
            {p.prior === 'atoms' ? (
              <NumberField
                label="uniform floor"
                param="floor"
                value={p.floor}
                step={0.01}
                min={0}
                max={1}
                onParams={onParams}
              />
            ) : null}
            <NumberField
              label="M"
              param="M"
              value={meta.M}
              step={0.1}
              min={1e-6}
              onParams={onParams}
            />
            <label className="field">
              <span>tuned η</span>
              <input
                type="checkbox"
                checked={p.eta === 'tuned'}
                onChange={(e) =>
                  onParams({
                    eta: e.target.checked ? 'tuned' : String(Number(meta.eta.toPrecision(4))),
                  })
                }
              />
            </label>
            {p.eta !== 'tuned' ? (
              <NumberField
                label="η"
                param="eta"
                value={meta.eta}
                step={0.01}
                min={1e-9}
                max={1000}
                onParams={onParams}
              />
            ) : null}
          </LessonControls>
          <p className="hint">
            Algorithm 4 runs exactly on the grid’s cells: the prior’s weight of a cell is p₀ at its
            centre times its size, normalized; Zₜ, the infimum over p and the point-mass form are
            sums over the cells, in the log domain. A finer grid is a finer Ω, not an approximation
            error in the bound.
          </p>
        </section>
      ) : null}

      <ChartSection
        panel="regret"
        headingId="chart-title"
        title={{ chart: 'Regret against Theorem 14.15', bounds: 'The bounds, in numbers' }}
        stage={1}
        charts={1}
        minHeight="13rem"
        chart={
          <FollowingChart
            T={Math.max(1, meta.T)}
            t={shownT}
            available={available}
            series={series}
            fast={fast}
            logScale={logScale}
            title="Regret Σ E ℓ − min_w L_t(w) against the bounds"
            yLabel="regret"
          />
        }
        bounds={
          <BoundList
            format={formatBound}
            items={view.bounds.map((b, k) => ({
              id: b.id,
              label: (
                <>
                  <strong>{BOUND_NAMES[k]}</strong>, {b.caption}:{' '}
                </>
              ),
              symbol: 'regret',
              status: b.status,
            }))}
          />
        }
      >
        <p className="margin-line">
          Σ E ℓ = {formatNumber(view.numbers.cumExp)}; min_w Lₜ(w) ={' '}
          {formatNumber(view.numbers.Lmin)}; −(1/η) ln E_p₀ e^(−ηLₜ) ={' '}
          {formatNumber(view.quantities['ZoverEta'])} (exact on the {cells}); ηtM²/8 ={' '}
          {formatNumber(view.quantities['hoeffTotal'])}.
        </p>
      </ChartSection>

      <TheoremSection
        title="The proof: log-partition, Hoeffding’s lemma, the Gibbs formula"
        stage={2}
      >
        <LearnerTabs
          learners={proofView.bounds.map((b, k) => ({ id: b.id, name: BOUND_NAMES[k] ?? b.id }))}
          focus={focus}
          onFocus={setFocus}
        />
        {bound ? <Theorem bound={bound} moved={moved} caption={bound.caption} /> : null}
      </TheoremSection>

      <NarrativeSection
        lesson={hedgeContinuousScene.id as LessonId}
        title="Exponential weights beyond finitely many experts"
        items={hedgeContinuousNarrative}
        stage={3}
      />
    </main>
  );
}

/** What the live region says: "Round 120 of 200: regret 3.1, bound (a) 7.4". */
function announcement(view: HedgeContinuousView, T: number): string {
  const s = view.bounds[0]?.status;
  const b = s?.applies ? `bound (a) ${formatNumber(s.value)}` : 'bound (a) does not apply';
  return `Round ${view.t} of ${T}: regret ${formatNumber(view.regret)}, ${b}`;
}

function formatBound(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return formatNumber(Number(x.toFixed(3)));
}
