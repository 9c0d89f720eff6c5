import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CLASS_POINTS,
  MAX_HYPOTHESES,
  MIN_CLASS_POINTS,
  parseClassCsv,
  type ClassCsvResult,
} from './class-csv';
import { expectLineError, hostileFileTests, ok, writeCsv } from './csv-test-kit';

/** The independent encoding: hypothesis j's value at point i adds 2^i, by arithmetic, not bits. */
function encode(matrix: readonly (readonly number[])[]): number[] {
  const out: number[] = [];
  for (const row of matrix) {
    let m = 0;
    for (let i = 0; i < row.length; i++) if (row[i] === 1) m += 2 ** i;
    out.push(m);
  }
  return out;
}

function countDuplicates(masks: readonly number[]): number {
  return masks.length - new Set(masks).size;
}

describe('parseClassCsv: happy paths', () => {
  it('reads rows as hypotheses, column i as bit i', () => {
    const r = ok(parseClassCsv('1,0,0\n0,1,1\n1,1,1\n'));
    expect(r.n).toBe(3);
    expect(r.rows).toBe(3);
    expect(r.masks).toBeInstanceOf(Uint32Array);
    expect(Array.from(r.masks)).toEqual([0b001, 0b110, 0b111]);
    expect(r.header).toBeNull();
    expect(r.names).toBeNull();
    expect(r.duplicates).toBe(0);
  });

  it('reads a header naming the points', () => {
    const r = ok(parseClassCsv('x1,x2\n0,1\n1,0'));
    expect(r.header).toEqual(['x1', 'x2']);
    expect(r.names).toBeNull();
    expect(Array.from(r.masks)).toEqual([2, 1]);
  });

  it('reads a first column of names, with or without a header', () => {
    const r = ok(parseClassCsv('h1,0,1\nthreshold at 2,1,1\n'));
    expect(r.n).toBe(2);
    expect(r.names).toEqual(['h1', 'threshold at 2']);
    expect(r.header).toBeNull();
    expect(Array.from(r.masks)).toEqual([2, 3]);

    const h = ok(parseClassCsv('hypothesis,a,b,c\nh1,0,0,1\nh2,1,0,0'));
    expect(h.n).toBe(3);
    expect(h.header).toEqual(['a', 'b', 'c']);
    expect(h.names).toEqual(['h1', 'h2']);
    expect(Array.from(h.masks)).toEqual([4, 1]);

    // The spreadsheet layout: an empty corner cell above the names.
    const corner = ok(parseClassCsv(',a,b\nh1,1,0'));
    expect(corner.header).toEqual(['a', 'b']);
    expect(corner.names).toEqual(['h1']);
  });

  it('names that are numbers other than 0 and 1 still count as names', () => {
    const r = ok(parseClassCsv('2,0,1\n3,1,1\n-1,0,0'));
    expect(r.names).toEqual(['2', '3', '-1']);
    expect(Array.from(r.masks)).toEqual([2, 3, 0]);
  });

  it('accepts a BOM, CRLF, blank lines, spaces and no final newline', () => {
    const r = ok(parseClassCsv('\uFEFFa, b ,c\r\n\r\n 0 , 1 ,1\r\n\n\t\r\n1,0,0'));
    expect(r.header).toEqual(['a', 'b', 'c']);
    expect(Array.from(r.masks)).toEqual([6, 1]);
  });

  it('detects semicolons and tabs', () => {
    expect(Array.from(ok(parseClassCsv('a;b;c\n0;1;1')).masks)).toEqual([6]);
    expect(Array.from(ok(parseClassCsv('1\t0\n0\t1')).masks)).toEqual([1, 2]);
  });

  it('accepts 0 and 1 written as other numbers', () => {
    expect(Array.from(ok(parseClassCsv('1.0,0.0,+1,-0,1e0,0e5')).masks)).toEqual([0b010101]);
  });

  it('keeps repeated hypotheses and counts them', () => {
    const r = ok(parseClassCsv('0,1\n1,1\n0,1\n0,1\n1,1\n0,0'));
    expect(r.rows).toBe(6);
    expect(Array.from(r.masks)).toEqual([2, 3, 2, 2, 3, 0]);
    expect(r.duplicates).toBe(3);
    // Different names do not make the same function two hypotheses.
    expect(ok(parseClassCsv('f,1,0\ng,1,0')).duplicates).toBe(1);
  });

  it('16 columns set bit 15, and the masks are unsigned', () => {
    const ones = Array.from({ length: 16 }, () => '1').join(',');
    const last = [...Array.from({ length: 15 }, () => '0'), '1'].join(',');
    const r = ok(parseClassCsv(`${ones}\n${last}`));
    expect(r.n).toBe(MAX_CLASS_POINTS);
    expect(r.masks).toBeInstanceOf(Uint32Array);
    expect(Array.from(r.masks)).toEqual([0xffff, 0x8000]);
    expect(r.masks[1]).toBe(32768);
    // With a name column the file has 17 fields and still 16 points.
    const named = ok(parseClassCsv(`all,${ones}\ntop,${last}`));
    expect(named.n).toBe(16);
    expect(named.names).toEqual(['all', 'top']);
    expect(Array.from(named.masks)).toEqual([0xffff, 0x8000]);
  });

  it('round-trips random classes against an independent encoding', () => {
    // Point names a header would hold: not starting like a number, nor spelling NaN or infinity.
    const ident = fc
      .stringMatching(/^[a-z][a-z0-9_ ]{0,8}[a-z0-9_]$/)
      .filter((s) => !/^(?:nan|inf|infinity)$/.test(s));
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_CLASS_POINTS, max: MAX_CLASS_POINTS }).chain((n) =>
          fc.record({
            matrix: fc.array(fc.array(fc.constantFrom(0, 1), { minLength: n, maxLength: n }), {
              minLength: 1,
              maxLength: 40,
            }),
            header: fc.option(fc.array(ident, { minLength: n, maxLength: n }), { nil: null }),
            corner: fc.constantFrom('', 'name'),
          }),
        ),
        fc.boolean(),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        fc.boolean(),
        ({ matrix, header, corner }, withNames, sep, eol, bom, blankLines) => {
          const names = matrix.map((_, j) => `h${j}`);
          const rows = matrix.map((row, j) =>
            withNames ? [names[j] as string, ...row.map(String)] : row.map(String),
          );
          const text = writeCsv(rows, {
            header: header && (withNames ? [corner, ...header] : header),
            sep,
            eol,
            bom,
            blankEvery: blankLines ? 3 : 0,
            finalEol: blankLines,
          });
          const r = ok(parseClassCsv(text));
          const expected = encode(matrix);
          expect(r.n).toBe((matrix[0] as number[]).length);
          expect(r.rows).toBe(matrix.length);
          expect(Array.from(r.masks)).toEqual(expected);
          expect(r.duplicates).toBe(countDuplicates(expected));
          expect(r.header).toEqual(header);
          expect(r.names).toEqual(withNames ? names : null);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseClassCsv: hostile files', () => {
  const sane = (r: ClassCsvResult): void => {
    if (r.ok) {
      expect(r.n).toBeGreaterThanOrEqual(MIN_CLASS_POINTS);
      expect(r.n).toBeLessThanOrEqual(MAX_CLASS_POINTS);
      expect(r.rows).toBeGreaterThanOrEqual(1);
      expect(r.rows).toBeLessThanOrEqual(MAX_HYPOTHESES);
      expect(r.masks.length).toBe(r.rows);
      for (const m of r.masks) expect(m < 2 ** r.n).toBe(true);
      if (r.names) expect(r.names.length).toBe(r.rows);
      if (r.header) expect(r.header.length).toBe(r.n);
      expect(r.duplicates).toBe(countDuplicates(Array.from(r.masks)));
    } else {
      expectLineError(r.error);
    }
  };

  it('never throws on text made of its own alphabet', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('0', '1', ',', ';', '\t', '\n', '\r\n', ' ', 'h', '2', '\uFEFF'), {
          maxLength: 300,
        }),
        (parts) => {
          sane(parseClassCsv(parts.join('')));
        },
      ),
      { numRuns: 1000 },
    );
  });

  hostileFileTests(parseClassCsv, sane, 'name,a,b,c\nh1,0,1,1\nh2,1,0,0\n', { bytesRuns: 300 });
});
