/**
 * Parser for a user-supplied sequence of convex losses in the plane, one loss a row: a header
 * `v1,v2` for linear losses ⟨v, w⟩ or `z1,z2` for quadratic losses (λ/2)‖w − z‖² (required,
 * case-insensitive, spaces trimmed; `,`, `;` or a tab between fields), then two numbers a row.
 *
 * Like the other parsers (csv.ts, loss-matrix-csv.ts) it comes straight from a file picker, so it
 * never throws and reports the first problem with its 1-based line number. Values go into one
 * flat, growing Float64Array (two a row), the shape the worker transfers.
 */
import type { CsvError } from './csv';
import { CsvLines, NUMBER, quote, resolveLimit } from './csv-fields';

export type { CsvError } from './csv';

export interface OcoLossesData {
  ok: true;
  kind: 'linear' | 'quadratic';
  /** Row r's vector at values[2r], values[2r + 1]. Exactly 2·rows long. */
  values: Float64Array;
  rows: number;
  header: [string, string];
}

export type OcoLossesCsvResult = OcoLossesData | { ok: false; error: CsvError };

export const DEFAULT_MAX_LOSS_ROWS = 1_000_000;
/**
 * Entries beyond this size are refused: a quadratic loss squares them, and a regret is the
 * difference of sums of such losses, which float64 can no longer tell apart from 0 when the
 * entries are 10¹² times the disc (see streams/oco/loss-list.ts, which clamps to the same).
 */
export const MAX_LOSS_ENTRY = 1e12;

const HEADERS: Record<string, 'linear' | 'quadratic'> = { 'v1,v2': 'linear', 'z1,z2': 'quadratic' };
const EXPECTED_HEADER =
  'a header v1,v2 (linear losses ⟨v, w⟩) or z1,z2 (quadratic losses (λ/2)‖w − z‖²)';

export function parseOcoLossesCsv(
  text: string,
  options?: { maxRows?: number },
): OcoLossesCsvResult {
  const maxRows = resolveLimit(options?.maxRows, DEFAULT_MAX_LOSS_ROWS);
  let kind: 'linear' | 'quadratic' | null = null;
  let header: [string, string] = ['', ''];
  let rows = 0;
  let values = new Float64Array(0);
  const lines = new CsvLines(text, 2);
  const fields = lines.fields;

  while (lines.next()) {
    const lineNo = lines.lineNo;
    if (lines.first) {
      const key = fields.map((f) => f.toLowerCase()).join(',');
      kind = HEADERS[key] ?? null;
      if (!kind)
        return fail(
          lineNo,
          `expected ${EXPECTED_HEADER}, found ${fields.length === 1 ? quote(fields[0] ?? '') : fields.map(quote).join(', ')}`,
        );
      header = [fields[0] ?? '', fields[1] ?? ''];
      continue;
    }

    if (rows >= maxRows) return fail(lineNo, `too many rows: the limit is ${maxRows}`);
    if (fields.length !== 2)
      return fail(
        lineNo,
        `expected 2 values (${header[0]},${header[1]}, as on the header), found ${fields.length}`,
      );
    if (2 * (rows + 1) > values.length) {
      const grown = new Float64Array(Math.min(Math.max(2 * values.length, 512), 2 * maxRows));
      grown.set(values);
      values = grown;
    }
    for (let j = 0; j < 2; j++) {
      const f = fields[j] ?? '';
      const name = header[j] ?? `column ${j + 1}`;
      if (!NUMBER.test(f)) return fail(lineNo, `${name} is ${quote(f)}, not a number`);
      const v = Number(f);
      if (!Number.isFinite(v)) return fail(lineNo, `${name} is ${quote(f)}, not a finite number`);
      if (Math.abs(v) > MAX_LOSS_ENTRY)
        return fail(lineNo, `${name} is ${quote(f)}: entries are limited to ±10¹²`);
      // + 0 turns −0 into 0.
      values[2 * rows + j] = v + 0;
    }
    rows++;
  }

  if (kind === null)
    return fail(Math.max(1, lines.lineNo), `empty file: expected ${EXPECTED_HEADER}`);
  if (rows === 0) return fail(Math.max(1, lines.lineNo), 'no data rows');
  return { ok: true, kind, values: values.slice(0, 2 * rows), rows, header };
}

function fail(line: number, message: string): OcoLossesCsvResult {
  return { ok: false, error: { line, message } };
}
