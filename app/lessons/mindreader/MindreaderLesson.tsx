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
import { RateControl } from '../../panels/RateControl';
import { SeriesChart } from '../../panels/SeriesChart';
import { useApp } from '../../store/store';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { LessonLoading } from '../kit/LessonLoading';
import { NarrativeSection } from '../kit/NarrativeSection';
import { Theorem } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { useShown } from '../kit/lesson-hooks';
import { RunExport } from '../kit/RunExport';
import { mindreaderNarrative } from './narrative';
import { raceSeries, regretSeries } from './series';

const arrow = (m: 1 | -1): string => (m > 0 ? '→' : '←');

/**
 * The MindReader game: the student presses ← or → (or taps the two big buttons); before each
 * move the machine — Hedge over pattern experts — has committed a guess, revealed after the move.
 */
export default function MindreaderLesson() {
  const lesson = useLesson(mindreaderScene);
  const { engine, scene, params: p, version, engineError, computed, actions } = lesson;
  const moves = useApp((s) => s.moves);
  const shown = useShown();

  const meta = lesson.meta as MindreaderMeta | null;
  const ready = !!meta;
  const trace = lesson.trace;
  const t = Math.min(moves.length, computed);
  const view = ready ? mindreaderView(meta, trace, t) : null;
  const exact = useExactState<MindreaderExactState>(engine, t, version, ready, 0);
  const charts = useMemo(
    () =>
      ready && meta
        ? { race: raceSeries(trace, meta, t), regret: regretSeries(trace, meta, t) }
        : null,
    [ready, meta, trace, t, version], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (!ready || !meta || !view) return <LessonLoading error={engineError} />;

  const over = moves.length >= scene.T;
  const lnd = Math.log(meta.d);
  const rate = view.t > 0 ? Math.round((100 * view.hits) / view.t) : 0;

  return (
    <main className="lesson mindreader">
      <RoundAnnouncer message={announcement(view)} playing={false} />
      {shown('game') ? (
        <section className="panel game-panel" aria-labelledby="game-title">
          <h2 id="game-title" className="panel-title">
            Be unpredictable
          </h2>
          <p className="game-instructions">
            Press <kbd>←</kbd> or <kbd>→</kbd> (or tap a button). The machine has already locked in
            its guess for your next move; it scores when it guesses right.
          </p>
          <div className="game-buttons">
            <button
              type="button"
              className="big-move"
              disabled={over}
              onClick={() => actions.addMove(-1)}
            >
              ← Left
            </button>
            <button
              type="button"
              className="big-move"
              disabled={over}
              onClick={() => actions.addMove(1)}
            >
              Right →
            </button>
          </div>
          <p className="lock" aria-live="off">
            {over
              ? `Game over after ${scene.T} moves.`
              : exact
                ? `Locked: the machine has made its guess for move ${view.t + 1}.`
                : 'The machine is thinking…'}
          </p>
          <div className="score">
            <p>
              <strong>You: {view.escapes}</strong> · <strong>Machine: {view.hits}</strong> after{' '}
              {view.t} moves
              {view.t > 0 ? ` (the machine guessed ${rate}% right)` : ''}.
            </p>
            {view.last ? (
              <p>
                You pressed {arrow(view.last.move)}, the machine guessed {arrow(view.last.guess)}:{' '}
                {view.last.move === view.last.guess ? 'caught!' : 'you escaped.'}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={() => actions.clearMoves()} disabled={moves.length === 0}>
            New game
          </button>
          <RateControl
            symbol="η"
            value={p.eta}
            min={0.001}
            max={1000}
            theoryValue={Math.sqrt((8 * lnd) / scene.T)}
            theoryFormula="√(8 ln d / T)"
            onChange={(v) => actions.applyParams([['eta', String(v)]])}
          />
          <RunExport />
        </section>
      ) : null}

      {shown('race', 'regret') ? (
        <section className="panel chart-panel" aria-labelledby="race-title">
          <Staged stage={1} charts={2} minHeight="12rem">
            {shown('race') ? (
              <>
                <h2 id="race-title" className="panel-title">
                  The score race
                </h2>
                <SeriesChart
                  T={Math.max(10, view.t)}
                  t={view.t}
                  series={charts?.race ?? []}
                  logScale={false}
                  yLabel="points"
                />
                <ChartDataTable series={charts?.race ?? []} t={view.t} title="The score race" />
              </>
            ) : null}
            {shown('regret') ? (
              <>
                <h2 id={shown('race') ? undefined : 'race-title'} className="panel-title">
                  The machine’s regret against its bound
                </h2>
                <SeriesChart
                  T={Math.max(10, view.t)}
                  t={view.t}
                  series={charts?.regret ?? []}
                  logScale={false}
                  yLabel="regret"
                />
                <ChartDataTable
                  series={charts?.regret ?? []}
                  t={view.t}
                  title="The machine’s regret against its bound"
                />
              </>
            ) : null}
          </Staged>
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
    </main>
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
