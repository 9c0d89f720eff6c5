/**
 * A canvas sized to w × h device pixels (resized only when it changed, which clears it) and its
 * 2-D context, or null where there is none (jsdom, a locked-down browser): the figure's SVG part
 * still draws then.
 */
export function sizedContext(
  el: HTMLCanvasElement,
  w: number,
  h: number,
): CanvasRenderingContext2D | null {
  if (el.width !== w) el.width = w;
  if (el.height !== h) el.height = h;
  try {
    return el.getContext('2d');
  } catch {
    return null;
  }
}
