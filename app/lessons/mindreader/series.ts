import type { Trace } from '../../../src/engine/trace';
import type { MindreaderMeta } from '../../../src/scenes/mindreader';
import { expertsQuantities } from '../../../src/theory/experts';
import { OKABE_ITO } from '../../panels/palette';
import type { ChartSeries } from '../../panels/SeriesChart';

/** Every move, exactly: a game lasts at most a few hundred key presses. */
function series(n: number, value: (s: number) => number): Array<[number, number]> {
  const out: Array<[number, number]> = [[0, value(0)]];
  for (let s = 1; s <= n; s++) out.push([s, value(s)]);
  return out;
}

/** The machine's correct guesses against the student's escapes, move by move. */
export function raceSeries(trace: Trace | null, _meta: MindreaderMeta, t: number): ChartSeries[] {
  const n = Math.min(t, trace?.length ?? 0);
  const hits = trace?.column('hits');
  if (!hits) return [];
  return [
    {
      id: 'machine',
      label: 'the machine’s points',
      color: OKABE_ITO.blue,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: series(n, (s) => (s === 0 ? 0 : (hits[s - 1] ?? 0))),
    },
    {
      id: 'student',
      label: 'your points',
      color: OKABE_ITO.vermillion,
      dash: '6 3',
      marker: 'square',
      kind: 'measured',
      points: series(n, (s) => (s === 0 ? 0 : s - (hits[s - 1] ?? 0))),
    },
  ];
}

/** Hedge's regret against the best pattern, and its bound ln d/η + ηt/8. */
export function regretSeries(trace: Trace | null, meta: MindreaderMeta, t: number): ChartSeries[] {
  const n = Math.min(t, trace?.length ?? 0);
  const cum = trace?.column('cum');
  const Lstar = trace?.column('Lstar');
  if (!cum || !Lstar) return [];
  return [
    {
      id: 'regret',
      label: 'the machine’s regret (expected)',
      color: OKABE_ITO.blue,
      dash: '',
      marker: 'circle',
      kind: 'measured',
      points: series(n, (s) => (s === 0 ? 0 : (cum[s - 1] ?? 0) - (Lstar[s - 1] ?? 0))),
    },
    {
      id: 'bound',
      label: 'Hedge’s bound ln d/η + ηt/8',
      color: OKABE_ITO.blue,
      dash: '8 4',
      kind: 'bound',
      points: series(n, (s) => {
        const q = expertsQuantities({
          t: s,
          T: meta.T,
          d: meta.d,
          loss: 0,
          Lstar: 0,
          logW: 0,
          epsilon: 0.5,
          eta: meta.eta,
          labelled: 1,
          adversary: 0,
          deterministic: 0,
        });
        return q.hedgeBound ?? NaN;
      }),
    },
  ];
}
