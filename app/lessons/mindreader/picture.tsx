/** The contents page's picture: the student's moves, and the machine's score racing theirs. */
export default function MindreaderPicture() {
  const moves = [1, 1, -1, 1, -1, -1, 1, 1, -1, 1];
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {moves.map((m, i) => {
        const x = 12 + i * 14.5;
        return (
          <path
            key={i}
            d={
              m > 0
                ? `M${x - 4} 10 L${x + 5} 16 L${x - 4} 22 Z`
                : `M${x + 5} 10 L${x - 4} 16 L${x + 5} 22 Z`
            }
            fill={m > 0 ? 'var(--pos)' : 'var(--neg)'}
          />
        );
      })}
      <polyline
        points="8,92 30,84 52,78 74,66 96,58 118,48 140,40 152,34"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2.5"
      />
      <polyline
        points="8,92 30,88 52,86 74,82 96,80 118,78 140,74 152,72"
        fill="none"
        stroke="var(--fg)"
        strokeWidth="2"
        strokeDasharray="5 3"
      />
    </svg>
  );
}
