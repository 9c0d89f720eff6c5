/** The contents page's picture: a curved boundary between a disc of + points and a ring of −. */
export default function KernelPerceptronPicture() {
  const inner: [number, number][] = [
    [80, 42],
    [66, 52],
    [94, 56],
    [76, 62],
    [88, 44],
  ];
  const outer: [number, number][] = [
    [36, 20],
    [128, 26],
    [30, 78],
    [132, 82],
    [80, 92],
    [80, 10],
  ];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect
        className="band"
        x="0"
        y="0"
        width="160"
        height="100"
        fill="color-mix(in srgb, var(--neg) 12%, var(--bg))"
      />
      <ellipse
        className="band"
        cx="80"
        cy="52"
        rx="34"
        ry="26"
        fill="color-mix(in srgb, var(--pos) 14%, var(--bg))"
      />
      <ellipse cx="80" cy="52" rx="34" ry="26" fill="none" stroke="var(--fg)" strokeWidth="3" />
      {inner.map(([x, y], i) => (
        <circle key={`p${i}`} cx={x} cy={y} r="4" fill="var(--pos)" />
      ))}
      {outer.map(([x, y], i) => (
        <path
          key={`n${i}`}
          d={`M${x - 4},${y - 4}L${x + 4},${y + 4}M${x - 4},${y + 4}L${x + 4},${y - 4}`}
          stroke="var(--neg)"
          strokeWidth="2.5"
        />
      ))}
      <circle cx="94" cy="56" r="8" fill="none" stroke="var(--fg)" strokeWidth="1.5" />
      <circle cx="128" cy="26" r="8" fill="none" stroke="var(--fg)" strokeWidth="1.5" />
    </svg>
  );
}
