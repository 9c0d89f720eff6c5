import * as v from 'valibot';
import { defaultValues, display, type Notice } from '../../src/scenes/kit/params';
import { MAX_SPEED, MAX_T, flag, idList, integer, speed } from '../../src/scenes/kit/value-schemas';
import {
  definitionOf,
  isLessonId,
  lessonIds,
  sceneDefinitions,
  type LessonId,
} from '../../src/scenes/registry';

export { MAX_SPEED, MAX_T, display, type LessonId, type Notice };

/**
 * The scene as the URL carries it. Every parameter is parsed on its own with a schema; a bad
 * value never blanks the page: it is replaced by the default and reported as a notice that
 * names the parameter, the value given and the value used. The common parameters (lesson, seed,
 * T, t, speed, display) are here; each lesson's own come from its scene definition.
 */
export const lessons: readonly LessonId[] = lessonIds;
export const themes = ['light', 'dark', 'projector'] as const;
export type Theme = (typeof themes)[number];
export type Speed = number | 'max';

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
  /** The figures shown (`panels=`, an embed of one or a few); null: the whole lesson. */
  panels: readonly string[] | null;
  /** The controls shown (`controls=0` hides them: a figure alone). */
  controls: boolean;
  /** The lesson's own parameters, as its definition declares them (read them with readParams). */
  params: Readonly<Record<string, unknown>>;
}

type CommonKey = Exclude<keyof Scene, 'params' | 'lesson'>;

const commonKeys: readonly CommonKey[] = [
  'seed',
  'T',
  't',
  'speed',
  'autoplay',
  'theme',
  'present',
  'embed',
  'panels',
  'controls',
];

function commonSchema(key: CommonKey, lesson: LessonId): v.GenericSchema<string, unknown> {
  const maxT = definitionOf(lesson).T.max;
  switch (key) {
    case 'seed':
      return integer(0, 4294967295);
    case 'T':
      return integer(1, Math.min(MAX_T, maxT));
    case 't':
      return integer(0, Math.min(MAX_T, maxT));
    case 'speed':
      return speed;
    case 'autoplay':
    case 'present':
    case 'embed':
    case 'controls':
      return flag;
    case 'panels': {
      const ids = definitionOf(lesson).panels.map((p) => p.id);
      return idList(ids, ids.length);
    }
    case 'theme':
      return v.picklist(themes);
  }
}

/** Every lesson parameter's name, and the lessons it belongs to. */
const lessonsByParam = new Map<string, LessonId[]>();
for (const id of lessonIds)
  for (const key of Object.keys(definitionOf(id).params))
    lessonsByParam.set(key, [...(lessonsByParam.get(key) ?? []), id]);

export function defaultsFor(lesson: LessonId): Scene {
  const def = definitionOf(lesson);
  return {
    lesson,
    seed: 1,
    T: def.T.default,
    t: 0,
    speed: 8,
    autoplay: false,
    theme: 'light',
    present: false,
    embed: false,
    panels: null,
    controls: true,
    params: defaultValues(def.params),
  };
}

/** The scene a URL without parameters opens: the first lesson of the map. */
export const defaultScene: Scene = defaultsFor(lessonIds[0] as LessonId);

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
    message: `lesson=${shorten(raw)} is not a lesson (one of: ${lessonIds.join(', ')}); using lesson=${used}.`,
  };
}

const isCommonKey = (k: string): k is CommonKey => (commonKeys as readonly string[]).includes(k);

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
    const raw = lessonParam[1];
    const lesson = isLessonId(raw) ? raw : base.lesson;
    if (!isLessonId(raw)) notices.push(notALesson(raw, lesson));
    if (lesson !== base.lesson) {
      const { theme, present, embed, speed: sp } = base;
      scene = { ...defaultsFor(lesson), theme, present, embed, speed: sp };
    }
  }
  for (const [, raw] of moreLessons) {
    if (raw === scene.lesson) continue;
    notices.push(
      isLessonId(raw)
        ? {
            param: 'lesson',
            given: shorten(raw),
            used: scene.lesson,
            message: `lesson=${shorten(raw)} was ignored: the address names more than one lesson; using lesson=${scene.lesson}.`,
          }
        : notALesson(raw, scene.lesson),
    );
  }
  const def = definitionOf(scene.lesson);
  const defaults = defaultsFor(scene.lesson);
  const common = scene as unknown as Record<string, unknown>;
  const own: Record<string, unknown> = { ...scene.params };
  // Invalid values, worded once every parameter is read: with a key given twice (`T=x&T=5`),
  // the value used is the one the scene ends up with, not the default the bad value fell back to.
  const invalid: { notice: Notice; read: () => unknown; why: string }[] = [];
  for (const [key, raw] of list) {
    if (key === 'lesson') continue;
    const spec = Object.hasOwn(def.params, key) ? def.params[key] : undefined;
    if (!isCommonKey(key) && !spec) {
      notices.push(
        lessonsByParam.has(key)
          ? {
              param: key,
              given: shorten(raw),
              used: 'ignored',
              message: `“${key}” is not a parameter of the ${scene.lesson} lesson; it was ignored.`,
            }
          : {
              param: shorten(key),
              given: shorten(raw),
              used: 'ignored',
              message: `Unknown parameter “${shorten(key)}” was ignored.`,
            },
      );
      continue;
    }
    const schema = spec ? spec.schema : commonSchema(key as CommonKey, scene.lesson);
    const target = spec ? own : common;
    const fallback = spec ? spec.default : (defaults as unknown as Record<string, unknown>)[key];
    const result = v.safeParse(schema, raw);
    if (result.success) target[key] = result.output;
    else {
      target[key] = fallback;
      const notice: Notice = { param: key, given: shorten(raw), used: '', message: '' };
      invalid.push({
        notice,
        read: () => target[key],
        why: result.issues[0]?.message ?? 'invalid',
      });
      notices.push(notice);
    }
  }
  for (const { notice, read, why } of invalid) {
    notice.used = display(read());
    notice.message = `${notice.param}=${notice.given} is not valid (${why}); using ${notice.param}=${notice.used}.`;
  }
  notices.push(...(def.constrain?.(own) ?? []));
  scene.params = own;
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

/** The query string for a scene: its lesson's parameters (the optional ones when set), then the display. */
export function toSearch(scene: Scene): string {
  const p = new URLSearchParams();
  const defaults = defaultsFor(scene.lesson);
  p.set('lesson', scene.lesson);
  p.set('seed', String(scene.seed));
  p.set('T', String(scene.T));
  for (const [key, spec] of Object.entries(definitionOf(scene.lesson).params)) {
    const value = scene.params[key];
    if (value === null || value === undefined) continue;
    if (spec.inUrl && !spec.inUrl(scene.params)) continue;
    p.set(key, spec.format ? spec.format(value) : display(value));
  }
  p.set('t', String(scene.t));
  if (scene.speed !== defaults.speed) p.set('speed', String(scene.speed));
  if (scene.autoplay) p.set('autoplay', '1');
  if (scene.theme !== defaults.theme) p.set('theme', scene.theme);
  if (scene.present) p.set('present', '1');
  if (scene.embed) p.set('embed', '1');
  if (scene.panels) p.set('panels', scene.panels.join(','));
  if (!scene.controls) p.set('controls', '0');
  return `?${p.toString()}`;
}

/** Every lesson's definition, for the header's menu and the contents. */
export { sceneDefinitions };
