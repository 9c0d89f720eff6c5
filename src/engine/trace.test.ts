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

/** Runs `fn` in an engine whose ArrayBuffers cannot grow in place (before ES2024). */
function withoutResizableBuffers(fn: () => void): void {
  const proto = ArrayBuffer.prototype as { resize?: unknown };
  const saved = Object.getOwnPropertyDescriptor(proto, 'resize');
  delete proto.resize;
  try {
    fn();
  } finally {
    if (saved) Object.defineProperty(proto, 'resize', saved);
  }
}

/** How many rounds of `trace` differ from what batch() wrote (an independent formula). */
function wrongRounds(trace: Trace, length: number): number {
  const a = trace.column('a');
  const b = trace.column('b');
  let wrong = 0;
  for (let i = 0; i < length; i++) if (a?.[i] !== i * 0.5 || b?.[i] !== i % 100) wrong++;
  return wrong;
}

const keepsEveryRound = () =>
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 20_000 }),
      fc.integer({ min: 0, max: 24_000 }),
      fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 20 }),
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
        expect(wrongRounds(trace, length)).toBe(0);
      },
    ),
    { numRuns: 60 },
  );

describe('Trace', () => {
  it('keeps every round whatever its initial size and its batches (buffers grown in place)', () => {
    expect(typeof (ArrayBuffer.prototype as { resize?: unknown }).resize).toBe('function');
    keepsEveryRound();
  });

  it('keeps every round where buffers cannot grow in place (copied as they double)', () => {
    withoutResizableBuffers(keepsEveryRound);
  });

  it('reserves only what its rounds need, so a long run costs no memory up front', () => {
    const trace = new Trace(SPECS, 1_000_000);
    const bytes = (): number => trace.column('a')?.buffer.byteLength ?? -1;
    expect(bytes()).toBe(4096 * 8);
    const before = trace.column('a');
    trace.append(batch(0, 5000));
    expect(bytes()).toBe(8192 * 8);
    // Both columns, 8 + 1 bytes a round.
    expect(trace.byteLength).toBe(8192 * 9);
    trace.append(batch(5000, 20_000));
    expect(bytes()).toBe(25_000 * 8);
    // A view taken before the growth still reads the same buffer.
    expect(before?.buffer).toBe(trace.column('a')?.buffer);
    expect(wrongRounds(trace, 25_000)).toBe(0);
    // Where buffers cannot grow, all T rounds are allocated at once, as before.
    withoutResizableBuffers(() => {
      expect(new Trace(SPECS, 100_000).column('a')?.buffer.byteLength).toBe(100_000 * 8);
    });
  });

  it('rejects a batch that does not start where the trace ends', () => {
    const trace = new Trace(SPECS, 10, 2);
    trace.append(batch(0, 3));
    expect(() => trace.append(batch(4, 1))).toThrow(/starts at 4/);
  });
});
