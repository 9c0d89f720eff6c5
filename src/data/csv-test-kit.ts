/**
 * What the CSV readers' tests share: unwrapping a result they expect to succeed or to fail, the
 * hostile files every reader must survive, and the memory a parse leaves behind. Imported by
 * tests only.
 */
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { formatCsvError, type CsvError } from './csv';

type Result = { ok: true } | { ok: false; error: CsvError };

/** The result, which must be a success (the failure's line and message otherwise). */
export function ok<R extends Result>(r: R): Extract<R, { ok: true }> {
  if (!r.ok) throw new Error(`expected success, got ${formatCsvError(r.error)}`);
  return r as Extract<R, { ok: true }>;
}

/** The error of a result that must be a failure. */
export function err(r: Result): CsvError {
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

/** A full collection, when Node lets the test ask for one (the memory checks are then exact). */
export function collect(): void {
  try {
    setFlagsFromString('--expose-gc');
    (runInNewContext('gc') as () => void)();
  } catch {
    // Without it the measurement only counts more garbage, which errs on the safe side.
  }
}

/** JS heap plus typed-array memory. */
export function memory(): number {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

/**
 * The hostile files every reader is given, as tests of the calling `describe`: arbitrary text
 * (unless a reader's own test has it in another form), random bytes decoded as a browser decodes
 * a file (UTF-8, UTF-16, Latin-1), and a valid file with random bytes spliced in at one of its
 * first `maxAt` characters. `sane` asserts what a result must be, accepted or refused; nothing
 * may throw.
 */
export function hostileFileTests<R>(
  parse: (text: string) => R,
  sane: (r: R) => void,
  valid: string,
  {
    arbitraryText = true,
    bytesRuns = 500,
    maxAt = 40,
  }: { arbitraryText?: boolean; bytesRuns?: number; maxAt?: number } = {},
): void {
  if (arbitraryText)
    it('never throws on arbitrary text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => sane(parse(text))),
        { numRuns: 500 },
      );
    });

  it(
    'never throws on random bytes, decoded as a browser decodes a file',
    { timeout: 30_000 },
    () => {
      const decoders = [new TextDecoder(), new TextDecoder('utf-16le'), new TextDecoder('latin1')];
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
          for (const decoder of decoders) sane(parse(decoder.decode(bytes)));
        }),
        { numRuns: bytesRuns },
      );
    },
  );

  it('never throws on valid rows with random bytes spliced in', () => {
    const utf8 = new TextDecoder();
    fc.assert(
      fc.property(
        fc.nat({ max: maxAt }),
        fc.uint8Array({ minLength: 1, maxLength: 20 }),
        (at, bytes) => {
          const i = Math.min(at, valid.length);
          sane(parse(valid.slice(0, i) + utf8.decode(bytes) + valid.slice(i)));
        },
      ),
      { numRuns: 500 },
    );
  });
}

/**
 * A row wider or narrower than the first is refused at its own line, after any number of good
 * rows (and a header, where the reader takes one: `headers`), as a test of the calling `describe`.
 */
export function wrongWidthTest(
  parse: (text: string) => Result,
  { maxWidth, headers }: { maxWidth: number; headers: boolean },
): void {
  it('a row of the wrong width is reported at its line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: maxWidth }),
        fc.nat({ max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        headers ? fc.boolean() : fc.constant(false),
        (d, before, k, header) => {
          fc.pre(k !== d);
          const row = (m: number) => Array.from({ length: m }, () => '1').join(';');
          const rows = Array.from({ length: before }, () => row(d));
          const head = header ? [Array.from({ length: d }, (_, i) => `c${i}`).join(';')] : [];
          const text = [...head, row(d), ...rows, row(k), row(d)].join('\n');
          expect(err(parse(text))).toEqual({
            line: head.length + before + 2,
            message: `${k} field${k === 1 ? '' : 's'}, but line 1 has ${d}`,
          });
        },
      ),
    );
  });
}

/** A refusal names its line, and its message starts with it. */
export function expectLineError(error: CsvError): void {
  expect(error.line).toBeGreaterThanOrEqual(1);
  expect(formatCsvError(error)).toMatch(/^line \d+: /);
}

/**
 * The independent writer the readers' round trips are checked against: cells joined by `sep`,
 * rows by `eol`, with the variations files come in (a BOM, a blank line after every
 * `blankEvery`-th row, cells padded with spaces, a final line break).
 */
export function writeCsv(
  rows: readonly (readonly string[])[],
  o: {
    header?: readonly string[] | null;
    sep?: string;
    eol?: string;
    bom?: boolean;
    blankEvery?: number;
    padded?: boolean;
    finalEol?: boolean;
  } = {},
): string {
  const sep = o.sep ?? ',';
  const eol = o.eol ?? '\n';
  const cell = (s: string) => (o.padded ? ` ${s} ` : s);
  const lines: string[] = [];
  if (o.header) lines.push(o.header.map(cell).join(sep));
  rows.forEach((row, j) => {
    lines.push(row.map(cell).join(sep));
    if (o.blankEvery && j % o.blankEvery === 0) lines.push(o.padded ? ' \t' : '');
  });
  return (o.bom ? '\uFEFF' : '') + lines.join(eol) + (o.finalEol ? eol : '');
}
