import { useMemo } from 'react';
import { hedgeBound } from '../../../src/theory/experts';
import type { MindreaderExactState, MindreaderMeta } from '../../../src/scenes/mindreader';
import { mindreaderView, type MindreaderView } from '../../../src/scenes/mindreader-view';
import { mindreaderScene } from '../../../src/scenes/lessons/mindreader';
import { formatNumber } from '../../../src/theory/types';
import { useExactState } from '../../engine/useExactState';
import { ChartDataTable } from '../../panels/ChartDataTable';
import { ExpertWeightsPanel } from '../../panels/ExpertWeightsPanel';
import { OKABE_ITO } from '../../panels/palette';
import { SeriesChart, type ChartSeries } from '../../panels/SeriesChart';
import type { AppState } from '../../store/store';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { FollowingFast } from '../../ui/follow-queue';
import { Staged } from '../../ui/Staged';
import { LessonLoading } from '../kit/LessonLoading';
import { NarrativeSection } from '../kit/NarrativeSection';
import { Theorem } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { useShown, useStoreFollowed } from '../kit/lesson-hooks';
import { GamePanel } from './GamePanel';
import { mindreaderNarrative } from './narrative';
import { raceSeries, regretSeries } from './series';

/**
 * The MindReader game: the student presses ← or → (or taps the two big buttons); before each
 * move the machine — Hedge over pattern experts — has committed a guess, revealed after the move.
 */
export default function MindreaderLesson() {
  // Not rendered for each move: a key press moves the round, and the lesson would render with
  // the key's answer (GamePanel), on a phone in the same frame.
  const lesson = useLesson(mindreaderScene, { round: false });
  const { engine, scene, params: p, version, engineError } = lesson;
  const shown = useShown();

  const meta = lesson.meta as MindreaderMeta | null;
  const trace = lesson.trace;
  const ready = !!meta;
  // The run plays the moves as they come (the controller feeds them to the waiting run); the
  // figures show the moves it has played, read at most five times a second: keys pressed faster
  // than that would otherwise redraw the charts and the weights once per key, and the key after
  // would wait for them.
  const played = useStoreFollowed(playedMoves, 200);
  const t = meta && trace ? played : 0;
  const view = useMemo(
    () => (meta ? mindreaderView(meta, trace, t) : null),
    [meta, trace, t, version], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const exact = useExactState<MindreaderExactState>(engine, t, version, ready, 0);
  const charts = useMemo(
    () =>
      ready && meta
        ? { race: raceSeries(trace, meta, t), regret: regretSeries(trace, meta, t) }
        : null,
    [ready, meta, trace, t, version], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The same elements while the figures' inputs stay: a key press re-renders this component
  // (the store's round moves), and React then skips the charts, the weights and the proof.
  const figures = useMemo(
    () => (meta && view ? figuresOf(meta, view, charts, exact, shown) : null),
    [meta, view, charts, exact, shown],
  );

  if (!ready || !meta || !view) return <LessonLoading error={engineError} />;

  return (
    <main className="lesson mindreader">
      <RoundAnnouncer message={announcement(view)} playing={false} />
      {shown('game') ? <GamePanel seed={scene.seed} T={scene.T} eta={p.eta} /> : null}

      {/* The student plays as fast as a run at full speed: each figure's box takes the figures'
          new round in a turn of its own, one box per frame (Staged), not all in one task. */}
      <FollowingFast.Provider value={true}>{figures}</FollowingFast.Provider>
    </main>
  );
}

/** The moves the run has played: those made, as far as the engine has computed. */
const playedMoves = (s: AppState): number => Math.min(s.moves.length, s.computed);

/** The charts, the weights, the proof and the narrative, from the run so far. */
function figuresOf(
  meta: MindreaderMeta,
  view: MindreaderView,
  charts: { race: ReturnType<typeof raceSeries>; regret: ReturnType<typeof regretSeries> } | null,
  exact: MindreaderExactState | null,
  shown: (...ids: string[]) => boolean,
) {
  return (
    <>
      {shown('race', 'regret') ? (
        <section className="panel chart-panel" aria-labelledby="race-title">
          {/* A turn for each chart: both charts in one turn made the longest task of a game
              played fast on a phone (21-43 ms traced at 4x, at 240 moves). */}
          {shown('race') ? (
            <GameChart
              headingId="race-title"
              title="The score race"
              series={charts?.race ?? []}
              t={view.t}
              yLabel="points"
            />
          ) : null}
          {shown('regret') ? (
            <GameChart
              headingId={shown('race') ? undefined : 'race-title'}
              title="The machine’s regret against its bound"
              series={charts?.regret ?? []}
              t={view.t}
              yLabel="regret"
            />
          ) : null}
        </section>
      ) : null}

      {shown('patterns') ? (
        <section className="panel theorem-panel" aria-labelledby="patterns-title">
          <h2 id="patterns-title" className="panel-title">
            Which patterns the machine trusts
          </h2>
          <Staged stage={2} minHeight="24rem">
            <ExpertWeightsPanel
              series={[
                {
                  learnerId: 'hedge',
                  name: 'the machine (Hedge)',
                  color: OKABE_ITO.blue,
                  pattern: 'solid',
                  weights:
                    exact?.weights.length === meta.d
                      ? exact.weights
                      : new Float64Array(meta.d).fill(1 / meta.d),
                },
              ]}
              expertNames={meta.experts.map((e) => e.name)}
              scale="linear"
              order="fixed"
              topK={meta.d}
              highlight={view.best}
            />
            <ul className="pattern-list">
              {meta.experts.map((e) => (
                <li key={e.id}>
                  <strong>{e.name}</strong>: {e.description}
                </li>
              ))}
            </ul>
            <Theorem
              bound={{ theorem: hedgeBound, quantities: view.quantities, status: view.status }}
            />
          </Staged>
        </section>
      ) : null}

      <NarrativeSection
        lesson="mindreader"
        title="Can you out-guess a learning machine?"
        items={mindreaderNarrative}
        stage={3}
      />
    </>
  );
}

/** One of the game's charts over the moves so far, with its title and data table, in its turn. */
function GameChart(props: {
  headingId: string | undefined;
  title: string;
  series: ChartSeries[];
  t: number;
  yLabel: string;
}) {
  const { headingId, title, series, t, yLabel } = props;
  return (
    <Staged stage={1} charts={1} minHeight="6rem">
      <h2 id={headingId} className="panel-title">
        {title}
      </h2>
      <SeriesChart T={Math.max(10, t)} t={t} series={series} logScale={false} yLabel={yLabel} />
      <ChartDataTable series={series} t={t} title={title} />
    </Staged>
  );
}

/**
 * What the live region says after each move: the outcome, the score and the machine's regret
 * against its bound ("Move 12: you escaped. You 7, machine 5; regret 1.2, bound 4.5").
 */
function announcement(view: MindreaderView): string {
  if (view.t === 0) return 'New game: press left or right.';
  const outcome = view.last
    ? view.last.move === view.last.guess
      ? 'the machine caught you. '
      : 'you escaped. '
    : '';
  const bound = view.status.applies
    ? `bound ${formatNumber(view.status.value)}`
    : 'the bound does not apply';
  return (
    `Move ${view.t}: ${outcome}You ${view.escapes}, machine ${view.hits}; ` +
    `regret ${formatNumber(view.status.observed)}, ${bound}`
  );
}
