/**
 * Where a canvas's pixels are when the page cannot read them: a canvas drawn in a worker
 * (`transferControlToOffscreen`) throws on `toDataURL`. Its owner says here how to get them, and
 * a saved figure asks before it is written.
 */
const sources = new WeakMap<HTMLCanvasElement, () => Promise<Blob | null>>();

export function providePixels(canvas: HTMLCanvasElement, png: () => Promise<Blob | null>): void {
  sources.set(canvas, png);
}

/** The data URLs of the canvases in `root` whose pixels come from elsewhere. */
export async function pixelsIn(root: Element): Promise<Map<Element, string>> {
  const out = new Map<Element, string>();
  for (const el of root.querySelectorAll('canvas')) {
    const source = sources.get(el);
    const blob = source ? await source().catch(() => null) : null;
    if (blob) out.set(el, await dataUrl(blob));
  }
  return out;
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the pixels could not be read'));
    reader.readAsDataURL(blob);
  });
}
