import * as v from 'valibot';
import type { ListedPoint } from '../../streams/point-list';

/** Schemas for single URL values: each parses a string or explains, in a few words, why not. */
export const MAX_T = 1_000_000;
export const MAX_SPEED = 100_000;

export const finite = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.transform((s: string) => Number(s)),
  v.number('must be a number'),
  v.check((n: number) => Number.isFinite(n), 'must be a finite number'),
);
export const integer = (min: number, max: number) =>
  v.pipe(finite, v.integer('must be a whole number'), v.minValue(min), v.maxValue(max));
/** The words a flag parameter reads as on (`embed=1`, `embed=yes`, a bare `embed`). */
export const FLAG_ON: readonly string[] = ['1', 'true', 'yes', ''];
const flagWords = [...FLAG_ON, '0', 'false', 'no'];
export const flag = v.pipe(
  v.string(),
  v.trim(),
  v.check((s: string) => flagWords.includes(s), 'must be 1 or 0'),
  v.transform((s: string) => FLAG_ON.includes(s)),
);

export const speed = v.union([
  v.pipe(v.string(), v.trim(), v.literal('max')),
  v.pipe(finite, v.minValue(1), v.maxValue(MAX_SPEED)),
]);

export const vector2 = v.pipe(
  v.string(),
  v.transform((s: string) => s.split(',').map((p) => Number(p.trim()))),
  v.check((a: number[]) => a.length === 2 && a.every(Number.isFinite), 'must be two numbers: x,y'),
  v.check((a: number[]) => Math.hypot(a[0] ?? 0, a[1] ?? 0) > 0, 'must not be the zero vector'),
  v.transform((a: number[]) => [a[0] ?? 0, a[1] ?? 0] as [number, number]),
);

/** A comma list of ids from `ids`, one to `max` of them. */
export const idList = <T extends string>(ids: readonly T[], max = 5) =>
  v.pipe(
    v.string(),
    v.transform((s: string) => s.split(',').map((p) => p.trim())),
    v.check(
      (a: string[]) =>
        a.length >= 1 &&
        a.length <= max &&
        new Set(a).size === a.length &&
        a.every((id) => (ids as readonly string[]).includes(id)),
      `must be a comma list of distinct ids from: ${ids.join(', ')}`,
    ),
    v.transform((a: string[]) => a as T[]),
  );

export const oneOf = <T extends string>(ids: readonly T[]) =>
  v.pipe(
    v.string(),
    v.check(
      (s: string) => (ids as readonly string[]).includes(s),
      `must be one of: ${ids.join(', ')}`,
    ),
    v.transform((s: string) => s as T),
  );

export const pointList = v.pipe(
  v.string(),
  v.transform((s: string) =>
    s
      .split(';')
      .filter((p) => p.trim() !== '')
      .map((p) => p.split(',').map((q) => Number(q.trim()))),
  ),
  v.check(
    (a: number[][]) =>
      a.length <= 5000 &&
      a.every(
        (p) =>
          p.length === 3 &&
          Number.isFinite(p[0]) &&
          Number.isFinite(p[1]) &&
          (p[2] === 1 || p[2] === -1),
      ),
    'must be points x1,x2,y separated by ";" with y = 1 or -1',
  ),
  v.transform((a: number[][]): ListedPoint[] =>
    a.map(([x1, x2, y]) => ({ x1: x1 ?? 0, x2: x2 ?? 0, y: (y === 1 ? 1 : -1) as 1 | -1 })),
  ),
);

export const dataUrl = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.check((s: string) => {
    try {
      const u = new URL(s, 'https://origin.invalid/');
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL or a path on this site'),
);

/** A finite number in [min, max]. */
export const real = (min: number, max: number) => v.pipe(finite, v.minValue(min), v.maxValue(max));

/** A list of points in the plane, `x,y;x,y;…` (the student's losses in the convex lessons). */
export const vectorList = v.pipe(
  v.string(),
  v.transform((s: string) =>
    s
      .split(';')
      .filter((p) => p.trim() !== '')
      .map((p) => p.split(',').map((q) => Number(q.trim()))),
  ),
  v.check(
    (a: number[][]) =>
      a.length <= 5000 &&
      a.every((p) => p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1])),
    'must be points x,y separated by ";"',
  ),
  v.transform((a: number[][]) => a.map(([x, y]) => [x ?? 0, y ?? 0] as [number, number])),
);

/** The student's rounds on a finite domain, `x:y,x:y,…` (point index, label 0 or 1). */
export const pointLabels = v.pipe(
  v.string(),
  v.transform((s: string) =>
    s
      .split(',')
      .filter((p) => p.trim() !== '')
      .map((p) => p.split(':').map((q) => Number(q.trim()))),
  ),
  v.check(
    (a: number[][]) =>
      a.length <= 5000 &&
      a.every(
        (p) =>
          p.length === 2 &&
          Number.isInteger(p[0]) &&
          (p[0] as number) >= 0 &&
          (p[0] as number) < 16 &&
          (p[1] === 0 || p[1] === 1),
      ),
    'must be rounds x:y separated by "," with x a point from 0 to 15 and y = 0 or 1',
  ),
  v.transform((a: number[][]) => a.map(([x, y]) => ({ x: x ?? 0, y: (y === 1 ? 1 : 0) as 0 | 1 }))),
);

/** A learning rate: a positive number, or `tuned` (the theorem's η* from what is known in advance). */
export const rate = v.union([
  v.pipe(v.string(), v.trim(), v.literal('tuned')),
  v.pipe(finite, v.minValue(1e-9, 'must be positive'), v.maxValue(1000)),
]);
