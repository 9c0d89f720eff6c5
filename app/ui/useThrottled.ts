import { useEffect, useRef, useState } from 'react';

/**
 * Follows `value`, but at most once every `ms` milliseconds while `throttle` is on (and exactly
 * when it is off). Used to re-typeset the proof a few times a second at full speed: rebuilding
 * KaTeX's DOM every frame would cost a style pass over thousands of nodes.
 */
export function useThrottled<T>(value: T, ms: number, throttle: boolean): T {
  const [shown, setShown] = useState(value);
  const last = useRef(0);
  useEffect(() => {
    if (!throttle) return;
    const wait = last.current + ms - performance.now();
    const id = setTimeout(
      () => {
        last.current = performance.now();
        setShown(value);
      },
      Math.max(0, wait),
    );
    return () => clearTimeout(id);
  }, [value, ms, throttle]);
  return throttle ? shown : value;
}
