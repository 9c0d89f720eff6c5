/** The contents page's picture: two weight strips, one spread thin, one gathered on a few bars. */
export default function GdEgPicture() {
  const spread = [5, 9, 4, 7, 10, 6, 8, 5, 9, 7, 4, 8, 6, 9, 5, 7];
  const gathered = [1, 1, 14, 1, 1, 1, 1, 15, 1, 1, 1, 1, 13, 1, 1, 1];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <line className="grid" x1="8" y1="44" x2="152" y2="44" stroke="var(--grid)" strokeWidth="2" />
      <line className="grid" x1="8" y1="92" x2="152" y2="92" stroke="var(--grid)" strokeWidth="2" />
      {spread.map((h, i) => (
        <rect
          key={`a${i}`}
          x={10 + i * 9}
          y={44 - h * 2}
          width="6"
          height={h * 2}
          fill="var(--fg)"
        />
      ))}
      {gathered.map((h, i) => (
        <rect
          key={`b${i}`}
          x={10 + i * 9}
          y={92 - h * 2.6}
          width="6"
          height={h * 2.6}
          fill="var(--accent)"
        />
      ))}
    </svg>
  );
}
