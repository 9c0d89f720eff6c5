import * as Comlink from 'comlink';
import { runTable, type RunTableRequest } from '../scenes/kit/run-table';

/**
 * Writes a run's table off the main thread (and off the engine's worker, which keeps playing):
 * the page asks, this worker plays the run again and hands back the CSV as a Blob.
 */
const exposed = {
  async csv(req: RunTableRequest, onProgress?: (done: number) => void): Promise<Blob> {
    const text = await runTable(req, (d) => void onProgress?.(d));
    return new Blob([text], { type: 'text/csv' });
  },
};

export type ExposedExport = typeof exposed;

Comlink.expose(exposed);
