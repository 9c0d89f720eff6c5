/** The pieces the CSV readers share: numbers, separators, fields, and how a field is quoted in an error. */

// Stricter than Number(): Number('') is 0, Number('0x1f') is 31 and Number(' 1 ') is 1, none of
// which a user typing a number means.
export const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
// A first-line field that starts like a number, or spells a non-finite one, marks the line as
// data (to be validated and, if need be, rejected) rather than as a header.
export const NUMBER_LIKE = /^(?:[+-]?\.?\d|[+-]?(?:nan|inf|infinity)$)/i;
export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/**
 * The first line's separator: one that splits it into exactly `fields` fields when the format
 * has a fixed width (so a wrong field count is reported against the user's evident intent), else
 * the most frequent (a comma when there is none).
 */
export function detectSeparator(line: string, fields?: number): Separator {
  let best: Separator = ',';
  let bestCount = 0;
  for (const s of SEPARATORS) {
    let c = 0;
    for (let i = line.indexOf(s); i !== -1; i = line.indexOf(s, i + 1)) c++;
    if (fields !== undefined && c === fields - 1) return s;
    if (c > bestCount) {
      best = s;
      bestCount = c;
    }
  }
  return best;
}

/** Reuses `out`: a million rows should not allocate a million field arrays. */
export function splitFields(line: string, sep: string, out: string[]): void {
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

const MAX_QUOTED = 24;

/** Error messages reach the UI: escape control characters, cut long fields. */
export function quote(f: string): string {
  let s = '';
  let count = 0;
  let cut = false;
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

/** A row limit from the caller: its floor when given, else the default. */
export function resolveLimit(m: number | undefined, fallback: number): number {
  if (m === undefined || Number.isNaN(m)) return fallback;
  return Math.max(0, Math.floor(m));
}

/**
 * A file's non-blank lines, one at a time, split into fields: a byte-order mark from a
 * spreadsheet export is skipped, lines are numbered from 1 as an editor numbers them (blank ones
 * included, so an error names the line the user sees), and the separator is the one the first
 * non-blank line uses (see detectSeparator; `width` is the format's fixed field count, if any).
 * `fields` is reused from line to line.
 */
export class CsvLines {
  /** The current line's number (1-based). */
  lineNo = 0;
  /** The current line's fields, trimmed. */
  readonly fields: string[] = [];
  /** Whether the current line is the file's first non-blank one (its header, perhaps). */
  first = false;
  private sep: Separator | null = null;
  private pos: number;

  constructor(
    private readonly text: string,
    private readonly width?: number,
  ) {
    this.pos = text.length > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  }

  /** Moves to the next non-blank line; false at the end of the file. */
  next(): boolean {
    const text = this.text;
    const len = text.length;
    while (this.pos < len) {
      let end = text.indexOf('\n', this.pos);
      if (end === -1) end = len;
      const line = text.slice(this.pos, end);
      this.pos = end + 1;
      this.lineNo++;
      if (line.trim() === '') continue;
      this.first = this.sep === null;
      this.sep ??= detectSeparator(line, this.width);
      splitFields(line, this.sep, this.fields);
      return true;
    }
    return false;
  }
}

/**
 * A first line is a header only when none of its fields looks like a number. The looser rule
 * "not all numbers" would silently swallow a first data row with a typo such as `1,2,O`, or a
 * space-separated `1 2 1`, instead of reporting it.
 */
export function isHeader(fields: readonly string[]): boolean {
  return fields.some((f) => f !== '') && fields.every((f) => !NUMBER_LIKE.test(f));
}
