import { useState } from 'react';
import type { LittlestoneExactState, LittlestoneMeta } from '../../../src/scenes/littlestone';
import { finiteClassKinds } from '../../../src/scenes/littlestone-config';
import { littlestoneView } from '../../../src/scenes/littlestone-view';
import { littlestoneScene } from '../../../src/scenes/lessons/littlestone';
import { finiteLearnerIds } from '../../../src/learners/finite/registry';
import { formatNumber } from '../../../src/theory/types';
import { useExactState } from '../../engine/useExactState';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList, boundLabel } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { LearnerPicks } from '../kit/LearnerPicks';
import { ChartSection } from '../kit/ChartSection';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { ClassPanel } from './ClassPanel';
import { DomainPanel } from './DomainPanel';
import { littlestoneNarrative } from './narrative';
import { useSeries } from './series';
import { TreePanel } from './TreePanel';

const LEARNER_LABELS: Record<string, string> = {
  consistent: 'Consistent',
  halving: 'Halving',
  soa: 'SOA',
  wm: 'Weighted Majority over H',
  'soa-experts': 'Experts from SOA (Theorem 18)',
};

const CLASS_LABELS: Record<string, string> = {
  thresholds: 'Thresholds 1(x < a)',
  intervals: 'Intervals',
  singletons: 'Singletons (and all 0)',
  all: 'Every labelling',
  random: 'Random labellings',
  csv: 'A class from a CSV file',
};

export default function LittlestoneLesson() {
  const lesson = useLesson(littlestoneScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast, actions } = lesson;
  const [focus, setFocus] = useState(0);
  const meta = lesson.meta as LittlestoneMeta | null;
  const trace = lesson.trace;
  const ready = !!meta;
  const view = meta ? littlestoneView(p, meta, trace, t) : null;
  const shownT = view?.t ?? 0;
  const slowT = useFollowed(shownT, fast, { every: 250 });
  const exact = useExactState<LittlestoneExactState>(
    engine,
    slowT,
    version,
    ready,
    fast ? 150 : 30,
  );
  const onParams = useOnParams();
  const shown = useShown();
  const mistakes = useSeries('mistakes', meta, trace, p, logScale);
  const dims = useSeries('dims', meta, trace, p, logScale);

  if (!meta || !view) return <LessonLoading error={engineError} />;
  // Playing fast, the domain, the class and the tree follow the exact state a few times a
  // second, not every frame: redrawing a matrix every frame for a point asked 16 ms ago is waste.
  const panelView = fast ? littlestoneView(p, meta, trace, slowT) : view;

  const tabs = [
    ...view.learners.map((l) => ({ id: l.id, name: l.name })),
    { id: 'class', name: 'VCdim ≤ Ldim' },
  ];
  const k = Math.min(focus, tabs.length - 1);
  const focusBounds = view.bounds.filter((b) => b.learnerIndex === k);
  const shownBound =
    k === view.learners.length
      ? view.vcBound
      : (focusBounds.find((b) => b.status.applies) ?? focusBounds[0] ?? null);
  const noClass = !meta.continuous && meta.H === 0;
  const addMove = (x: number, y: 0 | 1) => {
    const moves = [...p.moves, { x, y }].map((m) => `${m.x}:${m.y}`).join(',');
    onParams({ moves });
    actions.play();
  };

  return (
    <main className="lesson littlestone">
      <RoundAnnouncer message={announcement(view, meta)} playing={playing} />
      {shown('domain', 'class') ? (
        <section className="panel domain-panel" aria-labelledby="domain-title">
          <h2 id="domain-title" className="panel-title">
            {meta.continuous ? 'Thresholds on [0, 1]' : `The domain: ${meta.n} points`}
          </h2>
          {noClass ? (
            <p className="hint">
              Load a class from a CSV file: one hypothesis a row, a 0 or 1 per point.
            </p>
          ) : null}
          {shown('domain') && !noClass ? (
            <DomainPanel
              meta={meta}
              view={panelView}
              exact={exact}
              user={p.stream === 'user'}
              onMove={addMove}
              onClear={() => onParams({ moves: '' })}
            />
          ) : null}
          {shown('class') && !noClass ? (
            // In a turn of its own while playing fast (Staged's Follower), as the tree below:
            // a new exact state re-rendered the matrix and the tree in the lesson's render, one
            // task of 60-70 ms at 4x CPU throttle.
            <Staged stage={0}>
              <ClassPanel meta={meta} view={panelView} exact={exact} />
            </Staged>
          ) : null}
          {meta.notes.map((note) => (
            <p className="hint" key={note}>
              {note}.
            </p>
          ))}
          {meta.excluded.map((e) => (
            <p className="hint" key={e.id}>
              {LEARNER_LABELS[e.id] ?? e.id} is not running: {e.reason}.
            </p>
          ))}
          <CsvSection definition={littlestoneScene} />
          <LessonControls
            definition={littlestoneScene}
            waitingHint={p.stream === 'user' ? 'pick a point and a label' : 'load a class'}
          >
            {meta.continuous ? null : (
              <>
                <label className="field">
                  <span>Class H</span>
                  <select value={p.class} onChange={(e) => onParams({ class: e.target.value })}>
                    {finiteClassKinds.map((id) => (
                      <option key={id} value={id}>
                        {CLASS_LABELS[id]}
                      </option>
                    ))}
                  </select>
                </label>
                {p.class === 'csv' ? null : (
                  <NumberField
                    label="n"
                    param="n"
                    value={p.n}
                    step={1}
                    min={2}
                    max={p.class === 'all' ? 10 : 16}
                    onParams={onParams}
                  />
                )}
              </>
            )}
            {p.class === 'random' && !meta.continuous ? (
              <NumberField
                label="m"
                param="m"
                value={p.m}
                step={1}
                min={1}
                max={1024}
                onParams={onParams}
              />
            ) : null}
            {p.stream === 'noisy' ? (
              <NumberField
                label="noise"
                param="noise"
                value={p.noise}
                step={0.05}
                min={0}
                max={0.5}
                onParams={onParams}
              />
            ) : null}
            <LearnerPicks ids={finiteLearnerIds} chosen={p.learners} labels={LEARNER_LABELS} />
          </LessonControls>
        </section>
      ) : null}

      {shown('tree', 'dims') ? (
        <section className="panel tree-panel" aria-labelledby="tree-title">
          <h2 id="tree-title" className="panel-title">
            {shown('tree') ? 'The shattered tree the adversary walks' : 'Ldim and |V| over time'}
          </h2>
          {shown('tree') ? (
            <Staged stage={0}>
              <TreePanel meta={meta} view={panelView} exact={exact} stream={p.stream} />
            </Staged>
          ) : null}
          {shown('dims') && !meta.continuous ? (
            <>
              {shown('tree') ? <h2 className="panel-title">Ldim and |V| over time</h2> : null}
              <Staged stage={1} charts={1} minHeight="12rem">
                <FollowingChart
                  T={meta.T}
                  t={shownT}
                  available={trace?.length ?? 0}
                  series={dims}
                  fast={fast}
                  logScale={logScale}
                  title="Ldim and log2|V| over time"
                  yLabel="dimension"
                />
              </Staged>
            </>
          ) : null}
        </section>
      ) : null}

      <ChartSection
        panel="mistakes"
        headingId="mistakes-title"
        title={{
          chart: 'Mistakes (regret for a weighted vote) against each bound',
          bounds: 'The bounds, in numbers',
        }}
        stage={2}
        charts={1}
        minHeight="20rem"
        chart={
          <>
            <FollowingChart
              T={meta.T}
              t={shownT}
              available={trace?.length ?? 0}
              series={mistakes}
              fast={fast}
              logScale={logScale}
              title="Mistakes against each bound"
              yLabel="mistakes"
            />
          </>
        }
        bounds={
          <BoundList
            format={fmt}
            items={[...view.bounds, view.vcBound].map((b) => {
              const name = boundLabel(view.learners[b.learnerIndex]?.name ?? 'H', b.theorem.title);
              return {
                id: b.id,
                label: (
                  <>
                    <strong>{name}</strong>:{' '}
                  </>
                ),
                symbol: b.learnerIndex < 0 ? 'VCdim(H)' : b.theorem.quantity,
                status: b.status,
                direction: b.theorem.direction,
                name,
              };
            })}
          />
        }
      />

      <TheoremSection title="The theorem and its proof, with today’s numbers" stage={3}>
        <LearnerTabs learners={tabs} focus={k} onFocus={setFocus} />
        {shownBound ? (
          <Theorem bound={shownBound} caption={captionFor(shownBound.theorem.id, meta, view)} />
        ) : null}
      </TheoremSection>

      <NarrativeSection
        lesson="littlestone"
        title="Trees, mistakes and the Littlestone dimension, step by step"
        items={littlestoneNarrative}
        stage={4}
      />
    </main>
  );
}

