/**
 * Parser for a sequence of convex losses in the plane, one a row: a header `v1,v2` makes them
 * linear losses ⟨v, w⟩, a header `z1,z2` quadratic ones (λ/2)‖w − z‖². The header is required (it
 * is what says which losses they are); names are case-insensitive, separated by commas, semicolons
 * or tabs. Like the other readers it comes straight from a file picker: it never throws, and the
 * first problem is reported with its 1-based line number. The rows go into one Float64Array, two
 * numbers a row, the shape the scene and the worker transfer.
 */
import type { CsvError } from './csv';
import { NUMBER, detectSeparator, quote, splitFields } from './csv-fields';

export interface OcoLossesData {
  ok: true;
  kind: 'linear' | 'quadratic';
  /** Row r's vector at values[2r], values[2r + 1]. */
  values: Float64Array;
  rows: number;
}

export type OcoLossesCsvResult = OcoLossesData | { ok: false; error: CsvError };

export const DEFAULT_MAX_LOSS_ROWS = 1_000_000;

const HEADERS: Record<string, OcoLossesData['kind']> = { 'v1,v2': 'linear', 'z1,z2': 'quadratic' };

export function parseOcoLossesCsv(
  text: string,
  options?: { maxRows?: number },
): OcoLossesCsvResult {
  const limit = options?.maxRows;
  const maxRows =
    limit === undefined || Number.isNaN(limit)
      ? DEFAULT_MAX_LOSS_ROWS
      : Math.max(0, Math.floor(limit));
  const len = text.length;
  let pos = len > 0 && text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 0;
  let sep: string | null = null;
  let kind: OcoLossesData['kind'] | null = null;
  let rows = 0;
  let values = new Float64Array(0);
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
      const found = HEADERS[fields.map((f) => f.toLowerCase()).join(',')];
      if (!found)
        return fail(
          lineNo,
          `the first line must be the header v1,v2 (linear losses ⟨v, w⟩) or z1,z2 (quadratic losses (λ/2)‖w − z‖²), not ${quote(line.trim())}`,
        );
      kind = found;
      continue;
    }
    splitFields(line, sep, fields);
    if (rows >= maxRows) return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    if (fields.length !== 2)
      return fail(lineNo, `expected 2 values (as in the header), found ${fields.length}`);
    if (2 * (rows + 1) > values.length) {
      const grown = new Float64Array(Math.max(2 * values.length, 512));
      grown.set(values);
      values = grown;
    }
    for (let j = 0; j < 2; j++) {
      const f = fields[j] ?? '';
      if (!NUMBER.test(f)) return fail(lineNo, `column ${j + 1} is ${quote(f)}, not a number`);
      const v = Number(f);
      // Finite but too large to square: ‖v‖² and the loss's values would overflow.
      if (!(Math.abs(v) <= 1e150))
        return fail(lineNo, `column ${j + 1} is ${quote(f)}: numbers up to 1e150 in size only`);
      values[2 * rows + j] = v + 0;
    }
    rows++;
  }

  if (kind === null)
    return fail(
      Math.max(1, lineNo),
      'the file is empty: expected a header v1,v2 or z1,z2, then one loss a row',
    );
  if (rows === 0) return fail(Math.max(1, lineNo), 'no losses after the header');
  return { ok: true, kind, values: values.slice(0, 2 * rows), rows };
}

function fail(line: number, message: string): OcoLossesCsvResult {
  return { ok: false, error: { line, message } };
}
