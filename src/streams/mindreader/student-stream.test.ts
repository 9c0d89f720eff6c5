import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_COUNT, patternExperts, type Move } from './patterns';
import { StudentStream } from './student-stream';

const moves = fc.array(fc.constantFrom<Move>(1, -1), { maxLength: 80 });

describe('student stream', () => {
  it('plays the listed moves with the experts’ advice on the moves before, then waits', () => {
    fc.assert(
      fc.property(moves, (seq) => {
        const s = new StudentStream(seq);
        const h = Int8Array.from(seq);
        for (let n = 0; n < seq.length; n++) {
          const peek = Array.from(s.peekAdvice());
          const r = s.next();
          if (!r) return false;
          const advice = r.input.advice;
          if (!advice || r.input.d !== PATTERN_COUNT) return false;
          expect(Array.from(advice)).toEqual(peek);
          expect(r.outcome.label).toBe(seq[n]);
          for (let i = 0; i < PATTERN_COUNT; i++) {
            expect(advice[i]).toBe(patternExperts[i]?.advise(h, n));
            expect(r.outcome.losses[i]).toBe(advice[i] === seq[n] ? 0 : 1);
          }
        }
        expect(s.played).toBe(seq.length);
        expect(s.hasNext).toBe(false);
        expect(s.next()).toBeNull();
        expect(s.next()).toBeNull();
        return true;
      }),
    );
  });

  it('resumes from a saved state', () => {
    fc.assert(
      fc.property(moves, fc.nat(), (seq, cut) => {
        const k = seq.length === 0 ? 0 : cut % seq.length;
        const a = new StudentStream(seq);
        for (let i = 0; i < k; i++) a.next();
        const saved = structuredClone(a.save());
        const rest: number[][] = [];
        for (let r = a.next(); r; r = a.next()) rest.push(Array.from(r.outcome.losses));
        const b = new StudentStream(seq);
        for (let i = 0; i < seq.length; i++) b.next();
        b.load(saved);
        const again: number[][] = [];
        for (let r = b.next(); r; r = b.next()) again.push(Array.from(r.outcome.losses));
        expect(again).toEqual(rest);
      }),
    );
  });

  it('waits at once on an empty list', () => {
    const s = new StudentStream([]);
    expect(s.next()).toBeNull();
    expect(Array.from(s.peekAdvice())).toEqual(
      patternExperts.map((e) => e.advise(new Int8Array(0), 0)),
    );
  });
});
