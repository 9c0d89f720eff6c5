import { Trace } from '../../engine/trace';
import { definitionOf, type SceneConfig } from '../registry';
import type { LessonStateBody } from './lesson-state';

/** The most rows a run's table holds: past it, every k-th round (and the last). */
export const MAX_ROWS = 200_000;

export interface RunTableRequest {
  config: SceneConfig;
  /** The lesson's parameters, as the page parsed them (what getState reads). */
  params: Record<string, unknown>;
  T: number;
  /** The last round of the table. */
  t: number;
}

const cell = (x: unknown): string =>
  typeof x === 'number'
    ? Number.isFinite(x)
      ? String(x)
      : x > 0
        ? 'Infinity'
        : x < 0
          ? '-Infinity'
          : ''
    : typeof x === 'boolean'
      ? String(x)
      : '';

const quote = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The header and one row of the table from getState's numbers at a round. */
function columnsOf(body: LessonStateBody): string[] {
  const cols = ['round'];
  for (const l of body.learners) {
    cols.push(`${l.id} cumulative loss`);
    if (l.mistakes !== undefined) cols.push(`${l.id} mistakes`);
    cols.push(`${l.id} regret`);
  }
  cols.push('comparator loss');
  for (const b of body.bounds) cols.push(`${b.id} observed`, `${b.id} bound`, `${b.id} applies`);
  return cols;
}

function rowOf(body: LessonStateBody): unknown[] {
  const row: unknown[] = [body.t];
  for (const l of body.learners) {
    row.push(l.cumulativeLoss);
    if (l.mistakes !== undefined) row.push(l.mistakes);
    row.push(l.cumulativeLoss - body.comparatorLoss);
  }
  row.push(body.comparatorLoss);
  for (const b of body.bounds) row.push(b.observed, b.value, b.applies);
  return row;
}

/**
 * The run's table as CSV, from getState's own numbers round by round: each learner's cumulative
 * loss, mistakes (where it has them) and regret, the comparator's loss, and each bound's observed
 * quantity, value and whether it applies. The run is played again from its configuration (same
 * configuration and seed, same rounds), one round at a time, so the engine's exact state is
 * always the frontier's and costs no replay. Meant for a worker: a long run takes seconds.
 */
export async function runTable(
  req: RunTableRequest,
  onProgress: (done: number) => void = () => undefined,
  maxRows = MAX_ROWS,
): Promise<string> {
  const definition = definitionOf(req.config.lesson);
  const scene = (await definition.engine()).create(req.config);
  const last = Math.max(0, Math.min(Math.floor(req.t), scene.meta.T));
  const every = Math.max(1, Math.ceil(last / maxRows));
  const trace = new Trace(scene.meta.columns, Math.max(1, last));
  const lines: string[] = [];
  let header: string[] | null = null;
  for (let s = 1; s <= last; s++) {
    const batch = scene.advance(1);
    if (batch.count === 0) break;
    trace.append(batch);
    if (s % every !== 0 && s !== last) continue;
    const body = await definition.state({
      params: req.params as never,
      T: req.T,
      meta: scene.meta,
      trace,
      t: s,
      exact: async (r) => scene.stateAt(r),
    });
    if (!header) {
      header = columnsOf(body);
      lines.push(header.map(quote).join(','));
    }
    lines.push(rowOf(body).map(cell).join(','));
    if (s % 4096 === 0) onProgress(s / last);
  }
  if (!header) lines.push('round');
  onProgress(1);
  return `${lines.join('\n')}\n`;
}
