import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_EXPERTS, parseLossMatrixCsv, type LossMatrixCsvResult } from './loss-matrix-csv';
import { collect, err, expectLineError, hostileFileTests, memory, ok } from './csv-test-kit';

describe('parseLossMatrixCsv: happy paths', () => {
  it('parses rows into one flat row-major array', () => {
    const r = ok(parseLossMatrixCsv('0,1,0.5\n.25,1e-1,1.0\n'));
    expect(r.d).toBe(3);
    expect(r.rows).toBe(2);
    expect(r.header).toBeNull();
    expect(Array.from(r.values)).toEqual([0, 1, 0.5, 0.25, 0.1, 1]);
    expect(r.values.length).toBe(6);
  });

  it('accepts a header, CRLF, blank lines, whitespace, a BOM, no final newline', () => {
    const r = ok(parseLossMatrixCsv('\uFEFFalice, bob\r\n\r\n 0 , 1 \r\n\n\t1,0'));
    expect(r.header).toEqual(['alice', 'bob']);
    expect(r.d).toBe(2);
    expect(Array.from(r.values)).toEqual([0, 1, 1, 0]);
  });

  it('detects semicolons and tabs', () => {
    expect(Array.from(ok(parseLossMatrixCsv('a;b;c\n0;0.5;1')).values)).toEqual([0, 0.5, 1]);
    expect(Array.from(ok(parseLossMatrixCsv('0\t1\n1\t0')).values)).toEqual([0, 1, 1, 0]);
  });

  it('stores -0 as 0', () => {
    expect(Object.is(ok(parseLossMatrixCsv('-0,1')).values[0], 0)).toBe(true);
  });

  it('round-trips random matrices', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).chain((d) =>
          fc.array(
            fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: d, maxLength: d }),
            {
              minLength: 1,
              maxLength: 30,
            },
          ),
        ),
        fc.boolean(),
        (rows, header) => {
          const d = (rows[0] as number[]).length;
          const text =
            (header ? Array.from({ length: d }, (_, i) => `e${i}`).join(',') + '\n' : '') +
            rows.map((r) => r.map((x) => String(x)).join(',')).join('\n');
          const r = ok(parseLossMatrixCsv(text));
          expect(r.d).toBe(d);
          expect(r.rows).toBe(rows.length);
          expect(Array.from(r.values)).toEqual(rows.flat().map((x) => x + 0));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('grows past its first allocation', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `${(i % 10) / 10},1`).join('\n');
    const r = ok(parseLossMatrixCsv(text));
    expect(r.rows).toBe(5000);
    expect(r.values[2 * 4999]).toBe(0.9);
  });
});

