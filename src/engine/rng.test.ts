import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    const c = new Rng(43);
    const sa = Array.from({ length: 50 }, () => a.next());
    const sb = Array.from({ length: 50 }, () => b.next());
    const sc = Array.from({ length: 50 }, () => c.next());
    expect(sa).toEqual(sb);
    expect(sa).not.toEqual(sc);
  });

  it('separates streams drawn from one seed', () => {
    expect(new Rng(7, 1).next()).not.toBe(new Rng(7, 2).next());
  });

  it('resumes exactly from a saved state', () => {
    const r = new Rng(5);
    for (let i = 0; i < 10; i++) r.next();
    const saved = r.save();
    const tail = Array.from({ length: 20 }, () => r.next());
    r.load(saved);
    expect(Array.from({ length: 20 }, () => r.next())).toEqual(tail);
  });

  it('draws uniforms in [0, 1) with the right mean', () => {
    const r = new Rng(9);
    let sum = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) {
      const u = r.next();
      expect(u).toBeGreaterThanOrEqual(0);
      expect(u).toBeLessThan(1);
      sum += u;
    }
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(0.01);
  });
});
