/**
 * The online-to-batch lesson's cost per round: every round scores three estimators on the
 * held-out sample (the 0–1 error by binary search, OGD's loss by n products, on a budget) and
 * OGD searches Theorem 14.9's comparator now and then. Prints rounds per second for the lesson's
 * learners and losses at the default and the largest sizes. Run with
 * `npx tsx bench/online-to-batch.bench.ts`; it records nothing (add it to bench/json.ts to).
 */
import { availableParallelism, loadavg } from 'node:os';
import { OnlineToBatchScene } from '../src/scenes/online-to-batch';
import type { OnlineToBatchConfig } from '../src/scenes/online-to-batch-config';
import { cpuSeconds } from './clock';

const cases: Array<[string, Partial<OnlineToBatchConfig>]> = [
  ['perceptron, separable, T=1e5, n=2000', { T: 100_000 }],
  ['perceptron, noisy, T=1e5, n=1e5', { T: 100_000, stream: 'noisy', testSize: 100_000 }],
  ['ogd hinge, T=1e4, n=2000', { learner: 'ogd', T: 10_000 }],
  ['ogd hinge, T=1e5, n=2000', { learner: 'ogd', T: 100_000 }],
  [
    'ogd logistic, noisy, T=1e4, n=2000',
    { learner: 'ogd', loss: 'logistic', stream: 'noisy', T: 10_000 },
  ],
  ['ogd hinge, T=1e5, n=1e5', { learner: 'ogd', T: 100_000, testSize: 100_000 }],
];

console.log(`online-to-batch: load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`);
for (const [name, patch] of cases) {
  const c: OnlineToBatchConfig = {
    lesson: 'online-to-batch',
    learner: 'perceptron',
    stream: 'separable',
    seed: 1,
    T: 1000,
    gamma: 0.1,
    R: 1,
    noise: 0.1,
    testSize: 2000,
    B: 2,
    eta: 'tuned',
    loss: 'hinge',
    ...patch,
  };
  const start = cpuSeconds();
  const scene = new OnlineToBatchScene(c);
  while (!scene.done) scene.advance(10_000);
  const s = cpuSeconds() - start;
  console.log(
    `${name}: ${(c.T / s).toFixed(0)} rounds/s (${s.toFixed(2)} s; test loss every ${scene.meta.lossEvery})`,
  );
}
