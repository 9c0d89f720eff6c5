import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePointsCsv, pointsToColumns } from '../data/csv';
import { parseLossMatrixCsv } from '../data/loss-matrix-csv';
import { parseOcoLossesCsv } from '../data/oco-csv';
import {
  csvTransferables,
  parseLossMatrix,
  parseOcoLosses,
  parsePointsColumns,
  readText,
} from './csv-api';

describe('the CSV worker’s API', () => {
  it('gives the points parser’s answer, as columns', () => {
    const text = 'x1,x2,y\n0.5,-1,1\n2,3e2,-1\n';
    const r = parsePointsColumns(text);
    const direct = parsePointsCsv(text);
    if (!r.ok || !direct.ok) throw new Error('expected success');
    expect(r.rows).toBe(2);
    expect(r.header).toEqual(['x1', 'x2', 'y']);
    expect({ x1: r.x1, x2: r.x2, y: r.y }).toEqual(pointsToColumns(direct.points));
    expect(parsePointsColumns('1,2')).toEqual(parsePointsCsv('1,2'));
  });

  it('agrees with the parsers on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const a = parsePointsColumns(text);
        const b = parsePointsCsv(text);
        expect(a.ok).toBe(b.ok);
        if (a.ok && b.ok) expect({ x1: a.x1, x2: a.x2, y: a.y }).toEqual(pointsToColumns(b.points));
        else expect(a).toEqual(b);
        expect(parseLossMatrix(text)).toEqual(parseLossMatrixCsv(text));
        expect(parseOcoLosses(text)).toEqual(parseOcoLossesCsv(text));
      }),
    );
  });

  it('transfers exactly the buffers of the result', () => {
    const points = parsePointsColumns('1,2,1\n3,4,-1');
    if (!points.ok) throw new Error('expected success');
    expect(csvTransferables(points)).toEqual([points.x1.buffer, points.x2.buffer, points.y.buffer]);
    // Each column owns its whole buffer: transferring it hands over nothing else.
    expect(points.x1.buffer.byteLength).toBe(2 * 8);
    const matrix = parseLossMatrix('0,1\n1,0\n0.5,0.5');
    if (!matrix.ok) throw new Error('expected success');
    expect(csvTransferables(matrix)).toEqual([matrix.values.buffer]);
    expect(matrix.values.buffer.byteLength).toBe(6 * 8);
    expect(csvTransferables(parseLossMatrix(''))).toEqual([]);
    // The values are sliced to the rows read, so their buffer holds nothing more.
    const losses = parseOcoLosses('v1,v2\n1,2\n3,4');
    if (!losses.ok) throw new Error('expected success');
    expect(csvTransferables(losses)).toEqual([losses.values.buffer]);
    expect(losses.values.buffer.byteLength).toBe(4 * 8);
  });

  it('reads a Blob as the text it holds', async () => {
    expect(await readText(new Blob(['x1,x2,y\n', '1,2,1']))).toBe('x1,x2,y\n1,2,1');
    expect(await readText('as is')).toBe('as is');
  });
});
