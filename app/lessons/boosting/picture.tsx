/** The contents page's picture: a staircase of stump regions, points sized by their weight. */
export default function BoostingPicture() {
  // (x, y, label, radius): the points near the staircase carry the weight.
  const pts: Array<[number, number, 1 | -1, number]> = [
    [24, 20, 1, 3],
    [40, 44, 1, 3],
    [62, 26, 1, 6.5],
    [92, 50, 1, 7],
    [70, 80, -1, 6],
    [112, 74, -1, 3],
    [134, 30, -1, 3],
    [140, 86, -1, 3],
    [104, 42, -1, 7.5],
  ];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <path
        className="band"
        d="M0 0 H80 V36 H100 V62 H60 V100 H0 Z"
        fill="var(--pos)"
        fillOpacity="0.18"
      />
      <path
        className="band"
        d="M80 0 H160 V100 H60 V62 H100 V36 H80 Z"
        fill="var(--neg)"
        fillOpacity="0.18"
      />
      <line x1="100" y1="0" x2="100" y2="100" stroke="var(--fg)" strokeDasharray="5 3" />
      {pts.map(([x, y, label, r]) =>
        label === 1 ? (
          <circle key={`${x},${y}`} cx={x} cy={y} r={r} fill="var(--pos)" />
        ) : (
          <rect
            key={`${x},${y}`}
            x={x - r * 0.886}
            y={y - r * 0.886}
            width={r * 1.772}
            height={r * 1.772}
            fill="var(--neg)"
          />
        ),
      )}
    </svg>
  );
}
