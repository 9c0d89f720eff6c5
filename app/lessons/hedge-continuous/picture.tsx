/** The contents page's picture: a prior (dotted) and a Gibbs density (solid) over an interval. */
export default function HedgeContinuousPicture() {
  const n = 60;
  const xs = Array.from({ length: n + 1 }, (_, i) => i / n);
  const bump = (x: number, c: number, s: number) => Math.exp(-((x - c) ** 2) / (2 * s * s));
  const path = (f: (x: number) => number) =>
    xs
      .map(
        (x, i) =>
          `${i === 0 ? 'M' : 'L'}${(10 + 140 * x).toFixed(1)},${(88 - 70 * f(x)).toFixed(1)}`,
      )
      .join('');
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <line className="grid" x1="10" y1="88" x2="150" y2="88" stroke="var(--grid)" />
      <path
        d={path(() => 0.35)}
        fill="none"
        stroke="var(--fg)"
        strokeWidth="2"
        strokeDasharray="2 4"
      />
      <path
        d={path((x) => 0.9 * bump(x, 0.68, 0.07) + 0.3 * bump(x, 0.25, 0.06))}
        fill="none"
        stroke="var(--oi-blue)"
        strokeWidth="3"
      />
      <path d="M105,90l-6,9h12z" fill="var(--oi-vermillion)" />
    </svg>
  );
}
