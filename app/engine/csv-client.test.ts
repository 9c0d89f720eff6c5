import { describe, expect, it } from 'vitest';
import { parseLossMatrixOffThread, parsePointsOffThread } from './csv-client';

// In Node there are no workers: the client parses in place, with the same results.
describe('the CSV client without workers', () => {
  it('parses points, as columns, from text or a Blob', async () => {
    expect(typeof Worker).toBe('undefined');
    const fromText = await parsePointsOffThread('x1,x2,y\n0.5,0.5,1\n-1,2,-1');
    expect(fromText).toEqual({
      ok: true,
      rows: 2,
      header: ['x1', 'x2', 'y'],
      x1: Float64Array.of(0.5, -1),
      x2: Float64Array.of(0.5, 2),
      y: Int8Array.of(1, -1),
    });
    expect(await parsePointsOffThread(new Blob(['x1,x2,y\n0.5,0.5,1\n-1,2,-1']))).toEqual(fromText);
    expect(await parsePointsOffThread('1,oops,1')).toEqual({
      ok: false,
      error: { line: 1, message: "x2 is 'oops', not a finite number" },
    });
  });

  it('parses a loss matrix', async () => {
    const r = await parseLossMatrixOffThread(new Blob(['a,b\n0,1\n0.5,0.25\n']));
    expect(r.ok && Array.from(r.values)).toEqual([0, 1, 0.5, 0.25]);
  });
});
