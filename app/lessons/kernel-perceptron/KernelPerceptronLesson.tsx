import { useMemo } from 'react';
import {
  kernelArgument,
  kernelKinds,
  kernelLabel,
  provenKernel,
} from '../../../src/kernels/kernel';
import type { KernelPerceptronMeta, ScoreAnswer } from '../../../src/scenes/kernel-perceptron';
import {
  kernelPerceptronView,
  type KernelPerceptronView,
} from '../../../src/scenes/kernel-perceptron-view';
import {
  kernelPerceptronScene,
  LARGE_SUPPORT,
} from '../../../src/scenes/lessons/kernel-perceptron';
import type { LessonId } from '../../../src/scenes/registry';
import { formatNumber } from '../../../src/theory/types';
import { useWorkerAnswer } from '../../engine/useExactState';
import { KernelPlane } from '../../panels/kernel/KernelPlane';
import { KernelProperties, type GramReport } from '../../panels/kernel/KernelProperties';
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
import { kernelPerceptronNarrative } from './narrative';
import { useMistakeSeries } from './series';

/** The score grid's side: 64² cells, each one kernel evaluation per support point added. */
const GRID = 64;

const KERNEL_LABELS: Record<(typeof kernelKinds)[number], string> = {
  linear: 'Linear ⟨x, x′⟩',
  poly: 'Polynomial (⟨x, x′⟩ + c)^d',
  gaussian: 'Gaussian exp(−‖x − x′‖²/(2σ²))',
  sigmoid: 'Sigmoid tanh(a⟨x, x′⟩ + b) (not a kernel)',
};

