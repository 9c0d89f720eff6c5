import { useMemo, useState } from 'react';
import type { GdEgExactState, GdEgMeta } from '../../../src/scenes/gd-eg';
import { gdEgView, type GdEgView } from '../../../src/scenes/gd-eg-view';
import { gdEgScene } from '../../../src/scenes/lessons/gd-eg';
import { linearLearnerIds } from '../../../src/learners/linear/registry';
import { linearLosses } from '../../../src/engine/linear-game';
import { formatNumber } from '../../../src/theory/types';
import { useExactState } from '../../engine/useExactState';
import { SweepPanel } from '../../panels/linear/SweepPanel';
import { WeightStrip } from '../../panels/linear/WeightStrip';
import { NumberField } from '../../ui/Controls';
import { LogScaleToggle } from '../../ui/LogScaleToggle';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList, boundLabel } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { LearnerPicks } from '../kit/LearnerPicks';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { gdEgNarrative } from './narrative';
import { styleOf, useSeries } from './series';
import { useSweep } from './useSweep';
import { groupDigits } from '../../../src/theory/group-digits';

const LEARNER_LABELS: Record<string, string> = {
  gd: 'GD (additive)',
  eg: 'EG (multiplicative)',
  pnorm: 'p-norm (p = 2 ln n)',
  perceptron: 'Perceptron',
  winnow: 'Winnow',
};

const RATE_PARAM: Record<string, 'eta' | 'etaEg' | 'etaP'> = {
  gd: 'eta',
  eg: 'etaEg',
  pnorm: 'etaP',
};

