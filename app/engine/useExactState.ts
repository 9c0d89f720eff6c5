import { useEffect, useRef, useState } from 'react';
import type { EngineHandle } from './controller';

/**
 * The engine's exact state at round t (weights over every expert, each expert's loss), asked of
 * the worker, which replays from its nearest checkpoint. One request at a time, the latest round
 * wins, and at most one every `minMs` while t runs, so a fast run does not flood the worker.
 */
export function useExactState<S>(
  engine: EngineHandle,
  t: number,
  version: number,
  ready: boolean,
  minMs = 100,
): S | null {
  const [state, setState] = useState<{ t: number; value: S } | null>(null);
  const pending = useRef(false);
  const wanted = useRef<{ t: number; version: number } | null>(null);
  const last = useRef(0);

  useEffect(() => {
    if (!ready) return;
    wanted.current = { t, version };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const ask = (): void => {
      if (pending.current || !wanted.current) return;
      const wait = last.current + minMs - performance.now();
      if (wait > 0) {
        timer = setTimeout(ask, wait);
        return;
      }
      const target = wanted.current;
      wanted.current = null;
      pending.current = true;
      last.current = performance.now();
      engine.client
        .stateAt(target.t)
        .then((value) => setState({ t: target.t, value: value as S }))
        .catch(() => undefined)
        .finally(() => {
          pending.current = false;
          if (wanted.current) ask();
        });
    };
    ask();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [engine, t, version, ready, minMs]);

  return state?.value ?? null;
}
