import type { LessonId } from '../src/scenes/registry';

/**
 * The scenes the whole-app checks and the browser bench open, per lesson: one table, typed by the
 * registry's ids, so a new lesson without its scenes does not compile (and is never silently
 * left out of the accessibility, legibility and speed checks).
 */
export interface Showcase {
  /** Scanned by axe and the SVG contrast check in the light, dark and projector themes. */
  themes: string;
  /** The same checks in presentation mode. */
  present: string;
  /** The same checks in embed mode. */
  embed: string;
  /**
   * How many charts have a data table (all are opened before the scan): one count for the three
   * scenes, or one per scene.
   */
  tables: number | Record<'themes' | 'present' | 'embed', number>;
  /** Measured for legible text on a phone, a laptop and a projector. */
  legible: string;
  /** Played at full speed by the browser bench (without it, the lesson is not benched). */
  bench?: { T: number; query: string };
}

/** The round the playing lessons aim for in the bench (the convex lessons allow 10⁵ at most). */
export const BENCH_T = 1_000_000;
const OCO_T = 100_000;

export const SHOWCASE: Record<LessonId, Showcase> = {
  perceptron: {
    // Mid-run on the adversary's stream: mistakes, the update arrow, both bounds.
    themes: 'lesson=perceptron&stream=adversary&seed=4&T=300&t=60&speed=8',
    // Labels flipped: the hypothesis fails, the proof lines are "not applicable".
    present: 'lesson=perceptron&stream=noisy&noise=0.1&seed=1&T=300&t=150',
    // Two learners: the second one's colour, dash and marker.
    embed: 'lesson=perceptron&stream=iid&learners=perceptron,perceptron-random&seed=4&T=300&t=60',
    tables: 1,
    legible: 'lesson=perceptron&stream=adversary&seed=4&T=300&t=60',
    bench: { T: BENCH_T, query: `lesson=perceptron&stream=iid&T=${BENCH_T}&speed=max` },
  },
  experts: {
    // The adversary against Weighted Majority: the lower bound (labelled on the plot), bounds
    // that do not apply (in italics), both rate controls.
    themes: 'lesson=experts&stream=adversary&d=8&learners=wm,halving,mwu,hedge&seed=4&T=400&t=200',
    // All five learners, d > 12: the "others" bar and row.
    present:
      'lesson=experts&stream=iid&d=20&learners=consistent,halving,wm,mwu,hedge&seed=4&T=400&t=200',
    embed: 'lesson=experts&stream=switching&d=8&learners=wm,hedge&seed=4&T=400&t=300',
    tables: 2,
    legible: 'lesson=experts&stream=adversary&d=8&seed=4&T=400&t=200',
    bench: { T: BENCH_T, query: `lesson=experts&stream=iid&d=16&T=${BENCH_T}&speed=max` },
  },
  mindreader: {
    themes: 'lesson=mindreader&T=100',
    present: 'lesson=mindreader&T=100',
    embed: 'lesson=mindreader&T=100',
    tables: 2,
    legible: 'lesson=mindreader&T=100',
    bench: { T: BENCH_T, query: `lesson=mindreader&T=${BENCH_T}` },
  },
  ogd: {
    // Mid-run, slow: the map, three trails, the step and its projection, every bound.
    themes: 'lesson=ogd&stream=linear&learners=ogd,ogd-sqrt,ogd-sc&eta=0.6&seed=4&T=300&t=3',
    // A bound that does not apply (1/(λt) on linear losses).
    present: 'lesson=ogd&stream=linear&learners=ogd-sc,ogd&seed=4&T=300&t=150',
    embed: 'lesson=ogd&stream=hinge&learners=perceptron,ogd&B=10&eta=1&seed=4&T=300&t=120',
    tables: 4,
    legible: 'lesson=ogd&stream=linear&seed=4&T=300&t=40',
    bench: {
      T: OCO_T,
      query: `lesson=ogd&stream=quadratic&learners=ogd,ogd-sqrt,ogd-sc&T=${OCO_T}&speed=max`,
    },
  },
  'ftl-ftrl': {
    themes: 'lesson=ftl-ftrl&stream=alternating&seed=4&T=200&t=21',
    present: 'lesson=ftl-ftrl&stream=quadratic&learners=ftl,ftrl&seed=4&T=400&t=300',
    embed: 'lesson=ftl-ftrl&stream=regression&learners=ftl,ftrl,ogd&seed=4&T=200&t=100',
    tables: 4,
    legible: 'lesson=ftl-ftrl&seed=4&T=200&t=21',
  },
  'gd-eg': {
    themes: 'lesson=gd-eg&stream=sparse&n=300&k=3&learners=gd,eg,pnorm&seed=4&T=200&t=120',
    present:
      'lesson=gd-eg&stream=disjunction&n=300&k=3&loss=hinge&learners=gd,eg,perceptron,winnow&seed=4&T=200&t=150',
    embed: 'lesson=gd-eg&stream=dense&n=100&learners=gd,eg&seed=4&T=200&t=100',
    tables: 3,
    legible: 'lesson=gd-eg&stream=sparse&n=300&k=3&seed=4&T=200&t=120',
    // A thousand features, three that matter: the weights strip, three learners, the proof.
    bench: {
      T: OCO_T,
      query: `lesson=gd-eg&stream=sparse&n=1000&k=3&learners=gd,eg,pnorm&T=${OCO_T}&speed=max`,
    },
  },
  littlestone: {
    // Mid-walk on the tree adversary: the domain, the matrix, the tree, both charts.
    themes: 'lesson=littlestone&stream=tree&class=intervals&n=8&seed=4&T=30&t=3',
    present:
      'lesson=littlestone&stream=noisy&class=thresholds&n=12&learners=wm,soa-experts,soa&seed=4&T=200&t=150',
    embed: 'lesson=littlestone&stream=user&class=intervals&n=6&moves=2:1,4:0',
    tables: 2,
    legible: 'lesson=littlestone&stream=tree&class=intervals&n=10&seed=4&T=30&t=3',
    // Noisy labels: the version space keeps emptying and starting again, every learner plays.
    bench: {
      T: OCO_T,
      query: `lesson=littlestone&stream=noisy&class=thresholds&n=16&learners=consistent,halving,soa,wm,soa-experts&T=${OCO_T}&speed=max`,
    },
  },
  multiclass: {
    // The adversary against four classes: regions, class vectors, the three bounds, the potential.
    themes: 'lesson=multiclass&stream=adversary&k=4&seed=4&T=300&t=60',
    // Flipped labels: the separable corollary does not apply, the hinge term is positive.
    present: 'lesson=multiclass&stream=noisy&k=5&seed=4&T=300&t=200',
    embed: 'lesson=multiclass&stream=iid&k=3&seed=4&T=300&t=100',
    tables: 2,
    legible: 'lesson=multiclass&stream=iid&k=6&seed=4&T=300&t=150',
    bench: { T: OCO_T, query: `lesson=multiclass&stream=iid&k=6&T=${OCO_T}&speed=max` },
  },
  'online-to-batch': {
    // The perceptron mid-run: three estimators, Propositions 3 and 4, the terms.
    themes: 'lesson=online-to-batch&learner=perceptron&stream=separable&seed=4&T=400&t=200',
    // OGD on the hinge loss: Theorem 14.9 with its four steps.
    present: 'lesson=online-to-batch&learner=ogd&stream=noisy&seed=4&T=400&t=300',
    // Flipped labels: Propositions 3 and 4 do not apply.
    embed: 'lesson=online-to-batch&learner=perceptron&stream=noisy&seed=4&T=400&t=200',
    // OGD's page adds a chart of the test loss.
    tables: { themes: 1, present: 2, embed: 1 },
    legible: 'lesson=online-to-batch&learner=ogd&stream=separable&seed=4&T=400&t=200',
    bench: {
      T: OCO_T,
      query: `lesson=online-to-batch&learner=perceptron&stream=separable&T=${OCO_T}&speed=max`,
    },
  },
  'kernel-perceptron': {
    // The spiral under the Gaussian kernel: the contour, the support set, the bound applying.
    themes: 'lesson=kernel-perceptron&stream=spiral&kernel=gaussian&seed=4&T=400&t=200',
    // Circles under a degree-2 polynomial kernel.
    present: 'lesson=kernel-perceptron&stream=circles&kernel=poly&degree=2&seed=4&T=300&t=150',
    // The sigmoid: no feature space, the bound does not apply.
    embed: 'lesson=kernel-perceptron&stream=xor&kernel=sigmoid&seed=4&T=300&t=100',
    tables: 1,
    legible: 'lesson=kernel-perceptron&stream=moons&kernel=poly&degree=3&seed=4&T=300&t=150',
    bench: {
      T: OCO_T,
      query: `lesson=kernel-perceptron&stream=spiral&kernel=gaussian&T=${OCO_T}&speed=max`,
    },
  },
  boosting: {
    // Mid-run on the disc: both planes, both charts, MWU's bound already "does not apply".
    themes: 'lesson=boosting&stream=circles&n=200&seed=4&T=100&t=30',
    present: 'lesson=boosting&stream=moons&n=200&seed=4&T=300&t=200',
    embed: 'lesson=boosting&stream=stripes&n=120&seed=4&T=60&t=40',
    tables: 2,
    legible: 'lesson=boosting&stream=xor&n=200&seed=4&T=100&t=50',
    bench: { T: 2000, query: 'lesson=boosting&stream=circles&n=1000&T=2000&speed=max' },
  },
  'hedge-continuous': {
    // Bumps on an interval: the density, the draw, the three bounds applying.
    themes: 'lesson=hedge-continuous&stream=bumps&grid=256&seed=4&T=200&t=120',
    // The square: the heat map and the landscape's level lines.
    present: 'lesson=hedge-continuous&stream=drift&dim=2&grid=64&seed=4&T=200&t=100',
    // M too small: every bound does not apply.
    embed: 'lesson=hedge-continuous&stream=bumps&M=0.5&seed=4&T=100&t=50',
    tables: 1,
    legible: 'lesson=hedge-continuous&stream=adversary&prior=gaussian&seed=4&T=200&t=150',
    bench: { T: 10_000, query: 'lesson=hedge-continuous&stream=bumps&T=10000&speed=max' },
  },
};

/** The lessons the browser bench plays, in the lesson map's order. */
export const BENCHED = (Object.keys(SHOWCASE) as LessonId[]).filter((id) => SHOWCASE[id].bench);
