import * as Comlink from 'comlink';
import type { RunTableRequest } from '../../src/scenes/kit/run-table';
import type { ExposedExport } from '../../src/worker/export.worker';

/**
 * The run's table is written in a worker of its own, spawned on the first export: the page and
 * the engine's worker (which keeps playing) are never held up, however long the run. A worker
 * that dies rejects the export instead of leaving it pending.
 */
let current: { worker: Worker; remote: Comlink.Remote<ExposedExport> } | null = null;

export function exportRunCsv(
  req: RunTableRequest,
  onProgress: (done: number) => void,
): Promise<Blob> {
  if (!current) {
    const worker = new Worker(new URL('../../src/worker/export.worker.ts', import.meta.url), {
      type: 'module',
      name: 'hindsight-export',
    });
    current = { worker, remote: Comlink.wrap<ExposedExport>(worker) };
  }
  const w = current;
  return new Promise<Blob>((resolve, reject) => {
    const onError = (e: Event): void => {
      e.preventDefault();
      w.worker.terminate();
      if (current === w) current = null;
      reject(new Error(e instanceof ErrorEvent && e.message ? e.message : 'the export stopped'));
    };
    w.worker.addEventListener('error', onError, { once: true });
    w.remote
      .csv(req, Comlink.proxy(onProgress))
      .then(resolve, reject)
      .finally(() => w.worker.removeEventListener('error', onError));
  });
}