/** What the live region says each round: the point, the label, and each learner's count. */
function announcement(view: ReturnType<typeof littlestoneView>, meta: LittlestoneMeta): string {
  const parts = view.learners.map(
    (l) =>
      `${l.name}: ${l.deterministic ? `${formatNumber(l.loss)} mistakes` : `loss ${formatNumber(l.loss)}`}`,
  );
  const dims = meta.continuous
    ? 'Ldim infinite'
    : `|V| = ${formatNumber(view.size)}, Ldim(V) = ${formatNumber(view.ldimNow)}`;
  return `Round ${view.t} of ${meta.T}: ${dims}; ${parts.join('; ')}`;
}

/** What the panel adds under a theorem: the form drawn, and what the notes say differently. */
function captionFor(
  id: string,
  meta: LittlestoneMeta,
  view: ReturnType<typeof littlestoneView>,
): string | undefined {
  if (id === 'littlestone-soa')
    return view.claimOver > 0
      ? `The notes’ Claim 12 says a mistake lowers Ldim by exactly one; here ${view.claimOver} of SOA’s mistakes lowered it by more. Its proof shows “at least one”, which is all Lemma 11 needs.`
      : 'The notes’ Claim 12 says “exactly one”; the proof shows “at least one” (a label can cut Ldim further: V = every labelling of three points and one hypothesis apart at a fourth), which is all Lemma 11 needs.';
  if (id === 'littlestone-soa-experts-regret')
    return `N = Σ C(T, L) over L ≤ Ldim(H) = ${formatNumber(meta.ldimH)} is e^${formatNumber(meta.lnN)} experts. They are run exactly: experts that agree so far and have as many flips left agree forever, so their weights are added and kept as one group.`;
  if (id === 'littlestone-wm-regret')
    return 'Drawn: ln|H|/η + ηt/2 at the notes’ η = √(2 ln|H|/T), which is √(2T ln|H|) at t = T.';
  return undefined;
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}
