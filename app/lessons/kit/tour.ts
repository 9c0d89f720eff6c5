import { isLessonId, type LessonId } from '../../../src/scenes/registry';
import type { NarrativeItem } from '../../ui/Narrative';

/**
 * Whether PageDown/PageUp walk a lecture: a tour, or a lesson presented (elsewhere they scroll
 * the page, and the contents page has no scene to step).
 */
export const lecturing = (s: {
  contents: boolean;
  tour: readonly unknown[] | null;
  scene: { present: boolean };
}): boolean => !s.contents && (s.tour !== null || s.scene.present);

/** A checkpoint of a lesson's narrative: what a clicker's PageDown steps to. */
export interface Checkpoint {
  label: string;
  hint: string;
  params: Record<string, string>;
}

export const checkpointsOf = (items: readonly NarrativeItem[]): Checkpoint[] =>
  items.flatMap((i) => (i.kind === 'checkpoint' ? [i] : []));

/** A checkpoint's id within its lesson: its label in lower case, words joined by hyphens. */
export const slug = (label: string): string =>
  label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/**
 * One stop of a lecture's tour: a lesson's checkpoint (`ogd:2`, the second, or
 * `ogd:take-one-gradient-step`, by its label) or a whole scene (`lesson=experts&d=8&t=100`, as
 * in an address). A stop names what to show; `resolveStop` finds it in the lesson's narrative.
 */
export type TourStop =
  | { kind: 'checkpoint'; lesson: LessonId; ref: string }
  | { kind: 'scene'; params: [string, string][] };

/**
 * Reads `tour=`: stops separated by `|` (a scene's `&`s written %26 in the address, as any value
 * must). Returns the stops it understood and, for the others, why not.
 */
export function parseTour(raw: string): { stops: TourStop[]; problems: string[] } {
  const stops: TourStop[] = [];
  const problems: string[] = [];
  for (const part of raw.split('|').map((s) => s.trim())) {
    if (part === '') continue;
    const colon = /^([a-z0-9-]+):([^=&]+)$/i.exec(part);
    if (colon) {
      const [, lesson = '', ref = ''] = colon;
      if (isLessonId(lesson)) stops.push({ kind: 'checkpoint', lesson, ref });
      else problems.push(`“${part}”: there is no lesson “${lesson}”`);
      continue;
    }
    const params = Array.from(new URLSearchParams(part.replace(/^\?/, '')).entries());
    const lesson = params.find(([k]) => k === 'lesson')?.[1];
    if (lesson !== undefined && isLessonId(lesson)) stops.push({ kind: 'scene', params });
    else
      problems.push(
        `“${part.slice(0, 40)}” is neither a checkpoint (lesson:number or lesson:label) nor a scene with lesson=`,
      );
  }
  return { stops, problems };
}

/** A checkpoint stop's checkpoint, by number (1 = the first) or by its label's slug; null if none. */
export function findCheckpoint(checkpoints: readonly Checkpoint[], ref: string): Checkpoint | null {
  if (/^\d+$/.test(ref)) return checkpoints[Number(ref) - 1] ?? null;
  return checkpoints.find((c) => slug(c.label) === slug(ref)) ?? null;
}

/** Writes a tour back as `tour=` takes it. */
export function formatTour(stops: readonly TourStop[]): string {
  return stops
    .map((s) =>
      s.kind === 'checkpoint' ? `${s.lesson}:${s.ref}` : new URLSearchParams(s.params).toString(),
    )
    .join('|');
}
