import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { bestHalfspaceMistakes } from './halfspace2d';
import { bestMargin, crossSign } from './margin2d';

type P = { x1: number; x2: number; y: 1 | -1 };

const pt = (x1: number, x2: number, y: 1 | -1): P => ({ x1, x2, y });

function mistakesAt(points: readonly P[], u: readonly [number, number]): number {
  let m = 0;
  for (const p of points) if (p.y * (u[0] * p.x1 + u[1] * p.x2) <= 0) m++;
  return m;
}

/**
 * Minimum over random angles, every event angle, event angles ± small offsets, and midpoints of
 * consecutive event angles (cells can be far narrower than any fixed offset).
 */
function bruteMistakes(points: readonly P[], rand: () => number): number {
  const angles: number[] = [];
  for (let k = 0; k < 720; k++) angles.push(rand() * 2 * Math.PI);
  const events: number[] = [];
  for (const p of points) {
    if (p.x1 === 0 && p.x2 === 0) continue;
    const phi = Math.atan2(p.y * p.x2, p.y * p.x1);
    for (const e of [phi + Math.PI / 2, phi - Math.PI / 2]) {
      const t = e < 0 ? e + 2 * Math.PI : e;
      events.push(t);
      for (const off of [0, 1e-7, -1e-7, 1e-4, -1e-4]) angles.push(t + off);
    }
  }
  events.sort((a, b) => a - b);
  for (let i = 0; i < events.length; i++) {
    const a = events[i] as number;
    const b =
      i + 1 < events.length ? (events[i + 1] as number) : (events[0] as number) + 2 * Math.PI;
    angles.push((a + b) / 2);
  }
  let best = Infinity;
  for (const t of angles) best = Math.min(best, mistakesAt(points, [Math.cos(t), Math.sin(t)]));
  return best;
}

function lcg(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 48271) >>> 0) % 2147483647;
    return s / 2147483647;
  };
}

/** Mistakes at u with every sign decided exactly (⟨u, x⟩ = cross(u, rot90(x))). */
function exactMistakesAt(points: readonly P[], u: readonly [number, number]): number {
  let m = 0;
  for (const p of points) if (p.y * crossSign(u[0], u[1], -p.x2, p.x1) <= 0) m++;
  return m;
}

// Multiples of 2⁻¹⁰ keep distinct directions at least ~10⁻⁸ rad apart, so a floating-point brute
// force can resolve every cell; arbitrary doubles get a one-sided exact check below.
const coord = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.integer({ min: -10240, max: 10240 }).map((v) => v / 1024),
);
const label = fc.constantFrom<1 | -1>(1, -1);
const point = fc.record({ x1: coord, x2: coord, y: label });
const anyDouble = fc.double({ min: -10, max: 10, noNaN: true });