describe('parseLossMatrixCsv: errors name the line', () => {
  it('values that are not numbers, or not in [0, 1]', () => {
    expect(err(parseLossMatrixCsv('0,1\n0,abc'))).toEqual({
      line: 2,
      message: "column 2 is 'abc', not a number",
    });
    expect(err(parseLossMatrixCsv('e1,e2\n0,1\n\n1.5,0'))).toEqual({
      line: 4,
      message: "column 1 is '1.5', not a loss in [0, 1]",
    });
    for (const bad of ['-0.1', '2', 'NaN', 'Infinity', '1e999', '0x1', '']) {
      const e = err(parseLossMatrixCsv(`0,1\n1,${bad}`));
      expect(e.line).toBe(2);
      expect(e.message).toMatch(/^column 2 is '.*', not (a number|a loss in \[0, 1\])$/);
    }
  });

  it('a first row with a typo is data, not a header', () => {
    expect(err(parseLossMatrixCsv('0,O\n1,0'))).toEqual({
      line: 1,
      message: "column 2 is 'O', not a number",
    });
  });

  it('inconsistent column counts', () => {
    expect(err(parseLossMatrixCsv('0,1,0\n1,0'))).toEqual({
      line: 2,
      message: 'expected 3 values (one per expert, as on line 1), found 2',
    });
    expect(err(parseLossMatrixCsv('a,b\n0,1\n0,1,1'))).toEqual({
      line: 3,
      message: 'expected 2 values (one per expert, as on the header), found 3',
    });
  });

  it('too few or too many experts', () => {
    expect(err(parseLossMatrixCsv('\n0.5\n1'))).toEqual({
      line: 2,
      message:
        'found 1 value: a loss matrix needs at least 2 columns (one per expert), separated by commas, semicolons or tabs',
    });
    const wide = Array.from({ length: MAX_EXPERTS + 1 }, () => '0').join(',');
    expect(err(parseLossMatrixCsv(wide))).toEqual({
      line: 1,
      message: `found ${MAX_EXPERTS + 1} columns: at most ${MAX_EXPERTS} experts are supported`,
    });
    const widest = Array.from({ length: MAX_EXPERTS }, () => '1').join(',');
    expect(ok(parseLossMatrixCsv(widest)).d).toBe(MAX_EXPERTS);
  });

  it('empty and header-only files', () => {
    expect(err(parseLossMatrixCsv(''))).toEqual({ line: 1, message: 'no data rows' });
    expect(err(parseLossMatrixCsv('\n \n'))).toEqual({ line: 2, message: 'no data rows' });
    expect(err(parseLossMatrixCsv('a,b\n'))).toEqual({ line: 1, message: 'no data rows' });
  });

  it('too many rows or values', () => {
    const text = 'a,b\n0,0\n0,1\n1,0\n';
    expect(ok(parseLossMatrixCsv(text, { maxRows: 3 })).rows).toBe(3);
    expect(err(parseLossMatrixCsv(text, { maxRows: 2 }))).toEqual({
      line: 4,
      message: 'too many rows: the limit is 2',
    });
    expect(err(parseLossMatrixCsv(text, { maxValues: 5 }))).toEqual({
      line: 4,
      message: 'too many values (rows × experts): the limit is 5',
    });
  });

  it('escapes control characters and cuts long fields in messages', () => {
    expect(err(parseLossMatrixCsv('0,1\n0,\u0007x')).message).toBe(
      "column 2 is '\\u{7}x', not a number",
    );
    expect(err(parseLossMatrixCsv(`0,1\n0,${'z'.repeat(100)}`)).message).toBe(
      `column 2 is '${'z'.repeat(24)}…', not a number`,
    );
  });

  it('never throws on arbitrary text', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const r = parseLossMatrixCsv(text);
        if (r.ok) {
          expect(r.values.length).toBe(r.rows * r.d);
          for (const v of r.values) expect(v >= 0 && v <= 1).toBe(true);
        } else expect(r.error.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseLossMatrixCsv: hostile files', () => {
  const sane = (r: LossMatrixCsvResult): void => {
    if (r.ok) {
      expect(r.d).toBeGreaterThanOrEqual(2);
      expect(r.d).toBeLessThanOrEqual(MAX_EXPERTS);
      expect(r.values.length).toBe(r.rows * r.d);
      for (const v of r.values) expect(v >= 0 && v <= 1).toBe(true);
    } else {
      expectLineError(r.error);
    }
  };

  hostileFileTests(parseLossMatrixCsv, sane, 'a,b,c\n0,0.5,1\n1,0,0.25\n', {
    arbitraryText: false,
    maxAt: 30,
  });

  it('empty, blank, BOM-only and header-only files', () => {
    for (const text of ['\uFEFF', '\r\n\r\n', 'a,b', '\uFEFFa;b;c\r\n\r\n']) {
      const e = err(parseLossMatrixCsv(text));
      expect(e.message).toBe('no data rows');
    }
  });

  it('NaN and Infinity, in any spelling, are rejected even on the first line', () => {
    for (const bad of [
      'NaN',
      'nan',
      '-NaN',
      'Infinity',
      '+Infinity',
      '-Infinity',
      'inf',
      '1e400',
    ]) {
      const e = err(parseLossMatrixCsv(`${bad},1\n0,0`));
      expect(e.line).toBe(1);
      expect(e.message).toMatch(new RegExp(`^column 1 is '${bad.replace('+', '\\+')}', not `));
      expect(err(parseLossMatrixCsv(`0,1\n1,${bad}`)).line).toBe(2);
    }
  });

  it('a row with the wrong number of values is reported on its line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.nat({ max: 20 }),
        fc.integer({ min: 1, max: 9 }),
        (d, before, k) => {
          fc.pre(k !== d);
          const row = (m: number) => Array.from({ length: m }, () => '0.5').join(',');
          const rows = Array.from({ length: before }, () => row(d));
          const e = err(parseLossMatrixCsv([row(d), ...rows, row(k), row(d)].join('\n')));
          expect(e).toEqual({
            line: before + 2,
            message: `expected ${d} values (one per expert, as on line 1), found ${k}`,
          });
        },
      ),
    );
  });

  it('a 10⁶-row file parses in bounded memory and time', { timeout: 60_000 }, () => {
    const n = 1_000_000;
    const d = 4;
    const lines = new Array<string>(n + 1);
    lines[0] = 'a,b,c,d';
    for (let i = 0; i < n; i++) lines[i + 1] = `${(i % 10) / 10},1,0,${(i % 7) / 8}`;
    const text = lines.join('\r\n');
    lines.length = 0;
    collect();
    const before = memory();
    const t0 = performance.now();
    const r = ok(parseLossMatrixCsv(text));
    const ms = performance.now() - t0;
    collect();
    const grown = memory() - before;
    expect(r.rows).toBe(n);
    expect(r.d).toBe(d);
    expect(r.values[d * (n - 1) + 3]).toBe(((n - 1) % 7) / 8);
    // The result is 32 MB of float64; the growing buffer is let go once trimmed.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    expect(ms).toBeLessThan(10_000);
  });
});
