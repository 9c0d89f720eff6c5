import { useMemo } from 'react';
import { boostingLearners } from '../../../src/learners/boosting/booster';
import type { BoostingMeta, BoostingRoundAnswer } from '../../../src/scenes/boosting';
import { boostingView, learnerNames, type BoostingView } from '../../../src/scenes/boosting-view';
import { boostingScene } from '../../../src/scenes/lessons/boosting';
import type { LessonId } from '../../../src/scenes/registry';
import { formatNumber } from '../../../src/theory/types';
import { useWorkerAnswer } from '../../engine/useExactState';
import { BoostPlane } from '../../panels/boosting/BoostPlane';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList } from '../kit/BoundList';
import { ChartSection } from '../kit/ChartSection';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { LearnerPicks } from '../kit/LearnerPicks';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { boostingNarrative } from './narrative';
import { useBoostingSeries } from './series';

export default function BoostingLesson() {
  const lesson = useLesson(boostingScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast } = lesson;
  const meta = lesson.meta as BoostingMeta | null;
  const trace = lesson.trace;
  const onParams = useOnParams();
  const shown = useShown();
  const available = meta ? (trace?.length ?? 0) : 0;
  const shownT = Math.max(0, Math.min(t, available));
  // At full speed the plane (a replay of Dₜ in the worker) follows five times a second, the proof four.
  const drawT = useFollowed(shownT, fast, { every: 200 });
  const proofT = useFollowed(shownT, fast, { every: 250 });
  // Each view is kept while its round stays (a round the trace holds never changes): the lesson
  // renders every frame at full speed, its views only when their round moves.
  const view = useMemo(
    () => (meta ? boostingView(p, meta, trace, drawT) : null),
    [p, meta, trace, drawT],
  );
  const proofView = useMemo(
    () => (meta ? boostingView(p, meta, trace, proofT) : null),
    [p, meta, trace, proofT],
  );
  const answer = useWorkerAnswer<BoostingRoundAnswer>(
    meta && shown('plane') ? () => engine.client.query('round', { t: drawT }) : null,
    `${drawT}|${version}`,
    fast ? 200 : 0,
  );
  // The plane and its captions show the round of the worker's latest answer: while the answer for
  // a newer round is on its way, they keep the last one, not an empty plane (which flickered five
  // times a second at full speed, and rebuilt every region each time). An answer from another run
  // (other points, or rounds this run has not reached) is not shown.
  const fresh =
    meta &&
    view &&
    answer &&
    answer.t <= available &&
    answer.learners.length === view.learners.length &&
    answer.learners.every((l, k) => l.id === view.learners[k]?.id && l.D.length === meta.n)
      ? answer
      : null;
  const planeT = fresh ? fresh.t : drawT;
  const planeView = useMemo(
    () => (meta ? boostingView(p, meta, trace, planeT) : null),
    [p, meta, trace, planeT],
  );
  const series = useBoostingSeries(meta, trace, logScale, p.delta);

  if (!meta || !view || !proofView || !planeView) return <LessonLoading error={engineError} />;

  return (
    <main className="lesson boosting">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="plane-title">
          <h2 id="plane-title" className="panel-title">
            The points weighted by Dₜ, the stump hₜ, and the vote’s regions
          </h2>
          <div className="boost-planes">
            {planeView.learners.map((l, k) => (
              <figure key={l.id} data-learner={l.id}>
                <BoostPlane
                  box={meta.box}
                  points={meta.set}
                  D={fresh?.learners[k]?.D ?? null}
                  stump={l.stump}
                  regions={fresh?.regions[k] ?? null}
                  label={`${l.name} at round ${planeView.t}: ${meta.n} points sized by their weight`}
                />
                <figcaption className="boost-caption">
                  <strong>{l.name}</strong>
                  {l.stump
                    ? `: h${sub(planeView.t)} says ${l.stump.sign === 1 ? '+1' : '−1'} where x${l.stump.axis === 0 ? '₁' : '₂'} > ${formatNumber(l.stump.theta)}; ε${sub(planeView.t)} = ${formatNumber(l.stump.eps)}${l.id === 'adaboost' ? `, α${sub(planeView.t)} = ${formatNumber(l.stump.alpha)}` : ''}; training error ${formatNumber(l.trainingError)}.`
                    : ': D₁ is uniform; no stump yet.'}
                </figcaption>
              </figure>
            ))}
          </div>
          <p className="hint">
            +1 points are discs, −1 points squares; a marker’s area is the point’s weight Dₜ(i) (the
            distribution the round’s stump was chosen on). Shaded: where the vote says +1 or −1
            after round t; the dashed line is hₜ’s threshold. A tie of the vote is predicted +1 (the
            bounds count it as an error).
          </p>
          <CsvSection definition={boostingScene} />
          <LessonControls definition={boostingScene}>
            <LearnerPicks
              ids={boostingLearners}
              chosen={p.learners}
              labels={learnerNames}
              legend="Learners"
            />
            <NumberField
              label="points n"
              param="n"
              value={p.n}
              step={10}
              min={20}
              max={5000}
              onParams={onParams}
            />
            <NumberField
              label="label noise"
              param="noise"
              value={p.noise}
              step={0.01}
              min={0}
              max={0.5}
              onParams={onParams}
            />
            <NumberField
              label="promised ε"
              param="epsilon"
              value={p.epsilon}
              step={0.01}
              min={0.000001}
              max={0.499999}
              onParams={onParams}
            />
            <NumberField
              label="δ"
              param="delta"
              value={p.delta}
              step={0.01}
              min={1e-9}
              max={0.999}
              onParams={onParams}
            />
          </LessonControls>
        </section>
      ) : null}

      <ChartSection
        panel="error"
        headingId="chart-title"
        title={{ chart: 'Training error against the bounds', bounds: 'The bounds, in numbers' }}
        stage={1}
        charts={1}
        minHeight="13rem"
        chart={
          <FollowingChart
            T={meta.T}
            t={shownT}
            available={available}
            series={series.error}
            fast={fast}
            logScale={logScale}
            title="Training error of the vote against its bound"
            yLabel="training error"
            yMax={1}
          />
        }
        bounds={
          <BoundList
            format={formatNumber}
            items={view.learners.map((l) => ({
              id: l.bound.id,
              label: (
                <>
                  <strong>{l.name}</strong>, {l.bound.caption}:{' '}
                </>
              ),
              symbol: 'err',
              status: l.bound.status,
            }))}
          />
        }
      >
        <ul className="rounds-needed">
          {proofView.learners.map((l) => (
            <li key={l.id}>
              {l.name}: error below δ = {formatNumber(p.delta)} guaranteed from T ={' '}
              {formatNumber(l.bound.quantities['Tneeded'])} (promised ε = {formatNumber(meta.eps)}
              {l.id === 'mwu-boost' ? ', the notes’ 2 ln(1/δ)/(½ − ε)²' : ', ln(1/δ)/(2γ²)'}), T ={' '}
              {formatNumber(l.bound.quantities['TneededObs'])} with the observed edge ½ − maxₛ εₛ ={' '}
              {formatNumber(l.bound.quantities['edgeObs'])}.
            </li>
          ))}
        </ul>
      </ChartSection>

      {shown('weak') ? (
        <section className="panel weak-panel wide-panel" aria-labelledby="weak-title">
          <h2 id="weak-title" className="panel-title">
            Each stump’s weighted error εₜ against ½
          </h2>
          <Staged stage={2} minHeight="12rem">
            <FollowingChart
              T={meta.T}
              t={shownT}
              available={available}
              series={series.weak}
              fast={fast}
              logScale={logScale}
              title="Weighted error of each round’s stump"
              yLabel="weighted error εₜ"
              yMax={1}
            />
            <p className="hint">
              The weak-learner hypothesis: every εₜ ≤ ε &lt; ½ (MWU boosting, ε promised) or every
              εₜ &lt; ½ (AdaBoost). A round above the line makes its bound “does not apply” from
              that round on.
            </p>
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorems and their proofs, with this run’s numbers" stage={3}>
        {proofView.learners.map((l) => (
          <div key={l.id} className="boost-theorem" data-learner={l.id}>
            {l.id === 'mwu-boost' ? (
              <p className="hint">
                Which update? The notes write “(1 − ε)·w if correct, ε·w if wrong”. Read as
                multiplicative weights with the points as experts, a point’s loss is 1 when the
                stump is right, so the page shrinks the points the stump gets right by (1 − η), η =
                ½ − ε, and leaves the wrong ones as they are: the weight must move onto the points
                the weak rule has not yet learnt, and the proof below needs exactly that.
              </p>
            ) : (
              <p className="hint">
                A perfect stump (εₜ = 0) would get αₜ = ∞: the page uses ε̃ = 10⁻⁶ for its α (α ≈
                6.9) and its factor in the bound, and the run goes on.
              </p>
            )}
            <Theorem bound={l.bound} caption={l.bound.caption} />
          </div>
        ))}
      </TheoremSection>

      <NarrativeSection
        lesson={boostingScene.id as LessonId}
        title="Boosting, step by step"
        items={boostingNarrative}
        stage={4}
      />
    </main>
  );
}

const SUB = '₀₁₂₃₄₅₆₇₈₉';
const sub = (t: number): string =>
  String(t)
    .split('')
    .map((d) => SUB[Number(d)] ?? d)
    .join('');

/** What the live region says: "Round 40 of 100: AdaBoost error 0.05 (bound 0.3); …". */
function announcement(view: BoostingView, T: number): string {
  const parts = view.learners.map((l) => {
    const s = l.bound.status;
    const bound = s.applies ? `bound ${formatNumber(s.value)}` : 'the bound does not apply';
    return `${l.name} training error ${formatNumber(l.trainingError)}, ${bound}`;
  });
  return `Round ${view.t} of ${T}: ${parts.join('; ')}`;
}
