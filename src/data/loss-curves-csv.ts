/**
 * Parser for loss curves on a grid: one row per round, row t giving ℓ_t at the G cells of the
 * interval (left to right); an optional header (the cells' names or positions as text). Values
 * are any finite numbers: whether a row's sup − inf stays within M is the theorem's hypothesis,
 * which the lesson checks round by round, not a reason to refuse the file.
 *
 * It never throws and reports the first problem with its 1-based line number; values go into one
 * flat, growing Float64Array (row-major), the shape the worker transfers.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, isHeader, quote, resolveLimit } from './csv-fields';

export type { CsvError } from './csv';

export interface LossCurvesData {
  ok: true;
  /** Row-major: round r, cell i at values[r·g + i]. Exactly rows·g long. */
  values: Float64Array;
  rows: number;
  /** Cells per curve. */
  g: number;
  header: string[] | null;
}

export type LossCurvesCsvResult = LossCurvesData | { ok: false; error: CsvError };

export const MIN_CELLS = 2;
export const MAX_CELLS = 4096;
/** rows × g: 10⁷ values are 80 MB of float64. */
export const DEFAULT_MAX_CURVE_VALUES = 10_000_000;

export function parseLossCurvesCsv(
  text: string,
  options?: { maxValues?: number },
): LossCurvesCsvResult {
  const maxValues = resolveLimit(options?.maxValues, DEFAULT_MAX_CURVE_VALUES);
  let header: string[] | null = null;
  let g = 0;
  let widthLine = 0;
  let rows = 0;
  let values = new Float64Array(0);
  const lines = new CsvLines(text);
  const fields = lines.fields;

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first) {
      const n = fields.length;
      if (n < MIN_CELLS)
        return fail(
          lineNo,
          `found ${n} value${n === 1 ? '' : 's'}: a loss curve needs at least ${MIN_CELLS} cells, separated by commas, semicolons or tabs`,
        );
      if (n > MAX_CELLS)
        return fail(lineNo, `found ${n} cells: at most ${MAX_CELLS} are supported`);
      g = n;
      widthLine = lineNo;
      if (isHeader(fields)) {
        header = fields.slice();
        continue;
      }
    }
    if ((rows + 1) * g > maxValues)
      return fail(lineNo, `too many values (rows × cells): the limit is ${maxValues}`);
    if (fields.length !== g) {
      const first = header ? 'the header' : `line ${widthLine}`;
      return fail(
        lineNo,
        `expected ${g} values (one per cell, as on ${first}), found ${fields.length}`,
      );
    }
    if ((rows + 1) * g > values.length) {
      const grown = new Float64Array(Math.min(Math.max(2 * values.length, 64 * g), maxValues));
      grown.set(values);
      values = grown;
    }
    const base = rows * g;
    for (let j = 0; j < g; j++) {
      const f = fields[j] ?? '';
      if (!NUMBER.test(f)) return fail(lineNo, `column ${j + 1} is ${quote(f)}, not a number`);
      const v = Number(f);
      if (!Number.isFinite(v)) return fail(lineNo, `column ${j + 1} is ${quote(f)}, too large`);
      values[base + j] = v + 0;
    }
    rows++;
  }

  if (rows === 0) return fail(Math.max(1, lines.lineNo), 'no data rows');
  return { ok: true, values: values.slice(0, rows * g), rows, g, header };
}

function fail(line: number, message: string): LossCurvesCsvResult {
  return { ok: false, error: { line, message } };
}
