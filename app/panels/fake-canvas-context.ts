/** One fillRect call as a canvas test sees it: the rectangle, its fill style and its alpha. */
export interface FillCall {
  x: number;
  y: number;
  w: number;
  h: number;
  style: string;
  alpha: number;
}

/**
 * For the canvas figures' tests (jsdom has no 2D context): records the rectangles filled since the
 * last clearRect, and counts the clears, so a test can tell what one paint drew and how many paints
 * there were. Test support only: the app never imports it.
 */
export function fakeContext(canvas: HTMLCanvasElement) {
  const fills: FillCall[] = [];
  const calls: Record<string, number> = {};
  return {
    canvas,
    fills,
    calls,
    fillStyle: '#000000',
    globalAlpha: 1,
    setTransform: () => {},
    clearRect() {
      calls.clearRect = (calls.clearRect ?? 0) + 1;
      fills.length = 0;
    },
    fillRect(x: number, y: number, w: number, h: number) {
      fills.push({ x, y, w, h, style: String(this.fillStyle), alpha: this.globalAlpha });
    },
  };
}
