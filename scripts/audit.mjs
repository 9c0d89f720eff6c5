#!/usr/bin/env -S npx tsx
// `npm run audit`: Lighthouse 12 on the built app, for every lesson.
// Serves dist/ with `vite preview` on a free port (building first only when dist/ has no
// index.html, or with --build), runs Lighthouse's default (mobile, simulated throttling) audit
// in headless Chromium, prints the accessibility, best-practices and performance scores with what
// Lighthouse finds wrong, and exits 1 when accessibility or best practices is below 100 or
// performance below 98. Each lesson is audited AUDIT_RUNS times (default 3) and judged on the
// median run, as Lighthouse's own docs advise: one run's performance score swings by 10 points
// or more with what else the machine is doing. `--desktop` uses Lighthouse's desktop
// configuration instead. Not part of `npm test`. AUDIT_OUT=dir also writes each median report
// there as JSON.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import { NO_OMNIBOX_POPUP } from './chromium-flags.ts';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
// TypeScript, read through tsx (`npm run audit` runs this file with it).
import { lessonIds } from '../src/scenes/registry.ts';
import { blockingCpu } from '../bench/blocking-cpu.ts';

// Every lesson of the registry, so a new lesson is audited without a list to keep.
const LESSONS = lessonIds;
// `npm run audit -- experts` audits one lesson; no name, every lesson.
const named = process.argv.slice(2).filter((a) => LESSONS.includes(a));
const PATHS = (named.length ? named : LESSONS).map((l) => `/?lesson=${l}`);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3) || 3);
const CATEGORIES = ['accessibility', 'best-practices', 'performance'];
const THRESHOLDS = { accessibility: 100, 'best-practices': 100, performance: 98 };
const desktop = process.argv.includes('--desktop');
/** The CPU slowdown a run's Lighthouse simulated, as its report says: 4 on its phone, 1 on its desktop. */
const slowdownOf = (lhr) => lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on right now (AUDIT_PORT if set). */
async function freePort() {
  if (process.env.AUDIT_PORT) return Number(process.env.AUDIT_PORT);
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function startPreview(port) {
  // Its own process group, so stopping it also stops the node process npx starts.
  const child = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  child.stderr.on('data', (d) => process.stderr.write(d));
  return child;
}

function stop(child) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitFor(origin, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer on ${origin} within 30 s`);
}

const pct = (score) => (score === null || score === undefined ? null : Math.round(score * 100));

/** What a failing audit points at: a few nodes, URLs or messages from its details. */
function examples(audit, n = 3) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, n)
    .map((it) => {
      const node = it.node ?? it.relatedNode;
      if (node) return node.selector || node.snippet || node.nodeLabel;
      // errors-in-console: where it came from and the message.
      if (typeof it.source === 'string' && it.description) return `${it.source}: ${it.description}`;
      if (it.url) return it.url;
      if (it.source?.url) return `${it.source.url}:${it.source.line ?? ''}`;
      if (it.issueType) return it.issueType;
      return null;
    })
    .filter(Boolean)
    .map((s) => String(s).replace(/\s+/g, ' ').slice(0, 140));
}

/** The audits that cost points in a category, heaviest first, with what they point at. */
function findings(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const out = [];
  for (const ref of category.auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.scoreDisplayMode === 'notApplicable') continue;
    if (a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
    const failing = ref.weight > 0 ? a.score < 1 : a.score < 0.9;
    if (!failing) continue;
    out.push({ weight: ref.weight, audit: a });
  }
  out.sort((x, y) => y.weight - x.weight || x.audit.score - y.audit.score);
  return out;
}

function report(path, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, pct(lhr.categories[c]?.score)]));
  console.log(
    `\n${path} (${desktop ? 'desktop' : 'mobile'}): ` +
      CATEGORIES.map((c) => `${c} ${scores[c] ?? 'n/a'}`).join(', '),
  );
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'];
  metrics.push('cumulative-layout-shift', 'speed-index');
  console.log(
    '  metrics: ' +
      metrics
        .map((m) => `${lhr.audits[m]?.title} ${lhr.audits[m]?.displayValue ?? 'n/a'}`)
        .join(', '),
  );
  // Where the blocking time goes: the longest main-thread tasks and the work by kind.
  const file = (url) => String(url).split('/').pop() || url;
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  if (tasks.length)
    console.log(
      `  long tasks: ${tasks.length}, longest ` +
        tasks
          .slice(0, 4)
          .map(
            (t) => `${Math.round(t.duration)} ms (${file(t.url)} at ${Math.round(t.startTime)} ms)`,
          )
          .join(', '),
    );
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
  if (work.length)
    console.log(
      '  main-thread work: ' +
        work
          .slice(0, 4)
          .map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`)
          .join(', '),
    );
  const shifts = lhr.audits['layout-shifts'];
  if (
    (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0 &&
    shifts?.details?.items?.length
  )
    console.log(
      '  layout shifts: ' +
        shifts.details.items
          .slice(0, 3)
          .map(
            (it) => `${examples({ details: { items: [it] } })[0] ?? '?'} (${it.score?.toFixed(3)})`,
          )
          .join(', '),
    );
  for (const c of CATEGORIES) {
    for (const { weight, audit } of findings(lhr, c).slice(0, 6)) {
      const ex = examples(audit);
      console.log(
        `  ${c}: ${audit.title} (score ${pct(audit.score)}, weight ${weight}` +
          `${audit.displayValue ? `, ${audit.displayValue}` : ''})` +
          (ex.length ? `: ${ex.join(' | ')}` : ''),
      );
    }
  }
  return scores;
}

