import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [status, setStatus] = useState<SweepStatus>('idle');
  const [points, setPoints] = useState<SweepPoint[]>([]);
  const cancelled = useRef(false);
  const run = useRef(0);

  useEffect(() => {
    run.current++;
    setStatus('idle');
    setPoints([]);
  }, [meta]);

  const onRun = useCallback(() => {
    const mine = ++run.current;
    cancelled.current = false;
    setStatus('running');
    setPoints([]);
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
  }, [engine]);

  const onCancel = useCallback(() => {
    cancelled.current = true;
    setStatus('cancelled');
  }, []);

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
