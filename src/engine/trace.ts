/**
 * Columnar traces: the worker records each round into typed-array columns and ships them in
 * batches as transferables; the main thread appends them to a Trace and reads any round in O(1).
 */
export type ColumnType = 'f64' | 'f32' | 'i32' | 'i8';
export type Column = Float64Array | Float32Array | Int32Array | Int8Array;

export interface ColumnSpec {
  name: string;
  type: ColumnType;
}

export interface Batch {
  /** Which configuration produced it; a batch from an older one is dropped. */
  generation: number;
  /** Index of the first round in the batch (round t is stored at index t − 1). */
  from: number;
  count: number;
  columns: Record<string, Column>;
  /** True when the stream has no more rounds for now (the student has not clicked yet). */
  waiting: boolean;
  done: boolean;
}

export function allocate(type: ColumnType, n: number): Column {
  switch (type) {
    case 'f64':
      return new Float64Array(n);
    case 'f32':
      return new Float32Array(n);
    case 'i32':
      return new Int32Array(n);
    case 'i8':
      return new Int8Array(n);
  }
}

const BYTES: Record<ColumnType, number> = { f64: 8, f32: 4, i32: 4, i8: 1 };

/**
 * A batch's columns, n rows each, as views on one buffer: one allocation per batch rather than
 * one per column (each typed array of a few thousand rows is a separate zeroed allocation that
 * the garbage collector tracks, a visible share of a perceptron round). Laid out widest type
 * first, so every view is aligned; keyed in the specs' order. The buffer is shared: transfer it once (see worker/engine-api.ts).
 */
export function allocateColumns(specs: readonly ColumnSpec[], n: number): Record<string, Column> {
  const offsets: number[] = [];
  let bytes = 0;
  for (const width of [8, 4, 1])
    specs.forEach((spec, k) => {
      if (BYTES[spec.type] !== width) return;
      offsets[k] = bytes;
      bytes += width * n;
    });
  const buffer = new ArrayBuffer(bytes);
  const columns: Record<string, Column> = {};
  specs.forEach((spec, k) => {
    columns[spec.name] = view(spec.type, buffer, offsets[k] ?? 0, n);
  });
  return columns;
}

function view(type: ColumnType, buffer: ArrayBuffer, offset: number, n: number): Column {
  switch (type) {
    case 'f64':
      return new Float64Array(buffer, offset, n);
    case 'f32':
      return new Float32Array(buffer, offset, n);
    case 'i32':
      return new Int32Array(buffer, offset, n);
    case 'i8':
      return new Int8Array(buffer, offset, n);
  }
}

/** A resizable ArrayBuffer (ES2024): it grows in place, up to the maximum it was made with. */
type ResizableBuffer = ArrayBuffer & { resize(byteLength: number): void };
const ResizableArrayBuffer = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableBuffer;
const canResize = (): boolean =>
  typeof (ArrayBuffer.prototype as { resize?: unknown }).resize === 'function';

/** Rounds a growable column holds before its first growth. */
const FIRST_CAPACITY = 4096;

/** A column that follows its buffer's length (a length-tracking view), or null where none can be made. */
function growableColumn(
  type: ColumnType,
  rounds: number,
  maxRounds: number,
): [Column, ResizableBuffer] | null {
  try {
    const buffer = new ResizableArrayBuffer(BYTES[type] * rounds, {
      maxByteLength: BYTES[type] * maxRounds,
    });
    switch (type) {
      case 'f64':
        return [new Float64Array(buffer), buffer];
      case 'f32':
        return [new Float32Array(buffer), buffer];
      case 'i32':
        return [new Int32Array(buffer), buffer];
      case 'i8':
        return [new Int8Array(buffer), buffer];
    }
  } catch {
    // No address space for the maximum (a 32-bit browser): the columns are allocated in full.
    return null;
  }
}

/**
 * A growable set of columns, filled batch by batch.
 *
 * Where buffers can grow in place, each column starts small and doubles, without copying. A
 * trace of T rounds allocated up front (a million rounds of the experts lesson is 125 MB) made
 * the garbage collector run a full collection in the task that first draws the lesson: V8 counts
 * every ArrayBuffer's length as memory pressure, untouched zero pages included. Elsewhere all
 * `initial` rounds are allocated up front, since growing by copying would copy every column in
 * the middle of playing.
 */
export class Trace {
  length = 0;
  private cols = new Map<string, Column>();
  private buffers: ResizableBuffer[] | null = null;
  private capacity = 0;

  /**
   * `initial`: the rounds the run is expected to take (T by default; a game as long as the moves
   * made so far passes its length, and grows by doubling past it).
   */
  constructor(
    readonly specs: readonly ColumnSpec[],
    private readonly maxLength: number,
    initial = maxLength,
  ) {
    const first = Math.max(1, Math.min(maxLength, initial));
    if (canResize()) {
      const rounds = Math.min(first, FIRST_CAPACITY);
      const made = specs.map((spec) => growableColumn(spec.type, rounds, maxLength));
      if (made.every((m) => m !== null)) {
        this.buffers = [];
        specs.forEach((spec, k) => {
          const [column, buffer] = made[k] as [Column, ResizableBuffer];
          this.cols.set(spec.name, column);
          this.buffers?.push(buffer);
        });
        this.capacity = rounds;
        return;
      }
    }
    this.grow(first);
  }

  /** The bytes its columns hold: `capacity` rounds, which grow with the rounds appended. */
  get byteLength(): number {
    let bytes = 0;
    for (const c of this.cols.values()) bytes += c.byteLength;
    return bytes;
  }

  append(batch: Batch): void {
    if (batch.from !== this.length)
      throw new Error(`batch starts at ${batch.from}, trace has ${this.length}`);
    const need = this.length + batch.count;
    if (need > this.capacity) this.grow(need);
    for (const spec of this.specs) {
      const src = batch.columns[spec.name];
      const dst = this.cols.get(spec.name);
      if (src && dst) dst.set(src.subarray(0, batch.count), this.length);
    }
    this.length = need;
  }

  /** The value of a column after round t (1 ≤ t ≤ length). */
  at(name: string, t: number): number {
    const c = this.cols.get(name);
    if (!c || t < 1 || t > this.length) return NaN;
    return c[t - 1] as number;
  }

  column(name: string): Column | undefined {
    return this.cols.get(name)?.subarray(0, this.length);
  }

  private grow(need: number): void {
    const next =
      this.capacity === 0 ? need : Math.max(need, Math.min(this.maxLength, 2 * this.capacity));
    if (this.buffers) {
      // The columns track their buffers' lengths: nothing is copied.
      this.specs.forEach((spec, k) => this.buffers?.[k]?.resize(BYTES[spec.type] * next));
    } else {
      for (const spec of this.specs) {
        const fresh = allocate(spec.type, next);
        const old = this.cols.get(spec.name);
        if (old) fresh.set(old.subarray(0, this.length));
        this.cols.set(spec.name, fresh);
      }
    }
    this.capacity = next;
  }
}
