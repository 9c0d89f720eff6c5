import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  parsePointsCsv,
  formatCsvError,
  pointsToColumns,
  DEFAULT_MAX_ROWS,
  type CsvResult,
} from './csv';
import { collect, err, expectLineError, hostileFileTests, memory, ok } from './csv-test-kit';

describe('parsePointsCsv: happy paths', () => {
  it('parses plain rows with every accepted label spelling', () => {
    const r = ok(parsePointsCsv('0.5,-2,1\n3,4,+1\n-1e2,.25,-1\n7,8,1.0\n9,10,-1.0\n'));
    expect(r.header).toBeNull();
    expect(r.points).toEqual([
      { x1: 0.5, x2: -2, y: 1 },
      { x1: 3, x2: 4, y: 1 },
      { x1: -100, x2: 0.25, y: -1 },
      { x1: 7, x2: 8, y: 1 },
      { x1: 9, x2: 10, y: -1 },
    ]);
  });

  it('accepts a header, CRLF, blank lines, surrounding whitespace and no final newline', () => {
    const r = ok(parsePointsCsv('x1, x2 ,y\r\n\r\n  1 , 2 , -1 \r\n\n\t3,4,1'));
    expect(r.header).toEqual(['x1', 'x2', 'y']);
    expect(r.points).toEqual([
      { x1: 1, x2: 2, y: -1 },
      { x1: 3, x2: 4, y: 1 },
    ]);
  });

  it('detects semicolon and tab separators from the first line', () => {
    expect(ok(parsePointsCsv('a;b;label\n1;2;-1\n')).points).toEqual([{ x1: 1, x2: 2, y: -1 }]);
    expect(ok(parsePointsCsv('1\t2\t1\n3\t4\t-1')).points).toEqual([
      { x1: 1, x2: 2, y: 1 },
      { x1: 3, x2: 4, y: -1 },
    ]);
  });

  it('strips a byte-order mark', () => {
    const r = ok(parsePointsCsv('\uFEFFx1,x2,y\n1,2,1'));
    expect(r.header).toEqual(['x1', 'x2', 'y']);
    expect(r.points).toHaveLength(1);
  });

  it('treats a first line containing any number as data, so a typo there is reported', () => {
    expect(err(parsePointsCsv('1,2,O\n3,4,1'))).toEqual({
      line: 1,
      message: "y is 'O', must be -1 or +1",
    });
  });

  it('formats errors with the line number', () => {
    expect(formatCsvError({ line: 4, message: 'expected 3 values (x1,x2,y), found 2' })).toBe(
      'line 4: expected 3 values (x1,x2,y), found 2',
    );
  });
});

describe('parsePointsCsv: errors name the line', () => {
  it('wrong number of fields', () => {
    expect(err(parsePointsCsv('x1,x2,y\n1,2,1\n\n3,4\n'))).toEqual({
      line: 4,
      message: 'expected 3 values (x1,x2,y), found 2',
    });
    expect(err(parsePointsCsv('1,2,1\n1,2,1,5')).message).toBe(
      'expected 3 values (x1,x2,y), found 4',
    );
    expect(err(parsePointsCsv('1 2 1')).message).toBe('expected 3 values (x1,x2,y), found 1');
  });

  it('non-numeric and non-finite coordinates', () => {
    expect(err(parsePointsCsv('1,2,1\n1,abc,1'))).toEqual({
      line: 2,
      message: "x2 is 'abc', not a finite number",
    });
    for (const bad of ['NaN', 'Infinity', '-inf', '1e999', '0x10', '', '1 2']) {
      const e = err(parsePointsCsv(`0,0,1\n\n${bad},1,-1`));
      expect(e.line).toBe(3);
      expect(e.message).toBe(`x1 is '${bad}', not a finite number`);
    }
  });

  it('labels other than -1 and +1', () => {
    expect(err(parsePointsCsv('x1,x2,y\n1,2,0'))).toEqual({
      line: 2,
      message: "y is '0', must be -1 or +1",
    });
    for (const bad of ['2', '-2', 'yes', '1.5', 'NaN', '']) {
      expect(err(parsePointsCsv(`1,2,${bad}`)).message).toBe(`y is '${bad}', must be -1 or +1`);
    }
  });

  it('empty files and header-only files', () => {
    expect(err(parsePointsCsv(''))).toEqual({ line: 1, message: 'no data rows' });
    expect(err(parsePointsCsv('\n  \r\n\n'))).toEqual({ line: 3, message: 'no data rows' });
    expect(err(parsePointsCsv('x1,x2,y\r\n'))).toEqual({ line: 1, message: 'no data rows' });
  });

  it('too many rows', () => {
    const text = 'x1,x2,y\n1,1,1\n2,2,1\n3,3,1\n';
    expect(ok(parsePointsCsv(text, { maxRows: 3 })).points).toHaveLength(3);
    expect(err(parsePointsCsv(text, { maxRows: 2 }))).toEqual({
      line: 4,
      message: 'too many rows: the limit is 2',
    });
  });

  it('escapes unprintable bytes and truncates long fields in messages', () => {
    expect(err(parsePointsCsv('1,\u0000\u0007,1')).message).toBe(
      "x2 is '\\u{0}\\u{7}', not a finite number",
    );
    const e = err(parsePointsCsv(`1,2,${'z'.repeat(100)}`));
    expect(e.message).toBe(`y is '${'z'.repeat(24)}…', must be -1 or +1`);
  });
});

