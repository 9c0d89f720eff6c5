/** The contents page's picture: labelled points, the learned line and the margin band. */
export default function PerceptronPicture() {
  const pos: [number, number][] = [
    [30, 22],
    [52, 14],
    [70, 30],
    [96, 12],
    [118, 24],
    [40, 40],
  ];
  const neg: [number, number][] = [
    [44, 84],
    [72, 70],
    [98, 88],
    [120, 66],
    [142, 80],
    [130, 94],
  ];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <path className="band" d="M0 66 L160 30 L160 50 L0 86 Z" fill="var(--band)" />
      <line x1="0" y1="76" x2="160" y2="40" stroke="var(--fg)" strokeWidth="2" />
      {pos.map(([x, y]) => (
        <path
          key={`${x},${y}`}
          d={`M${x - 5} ${y}h10M${x} ${y - 5}v10`}
          stroke="var(--pos)"
          strokeWidth="2.5"
        />
      ))}
      {neg.map(([x, y]) => (
        <circle
          key={`${x},${y}`}
          cx={x}
          cy={y}
          r="4"
          fill="none"
          stroke="var(--neg)"
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}
