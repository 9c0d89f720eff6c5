import { useEffect, useRef, useState } from 'react';
import type { EngineHandle } from './controller';

/**
 * An answer of the worker that follows the page: asked again whenever `key` changes (the round,
 * the trace's version, what is asked), one request at a time, the latest key winning, and at
 * most one every `minMs` while the key runs, so a fast run does not flood the worker. `ask` may
 * change on every render: the one of the latest render is used.
 */
export function useWorkerAnswer<S>(
  ask: (() => Promise<unknown>) | null,
  key: string,
  minMs = 100,
): S | null {
  const [state, setState] = useState<{ key: string; value: S } | null>(null);
  const pending = useRef(false);
  const wanted = useRef<{ key: string; ask: () => Promise<unknown> } | null>(null);
  const last = useRef(0);
  const ready = ask !== null;
  const latest = useRef(ask);
  // Before the effect below, which runs after it: it reads the newest `ask`.
  useEffect(() => {
    latest.current = ask;
  });

  useEffect(() => {
    const current = latest.current;
    if (!current) return;
    wanted.current = { key, ask: current };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const go = (): void => {
      if (pending.current || !wanted.current) return;
      const wait = last.current + minMs - performance.now();
      if (wait > 0) {
        timer = setTimeout(go, wait);
        return;
      }
      const target = wanted.current;
      wanted.current = null;
      pending.current = true;
      last.current = performance.now();
      target
        .ask()
        .then((value) => setState({ key: target.key, value: value as S }))
        .catch(() => undefined)
        .finally(() => {
          pending.current = false;
          if (wanted.current) go();
        });
    };
    go();
    return () => {
      if (timer !== null) clearTimeout(timer);
    };
  }, [key, ready, minMs]);

  return state?.value ?? null;
}

/**
 * The engine's exact state at round t (weights over every expert, each expert's loss), asked of
 * the worker, which replays from its nearest checkpoint.
 */
export function useExactState<S>(
  engine: EngineHandle,
  t: number,
  version: number,
  ready: boolean,
  minMs = 100,
): S | null {
  return useWorkerAnswer<S>(
    ready ? () => engine.client.stateAt(t) : null,
    `${t}|${version}`,
    minMs,
  );
}
