import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsvError } from './csv';
import { MAX_LOSS_ENTRY, parseOcoLossesCsv, type OcoLossesCsvResult } from './oco-csv';
import { MAX_LOSS_ENTRY as STREAM_LIMIT } from '../streams/oco/loss-list';
import { err, ok } from './csv-test-kit';

describe('parseOcoLossesCsv: happy paths', () => {
  it('reads linear and quadratic losses into one flat array, two numbers a row', () => {
    const lin = ok(parseOcoLossesCsv('v1,v2\n1,0\n-0.5,.25\n'));
    expect(lin.kind).toBe('linear');
    expect(lin.rows).toBe(2);
    expect(Array.from(lin.values)).toEqual([1, 0, -0.5, 0.25]);
    const quad = ok(parseOcoLossesCsv('z1,z2\n3e-1,4'));
    expect(quad.kind).toBe('quadratic');
    expect(Array.from(quad.values)).toEqual([0.3, 4]);
  });

  it('accepts any case, spaces, CRLF, blank lines, a BOM, semicolons and tabs', () => {
    const r = ok(parseOcoLossesCsv('\uFEFF\r\n  V1 ; v2 \r\n\r\n 1 ; 2 \r\n3;4'));
    expect(r.header).toEqual(['V1', 'v2']);
    expect(Array.from(r.values)).toEqual([1, 2, 3, 4]);
    expect(Array.from(ok(parseOcoLossesCsv('Z1\tZ2\n5\t6')).values)).toEqual([5, 6]);
  });

  it('stores -0 as 0', () => {
    expect(Object.is(ok(parseOcoLossesCsv('v1,v2\n-0,1')).values[0], 0)).toBe(true);
  });

  it('round-trips random rows of either kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('v1,v2', 'z1,z2'),
        fc.array(
          fc.tuple(
            fc.double({ min: -1e6, max: 1e6, noNaN: true }),
            fc.double({ min: -1e6, max: 1e6, noNaN: true }),
          ),
          { minLength: 1, maxLength: 50 },
        ),
        fc.constantFrom(',', ';', '\t'),
        (head, rows, sep) => {
          const text = [head.replace(',', sep), ...rows.map(([a, b]) => `${a}${sep}${b}`)].join(
            '\n',
          );
          const r = ok(parseOcoLossesCsv(text));
          expect(r.kind).toBe(head === 'v1,v2' ? 'linear' : 'quadratic');
          expect(r.rows).toBe(rows.length);
          expect(Array.from(r.values)).toEqual(rows.flat().map((x) => x + 0));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('grows past its first allocation', () => {
    const text = ['v1,v2', ...Array.from({ length: 5000 }, (_, i) => `${i},1`)].join('\n');
    const r = ok(parseOcoLossesCsv(text));
    expect(r.rows).toBe(5000);
    expect(r.values.length).toBe(10_000);
    expect(r.values[2 * 4999]).toBe(4999);
  });
});

describe('parseOcoLossesCsv: errors name the line', () => {
  it('a missing or unknown header', () => {
    expect(err(parseOcoLossesCsv('1,2\n3,4'))).toEqual({
      line: 1,
      message:
        "expected a header v1,v2 (linear losses ⟨v, w⟩) or z1,z2 (quadratic losses (λ/2)‖w − z‖²), found '1', '2'",
    });
    expect(err(parseOcoLossesCsv('\n\nx1,x2,y\n')).line).toBe(3);
    expect(err(parseOcoLossesCsv('v1,z2\n1,2')).line).toBe(1);
  });

  it('empty and header-only files', () => {
    expect(err(parseOcoLossesCsv(''))).toEqual({
      line: 1,
      message:
        'empty file: expected a header v1,v2 (linear losses ⟨v, w⟩) or z1,z2 (quadratic losses (λ/2)‖w − z‖²)',
    });
    expect(err(parseOcoLossesCsv('z1,z2\n\n'))).toEqual({ line: 2, message: 'no data rows' });
  });

  it('wrong field counts, non-numbers, non-finite and too-large values', () => {
    expect(err(parseOcoLossesCsv('v1,v2\n1,2\n1,2,3'))).toEqual({
      line: 3,
      message: 'expected 2 values (v1,v2, as on the header), found 3',
    });
    expect(err(parseOcoLossesCsv('z1,z2\n1,abc'))).toEqual({
      line: 2,
      message: "z2 is 'abc', not a number",
    });
    for (const bad of ['NaN', 'Infinity', '-inf', '0x10', '', '1,5']) {
      const e = err(
        parseOcoLossesCsv(`v1,v2\n0,0\n${bad};1`.replace(';', bad.includes(',') ? ';' : ',')),
      );
      expect(e.line).toBe(3);
    }
    expect(err(parseOcoLossesCsv('v1,v2\n1e400,0'))).toEqual({
      line: 2,
      message: "v1 is '1e400', not a finite number",
    });
    expect(err(parseOcoLossesCsv('v1,v2\n0,-2e12'))).toEqual({
      line: 2,
      message: "v2 is '-2e12': entries are limited to ±10¹²",
    });
    expect(ok(parseOcoLossesCsv('v1,v2\n0,-1e12')).values[1]).toBe(-1e12);
    expect(MAX_LOSS_ENTRY).toBe(STREAM_LIMIT);
  });

  it('too many rows', () => {
    expect(ok(parseOcoLossesCsv('v1,v2\n1,2\n3,4', { maxRows: 2 })).rows).toBe(2);
    expect(err(parseOcoLossesCsv('v1,v2\n1,2\n3,4\n5,6', { maxRows: 2 }))).toEqual({
      line: 4,
      message: 'too many rows: the limit is 2',
    });
  });

  it('escapes control characters and cuts long fields in messages', () => {
    expect(err(parseOcoLossesCsv('v1,v2\n0,\u0007x')).message).toBe(
      "v2 is '\\u{7}x', not a number",
    );
    expect(err(parseOcoLossesCsv(`v1,v2\n${'q'.repeat(100)},1`)).message).toBe(
      `v1 is '${'q'.repeat(24)}…', not a number`,
    );
  });

  it('never throws on arbitrary input, and what it accepts is sane', { timeout: 30_000 }, () => {
    const sane = (r: OcoLossesCsvResult): void => {
      if (r.ok) {
        expect(r.values.length).toBe(2 * r.rows);
        for (const v of r.values)
          expect(Number.isFinite(v) && Math.abs(v) <= MAX_LOSS_ENTRY).toBe(true);
      } else {
        expect(r.error.line).toBeGreaterThanOrEqual(1);
        expect(formatCsvError(r.error)).toMatch(/^line \d+: /);
      }
    };
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        sane(parseOcoLossesCsv(text));
        sane(parseOcoLossesCsv(`v1,v2\n${text}`));
        sane(parseOcoLossesCsv(`z1;z2\n1;2\n${text}`));
      }),
      { numRuns: 500 },
    );
    const decoders = [new TextDecoder(), new TextDecoder('utf-16le'), new TextDecoder('latin1')];
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        for (const d of decoders) sane(parseOcoLossesCsv(d.decode(bytes)));
      }),
      { numRuns: 300 },
    );
  });

  it('parses a 10⁶-row file in bounded time', { timeout: 60_000 }, () => {
    const n = 1_000_000;
    const lines = new Array<string>(n + 1);
    lines[0] = 'z1,z2';
    for (let i = 0; i < n; i++) lines[i + 1] = `${(i % 10) / 10},${-(i % 7) / 8}`;
    const text = lines.join('\n');
    const t0 = performance.now();
    const r = ok(parseOcoLossesCsv(text));
    expect(performance.now() - t0).toBeLessThan(15_000);
    expect(r.rows).toBe(n);
    expect(r.values[2 * n - 2]).toBe(((n - 1) % 10) / 10);
    expect(r.values[2 * n - 3]).toBe(-((n - 2) % 7) / 8);
    expect(err(parseOcoLossesCsv(`${text}\n1,1`))).toEqual({
      line: n + 2,
      message: 'too many rows: the limit is 1000000',
    });
  });
});
