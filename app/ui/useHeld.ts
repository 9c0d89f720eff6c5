import { useState } from 'react';

/**
 * `value`, or while `hold` is true, the value it had when the hold began: a part of the page that
 * need not follow (off screen, while a run plays fast) keeps its last drawing and costs nothing,
 * and catches up in the render the hold ends.
 */
export function useHeld<T>(value: T, hold: boolean): T {
  const [held, setHeld] = useState<{ value: T }>({ value });
  // Remembered during render (React's pattern for state from earlier renders): the value shown
  // last, not one from an effect a frame later.
  if (!hold && held.value !== value) setHeld({ value });
  return hold ? held.value : value;
}
