import * as v from 'valibot';
import { classifierIds, type ClassifierId } from '../../src/learners/registry';
import { perceptronStreams, type PerceptronConfig } from '../../src/scenes/perceptron';
import type { ListedPoint } from '../../src/streams/point-list';

/**
 * The scene as the URL carries it. Every parameter is parsed on its own with a schema; a bad
 * value never blanks the page: it is replaced by the default and reported as a notice that
 * names the parameter, the value given and the value used.
 */
export const lessons = ['perceptron'] as const;
export type LessonId = (typeof lessons)[number];
export const themes = ['light', 'dark', 'projector'] as const;
export type Theme = (typeof themes)[number];
export type Speed = number | 'max';

/** The engine's configuration, plus what only the page needs: the data URL, the round, the display. */
export interface Scene extends Omit<PerceptronConfig, 'lesson'> {
  lesson: LessonId;
  data: string | null;
  t: number;
  speed: Speed;
  autoplay: boolean;
  theme: Theme;
  present: boolean;
  embed: boolean;
}

export const MAX_T = 1_000_000;
export const MAX_SPEED = 100_000;

export const defaultScene: Scene = {
  lesson: 'perceptron',
  stream: 'iid',
  seed: 1,
  T: 300,
  gamma: 0.1,
  R: 1,
  noise: 0.1,
  learners: ['perceptron'],
  wstar: null,
  points: [],
  data: null,
  t: 0,
  speed: 8,
  autoplay: false,
  theme: 'light',
  present: false,
  embed: false,
};

export interface Notice {
  param: string;
  given: string;
  used: string;
  message: string;
}

const finite = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(),
  v.transform((s: string) => Number(s)),
  v.number('must be a number'),
  v.check((n: number) => Number.isFinite(n), 'must be a finite number'),
);
const integer = (min: number, max: number) =>
  v.pipe(finite, v.integer('must be a whole number'), v.minValue(min), v.maxValue(max));
const flagWords = ['0', '1', 'true', 'false', 'yes', 'no', ''];
const flag = v.pipe(
  v.string(),
  v.trim(),
  v.check((s: string) => flagWords.includes(s), 'must be 1 or 0'),
  v.transform((s: string) => s === '1' || s === 'true' || s === 'yes' || s === ''),
);

const speed = v.union([
  v.pipe(v.string(), v.trim(), v.literal('max')),
  v.pipe(finite, v.minValue(1), v.maxValue(MAX_SPEED)),
]);

const vector2 = v.pipe(
  v.string(),
  v.transform((s: string) => s.split(',').map((p) => Number(p.trim()))),
  v.check((a: number[]) => a.length === 2 && a.every(Number.isFinite), 'must be two numbers: x,y'),
  v.check((a: number[]) => Math.hypot(a[0] ?? 0, a[1] ?? 0) > 0, 'must not be the zero vector'),
  v.transform((a: number[]) => [a[0] ?? 0, a[1] ?? 0] as [number, number]),
);

const learnerList = v.pipe(
  v.string(),
  v.transform((s: string) => s.split(',').map((p) => p.trim())),
  v.check(
    (a: string[]) =>
      a.length >= 1 &&
      a.length <= 4 &&
      a.every((id) => (classifierIds as readonly string[]).includes(id)),
    `must be a comma list of: ${classifierIds.join(', ')}`,
  ),
  v.transform((a: string[]) => a as ClassifierId[]),
);

const pointList = v.pipe(
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
  v.transform((a: number[][]) =>
    a.map(([x1, x2, y]) => ({ x1: x1 ?? 0, x2: x2 ?? 0, y: (y === 1 ? 1 : -1) as 1 | -1 })),
  ),
);

