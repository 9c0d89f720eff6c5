import { useEffect, useState } from 'react';
import { afterNextFrame } from './after-frame';

/**
 * False until a frame has been drawn since the component mounted, then true: a control shown a
 * frame after the rest, built in a task of its own and laid out in a frame of its own.
 */
export function useAfterNextFrame(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => (drawn ? undefined : afterNextFrame(() => setDrawn(true))), [drawn]);
  return drawn;
}
