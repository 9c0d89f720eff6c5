import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CLASSES, parseClassPointsCsv } from './class-points-csv';
import { err, ok } from './csv-test-kit';

describe('parseClassPointsCsv', () => {
  it('numbers the labels in order of first appearance', () => {
    const r = ok(parseClassPointsCsv('0,1,setosa\n2,3,virginica\n4,5,setosa\n6,7,versicolor\n'));
    expect(r.rows).toBe(4);
    expect(Array.from(r.x1)).toEqual([0, 2, 4, 6]);
    expect(Array.from(r.x2)).toEqual([1, 3, 5, 7]);
    expect(Array.from(r.label)).toEqual([0, 1, 0, 2]);
    expect(r.names).toEqual(['setosa', 'virginica', 'versicolor']);
    expect(r.header).toBeNull();
  });

  it('reads integer labels, one class per number', () => {
    const r = ok(parseClassPointsCsv('0,0,3\n1,1,1\n2,2,3.0\n'));
    expect(Array.from(r.label)).toEqual([0, 1, 0]);
    expect(r.names).toEqual(['3', '1']);
  });

  it('takes a header, a BOM, CRLF, blank lines, semicolons and tabs', () => {
    const r = ok(parseClassPointsCsv('\uFEFFx1;x2;class\r\n\r\n1.5; -2 ;a\r\n0;0;b\r\n'));
    expect(r.header).toEqual(['x1', 'x2', 'class']);
    expect(Array.from(r.x1)).toEqual([1.5, 0]);
    expect(Array.from(r.x2)).toEqual([-2, 0]);
    expect(r.names).toEqual(['a', 'b']);
    const t = ok(parseClassPointsCsv('1\t2\tA\n3\t4\tB'));
    expect(t.names).toEqual(['A', 'B']);
  });

  it('names the line of each problem', () => {
    expect(err(parseClassPointsCsv('x1,x2,c\n1,2,a\n1,b,a\n'))).toEqual({
      line: 3,
      message: "x2 is 'b', not a finite number",
    });
    expect(err(parseClassPointsCsv('1,2,a\n\n1,2\n')).line).toBe(3);
    expect(err(parseClassPointsCsv('1,2,\n')).message).toMatch(/empty/);
    expect(err(parseClassPointsCsv('1,2,inf\n1e999,2,a')).message).toMatch(/x1 is '1e999'/);
    expect(err(parseClassPointsCsv('')).message).toBe('no data rows');
    expect(err(parseClassPointsCsv('x,y,l\n')).message).toBe('no data rows');
  });

  it('rejects a seventh class at the line that brings it, and a single class', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((l, i) => `${i},0,${l}`).join('\n');
    const e = err(parseClassPointsCsv(`x1,x2,l\n${rows}`));
    expect(e.line).toBe(8);
    expect(e.message).toMatch(new RegExp(`at most ${MAX_CLASSES} classes`));
    expect(err(parseClassPointsCsv('1,2,a\n3,4,a')).message).toMatch(/at least 2 classes/);
  });

  it('honours a row limit', () => {
    expect(err(parseClassPointsCsv('1,2,a\n3,4,b\n5,6,a', { maxRows: 2 })).line).toBe(3);
  });

  it('round-trips any points and labels written out (independent writer)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.constantFrom('red', 'green', 'blue', '7', 'x y'),
          ),
          { minLength: 1, maxLength: 50 },
        ),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        (rows, sep, eol) => {
          const text = rows.map(([a, b, l]) => [String(a), String(b), l].join(sep)).join(eol);
          const r = parseClassPointsCsv(text);
          const distinct = [...new Set(rows.map((r) => r[2]))];
          if (distinct.length < 2) {
            expect(r.ok).toBe(false);
            return;
          }
          const d = ok(r);
          expect(d.names).toEqual(distinct);
          expect(Array.from(d.x1)).toEqual(rows.map(([a]) => a + 0));
          expect(Array.from(d.x2)).toEqual(rows.map(([, b]) => b + 0));
          expect(Array.from(d.label)).toEqual(rows.map(([, , l]) => distinct.indexOf(l)));
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        expect(() => parseClassPointsCsv(s)).not.toThrow();
      }),
    );
  });
});

describe('the CSV worker’s class-points reader', () => {
  it('transfers exactly the three column buffers', async () => {
    const { csvTransferables, parseClassPoints } = await import('../worker/csv-api');
    const r = parseClassPoints('1,2,a\n3,4,b\n5,6,a');
    if (!r.ok) throw new Error('expected success');
    expect(csvTransferables(r)).toEqual([r.x1.buffer, r.x2.buffer, r.label.buffer]);
    expect(r.x1.buffer.byteLength).toBe(3 * 8);
    expect(r.label.buffer.byteLength).toBe(3);
  });
});
