/** The contents page's picture: a shattered tree of depth three, one path walked. */
export default function LittlestonePicture() {
  const nodes: [number, number][] = [
    [80, 14],
    [44, 46],
    [116, 46],
    [24, 80],
    [64, 80],
    [96, 80],
    [136, 80],
  ];
  const edges: [number, number][] = [
    [0, 1],
    [0, 2],
    [1, 3],
    [1, 4],
    [2, 5],
    [2, 6],
  ];
  const walked = new Set(['0-2', '2-5']);
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {edges.map(([a, b]) => {
        const [x1, y1] = nodes[a] as [number, number];
        const [x2, y2] = nodes[b] as [number, number];
        const on = walked.has(`${a}-${b}`);
        return (
          <line
            key={`${a}-${b}`}
            className={on ? undefined : 'grid'}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={on ? 'var(--accent)' : 'var(--grid)'}
            strokeWidth={on ? 4 : 2}
          />
        );
      })}
      {nodes.map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r="7"
          fill={i === 5 ? 'var(--accent)' : 'var(--bg)'}
          stroke="var(--fg)"
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}
