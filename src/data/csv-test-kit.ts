/**
 * What the CSV readers' tests share: unwrapping a result they expect to succeed or to fail, and
 * the memory a parse leaves behind. Imported by tests only.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { formatCsvError, type CsvError } from './csv';

type Result = { ok: true } | { ok: false; error: CsvError };

/** The result, which must be a success (the failure's line and message otherwise). */
export function ok<R extends Result>(r: R): Extract<R, { ok: true }> {
  if (!r.ok) throw new Error(`expected success, got ${formatCsvError(r.error)}`);
  return r as Extract<R, { ok: true }>;
}

/** The error of a result that must be a failure. */
export function err(r: Result): CsvError {
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

/** A full collection, when Node lets the test ask for one (the memory checks are then exact). */
export function collect(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // Without it the measurement only counts more garbage, which errs on the safe side.
  }
}

/** JS heap plus typed-array memory. */
export function memory(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}
