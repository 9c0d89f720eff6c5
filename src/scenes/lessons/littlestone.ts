import { finiteLearnerIds, type FiniteLearnerId } from '../../learners/finite/registry';
import type { FiniteMove } from '../../streams/finite/user-moves';
import { defineScene } from '../kit/definition';
import { boundState } from '../kit/lesson-state';
import { display, param } from '../kit/params';
import { dataUrl, idList, integer, oneOf, pointLabels, real } from '../kit/value-schemas';
import {
  finiteClassKinds,
  MAX_HYPOTHESES,
  MAX_POINTS,
  MIN_POINTS,
  type LittlestoneConfig,
} from '../littlestone-config';

const streams = [
  { id: 'tree', label: 'The tree adversary (Proposition 9)' },
  { id: 'random', label: 'A random target, random points' },
  { id: 'noisy', label: 'A random target, some labels flipped' },
  { id: 'bisect', label: 'Thresholds on [0, 1], bisected' },
  { id: 'user', label: 'You pick the points and labels' },
] as const;

const defaultLearners: FiniteLearnerId[] = ['consistent', 'halving', 'soa'];

const formatMoves = (moves: readonly FiniteMove[]): string =>
  moves.map((m) => `${m.x}:${m.y}`).join(',');

export const littlestoneScene = defineScene({
  id: 'littlestone',
  title: 'Finite classes and the Littlestone dimension',
  family: 'finite-class',
  summary:
    'An adversary walks down a shattered tree and forces a mistake per level; SOA gives up exactly one level per mistake.',
  theorem:
    'Every learner can be forced to Ldim(H) mistakes, and SOA makes at most Ldim(H); VCdim ≤ Ldim ≤ log₂|H|.',
  panels: [
    { id: 'domain', label: 'The domain and the labels seen' },
    { id: 'class', label: 'The class, with its version space' },
    { id: 'tree', label: 'The shattered tree' },
    { id: 'dims', label: 'Ldim and |V| over time' },
    { id: 'mistakes', label: 'Mistakes against each bound' },
    { id: 'bounds', label: 'The bounds, in numbers' },
    { id: 'theorem', label: 'The theorem and its proof' },
  ],
  T: { default: 40, max: 100_000 },
  streams,
  csv: {
    reader: 'finite-class',
    format:
      'rows of 0/1, one hypothesis a row, one column per point (2 to 16), optional header and name column',
    noun: 'hypotheses',
    active: (p) => p['class'] === 'csv' && p['stream'] !== 'bisect',
  },
  params: {
    stream: param(oneOf(streams.map((s) => s.id)), 'tree' as LittlestoneConfig['stream']),
    class: param(oneOf(finiteClassKinds), 'thresholds' as LittlestoneConfig['cls']),
    n: param(integer(MIN_POINTS, MAX_POINTS), 8),
    m: param(integer(1, MAX_HYPOTHESES), 64, { inUrl: (p) => p['class'] === 'random' }),
    noise: param(real(0, 0.5), 0.1, { inUrl: (p) => p['stream'] === 'noisy' }),
    learners: param(idList(finiteLearnerIds), defaultLearners, {
      inUrl: (p) => display(p['learners']) !== display(defaultLearners),
    }),
    moves: param(pointLabels, [] as FiniteMove[], {
      inUrl: (p) => p['stream'] === 'user' && (p['moves'] as FiniteMove[]).length > 0,
      format: formatMoves,
    }),
    data: param(dataUrl, null),
  },
  engineConfig({ seed, T, params: p }, { csv }): LittlestoneConfig {
    const h = p.class === 'csv' ? csv?.hypotheses : undefined;
    return {
      lesson: 'littlestone',
      stream: p.stream,
      seed,
      T,
      cls: p.class,
      n: h ? h.n : p.n,
      m: p.m,
      noise: p.noise,
      learners: p.learners,
      csvClass: h ? { n: h.n, masks: h.masks, names: h.names } : null,
      moves: p.stream === 'user' ? p.moves : [],
    };
  },
  async engine() {
    const { LittlestoneScene } = await import('../littlestone');
    return { create: (config) => new LittlestoneScene(config) };
  },
  async state({ params, meta, trace, t, exact }) {
    const { littlestoneView } = await import('../littlestone-view');
    const m = meta as import('../littlestone').LittlestoneMeta;
    const view = littlestoneView(params, m, trace, t);
    const state = (await exact(view.t)) as import('../littlestone').LittlestoneExactState | null;
    return {
      t: view.t,
      learners: view.learners.map((l) => ({
        id: l.id,
        name: l.name,
        cumulativeLoss: l.loss,
        ...(l.deterministic ? { mistakes: l.loss } : {}),
        ...(state?.weights[l.id] ? { weights: state.weights[l.id] } : {}),
      })),
      comparatorLoss: view.Lstar,
      bounds: view.bounds.map((b) => boundState(b, { direction: b.theorem.direction ?? 'upper' })),
      ldim: nullIfInfinite(m.ldimH),
      ldimNow: nullIfInfinite(view.ldimNow),
      vcdim: m.vcH,
      versionSpace: nullIfInfinite(view.size),
      hypotheses: nullIfInfinite(m.H),
      shattered: pointsOf(view.vcSet),
      infinite: m.continuous,
    };
  },
});

/** JSON has no ∞: an infinite dimension or class is given as null (with `infinite: true`). */
const nullIfInfinite = (x: number): number | null => (Number.isFinite(x) ? x : null);

const pointsOf = (mask: number): number[] =>
  Array.from({ length: 16 }, (_, i) => i).filter((i) => (mask >>> i) & 1);
