/**
 * Calls `fn` in the browser's next idle period (within `timeoutMs` at the latest), or, where the
 * browser has no idle callbacks, after `fallbackMs`. Returns a cancel function.
 */
export function inIdleTime(fn: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, fallbackMs);
  return () => clearTimeout(id);
}

/**
 * Calls `steps` in order, each in an idle period of its own. Returns a cancel function: the
 * steps not yet called are not.
 */
export function idleSteps(
  steps: readonly (() => void)[],
  timeoutMs: number,
  fallbackMs: number,
): () => void {
  let cancel = (): void => {};
  const from = (i: number): void => {
    const step = steps[i];
    if (!step) return;
    cancel = inIdleTime(
      () => {
        step();
        from(i + 1);
      },
      timeoutMs,
      fallbackMs,
    );
  };
  from(0);
  return () => cancel();
}
