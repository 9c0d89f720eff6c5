import * as v from 'valibot';
import { classifierIds } from '../../src/learners/registry';
import { perceptronStreams } from '../../src/scenes/perceptron';
import type { ListedPoint } from '../../src/streams/point-list';
import {
  MAX_SPEED,
  MAX_T,
  dataUrl,
  finite,
  flag,
  idList,
  integer,
  oneOf,
  pointList,
  speed,
  vector2,
} from './value-schemas';

export { MAX_SPEED, MAX_T };

/**
 * The scene as the URL carries it. Every parameter is parsed on its own with a schema; a bad
 * value never blanks the page: it is replaced by the default and reported as a notice that
 * names the parameter, the value given and the value used. Each lesson has its own parameters
 * and defaults on top of the common ones (lesson, seed, T, t, speed, display).
 */
export const lessons = ['perceptron', 'experts', 'mindreader'] as const;
export type LessonId = (typeof lessons)[number];
export const themes = ['light', 'dark', 'projector'] as const;
export type Theme = (typeof themes)[number];
export type Speed = number | 'max';

export const expertsStreamIds = ['realizable', 'iid', 'adversary', 'switching', 'csv'] as const;
export const expertLearnerIds = ['consistent', 'halving', 'wm', 'mwu', 'hedge'] as const;

/** Every lesson's parameters in one flat record; a lesson reads and writes only its own. */
export interface Scene {
  lesson: LessonId;
  seed: number;
  T: number;
  t: number;
  speed: Speed;
  autoplay: boolean;
  theme: Theme;
  present: boolean;
  embed: boolean;
  data: string | null;
  stream: string;
  learners: string[];
  /** perceptron */
  gamma: number;
  R: number;
  noise: number;
  wstar: [number, number] | null;
  points: ListedPoint[];
  /** experts and mindreader */
  d: number;
  epsilon: number;
  eta: number;
}

const common: Omit<Scene, 'lesson'> = {
  seed: 1,
  T: 300,
  t: 0,
  speed: 8,
  autoplay: false,
  theme: 'light',
  present: false,
  embed: false,
  data: null,
  stream: 'iid',
  learners: ['perceptron'],
  gamma: 0.1,
  R: 1,
  noise: 0.1,
  wstar: null,
  points: [],
  d: 16,
  epsilon: 0.25,
  eta: 0.5,
};

type Key = keyof Scene;

interface LessonSpec {
  /** The lesson's own parameters, beyond the common ones. */
  keys: readonly Key[];
  defaults: Partial<Scene>;
  streams: readonly string[];
  learners: readonly string[];
}

export const lessonSpecs: Record<LessonId, LessonSpec> = {
  perceptron: {
    keys: ['stream', 'gamma', 'R', 'noise', 'learners', 'wstar', 'points', 'data'],
    defaults: { stream: 'iid', T: 300, learners: ['perceptron'] },
    streams: perceptronStreams,
    learners: classifierIds,
  },
  experts: {
    keys: ['stream', 'd', 'learners', 'epsilon', 'eta', 'data'],
    defaults: {
      stream: 'realizable',
      T: 500,
      d: 16,
      learners: ['halving', 'wm', 'mwu', 'hedge'],
      epsilon: 0.25,
      eta: 0.5,
    },
    streams: expertsStreamIds,
    learners: expertLearnerIds,
  },
  mindreader: {
    keys: ['eta'],
    defaults: { T: 1000, eta: 0.5, stream: 'student', learners: ['hedge'] },
    streams: ['student'],
    learners: ['hedge'],
  },
};

const commonKeys: readonly Key[] = [
  'lesson',
  'seed',
  'T',
  't',
  'speed',
  'autoplay',
  'theme',
  'present',
  'embed',
];

export function defaultsFor(lesson: LessonId): Scene {
  return { ...common, ...lessonSpecs[lesson].defaults, lesson };
}

/** The scene a URL without parameters opens. */
export const defaultScene: Scene = defaultsFor('perceptron');

export interface Notice {
  param: string;
  given: string;
  used: string;
  message: string;
}

function schemaFor(key: Key, lesson: LessonId): v.GenericSchema<string, unknown> {
  const spec = lessonSpecs[lesson];
  const schemas: Record<Key, v.GenericSchema<string, unknown>> = {
    lesson: v.picklist(lessons),
    seed: integer(0, 4294967295),
    T: integer(1, MAX_T),
    t: integer(0, MAX_T),
    speed,
    autoplay: flag,
    theme: v.picklist(themes),
    present: flag,
    embed: flag,
    data: dataUrl,
    stream: oneOf(spec.streams),
    learners: idList(spec.learners),
    gamma: v.pipe(finite, v.minValue(1e-6), v.maxValue(1e6)),
    R: v.pipe(finite, v.minValue(1e-6), v.maxValue(1e6)),
    noise: v.pipe(finite, v.minValue(0), v.maxValue(0.5)),
    wstar: vector2,
    points: pointList,
    d: integer(2, 1000),
    // Up to 0.99: past ½ the MWU bound stops applying, which the page explains; at 1 the
    // update (1 − εℓ) could zero a weight.
    epsilon: v.pipe(finite, v.minValue(1e-6), v.maxValue(0.99)),
    eta: v.pipe(finite, v.minValue(1e-6), v.maxValue(1000)),
  };
  return schemas[key];
}

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

/** The most notices on screen at once. */
export const MAX_NOTICES = 6;
/** The most parameters a folded notice names one by one. */
const MAX_NAMED = 50;

/**
 * The notices of one set of parameters, at most `max` of them: past that, the rest are folded
 * into one notice that still names each parameter, the value given and what became of it, so an
 * address with many bad parameters reports all of them without pushing the lesson off screen.
 */