describe('bestHalfspaceMistakes', () => {
  it('small cases', () => {
    expect(bestHalfspaceMistakes([])).toEqual({ mistakes: 0, direction: [1, 0] });
    expect(bestHalfspaceMistakes([pt(0, 0, 1), pt(0, 0, -1)]).mistakes).toBe(2);
    const one = bestHalfspaceMistakes([pt(0, 0, 1), pt(3, 4, -1)]);
    expect(one.mistakes).toBe(1);
    expect(mistakesAt([pt(3, 4, -1)], one.direction)).toBe(0);
    // z and −z: exactly one of them is wrong for every direction, never both right.
    expect(bestHalfspaceMistakes([pt(2, 3, 1), pt(2, 3, -1)]).mistakes).toBe(1);
    expect(bestHalfspaceMistakes([pt(0.1, 0.3, 1), pt(-0.2, -0.6, 1)]).mistakes).toBe(1);
    // Four points whose z span the axes: the best direction gets two right.
    const axes = [pt(1, 0, 1), pt(0, 1, 1), pt(-1, 0, 1), pt(0, -1, 1)];
    expect(bestHalfspaceMistakes(axes).mistakes).toBe(2);
  });

  it('treats a direction at exactly 90° to z as a mistake', () => {
    // z = (1,0) and (0,1) are both right only strictly inside the quarter (0°, 90°); the third
    // point (−1, 1) needs u strictly within 90° of 135°, i.e. (45°, 225°). Together: (45°, 90°).
    const pts = [pt(1, 0, 1), pt(0, 1, 1), pt(-1, 1, 1)];
    const r = bestHalfspaceMistakes(pts);
    expect(r.mistakes).toBe(0);
    expect(mistakesAt(pts, r.direction)).toBe(0);
    // Adding (−1, 0) closes that window: it needs (90°, 270°), disjoint from (45°, 90°).
    expect(bestHalfspaceMistakes([...pts, pt(-1, 0, 1)]).mistakes).toBe(1);
  });

  it('matches brute force, and its direction attains the count', () => {
    fc.assert(
      fc.property(fc.array(point, { maxLength: 10 }), fc.integer(), (points, seed) => {
        const r = bestHalfspaceMistakes(points);
        expect(Math.hypot(r.direction[0], r.direction[1])).toBeCloseTo(1, 12);
        expect(exactMistakesAt(points, r.direction)).toBe(r.mistakes);
        expect(bruteMistakes(points, lcg(seed))).toBe(r.mistakes);
      }),
      { numRuns: 500 },
    );
  });

  it('is never beaten on arbitrary doubles, judged exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x1: anyDouble, x2: anyDouble, y: label }), { maxLength: 10 }),
        fc.integer(),
        (points, seed) => {
          const r = bestHalfspaceMistakes(points);
          const rand = lcg(seed);
          for (let k = 0; k < 100; k++) {
            const t = rand() * 2 * Math.PI;
            expect(exactMistakesAt(points, [Math.cos(t), Math.sin(t)])).toBeGreaterThanOrEqual(
              r.mistakes,
            );
          }
          // Attained exactly unless the best cell is too thin for any double direction.
          expect(exactMistakesAt(points, r.direction)).toBeGreaterThanOrEqual(r.mistakes);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is 0 on separable data and agrees with bestMargin about separability', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 40 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.boolean(),
        (raw, t, relabel) => {
          const w = [Math.cos(t), Math.sin(t)] as const;
          const points = relabel
            ? raw
                .filter((p) => Math.abs(w[0] * p.x1 + w[1] * p.x2) > 1e-3)
                .map((p): P => ({ ...p, y: w[0] * p.x1 + w[1] * p.x2 > 0 ? 1 : -1 }))
            : raw;
          const r = bestHalfspaceMistakes(points);
          if (relabel) expect(r.mistakes).toBe(0);
          expect(r.mistakes === 0).toBe(bestMargin(points).separable);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('handles tiny and huge coordinates', () => {
    const pattern = [pt(1, 0, 1), pt(0, 1, 1), pt(-1, 1, 1), pt(1, -1, -1), pt(-1, -1, 1)];
    // Powers of two scale exactly, so the unscaled pattern checks the direction without the
    // underflow that evaluating ⟨u, x⟩ on subnormal x would bring.
    for (const k of [2 ** -1074, 2 ** -1040, 2 ** -700, 1, 2 ** 700, 2 ** 1000]) {
      const r = bestHalfspaceMistakes(pattern.map((p) => pt(p.x1 * k, p.x2 * k, p.y)));
      expect(r.mistakes).toBe(1);
      expect(Math.hypot(r.direction[0], r.direction[1])).toBeCloseTo(1, 12);
      expect(mistakesAt(pattern, r.direction)).toBe(1);
    }
  });

  it('handles many parallel and opposite points exactly', () => {
    // All z on one line through the origin: k point one way, k − 1 the other.
    const pts: P[] = [];
    for (let i = 1; i <= 50; i++) pts.push(pt(0.1 * i, 0.3 * i, 1));
    for (let i = 1; i <= 49; i++) pts.push(pt(-0.2 * i, -0.6 * i, 1));
    const r = bestHalfspaceMistakes(pts);
    expect(r.mistakes).toBe(49);
    expect(mistakesAt(pts, r.direction)).toBe(49);
  });

  it('runs on 10⁵ noisy points and finds the planted direction', () => {
    const rand = lcg(7);
    const pts: P[] = [];
    let flipped = 0;
    for (let i = 0; i < 100_000; i++) {
      const a = rand() * 2 - 1;
      const b = rand() * 2 - 1;
      const y = 0.6 * a + 0.8 * b > 0 ? 1 : -1;
      const flip = rand() < 0.05;
      if (flip) flipped++;
      pts.push(pt(a, b, flip ? (-y as 1 | -1) : y));
    }
    const r = bestHalfspaceMistakes(pts);
    expect(r.mistakes).toBeLessThanOrEqual(flipped);
    expect(mistakesAt(pts, r.direction)).toBe(r.mistakes);
    expect(r.direction[0] * 0.6 + r.direction[1] * 0.8).toBeGreaterThan(0.99);
  });
});
