import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { err, ok } from './csv-test-kit';
import { MAX_CELLS, parseLossCurvesCsv } from './loss-curves-csv';

describe('parseLossCurvesCsv', () => {
  it('reads rows of a curve each into one row-major array', () => {
    const r = ok(parseLossCurvesCsv('0,1,0.5\n.25,-1e-1,2\n'));
    expect(r.g).toBe(3);
    expect(r.rows).toBe(2);
    expect(r.header).toBeNull();
    expect(Array.from(r.values)).toEqual([0, 1, 0.5, 0.25, -0.1, 2]);
  });

  it('takes a header, CRLF, blank lines, semicolons, a BOM', () => {
    const r = ok(parseLossCurvesCsv('\uFEFFw0;w1\r\n\r\n 0 ; 1 \r\n1;0'));
    expect(r.header).toEqual(['w0', 'w1']);
    expect(Array.from(r.values)).toEqual([0, 1, 1, 0]);
  });

  it('names the line and the column of a problem', () => {
    expect(err(parseLossCurvesCsv('0,1\n0,x'))).toEqual({
      line: 2,
      message: "column 2 is 'x', not a number",
    });
    expect(err(parseLossCurvesCsv('0,1\n\n0,1,2')).line).toBe(3);
    expect(err(parseLossCurvesCsv('0,1\n0,1,2')).message).toMatch(/expected 2 values/);
    expect(err(parseLossCurvesCsv('5')).message).toMatch(/at least 2 cells/);
    expect(err(parseLossCurvesCsv('a,b\n')).message).toBe('no data rows');
    expect(err(parseLossCurvesCsv('0,1e999')).message).toMatch(/too large/);
    const wide = Array.from({ length: MAX_CELLS + 1 }, () => '0').join(',');
    expect(err(parseLossCurvesCsv(wide)).message).toMatch(/at most 4096/);
    expect(err(parseLossCurvesCsv('0,1\n1,0\n0,0', { maxValues: 4 })).line).toBe(3);
  });

  it('round-trips random curves', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }).chain((g) =>
          fc.array(
            fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), {
              minLength: g,
              maxLength: g,
            }),
            { minLength: 1, maxLength: 20 },
          ),
        ),
        (rows) => {
          const text = rows.map((r) => r.map(String).join(',')).join('\n');
          const r = ok(parseLossCurvesCsv(text));
          // −0 is written as "0" by String, so the flat values equal the rows with −0 as 0.
          expect(Array.from(r.values)).toEqual(rows.flat().map((x) => x + 0));
          expect(r.rows).toBe(rows.length);
        },
      ),
      { numRuns: 100 },
    );
  });
});
