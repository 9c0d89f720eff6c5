/**
 * The littlestone lesson's exact dimensions: Ldim(H) and VCdim(H) from scratch for each class the
 * lesson offers, and the cost per round of a noisy run, where the version space keeps changing
 * (and starts again from H whenever a label leaves it empty), so Ldim(V_t) and VCdim(V_t) are
 * recomputed every round. Run with `npx tsx bench/littlestone.bench.ts`; it records its figures
 * through bench/json.ts under `finiteClass`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { fullSpace, Littlestone, type FiniteClass } from '../src/engine/finite-class';
import {
  allLabellings,
  intervals,
  randomLabellings,
  singletons,
  thresholds,
} from '../src/engine/finite-classes';
import { vcdim } from '../src/engine/finite-vc';
import { Rng } from '../src/engine/rng';
import { LittlestoneScene } from '../src/scenes/littlestone';
import type { LittlestoneConfig } from '../src/scenes/littlestone-config';
import { cpuSeconds } from './clock';
import { CLASS_NAMES, finite, median, recordProblem, recordResults } from './json';

const ROUNDS = 400;
const REPS = 3;

const random = (m: number): FiniteClass => {
  const rng = new Rng(1, 40);
  return randomLabellings(16, m, () => rng.next());
};

const classes: Record<(typeof CLASS_NAMES)[number], () => FiniteClass> = {
  'thresholds-16': () => thresholds(16),
  'intervals-16': () => intervals(16),
  'singletons-16': () => singletons(16),
  'all-10': () => allLabellings(10),
  'random-64-16': () => random(64),
  'random-1024-16': () => random(1024),
};

const ms = (f: () => void): number => {
  const start = cpuSeconds();
  f();
  return (cpuSeconds() - start) * 1000;
};

console.log(
  `finite classes: load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; median of ${REPS}`,
);
for (const name of CLASS_NAMES) {
  try {
    const make = classes[name];
    const ldim: number[] = [];
    const vc: number[] = [];
    const perRound: number[] = [];
    let worst = 0;
    for (let rep = 0; rep < REPS; rep++) {
      const H = make();
      ldim.push(ms(() => new Littlestone(H).ldim(fullSpace(H))));
      vc.push(ms(() => vcdim(H, fullSpace(H))));
      const config: LittlestoneConfig = {
        lesson: 'littlestone',
        stream: 'noisy',
        seed: rep + 1,
        T: ROUNDS,
        cls: 'csv',
        n: H.n,
        m: H.masks.length,
        noise: 0.2,
        learners: ['soa'],
        csvClass: { n: H.n, masks: H.masks, names: null },
        moves: [],
      };
      const scene = new LittlestoneScene(config);
      const rounds: number[] = [];
      while (!scene.done) rounds.push(ms(() => scene.advance(1)));
      perRound.push(median(rounds));
      worst = Math.max(worst, ...rounds);
    }
    const figure = {
      ldimMs: finite(median(ldim)),
      vcMs: finite(median(vc)),
      roundMs: finite(median(perRound)),
      worstRoundMs: finite(worst),
    };
    recordResults((r) => {
      r.finiteClass[name] = figure;
    });
    console.log(
      `  ${name.padEnd(16)} Ldim ${figure.ldimMs?.toFixed(1)} ms, VCdim ${figure.vcMs?.toFixed(1)} ms, a round ${figure.roundMs?.toFixed(2)} ms (worst ${figure.worstRoundMs?.toFixed(1)} ms)`,
    );
  } catch (e) {
    recordProblem(`finiteClass ${name}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
