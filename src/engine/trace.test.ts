import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Trace, type Batch, type ColumnSpec } from './trace';

const SPECS: ColumnSpec[] = [
  { name: 'a', type: 'f64' },
  { name: 'b', type: 'i8' },
];

function batch(from: number, count: number): Batch {
  const a = new Float64Array(count);
  const b = new Int8Array(count);
  for (let i = 0; i < count; i++) {
    a[i] = (from + i) * 0.5;
    b[i] = (from + i) % 100;
  }
  return { generation: 1, from, count, columns: { a, b }, waiting: false, done: false };
}

describe('Trace', () => {
  it('keeps every round whatever its initial size and its batches (growing past it by doubling)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 20 }),
        (T, initial, sizes) => {
          const trace = new Trace(SPECS, T, initial);
          let length = 0;
          for (const size of sizes) {
            const count = Math.min(size, T - length);
            trace.append(batch(length, count));
            length += count;
          }
          expect(trace.length).toBe(length);
          expect(trace.column('a')?.length).toBe(length);
          // Round t holds what the batch wrote at index t − 1, read back independently.
          for (const t of [1, Math.ceil(length / 2), length]) {
            if (t < 1 || t > length) continue;
            expect(trace.at('a', t)).toBe((t - 1) * 0.5);
            expect(trace.at('b', t)).toBe((t - 1) % 100);
          }
          expect(trace.at('a', length + 1)).toBeNaN();
        },
      ),
    );
  });

  it('rejects a batch that does not start where the trace ends', () => {
    const trace = new Trace(SPECS, 10, 2);
    trace.append(batch(0, 3));
    expect(() => trace.append(batch(4, 1))).toThrow(/starts at 4/);
  });
});
