/**
 * Parser for user-supplied labelled 2-D points: rows `x1,x2,y` with y ∈ {−1, +1}.
 *
 * The input comes straight from a file picker, so the parser must never throw and must report
 * the first problem with its line number rather than guessing. It walks the text with indexOf so
 * a 10⁶-row file never exists as an array of line strings.
 */

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

// Stricter than Number(): Number('') is 0, Number('0x1f') is 31 and Number(' 1 ') is 1, none of
// which a user typing a coordinate means.
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// A first-line field that starts like a number, or spells a non-finite one, marks the line as data
// (to be validated and, if need be, rejected) rather than as a header.
const NUMBER_LIKE = /^(?:[+-]?\.?\d|[+-]?(?:nan|inf|infinity)$)/i;

const SEPARATORS = [',', ';', '\t'] as const;
type Separator = (typeof SEPARATORS)[number];

export function formatCsvError(e: CsvError): string {
  return `line ${e.line}: ${e.message}`;
}

export function parsePointsCsv(text: string, options?: { maxRows?: number }): CsvResult {
  const maxRows = resolveMaxRows(options?.maxRows);
  const len = text.length;
  // A byte-order mark from spreadsheet exports would otherwise glue itself onto the first field.
  let pos = len > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 0;
  let sep: Separator | null = null;
  let header: string[] | null = null;
  const points: LabelledPoint[] = [];
  const fields: string[] = [];

  while (pos < len) {
    let end = text.indexOf('\n', pos);
    if (end === -1) end = len;
    const line = text.slice(pos, end);
    pos = end + 1;
    lineNo++;
    if (line.trim() === '') continue;

    if (sep === null) {
      sep = detectSeparator(line);
      splitFields(line, sep, fields);
      if (isHeader(fields)) {
        header = fields.slice();
        continue;
      }
    } else {
      splitFields(line, sep, fields);
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

  if (points.length === 0) return fail(Math.max(1, lineNo), 'no data rows');
  return { ok: true, points, header };
}

function resolveMaxRows(m: number | undefined): number {
  if (m === undefined || Number.isNaN(m)) return DEFAULT_MAX_ROWS;
  return Math.max(0, Math.floor(m));
}

function fail(line: number, message: string): CsvResult {
  return { ok: false, error: { line, message } };
}

/**
 * A separator that splits the line into exactly three fields wins; otherwise the most frequent
 * one, so a wrong field count is reported against the user's evident intent.
 */
function detectSeparator(line: string): Separator {
  let best: Separator = ',';
  let bestCount = 0;
  for (const s of SEPARATORS) {
    const c = countChar(line, s);
    if (c === 2) return s;
    if (c > bestCount) {
      best = s;
      bestCount = c;
    }
  }
  return best;
}

function countChar(line: string, ch: string): number {
  let c = 0;
  for (let i = line.indexOf(ch); i !== -1; i = line.indexOf(ch, i + 1)) c++;
  return c;
}

/** Reuses `out` so a million rows do not allocate a million field arrays. */
function splitFields(line: string, sep: string, out: string[]): void {
  out.length = 0;
  let start = 0;
  for (;;) {
    const i = line.indexOf(sep, start);
    if (i === -1) {
      out.push(line.slice(start).trim());
      return;
    }
    out.push(line.slice(start, i).trim());
    start = i + 1;
  }
}

/**
 * A first line is a header only when none of its fields looks like a number. The looser rule
 * "not all numbers" would silently swallow a first data row with a typo such as `1,2,O`, or a
 * space-separated `1 2 1`, instead of reporting it.
 */
function isHeader(fields: readonly string[]): boolean {
  return fields.some((f) => f !== '') && fields.every((f) => !NUMBER_LIKE.test(f));
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

const MAX_QUOTED = 24;

/** Error messages end up in the UI, so binary garbage is escaped and long fields are cut. */
function quote(f: string): string {
  let s = '';
  let count = 0;
  let cut = false;
  // Iterating by code point and stopping early keeps a multi-megabyte garbage field cheap.
  for (const ch of f) {
    if (count === MAX_QUOTED) {
      cut = true;
      break;
    }
    const c = ch.codePointAt(0) ?? 0;
    const printable =
      c >= 0x20 && c !== 0x7f && !(c >= 0x80 && c < 0xa0) && !(c >= 0xd800 && c <= 0xdfff);
    s += printable ? ch : `\\u{${c.toString(16)}}`;
    count++;
  }
  return `'${s}${cut ? '…' : ''}'`;
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
