import * as Comlink from 'comlink';
import type { ClassCsvResult } from '../../src/data/class-csv';
import type { ClassPointsCsvResult } from '../../src/data/class-points-csv';
import type { LossCurvesCsvResult } from '../../src/data/loss-curves-csv';
import type { LossMatrixCsvResult } from '../../src/data/loss-matrix-csv';
import type { OcoLossesCsvResult } from '../../src/data/oco-csv';
import type { RowsCsvResult } from '../../src/data/rows-csv';
import type { PointsColumnsResult } from '../../src/worker/csv-api';
import type { ExposedCsv } from '../../src/worker/csv.worker';

/**
 * CSV files are parsed in a worker, spawned on the first file and kept for the next: a 10⁶-row
 * file takes about a second to parse, which on the main thread would freeze the page. Where
 * workers do not exist (tests in Node or jsdom), the same parsers run in place, loaded on demand
 * (the page's own bundle carries no parser).
 */
let current: { worker: Worker; remote: Comlink.Remote<ExposedCsv> } | null = null;

function spawn(): { worker: Worker; remote: Comlink.Remote<ExposedCsv> } {
  if (!current) {
    const worker = new Worker(new URL('../../src/worker/csv.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hindsight-csv',
    });
    current = { worker, remote: Comlink.wrap<ExposedCsv>(worker) };
  }
  return current;
}

/**
 * Runs one call in the worker. A worker that dies (out of memory on a huge file, a failed
 * load) rejects the call instead of leaving it pending forever, and is replaced on the next one.
 */
function inWorker<T>(call: (remote: Comlink.Remote<ExposedCsv>) => Promise<T>): Promise<T> {
  const w = spawn();
  return new Promise<T>((resolve, reject) => {
    const onError = (e: ErrorEvent | Event): void => {
      e.preventDefault();
      w.worker.removeEventListener('error', onError);
      w.worker.terminate();
      if (current === w) current = null;
      reject(
        new Error(
          e instanceof ErrorEvent && e.message ? e.message : 'the CSV reader stopped unexpectedly',
        ),
      );
    };
    w.worker.addEventListener('error', onError);
    call(w.remote).then(
      (r) => {
        w.worker.removeEventListener('error', onError);
        resolve(r);
      },
      (e: unknown) => {
        w.worker.removeEventListener('error', onError);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const hasWorkers = (): boolean => typeof Worker !== 'undefined';

/** Rows `x1,x2,y`, parsed off the main thread; the points come back as columns. */
export async function parsePointsOffThread(input: string | Blob): Promise<PointsColumnsResult> {
  if (!hasWorkers()) {
    const { parsePointsColumns, readText } = await import('../../src/worker/csv-api');
    return parsePointsColumns(await readText(input));
  }
  // Comlink types a union result as a union of promises; it is one promise of the union.
  return inWorker((remote) => remote.parsePoints(input) as Promise<PointsColumnsResult>);
}

/** A loss matrix (rows = rounds, columns = experts), parsed off the main thread. */
export async function parseLossMatrixOffThread(input: string | Blob): Promise<LossMatrixCsvResult> {
  if (!hasWorkers()) {
    const { parseLossMatrix, readText } = await import('../../src/worker/csv-api');
    return parseLossMatrix(await readText(input));
  }
  return inWorker((remote) => remote.parseLossMatrix(input) as Promise<LossMatrixCsvResult>);
}

/** Convex losses in the plane (a header v1,v2 or z1,z2, then a loss a row), off the main thread. */
export async function parseOcoLossesOffThread(input: string | Blob): Promise<OcoLossesCsvResult> {
  if (!hasWorkers()) {
    const { parseOcoLosses, readText } = await import('../../src/worker/csv-api');
    return parseOcoLosses(await readText(input));
  }
  return inWorker((remote) => remote.parseOcoLosses(input) as Promise<OcoLossesCsvResult>);
}

/** A hypothesis class (rows = hypotheses, columns = points, 0/1), parsed off the main thread. */
export async function parseClassOffThread(input: string | Blob): Promise<ClassCsvResult> {
  if (!hasWorkers()) {
    const { parseClass, readText } = await import('../../src/worker/csv-api');
    return parseClass(await readText(input));
  }
  return inWorker((remote) => remote.parseClass(input) as Promise<ClassCsvResult>);
}

/** Rows x₁ … x_n, y (up to 10 000 features), parsed off the main thread. */
export async function parseRowsOffThread(input: string | Blob): Promise<RowsCsvResult> {
  if (!hasWorkers()) {
    const { parseRows, readText } = await import('../../src/worker/csv-api');
    return parseRows(await readText(input));
  }
  return inWorker((remote) => remote.parseRows(input) as Promise<RowsCsvResult>);
}

/** Points x1,x2 with a class label each (2 to 6 classes), parsed off the main thread. */
export async function parseClassPointsOffThread(
  input: string | Blob,
): Promise<ClassPointsCsvResult> {
  if (!hasWorkers()) {
    const { parseClassPoints, readText } = await import('../../src/worker/csv-api');
    return parseClassPoints(await readText(input));
  }
  return inWorker((remote) => remote.parseClassPoints(input) as Promise<ClassPointsCsvResult>);
}

/** Loss curves on a grid (rows = rounds, one value per cell), parsed off the main thread. */
export async function parseLossCurvesOffThread(input: string | Blob): Promise<LossCurvesCsvResult> {
  if (!hasWorkers()) {
    const { parseLossCurves, readText } = await import('../../src/worker/csv-api');
    return parseLossCurves(await readText(input));
  }
  return inWorker((remote) => remote.parseLossCurves(input) as Promise<LossCurvesCsvResult>);
}
