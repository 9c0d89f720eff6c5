import { useMemo, useState } from 'react';
import type { ExpertsExactState, ExpertsMeta } from '../../../src/scenes/experts';
import { expertsView, type ExpertsView } from '../../../src/scenes/experts-view';
import { expertsScene } from '../../../src/scenes/lessons/experts';
import { expertLearnerIds } from '../../../src/learners/experts/registry';
import { formatNumber } from '../../../src/theory/types';
import { useExactState } from '../../engine/useExactState';
import { ExpertLossesPanel } from '../../panels/ExpertLossesPanel';
import { ExpertWeightsPanel } from '../../panels/ExpertWeightsPanel';
import { RateControl } from '../../panels/RateControl';
import { NumberField } from '../../ui/Controls';
import { LogScaleToggle } from '../../ui/LogScaleToggle';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList, boundLabel } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { LearnerPicks } from '../kit/LearnerPicks';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { FollowingChart } from '../kit/FollowingChart';
import { expertsNarrative } from './narrative';
import { lossLinesOf, styleOf, useChartSeries, useLossLines } from './series';

const LEARNER_LABELS: Record<string, string> = {
  consistent: 'Consistent',
  halving: 'Halving',
  wm: 'Weighted Majority',
  mwu: 'MWU (ε)',
  hedge: 'Hedge (η)',
};

