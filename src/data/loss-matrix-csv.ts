/**
 * Parser for a user-supplied loss matrix: one row per round, one column per expert, each value a
 * loss in [0, 1]; an optional header names the experts.
 *
 * Like the points parser (csv.ts) it comes straight from a file picker, so it never throws and
 * reports the first problem with its 1-based line number. Values go into one flat, growing
 * Float64Array (row-major), the shape the scene and the worker transfer, not into row arrays.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, isHeader, quote, resolveLimit } from './csv-fields';

export type { CsvError } from './csv';

export interface LossMatrixData {
  ok: true;
  /** Row-major losses: round r, expert i at values[r·d + i]. Exactly rows·d long. */
  values: Float64Array;
  rows: number;
  d: number;
  header: string[] | null;
}

export type LossMatrixCsvResult = LossMatrixData | { ok: false; error: CsvError };

export const MIN_EXPERTS = 2;
export const MAX_EXPERTS = 1000;
export const DEFAULT_MAX_MATRIX_ROWS = 1_000_000;
/** rows × d: 10⁷ values are 80 MB of float64, about what a browser tab can comfortably hold. */
export const DEFAULT_MAX_VALUES = 10_000_000;

export function parseLossMatrixCsv(
  text: string,
  options?: { maxRows?: number; maxValues?: number },
): LossMatrixCsvResult {
  const maxRows = resolveLimit(options?.maxRows, DEFAULT_MAX_MATRIX_ROWS);
  const maxValues = resolveLimit(options?.maxValues, DEFAULT_MAX_VALUES);
  let header: string[] | null = null;
  let d = 0;
  let widthLine = 0;
  let rows = 0;
  let values = new Float64Array(0);
  const lines = new CsvLines(text);
  const fields = lines.fields;

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first) {
      const width = checkWidth(fields.length);
      if (width) return fail(lineNo, width);
      d = fields.length;
      widthLine = lineNo;
      if (isHeader(fields)) {
        header = fields.slice();
        continue;
      }
    }

    if (rows >= maxRows) return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    if ((rows + 1) * d > maxValues)
      return fail(lineNo, `too many values (rows × experts): the limit is ${maxValues}`);
    if (fields.length !== d) {
      const first = header ? 'the header' : `line ${widthLine}`;
      return fail(
        lineNo,
        `expected ${d} values (one per expert, as on ${first}), found ${fields.length}`,
      );
    }
    if ((rows + 1) * d > values.length) {
      const grown = new Float64Array(Math.min(Math.max(2 * values.length, 256 * d), maxValues));
      grown.set(values);
      values = grown;
    }
    const base = rows * d;
    for (let j = 0; j < d; j++) {
      const f = fields[j] ?? '';
      if (!NUMBER.test(f)) return fail(lineNo, `column ${j + 1} is ${quote(f)}, not a number`);
      const v = Number(f);
      if (!(v >= 0 && v <= 1))
        return fail(lineNo, `column ${j + 1} is ${quote(f)}, not a loss in [0, 1]`);
      // + 0 turns −0 into 0, so a written "-0" cannot show up as a signed zero later.
      values[base + j] = v + 0;
    }
    rows++;
  }

  if (rows === 0) return fail(Math.max(1, lines.lineNo), 'no data rows');
  return { ok: true, values: values.slice(0, rows * d), rows, d, header };
}

function fail(line: number, message: string): LossMatrixCsvResult {
  return { ok: false, error: { line, message } };
}

function checkWidth(n: number): string | null {
  if (n < MIN_EXPERTS)
    return `found ${n} value${n === 1 ? '' : 's'}: a loss matrix needs at least ${MIN_EXPERTS} columns (one per expert), separated by commas, semicolons or tabs`;
  if (n > MAX_EXPERTS) return `found ${n} columns: at most ${MAX_EXPERTS} experts are supported`;
  return null;
}
