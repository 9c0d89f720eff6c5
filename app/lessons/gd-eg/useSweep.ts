import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GdEgMeta, SweepPoint } from '../../../src/scenes/gd-eg';
import { SWEEP_DIMS } from '../../../src/scenes/gd-eg-config';
import type { useEngine } from '../../engine/context';
import type { ChartSeries } from '../../panels/SeriesChart';
import type { SweepStatus } from '../../panels/linear/SweepPanel';
import { styleOf } from './series';

/**
 * The dimension sweep: the worker runs the scene once per dimension of SWEEP_DIMS, one query a
 * point, so the page shows progress between two and Cancel stops before the next. A new scene
 * (another stream, other learners) starts the sweep over.
 */
export function useSweep(engine: ReturnType<typeof useEngine>, meta: GdEgMeta | null) {
  // A sweep belongs to the scene it ran on: another scene shows none (and a late answer from
  // the old one is dropped, since `run` moves on).
  const [sweep, setSweep] = useState<{
    owner: GdEgMeta | null;
    status: SweepStatus;
    points: SweepPoint[];
  }>({
    owner: null,
    status: 'idle',
    points: [],
  });
  const current = sweep.owner === meta;
  const status: SweepStatus = current ? sweep.status : 'idle';
  const points = useMemo(() => (current ? sweep.points : []), [current, sweep.points]);
  const cancelled = useRef(false);
  const run = useRef(0);
  useEffect(() => {
    run.current++;
  }, [meta]);
  const setStatus = useCallback(
    (s: SweepStatus) => setSweep((prev) => ({ ...prev, owner: meta, status: s })),
    [meta],
  );
  const setPoints = useCallback(
    (f: (prev: SweepPoint[]) => SweepPoint[]) =>
      setSweep((prev) => ({
        ...prev,
        owner: meta,
        points: f(prev.owner === meta ? prev.points : []),
      })),
    [meta],
  );

  const onRun = useCallback(() => {
    const mine = ++run.current;
    cancelled.current = false;
    setStatus('running');
    setPoints(() => []);
    void (async () => {
      for (let index = 0; index < SWEEP_DIMS.length; index++) {
        if (cancelled.current || run.current !== mine) return;
        const point = (await engine.client.query('sweep', { index })) as SweepPoint | null;
        if (run.current !== mine) return;
        if (!point) break;
        setPoints((prev) => [...prev, point]);
      }
      if (run.current === mine) setStatus(cancelled.current ? 'cancelled' : 'done');
    })().catch(() => {
      if (run.current === mine) setStatus('cancelled');
    });
  }, [engine, setStatus, setPoints]);

  const onCancel = useCallback(() => {
    cancelled.current = true;
    setStatus('cancelled');
  }, [setStatus]);

  const series: ChartSeries[] =
    meta?.learners.map((l, k) => ({
      id: `${l.id}-sweep`,
      label: `${l.name}: ${l.classifier ? 'mistakes' : 'regret'} at T`,
      color: styleOf(k).color,
      dash: styleOf(k).dash,
      marker: styleOf(k).marker,
      kind: 'measured' as const,
      points: points.map((p) => [p.n, p.values[k] ?? NaN] as [number, number]),
    })) ?? [];
  const next = SWEEP_DIMS[points.length];
  return {
    status,
    progress: points.length / SWEEP_DIMS.length,
    label: status === 'running' && next !== undefined ? `n = ${next}` : '',
    series,
    points,
    onRun,
    onCancel,
  };
}