export default function GdEgLesson() {
  const lesson = useLesson(gdEgScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast, actions } = lesson;
  const [focus, setFocus] = useState(0);
  const meta = lesson.meta as GdEgMeta | null;
  const trace = lesson.trace;
  const view = meta ? gdEgView(p, meta, trace, t) : null;
  const shownT = view?.t ?? 0;
  const slowT = useFollowed(shownT, fast, { every: 250 });
  const exact = useExactState<GdEgExactState>(engine, slowT, version, !!meta, fast ? 250 : 60);
  const onParams = useOnParams();
  const shown = useShown();
  const regret = useSeries('regret', meta, trace, logScale);
  const potential = useSeries('potential', meta, trace, logScale);
  const sweep = useSweep(engine, meta);
  // Until the engine has answered for this round, the strip keeps its place with empty lanes.
  const weightsRead = !!meta && !!exact && exact.weights.length === meta.learners.length;
  const strips = useMemo(
    () =>
      (meta?.learners ?? []).map((l, k) => ({
        id: l.id,
        name: l.name,
        color: styleOf(k).color,
        marker: styleOf(k).marker,
        weights: weightsRead ? (exact?.weights[k] as Float64Array) : [],
      })),
    [meta, exact, weightsRead],
  );

  if (!meta || !view) return <LessonLoading error={engineError} />;

  const k = Math.min(focus, view.learners.length - 1);
  const focusBounds = view.bounds.filter((b) => b.learnerIndex === k);
  const shownBound = focusBounds.find((b) => b.status.applies) ?? focusBounds[0] ?? null;
  const csv = p.stream === 'csv';

  return (
    <main className="lesson gd-eg">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('weights') ? (
        <section className="panel weights-panel" aria-labelledby="weights-title">
          <h2 id="weights-title" className="panel-title">
            The weights over {groupDigits(meta.dim)} coordinates
          </h2>
          {/* Until the weights arrive, the strip keeps its place with empty lanes: a hint in
              its stead was shorter, and the controls below jumped when the strip came. */}
          <WeightStrip
            n={meta.dim}
            learners={strips}
            support={meta.support}
            t={exact?.t ?? 0}
            reading={!weightsRead}
          />
          <p className="hint">
            {meta.comparatorIsTarget
              ? `The comparator u is the target that made the stream (${meta.support.length} of ${meta.dim} coordinates, marked): the theorems hold for every u in their set, so the bound against it is honest.`
              : `No target: the comparators are the best u in hindsight over the T rounds, in the ball ‖u‖₂ ≤ ${formatNumber(p.U)} (GD, p-norm; solver gap ≤ ${formatNumber(meta.gaps.ball)}) and on the simplex (EG; gap ≤ ${formatNumber(meta.gaps.simplex)}).`}
            {meta.learners.some((l) => l.tuned)
              ? ` Tuned rates assume |ℓ′| ≤ ${meta.zPrior} before the run${meta.loss === 'squared' ? ' (for the squared loss, |ŷ − y| ≤ 1: the bound uses the Z observed)' : ''}.`
              : ''}
          </p>
          {meta.excluded.map((e) => (
            <p className="hint" key={e.id}>
              {LEARNER_LABELS[e.id] ?? e.id} is not running: {e.reason}.
            </p>
          ))}
          <CsvSection definition={gdEgScene} />
          <LessonControls definition={gdEgScene} waitingHint="load a CSV file of rows">
            {csv ? null : (
              <>
                <NumberField
                  label="n"
                  param="n"
                  value={p.n}
                  step={1}
                  min={2}
                  max={10000}
                  onParams={onParams}
                />
                <NumberField
                  label="k"
                  param="k"
                  value={p.k}
                  step={1}
                  min={1}
                  max={100}
                  onParams={onParams}
                />
              </>
            )}
            <label className="field">
              <span>Loss</span>
              <select value={p.loss} onChange={(e) => onParams({ loss: e.target.value })}>
                {linearLosses.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            </label>
            {p.stream === 'sparse' || p.stream === 'dense' ? (
              <label className="field">
                <span>Features</span>
                <select value={p.features} onChange={(e) => onParams({ features: e.target.value })}>
                  <option value="pm1">x ∈ {'{−1, 1}'}ⁿ</option>
                  <option value="01">x ∈ {'{0, 1}'}ⁿ</option>
                </select>
              </label>
            ) : null}
            {csv ? (
              <NumberField label="U" param="U" value={p.U} step={0.1} min={0} onParams={onParams} />
            ) : (
              <NumberField
                label="noise"
                param="noise"
                value={p.noise}
                step={0.05}
                min={0}
                max={10}
                onParams={onParams}
              />
            )}
            {meta.learners
              .filter((l) => RATE_PARAM[l.id])
              .map((l) => (
                <label className="field" key={l.id}>
                  <span>η of {l.name}</span>
                  <input
                    type="text"
                    inputMode="decimal"
                    defaultValue={String(p[RATE_PARAM[l.id] as 'eta'])}
                    key={`${l.id}:${String(p[RATE_PARAM[l.id] as 'eta'])}`}
                    onBlur={(e) =>
                      onParams({ [RATE_PARAM[l.id] as string]: e.target.value || 'tuned' })
                    }
                    aria-describedby={`rate-${l.id}`}
                  />
                  <small id={`rate-${l.id}`}>
                    {l.tuned ? `tuned: ${formatNumber(l.eta)}` : `(tuned: type “tuned”)`}
                  </small>
                </label>
              ))}
            <LearnerPicks
              ids={linearLearnerIds}
              chosen={p.learners}
              labels={LEARNER_LABELS}
              legend="Learners, side by side on one stream"
            />
          </LessonControls>
        </section>
      ) : null}

      {shown('loss', 'potential', 'bounds') ? (
        <section className="panel chart-panel" aria-labelledby="loss-title">
          <h2 id="loss-title" className="panel-title">
            Regret (mistakes, for a classifier) against each bound
          </h2>
          <Staged stage={1} charts={1} minHeight="20rem">
            {shown('loss') ? (
              <>
                <FollowingChart
                  T={meta.T}
                  t={shownT}
                  available={trace?.length ?? 0}
                  series={regret}
                  fast={fast}
                  logScale={logScale}
                  title="Regret against each bound"
                  yLabel="regret"
                />
                <LogScaleToggle
                  checked={logScale}
                  onChange={(v) => actions.setUi({ logScale: v })}
                />
              </>
            ) : null}
            {shown('potential') && meta.learners.some((l) => !l.classifier) ? (
              <>
                <h2 className="panel-title">The potential: ½‖u − w_t‖² for GD, KL(u‖w_t) for EG</h2>
                <FollowingChart
                  T={meta.T}
                  t={shownT}
                  available={trace?.length ?? 0}
                  series={potential}
                  fast={fast}
                  logScale={logScale}
                  title="The potentials B(u, w_t)"
                  yLabel="B(u, w_t)"
                />
              </>
            ) : null}
            {shown('bounds') ? (
              <BoundList
                format={fmt}
                items={view.bounds.map((b) => {
                  const name = boundLabel(
                    view.learners[b.learnerIndex]?.name ?? '',
                    b.theorem.title,
                  );
                  return {
                    id: b.id,
                    label: (
                      <>
                        <strong>{name}</strong>:{' '}
                      </>
                    ),
                    symbol: b.theorem.quantity,
                    status: b.status,
                    direction: b.theorem.direction,
                    name,
                  };
                })}
              />
            ) : null}
          </Staged>
        </section>
      ) : null}

      {shown('sweep') && !csv ? (
        <section className="panel sweep-panel" aria-labelledby="sweep-title">
          <h2 id="sweep-title" className="panel-title">
            The dimension sweep: n from 10 to 10 000, k = {p.k}
          </h2>
          <Staged stage={2} minHeight="12rem">
            <SweepPanel
              status={sweep.status}
              progress={sweep.progress}
              label={sweep.label}
              series={sweep.series}
              yLabel="regret or mistakes at T"
              onRun={() => {
                actions.pause();
                sweep.onRun();
              }}
              onCancel={sweep.onCancel}
            />
            <p className="hint">
              Each point is this scene at another n, for {Math.min(meta.T, 2000)} rounds (at most
              2000): the additive learners grow like n, the multiplicative ones like ln n.
            </p>
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorem and its proof, with today’s numbers" stage={3}>
        <LearnerTabs learners={view.learners} focus={k} onFocus={setFocus} />
        {shownBound ? <Theorem bound={shownBound} /> : null}
      </TheoremSection>

      <NarrativeSection
        lesson="gd-eg"
        title="Additive and multiplicative, step by step"
        items={gdEgNarrative}
        stage={4}
      />
    </main>
  );
}

function announcement(view: GdEgView, T: number): string {
  const parts = view.learners.map((l) =>
    l.classifier
      ? `${l.name}: ${formatNumber(l.loss)} mistakes`
      : `${l.name}: regret ${formatNumber(l.loss - l.Lu)}`,
  );
  return `Round ${view.t} of ${T}: ${parts.join('; ')}`;
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
