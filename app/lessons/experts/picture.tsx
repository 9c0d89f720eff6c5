/** The contents page's picture: the learner's weights over d experts, one pulling ahead. */
export default function ExpertsPicture() {
  const weights = [0.1, 0.22, 0.08, 0.9, 0.3, 0.12, 0.05, 0.18, 0.07, 0.14];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <line x1="8" y1="92" x2="152" y2="92" stroke="var(--muted)" strokeWidth="1.5" />
      {weights.map((w, i) => (
        <rect
          key={i}
          x={12 + i * 14}
          y={92 - w * 80}
          width="10"
          height={w * 80}
          fill={i === 3 ? 'var(--accent)' : 'var(--muted)'}
        />
      ))}
    </svg>
  );
}
