import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';

/** While playing, the announcement changes at most this often. */
export const ANNOUNCE_EVERY_MS = 1000;

/**
 * The message a live region should hold: `message` itself right after it changes while paused (a
 * Step, a seek, a move), and at most once every `ms` while playing, so a screen reader hears the
 * round and the key numbers every second instead of sixty times a second. The latest message
 * always wins: when playing stops, the last one is announced.
 */
export function useBatchedAnnouncement(
  message: string,
  playing: boolean,
  ms = ANNOUNCE_EVERY_MS,
): string {
  const [shown, setShown] = useState(message);
  // When the region last changed on screen, not when it was asked to (a slow frame in between
  // must not bring the next announcement closer); the text it mounts with is not announced.
  // Recorded as the change is committed, in a layout effect: a passive effect runs after the
  // frame in Preact, too late for the next message's timer.
  const last = useRef<number | null>(null);
  useLayoutEffect(() => {
    last.current = last.current === null ? -Infinity : performance.now();
  }, [shown]);
  useEffect(() => {
    const wait = playing ? Math.max(0, (last.current ?? -Infinity) + ms - performance.now()) : 0;
    const id = setTimeout(() => {
      // Also when asked: an effect of the next message may run before this change is committed
      // (Preact runs a component's pending effects before re-rendering it), and must wait a whole
      // interval from now, not from the change before.
      last.current = performance.now();
      setShown(message);
    }, wait);
    return () => clearTimeout(id);
  }, [message, playing, ms]);
  return shown;
}

/**
 * A visually hidden polite live region announcing the round and the key numbers of a lesson
 * ("Round 120 of 300: 7 mistakes, bound 100"), batched by useBatchedAnnouncement.
 *
 * Not memo(): it renders itself on its timer while the lesson redraws around it, and memoized it
 * left a chain of the lesson's earlier renders reachable on `ogd` (4 400–6 500 nodes against 1 330
 * on screen, e2e/retained-renders.spec.ts). Its render is one paragraph.
 */
export function RoundAnnouncer({
  message,
  playing,
}: {
  message: string;
  playing: boolean;
}): ReactElement {
  const shown = useBatchedAnnouncement(message, playing);
  return (
    <p className="visually-hidden round-announcer" aria-live="polite" aria-atomic="true">
      {shown}
    </p>
  );
}
