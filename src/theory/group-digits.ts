/**
 * A whole number with its thousands grouped by commas, as English writes it: 20000 → "20,000".
 * Written out rather than asked of `toLocaleString('en')`: a page's first call into the browser's
 * locale data costs about 30 ms at a phone's speed, and it fell in the first frames of a run.
 * Anything but a safe integer is left to `String`.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const digits = String(Math.abs(n));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part},${out}` : part;
  }
  return n < 0 ? `-${out}` : out;
}
