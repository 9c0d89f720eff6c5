import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { follow, followOnce } from './follow-queue';

/** How often a panel off screen follows while playing fast (ms). */
export const OFF_SCREEN_EVERY_MS = 2000;

/**
 * Follows `value` exactly, but while `fast` only in the turns the follow queue gives it
 * (follow-queue.ts: one panel per frame, about every `every` ms), and off screen (`inView`
 * false) every two seconds at most. A chart at full speed would otherwise redraw in every
 * frame; with a timer of its own it redrew beside the other panels' turns, several in a frame.
 * When the run stops playing fast, it catches up in a turn of its own too, not in the task that
 * paused the run or ended it, with every other panel.
 */
export function useFollowed<T>(value: T, fast: boolean, inView: boolean, every?: number): T {
  const [shown, setShown] = useState(value);
  const [mode, setMode] = useState<'exact' | 'following' | 'catching-up'>(
    fast ? 'following' : 'exact',
  );
  // Following starts from the value of that moment, not from one left over from an earlier run.
  if (fast && mode !== 'following') {
    setMode('following');
    setShown(value);
  } else if (!fast && mode === 'following') setMode('catching-up');
  // What a turn takes: the latest value and whether the panel is on screen, read in the turn.
  const latest = useRef(value);
  const visible = useRef(inView);
  useLayoutEffect(() => {
    latest.current = value;
    visible.current = inView;
  });
  useEffect(() => {
    if (!fast) return;
    let last = performance.now();
    return follow(() => {
      const now = performance.now();
      if (!visible.current && now - last < OFF_SCREEN_EVERY_MS) return;
      last = now;
      setShown(latest.current);
    }, every);
  }, [fast, every]);
  useEffect(() => {
    if (mode === 'catching-up') return followOnce(() => setMode('exact'));
  }, [mode]);
  return mode === 'exact' ? value : shown;
}
