import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FEATURES, parseRowsCsv, type RowsCsvResult } from './rows-csv';
import { expectLineError, hostileFileTests, ok, writeCsv } from './csv-test-kit';

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
const ident = fc
  .stringMatching(/^[a-z_][a-z0-9_ ]{0,8}[a-z0-9_]$/)
  .filter((s) => !/^(?:nan|inf|infinity)$/i.test(s));

describe('parseRowsCsv: happy paths', () => {
  it('splits rows into row-major features and a label column', () => {
    const r = ok(parseRowsCsv('1,2,3,-1\n4,5,6,1\n'));
    expect(r.n).toBe(3);
    expect(r.rows).toBe(2);
    expect(r.x).toBeInstanceOf(Float64Array);
    expect(r.y).toBeInstanceOf(Float64Array);
    expect(Array.from(r.x)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from(r.y)).toEqual([-1, 1]);
    expect(r.header).toBeNull();
    expect(r.labels).toBe(true);
  });

  it('one feature is two columns', () => {
    const r = ok(parseRowsCsv('0.5,2.25\n-1e3,.5'));
    expect(r.n).toBe(1);
    expect(Array.from(r.x)).toEqual([0.5, -1000]);
    expect(Array.from(r.y)).toEqual([2.25, 0.5]);
    expect(r.labels).toBe(false);
  });

  it('reads a header naming every column, y included', () => {
    const r = ok(parseRowsCsv('age,height,label\n30,1.8,1\n40,1.6,-1'));
    expect(r.header).toEqual(['age', 'height', 'label']);
    expect(r.n).toBe(2);
    expect(r.rows).toBe(2);
  });

  it('accepts a BOM, CRLF, blank lines, spaces and no final newline', () => {
    const r = ok(parseRowsCsv('\uFEFFa, b ,y\r\n\r\n 1 , 2 ,3\r\n\n\t\r\n4,5,6'));
    expect(r.header).toEqual(['a', 'b', 'y']);
    expect(Array.from(r.x)).toEqual([1, 2, 4, 5]);
    expect(Array.from(r.y)).toEqual([3, 6]);
  });

  it('detects semicolons and tabs', () => {
    expect(Array.from(ok(parseRowsCsv('a;b;y\n1;2;3')).x)).toEqual([1, 2]);
    expect(Array.from(ok(parseRowsCsv('1\t2\n3\t4')).y)).toEqual([2, 4]);
  });

  it('stores -0 as 0', () => {
    const r = ok(parseRowsCsv('-0,-0.0'));
    expect(Object.is(r.x[0], 0)).toBe(true);
    expect(Object.is(r.y[0], 0)).toBe(true);
  });

  it('labels: true exactly when every y is −1 or +1, however written', () => {
    expect(ok(parseRowsCsv('0,1\n0,-1\n0,+1.0\n0,-1e0')).labels).toBe(true);
    expect(ok(parseRowsCsv('0,1\n0,-1\n0,0')).labels).toBe(false);
    expect(ok(parseRowsCsv('0,1\n0,2')).labels).toBe(false);
    expect(ok(parseRowsCsv('0,1\n0,0.999')).labels).toBe(false);
    // Only y counts: ±1 features do not make labels, other features do not unmake them.
    expect(ok(parseRowsCsv('1,-1,0.5')).labels).toBe(false);
    expect(ok(parseRowsCsv('7,3.5,-1')).labels).toBe(true);
  });

  it('takes the widest row, 10 000 features', () => {
    const row = (v: string) => Array.from({ length: MAX_FEATURES + 1 }, () => v).join(',');
    const r = ok(parseRowsCsv(`${row('0')}\n${row('1')}`));
    expect(r.n).toBe(MAX_FEATURES);
    expect(r.x.length).toBe(2 * MAX_FEATURES);
    expect(r.x[MAX_FEATURES]).toBe(1);
    expect(Array.from(r.y)).toEqual([0, 1]);
  });

  it('grows past its first allocation', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `${i},${-i},${i % 2 ? 1 : -1}`).join('\n');
    const r = ok(parseRowsCsv(text));
    expect(r.rows).toBe(5000);
    expect(r.x.length).toBe(10_000);
    expect(r.y.length).toBe(5000);
    expect(r.x[2 * 4999 + 1]).toBe(-4999);
    expect(r.y[4999]).toBe(1);
    expect(r.labels).toBe(true);
  });

  it('round-trips random tables against an independent writer', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) =>
          fc.record({
            features: fc.array(fc.array(finite, { minLength: n, maxLength: n }), {
              minLength: 1,
              maxLength: 30,
            }),
            header: fc.option(fc.array(ident, { minLength: n + 1, maxLength: n + 1 }), {
              nil: null,
            }),
          }),
        ),
        fc.oneof(fc.array(fc.constantFrom(-1, 1)), fc.array(finite)),
        fc.record({
          sep: fc.constantFrom(',', ';', '\t'),
          eol: fc.constantFrom('\n', '\r\n'),
          bom: fc.boolean(),
          blankEvery: fc.constantFrom(0, 1, 4),
          padded: fc.boolean(),
          finalEol: fc.boolean(),
        }),
        ({ features, header }, ys, format) => {
          const n = (features[0] as number[]).length;
          const y = features.map((_, j) => ys[j] ?? (j % 2 ? 1 : -1));
          const table = features.map((row, j) => [...row, y[j] as number]);
          // Cells through String, which round-trips every double.
          const r = ok(
            parseRowsCsv(
              writeCsv(
                table.map((row) => row.map(String)),
                { ...format, header },
              ),
            ),
          );
          expect(r.n).toBe(n);
          expect(r.rows).toBe(features.length);
          expect(r.header).toEqual(header);
          // toEqual tells 0 from −0: the parser stores −0 as 0.
          expect(Array.from(r.x)).toEqual(features.flat().map((v) => v + 0));
          expect(Array.from(r.y)).toEqual(y.map((v) => v + 0));
          expect(r.labels).toBe(y.every((v) => v === 1 || v === -1));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseRowsCsv: hostile files', () => {
  const sane = (r: RowsCsvResult): void => {
    if (r.ok) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(MAX_FEATURES);
      expect(r.rows).toBeGreaterThanOrEqual(1);
      expect(r.x.length).toBe(r.rows * r.n);
      expect(r.y.length).toBe(r.rows);
      expect(r.x.every(Number.isFinite) && r.y.every(Number.isFinite)).toBe(true);
      expect(r.labels).toBe(Array.from(r.y).every((v) => v === 1 || v === -1));
      if (r.header) expect(r.header.length).toBe(r.n + 1);
    } else {
      expectLineError(r.error);
    }
  };

  hostileFileTests(parseRowsCsv, sane, 'a,b,y\n0,0.5,1\n-1,2e3,-1\n');

  it('never throws on numeric rows of random widths and random limits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom('1', '-2.5', '', 'x', '1e999'), { maxLength: 5 }), {
          maxLength: 10,
        }),
        fc.nat({ max: 12 }),
        fc.nat({ max: 40 }),
        (table, maxRows, maxValues) => {
          const r = parseRowsCsv(table.map((row) => row.join(',')).join('\n'), {
            maxRows,
            maxValues,
          });
          sane(r);
          if (r.ok) {
            expect(r.rows).toBeLessThanOrEqual(maxRows);
            expect(r.rows * (r.n + 1)).toBeLessThanOrEqual(maxValues);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