export function foldNotices(notices: Notice[], max = MAX_NOTICES): Notice[] {
  if (notices.length <= max) return notices;
  const rest = notices.slice(max - 1);
  const named = rest
    .slice(0, MAX_NAMED)
    .map((n) => `${n.param}=${n.given} (${n.used === 'ignored' ? 'ignored' : `using ${n.used}`})`);
  const others = rest.length > MAX_NAMED ? `; and ${rest.length - MAX_NAMED} others` : '';
  return [
    ...notices.slice(0, max - 1),
    {
      param: `${rest.length} more`,
      given: '',
      used: '',
      message: `${rest.length} more parameters were not used as given: ${named.join('; ')}${others}.`,
    },
  ];
}

function notALesson(raw: string, used: LessonId): Notice {
  return {
    param: 'lesson',
    given: shorten(raw),
    used,
    message: `lesson=${shorten(raw)} is not a lesson (one of: ${lessons.join(', ')}); using lesson=${used}.`,
  };
}

const isKey = (k: string): k is Key => Object.hasOwn(common, k) || k === 'lesson';

/**
 * Parses any subset of scene parameters on top of `base`. A new `lesson` starts from that
 * lesson's defaults (keeping the display settings). Unknown keys, and keys that belong to
 * another lesson, are reported too, so a typo (`gama=0.2`) does not silently do nothing.
 */
export function parseParams(
  params: Iterable<[string, string]>,
  base: Scene = defaultScene,
): { scene: Scene; notices: Notice[] } {
  const list = Array.from(params);
  const notices: Notice[] = [];
  let scene: Scene = { ...base };
  // The first `lesson` decides; any other lesson the URL names is reported, not silently dropped.
  const [lessonParam, ...moreLessons] = list.filter(([k]) => k === 'lesson');
  if (lessonParam) {
    const r = v.safeParse(schemaFor('lesson', base.lesson), lessonParam[1]);
    const lesson = r.success ? (r.output as LessonId) : base.lesson;
    if (!r.success) notices.push(notALesson(lessonParam[1], lesson));
    if (lesson !== base.lesson) {
      const { theme, present, embed, speed: sp } = base;
      scene = { ...defaultsFor(lesson), theme, present, embed, speed: sp };
    }
  }
  for (const [, raw] of moreLessons) {
    if (raw === scene.lesson) continue;
    notices.push(
      (lessons as readonly string[]).includes(raw)
        ? {
            param: 'lesson',
            given: shorten(raw),
            used: scene.lesson,
            message: `lesson=${shorten(raw)} was ignored: the address names more than one lesson; using lesson=${scene.lesson}.`,
          }
        : notALesson(raw, scene.lesson),
    );
  }
  const spec = lessonSpecs[scene.lesson];
  const defaults = defaultsFor(scene.lesson);
  const record = scene as unknown as Record<string, unknown>;
  // Invalid values, worded once every parameter is read: with a key given twice (`T=x&T=5`),
  // the value used is the one the scene ends up with, not the default the bad value fell back to.
  const invalid: { notice: Notice; key: Key; why: string }[] = [];
  for (const [key, raw] of list) {
    if (key === 'lesson') continue;
    if (!isKey(key)) {
      notices.push({
        param: shorten(key),
        given: shorten(raw),
        used: 'ignored',
        message: `Unknown parameter “${shorten(key)}” was ignored.`,
      });
      continue;
    }
    if (!commonKeys.includes(key) && !spec.keys.includes(key)) {
      notices.push({
        param: key,
        given: shorten(raw),
        used: 'ignored',
        message: `“${key}” is not a parameter of the ${scene.lesson} lesson; it was ignored.`,
      });
      continue;
    }
    const result = v.safeParse(schemaFor(key, scene.lesson), raw);
    if (result.success) record[key] = result.output;
    else {
      record[key] = defaults[key];
      const notice: Notice = { param: key, given: shorten(raw), used: '', message: '' };
      invalid.push({ notice, key, why: result.issues[0]?.message ?? 'invalid' });
      notices.push(notice);
    }
  }
  for (const { notice, key, why } of invalid) {
    notice.used = display(record[key]);
    notice.message = `${key}=${notice.given} is not valid (${why}); using ${key}=${notice.used}.`;
  }
  return constrain(scene, notices);
}

/** Cross-parameter rules: γ < R, t ≤ T. */
function constrain(scene: Scene, notices: Notice[]): { scene: Scene; notices: Notice[] } {
  if (scene.lesson === 'perceptron' && scene.gamma >= scene.R) {
    const used = Math.min(common.gamma, scene.R / 2);
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

/** The query string for a scene: its lesson's parameters (the optional ones when set), then the display. */
export function toSearch(scene: Scene): string {
  const p = new URLSearchParams();
  const defaults = defaultsFor(scene.lesson);
  p.set('lesson', scene.lesson);
  p.set('seed', String(scene.seed));
  p.set('T', String(scene.T));
  for (const key of lessonSpecs[scene.lesson].keys) {
    const value = scene[key];
    if (key === 'noise' && scene.stream !== 'noisy') continue;
    if (key === 'points') {
      if (scene.stream === 'user' && scene.points.length > 0)
        p.set('points', formatPoints(scene.points));
      continue;
    }
    if (value === null) continue;
    if (key === 'learners' && display(value) === display(defaults.learners)) continue;
    p.set(key, display(value));
  }
  p.set('t', String(scene.t));
  if (scene.speed !== defaults.speed) p.set('speed', String(scene.speed));
  if (scene.autoplay) p.set('autoplay', '1');
  if (scene.theme !== defaults.theme) p.set('theme', scene.theme);
  if (scene.present) p.set('present', '1');
  if (scene.embed) p.set('embed', '1');
  return `?${p.toString()}`;
}
