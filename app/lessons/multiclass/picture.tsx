/** The contents page's picture: three regions meeting, a marker shape per class, three vectors. */
export default function MulticlassPicture() {
  const pts: Array<[number, number, 0 | 1 | 2]> = [
    [30, 24, 0],
    [46, 14, 0],
    [22, 44, 0],
    [118, 20, 1],
    [136, 36, 1],
    [104, 12, 1],
    [70, 82, 2],
    [92, 88, 2],
    [56, 90, 2],
  ];
  const colors = ['var(--oi-orange)', 'var(--oi-sky)', 'var(--oi-green)'];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <path className="band" d="M0 0 H80 L80 56 L0 72 Z" fill={colors[0]} fillOpacity="0.18" />
      <path className="band" d="M80 0 H160 V76 L80 56 Z" fill={colors[1]} fillOpacity="0.18" />
      <path
        className="band"
        d="M0 72 L80 56 L160 76 V100 H0 Z"
        fill={colors[2]}
        fillOpacity="0.18"
      />
      {pts.map(([x, y, c]) =>
        c === 0 ? (
          <circle key={`${x},${y}`} cx={x} cy={y} r="4" fill={colors[0]} />
        ) : c === 1 ? (
          <rect key={`${x},${y}`} x={x - 3.5} y={y - 3.5} width="7" height="7" fill={colors[1]} />
        ) : (
          <path
            key={`${x},${y}`}
            d={`M${x} ${y - 4.5}L${x + 4} ${y + 3.5}L${x - 4} ${y + 3.5}Z`}
            fill={colors[2]}
          />
        ),
      )}
      {[
        [52, 36],
        [108, 38],
        [80, 76],
      ].map(([x, y], c) => (
        <line key={c} x1="80" y1="56" x2={x} y2={y} stroke={colors[c]} strokeWidth="2.5" />
      ))}
    </svg>
  );
}
