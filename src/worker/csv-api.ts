import { parsePointsCsv, pointsToColumns, type CsvError, type PointColumns } from '../data/csv';
import { parseLossMatrixCsv, type LossMatrixCsvResult } from '../data/loss-matrix-csv';
import { parseClassCsv, type ClassCsvResult } from '../data/class-csv';
import { parseClassPointsCsv, type ClassPointsCsvResult } from '../data/class-points-csv';
import { parseLossCurvesCsv, type LossCurvesCsvResult } from '../data/loss-curves-csv';
import { parseOcoLossesCsv, type OcoLossesCsvResult } from '../data/oco-csv';
import { parseRowsCsv, type RowsCsvResult } from '../data/rows-csv';

/**
 * The CSV parsers as the worker runs them: the file comes in as text (or a Blob, read in the
 * worker), the result goes out with its numbers in typed arrays, ready to be transferred.
 */
export type PointsColumnsResult =
  | ({ ok: true; rows: number; header: string[] | null } & PointColumns)
  | { ok: false; error: CsvError };

export async function readText(input: string | Blob): Promise<string> {
  return typeof input === 'string' ? input : input.text();
}

export function parsePointsColumns(text: string): PointsColumnsResult {
  const r = parsePointsCsv(text);
  if (!r.ok) return r;
  return { ok: true, rows: r.points.length, header: r.header, ...pointsToColumns(r.points) };
}

export function parseLossMatrix(text: string): LossMatrixCsvResult {
  return parseLossMatrixCsv(text);
}

export function parseOcoLosses(text: string): OcoLossesCsvResult {
  return parseOcoLossesCsv(text);
}

export function parseClass(text: string): ClassCsvResult {
  return parseClassCsv(text);
}

export function parseRows(text: string): RowsCsvResult {
  return parseRowsCsv(text);
}

export function parseClassPoints(text: string): ClassPointsCsvResult {
  return parseClassPointsCsv(text);
}

export function parseLossCurves(text: string): LossCurvesCsvResult {
  return parseLossCurvesCsv(text);
}

/** The buffers a result owns, to transfer rather than copy. */
export function csvTransferables(
  r:
    | PointsColumnsResult
    | LossMatrixCsvResult
    | OcoLossesCsvResult
    | ClassCsvResult
    | RowsCsvResult
    | ClassPointsCsvResult
    | LossCurvesCsvResult,
): ArrayBuffer[] {
  if (!r.ok) return [];
  const arrays =
    'label' in r
      ? [r.x1, r.x2, r.label]
      : 'masks' in r
        ? [r.masks]
        : 'values' in r
          ? [r.values]
          : 'x' in r
            ? [r.x, r.y]
            : [r.x1, r.x2, r.y];
  return arrays.map((a) => a.buffer as ArrayBuffer);
}
