import { definitionOf } from '../../../src/scenes/registry';
import type { AppState } from '../../store/store';
import { lessonEntries } from '../registry';
import { checkpointsOf, findCheckpoint, parseTour, type TourStop } from './tour';

type Store = { getState(): AppState };

/**
 * Starts the tour an address names: its stops (a notice for each one not understood), at
 * `stop` (1-based) when the address gives it with its scene (a reload: the scene is already
 * the stop's, perhaps moved on), else at the first stop, whose scene it sets.
 */
export function startTour(store: Store, raw: string, stop: number, hasScene: boolean): void {
  const { stops, problems } = parseTour(raw);
  const s = store.getState();
  for (const p of problems)
    s.notify({
      param: 'tour',
      given: '',
      used: 'skipped',
      message: `A tour stop was skipped: ${p}.`,
    });
  if (stops.length === 0) return;
  s.setUi({ tour: stops });
  const at = Number.isInteger(stop) && stop >= 1 && stop <= stops.length ? stop - 1 : null;
  void goToStop(store, at ?? 0, at === null || !hasScene);
}

/** A stop's scene parameters and its banner text; null when the stop names no checkpoint. */
async function resolve(
  stop: TourStop,
): Promise<{ params: [string, string][]; label: string; hint: string } | null> {
  if (stop.kind === 'scene') {
    const lesson = stop.params.find(([k]) => k === 'lesson')?.[1] ?? '';
    return { params: stop.params, label: definitionOf(lesson as never).title, hint: '' };
  }
  const items = await lessonEntries[stop.lesson].narrative();
  const c = findCheckpoint(checkpointsOf(items), stop.ref);
  if (!c) return null;
  return {
    params: [['lesson', stop.lesson], ...Object.entries(c.params)],
    label: c.label,
    hint: c.hint,
  };
}

/** The stops PageDown walks: the tour's, or else the lesson's own checkpoints. */
async function stopsOf(s: AppState): Promise<TourStop[]> {
  if (s.tour) return s.tour;
  const items = await lessonEntries[s.scene.lesson].narrative();
  return checkpointsOf(items).map((_, i) => ({
    kind: 'checkpoint' as const,
    lesson: s.scene.lesson,
    ref: String(i + 1),
  }));
}

/**
 * Moves the lecture to stop `index` (clamped) and sets its scene, as its checkpoint link would:
 * a fresh scene (no moves from an earlier game), in the theme and mode on screen. With
 * `apply: false` only the banner moves (the address already holds the scene: a reload).
 */
export async function goToStop(store: Store, index: number, apply = true): Promise<void> {
  const stops = await stopsOf(store.getState());
  if (stops.length === 0) return;
  const i = Math.max(0, Math.min(stops.length - 1, index));
  // At either end the lecture stays where it is, rather than restarting the scene on screen.
  if (apply && store.getState().slide?.index === i) return;
  const target = await resolve(stops[i] as TourStop);
  const s = store.getState();
  if (!target) {
    s.notify({
      param: 'tour',
      given: String(i + 1),
      used: 'skipped',
      message: `Stop ${i + 1} of the tour names no checkpoint of its lesson.`,
    });
    return;
  }
  if (apply) {
    s.clearMoves();
    s.applyParams(
      [
        ...target.params.filter(([k]) => k !== 'theme' && k !== 'present'),
        ['theme', s.scene.theme],
        ['present', s.scene.present ? '1' : '0'],
      ],
      { replace: true },
    );
  }
  s.setUi({ slide: { index: i, count: stops.length, label: target.label, hint: target.hint } });
}

/** PageDown (+1) or PageUp (−1): the next or previous stop (see `lecturing` for when). */
export function stepLecture(store: Store, delta: 1 | -1): void {
  const s = store.getState();
  const from = s.slide?.index ?? (delta > 0 ? -1 : 0);
  void goToStop(store, from + delta);
}
