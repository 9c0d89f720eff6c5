/** A frame, or this long when frames are held back (a hidden tab, an off-screen embed). */
const FRAME_FALLBACK_MS = 50;

/**
 * Calls `fn` once the next frame has been drawn, in a task of its own: what `fn` changes is laid
 * out in the frame after, alone, rather than with everything else the current frame lays out.
 * Where frames are held back, a timer stands in for the frame. Returns a cancel function.
 */
export function afterNextFrame(fn: () => void): () => void {
  let raf = 0;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = (): void => {
    cancelAnimationFrame(raf);
    clearTimeout(fallback);
    timer = setTimeout(fn, 0);
  };
  if (typeof requestAnimationFrame === 'undefined') {
    timer = setTimeout(fn, 0);
  } else {
    raf = requestAnimationFrame(fire);
    fallback = setTimeout(fire, FRAME_FALLBACK_MS);
  }
  return () => {
    cancelAnimationFrame(raf);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}
