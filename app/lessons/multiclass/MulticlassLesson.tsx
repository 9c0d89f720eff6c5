import { useMemo, useState } from 'react';
import type { MulticlassAnalysis, MulticlassMeta } from '../../../src/scenes/multiclass';
import { multiclassView, type MulticlassView } from '../../../src/scenes/multiclass-view';
import { multiclassScene } from '../../../src/scenes/lessons/multiclass';
import { formatNumber } from '../../../src/theory/types';
import { useWorkerAnswer } from '../../engine/useExactState';
import { ClassPlane, MAX_DRAWN } from '../../panels/multiclass/ClassPlane';
import { PotentialPanel } from '../../panels/multiclass/PotentialPanel';
import { classColor, classShape, shapePath, strokeOnly } from '../../panels/multiclass/class-style';
import { NumberField } from '../../ui/Controls';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useFollowed } from '../../ui/useFollowed';
import { BoundList } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { ChartSection } from '../kit/ChartSection';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson, useRoundsComputed } from '../kit/useLesson';
import { multiclassNarrative } from './narrative';
import { useMistakeSeries } from './series';
import { groupDigits } from '../../../src/theory/group-digits';

export default function MulticlassLesson() {
  const lesson = useLesson(multiclassScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast, actions } = lesson;
  const meta = lesson.meta as MulticlassMeta | null;
  const trace = lesson.trace;
  const computed = useRoundsComputed();
  const [picked, setPicked] = useState(0);
  const onParams = useOnParams();
  const shown = useShown();

  const shownT = Math.min(t, trace?.length ?? 0);
  // The plane follows ten times a second at full speed. The engine's analysis (the best (γ, w)
  // and the potential) costs the worker up to a few hundred ms on long runs, time it does not
  // spend playing: at full speed it is asked once a second, each answer for one round.
  const drawT = useFollowed(shownT, fast, { every: 100 });
  const slowT = useFollowed(shownT, fast, { every: 250 });
  // Tagged with the run it was asked of: an answer for the previous run (another k, another
  // stream) may still arrive after a change, and must not be shown against this one.
  const answer = useWorkerAnswer<{ meta: unknown; analysis: MulticlassAnalysis }>(
    meta
      ? async () => ({ meta, analysis: await engine.client.query('analysis', { t: slowT }) })
      : null,
    `${slowT}|${version}`,
    fast ? 1000 : 30,
  );
  const analysis = answer && answer.meta === meta ? answer.analysis : null;
  const usable = analysis && analysis.t <= shownT ? analysis : null;
  // Each view is worked out when its own round moves, not at every render: the plane's ten times
  // a second and the proof's four, while the round on screen moves every redraw. A trace only
  // grows, so rounds already drawn never change; a new run brings a new trace.
  const view = useMemo(
    () => (meta ? multiclassView(p, meta, trace, shownT, usable) : null),
    [p, meta, trace, shownT, usable],
  );
  const drawView =
    useMemo(
      () => (meta && drawT !== shownT ? multiclassView(p, meta, trace, drawT, null) : null),
      [p, meta, trace, drawT === shownT ? -1 : drawT], // eslint-disable-line react-hooks/exhaustive-deps
    ) ?? view;
  // The proof follows four times a second at full speed: re-typesetting it every frame would
  // relayout the page every frame.
  const proofAnalysis = analysis && analysis.t <= slowT ? analysis : null;
  const proofView =
    useMemo(
      () =>
        meta && slowT !== shownT ? multiclassView(p, meta, trace, slowT, proofAnalysis) : null,
      [p, meta, trace, slowT === shownT ? -1 : slowT, proofAnalysis], // eslint-disable-line react-hooks/exhaustive-deps
    ) ?? view;
  const series = useMistakeSeries(meta, trace, p.gamma, usable?.best ?? null, logScale);

  const extent = useMemo(() => {
    const end = trace && trace.length > 0 ? trace.at('R2', trace.length) : 1;
    const reach = Math.max(meta?.wstar ? p.R : 0, Math.sqrt(Math.max(0, end - 1)), 1e-3);
    const step = 10 ** (Math.floor(Math.log10(1.12 * reach)) - 1);
    return Math.ceil((1.12 * reach) / step) * step;
  }, [trace, p.R, meta, computed]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!meta || !view || !drawView) return <LessonLoading error={engineError} />;

  const col = (name: string) => trace?.column(name) ?? new Float32Array(0);
  const target = meta.wstar !== null;
  const pick = (v: MulticlassView) =>
    v.bounds.find((b) => b.source === (target ? 'configured' : 'best')) ?? v.bounds[0];
  const primary = pick(proofView ?? view);
  const k = meta.k;

  return (
    <main className="lesson multiclass">
      <RoundAnnouncer message={announcement(view, meta)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="plane-title">
          <h2 id="plane-title" className="panel-title">
            The plane and its {k} decision regions
          </h2>
          <ClassPlane
            extent={extent}
            k={k}
            names={meta.names}
            w={drawView.w}
            points={{
              x1: col('x1'),
              x2: col('x2'),
              y: col('y'),
              mistake: col('mistake'),
              count: drawView.t,
            }}
            radius={target ? p.R : 0}
            fast={fast}
            onAddPoint={
              p.stream === 'user'
                ? (x1, x2) => {
                    // Rounded as the address writes them, so a shared link replays these points.
                    const r = (v: number) => Math.round(v * 1000) / 1000;
                    actions.addPoint({ x1: r(x1), x2: r(x2), c: picked });
                  }
                : undefined
            }
            label={`Plane at round ${drawView.t}`}
          />
          {p.stream === 'user' ? (
            <div className="class-picker" role="group" aria-label="Class of the next point">
              <span>Next point’s class:</span>
              {Array.from({ length: k }, (_, c) => (
                <button
                  key={c}
                  type="button"
                  aria-pressed={picked === c}
                  onClick={() => setPicked(c)}
                >
                  <svg viewBox="-8 -8 16 16" aria-hidden="true">
                    <path
                      d={shapePath(classShape(c), 6)}
                      style={
                        strokeOnly(classShape(c))
                          ? { stroke: classColor(c), fill: 'none', strokeWidth: 2 }
                          : { fill: classColor(c) }
                      }
                    />
                  </svg>
                  {meta.names[c]}
                </button>
              ))}
              <button type="button" onClick={() => actions.clearPoints()}>
                Clear my points
              </button>
            </div>
          ) : null}
          <p className="hint">
            The regions are argmax<sub>ℓ</sub> w<sub>ℓ</sub>·x̃ with x̃ = (x₁, x₂, 1): the constant
            coordinate lets a region’s border miss the origin. Ties go to the lowest class (so w = 0
            calls every point {meta.names[0]}). Arrows: each class’s w<sub>ℓ</sub> (its first two
            coordinates; dashed when cut at the edge). Ringed points were mistakes
            {drawView.t > MAX_DRAWN
              ? `; the latest ${groupDigits(MAX_DRAWN)} points are drawn`
              : ''}
            .
          </p>
          {p.stream === 'csv' ? (
            <p className="hint">
              The file brings its own classes ({k}: {meta.names.join(', ')}); the k field is not
              used.
            </p>
          ) : null}
          {p.stream === 'adversary' && view.t > 0 ? (
            <p className="adversary-note">
              The adversary has forced {view.M} mistakes.{' '}
              {view.forced
                ? 'Its last point is one the regions got wrong.'
                : 'Right now none of the legal points it tried fools the regions.'}
            </p>
          ) : null}
          <CsvSection definition={multiclassScene} />
          <LessonControls
            definition={multiclassScene}
            waitingHint={p.stream === 'user' ? 'pick a class, then click the plane' : 'load a file'}
          >
            {p.stream === 'csv' ? null : (
              <NumberField
                label="k"
                param="k"
                value={p.k}
                step={1}
                min={3}
                max={6}
                onParams={onParams}
              />
            )}
            {target ? (
              <>
                <NumberField
                  label="γ"
                  param="gamma"
                  value={p.gamma}
                  step={0.005}
                  min={0}
                  onParams={onParams}
                />
                <NumberField
                  label="R"
                  param="R"
                  value={p.R}
                  step={0.1}
                  min={0}
                  onParams={onParams}
                />
              </>
            ) : null}
            {p.stream === 'noisy' ? (
              <NumberField
                label="Noise"
                param="noise"
                value={p.noise}
                step={0.05}
                min={0}
                max={0.9}
                onParams={onParams}
              />
            ) : null}
          </LessonControls>
        </section>
      ) : null}

      <ChartSection
        panel="mistakes"
        headingId="chart-title"
        title={{ chart: 'Mistakes against the bounds', bounds: 'The bounds, in numbers' }}
        stage={1}
        charts={1}
        minHeight="13rem"
        chart={
          <>
            <FollowingChart
              T={meta.T}
              t={shownT}
              available={trace?.length ?? 0}
              series={series}
              fast={fast}
              logScale={logScale}
              title="Mistakes against the bounds"
              yLabel="mistakes"
            />
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
                    <strong>Theorem 14.2</strong>, {b.caption}
                    {b.status.applies && (b.source === 'configured' || b.source === 'best')
                      ? ` (2·hinge ${fmt(b.quantities['hingeTerm'] ?? NaN)} + ‖w‖²M²/γ² ${fmt(b.quantities['normTerm'] ?? NaN)})`
                      : ''}
                    :{' '}
                  </>
                ),
                symbol: 'M',
                status: b.status,
              }))}
            />
            <p className="hint">
              {usable
                ? `The best (γ, w): the bound is the same at (cγ, cw), so γ = 1 and w minimises 2Σ hinge + ‖w‖²M² — Newton’s method on a smoothed objective over ${usable.best.sampled === usable.t ? 'all' : usable.best.sampled} rounds, then evaluated exactly on all ${usable.t}; the least of it${target ? ', w*/γ, w*/γ_obs' : ''} and w = 0 is kept (here: ${bestSource(usable.best.source)}). ‖w‖ = ${formatNumber(Math.sqrt(usable.best.normSq))}, i.e. γ = ${formatNumber(1 / Math.sqrt(usable.best.normSq))} for a unit w.`
                : 'The best (γ, w) is being computed.'}
            </p>
          </>
        }
      />

      {shown('potential') ? (
        <section className="panel potential-section wide-panel" aria-labelledby="potential-title">
          <h2 id="potential-title" className="panel-title">
            The proof’s potential ‖ηw<sub>t</sub> − {target ? 'w*' : 'w'}‖²
          </h2>
          <Staged stage={2} charts={1} minHeight="16rem">
            <PotentialPanel potential={usable?.potential ?? null} names={meta.names} />
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorem and its proof, with today’s numbers" stage={3}>
        {primary ? (
          <Theorem
            bound={primary}
            caption={captionFor(primary.source, usable, (proofView ?? view).t)}
          />
        ) : null}
      </TheoremSection>

      <NarrativeSection
        lesson="multiclass"
        title="The multiclass perceptron, step by step"
        items={multiclassNarrative}
        stage={4}
      />
    </main>
  );
}

function bestSource(source: string): string {
  if (source === 'solver') return 'the solver’s w';
  if (source === 'zero') return 'w = 0, the trivial bound 2t';
  return source;
}

function captionFor(source: string, analysis: MulticlassAnalysis | null, t: number): string {
  const stale =
    !analysis || analysis.t !== t
      ? ' The proof’s numbers follow when the engine has computed this round.'
      : '';
  return source === 'configured'
    ? `At the stream’s w* (‖w*‖ = 1) and the configured γ. No separability is assumed: rounds with margin below γ add to the hinge term.${stale}`
    : `This stream has no w*: the bound at the best (γ = 1, w) the page found.${stale}`;
}

/** "Round 120 of 300: 7 mistakes, bound 1600." */
function announcement(view: MulticlassView, meta: MulticlassMeta): string {
  const b = view.bounds.find((r) => r.status.applies);
  const bound = b ? `bound ${formatNumber(b.status.value)}` : 'no bound applies yet';
  return `Round ${view.t} of ${meta.T}: ${view.M} mistake${view.M === 1 ? '' : 's'}, ${bound}`;
}

function fmt(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '∞' : '—';
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
