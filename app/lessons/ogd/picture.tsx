/** The contents page's picture: a loss's level sets, and gradient steps closing in on its minimum. */
export default function OgdPicture() {
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      {[44, 32, 20, 9].map((r) => (
        <ellipse
          className="grid"
          key={r}
          cx="96"
          cy="50"
          rx={r * 1.4}
          ry={r}
          fill="none"
          stroke="var(--grid)"
          strokeWidth="2"
        />
      ))}
      <polyline
        points="14,88 52,30 70,74 88,40 92,58 96,48 96,51"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="14" cy="88" r="3.5" fill="var(--accent)" />
      <path
        d="M96 44 L98 49 L103 49 L99 52 L101 57 L96 54 L91 57 L93 52 L89 49 L94 49 Z"
        fill="var(--fg)"
      />
    </svg>
  );
}