describe('parsePointsCsv: robustness', () => {
  const check = (text: string) => {
    const r = parsePointsCsv(text, { maxRows: 50 });
    if (r.ok) {
      expect(r.points.length).toBeGreaterThan(0);
      for (const p of r.points) {
        expect(Number.isFinite(p.x1) && Number.isFinite(p.x2)).toBe(true);
        expect(p.y === 1 || p.y === -1).toBe(true);
      }
    } else {
      expect(Number.isInteger(r.error.line) && r.error.line >= 1).toBe(true);
      expect(typeof formatCsvError(r.error)).toBe('string');
    }
  };

  it('never throws on random bytes or arbitrary Unicode', { timeout: 30_000 }, () => {
    const bytes = fc.uint8Array({ maxLength: 400 }).map((b) => String.fromCharCode(...b));
    fc.assert(fc.property(bytes, check), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 100 }), check), {
      numRuns: 100,
    });
  });

  it('stays cheap on a huge line of garbage', () => {
    const e = err(parsePointsCsv(`1,2,1\n${'\u0000'.repeat(5_000_000)}`));
    expect(e).toEqual({ line: 2, message: 'expected 3 values (x1,x2,y), found 1' });
    const f = err(parsePointsCsv(`1,2,${'\u0001'.repeat(5_000_000)}`));
    expect(f.message).toBe(`y is '${'\\u{1}'.repeat(24)}…', must be -1 or +1`);
  });

  it('never throws on CSV-flavoured noise', { timeout: 30_000 }, () => {
    const token = fc.constantFrom(
      '1',
      '-1',
      '+1',
      '0',
      '1.0',
      '1e999',
      'NaN',
      ',',
      ';',
      '\t',
      '\n',
      '\r\n',
      ' ',
      'x',
      '\0',
      '.',
      'e',
      '-',
      '\uFEFF',
      '\uD800',
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 60 }).map((t) => t.join('')),
        check,
      ),
      {
        numRuns: 1000,
      },
    );
  });

  it('round-trips generated valid files', () => {
    const row = fc.record({
      x1: fc.double({ noNaN: true, noDefaultInfinity: true }),
      x2: fc.double({ noNaN: true, noDefaultInfinity: true }),
      y: fc.constantFrom<1 | -1>(1, -1),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 30 }), fc.boolean(), (rows, hdr) => {
        const body = rows.map((p) => `${String(p.x1)},${String(p.x2)},${p.y}`).join('\n');
        const r = ok(parsePointsCsv(hdr ? `x1,x2,y\n${body}` : body));
        // String(-0) is '0', so compare through the same formatting.
        expect(r.points.map((p) => [p.x1 + 0, p.x2 + 0, p.y])).toEqual(
          rows.map((p) => [p.x1 + 0, p.x2 + 0, p.y]),
        );
      }),
    );
  });

  it('parses a 10⁶-row file in bounded memory and reasonable time', { timeout: 60_000 }, () => {
    const n = 1_000_000;
    const lines = new Array<string>(n + 1);
    lines[0] = 'x1,x2,y';
    for (let i = 0; i < n; i++) lines[i + 1] = `${(i % 1000) / 8},${-i},${i % 3 === 0 ? -1 : 1}`;
    const text = lines.join('\r\n');
    lines.length = 0;
    collect();
    const before = memory();
    const t0 = performance.now();
    const r = ok(parsePointsCsv(text));
    const ms = performance.now() - t0;
    collect();
    const grown = memory() - before;
    expect(r.points).toHaveLength(n);
    expect(r.points[n - 1]).toEqual({ x1: 999 / 8, x2: -(n - 1), y: -1 });
    // 10⁶ small objects and their array, about 50 MB: no copy of the lines, no field arrays.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    // About a second on an idle machine; the margin is for a loaded CI runner.
    expect(ms).toBeLessThan(10_000);
    // Exactly at the default limit is fine; the limit itself is checked cheaply.
    expect(DEFAULT_MAX_ROWS).toBe(n);
  });
});

