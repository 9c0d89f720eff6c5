import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HYPOTHESES, parseClassCsv } from './class-csv';
import { formatCsvError } from './csv';
import { err, ok, wrongWidthTest } from './csv-test-kit';

const width = (n: number) =>
  `the class needs between 2 and 16 points (columns); this file has ${n}`;

describe('parseClassCsv: errors name the line', () => {
  it('a cell that is not 0 or 1', () => {
    expect(err(parseClassCsv('0,1,0\n1,0,1\n\n0,1,2'))).toEqual({
      line: 4,
      message: "expected 0 or 1, found '2' in column 3",
    });
    expect(formatCsvError(err(parseClassCsv('0,1,0\n1,0,1\n\n0,1,2')))).toBe(
      "line 4: expected 0 or 1, found '2' in column 3",
    );
    for (const bad of ['0.5', '-1', '', 'x', 'NaN', 'true', '0x1', '11', '1 0']) {
      expect(err(parseClassCsv(`0,1,1\n1,${bad},0`))).toEqual({
        line: 2,
        message: `expected 0 or 1, found '${bad}' in column 2`,
      });
    }
  });

  it('columns count from the file, name column included', () => {
    expect(err(parseClassCsv('name,a,b\nh1,0,1\nh2,1,x'))).toEqual({
      line: 3,
      message: "expected 0 or 1, found 'x' in column 3",
    });
  });

  it('a first row with a typo is data, not a header', () => {
    expect(err(parseClassCsv('0,O\n1,0'))).toEqual({
      line: 1,
      message: "expected 0 or 1, found 'O' in column 2",
    });
  });

  it('a first column with names on some rows only', () => {
    expect(err(parseClassCsv('h1,0,1\n0,1,1\nh3,1,0'))).toEqual({
      line: 1,
      message:
        "expected 0 or 1, found 'h1' in column 1 (a first column of names needs a name on every row, but line 2 starts with '0')",
    });
    expect(err(parseClassCsv('a,b,c\n1,0,1\n2,1,1\n3,0,0'))).toEqual({
      line: 3,
      message:
        "expected 0 or 1, found '2' in column 1 (a first column of names needs a name on every row, but line 2 starts with '1')",
    });
    // A lone typo in a column of bits is just a typo.
    expect(err(parseClassCsv('0,1\n1,1\nO,1\n1,0'))).toEqual({
      line: 3,
      message: "expected 0 or 1, found 'O' in column 1",
    });
  });

  it('rows of the wrong width', () => {
    expect(err(parseClassCsv('a,b,c,d,e,f\n0,0,0,0,0,0\n0,0,0,0,0'))).toEqual({
      line: 3,
      message: '5 fields, but line 1 has 6',
    });
    expect(err(parseClassCsv('\n\n0,1\n1,0,1'))).toEqual({
      line: 4,
      message: '3 fields, but line 3 has 2',
    });
    expect(err(parseClassCsv('0,1,1\n1'))).toEqual({
      line: 2,
      message: '1 field, but line 1 has 3',
    });
  });

  it('trailing separators are fields, as in the loss-matrix reader', () => {
    expect(err(parseClassCsv('a,b\n0,1,'))).toEqual({
      line: 2,
      message: '3 fields, but line 1 has 2',
    });
    expect(err(parseClassCsv('0,1,\n1,0,'))).toEqual({
      line: 1,
      message: "expected 0 or 1, found '' in column 3",
    });
  });

  it('the first problem wins', () => {
    expect(err(parseClassCsv('0,1\n1,2\n0,1\n0,1,1')).line).toBe(2);
    expect(err(parseClassCsv('0,1\n1,0,1\n0,2')).line).toBe(2);
    // Too many hypotheses, but a bad cell before the limit.
    const rows = Array.from({ length: MAX_HYPOTHESES + 5 }, (_, j) => (j === 7 ? '0,x' : '0,1'));
    expect(err(parseClassCsv(rows.join('\n')))).toEqual({
      line: 8,
      message: "expected 0 or 1, found 'x' in column 2",
    });
  });

  it('too few or too many points', () => {
    expect(err(parseClassCsv('\n0\n1'))).toEqual({
      line: 2,
      message: `${width(1)} (put commas, semicolons or tabs between the values)`,
    });
    expect(err(parseClassCsv('0110\n1010'))).toEqual({
      line: 1,
      message: `${width(1)} (put commas, semicolons or tabs between the values)`,
    });
    const row = (k: number, v = '0') => Array.from({ length: k }, () => v).join(',');
    expect(err(parseClassCsv(`${row(20)}\n${row(20)}`))).toEqual({ line: 1, message: width(20) });
    expect(formatCsvError(err(parseClassCsv(row(20))))).toBe(
      'line 1: the class needs between 2 and 16 points (columns); this file has 20',
    );
    expect(err(parseClassCsv(`\n${row(17)}\n${row(17)}`))).toEqual({
      line: 2,
      message: width(17),
    });
    // The width comes from the header when there is one.
    const head = Array.from({ length: 20 }, (_, i) => `x${i}`).join(',');
    expect(err(parseClassCsv(`${head}\n${row(20)}`))).toEqual({ line: 1, message: width(20) });
    // With a name column, the points are the columns after it.
    expect(err(parseClassCsv(`h1,${row(17)}\nh2,${row(17)}`))).toEqual({
      line: 1,
      message: `${width(17)} besides the name column`,
    });
    expect(err(parseClassCsv('a,b\nh1,1\nh2,0'))).toEqual({
      line: 1,
      message: `${width(1)} besides the name column`,
    });
    // A very wide row starting with a bit settles it without reading further.
    expect(err(parseClassCsv(`${row(5000)}\n${row(3)}`))).toEqual({
      line: 1,
      message: width(5000),
    });
    expect(ok(parseClassCsv(`${row(2)}\n${row(2, '1')}`)).n).toBe(2);
    expect(ok(parseClassCsv(`${row(16)}\n${row(16, '1')}`)).n).toBe(16);
  });

  it('more than 1024 hypotheses', () => {
    const rows = (k: number) =>
      Array.from({ length: k }, (_, j) => `${j & 1},${(j >> 1) & 1},${(j >> 2) & 1}`);
    const full = ok(parseClassCsv(['a,b,c', ...rows(MAX_HYPOTHESES)].join('\n')));
    expect(full.rows).toBe(MAX_HYPOTHESES);
    expect(full.duplicates).toBe(MAX_HYPOTHESES - 8);
    expect(err(parseClassCsv(['a,b,c', ...rows(MAX_HYPOTHESES + 1)].join('\n')))).toEqual({
      line: MAX_HYPOTHESES + 2,
      message: 'more than 1024 hypotheses (the limit)',
    });
    expect(err(parseClassCsv([...rows(MAX_HYPOTHESES), '', ...rows(3)].join('\r\n')))).toEqual({
      line: MAX_HYPOTHESES + 2,
      message: 'more than 1024 hypotheses (the limit)',
    });
  });

  it('no hypotheses', () => {
    expect(err(parseClassCsv(''))).toEqual({ line: 1, message: 'no hypotheses' });
    expect(err(parseClassCsv('\n \n'))).toEqual({ line: 2, message: 'no hypotheses' });
    expect(err(parseClassCsv('a,b\n'))).toEqual({ line: 1, message: 'no hypotheses' });
    for (const text of ['\uFEFF', '\r\n\r\n', 'a;b;c', '\uFEFFa\tb\r\n\r\n']) {
      expect(err(parseClassCsv(text)).message).toBe('no hypotheses');
    }
  });

  it('escapes control characters and cuts long fields in messages', () => {
    expect(err(parseClassCsv('0,1\n0,\u0007')).message).toBe(
      "expected 0 or 1, found '\\u{7}' in column 2",
    );
    expect(err(parseClassCsv(`0,1\n0,${'z'.repeat(100)}`)).message).toBe(
      `expected 0 or 1, found '${'z'.repeat(24)}…' in column 2`,
    );
  });

  it('a bad cell is reported at its line and column', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer({ min: 1, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom('2', 'x', '', '0.5', '-1', 'yes'),
        (n, k, header, withNames, rowSeed, colSeed, bad) => {
          const at = rowSeed % k;
          const col = colSeed % n;
          // Without names, a bad first cell on one of one or two rows reads as (part of) a name
          // column: covered by its own tests.
          fc.pre(withNames || col > 0 || k >= 3);
          const lines: string[] = [];
          if (header) lines.push((withNames ? ['name'] : []).concat(pointNames(n)).join(','));
          for (let j = 0; j < k; j++) {
            const cells = Array.from({ length: n }, (_, i) => String((i + j) & 1));
            if (j === at) cells[col] = bad;
            lines.push((withNames ? [`h${j}`] : []).concat(cells).join(','));
          }
          expect(err(parseClassCsv(lines.join('\n')))).toEqual({
            line: (header ? 1 : 0) + at + 1,
            message: `expected 0 or 1, found '${bad}' in column ${col + 1 + (withNames ? 1 : 0)}`,
          });
        },
      ),
    );
  });

  wrongWidthTest(parseClassCsv, { maxWidth: 16, headers: false });
});

function pointNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `x${i}`);
}
