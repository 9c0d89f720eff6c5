/**
 * Parser for user-supplied labelled 2-D points: rows `x1,x2,y` with y ∈ {−1, +1}.
 *
 * The input comes straight from a file picker, so the parser must never throw and must report
 * the first problem with its line number rather than guessing. It walks the text with indexOf so
 * a 10⁶-row file never exists as an array of line strings.
 */
import { CsvLines, NUMBER, isHeader, quote, resolveLimit } from './csv-fields';

export interface LabelledPoint {
  x1: number;
  x2: number;
  y: 1 | -1;
}

/** `line` is 1-based in the file, counting blank lines and the header. */
export interface CsvError {
  line: number;
  message: string;
}

export type CsvResult =
  { ok: true; points: LabelledPoint[]; header: string[] | null } | { ok: false; error: CsvError };

export const DEFAULT_MAX_ROWS = 1_000_000;

export function formatCsvError(e: CsvError): string {
  return `line ${e.line}: ${e.message}`;
}

export function parsePointsCsv(text: string, options?: { maxRows?: number }): CsvResult {
  const maxRows = resolveLimit(options?.maxRows, DEFAULT_MAX_ROWS);
  let header: string[] | null = null;
  const points: LabelledPoint[] = [];
  const lines = new CsvLines(text, 3);
  const fields = lines.fields;

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first && isHeader(fields)) {
      header = fields.slice();
      continue;
    }

    if (points.length >= maxRows) {
      return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    }
    if (fields.length !== 3) {
      return fail(lineNo, `expected 3 values (x1,x2,y), found ${fields.length}`);
    }
    const f1 = fields[0] ?? '';
    const f2 = fields[1] ?? '';
    const fy = fields[2] ?? '';
    const x1 = parseFinite(f1);
    if (x1 === null) return fail(lineNo, `x1 is ${quote(f1)}, not a finite number`);
    const x2 = parseFinite(f2);
    if (x2 === null) return fail(lineNo, `x2 is ${quote(f2)}, not a finite number`);
    const y = parseLabel(fy);
    if (y === null) return fail(lineNo, `y is ${quote(fy)}, must be -1 or +1`);
    points.push({ x1, x2, y });
  }

  if (points.length === 0) return fail(Math.max(1, lines.lineNo), 'no data rows');
  return { ok: true, points, header };
}

function fail(line: number, message: string): CsvResult {
  return { ok: false, error: { line, message } };
}

function parseFinite(f: string): number | null {
  if (!NUMBER.test(f)) return null;
  const v = Number(f);
  return Number.isFinite(v) ? v : null;
}

function parseLabel(f: string): 1 | -1 | null {
  if (!NUMBER.test(f)) return null;
  const v = Number(f);
  return v === 1 ? 1 : v === -1 ? -1 : null;
}

/**
 * Points as three columns, the shape they cross a worker boundary in: typed arrays are
 * transferred, where an array of 10⁶ objects would be copied field by field.
 */
export interface PointColumns {
  x1: Float64Array;
  x2: Float64Array;
  y: Int8Array;
}

export function pointsToColumns(points: readonly LabelledPoint[]): PointColumns {
  const n = points.length;
  const cols: PointColumns = {
    x1: new Float64Array(n),
    x2: new Float64Array(n),
    y: new Int8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const p = points[i] as LabelledPoint;
    cols.x1[i] = p.x1;
    cols.x2[i] = p.x2;
    cols.y[i] = p.y;
  }
  return cols;
}
