/** The contents page's picture: the leader flipping from −B to B every round, the regularized one calm. */
export default function FtlFtrlPicture() {
  const flips = Array.from(
    { length: 10 },
    (_, i) => `${12 + i * 15.5},${i === 0 ? 50 : i % 2 ? 14 : 86}`,
  );
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <line
        className="grid"
        x1="8"
        y1="14"
        x2="152"
        y2="14"
        stroke="var(--grid)"
        strokeWidth="1.5"
      />
      <line
        className="grid"
        x1="8"
        y1="86"
        x2="152"
        y2="86"
        stroke="var(--grid)"
        strokeWidth="1.5"
      />
      <polyline
        points={flips.join(' ')}
        fill="none"
        stroke="var(--neg)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <polyline
        points="12,50 27,44 43,54 58,47 74,52 89,49 105,51 120,50 136,50 151,50"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="3"
      />
    </svg>
  );
}