export default function ExpertsLesson() {
  const lesson = useLesson(expertsScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast, actions } = lesson;
  const [weightScale, setWeightScale] = useState<'linear' | 'log'>('linear');
  const [order, setOrder] = useState<'fixed' | 'sorted'>('fixed');
  const [focus, setFocus] = useState(0);

  const meta = lesson.meta as ExpertsMeta | null;
  const trace = lesson.trace;
  const ready = !!meta && meta.d > 0;
  const view = ready ? expertsView(p, meta, trace, t) : null;
  const shownT = view?.t ?? 0;
  const slowT = useFollowed(shownT, fast, { every: 250 });
  const exact = useExactState<ExpertsExactState>(engine, slowT, version, ready, fast ? 150 : 30);
  const exactFits = exact && meta && exact.expertLosses.length === meta.d ? exact : null;
  const lossLines = useLossLines(exactFits, meta);
  // The weights change with the exact state, a few times a second while playing: the panel is
  // not redrawn in the frames between.
  const weightSeries = useMemo(() => {
    if (!meta) return [];
    const uniform = new Float64Array(meta.d).fill(1 / meta.d);
    return meta.learners.map((l, i) => ({
      learnerId: l.id,
      name: l.name,
      color: styleOf(i).color,
      pattern: styleOf(i).pattern,
      weights: exactFits?.weights[i] ?? uniform,
    }));
  }, [meta, exactFits]);

  const onParams = useOnParams();
  const shown = useShown();
  const lossChart = useChartSeries('loss', meta, trace, p.stream, logScale);
  const regretChart = useChartSeries('regret', meta, trace, p.stream, logScale);

  if (!ready || !meta || !view) return <LessonLoading error={engineError} />;

  const k = Math.min(focus, view.learners.length - 1);
  const focusBounds = view.bounds.filter((b) => b.learnerIndex === k);
  const shownBound = focusBounds.find((b) => b.status.applies) ?? focusBounds[0] ?? null;
  const lnd = Math.log(meta.d);
  const etaTheory = Math.sqrt((8 * lnd) / meta.T);
  const epsTheory = Math.min(0.5, Math.sqrt(lnd / meta.T));
  const uses = (id: string) => (p.learners as readonly string[]).includes(id);

  return (
    <main className="lesson experts">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('weights', 'expert-losses') ? (
        <section className="panel weights-panel" aria-labelledby="weights-title">
          <h2 id="weights-title" className="panel-title">
            {shown('weights')
              ? `Who the learners trust: weights over the ${meta.d} experts`
              : 'Each expert’s cumulative loss'}
          </h2>
          {shown('weights') ? (
            <>
              <ExpertWeightsPanel
                series={weightSeries}
                scale={weightScale}
                order={order}
                topK={12}
                highlight={view.best}
                onScale={setWeightScale}
                onOrder={setOrder}
              />
            </>
          ) : null}
          {shown('expert-losses') ? (
            <>
              {shown('weights') ? (
                <h2 className="panel-title">Each expert’s cumulative loss</h2>
              ) : null}
              <Staged stage={1} minHeight="12rem">
                <ExpertLossesPanel
                  losses={exactFits?.expertLosses ?? new Float64Array(meta.d)}
                  topK={12}
                  t={exactFits?.t ?? shownT}
                  learners={lossLines ?? lossLinesOf(view.learners)}
                />
              </Staged>
            </>
          ) : null}
          {meta.excluded.map((e) => (
            <p className="hint" key={e.id}>
              {LEARNER_LABELS[e.id] ?? e.id} is not running: {e.reason}.
            </p>
          ))}
          <CsvSection definition={expertsScene} />
          <LessonControls definition={expertsScene} waitingHint="load a loss matrix">
            <NumberField
              label="d"
              param="d"
              value={p.d}
              step={1}
              min={2}
              max={1000}
              onParams={onParams}
            />
            <LearnerPicks ids={expertLearnerIds} chosen={p.learners} labels={LEARNER_LABELS} />
          </LessonControls>
          {/* Each learning rate's control in a turn of its own after the lesson's first frame: far
              below the fold on a phone and a laptop, and 3-11 ms of the lesson's first render each
              at 4× CPU throttle. */}
          <div className="rates">
            {uses('mwu') ? (
              <Staged stage={1} minHeight="7rem">
                <RateControl
                  symbol="ε"
                  value={p.epsilon}
                  min={0.001}
                  max={0.99}
                  theoryValue={epsTheory}
                  theoryFormula="√(ln d / T)"
                  onChange={(v) => onParams({ epsilon: String(v) })}
                />
              </Staged>
            ) : null}
            {uses('hedge') ? (
              <Staged stage={1} minHeight="7rem">
                <RateControl
                  symbol="η"
                  value={p.eta}
                  min={0.001}
                  max={1000}
                  theoryValue={etaTheory}
                  theoryFormula="√(8 ln d / T)"
                  onChange={(v) => onParams({ eta: String(v) })}
                />
              </Staged>
            ) : null}
          </div>
        </section>
      ) : null}

      {shown('loss', 'regret', 'bounds') ? (
        <section className="panel chart-panel" aria-labelledby="loss-title">
          {shown('loss') ? (
            <>
              <h2 id="loss-title" className="panel-title">
                Cumulative loss against the best expert
              </h2>
              <Staged stage={2} charts={1} minHeight="10rem">
                <FollowingChart
                  T={meta.T}
                  t={shownT}
                  available={trace?.length ?? 0}
                  series={lossChart}
                  fast={fast}
                  logScale={logScale}
                  title="Cumulative loss against the best expert"
                  yLabel="cumulative loss"
                />
              </Staged>
            </>
          ) : null}
          <Staged stage={3} charts={1} minHeight="20rem">
            {shown('regret') ? (
              <>
                <h2 id={shown('loss') ? undefined : 'loss-title'} className="panel-title">
                  Regret against each bound
                </h2>
                <FollowingChart
                  T={meta.T}
                  t={shownT}
                  available={trace?.length ?? 0}
                  series={regretChart}
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
            {shown('bounds') ? (
              <>
                {shown('loss', 'regret') ? null : (
                  <h2 id="loss-title" className="panel-title">
                    The bounds, in numbers
                  </h2>
                )}
                <BoundList
                  format={fmt}
                  items={view.bounds.map((b) => ({
                    id: b.id,
                    label: (
                      <>
                        <strong>
                          {boundLabel(view.learners[b.learnerIndex]?.name ?? '', b.theorem.title)}
                        </strong>
                        :{' '}
                      </>
                    ),
                    symbol: b.theorem.quantity,
                    status: b.status,
                    direction: b.theorem.direction,
                    name: boundLabel(view.learners[b.learnerIndex]?.name ?? '', b.theorem.title),
                  }))}
                />
              </>
            ) : null}
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The potential argument, with today’s numbers" stage={4}>
        <LearnerTabs learners={view.learners} focus={k} onFocus={setFocus} />
        {shownBound ? (
          <Theorem bound={shownBound} caption={captionFor(shownBound.theorem.id, meta)} />
        ) : null}
      </TheoremSection>

      <NarrativeSection
        lesson="experts"
        title="Learning from experts, step by step"
        items={expertsNarrative}
        stage={5}
      />
    </main>
  );
}

/**
 * What the live region says: the round, the best expert's loss, and each learner's bounded
 * quantity against its bound ("Round 200 of 400: best expert loss 3; Halving: 2 mistakes, bound 4").
 */
function announcement(view: ExpertsView, T: number): string {
  const parts = view.learners.map((l, k) => {
    const b = view.bounds.find(
      (r) => r.learnerIndex === k && r.status.applies && r.theorem.direction !== 'lower',
    );
    if (!b) return `${l.name}: loss ${formatNumber(l.cumLoss)}, no bound applies`;
    const observed = formatNumber(b.status.observed);
    const amount =
      b.theorem.quantity === 'mistakes'
        ? `${observed} mistakes`
        : `${b.theorem.quantity} ${observed}`;
    return `${l.name}: ${amount}, bound ${formatNumber(b.status.value)}`;
  });
  return `Round ${view.t} of ${T}: best expert loss ${formatNumber(view.Lstar)}; ${parts.join('; ')}`;
}

/** Which form of a tunable bound is drawn, and what tuning would give. */
function captionFor(theoremId: string, meta: ExpertsMeta): string | undefined {
  const lnd = Math.log(meta.d);
  const n = (x: number) => formatNumber(x);
  if (theoremId === 'hedge-bound')
    return `Drawn: ln d/η + ηt/8 at η = ${n(meta.eta)}. The tuned η = √(8 ln d/T) = ${n(Math.sqrt((8 * lnd) / meta.T))} makes it √(T ln d/2) = ${n(Math.sqrt((meta.T * lnd) / 2))} at T; the notes’ η = √(2 ln d/T) gives √(2T ln d) = ${n(Math.sqrt(2 * meta.T * lnd))}.`;
  if (theoremId === 'mwu-bound')
    return `Drawn: (1+ε)L* + ln d/ε at ε = ${n(meta.epsilon)}. At ε = √(ln d/T) = ${n(Math.sqrt(lnd / meta.T))} it is at most L* + 2√(T ln d) = L* + ${n(2 * Math.sqrt(meta.T * lnd))}.`;
  return undefined;
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
