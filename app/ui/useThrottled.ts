import { useEffect, useRef, useState } from 'react';
import { pagePace } from '../engine/pace';

/**
 * Follows `value`, but at most once every `ms` milliseconds while `throttle` is on (and exactly
 * when it is off). Used to re-typeset the proof a few times a second at full speed: rebuilding
 * KaTeX's DOM every frame would cost a style pass over thousands of nodes.
 *
 * `phase` staggers panels throttled alike, so that each updates in a task of its own instead of
 * all in the same one: the first update after throttling starts comes `phase` ms later than it
 * otherwise would, and so does the catch-up when throttling stops (a run ends, every panel
 * throttled with it would otherwise catch up in one task).
 *
 * On a device that cannot redraw every frame, the interval stretches with the page's pace
 * (`pagePace.stride`): a panel following four times a second on a laptop follows less often
 * there, rather than taking the frames the playhead gave up.
 */
export function useThrottled<T>(value: T, ms: number, throttle: boolean, phase = 0): T {
  const [shown, setShown] = useState(value);
  // Throttling starts from the value of that moment, not from one left over from an earlier run;
  // when it stops with a phase, the value of that moment waits its turn.
  const [mode, setMode] = useState<'exact' | 'throttled' | 'catching-up'>(
    throttle ? 'throttled' : 'exact',
  );
  if (throttle && mode !== 'throttled') {
    setMode('throttled');
    setShown(value);
  } else if (!throttle && mode === 'throttled') setMode(phase > 0 ? 'catching-up' : 'exact');
  const last = useRef(0);
  useEffect(() => {
    if (!throttle) return;
    // Throttling starts: the first update comes `phase` ms later than it otherwise would.
    const every = ms * pagePace.stride;
    if (last.current === 0) last.current = performance.now() - every + phase;
    const wait = last.current + every - performance.now();
    const id = setTimeout(
      () => {
        last.current = performance.now();
        setShown(value);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(id);
  }, [value, ms, throttle, phase]);
  useEffect(() => {
    if (throttle) return;
    // When throttling stops, the next start takes its phase again.
    last.current = 0;
    if (mode !== 'catching-up') return;
    const id = setTimeout(() => setMode('exact'), phase);
    return () => clearTimeout(id);
  }, [throttle, mode, phase]);
  return mode === 'exact' ? value : shown;
}