if (process.argv.includes('--build') || !existsSync('dist/index.html')) {
  console.log('audit: building (vite build)…');
  execSync('npx vite build', { stdio: 'inherit' });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = startPreview(port);
let chrome = null;
let failed = false;
try {
  await waitFor(origin, server);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', NO_OMNIBOX_POPUP],
  });
  console.log(`audit: Lighthouse on ${origin}, Chromium on port ${chrome.port}`);
  for (const path of PATHS) {
    const runs = [];
    // Each run's long tasks by duration and by the main thread's own CPU time (bench/blocking-cpu.ts).
    const waits = new Map();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        `${origin}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        desktop ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError)
        console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
      for (const w of result.lhr.runWarnings ?? []) console.log(`  warning: ${w}`);
      runs.push(result.lhr);
      waits.set(
        result.lhr,
        blockingCpu(result.artifacts?.Trace?.traceEvents ?? [], slowdownOf(result.lhr)),
      );
    }
    // Lighthouse's median run: the one nearest the median first contentful paint and time to
    // interactive.
    const lhr = computeMedianRun(runs);
    const all = runs.map((r) => pct(r.categories.performance?.score)).join(', ');
    console.log(`\n${path}: performance over ${RUNS} runs: ${all}; the median run follows`);
    if (process.env.AUDIT_OUT) {
      mkdirSync(process.env.AUDIT_OUT, { recursive: true });
      const name = `lighthouse-${new URLSearchParams(path.split('?')[1]).get('lesson')}.json`;
      writeFileSync(join(process.env.AUDIT_OUT, name), JSON.stringify(lhr));
    }
    const scores = report(path, lhr);
    const w = waits.get(lhr);
    if (w?.tasks)
      console.log(
        `  blocking, by duration and by CPU time: ${w.tasks} tasks after first paint long at ` +
          `Lighthouse's slowdown (×${slowdownOf(lhr)}, ×${slowdownOf(lhr) / 2} for the ${w.layoutTasks} that lay out) took ` +
          `${Math.round(w.wallMs)} ms, the main thread on a core for ${Math.round(w.cpuMs)} ms of ` +
          `it; Σ(slowdown × task − 50 ms) ${Math.round(w.blockingOnWallMs)} ms by duration, ` +
          `${Math.round(w.blockingOnCpuMs)} ms by CPU time`,
      );
    for (const [c, min] of Object.entries(THRESHOLDS)) {
      if (scores[c] === null || scores[c] < min) {
        console.log(`  FAIL: ${c} ${scores[c] ?? 'n/a'} < ${min}`);
        failed = true;
      }
    }
  }
} catch (e) {
  console.error(e);
  failed = true;
} finally {
  chrome?.kill();
  stop(server);
}
console.log(failed ? '\naudit: FAILED' : '\naudit: passed');
process.exit(failed ? 1 : 0);
