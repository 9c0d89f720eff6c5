/**
 * Hedge over d = 1000 experts (iid stream, η = 0.1): the experts engine's throughput against the
 * parameterized bare loop of bench/experts-bare.ts (the iid stream's draws, the log-domain update
 * with its linear cache and periodic rebase, normalization, the expected loss, the best expert
 * and the recorded columns), after checking that both play the same game. Run with
 * `npx tsx bench/hedge.bench.ts` (part of `npm run bench`: the figure "hedge-d1000").
 */
import { loadavg } from 'node:os';
import { checksum, timeCase, type ExpertsCase } from './experts-bare';
import { recordEngine, recordProblem } from './json';

const c: ExpertsCase = { learner: 'hedge', stream: 'iid', d: 1000, epsilon: 0.25, eta: 0.1 };
const REPS = 3;

try {
  const { T, engineSeconds, bareSeconds } = timeCase(c, {
    warmup: 4096,
    minSeconds: 0.4,
    reps: REPS,
  });
  const updates = (seconds: number): string =>
    `${((T * c.d) / seconds / 1e6).toFixed(1)} M expert updates/s ` +
    `(${(T / seconds / 1e3).toFixed(1)} k rounds/s)`;
  console.log(
    `hedge bench: d = ${c.d}, ${T.toLocaleString('en')} rounds, median of ${REPS} interleaved ` +
      `runs, per CPU second, load average ${loadavg()[0]?.toFixed(1)}`,
  );
  console.log(
    `hedge-d1000 engine (recorded): ${updates(engineSeconds)} | bare loop: ` +
      `${updates(bareSeconds)} | ratio ${(bareSeconds / engineSeconds).toFixed(2)}`,
  );
  recordEngine('hedge-d1000', T / engineSeconds, T / bareSeconds);
} catch (e) {
  const message = e instanceof Error ? e.message : String(e);
  console.error(message);
  recordProblem(`engine hedge-d1000: ${message}`);
  process.exitCode = 1;
}
if (!Number.isFinite(checksum())) console.log('(checksum not finite)');