export default function KernelPerceptronLesson() {
  const lesson = useLesson(kernelPerceptronScene);
  const { engine, params: p, t, playing, engineError, version, logScale, fast } = lesson;
  const actions = lesson.actions;
  const computed = useRoundsComputed();
  const meta = lesson.meta as KernelPerceptronMeta | null;
  const trace = lesson.trace;
  const onParams = useOnParams();
  const shown = useShown();
  const available = meta ? (trace?.length ?? 0) : 0;
  const shownT = Math.max(0, Math.min(t, available));
  // At full speed the plane follows ten times a second, the proof and the Gram check four.
  const drawT = useFollowed(shownT, fast, { every: 100 });
  const proofT = useFollowed(shownT, fast, { every: 250 });
  const view = meta ? kernelPerceptronView(meta, trace, drawT) : null;
  const proofView = meta ? kernelPerceptronView(meta, trace, proofT) : null;

  const extent = useMemo(() => {
    let reach = p.R;
    const x1 = trace?.column('x1');
    const x2 = trace?.column('x2');
    if (x1 && x2 && (p.stream === 'user' || p.stream === 'csv'))
      for (let i = 0; i < x1.length; i++)
        reach = Math.max(reach, Math.abs(x1[i] as number), Math.abs(x2[i] as number));
    // Rounded up to two significant digits, so the grid (and the map) do not move every frame.
    const step = 10 ** (Math.floor(Math.log10(1.12 * reach)) - 1);
    return Math.ceil((1.12 * reach) / step) * step;
  }, [trace, p.R, p.stream, computed]); // eslint-disable-line react-hooks/exhaustive-deps

  // The map changes only when the support set does: asked again on a new support size.
  const support = view?.M ?? 0;
  const score = useWorkerAnswer<ScoreAnswer>(
    meta && shown('plane')
      ? () => engine.client.query('score', { t: drawT, extent, n: GRID })
      : null,
    `${support}|${version}|${extent}`,
    fast ? 150 : 0,
  );
  const proofSupport = proofView?.M ?? 0;
  const gram = useWorkerAnswer<GramReport>(
    meta && shown('kernel') ? () => engine.client.query('gram', { t: proofT }) : null,
    `${proofSupport}|${version}`,
    fast ? 500 : 50,
  );
  const series = useMistakeSeries(meta, trace, logScale);

  if (!meta || !view || !proofView) return <LessonLoading error={engineError} />;

  const k = meta.kernel;
  const large = support > LARGE_SUPPORT;
  const synthetic = p.stream !== 'user' && p.stream !== 'csv';
  const col = (name: string) => trace?.column(name) ?? new Float32Array(0);
  const moved = proofView.point?.mistake ? ['progress', 'growth', 'sandwich', 'conclude'] : [];

  return (
    <main className="lesson kernel-perceptron">
      <RoundAnnouncer message={announcement(view, meta.T)} playing={playing} />
      {shown('plane') ? (
        <section className="panel plane-panel" aria-labelledby="plane-title">
          <h2 id="plane-title" className="panel-title">
            The plane: the score f_t, its boundary, and the support set
          </h2>
          <KernelPlane
            extent={extent}
            radius={synthetic ? p.R : 0}
            points={{
              x1: col('x1'),
              x2: col('x2'),
              y: col('y'),
              mistake: col('L0.mistake'),
              count: drawT,
            }}
            map={score?.map ?? null}
            supportSize={support}
            onAddPoint={
              p.stream === 'user'
                ? (x1, x2, y) => {
                    // Rounded as the URL writes them, so a shared link replays exactly these points.
                    const r = (v: number) => Math.round(v * 1000) / 1000;
                    actions.addPoint({ x1: r(x1), x2: r(x2), y });
                  }
                : undefined
            }
            label={`Plane at round ${view.t}`}
          />
          <p className="support-line">
            Support set |S_t| = {support} point{support === 1 ? '' : 's'} (every mistake adds one):
            each prediction f_t(x) = Σ_(i∈S) y_i K(x_i, x) costs {support} kernel evaluation
            {support === 1 ? '' : 's'}.
          </p>
          {large ? (
            <p className="kernel-cost" role="status">
              The support set is large ({support} points): each prediction costs O(|S|) kernel
              evaluations, so every round is slower than the last few hundred, and the run slows
              down as it grows.
            </p>
          ) : null}
          {p.stream === 'user' ? (
            <div className="toggles">
              <button type="button" onClick={() => actions.clearPoints()}>
                Clear my points
              </button>
            </div>
          ) : null}
          <CsvSection definition={kernelPerceptronScene} />
          <LessonControls
            definition={kernelPerceptronScene}
            waitingHint="click the plane to add a point"
          >
            <label className="field">
              <span>Kernel</span>
              <select value={p.kernel} onChange={(e) => onParams({ kernel: e.target.value })}>
                {kernelKinds.map((id) => (
                  <option key={id} value={id}>
                    {KERNEL_LABELS[id]}
                  </option>
                ))}
              </select>
            </label>
            {p.kernel === 'poly' ? (
              <>
                <NumberField
                  label="degree d"
                  param="degree"
                  value={p.degree}
                  step={1}
                  min={1}
                  max={8}
                  onParams={onParams}
                />
                <NumberField
                  label="c"
                  param="c"
                  value={p.c}
                  step={0.1}
                  min={0}
                  onParams={onParams}
                />
              </>
            ) : null}
            {p.kernel === 'gaussian' ? (
              <NumberField
                label="σ"
                param="sigma"
                value={p.sigma}
                step={0.01}
                min={0.001}
                onParams={onParams}
              />
            ) : null}
            {p.kernel === 'sigmoid' ? (
              <>
                <NumberField label="a" param="a" value={p.a} step={0.1} onParams={onParams} />
                <NumberField label="b" param="b" value={p.b} step={0.1} onParams={onParams} />
              </>
            ) : null}
            {synthetic ? (
              <NumberField
                label="γ (relative)"
                param="gamma"
                value={p.gamma}
                step={0.01}
                min={0}
                max={0.9}
                onParams={onParams}
              />
            ) : null}
            <NumberField
              label="R"
              param="R"
              value={p.R}
              step={0.1}
              min={0.001}
              onParams={onParams}
            />
          </LessonControls>
          <p className="hint">
            T goes up to 100 000 rounds; each round costs |S| kernel evaluations, so a long run on a
            stream the kernel cannot separate (the support set grows every few rounds) is slow.
          </p>
        </section>
      ) : null}

      <ChartSection
        panel="mistakes"
        headingId="chart-title"
        title={{
          chart: 'Mistakes (the support set’s size) against the bound',
          bounds: 'The bound, in numbers',
        }}
        stage={1}
        charts={1}
        minHeight="13rem"
        chart={
          <>
            <FollowingChart
              T={meta.T}
              t={shownT}
              available={available}
              series={series}
              fast={fast}
              logScale={logScale}
              title="Mistakes M_t = |S_t| against the kernel Novikoff bound"
              yLabel="mistakes"
            />
          </>
        }
        bounds={
          <BoundList
            format={formatBound}
            items={[
              {
                id: view.bound.id,
                label: (
                  <>
                    <strong>Kernel perceptron</strong>, {view.bound.caption}:{' '}
                  </>
                ),
                symbol: 'M',
                status: view.bound.status,
              },
            ]}
          />
        }
      >
        <p className="margin-line">
          R² = max K(x, x) = {view.t > 0 ? formatNumber(view.R2) : '—'}; ‖u‖ ={' '}
          {meta.uNorm !== null ? formatNumber(meta.uNorm) : '—'}; margin in the feature space γ ={' '}
          {view.margin !== null ? formatNumber(view.margin) : 'does not exist here'}.
        </p>
      </ChartSection>

      {shown('kernel') ? (
        <section className="panel kernel-panel wide-panel" aria-labelledby="kernel-title">
          <h2 id="kernel-title" className="panel-title">
            The kernel’s properties, checked on the support set
          </h2>
          <Staged stage={2} minHeight="12rem">
            <KernelProperties
              kernel={kernelLabel(k)}
              argument={kernelArgument(k)}
              proven={provenKernel(k)}
              gram={gram}
              R2={proofView.t > 0 ? proofView.R2 : null}
            />
          </Staged>
        </section>
      ) : null}

      <TheoremSection title="The theorem in the feature space, with today’s numbers" stage={3}>
        <Theorem bound={proofView.bound} moved={moved} caption={proofView.bound.caption} />
      </TheoremSection>

      <NarrativeSection
        lesson={kernelPerceptronScene.id as LessonId}
        title="Kernels and the perceptron, step by step"
        items={kernelPerceptronNarrative}
        stage={4}
      />
    </main>
  );
}

/** What the live region says: "Round 120 of 500: 31 mistakes, support 31, bound 721". */
function announcement(view: KernelPerceptronView, T: number): string {
  const s = view.bound.status;
  const bound = s.applies ? `bound ${formatNumber(s.value)}` : 'the bound does not apply';
  return `Round ${view.t} of ${T}: ${view.M} mistake${view.M === 1 ? '' : 's'}, support set ${view.M}, ${bound}`;
}

function formatBound(x: number): string {
  if (!Number.isFinite(x)) return '∞';
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