const dataUrl = v.pipe(
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

/** One parser per parameter, in the order the URL writes them. */
const schemas = {
  lesson: v.picklist(lessons),
  stream: v.picklist(perceptronStreams),
  seed: integer(0, 4294967295),
  T: integer(1, MAX_T),
  gamma: v.pipe(finite, v.minValue(1e-6), v.maxValue(1e6)),
  R: v.pipe(finite, v.minValue(1e-6), v.maxValue(1e6)),
  noise: v.pipe(finite, v.minValue(0), v.maxValue(0.5)),
  learners: learnerList,
  wstar: vector2,
  points: pointList,
  data: dataUrl,
  t: integer(0, MAX_T),
  speed,
  autoplay: flag,
  theme: v.picklist(themes),
  present: flag,
  embed: flag,
} satisfies { [K in keyof Scene]: v.GenericSchema<string, unknown> };

export const sceneKeys = Object.keys(schemas) as (keyof Scene)[];

export function display(value: unknown): string {
  if (value === null) return 'none';
  if (Array.isArray(value)) {
    if (value.length > 0 && typeof value[0] === 'object') return `${value.length} points`;
    return value.join(',');
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

function shorten(s: string): string {
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
}

/**
 * Parses any subset of scene parameters on top of `base`. Unknown keys are reported too, so a
 * typo (`gama=0.2`) does not silently do nothing.
 */
export function parseParams(
  params: Iterable<[string, string]>,
  base: Scene = defaultScene,
): { scene: Scene; notices: Notice[] } {
  const scene: Scene = { ...base };
  const notices: Notice[] = [];
  const record = scene as unknown as Record<string, unknown>;
  for (const [key, raw] of params) {
    if (!Object.hasOwn(schemas, key)) {
      notices.push({
        param: key,
        given: shorten(raw),
        used: 'ignored',
        message: `Unknown parameter “${key}” was ignored.`,
      });
      continue;
    }
    const k = key as keyof Scene;
    const result = v.safeParse(schemas[k] as v.GenericSchema<string, unknown>, raw);
    if (result.success) record[k] = result.output;
    else {
      const why = result.issues[0]?.message ?? 'invalid';
      const used = display(defaultScene[k]);
      record[k] = defaultScene[k];
      notices.push({
        param: k,
        given: shorten(raw),
        used,
        message: `${k}=${shorten(raw)} is not valid (${why}); using ${k}=${used}.`,
      });
    }
  }
  return constrain(scene, notices);
}

/** Cross-parameter rules: γ < R, t ≤ T. */
function constrain(scene: Scene, notices: Notice[]): { scene: Scene; notices: Notice[] } {
  if (scene.gamma >= scene.R) {
    const used = Math.min(defaultScene.gamma, scene.R / 2);
    notices.push({
      param: 'gamma',
      given: String(scene.gamma),
      used: String(used),
      message: `gamma=${scene.gamma} must be smaller than R=${scene.R} (no point fits outside the band); using gamma=${used}.`,
    });
    scene.gamma = used;
  }
  if (scene.t > scene.T) {
    notices.push({
      param: 't',
      given: String(scene.t),
      used: String(scene.T),
      message: `t=${scene.t} is past the last round T=${scene.T}; using t=${scene.T}.`,
    });
    scene.t = scene.T;
  }
  return { scene, notices };
}

export function parseSearch(search: string): { scene: Scene; notices: Notice[] } {
  return parseParams(new URLSearchParams(search).entries());
}

function formatPoints(points: readonly ListedPoint[]): string {
  const r = (x: number) => String(Math.round(x * 1000) / 1000);
  return points.map((p) => `${r(p.x1)},${r(p.x2)},${p.y}`).join(';');
}

/** The query string for a scene: the core parameters always, the rest when not default. */
export function toSearch(scene: Scene): string {
  const p = new URLSearchParams();
  p.set('lesson', scene.lesson);
  p.set('stream', scene.stream);
  p.set('seed', String(scene.seed));
  p.set('T', String(scene.T));
  p.set('gamma', String(scene.gamma));
  p.set('R', String(scene.R));
  if (scene.stream === 'noisy') p.set('noise', String(scene.noise));
  if (scene.learners.join(',') !== 'perceptron') p.set('learners', scene.learners.join(','));
  if (scene.wstar) p.set('wstar', scene.wstar.join(','));
  if (scene.stream === 'user' && scene.points.length > 0)
    p.set('points', formatPoints(scene.points));
  if (scene.data) p.set('data', scene.data);
  p.set('t', String(scene.t));
  if (scene.speed !== defaultScene.speed) p.set('speed', String(scene.speed));
  if (scene.autoplay) p.set('autoplay', '1');
  if (scene.theme !== defaultScene.theme) p.set('theme', scene.theme);
  if (scene.present) p.set('present', '1');
  if (scene.embed) p.set('embed', '1');
  return `?${p.toString()}`;
}
