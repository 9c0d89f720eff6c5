import { useEffect, useState } from 'react';
import { followOnce } from './follow-queue';

/**
 * `value`, but while `fast` a new one only in a turn of its own in the follow queue (one turn a
 * frame, follow-queue.ts), so that a panel given what another turn computed (the lesson's own,
 * say) renders in the frame after that turn, not in the same task. Not fast: `value`, at once.
 * Best in a small component of the panel's own, which the turn then renders alone.
 */
export function useOwnTurn<T>(value: T, fast: boolean): T {
  const [held, setHeld] = useState<{ value: T }>({ value });
  // Not fast, the held value follows at once (remembered during render, as useHeld does), so that
  // a run turning fast starts from what is shown.
  if (!fast && held.value !== value) setHeld({ value });
  useEffect(() => {
    if (!fast || Object.is(held.value, value)) return;
    return followOnce(() => setHeld({ value }));
  }, [fast, value, held]);
  return fast ? held.value : value;
}
