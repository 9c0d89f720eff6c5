/**
 * Parser for user-supplied points in the plane with a class each: rows `x1,x2,label`, where the
 * label is any token (a number or a name). Distinct labels are numbered 0, 1, … in the order they
 * first appear; numeric tokens that are the same number ("1" and "1.0") are one class. Between
 * MIN_CLASSES and MAX_CLASSES classes are accepted. An optional header is a first line none of
 * whose fields looks like a number (as in csv.ts, so a typo in row 1 is reported).
 *
 * Like the other parsers it comes straight from a file picker, so it never throws and reports the
 * first problem with its 1-based line number. A BOM, CRLF, blank lines and spaces around fields
 * are accepted; commas, semicolons or tabs separate fields. Coordinates go into growing typed
 * arrays, the shape a worker transfers.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, isHeader, quote, resolveLimit } from './csv-fields';

export type { CsvError } from './csv';

export const MIN_CLASSES = 2;
export const MAX_CLASSES = 6;
export const DEFAULT_MAX_CLASS_ROWS = 1_000_000;

export interface ClassPointsCsvData {
  ok: true;
  rows: number;
  x1: Float64Array;
  x2: Float64Array;
  /** Class of each row, 0 … names.length − 1. */
  label: Uint8Array;
  /** The classes' labels as the file writes them (first spelling), in order of first appearance. */
  names: string[];
  header: string[] | null;
}

export type ClassPointsCsvResult = ClassPointsCsvData | { ok: false; error: CsvError };

const FIRST_BLOCK = 1024;

export function parseClassPointsCsv(
  text: string,
  options?: { maxRows?: number },
): ClassPointsCsvResult {
  const maxRows = resolveLimit(options?.maxRows, DEFAULT_MAX_CLASS_ROWS);
  const lines = new CsvLines(text, 3);
  const fields = lines.fields;
  let header: string[] | null = null;
  const names: string[] = [];
  const classOf = new Map<string, number>();
  let rows = 0;
  let x1: Float64Array<ArrayBuffer> = new Float64Array(0);
  let x2: Float64Array<ArrayBuffer> = new Float64Array(0);
  let label = new Uint8Array(0);

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first && isHeader(fields)) {
      header = fields.slice();
      continue;
    }
    if (rows >= maxRows) return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    if (fields.length !== 3)
      return fail(lineNo, `expected 3 values (x1,x2,label), found ${fields.length}`);
    const f1 = fields[0] ?? '';
    const f2 = fields[1] ?? '';
    const fl = fields[2] ?? '';
    const a = finite(f1);
    if (a === null) return fail(lineNo, `x1 is ${quote(f1)}, not a finite number`);
    const b = finite(f2);
    if (b === null) return fail(lineNo, `x2 is ${quote(f2)}, not a finite number`);
    if (fl === '') return fail(lineNo, 'the label is empty');
    const key = NUMBER.test(fl) ? `#${Number(fl)}` : fl;
    let c = classOf.get(key);
    if (c === undefined) {
      if (names.length >= MAX_CLASSES)
        return fail(
          lineNo,
          `label ${quote(fl)} would be class ${names.length + 1}: at most ${MAX_CLASSES} classes are supported`,
        );
      c = names.length;
      classOf.set(key, c);
      names.push(fl);
    }
    if (rows === x1.length) {
      const cap = Math.min(Math.max(2 * rows, FIRST_BLOCK), Math.max(maxRows, 1));
      x1 = grow(x1, cap);
      x2 = grow(x2, cap);
      const l = new Uint8Array(cap);
      l.set(label);
      label = l;
    }
    x1[rows] = a + 0;
    x2[rows] = b + 0;
    label[rows] = c;
    rows++;
  }

  if (rows === 0) return fail(Math.max(1, lines.lineNo), 'no data rows');
  if (names.length < MIN_CLASSES)
    return fail(
      Math.max(1, lines.lineNo),
      `every row has the label ${quote(names[0] ?? '')}: at least ${MIN_CLASSES} classes are needed`,
    );
  return {
    ok: true,
    rows,
    x1: x1.length === rows ? x1 : x1.slice(0, rows),
    x2: x2.length === rows ? x2 : x2.slice(0, rows),
    label: label.length === rows ? label : label.slice(0, rows),
    names,
    header,
  };
}

function grow(a: Float64Array, cap: number): Float64Array<ArrayBuffer> {
  const g = new Float64Array(cap);
  g.set(a);
  return g;
}

function finite(f: string): number | null {
  if (!NUMBER.test(f)) return null;
  const v = Number(f);
  return Number.isFinite(v) ? v : null;
}

function fail(line: number, message: string): ClassPointsCsvResult {
  return { ok: false, error: { line, message } };
}
