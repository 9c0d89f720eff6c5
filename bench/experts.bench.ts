/**
 * Every experts learner's engine throughput at d = 100 against the one parameterized bare loop of
 * bench/experts-bare.ts, after checking that both play the same game. Realizable stream for
 * Consistent and Halving (a perfect expert: their mistake bounds hold and they never restart), iid
 * for Weighted Majority, MWU and Hedge. Run with `npx tsx bench/experts.bench.ts` (part of
 * `npm run bench`, which collects the figures through bench/json.ts).
 */
import { availableParallelism, loadavg } from 'node:os';
import type { ExpertLearnerId } from '../src/learners/experts/registry';
import { checksum, timeCase, type ExpertsCase } from './experts-bare';
import { recordEngine, recordProblem } from './json';

const D = 100;
const REPS = 3;
const WARMUP = 20_480;
/** Each timed run lasts at least this long on the faster loop (≥ 0.3 s is asked). */
const MIN_SECONDS = 0.4;

const CASES: ExpertsCase[] = (
  [
    ['consistent', 'realizable'],
    ['halving', 'realizable'],
    ['wm', 'iid'],
    ['mwu', 'iid'],
    ['hedge', 'iid'],
  ] as [ExpertLearnerId, ExpertsCase['stream']][]
).map(([learner, stream]) => ({ learner, stream, d: D, epsilon: 0.25, eta: 0.1 }));

const rate = (rounds: number, seconds: number): string =>
  `${(rounds / seconds / 1e6).toFixed(3)} M rounds/s`;

console.log(
  `experts bench: d = ${D}, one learner per scene, median of ${REPS} interleaved runs after ` +
    `warm-up, rounds per CPU second (bench/clock.ts), load average ${loadavg()[0]?.toFixed(1)} ` +
    `on ${availableParallelism()} cores`,
);
for (const c of CASES) {
  try {
    const { T, engineSeconds, bareSeconds } = timeCase(c, {
      warmup: WARMUP,
      minSeconds: MIN_SECONDS,
      reps: REPS,
    });
    console.log(
      `${c.learner} (${c.stream}) engine (recorded): ${rate(T, engineSeconds)} | bare loop: ` +
        `${rate(T, bareSeconds)} | ratio ${(bareSeconds / engineSeconds).toFixed(2)} | ` +
        `${T.toLocaleString('en')} rounds per run, same cumulative loss`,
    );
    recordEngine(c.learner, T / engineSeconds, T / bareSeconds);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    console.error(message);
    recordProblem(`engine ${c.learner}: ${message}`);
    process.exitCode = 1;
  }
}
if (!Number.isFinite(checksum())) console.log('(checksum not finite)');