describe('parsePointsCsv: hostile files', () => {
  const sane = (r: CsvResult): void => {
    if (r.ok) {
      for (const p of r.points) {
        expect(Number.isFinite(p.x1) && Number.isFinite(p.x2)).toBe(true);
        expect(p.y === 1 || p.y === -1).toBe(true);
      }
    } else {
      expectLineError(r.error);
    }
  };

  hostileFileTests(parsePointsCsv, sane, '0.5,0.5,1\n-0.5,-0.4,-1\n0.9,-0.1,1\n', {
    arbitraryText: false,
  });

  it('empty, blank, BOM-only and header-only files', () => {
    for (const text of [
      '',
      '\uFEFF',
      '\n',
      '\r\n\r\n',
      '   \t  ',
      'x1,x2,y',
      '\uFEFFx1,x2,y\r\n\r\n',
    ]) {
      expect(err(parsePointsCsv(text)).message).toBe('no data rows');
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
      expect(err(parsePointsCsv(`${bad},1,1`))).toEqual({
        line: 1,
        message: `x1 is '${bad}', not a finite number`,
      });
      expect(err(parsePointsCsv(`1,${bad},-1`)).message).toBe(
        `x2 is '${bad}', not a finite number`,
      );
      expect(err(parsePointsCsv(`1,1,${bad}`)).message).toBe(`y is '${bad}', must be -1 or +1`);
    }
  });

  it('a row with the wrong number of values is reported on its line', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 20 }),
        fc.integer({ min: 1, max: 8 }).filter((k) => k !== 3),
        (before, k) => {
          const rows = Array.from({ length: before }, () => '0.5,-0.5,1');
          const bad = Array.from({ length: k }, () => '1').join(',');
          const e = err(parsePointsCsv(['x1,x2,y', ...rows, bad, '1,1,1'].join('\n')));
          expect(e).toEqual({
            line: before + 2,
            message: `expected 3 values (x1,x2,y), found ${k}`,
          });
        },
      ),
    );
  });
});

describe('points as columns (the worker boundary)', () => {
  it('keeps every point, in order, in arrays that own their buffers', () => {
    const point = fc.record({
      x1: fc.double({ noNaN: true, noDefaultInfinity: true }),
      x2: fc.double({ noNaN: true, noDefaultInfinity: true }),
      y: fc.constantFrom<1 | -1>(1, -1),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 50 }), (points) => {
        const { x1, x2, y } = pointsToColumns(points);
        expect(Array.from(x1)).toEqual(points.map((p) => p.x1));
        expect(Array.from(x2)).toEqual(points.map((p) => p.x2));
        expect(Array.from(y)).toEqual(points.map((p) => p.y));
        expect(y.buffer.byteLength).toBe(points.length);
      }),
    );
  });
});
