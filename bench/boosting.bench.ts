/**
 * The boosting lesson's engine (AdaBoost with the exact stump search, 1000 points, circles)
 * against a hand-written loop doing the same arithmetic: sort both axes once, then each round
 * normalise D, sweep both axes for the best stump, reweight, update the vote and count its
 * errors. The engine adds the recorded columns, the proof's bookkeeping and the checkpoints.
 * Run with `npx tsx bench/boosting.bench.ts`; it records its figure through bench/json.ts as
 * `boosting`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { BoostingScene } from '../src/scenes/boosting';
import type { BoostingConfig } from '../src/scenes/boosting-config';
import { syntheticSet } from '../src/streams/boosting/training-set';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const N = 1000;
const ROUNDS = 2000;
const REPS = 5;

const config: BoostingConfig = {
  lesson: 'boosting',
  stream: 'circles',
  seed: 1,
  T: ROUNDS,
  n: N,
  noise: 0.05,
  learners: ['adaboost'],
  eps: 0.4,
  points: null,
};

let sink = 0;

function engine(): { seconds: number; err: number } {
  const scene = new BoostingScene(config);
  const t0 = cpuSeconds();
  let err = 0;
  while (!scene.done) {
    const batch = scene.advance(50);
    err = batch.columns['adaboost.err']?.[batch.count - 1] ?? err;
  }
  return { seconds: cpuSeconds() - t0, err };
}

/** The same rounds, inline. */
function bare(): { seconds: number; err: number } {
  const set = syntheticSet('circles', N, config.seed, config.noise);
  const t0 = cpuSeconds();
  const xs = [set.x1, set.x2];
  const order = xs.map((x) =>
    Int32Array.from({ length: N }, (_, i) => i).sort((i, j) => (x[i] as number) - (x[j] as number)),
  );
  const D = new Float64Array(N).fill(1 / N);
  const F = new Float64Array(N);
  const y = set.y;
  let err = 0;
  for (let t = 0; t < ROUNDS; t++) {
    let P = 0;
    let Nn = 0;
    for (let i = 0; i < N; i++)
      if (y[i] === 1) P += D[i] as number;
      else Nn += D[i] as number;
    let best = Infinity;
    let bAxis = 0;
    let bTheta = 0;
    let bSign = 1;
    for (let a = 0; a < 2; a++) {
      const x = xs[a] as Float64Array;
      const o = order[a] as Int32Array;
      let lp = 0;
      let ln = 0;
      let k = 0;
      let theta = (x[o[0] as number] as number) - 1;
      for (;;) {
        const ep = lp + (Nn - ln);
        const em = ln + (P - lp);
        if (ep < best) [best, bAxis, bTheta, bSign] = [ep, a, theta, 1];
        if (em < best) [best, bAxis, bTheta, bSign] = [em, a, theta, -1];
        if (k >= N) break;
        const v = x[o[k] as number] as number;
        while (k < N && x[o[k] as number] === v) {
          const i = o[k] as number;
          if (y[i] === 1) lp += D[i] as number;
          else ln += D[i] as number;
          k++;
        }
        theta = k < N ? v + ((x[o[k] as number] as number) - v) / 2 : v + 1;
      }
    }
    const x = xs[bAxis] as Float64Array;
    let e = 0;
    for (let i = 0; i < N; i++) {
      const h = (x[i] as number) > bTheta ? bSign : -bSign;
      if (h !== y[i]) e += D[i] as number;
    }
    const ef = Math.min(0.5, Math.max(e, 1e-6));
    const alpha = 0.5 * Math.log((1 - ef) / ef);
    let Z = 0;
    let wrong = 0;
    for (let i = 0; i < N; i++) {
      const h = (x[i] as number) > bTheta ? bSign : -bSign;
      const v = (D[i] as number) * Math.exp(-alpha * h * (y[i] as number));
      D[i] = v;
      Z += v;
      const f = (F[i] as number) + alpha * h;
      F[i] = f;
      if ((f >= 0 ? 1 : -1) !== y[i]) wrong++;
    }
    for (let i = 0; i < N; i++) D[i] = (D[i] as number) / Z;
    err = wrong / N;
    sink += Z;
  }
  return { seconds: cpuSeconds() - t0, err };
}

console.log(
  `boosting (AdaBoost, n = ${N}, ${ROUNDS} rounds): load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; median of ${REPS}`,
);
try {
  const e: number[] = [];
  const b: number[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    const a = engine();
    const c = bare();
    if (a.err !== c.err)
      throw new Error(`the engine ends at training error ${a.err}, the bare loop at ${c.err}`);
    e.push(ROUNDS / a.seconds);
    b.push(ROUNDS / c.seconds);
  }
  const engineRate = median(e);
  const bareRate = median(b);
  console.log(
    `  engine ${Math.round(engineRate).toLocaleString('en')} rounds/s, bare loop ${Math.round(bareRate).toLocaleString('en')} rounds/s, ratio ${(engineRate / bareRate).toFixed(2)}`,
  );
  recordEngine('boosting', engineRate, bareRate);
} catch (err) {
  const message = `boosting bench: ${err instanceof Error ? err.message : String(err)}`;
  console.error(message);
  recordProblem(message);
}
if (sink === 0.123456789) console.log('');
