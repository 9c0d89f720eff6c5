/**
 * Parser for a user-supplied data set: one row per example, `x1,…,xn,y`: n features (1 to
 * MAX_FEATURES of them), then the label or target y, every value any finite number. An optional
 * header names the columns: a first line none of whose fields looks like a number (as in csv.ts,
 * so a typo in row 1 is reported rather than swallowed).
 *
 * Like the other parsers it comes straight from a file picker, so it never throws and reports the
 * first problem with its 1-based line number. A BOM, CRLF, blank lines and spaces around fields
 * are accepted; commas, semicolons or tabs separate fields (whichever the first line uses most).
 * A trailing separator is an extra, empty field, reported as its siblings report it.
 *
 * Features go into one flat, growing Float64Array (row-major) and labels into another, the shapes
 * the solvers read and a worker transfers, not into row arrays.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, isHeader, quote, resolveLimit } from './csv-fields';

export type { CsvError } from './csv';

export interface RowsCsvData {
  ok: true;
  /** Number of features per row: the file's columns minus the last (y). */
  n: number;
  rows: number;
  /** Row-major features: row s, feature i at x[s·n + i]. Exactly rows·n long. */
  x: Float64Array;
  /** The last column: y[s] for row s. Exactly rows long. */
  y: Float64Array;
  /** The header's n + 1 names (the features', then y's), or null. */
  header: string[] | null;
  /** Every y is −1 or +1: the data can be read as a classification problem. */
  labels: boolean;
}

export type RowsCsvResult = RowsCsvData | { ok: false; error: CsvError };

export const MIN_FEATURES = 1;
export const MAX_FEATURES = 10_000;
export const DEFAULT_MAX_DATA_ROWS = 1_000_000;
/**
 * rows × columns (y included): 10⁷ values are 80 MB of float64, about what a browser tab can
 * comfortably hold.
 */
export const DEFAULT_MAX_DATA_VALUES = 10_000_000;

/** Rows the first allocation holds, as values: a small file does not reserve megabytes. */
const FIRST_BLOCK = 4096;

const NON_FINITE = /^[+-]?(?:nan|inf|infinity)$/i;

export function parseRowsCsv(
  text: string,
  options?: { maxRows?: number; maxValues?: number },
): RowsCsvResult {
  const maxRows = resolveLimit(options?.maxRows, DEFAULT_MAX_DATA_ROWS);
  const maxValues = resolveLimit(options?.maxValues, DEFAULT_MAX_DATA_VALUES);
  let header: string[] | null = null;
  // Columns per line (n + 1) and the line that set it.
  let d = 0;
  let n = 0;
  let widthLine = 0;
  // The most rows both limits allow, once the width is known.
  let rowLimit = 0;
  let rows = 0;
  let capacity = 0;
  let x = new Float64Array(0);
  let y = new Float64Array(0);
  let labels = true;
  const lines = new CsvLines(text);
  const fields = lines.fields;

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first) {
      const width = checkWidth(fields.length);
      if (width) return fail(lineNo, width);
      d = fields.length;
      n = d - 1;
      widthLine = lineNo;
      rowLimit = Math.min(maxRows, Math.floor(maxValues / d));
      if (isHeader(fields)) {
        header = fields.slice();
        continue;
      }
    }

    if (rows >= maxRows) return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    if ((rows + 1) * d > maxValues)
      return fail(lineNo, `too many values (rows × columns): the limit is ${maxValues}`);
    if (fields.length !== d)
      return fail(lineNo, `${plural(fields.length, 'field')}, but line ${widthLine} has ${d}`);

    if (rows === capacity) {
      // Doubling, but never past what the limits allow: the checks above make that ≥ rows + 1.
      capacity = Math.min(Math.max(2 * capacity, Math.ceil(FIRST_BLOCK / d)), rowLimit);
      const gx = new Float64Array(capacity * n);
      gx.set(x);
      x = gx;
      const gy = new Float64Array(capacity);
      gy.set(y);
      y = gy;
    }
    const base = rows * n;
    for (let j = 0; j < d; j++) {
      const f = fields[j] ?? '';
      // NUMBER admits 1e999, which Number reads as Infinity.
      const v = NUMBER.test(f) ? Number(f) : NaN;
      if (!Number.isFinite(v)) return fail(lineNo, badValue(f, j + 1));
      // + 0 turns −0 into 0, so a written "-0" cannot show up as a signed zero later.
      if (j < n) x[base + j] = v + 0;
      else {
        y[rows] = v + 0;
        if (v !== 1 && v !== -1) labels = false;
      }
    }
    rows++;
  }

  if (rows === 0) return fail(Math.max(1, lines.lineNo), 'no rows');
  return {
    ok: true,
    n,
    rows,
    x: x.length === rows * n ? x : x.slice(0, rows * n),
    y: y.length === rows ? y : y.slice(0, rows),
    header,
    labels,
  };
}

function fail(line: number, message: string): RowsCsvResult {
  return { ok: false, error: { line, message } };
}

function badValue(f: string, column: number): string {
  if (f === '') return `column ${column} is empty, not a number`;
  const finite = NUMBER.test(f) || NON_FINITE.test(f) ? ' finite' : '';
  return `${quote(f)} in column ${column} is not a${finite} number`;
}

function checkWidth(k: number): string | null {
  if (k < MIN_FEATURES + 1)
    return `found ${plural(k, 'value')}: each row needs at least ${MIN_FEATURES + 1} columns (the features x1 … xn, then y), separated by commas, semicolons or tabs`;
  if (k > MAX_FEATURES + 1)
    return `found ${k} columns: at most ${MAX_FEATURES} features (plus y) are supported`;
  return null;
}

function plural(k: number, word: string): string {
  return `${k} ${word}${k === 1 ? '' : 's'}`;
}
