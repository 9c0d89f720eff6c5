import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { follow, followOnce } from './follow-queue';

export interface FollowOptions {
  /** How often it follows while playing fast (ms, stretched by the pace): 100 by default. */
  every?: number;
  /**
   * Off screen it does not follow; back on screen (or within its margin), it takes the latest
   * value in the next turn of the queue.
   */
  inView?: boolean;
  /**
   * When the run stops playing fast: `now`, in the render that stops it (a lesson's own values,
   * which that render draws anyway), or `own-turn`, a turn of its own (a panel that would
   * otherwise redraw in that render with every other panel).
   */
  catchUp?: 'now' | 'own-turn';
}

/**
 * Follows `value` exactly, but while `fast` only in the turns the follow queue gives it
 * (follow-queue.ts: one panel per frame, about every `every` ms), and off screen not at all. A
 * chart at full speed would otherwise redraw in every frame; with a timer of its own it redrew
 * beside the other panels' turns, several in a frame.
 */
export function useFollowed<T>(value: T, fast: boolean, options: FollowOptions = {}): T {
  const { every, inView = true, catchUp = 'now' } = options;
  const [shown, setShown] = useState(value);
  const [mode, setMode] = useState<'exact' | 'following' | 'catching-up'>(
    fast ? 'following' : 'exact',
  );
  // Following starts from the value of that moment, not from one left over from an earlier run.
  // The mode a change of pace sets applies to this render already.
  let current = mode;
  if (fast && mode !== 'following') {
    setMode('following');
    setShown(value);
    current = 'exact';
  } else if (!fast && mode === 'following') {
    current = catchUp === 'now' ? 'exact' : 'catching-up';
    setMode(current);
  }
  // What a turn takes: the latest value and whether the panel is on screen, read in the turn.
  const latest = useRef(value);
  const visible = useRef(inView);
  useLayoutEffect(() => {
    latest.current = value;
    visible.current = inView;
  });
  useEffect(() => {
    if (!fast) return;
    let last = latest.current;
    return follow(() => {
      // What no one can see is not redrawn: on a phone most panels are off screen, and their
      // redraws took the frames of the one on screen.
      if (!visible.current || Object.is(latest.current, last)) return false;
      last = latest.current;
      setShown(last);
      return true;
    }, every);
  }, [fast, every]);
  // Scrolled back to while following: up to date in the next turn, not at the end of an interval
  // that a slow device stretches to seconds.
  const wasInView = useRef(inView);
  useEffect(() => {
    const back = inView && !wasInView.current;
    wasInView.current = inView;
    if (fast && back) return followOnce(() => setShown(latest.current));
  }, [fast, inView]);
  useEffect(() => {
    if (mode === 'catching-up') return followOnce(() => setMode('exact'));
  }, [mode]);
  return current === 'exact' ? value : shown;
}
