import { allocateColumns, type Column, type ColumnSpec } from '../engine/trace';
import type { OcoMeta } from './oco';

// A batch's columns, allocated and resolved by role outside advance: V8 inlines a call only
// while its per-function budget lasts, and these once-a-batch helpers inlined there would use up
// what it needs to take the hot Run.step into the round loop.
export function batchColumns(specs: readonly ColumnSpec[], n: number) {
  const columns = allocateColumns(specs, n);
  const col = (name: string): Column | null => columns[name] ?? null;
  return {
    columns,
    a0: col('a0') as Column,
    a1: col('a1') as Column,
    b: col('b'),
    G: col('G') as Column,
    u0: col('u0') as Column,
    u1: col('u1') as Column,
    cmp: col('cmp') as Column,
    ulow: col('ulow'),
    L2: col('L2'),
    hstar: col('hstar'),
    uw0: col('uw0'),
    uw1: col('uw1'),
    uwloss: col('uwloss'),
    s0: col('S0') ?? col('m0'),
    s1: col('S1') ?? col('m1'),
    m2: col('M2'),
    A00: col('A00'),
    A01: col('A01'),
    A11: col('A11'),
    q0: col('q0'),
    q1: col('q1'),
    qc: col('c'),
  };
}

/** One array per column kind, each holding one element type, indexed by learner. */
export function perLearner(columns: Record<string, Column>, learners: OcoMeta['learners']) {
  const get = (k: number, name: string) => columns[`L${k}.${name}`] as Column;
  return {
    loss: learners.map((_, k) => get(k, 'loss')),
    cum: learners.map((_, k) => get(k, 'cum')),
    w0: learners.map((_, k) => get(k, 'w0')),
    w1: learners.map((_, k) => get(k, 'w1')),
    wt0: learners.map((_, k) => get(k, 'wt0')),
    wt1: learners.map((_, k) => get(k, 'wt1')),
    gobs: learners.map((_, k) => get(k, 'Gobs')),
    aux: learners.map((l, k) => (l.aux ? get(k, l.aux) : null)),
    g2: learners.map((l, k) => (l.aux === 'M' ? get(k, 'g2') : null)),
  };
}
