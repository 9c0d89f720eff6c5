/** The pieces the CSV readers share: numbers, separators, fields, and how a field is quoted in an error. */

export const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
export const NUMBER_LIKE = /^(?:[+-]?\.?\d|[+-]?(?:nan|inf|infinity)$)/i;
export const SEPARATORS = [',', ';', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

/** The most frequent separator of the first line (a comma when there is none). */
export function detectSeparator(line: string): Separator {
  let best: Separator = ',';
  let bestCount = 0;
  for (const s of SEPARATORS) {
    let c = 0;
    for (let i = line.indexOf(s); i !== -1; i = line.indexOf(s, i + 1)) c++;
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
