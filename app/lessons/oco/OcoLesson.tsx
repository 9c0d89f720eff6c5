import { useMemo, useRef, useState } from 'react';
import type { SceneDefinition } from '../../../src/scenes/kit/definition';
import type { ocoParams } from '../../../src/scenes/lessons/oco-params';
import { ocoLearnerIds } from '../../../src/scenes/lessons/oco-params';
import type { ContourMap } from '../../../src/geometry/contour-map';
import type { OcoMeta } from '../../../src/scenes/oco';
import type { LessonId } from '../../../src/scenes/registry';
import { ftrlTheoryEta, ogdTheoryEta } from '../../../src/theory/oco';
import { useWorkerAnswer } from '../../engine/useExactState';
import { OcoPlane } from '../../panels/oco/OcoPlane';
import type { OcoPlaneProps, OcoStep, OcoSurface } from '../../panels/oco/oco-types';
import { RateControl } from '../../panels/RateControl';
import { LogScaleToggle } from '../../ui/LogScaleToggle';
import type { NarrativeItem } from '../../ui/Narrative';
import { RoundAnnouncer } from '../../ui/RoundAnnouncer';
import { Staged } from '../../ui/Staged';
import { useReducedMotion } from '../../ui/useReducedMotion';
import { useInView } from '../../ui/useInView';
import { useFollowed } from '../../ui/useFollowed';
import { useOwnTurn } from '../../ui/useOwnTurn';
import { BoundList } from '../kit/BoundList';
import { CsvSection } from '../kit/CsvSection';
import { FollowingChart } from '../kit/FollowingChart';
import { LearnerPicks } from '../kit/LearnerPicks';
import { LessonControls } from '../kit/LessonControls';
import { LessonLoading } from '../kit/LessonLoading';
import { useOnParams, useShown } from '../kit/lesson-hooks';
import { NarrativeSection } from '../kit/NarrativeSection';
import { LearnerTabs, Theorem, TheoremSection } from '../kit/Theorem';
import { useLesson } from '../kit/useLesson';
import { useApp } from '../../store/store';
import { quantityName, useOcoChart } from './series';
import { OCO_LEARNER_LABELS, ocoStyle } from './styles';
import { trailOf } from './trails';
import { OcoFields } from './OcoFields';
import { announcement, fmt, lossMark, plotExtent, useViewAt } from './view-helpers';

type OcoDefinition = SceneDefinition<ReturnType<typeof ocoParams>, unknown>;

/**
 * At full speed each of the four charts follows four times a second, in turn, so no two update in
 * the same frame: a chart update costs several milliseconds, and four charts ten times a second,
 * with the plane, left frames no time.
 */
const CHART_EVERY = 250;

/** The contour map's resolution: n × n samples of the surface. */
const GRID = 48;

/** A chart of the lesson's own, under the regret charts. */
const OWN_CHARTS = {
  potential: {
    title: 'Distance to the best point so far, ‖w_t − u*_t‖²',
    yLabel: '‖w − u*‖²',
  },
  movement: {
    title: 'How far each learner moves in a round, ‖w_t − w_{t−1}‖',
    yLabel: 'step length',
  },
} as const;

/**
 * At full speed the plane takes a new round in a turn of its own, the frame after the lesson's
 * (useOwnTurn): in one task the two were 60-100 ms at 4× CPU throttle early in a run (ogd, the
 * phone's bench). Its own component, so that the turn renders the plane alone, not the lesson.
 */
function PlaneInItsTurn({ plane, fast }: { plane: OcoPlaneProps; fast: boolean }) {
  return <OcoPlane {...useOwnTurn(plane, fast)} />;
}

export interface OcoLessonProps {
  definition: OcoDefinition;
  narrative: NarrativeItem[];
  narrativeTitle: string;
  /** The lesson's own chart: the proof's potential (ogd), the leader's moves (ftl-ftrl). */
  ownChart: keyof typeof OWN_CHARTS;
}

