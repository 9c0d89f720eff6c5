/**
 * Parser for a user-supplied finite hypothesis class: one row per hypothesis, one column per
 * domain point, each cell 0 or 1. Two optional extras:
 *   - a header naming the points: a first line none of whose fields looks like a number (as in
 *     csv.ts and loss-matrix-csv.ts, so a typo in row 1 is reported rather than swallowed);
 *   - a first column naming the hypotheses: taken as names exactly when every data row's first
 *     field is something other than 0 or 1. The header, if any, then has a cell for that column
 *     too, which is dropped: `header` names the points only.
 *
 * Like the other parsers it comes straight from a file picker, so it never throws and reports the
 * first problem with its 1-based line number. A BOM, CRLF, blank lines and spaces around fields
 * are accepted; a trailing separator is an extra, empty field, reported as loss-matrix-csv.ts
 * reports it (a field-count mismatch, or an empty cell that is not 0 or 1).
 *
 * Whether the first column holds names depends on every row, so rows are read once into two
 * readings at the same time: the cells after the first (shared by both), and the first field as a
 * bit or as a name. The choice, and which reading's first bad cell to report, is made at the end.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, isHeader, quote } from './csv-fields';

export type { CsvError } from './csv';

export const MIN_CLASS_POINTS = 2;
/** Masks are 32-bit words, and the learners enumerate subsets of the points: 2¹⁶ is plenty. */
export const MAX_CLASS_POINTS = 16;
export const MAX_HYPOTHESES = 1024;

export interface ClassCsvData {
  ok: true;
  /** Number of domain points x_0 … x_{n−1}, between MIN_CLASS_POINTS and MAX_CLASS_POINTS. */
  n: number;
  /** hypothesis j as a bit mask: bit i = h_j(x_i) */
  masks: Uint32Array;
  /** Number of hypotheses, masks.length. */
  rows: number;
  /** The points' names (n of them, without the name column's own heading), or null. */
  header: string[] | null;
  /** The hypotheses' names (rows of them), or null when the file has no name column. */
  names: string[] | null;
  /** how many rows repeated an earlier hypothesis (kept: a class may list a function twice; report it) */
  duplicates: number;
}

export type ClassCsvResult = ClassCsvData | { ok: false; error: CsvError };

/** The first cell that is not 0 or 1 under one reading of the first column. */
interface BadCell {
  line: number;
  column: number;
  field: string;
}

export function parseClassCsv(text: string): ClassCsvResult {
  let headerFields: string[] | null = null;
  let d = 0;
  let widthLine = 0;
  // Wider than any valid file, with or without a name column: cells are not read, only the first
  // fields, to tell how many points the error message should say the file has.
  let tooWide = false;
  let rows = 0;
  // Per row: cells 2…d as bits 0…d−2, and cell 1 as 0, 1 or −1 (not a bit: a name, or a typo).
  const rest = new Uint32Array(MAX_HYPOTHESES);
  const first = new Int8Array(MAX_HYPOTHESES);
  const firstFields: string[] = [];
  // The first row whose first field is a bit: one such row and the column is not names.
  let plainLine = 0;
  let plainField = '';
  let named = 0;
  // First bad cell reading column 1 as bits (noNames) or as names (withNames).
  let noNames: BadCell | null = null;
  let withNames: BadCell | null = null;
  const lines = new CsvLines(text);
  const fields = lines.fields;

  const finish = (stop: CsvError | null): ClassCsvResult => {
    if (rows === 0) {
      if (stop) return { ok: false, error: stop };
      return fail(Math.max(1, lines.lineNo), 'no hypotheses');
    }
    const hasNames = plainLine === 0;
    const n = hasNames ? d - 1 : d;
    // The width is set by its first line, so a wrong one is reported before anything below it.
    if (n < MIN_CLASS_POINTS || n > MAX_CLASS_POINTS)
      return fail(widthLine, widthMessage(n, d, hasNames));
    const bad = hasNames ? withNames : noNames;
    if (bad) {
      let message = `expected 0 or 1, found ${quote(bad.field)} in column ${bad.column}`;
      // Column 1 is names only if every row has one; when at least half do, say so.
      if (bad.column === 1 && 2 * named >= rows)
        message += ` (a first column of names needs a name on every row, but line ${plainLine} starts with ${quote(plainField)})`;
      return fail(bad.line, message);
    }
    if (stop) return { ok: false, error: stop };

    const masks = new Uint32Array(rows);
    const seen = new Uint8Array(1 << n);
    let duplicates = 0;
    for (let j = 0; j < rows; j++) {
      const r = rest[j] ?? 0;
      const m = (hasNames ? r : (r << 1) | (first[j] ?? 0)) >>> 0;
      masks[j] = m;
      if (seen[m]) duplicates++;
      else seen[m] = 1;
    }
    return {
      ok: true,
      n,
      masks,
      rows,
      header: headerFields ? (hasNames ? headerFields.slice(1) : headerFields) : null,
      names: hasNames ? firstFields : null,
      duplicates,
    };
  };

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first) {
      d = fields.length;
      widthLine = lineNo;
      // One field is one point at most, name column or not: no need to look further.
      if (d < MIN_CLASS_POINTS) return fail(lineNo, widthMessage(d, d, false));
      tooWide = d > MAX_CLASS_POINTS + 1;
      if (isHeader(fields)) {
        headerFields = fields.slice();
        continue;
      }
    }

    if (rows >= MAX_HYPOTHESES)
      return finish({
        line: lineNo,
        message: `more than ${MAX_HYPOTHESES} hypotheses (the limit)`,
      });
    if (fields.length !== d)
      return finish({
        line: lineNo,
        message: `${plural(fields.length, 'field')}, but line ${widthLine} has ${d}`,
      });

    const f0 = fields[0] ?? '';
    const b0 = bit(f0);
    first[rows] = b0;
    firstFields.push(f0);
    if (b0 < 0) {
      named++;
      noNames ??= { line: lineNo, column: 1, field: f0 };
    } else if (plainLine === 0) {
      plainLine = lineNo;
      plainField = f0;
    }
    if (tooWide) {
      rows++;
      // A row starting with a bit settles it: no name column, and the width is wrong either way.
      if (plainLine !== 0) return finish(null);
      continue;
    }
    let r = 0;
    for (let c = 1; c < d; c++) {
      const f = fields[c] ?? '';
      const b = bit(f);
      if (b < 0) {
        const cell = { line: lineNo, column: c + 1, field: f };
        noNames ??= cell;
        withNames ??= cell;
        break;
      }
      r |= b << (c - 1);
    }
    rest[rows] = r >>> 0;
    rows++;
  }

  return finish(null);
}

function fail(line: number, message: string): ClassCsvResult {
  return { ok: false, error: { line, message } };
}

/** 0 or 1 for a field that is one of them as a number ('0', '1', '1.0', '+1', '-0'), else −1. */
function bit(f: string): number {
  if (f === '0') return 0;
  if (f === '1') return 1;
  if (!NUMBER.test(f)) return -1;
  const v = Number(f);
  return v === 0 ? 0 : v === 1 ? 1 : -1;
}

function widthMessage(n: number, d: number, hasNames: boolean): string {
  let m = `the class needs between ${MIN_CLASS_POINTS} and ${MAX_CLASS_POINTS} points (columns); this file has ${n}`;
  if (hasNames) m += ' besides the name column';
  if (d === 1) m += ' (put commas, semicolons or tabs between the values)';
  return m;
}

function plural(k: number, word: string): string {
  return `${k} ${word}${k === 1 ? '' : 's'}`;
}
