import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_CONTEXT,
  PATTERN_COUNT,
  PatternTracker,
  afterContext,
  patternExperts,
  type Move,
} from './patterns';

const R = 1;
const L = -1;

function byName(name: string) {
  const e = patternExperts.find((x) => x.name === name);
  if (!e) throw new Error(`no expert ${name}`);
  return e;
}

function advise(name: string, moves: Move[]): Move {
  return byName(name).advise(Int8Array.from(moves), moves.length);
}

const moves = fc.array(fc.constantFrom<Move>(1, -1), { maxLength: 120 });

describe('pattern experts', () => {
  it('are the constants, repeat, alternate, after k and not after k, all distinct', () => {
    expect(patternExperts.map((e) => e.name)).toEqual([
      'always →',
      'always ←',
      'repeat',
      'alternate',
      'after 1',
      'after 2',
      'after 3',
      'after 4',
      'not after 1',
      'not after 2',
      'not after 3',
      'not after 4',
    ]);
    expect(PATTERN_COUNT).toBe(12);
    expect(new Set(patternExperts.map((e) => e.id)).size).toBe(PATTERN_COUNT);
    for (const e of patternExperts) expect(e.description.length).toBeGreaterThan(10);
  });

  it('differ pairwise on some history (no expert is a duplicate)', () => {
    // Every history of up to 9 moves: any two experts disagree on at least one.
    const histories: Move[][] = [[]];
    for (let len = 1; len <= 9; len++)
      for (let b = 0; b < 1 << len; b++)
        histories.push(Array.from({ length: len }, (_, i) => ((b >> i) & 1 ? 1 : -1)));
    const table = patternExperts.map((e) =>
      histories.map((h) => e.advise(Int8Array.from(h), h.length)).join(','),
    );
    expect(new Set(table).size).toBe(PATTERN_COUNT);
  });

  it('constants, repeat and alternate say what they say', () => {
    expect(advise('always →', [L, L])).toBe(R);
    expect(advise('always ←', [R, R])).toBe(L);
    expect(advise('repeat', [])).toBe(R);
    expect(advise('alternate', [])).toBe(L);
    expect(advise('repeat', [R, L, L])).toBe(L);
    // After L R L R, alternating says L.
    expect(advise('alternate', [L, R, L, R])).toBe(L);
    expect(advise('repeat', [L, R, L, R])).toBe(R);
  });

  it('after 1 looks up what followed the last move', () => {
    // R was followed by L twice; the last move is R: predict L.
    expect(advise('after 1', [R, L, R, L, R])).toBe(L);
    expect(advise('not after 1', [R, L, R, L, R])).toBe(R);
    // L was followed by L once and R once: a tie, so repeat the last move (L).
    expect(advise('after 1', [L, L, L, R, R, L])).toBe(L);
    // An unseen context (L never followed by anything yet): repeat.
    expect(advise('after 1', [R, R, R, L])).toBe(L);
    // Fewer than k moves: repeat (→ at the start).
    expect(advise('after 3', [])).toBe(R);
    expect(advise('after 3', [L, L])).toBe(L);
  });

  it('after 2 learns a period-3 pattern', () => {
    const period = [R, R, L] as const;
    const seq: Move[] = [];
    for (let i = 0; i < 30; i++) seq.push(period[i % 3] as Move);
    // Once each of the three 2-contexts has been followed once (from move 6 on), it is always right.
    for (let n = 5; n < seq.length; n++)
      expect(advise('after 2', seq.slice(0, n)), `after ${n} moves`).toBe(seq[n]);
    // Repeat and alternate cannot follow it.
    let wrong = 0;
    for (let n = 5; n < seq.length; n++) if (advise('repeat', seq.slice(0, n)) !== seq[n]) wrong++;
    expect(wrong).toBeGreaterThan(5);
  });

  it('after 4 catches a period-5 pattern that after 1 cannot', () => {
    const period = [R, R, L, R, L] as const;
    const seq: Move[] = [];
    for (let i = 0; i < 40; i++) seq.push(period[i % 5] as Move);
    for (let n = 10; n < seq.length; n++) expect(advise('after 4', seq.slice(0, n))).toBe(seq[n]);
    let wrong = 0;
    for (let n = 10; n < seq.length; n++)
      if (advise('after 1', seq.slice(0, n)) !== seq[n]) wrong++;
    expect(wrong).toBeGreaterThan(3);
  });

  it('the incremental tracker gives exactly the pure functions’ advice at every prefix', () => {
    fc.assert(
      fc.property(moves, (seq) => {
        const tracker = new PatternTracker();
        const h = Int8Array.from(seq);
        const out = new Int8Array(PATTERN_COUNT);
        for (let n = 0; n <= seq.length; n++) {
          tracker.advise(out);
          for (let i = 0; i < PATTERN_COUNT; i++) {
            const e = patternExperts[i];
            if (!e) throw new Error('missing expert');
            if (out[i] !== e.advise(h, n)) return false;
          }
          if (n < seq.length) tracker.push(seq[n] as Move);
        }
        return tracker.n === seq.length;
      }),
    );
  });

  it('saves and loads its tables', () => {
    fc.assert(
      fc.property(moves, moves, (a, b) => {
        const t1 = new PatternTracker();
        for (const m of a) t1.push(m);
        const saved = structuredClone(t1.save());
        const t2 = new PatternTracker();
        for (const m of b) t2.push(m);
        t2.load(saved);
        for (const m of b) {
          t1.push(m);
          t2.push(m);
        }
        const o1 = t1.advise(new Int8Array(PATTERN_COUNT));
        const o2 = t2.advise(new Int8Array(PATTERN_COUNT));
        expect(Array.from(o2)).toEqual(Array.from(o1));
        expect(t2.n).toBe(t1.n);
      }),
    );
  });

  it('afterContext with k up to MAX_CONTEXT only reads the history it is given', () => {
    const h = Int8Array.from([R, L, R, L, 99, -99]);
    // Entries past n are ignored: no earlier 4-move context to look up, so repeat the last (L).
    expect(afterContext(h, 4, MAX_CONTEXT)).toBe(L);
    expect(afterContext(h, 4, 1)).toBe(R);
  });
});
