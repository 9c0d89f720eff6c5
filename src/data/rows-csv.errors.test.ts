import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCsvError } from './csv';
import {
  DEFAULT_MAX_DATA_ROWS,
  DEFAULT_MAX_DATA_VALUES,
  MAX_FEATURES,
  parseRowsCsv,
} from './rows-csv';
import { err, ok, wrongWidthTest } from './csv-test-kit';

describe('parseRowsCsv: errors name the line', () => {
  it('a value that is not a number', () => {
    const e = err(parseRowsCsv('x1,x2,y\n1,2,3\n\n4,5,abc'));
    expect(e).toEqual({ line: 4, message: "'abc' in column 3 is not a number" });
    expect(formatCsvError(e)).toBe("line 4: 'abc' in column 3 is not a number");
    for (const bad of ['0x1', '1,5', '1 2', 'one', '--1', '1e', '.', 'true']) {
      const text = `1;2;3\n4;${bad};6`;
      expect(err(parseRowsCsv(text))).toEqual({
        line: 2,
        message: `'${bad}' in column 2 is not a number`,
      });
    }
  });

  it('a value that is not finite', () => {
    for (const bad of ['NaN', 'nan', '-NaN', 'Infinity', '+Infinity', '-inf', '1e999', '-1e400']) {
      expect(err(parseRowsCsv(`1,2\n3,${bad}`))).toEqual({
        line: 2,
        message: `'${bad}' in column 2 is not a finite number`,
      });
      // Even on the first line: it is data, not a header.
      expect(err(parseRowsCsv(`${bad},1\n3,4`))).toEqual({
        line: 1,
        message: `'${bad}' in column 1 is not a finite number`,
      });
    }
  });

  it('an empty value', () => {
    expect(err(parseRowsCsv('1,2,3\n4,,6'))).toEqual({
      line: 2,
      message: 'column 2 is empty, not a number',
    });
    // A trailing separator on every line is an empty last column.
    expect(err(parseRowsCsv('1,2,\n3,4,'))).toEqual({
      line: 1,
      message: 'column 3 is empty, not a number',
    });
  });

  it('a first row with a typo is data, not a header', () => {
    expect(err(parseRowsCsv('1,O,1\n1,0,1'))).toEqual({
      line: 1,
      message: "'O' in column 2 is not a number",
    });
  });

  it('rows of the wrong width', () => {
    expect(err(parseRowsCsv('a,b,c,d,e,y\n1,2,3,4,5,6\n1,2,3,4,5'))).toEqual({
      line: 3,
      message: '5 fields, but line 1 has 6',
    });
    expect(err(parseRowsCsv('\n\n0,1\n1,0,1'))).toEqual({
      line: 4,
      message: '3 fields, but line 3 has 2',
    });
    expect(err(parseRowsCsv('0,1,1\n1'))).toEqual({
      line: 2,
      message: '1 field, but line 1 has 3',
    });
    // A trailing separator on one line.
    expect(err(parseRowsCsv('a,y\n0,1,'))).toEqual({
      line: 2,
      message: '3 fields, but line 1 has 2',
    });
  });

  it('too few or too many columns', () => {
    expect(err(parseRowsCsv('\n0.5\n1'))).toEqual({
      line: 2,
      message:
        'found 1 value: each row needs at least 2 columns (the features x1 … xn, then y), separated by commas, semicolons or tabs',
    });
    expect(err(parseRowsCsv('1 2 3\n4 5 6')).message).toMatch(/^found 1 value: /);
    const wide = Array.from({ length: MAX_FEATURES + 2 }, () => '0').join(',');
    expect(err(parseRowsCsv(`\n${wide}\n`))).toEqual({
      line: 2,
      message: `found ${MAX_FEATURES + 2} columns: at most ${MAX_FEATURES} features (plus y) are supported`,
    });
    // The width comes from the header when there is one.
    const head = Array.from({ length: MAX_FEATURES + 2 }, (_, i) => `c${i}`).join(',');
    expect(err(parseRowsCsv(`${head}\n${wide}`)).line).toBe(1);
    expect(err(parseRowsCsv('label\n1')).line).toBe(1);
  });

  it('no rows', () => {
    expect(err(parseRowsCsv(''))).toEqual({ line: 1, message: 'no rows' });
    expect(err(parseRowsCsv('\n \n'))).toEqual({ line: 2, message: 'no rows' });
    expect(err(parseRowsCsv('x,y\n'))).toEqual({ line: 1, message: 'no rows' });
    expect(err(parseRowsCsv('x,y\r\n\r\n\r\n'))).toEqual({ line: 3, message: 'no rows' });
    for (const text of ['\uFEFF', '\r\n\r\n', 'a;b;c', '\uFEFFa\tb\r\n\r\n']) {
      expect(err(parseRowsCsv(text)).message).toBe('no rows');
    }
  });

  it('too many rows or values', () => {
    const text = 'a,b,y\n0,0,1\n0,1,1\n1,0,-1\n';
    expect(ok(parseRowsCsv(text, { maxRows: 3 })).rows).toBe(3);
    expect(err(parseRowsCsv(text, { maxRows: 2 }))).toEqual({
      line: 4,
      message: 'too many rows: the limit is 2',
    });
    expect(err(parseRowsCsv(text, { maxRows: 0 }))).toEqual({
      line: 2,
      message: 'too many rows: the limit is 0',
    });
    // Values count every column, y included: 3 rows of 3 are 9.
    expect(ok(parseRowsCsv(text, { maxValues: 9 })).rows).toBe(3);
    expect(err(parseRowsCsv(text, { maxValues: 8 }))).toEqual({
      line: 4,
      message: 'too many values (rows × columns): the limit is 8',
    });
    expect(err(parseRowsCsv('\n1,2,3,4', { maxValues: 3 }))).toEqual({
      line: 2,
      message: 'too many values (rows × columns): the limit is 3',
    });
    // Limits are floored, and NaN means the default.
    expect(ok(parseRowsCsv(text, { maxRows: 3.9, maxValues: Number.NaN })).rows).toBe(3);
    expect(ok(parseRowsCsv(text, { maxRows: Infinity, maxValues: Infinity })).rows).toBe(3);
  });

  it('the default limits: 10⁶ rows and 10⁷ values', { timeout: 60_000 }, () => {
    expect(DEFAULT_MAX_DATA_ROWS).toBe(1_000_000);
    expect(DEFAULT_MAX_DATA_VALUES).toBe(10_000_000);
    const rows = new Array<string>(DEFAULT_MAX_DATA_ROWS + 1).fill('0,1');
    expect(err(parseRowsCsv(['x,y', ...rows].join('\n')))).toEqual({
      line: DEFAULT_MAX_DATA_ROWS + 2,
      message: 'too many rows: the limit is 1000000',
    });
    // 2000 columns: 5000 rows are exactly 10⁷ values, the 5001st is one row too many.
    const wide = Array.from({ length: 2000 }, (_, i) => String(i % 3)).join(',');
    expect(err(parseRowsCsv(new Array<string>(5001).fill(wide).join('\n')))).toEqual({
      line: 5001,
      message: 'too many values (rows × columns): the limit is 10000000',
    });
  });

  it('a 10⁶-row file is read whole', { timeout: 60_000 }, () => {
    const lines = Array.from({ length: DEFAULT_MAX_DATA_ROWS }, (_, i) => `${i},${i % 2 ? 1 : -1}`);
    const r = ok(parseRowsCsv(lines.join('\r\n')));
    expect(r.rows).toBe(DEFAULT_MAX_DATA_ROWS);
    expect(r.n).toBe(1);
    expect(r.x.length).toBe(DEFAULT_MAX_DATA_ROWS);
    expect(r.x[DEFAULT_MAX_DATA_ROWS - 1]).toBe(DEFAULT_MAX_DATA_ROWS - 1);
    expect(r.y[DEFAULT_MAX_DATA_ROWS - 1]).toBe(1);
    expect(r.labels).toBe(true);
  });

  it('the first problem wins', () => {
    expect(err(parseRowsCsv('0,1\n1,x\n0,1\n0,1,1')).line).toBe(2);
    expect(err(parseRowsCsv('0,1\n1,0,1\n0,x')).line).toBe(2);
    expect(err(parseRowsCsv('x,1,y\n1,2')).message).toBe("'x' in column 1 is not a number");
    // Left to right within a line.
    expect(err(parseRowsCsv('1,2,3\nb,a,'))).toEqual({
      line: 2,
      message: "'b' in column 1 is not a number",
    });
    // A bad value before the row limit is reached.
    const rows = Array.from({ length: 20 }, (_, j) => (j === 7 ? '0,?' : '0,1'));
    expect(err(parseRowsCsv(rows.join('\n'), { maxRows: 10 }))).toEqual({
      line: 8,
      message: "'?' in column 2 is not a number",
    });
  });

  it('escapes control characters and cuts long fields in messages', () => {
    expect(err(parseRowsCsv('0,1\n0,\u0007x')).message).toBe(
      "'\\u{7}x' in column 2 is not a number",
    );
    expect(err(parseRowsCsv(`0,1\n0,${'z'.repeat(100)}`)).message).toBe(
      `'${'z'.repeat(24)}…' in column 2 is not a number`,
    );
  });

  it('a bad value is reported at its line and column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.nat({ max: 3 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('x', '1.2.3', 'NaN', '1e999', '', '#'),
        (n, k, header, blanks, rowSeed, colSeed, bad) => {
          const at = rowSeed % k;
          const col = colSeed % (n + 1);
          const lines: string[] = [];
          if (header) lines.push(Array.from({ length: n + 1 }, (_, i) => `c${i}`).join('\t'));
          let badLine = 0;
          for (let j = 0; j < k; j++) {
            for (let b = 0; b < blanks; b++) lines.push('');
            const cells = Array.from({ length: n + 1 }, (_, i) => String(i - j / 4));
            if (j === at) {
              cells[col] = bad;
              badLine = lines.length + 1;
            }
            lines.push(cells.join('\t'));
          }
          const e = err(parseRowsCsv(lines.join('\r\n')));
          expect(e.line).toBe(badLine);
          expect(e.message).toBe(
            bad === ''
              ? `column ${col + 1} is empty, not a number`
              : `'${bad}' in column ${col + 1} is not a ${
                  bad === 'NaN' || bad === '1e999' ? 'finite ' : ''
                }number`,
          );
        },
      ),
    );
  });

  wrongWidthTest(parseRowsCsv, { maxWidth: 20, headers: true });
});
