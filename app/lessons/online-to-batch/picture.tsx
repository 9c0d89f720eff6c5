/** The contents page's picture: test error of three estimators falling under a 1/T bound. */
export default function OnlineToBatchPicture() {
  const bound = 'M14 8 C 30 40, 60 62, 150 74';
  const random = 'M14 60 C 30 72, 60 82, 150 86';
  const last = 'M14 70 L30 58 L46 80 L62 72 L78 86 L100 80 L124 88 L150 84';
  return (
    <svg viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <line
        className="grid"
        x1="14"
        y1="92"
        x2="154"
        y2="92"
        stroke="var(--grid)"
        strokeWidth="2"
      />
      <line className="grid" x1="14" y1="6" x2="14" y2="92" stroke="var(--grid)" strokeWidth="2" />
      <path d={bound} fill="none" stroke="var(--oi-blue)" strokeWidth="3" strokeDasharray="8 4" />
      <path d={random} fill="none" stroke="var(--oi-blue)" strokeWidth="3" />
      <path d={last} fill="none" stroke="var(--oi-green)" strokeWidth="2.5" strokeDasharray="4 2" />
    </svg>
  );
}