/**
 * The page of a convex-optimisation lesson (`ogd`, `ftl-ftrl`): the plane with the contour map,
 * the iterates and the comparator; the loss, regret and average-regret charts; each learner's
 * theorem with the run's numbers; the lesson's narrative.
 */
export function OcoLesson({ definition, narrative, narrativeTitle, ownChart }: OcoLessonProps) {
  const lesson = useLesson(definition);
  const { engine, scene, params: p, t, playing, engineError, version, logScale, fast } = lesson;
  const actions = lesson.actions;
  const reducedMotion = useReducedMotion();
  const [map, setMap] = useState<'cumulative' | 'current'>('cumulative');
  const [focus, setFocus] = useState(0);
  const onParams = useOnParams();
  const shown = useShown();

  const meta = lesson.meta as OcoMeta | null;
  const trace = lesson.trace;
  const available = meta ? (trace?.length ?? 0) : 0;
  const shownT = Math.max(0, Math.min(t, available));
  // At full speed only the transport follows every frame: the plane and the bounds follow ten
  // times a second, the proof and the contour map four, each in a task of its own.
  const drawT = useFollowed(shownT, fast, { every: 100 });
  // The proof's round, which the contour map follows too: held while the proof is off screen (the
  // kit's Theorem then holds the proof itself until it nears the screen).
  const proofBox = useRef<HTMLDivElement>(null);
  const proofInView = useInView(proofBox);
  const proofT = useFollowed(shownT, fast, { every: 250, inView: proofInView });
  const view = useViewAt(meta, trace, drawT, available);
  const proofView = useViewAt(meta, trace, proofT, available) ?? view;

  const extent = meta ? plotExtent(meta) : 1;
  const surface = useWorkerAnswer<{
    t: number;
    cumulative: Float64Array;
    current: Float64Array;
    maps: { cumulative: ContourMap | null; current: ContourMap | null };
  }>(
    meta ? () => engine.client.query('surface', { t: proofT, extent, n: GRID }) : null,
    `${proofT}|${version}|${extent}`,
    fast ? 150 : 0,
  );
  const shownSurface: OcoSurface | null = useMemo(
    () => (surface ? { values: surface[map], n: GRID, map: surface.maps[map] } : null),
    [surface, map],
  );

  // The slow-speed step animation: w_{t−1} → w̃_t → Π(w̃_t), when the round just moved by one.
  const viewT = view?.t ?? 0;
  const [rounds, setRounds] = useState({ now: viewT, before: viewT });
  if (rounds.now !== viewT) setRounds({ now: viewT, before: rounds.now });
  const slow = !playing || (scene.speed !== 'max' && scene.speed <= 4);
  const animate = viewT === rounds.before + 1 && !reducedMotion;
  const durationMs = !animate
    ? 0
    : playing && scene.speed !== 'max'
      ? Math.min(700, 700 / scene.speed)
      : 700;
  const step = useMemo((): OcoStep | null => {
    const primary = view?.learners[0];
    if (!primary || viewT < 1 || !slow) return null;
    return { from: primary.wPrev, tilde: primary.wTilde, to: primary.w, durationMs };
  }, [view, viewT, slow, durationMs]);
  const lossShown = useMemo(() => (meta && view ? lossMark(meta, view) : null), [meta, view]);
  const userStream = p.stream === 'user';
  const onPick = useMemo(
    () =>
      userStream
        ? (x: number, y: number) => {
            // Rounded as the URL writes them, so a shared link replays exactly these losses.
            const r = (v: number) => Math.round(v * 1000) / 1000;
            useApp.getState().addPoint([r(x), r(y)]);
          }
        : undefined,
    [userStream],
  );

  const lossChart = useOcoChart('loss', meta, trace, logScale);
  const regretChart = useOcoChart('regret', meta, trace, logScale);
  const averageChart = useOcoChart('average', meta, trace, logScale);
  const extraChart = useOcoChart(ownChart, meta, trace, logScale);

  const learners = useMemo(
    () =>
      meta && trace && view
        ? view.learners.map((l, k) => {
            const trail = trailOf(trace, k, meta.T);
            return {
              id: l.id,
              name: l.name,
              ...ocoStyle(k),
              trail: { x: trail.x, y: trail.y, count: view.t },
              w: l.w,
            };
          })
        : [],
    [meta, trace, view],
  );

  const plane = useMemo(
    (): OcoPlaneProps | null =>
      meta && view
        ? {
            extent,
            radius: meta.B,
            surface: shownSurface,
            surfaceLabel:
              map === 'cumulative' ? `Σ f_s, s ≤ ${surface?.t ?? 0}` : `f_${surface?.t ?? 0}`,
            learners,
            step,
            comparator: view.t > 0 ? view.comparator.u : null,
            loss: lossShown,
            lossKind: meta.kind,
            onPick,
            pickHint:
              p.loss === 'linear'
                ? 'Click to give the next loss ⟨v, w⟩ the direction of the click.'
                : 'Click to centre the next loss (λ/2)‖w − z‖² at the click.',
            label: `Plane at round ${view.t}`,
          }
        : null,
    [meta, view, extent, shownSurface, map, surface, learners, step, lossShown, onPick, p.loss],
  );

  if (!meta || !view) return <LessonLoading error={engineError} />;

  const chartProps = {
    T: meta.T,
    t: shownT,
    available: trace?.length ?? 0,
    every: CHART_EVERY,
    fast,
    logScale,
  };

  const k = Math.min(focus, Math.max(0, view.learners.length - 1));
  const focusBounds = (proofView ?? view).bounds.filter((b) => b.learnerIndex === k);
  const usesEta = p.learners.some((id) => ['ogd', 'ogd-sqrt', 'ftrl', 'perceptron'].includes(id));
  // The theory value for the first learner that takes η: OGD's B/(G√T) (Theorem 14.5), or, when
  // FTRL comes first, its B/√(2TG²) (a priori Σ L_s² ≤ TG²).
  const G = meta.Gprior ?? view.G;
  const tuneFtrl =
    p.learners.find((id) => ['ogd', 'ogd-sqrt', 'ftrl', 'perceptron'].includes(id)) === 'ftrl';
  const etaTheory = tuneFtrl
    ? ftrlTheoryEta(meta.B, meta.T * G * G)
    : ogdTheoryEta(meta.B, G, meta.T);

  // The charts after the first, each in its own turn; those `panels=` leaves out are not drawn.
  const later = [
    { id: 'regret', title: 'Regret against each bound', yLabel: 'regret', series: regretChart },
    { id: 'average', title: 'Average regret R_t / t', yLabel: 'regret / t', series: averageChart },
    { id: ownChart, ...OWN_CHARTS[ownChart], series: extraChart },
  ].filter((c) => shown(c.id));
  const charts = shown('loss') ? ['loss', ...later.map((c) => c.id)] : later.map((c) => c.id);

  return (
    <main className="lesson oco">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="plane-title">
          <h2 id="plane-title" className="panel-title">
            The plane: the disc Ω, the losses, the learners’ points
          </h2>
          {plane ? <PlaneInItsTurn plane={plane} fast={fast} /> : null}
          <fieldset className="toggles map-toggle">
            <legend>Contour map of</legend>
            <label>
              <input
                type="radio"
                name="oco-map"
                checked={map === 'cumulative'}
                onChange={() => setMap('cumulative')}
              />{' '}
              the losses so far, Σ f_s (what FTL minimises)
            </label>
            <label>
              <input
                type="radio"
                name="oco-map"
                checked={map === 'current'}
                onChange={() => setMap('current')}
              />{' '}
              the current loss f_t
            </label>
          </fieldset>
          {p.stream === 'user' ? (
            <div className="toggles">
              <label>
                Next losses are{' '}
                <select value={p.loss} onChange={(e) => onParams({ loss: e.target.value, t: '0' })}>
                  <option value="quadratic">quadratic: click places the centre z_t</option>
                  <option value="linear">linear: click gives the direction of v_t</option>
                </select>
              </label>
              <button type="button" onClick={() => actions.clearPoints()}>
                Clear my losses
              </button>
            </div>
          ) : null}
          {meta.excluded.map((e) => (
            <p className="hint" key={e.id}>
              {OCO_LEARNER_LABELS[e.id] ?? e.id} is not running: {e.reason}.
            </p>
          ))}
          {meta.capReason ? <p className="hint">{meta.capReason}</p> : null}
          <CsvSection definition={definition} />
          <LessonControls
            definition={definition}
            waitingHint="click the plane to place the next loss"
          >
            <OcoFields p={p} onParams={onParams} />
            <LearnerPicks ids={ocoLearnerIds} chosen={p.learners} labels={OCO_LEARNER_LABELS} />
          </LessonControls>
          {usesEta ? (
            <div className="rates">
              {/* The learning rate's control in a turn of its own after the lesson's first frame: far
                below the fold on a phone and a laptop, and 6-11 ms of the lesson's first render at
                4× CPU throttle. */}
              <Staged stage={1} minHeight="7rem">
                <RateControl
                  symbol="η"
                  value={p.eta}
                  min={1e-4}
                  max={100}
                  theoryValue={etaTheory}
                  theoryFormula={tuneFtrl ? 'B/(G√(2T))' : 'B/(G√T)'}
                  onChange={(v) => onParams({ eta: String(v) })}
                />
              </Staged>
            </div>
          ) : null}
        </section>
      ) : null}

      {charts.length > 0 || shown('bounds') ? (
        <section className="panel chart-panel" aria-labelledby="loss-title">
          {shown('loss') ? (
            <>
              <h2 id="loss-title" className="panel-title">
                Cumulative loss against the best point in hindsight
              </h2>
              <Staged stage={1} charts={1} minHeight="10rem">
                <FollowingChart
                  {...chartProps}
                  series={lossChart}
                  title="Cumulative loss against the best point in hindsight"
                  yLabel="cumulative loss"
                />
              </Staged>
            </>
          ) : null}
          {/* A box for each chart, so each takes its turns alone while playing fast: in one box,
              a turn redrew every chart of the box, one task of 60-75 ms at 4x CPU throttle. */}
          {later.map((c, i) => (
            <Staged key={c.title} stage={2} charts={1} minHeight="5rem">
              <h2 id={i === 0 && !shown('loss') ? 'loss-title' : undefined} className="panel-title">
                {c.title}
              </h2>
              <FollowingChart {...chartProps} {...c} />
            </Staged>
          ))}
          <Staged stage={2} minHeight="5rem">
            {charts.length > 0 ? (
              <LogScaleToggle checked={logScale} onChange={(v) => actions.setUi({ logScale: v })} />
            ) : null}
            {shown('bounds') ? (
              <>
                {charts.length > 0 ? null : (
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
                        <strong>{view.learners[b.learnerIndex]?.name}</strong> — {b.theorem.title}
                        :{' '}
                      </>
                    ),
                    symbol: quantityName(b.theorem.quantity),
                    status: b.status,
                  }))}
                />
              </>
            ) : null}
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorem, with today’s numbers" stage={3}>
        <LearnerTabs learners={view.learners} focus={k} onFocus={setFocus} />
        <div ref={proofBox}>
          {focusBounds.map((b) => (
            <Theorem key={b.id} bound={b} caption={b.caption} />
          ))}
        </div>
      </TheoremSection>

      <NarrativeSection
        lesson={definition.id as LessonId}
        title={narrativeTitle}
        items={narrative}
        stage={4}
      />
    </main>
  );
}
