import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOcoLossesCsv } from './oco-csv';

describe('the convex lessons’ CSV of losses', () => {
  it('reads linear losses under v1,v2 and quadratic ones under z1,z2', () => {
    const lin = parseOcoLossesCsv('v1,v2\n1,0\n-0.5,2.5\n');
    expect(lin).toEqual({
      ok: true,
      kind: 'linear',
      rows: 2,
      values: Float64Array.of(1, 0, -0.5, 2.5),
    });
    const quad = parseOcoLossesCsv('\uFEFFZ1 ; z2\r\n0.1;0.2\r\n\r\n3;-4\r\n');
    expect(quad).toEqual({
      ok: true,
      kind: 'quadratic',
      rows: 2,
      values: Float64Array.of(0.1, 0.2, 3, -4),
    });
    expect(parseOcoLossesCsv('v1\tv2\n1e-3\t2E2').ok).toBe(true);
  });

  it.each([
    ['', 1, /empty/],
    ['x1,x2\n1,2', 1, /header v1,v2 .* or z1,z2/],
    ['1,2\n3,4', 1, /header/],
    ['v1,v2', 1, /no losses/],
    ['v1,v2\n1,2\n3', 3, /expected 2 values/],
    ['v1,v2\n1,2,3', 2, /expected 2 values/],
    ['z1,z2\n1,abc', 2, /column 2 is 'abc', not a number/],
    ['z1,z2\n1,2\n\nNaN,1', 4, /column 1 is 'NaN'/],
    ['v1,v2\n1e200,0', 2, /up to 1e150/],
  ])('names the line of %j', (text, line, message) => {
    const r = parseOcoLossesCsv(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.line).toBe(line);
    expect(r.error.message).toMatch(message);
  });

  it('stops at the row limit, naming the line', () => {
    const r = parseOcoLossesCsv('v1,v2\n1,1\n2,2\n3,3', { maxRows: 2 });
    expect(r).toMatchObject({ ok: false, error: { line: 4 } });
  });

  it('round-trips any finite rows it is given', () => {
    const pair = fc.tuple(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('v1,v2', 'z1,z2'),
        fc.array(pair, { minLength: 1, maxLength: 50 }),
        (header, rows) => {
          const text = [header, ...rows.map(([a, b]) => `${a},${b}`)].join('\n');
          const r = parseOcoLossesCsv(text);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(r.kind).toBe(header === 'v1,v2' ? 'linear' : 'quadratic');
          expect(Array.from(r.values)).toEqual(rows.flat().map((v) => v + 0));
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const r = parseOcoLossesCsv(`v1,v2\n${s}`);
        if (r.ok) for (const v of r.values) expect(Number.isFinite(v)).toBe(true);
        else expect(r.error.line).toBeGreaterThanOrEqual(1);
        parseOcoLossesCsv(s);
      }),
      { numRuns: 500 },
    );
  });
});
