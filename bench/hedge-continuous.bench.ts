/**
 * The hedge-continuous lesson's engine (Algorithm 4 on a 512-cell interval, the bumps stream)
 * against a hand-written loop doing the same arithmetic per round: the draw from p_{t−1}, the
 * stream's losses (the same stream class: both pay for it), E_{p_{t−1}} ℓ_t, L_t += ℓ_t, the
 * log-sum-exp for p_t and Z_t, and one pass for E_{p_t} L, KL, the entropy, min L, the
 * point-mass form, E_{p₀} L and the mean. Then the density update alone on a 256 × 256 square
 * (65 536 cells), in milliseconds per round. Run with `npx tsx bench/hedge-continuous.bench.ts`;
 * it records its figure through bench/json.ts as `hedge-continuous`.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Rng } from '../src/engine/rng';
import { GibbsHedge } from '../src/learners/continuous/gibbs';
import { makeGrid } from '../src/learners/continuous/grid';
import { logPrior } from '../src/learners/continuous/prior';
import { HedgeContinuousScene, type HedgeContinuousConfig } from '../src/scenes/hedge-continuous';
import { BumpsStream } from '../src/streams/continuous/bumps';
import { cpuSeconds } from './clock';
import { median, recordEngine, recordProblem } from './json';

const G = 512;
const ROUNDS = 10_000;
const BATCH = 1024;
const REPS = 5;
const ETA = 0.5;

const config: HedgeContinuousConfig = {
  lesson: 'hedge-continuous',
  stream: 'bumps',
  seed: 1,
  T: ROUNDS,
  dim: 1,
  grid: G,
  domain: [0, 1],
  prior: { kind: 'uniform', mu: 0.5, sd: 0.2, floor: 0 },
  M: 1,
  eta: ETA,
  curves: null,
};

let sink = 0;

function engine(): { seconds: number; Z: number } {
  const scene = new HedgeContinuousScene(config);
  const t0 = cpuSeconds();
  let Z = 0;
  while (!scene.done) {
    const b = scene.advance(BATCH);
    Z = b.columns['Z']?.[b.count - 1] ?? 0;
    sink += b.columns['cumExp']?.[b.count - 1] ?? 0;
  }
  return { seconds: cpuSeconds() - t0, Z };
}

/** The same rounds, inline. */
function bare(): { seconds: number; Z: number } {
  const grid = makeGrid(1, G, 0, 1);
  const lp0 = logPrior(grid, config.prior);
  const p0 = Float64Array.from(lp0, Math.exp);
  const stream = new BumpsStream({ grid, seed: 1, T: ROUNDS, M: 1 });
  const rng = new Rng(1, 46);
  const L = new Float64Array(G);
  const p = new Float64Array(G).fill(1 / G);
  const loss = new Float64Array(G);
  const xs = Float64Array.from({ length: G }, (_, i) => (i + 0.5) / G);
  const cols = Array.from({ length: 18 }, () => new Float64Array(BATCH));
  let Z = 0;
  let cum = 0;
  const t0 = cpuSeconds();
  for (let done = 0; done < ROUNDS;) {
    const n = Math.min(BATCH, ROUNDS - done);
    for (let r = 0; r < n; r++) {
      const u = rng.next();
      let c = 0;
      let cell = G - 1;
      for (let i = 0; i < G; i++) {
        c += p[i] as number;
        if (u < c) {
          cell = i;
          break;
        }
      }
      stream.next(done + r + 1, p, loss);
      let E = 0;
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = 0; i < G; i++) {
        const l = loss[i] as number;
        E += (p[i] as number) * l;
        if (l < lo) lo = l;
        if (l > hi) hi = l;
        L[i] = (L[i] as number) + l;
      }
      let m = -Infinity;
      for (let i = 0; i < G; i++) m = Math.max(m, (lp0[i] as number) - ETA * (L[i] as number));
      let s = 0;
      for (let i = 0; i < G; i++) {
        const e = Math.exp((lp0[i] as number) - ETA * (L[i] as number) - m);
        p[i] = e;
        s += e;
      }
      for (let i = 0; i < G; i++) p[i] = (p[i] as number) / s;
      const Zn = -(m + Math.log(s));
      const step = Z - Zn;
      Z = Zn;
      cum += E;
      let EpL = 0;
      let KL = 0;
      let H = 0;
      let Lmin = Infinity;
      let pm = Infinity;
      let EpriorL = 0;
      let mean = 0;
      for (let i = 0; i < G; i++) {
        const pi = p[i] as number;
        const li = L[i] as number;
        if (li < Lmin) Lmin = li;
        pm = Math.min(pm, li - (lp0[i] as number) / ETA);
        EpriorL += (p0[i] as number) * li;
        if (pi > 0) {
          const lp = Math.log(pi);
          EpL += pi * li;
          KL += pi * (lp - (lp0[i] as number));
          H -= pi * lp;
          mean += pi * (xs[i] as number);
        }
      }
      const vals = [
        E,
        loss[cell] as number,
        cell,
        cum,
        Lmin,
        0,
        Z,
        step,
        0,
        pm,
        EpL,
        KL,
        EpriorL,
        H,
        hi - lo,
        0,
        0,
        mean,
      ];
      for (let k = 0; k < 18; k++) (cols[k] as Float64Array)[r] = vals[k] as number;
    }
    done += n;
    sink += (cols[3] as Float64Array)[n - 1] ?? 0;
  }
  return { seconds: cpuSeconds() - t0, Z };
}

/** The density update alone (L += ℓ, the log-sum-exp, the stats pass) on 256 × 256 cells. */
function square(): number {
  const grid = makeGrid(2, 256, 0, 1);
  const h = new GibbsHedge(grid, logPrior(grid, config.prior), ETA);
  const stream = new BumpsStream({ grid, seed: 2, T: 100, M: 1 });
  const loss = new Float64Array(grid.N);
  const rounds = 40;
  let spent = 0;
  for (let t = 1; t <= rounds; t++) {
    stream.next(t, h.p, loss);
    const t0 = cpuSeconds();
    h.update(loss);
    sink += h.stats().entropy;
    spent += cpuSeconds() - t0;
  }
  return (1000 * spent) / rounds;
}

console.log(
  `hedge-continuous: load ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores; ${G} cells, ${ROUNDS} rounds, median of ${REPS}`,
);
try {
  const e: number[] = [];
  const b: number[] = [];
  const sq: number[] = [];
  for (let rep = 0; rep < REPS; rep++) {
    const re = engine();
    const rb = bare();
    if (Math.abs(re.Z - rb.Z) > 1e-6 * Math.max(1, Math.abs(rb.Z)))
      throw new Error(`the engine ends at Z = ${re.Z}, the bare loop at ${rb.Z}`);
    e.push(re.seconds);
    b.push(rb.seconds);
    sq.push(square());
  }
  const rps = ROUNDS / median(e);
  const bareRps = ROUNDS / median(b);
  recordEngine('hedge-continuous', rps, bareRps);
  console.log(
    `  hedge-continuous (1-D, ${G} cells): ${Math.round(rps)} rounds/s, bare loop ${Math.round(bareRps)} rounds/s, ratio ${(rps / bareRps).toFixed(2)} (sink ${Math.round(sink) % 7})`,
  );
  console.log(
    `  density update on 256 × 256 = 65 536 cells: ${median(sq).toFixed(2)} ms per round (L += ℓ, log-sum-exp, stats)`,
  );
} catch (err) {
  recordProblem(`hedge-continuous: ${err instanceof Error ? err.message : String(err)}`);
  console.log(`  hedge-continuous: ${err instanceof Error ? err.message : String(err)}`);
}
